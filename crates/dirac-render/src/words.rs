//! The sentences every face writes about a game's rules, from the view's rules.

use dirac::die::{Die, Sequence};
use dirac::view::RulesView;

/// "1 space", "10 spaces": `n` and the noun, plural unless `n` is one.
pub fn plural(n: impl std::fmt::Display, noun: &str) -> String {
    let n = n.to_string();
    if n == "1" {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The most values a die's description lists one by one.
const LISTED: usize = 12;

/// What the practice die rolls: "a 100-sided die rolling 1, 2, 3, ...", "a 2-sided die rolling
/// 1, 2, 1, 2, ...", "a 1-sided die rolling 1 every time"; any other sequence by its values,
/// "a die rolling 6, 5, 4, 3, 2, 1 over and over".
pub fn practice_die(rules: &RulesView) -> String {
    let sides = rules.practice_die;
    if !rolls_one_to_sides(rules) {
        return format!(
            "a die rolling {} over and over",
            listed(&rules.practice_sequence.text(), sides.into(), "value")
        );
    }
    let rolls = match sides {
        1 => "1 every time".to_owned(),
        2 => "1, 2, 1, 2, ...".to_owned(),
        3 => "1, 2, 3, 1, 2, 3, ...".to_owned(),
        _ => "1, 2, 3, ...".to_owned(),
    };
    format!("a {sides}-sided die rolling {rolls}")
}

/// Whether the practice die rolls `1, 2, ..., sides`, the puzzle's kind of die.
fn rolls_one_to_sides(rules: &RulesView) -> bool {
    rules.practice_sequence == Sequence::standard(rules.practice_die)
}

/// Whether the Dirac die shows `1, 2, ..., faces`, the puzzle's kind of die.
fn shows_one_to_faces(rules: &RulesView) -> bool {
    rules.dirac_die == Die::standard(rules.dirac_faces)
}

/// Values written canonically (`1:2,2`), listed one by one when they are few ("1, 1, 2"), or
/// as written with their number ("1..10:2 (20 faces)").
fn listed(written: &str, count: u64, noun: &str) -> String {
    let values = Sequence::parse(written).ok().and_then(|s| {
        let shown = usize::try_from(s.len()).ok().filter(|&n| n <= LISTED)?;
        Some(
            s.rolls()
                .take(shown)
                .map(|v| v.to_string())
                .collect::<Vec<_>>(),
        )
    });
    match values {
        Some(values) => values.join(", "),
        None => format!("{written} ({})", plural(count, noun)),
    }
}

/// The rules in one sentence, as the report states them: "Rules: a board of 10 spaces, 3 rolls
/// a turn; practice die of 100 sides to 1000 points; Dirac die of 3 faces to 21 points."; any
/// other die as written ("practice die rolling 6..1", "Dirac die with faces 1:2,2").
pub fn rules_line(rules: &RulesView) -> String {
    let practice = if rolls_one_to_sides(rules) {
        format!("of {}", plural(rules.practice_die, "side"))
    } else {
        format!("rolling {}", rules.practice_sequence)
    };
    let dirac = if shows_one_to_faces(rules) {
        format!("of {}", plural(rules.dirac_faces, "face"))
    } else {
        format!("with faces {}", rules.dirac_die)
    };
    format!(
        "Rules: a board of {}, {} a turn; practice die {practice} to {}; Dirac die {dirac} to {}.",
        plural(rules.board, "space"),
        plural(rules.rolls, "roll"),
        plural(&rules.practice_target, "point"),
        plural(rules.dirac_target, "point"),
    )
}

/// "2 players start on spaces 4 and 8 of a board of 10 spaces; a turn is 3 rolls."
pub fn setting(rules: &RulesView, starts: &[u32]) -> String {
    const SHOWN: usize = 12;
    let list: Vec<String> = starts.iter().take(SHOWN).map(u32::to_string).collect();
    let who = match starts.len() {
        0 => "No player starts".to_owned(),
        1 => format!("One player starts on space {}", starts[0]),
        n if n <= SHOWN => format!(
            "{n} players start on spaces {} and {}",
            list[..n - 1].join(", "),
            list[n - 1]
        ),
        n => format!("{n} players start on spaces {}, ...", list.join(", ")),
    };
    format!(
        "{who} of a board of {}; a turn is {}.",
        plural(rules.board, "space"),
        plural(rules.rolls, "roll"),
    )
}

/// "a 3-faced Dirac die splits the universe in 3 at every roll; first to 21 points"; any other
/// die by its faces, "a Dirac die with faces 1, 1, 2 splits the universe in 3 at every roll".
pub fn dirac_rules(rules: &RulesView) -> String {
    let faces = rules.dirac_faces;
    let splits = match faces {
        1 => "never splits the universe".to_owned(),
        f => format!("splits the universe in {f} at every roll"),
    };
    let die = if shows_one_to_faces(rules) {
        format!("a {faces}-faced Dirac die")
    } else if faces == 1 {
        format!("a Dirac die with one face, {},", rules.dirac_die)
    } else {
        format!(
            "a Dirac die with faces {}",
            listed(&rules.dirac_die.text(), faces.into(), "face")
        )
    };
    format!(
        "{die} {splits}; first to {}",
        plural(rules.dirac_target, "point")
    )
}

#[cfg(test)]
mod tests {
    use dirac::Rules;
    use dirac::die::{Die, Sequence};
    use dirac::view::RulesView;

    #[test]
    fn a_die_says_what_it_rolls_whatever_its_sides() {
        let said: Vec<String> = (1..=4)
            .map(|sides| {
                let rules = Rules::builder().practice_die(sides).build().unwrap();
                super::practice_die(&RulesView::from(&rules))
            })
            .collect();
        assert_eq!(
            said,
            [
                "a 1-sided die rolling 1 every time",
                "a 2-sided die rolling 1, 2, 1, 2, ...",
                "a 3-sided die rolling 1, 2, 3, 1, 2, 3, ...",
                "a 4-sided die rolling 1, 2, 3, ...",
            ]
        );
    }

    fn view(practice: &str, dirac: &str) -> RulesView {
        let rules = Rules::builder()
            .practice_sequence(Sequence::parse(practice).unwrap())
            .dirac_die(Die::parse(dirac).unwrap())
            .build()
            .unwrap();
        RulesView::from(&rules)
    }

    #[test]
    fn any_die_is_described_by_its_values() {
        let loaded = view("6..1", "1:2,2");
        assert_eq!(
            super::practice_die(&loaded),
            "a die rolling 6, 5, 4, 3, 2, 1 over and over"
        );
        assert_eq!(
            super::dirac_rules(&loaded),
            "a Dirac die with faces 1, 1, 2 splits the universe in 3 at every roll; first to 21 \
             points"
        );
        let long = view("1..100:2", "0..9:2");
        assert_eq!(
            super::practice_die(&long),
            "a die rolling 1..100:2 (200 values) over and over"
        );
        assert_eq!(
            super::dirac_rules(&long),
            "a Dirac die with faces 0..9:2 (20 faces) splits the universe in 20 at every roll; \
             first to 21 points"
        );
        let one = view("5", "2");
        assert_eq!(super::practice_die(&one), "a die rolling 5 over and over");
        assert_eq!(
            super::dirac_rules(&one),
            "a Dirac die with one face, 2, never splits the universe; first to 21 points"
        );
        // The puzzle's dice written as lists are the puzzle's dice.
        let standard = view("1,2,3", "1,2");
        assert_eq!(
            super::practice_die(&standard),
            "a 3-sided die rolling 1, 2, 3, 1, 2, 3, ..."
        );
        assert!(super::dirac_rules(&standard).starts_with("a 2-faced Dirac die splits"));
        assert_eq!(
            super::rules_line(&loaded),
            "Rules: a board of 10 spaces, 3 rolls a turn; practice die rolling 6..1 to 1000 \
             points; Dirac die with faces 1:2,2 to 21 points."
        );
        assert_eq!(
            super::rules_line(&standard),
            "Rules: a board of 10 spaces, 3 rolls a turn; practice die of 3 sides to 1000 \
             points; Dirac die of 2 faces to 21 points."
        );
        let single = view("1", "1");
        assert_eq!(
            super::practice_die(&single),
            "a 1-sided die rolling 1 every time"
        );
        assert!(super::dirac_rules(&single).starts_with("a 1-faced Dirac die never"));
    }

    #[test]
    fn the_setting_names_every_start_up_to_twelve() {
        let rules = RulesView::from(&Rules::default());
        assert_eq!(
            super::setting(&rules, &[4]),
            "One player starts on space 4 of a board of 10 spaces; a turn is 3 rolls."
        );
        assert_eq!(
            super::setting(&rules, &[4, 8, 1]),
            "3 players start on spaces 4, 8 and 1 of a board of 10 spaces; a turn is 3 rolls."
        );
        let many: Vec<u32> = (1..=13).collect();
        assert!(
            super::setting(&rules, &many).starts_with(
                "13 players start on spaces 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, ..."
            )
        );
        let one = RulesView::from(
            &Rules::builder()
                .board(1)
                .rolls(1)
                .dirac_faces(1)
                .build()
                .unwrap(),
        );
        assert!(super::setting(&one, &[1]).ends_with("a board of 1 space; a turn is 1 roll."));
        assert_eq!(
            super::dirac_rules(&one),
            "a 1-faced Dirac die never splits the universe; first to 21 points"
        );
    }
}
