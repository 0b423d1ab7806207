//! `dirac stats`: exact probabilities of the Dirac game, and how the practice game ends.

use dirac::practice::{self, PracticeOutcome};
use dirac::stats::{self, Stats};
use dirac::{Fraction, Game, Limits, turns};

use super::{Render, dirac_rules, plural, setting, to_json};
use crate::failure::Failure;
use dirac::view::{
    DECIMAL_PLACES, Digits, PERCENT_PLACES, PracticeView, RulesView, SHORT_PLACES, StatsView,
};
use dirac_render::doc::{self, Doc, Table};

/// The statistics of a game.
#[derive(Debug)]
pub(crate) struct GameStats {
    pub(crate) game: Game,
    pub(crate) dirac: Stats,
    pub(crate) practice: PracticeOutcome,
}

/// Exact fractions past this many digits in all are too long to write out: JSON and CSV, which
/// write every fraction whole, are refused (text shows their sizes).
pub(crate) const MAX_EXACT_DIGITS: u64 = 32 << 20;

pub(crate) fn run(game: Game, limits: &Limits, whole: bool) -> Result<GameStats, Failure> {
    let table = turns::analyze(&game, limits)?;
    let dirac = stats::analyze_within(&table, limits)?;
    if whole {
        let fractions = dirac
            .win_probability
            .iter()
            .chain(dirac.length.iter().map(|(_, p)| p));
        if let Err(digits) = whole_digits(fractions, MAX_EXACT_DIGITS) {
            return Err(Failure::usage(format!(
                "the exact probabilities of this game have about {digits} digits in all, past \
                 the {MAX_EXACT_DIGITS} that JSON and CSV output write out; use --format text or \
                 markdown, which give their sizes"
            )));
        }
    }
    let practice = practice::play(&game, limits)?;
    Ok(GameStats {
        game,
        dirac,
        practice,
    })
}

/// The digits of `fractions` written whole, numerators and denominators, if at most `max`;
/// past it, the estimate.
fn whole_digits<'a>(fractions: impl Iterator<Item = &'a Fraction>, max: u64) -> Result<u64, u64> {
    let total = fractions
        .map(|f| digits(&f.numerator()) + digits(&f.denominator()))
        .sum();
    if total > max { Err(total) } else { Ok(total) }
}

/// The decimal digits of `c`, from its size in bits: exact, or one too few.
fn digits(c: &dirac::Count) -> u64 {
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let d = (c.bits().saturating_sub(1) as f64 * std::f64::consts::LOG10_2) as u64 + 1;
    d
}

/// A fraction as `n/d`, or by its size when too long to read.
fn exact(f: &Fraction) -> String {
    let (n, d) = (f.numerator(), f.denominator());
    if n.bits() + d.bits() <= 200 {
        let s = f.to_string();
        if s.len() <= 64 {
            return s;
        }
    }
    format!("(~{} digits)/(~{} digits)", digits(&n), digits(&d))
}

/// A bar of `width` eighths at most, for a probability out of `max`.
fn bar(p: f64, max: f64) -> String {
    const BLOCKS: [char; 8] = ['▏', '▎', '▍', '▌', '▋', '▊', '▉', '█'];
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    // `p` is at most `max`: both are 0 or the ratio is at most 1.
    let eighths = (p / max.max(f64::MIN_POSITIVE) * 160.0).round() as usize;
    let mut out = "█".repeat(eighths / 8);
    if eighths % 8 > 0 {
        out.push(BLOCKS[eighths % 8 - 1]);
    }
    out
}

impl Render for GameStats {
    fn doc(&self) -> Doc {
        let s = &self.dirac;
        let mut doc = Doc::default();
        doc.line(setting(&self.game));
        doc.heading(format!("Dirac game: {}", dirac_rules(self.game.rules())));
        let mut t = Table::new(
            &["player", "start", "probability of winning", "exactly"],
            &[true, true, true, false],
        );
        for (i, p) in s.win_probability.iter().enumerate() {
            t.row(vec![
                (i + 1).to_string(),
                self.game.starts()[i].to_string(),
                p.percent(PERCENT_PLACES),
                exact(p),
            ]);
        }
        doc.table(t);
        doc.line(format!(
            "The game lasts {} turns ({} rolls) on average, counting every player's turns; \
             most likely {}.",
            s.expected_turns.decimal(SHORT_PLACES),
            s.expected_rolls.decimal(SHORT_PLACES),
            plural(s.most_likely_turns, "turn")
        ));
        doc.heading("How long the Dirac game lasts, in turns of all players");
        let max = s.length.iter().map(|(_, p)| p.to_f64()).fold(0.0, f64::max);
        let mut t = Table::new(&["turns", "probability", ""], &[true, true, false]);
        for (turns, p) in &s.length {
            t.row(vec![
                turns.to_string(),
                p.percent(PERCENT_PLACES),
                bar(p.to_f64(), max),
            ]);
        }
        doc.table(t);
        dirac_render::answers::practice(
            &mut doc,
            &RulesView::from(self.game.rules()),
            self.game.starts(),
            &PracticeView::from(&self.practice),
        );
        doc
    }

