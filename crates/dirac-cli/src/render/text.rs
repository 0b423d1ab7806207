//! Human-readable text: the answers on the first lines, then what produced them.

use std::fmt::Write;

use dirac::Count;
use dirac::practice::PracticeOutcome;
use dirac::quantum::DiracOutcome;

use crate::solve::Solved;

/// `dirac solve` as text.
pub(crate) fn solve(s: &Solved) -> String {
    let mut out = String::new();
    if let Some(p) = &s.practice {
        let _ = writeln!(out, "Part 1: {}", p.answer());
    }
    if let Some(d) = &s.dirac {
        let _ = writeln!(out, "Part 2: {}", d.answer());
    }
    let rules = s.game.rules();
    let _ = writeln!(
        out,
        "\n{} on a board of {} spaces, {} {} a turn.",
        starts(s.game.starts()),
        rules.board(),
        rules.rolls(),
        if rules.rolls() == 1 { "roll" } else { "rolls" },
    );
    if let Some(p) = &s.practice {
        practice(&mut out, s, p);
    }
    if let Some(d) = &s.dirac {
        dirac(&mut out, s, d);
    }
    out
}

/// "Players start on spaces 4 and 8", shortened for many players.
fn starts(starts: &[u32]) -> String {
    const SHOWN: usize = 12;
    let list: Vec<String> = starts.iter().take(SHOWN).map(u32::to_string).collect();
    match starts.len() {
        1 => format!("One player starts on space {}", starts[0]),
        n if n <= SHOWN => format!(
            "{n} players start on spaces {} and {}",
            list[..n - 1].join(", "),
            list[n - 1]
        ),
        n => format!("{n} players start on spaces {}, ...", list.join(", ")),
    }
}

fn practice(out: &mut String, s: &Solved, p: &PracticeOutcome) {
    let rules = s.game.rules();
    let _ = writeln!(
        out,
        "\nPractice game: a {}-sided die rolling 1, 2, 3, ...; first to {} points.",
        rules.practice_die(),
        rules.practice_target()
    );
    let _ = writeln!(
        out,
        "  Player {} reaches {} first, on turn {} ({} rolls).",
        p.winner() + 1,
        rules.practice_target(),
        p.turns(),
        p.rolls()
    );
    let lowest = p.scores().iter().min().copied().unwrap_or(0);
    let rows: Vec<[String; 3]> = p
        .scores()
        .iter()
        .enumerate()
        .map(|(i, score)| {
            let mark = if i == p.winner() {
                "winner"
            } else if *score == lowest {
                "lowest"
            } else {
                ""
            };
            [(i + 1).to_string(), score.to_string(), mark.to_owned()]
        })
        .collect();
    table(out, ["player", "score", ""], &rows);
    let _ = writeln!(
        out,
        "  Part 1 = lowest score × rolls = {lowest} × {} = {}",
        p.rolls(),
        p.answer()
    );
}

fn dirac(out: &mut String, s: &Solved, d: &DiracOutcome) {
    let rules = s.game.rules();
    let _ = writeln!(
        out,
        "\nDirac game: a {}-faced die splits the universe at every roll; first to {} points.",
        rules.dirac_faces(),
        rules.dirac_target()
    );
    let total = d.total();
    let leader = d.leader();
    let rows: Vec<[String; 3]> = d
        .wins
        .iter()
        .enumerate()
        .map(|(i, wins)| {
            let share = format!("{:.2}%", 100.0 * wins.ratio(&total));
            let mark = if i == leader { "  most" } else { "" };
            [
                (i + 1).to_string(),
                wins.to_string(),
                format!("{share}{mark}"),
            ]
        })
        .collect();
    table(out, ["player", "universes won", "share"], &rows);
    let _ = writeln!(
        out,
        "  Part 2 = {} universes won by player {} ({} strategy, {} arithmetic)",
        d.answer(),
        leader + 1,
        d.strategy,
        width(d.width)
    );
    let _ = writeln!(out, "  Universes in all: {}", count_words(&total));
}

fn width(width: &str) -> &str {
    match width {
        "big" => "big-integer",
        other => other,
    }
}

/// A count with its size in digits when it is long.
fn count_words(c: &Count) -> String {
    let digits = c.to_string();
    if digits.len() > 30 {
        format!("{digits} ({} digits)", digits.len())
    } else {
        digits
    }
}

/// A table indented by two spaces: numbers right-aligned, the last column left-aligned.
fn table(out: &mut String, header: [&str; 3], rows: &[[String; 3]]) {
    let width = |col: usize| {
        rows.iter()
            .map(|r| r[col].chars().count())
            .chain([header[col].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let (w0, w1) = (width(0), width(1));
    let mut line = |cells: [&str; 3]| {
        let row = format!("  {:>w0$}  {:>w1$}  {}", cells[0], cells[1], cells[2]);
        let _ = writeln!(out, "{}", row.trim_end());
    };
    line(header);
    for r in rows {
        line([&r[0], &r[1], &r[2]]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::tests::solved;

    #[test]
    fn example() {
        insta::assert_snapshot!("solve_example", solve(&solved(&[4, 8], None, None)));
    }

    #[test]
    fn three_players_part_2_only() {
        let s = solved(&[4, 8, 1], Some(2), None);
        insta::assert_snapshot!("solve_three_players_part2", solve(&s));
    }

    #[test]
    fn one_player_part_1_only() {
        insta::assert_snapshot!(
            "solve_one_player_part1",
            solve(&solved(&[7], Some(1), None))
        );
    }

    #[test]
    fn huge_counts_are_written_in_full() {
        let rules = dirac::Rules::builder().dirac_target(100).build().unwrap();
        let s = solved(&[4, 8], Some(2), Some(rules));
        let text = solve(&s);
        let answer = s.dirac.as_ref().unwrap().answer().to_string();
        assert!(answer.len() > 40);
        assert!(text.starts_with(&format!("Part 2: {answer}\n")));
        assert!(text.contains("digits)"));
    }
}
