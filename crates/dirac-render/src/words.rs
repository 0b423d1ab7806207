//! The sentences every face writes about a game's rules, from the view's rules.

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

/// What the practice die rolls: "a 100-sided die rolling 1, 2, 3, ...", "a 2-sided die rolling
/// 1, 2, 1, 2, ...", "a 1-sided die rolling 1 every time".
pub fn practice_die(sides: u32) -> String {
    let rolls = match sides {
        1 => "1 every time".to_owned(),
        2 => "1, 2, 1, 2, ...".to_owned(),
        3 => "1, 2, 3, 1, 2, 3, ...".to_owned(),
        _ => "1, 2, 3, ...".to_owned(),
    };
    format!("a {sides}-sided die rolling {rolls}")
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

/// "a 3-faced Dirac die splits the universe in 3 at every roll; first to 21 points".
pub fn dirac_rules(rules: &RulesView) -> String {
    let splits = match rules.dirac_faces {
        1 => "never splits the universe".to_owned(),
        f => format!("splits the universe in {f} at every roll"),
    };
    format!(
        "a {}-faced Dirac die {splits}; first to {}",
        rules.dirac_faces,
        plural(rules.dirac_target, "point")
    )
}

#[cfg(test)]
mod tests {
    use dirac::Rules;
    use dirac::view::RulesView;

    #[test]
    fn a_die_says_what_it_rolls_whatever_its_sides() {
        let said: Vec<String> = (1..=4).map(super::practice_die).collect();
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