    fn json(&self) -> String {
        to_json(&self.view())
    }

    /// One row per measure, with the player or the length it is about: the chances, the
    /// lengths, the expectations, the most likely length, then the practice game.
    fn csv(&self) -> String {
        let s = &self.dirac;
        let fraction = |measure: &str, player: String, turns: String, f: &Fraction| {
            vec![
                measure.to_owned(),
                player,
                turns,
                f.decimal(DECIMAL_PLACES),
                f.numerator().to_string(),
                f.denominator().to_string(),
            ]
        };
        let whole = |measure: &str, player: String, value: String| {
            vec![
                measure.to_owned(),
                player,
                String::new(),
                value,
                String::new(),
                String::new(),
            ]
        };
        let mut rows = Vec::new();
        for (i, p) in s.win_probability.iter().enumerate() {
            rows.push(fraction(
                "win_probability",
                (i + 1).to_string(),
                String::new(),
                p,
            ));
        }
        for (turns, p) in &s.length {
            rows.push(fraction("length", String::new(), turns.to_string(), p));
        }
        rows.push(fraction(
            "expected_turns",
            String::new(),
            String::new(),
            &s.expected_turns,
        ));
        rows.push(fraction(
            "expected_rolls",
            String::new(),
            String::new(),
            &s.expected_rolls,
        ));
        rows.push(whole(
            "most_likely_turns",
            String::new(),
            s.most_likely_turns.to_string(),
        ));
        let p = &self.practice;
        for (i, score) in p.scores().iter().enumerate() {
            rows.push(whole(
                "practice.scores",
                (i + 1).to_string(),
                score.to_string(),
            ));
        }
        rows.push(whole(
            "practice.winner",
            String::new(),
            (p.winner() + 1).to_string(),
        ));
        rows.push(whole(
            "practice.turns",
            String::new(),
            p.turns().to_string(),
        ));
        rows.push(whole(
            "practice.rolls",
            String::new(),
            p.rolls().to_string(),
        ));
        rows.push(whole(
            "practice.answer",
            String::new(),
            p.answer().to_string(),
        ));
        doc::csv(
            &[
                "field",
                "player",
                "turns",
                "value",
                "numerator",
                "denominator",
            ],
            &rows,
        )
    }
}

impl GameStats {
    /// What the JSON writes: the library's view of the statistics.
    pub(crate) fn view(&self) -> StatsView {
        StatsView::new(&self.game, &self.dirac, &self.practice, Digits::All)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Format;
    use crate::commands::{render, tests::game};
    use dirac::Count;

    #[test]
    fn example_in_every_format() {
        let s = run(game(&[4, 8], None), &Limits::default(), true).unwrap();
        insta::assert_snapshot!("stats_example_text", render(&s, Format::Text, false));
        insta::assert_snapshot!(
            "stats_example_markdown",
            render(&s, Format::Markdown, false)
        );
        insta::assert_snapshot!("stats_example_csv", render(&s, Format::Csv, false));
        let json: StatsView = serde_json::from_str(&s.json()).unwrap();
        assert_eq!(json.practice.answer, "739785");
    }

    #[test]
    fn digits_are_counted_from_bits_exactly_or_one_too_few() {
        let mut n = 1_u128;
        while let Some(next) = n.checked_mul(7) {
            for k in [n - 1, n, n + 1] {
                let exact = k.to_string().len() as u64;
                let counted = digits(&Count::from(k));
                assert!(counted == exact || counted + 1 == exact, "{k}: {counted}");
            }
            n = next;
        }
        assert_eq!(digits(&Count::from(999_u64)), 3);
    }

    #[test]
    fn whole_fractions_are_refused_past_the_digits_allowed() {
        let third = Fraction::new(Count::from(1_u64), Count::from(3_u64)).unwrap();
        let big = Fraction::new(Count::from(97_u64), Count::from(7_u64)).unwrap();
        // 1 + 1 digits, then 2 + 1.
        assert_eq!(whole_digits([&third, &big].into_iter(), 5), Ok(5));
        assert_eq!(whole_digits([&third, &big].into_iter(), 4), Err(5));
    }

    #[test]
    fn bars_grow_with_probability() {
        assert_eq!(bar(1.0, 1.0), "█".repeat(20));
        assert_eq!(bar(0.0, 1.0), "");
        assert_eq!(bar(0.0, 0.0), "");
        assert_eq!(bar(0.5, 1.0), "█".repeat(10));
        assert!(bar(0.26, 1.0).chars().count() < bar(0.5, 1.0).chars().count());
    }
}
