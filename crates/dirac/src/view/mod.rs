//! Everything derived for display, once, as plain data that the faces render: the command
//! line writes these types as its JSON (and its `solve` CSV), draws its rounds chart from
//! [`RoundsChart`], and the explorer receives the very same types from WebAssembly. The text
//! and Markdown tables format the library's results with the same roundings
//! ([`Fraction::percent`], [`Count::percent_of`], the places below), so every face shows the
//! same digits.
//!
//! One quantity has one name and one shape everywhere (`docs/json.md` is the schema):
//!
//! - a **count** (universes, a score, rolls) is a string of decimal digits, exact however large
//!   ([`Digits`] decides whether a long one is written whole or shortened for a screen);
//! - a **probability** is [`Probability`]: the exact fraction, its decimal and its percentage,
//!   each rounded once from the fraction; other exact fractions are [`FractionView`];
//! - players are numbered from 1, as the puzzle does; turns and rounds from 1.
//!
//! With the `serde` feature every type here serialises to that schema, and reads back with
//! unknown fields refused.

mod answers;
mod check;
mod explain;
mod planned;
mod scan;
mod simulate;
mod sweep;
mod trace;
mod tuples;
mod turns;

use crate::analysis::Analysis;
use crate::error::Error;
use crate::limits::Limits;
use crate::practice::Trace;

/// A view's short text: a count, a die, a percentage. Inline up to 24 bytes (every count of
/// a machine word, the puzzle's dice), so a view made on every call of every face allocates
/// nothing for them; longer texts are shared on the heap. It reads as a `&str`.
pub use compact_str::CompactString as Text;

/// Starting spaces, 1-based, in turn order: a list, held inline up to four players (a view is
/// made on every call of every face, and a list of its own was an allocation and its free).
pub type Starts = smallvec::SmallVec<[u32; 4]>;

/// Every player's final score in the practice game, in turn order: a list, held inline up to
/// two players, as [`Starts`].
pub type Scores = smallvec::SmallVec<[Count; 2]>;

pub use answers::{
    DiracView, LENGTH_DRAWN, LengthRow, MAX_EXACT_DIGITS, PracticeView, SolveView, StatsView,
    contrast,
};
pub use check::{
    CatalogEntry, CheckView, HintView, MistakeView, Parting, Revealed, TracesCompared, TracesPart,
    Verdict,
};
pub use explain::{
    CELLS_COUNTED, CycleView, ExplainView, FAR_TARGET, Factor, FoldedMove, JOINT_COUNTED,
    MOVES_LISTED, PracticeCycles, RoundTerms, SEQUENCES_LISTED, StateVisits, SumRow, Term,
    TurnMoves, UniversesView,
};
pub use planned::{MeasuredView, PlanView, WorkView};
pub use scan::{PAGE_SCANNED, ScanChart, ScanPoint, ScanRow, ScanView, page_scan_values};
pub use simulate::{RunningPoint, SimulationView};
pub use sweep::{
    AtlasCells, AtlasView, HeatScale, StartsView, SummaryView, SweepCell, SweepCells, SweepView,
};
pub use trace::{TraceRow, TraceView};
pub use turns::{
    ChartRound, LayerView, PlayerTurns, RoundRow, RoundsChart, TAIL, TurnRow, TurnsView,
};

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::num::{Count, DecimalEnds, Fraction};
use crate::rules::Rules;

/// Display policy: past this many players, charts draw one bar, "a player wins", and the page
/// receives the per-turn columns of the first this many players only.
pub const PLAYERS_DRAWN: usize = 8;

/// The players' colours, the same in every face (the command's charts, the report, the page):
/// Okabe–Ito's eight, distinguishable with every common colour-vision deficiency, taken in
/// turn by player and cycling past the eighth.
pub const PLAYER_COLOURS: [&str; 8] = [
    "#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#f0e442", "#000000",
];

/// The colour of player `i` (0-based): [`PLAYER_COLOURS`], cycling.
pub fn player_colour(i: usize) -> &'static str {
    PLAYER_COLOURS[i % PLAYER_COLOURS.len()]
}

/// Display policy: the most turns of the practice game a trace shows unless asked for more
/// (the page's, and the Python package's default).
pub const TRACE_TURNS: usize = 2000;

/// Display policy: the most die values a page's trace holds, and the most players' standings
/// (one a player after each turn) it draws.
pub const TRACE_VALUES: usize = 40_000;

/// The turns of the practice game a page traces for `game`: [`TRACE_TURNS`], fewer when its
/// turns' die values or everyone's standings after each would pass [`TRACE_VALUES`] (none
/// when a single turn would).
pub fn page_trace_turns(game: &crate::game::Game) -> usize {
    let per_turn = (game.rules().rolls() as usize).max(game.players());
    TRACE_TURNS.min(TRACE_VALUES / per_turn)
}

/// Display policy: the largest board whose every pair of starts is drawn or listed one by one.
pub const SWEEP_DRAWN: u32 = 32;

/// The largest board a sweep covers at all (its CSV and JSON list every pair).
pub use crate::sweep::MAX_BOARD as SWEEP_MAX_BOARD;

/// The most games a sweep of three players or more plays (every tuple of their starts).
pub use crate::sweep::tuples::MAX_TUPLES as SWEEP_MAX_TUPLES;

/// How counts are written: whole, or, for a screen, shortened to their ends and length past
/// a number of digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Digits {
    /// Every digit, always (the command line's outputs).
    All,
    /// Counts of more than this many digits become `first 12…last 6 (N digits)`.
    AtMost(usize),
}

/// The digits a shortened count keeps at its start and at its end.
const ENDS_HEAD: usize = 12;
const ENDS_TAIL: usize = 6;

impl Digits {
    /// The explorer's policy: every digit up to a hundred (every count of the games people
    /// read digit by digit), the ends and length past that, so that a game of a thousand
    /// players does not send megabytes of digits to a page.
    pub const PAGE: Digits = Digits::AtMost(100);

    /// The report's policy: every digit up to forty, so that its tables stay readable in a
    /// page's width.
    pub const REPORT: Digits = Digits::AtMost(40);

    /// `count` written under this policy.
    ///
    /// ```
    /// use dirac::{Count, view::Digits};
    ///
    /// let big = Count::from(10_u128.pow(38)).product(&Count::from(10_u128.pow(20)));
    /// assert_eq!(Digits::AtMost(40).write(&big), "100000000000…000000 (59 digits)");
    /// assert_eq!(Digits::PAGE.write(&big).len(), 59);
    /// ```
    pub fn write(self, count: &Count) -> String {
        let Digits::AtMost(most) = self else {
            return count.to_string();
        };
        // The ends take 18 digits: a shorter count is written whole whatever the policy. A
        // count of thousands of digits has its ends found without writing the rest.
        let most = most.max(18);
        let ends = match count.decimal_ends(ENDS_HEAD, ENDS_TAIL, most) {
            Some(ends) => ends,
            None => return self.shorten(count.to_string()),
        };
        ends.to_string()
    }

    /// A count written whole (as [`Digits::All`] writes it) as this policy writes it: the same
    /// text as [`Digits::write`] gives for the count. Anything else (a count already shortened,
    /// words) is kept as it is.
    ///
    /// ```
    /// use dirac::{Count, view::Digits};
    ///
    /// let big = Count::from(10_u128.pow(38)).product(&Count::from(10_u128.pow(20)));
    /// let whole = Digits::All.write(&big);
    /// assert_eq!(Digits::REPORT.shorten(whole), Digits::REPORT.write(&big));
    /// assert_eq!(Digits::REPORT.shorten("739785".into()), "739785");
    /// assert_eq!(Digits::REPORT.shorten("player 1".into()), "player 1");
    /// ```
    pub fn shorten(self, written: String) -> String {
        let Digits::AtMost(most) = self else {
            return written;
        };
        let digits = written.bytes().all(|b| b.is_ascii_digit());
        if !digits || written.len() <= most.max(18) {
            return written;
        }
        DecimalEnds {
            first: written[..ENDS_HEAD].to_owned(),
            last: written[written.len() - ENDS_TAIL..].to_owned(),
            len: written.len() as u64,
        }
        .to_string()
    }

    /// `count` with every digit and, past 30 of them, its length, as text writes a total
    /// (`"1000…000 (31 digits)"` in full): the digits stay exact, the length saves counting.
    ///
    /// ```
    /// use dirac::{Count, view::Digits};
    ///
    /// assert_eq!(Digits::with_length(&Count::from(739_785_u32)), "739785");
    /// let long = Count::from(10_u128.pow(30));
    /// assert_eq!(Digits::with_length(&long), format!("1{} (31 digits)", "0".repeat(30)));
    /// ```
    pub fn with_length(count: &Count) -> String {
        Digits::lengthen(count.to_string())
    }

    /// A count's every digit, as a view holds it, with its length past 30 digits: as
    /// [`Digits::with_length`]. A count this policy already shortened keeps its one length.
    pub fn lengthen(digits: String) -> String {
        if digits.len() > 30 && digits.bytes().all(|b| b.is_ascii_digit()) {
            format!("{digits} ({} digits)", digits.len())
        } else {
            digits
        }
    }

    /// The decimal digits of a count as a policy wrote it: its length whole, or the length a
    /// shortened one names.
    ///
    /// ```
    /// use dirac::{Count, view::Digits};
    ///
    /// let big = Count::from(10_u128.pow(38)).product(&Count::from(10_u128.pow(20)));
    /// assert_eq!(Digits::length(&Digits::AtMost(40).write(&big)), 59);
    /// assert_eq!(Digits::length(&Digits::All.write(&big)), 59);
    /// ```
    pub fn length(written: &str) -> u64 {
        written
            .strip_suffix(" digits)")
            .and_then(|rest| rest.rsplit_once(" ("))
            .and_then(|(_, len)| len.parse().ok())
            .unwrap_or(written.len() as u64)
    }

    fn all(self, counts: &[Count]) -> Vec<String> {
        counts.iter().map(|c| self.write(c)).collect()
    }

    /// [`Digits::write`] as a view's [`Text`]: inline, without an allocation, while it fits.
    pub fn text(self, count: &Count) -> Text {
        match self {
            Digits::All => count.text(),
            Digits::AtMost(_) => Text::from(self.write(count)),
        }
    }

    /// [`Digits::text`] of each count.
    fn texts(self, counts: &[Count]) -> Vec<Text> {
        counts.iter().map(|c| self.text(c)).collect()
    }
}

/// The rules as every face writes them: small values as numbers, the practice target as a
/// string (it may pass 2^53), each die as its canonical text.
// The target and the dice are held as themselves, written only when the view is: a view is
// made on every call of every face, and most never write the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RulesView {
    /// Spaces on the board.
    pub board: u32,
    /// Die rolls a turn.
    pub rolls: u32,
    /// Sides of the practice die: the values it rolls before starting over.
    pub practice_die: u32,
    /// The values the practice die rolls, in order, as written canonically (`1..100`, `6..1`,
    /// `1:2,2`: see [`crate::die::Sequence`]).
    #[cfg_attr(feature = "schema", schemars(with = "String"))]
    pub practice_sequence: crate::die::Sequence,
    /// The practice game's target, in decimal digits.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub practice_target: Count,
    /// Faces of the Dirac die, repeats counted: the universes a roll splits into.
    pub dirac_faces: u32,
    /// The Dirac die's faces, as written canonically (`1..3`, `1:2,2`: see
    /// [`crate::die::Die`]).
    #[cfg_attr(feature = "schema", schemars(with = "String"))]
    pub dirac_die: crate::die::Die,
    /// The Dirac game's target.
    pub dirac_target: u32,
}

impl From<&Rules> for RulesView {
    #[inline]
    fn from(r: &Rules) -> RulesView {
        RulesView {
            board: r.board(),
            rolls: r.rolls(),
            practice_die: r.practice_die(),
            practice_sequence: r.practice_sequence().clone(),
            practice_target: Count::from(r.practice_target()),
            dirac_faces: r.dirac_faces(),
            dirac_die: r.dirac_die().clone(),
            dirac_target: r.dirac_target(),
        }
    }
}

/// The JSON Schema of a count as the views write it (`$defs/Count`): a whole number in decimal
/// digits, exact however long, or shortened by a [`Digits`] policy to its ends and length. A
/// string, since a JSON number loses digits past 2^53; every face reads it as a whole number of
/// any size (Python's `int`, the page's `BigInt`).
#[cfg(feature = "schema")]
pub(crate) struct CountSchema;

#[cfg(feature = "schema")]
impl schemars::JsonSchema for CountSchema {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Count".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A whole number in decimal digits, exact however long (a string: a \
                JSON number loses digits past 2^53), or under a shortening policy its first 12 \
                and last 6 digits and its length: `123456789012…123456 (40 digits)`.",
            "type": "string",
            "pattern": "^(0|[1-9][0-9]*|[1-9][0-9]{11}…[0-9]{6} \\([0-9]+ digits\\))$"
        })
    }
}

/// The JSON Schema of an answer a user gives to check (`$defs/Answer`): a whole number of
/// either sign in decimal digits, `-` first when negative (a signed integer that wrapped
/// prints one).
#[cfg(feature = "schema")]
pub(crate) struct AnswerSchema;

#[cfg(feature = "schema")]
impl schemars::JsonSchema for AnswerSchema {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Answer".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A whole number of either sign in decimal digits, exact however long, \
                `-` first when negative: an answer as a user gives it to check.",
            "type": "string",
            "pattern": "^(0|-?[1-9][0-9]*)$"
        })
    }
}

/// Decimal places of every `decimal` dirac writes.
pub const DECIMAL_PLACES: usize = 12;

/// Decimal places of every percentage dirac writes beside a count or a probability.
pub const PERCENT_PLACES: usize = 2;

/// An exact fraction that is not a probability (an expectation), with its decimal.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct FractionView {
    /// In lowest terms.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub numerator: String,
    /// In lowest terms, never zero.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub denominator: String,
    /// Rounded half up to 12 places, or to 12 significant digits in scientific notation when
    /// the value is not zero but would round to zero.
    pub decimal: String,
    /// Rounded half up to 3 places, as text shows it.
    pub short: String,
}

impl FractionView {
    /// `f` under the policy `digits`.
    pub fn new(f: &Fraction, digits: Digits) -> FractionView {
        FractionView {
            numerator: digits.write(&f.numerator()),
            denominator: digits.write(&f.denominator()),
            decimal: f.decimal(DECIMAL_PLACES),
            short: f.decimal(SHORT_PLACES),
        }
    }
}

impl FractionView {
    /// The fraction as text shows it: as [`Probability::exactly`].
    pub fn exactly(&self) -> String {
        exactly(&self.numerator, &self.denominator)
    }
}

/// Decimal places of an expectation as text shows it.
pub const SHORT_PLACES: usize = 3;

/// The most characters of an exact fraction that text writes whole, `n/d`; a longer one is
/// written by the lengths of its two parts.
pub const EXACTLY_WRITTEN: usize = 64;

/// `n/d` when it fits in [`EXACTLY_WRITTEN`] characters and both were written whole;
/// `(N digits)/(M digits)` otherwise.
fn exactly(numerator: &str, denominator: &str) -> String {
    let whole = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if numerator.len() + 1 + denominator.len() <= EXACTLY_WRITTEN
        && whole(numerator)
        && whole(denominator)
    {
        return format!("{numerator}/{denominator}");
    }
    let part = |s: &str| match Digits::length(s) {
        1 => "(1 digit)".to_owned(),
        n => format!("({n} digits)"),
    };
    format!("{}/{}", part(numerator), part(denominator))
}

/// A probability: the exact fraction, its decimal, and its percentage to two places, each
/// rounded once from the fraction (a value that is not zero never reads as zero).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Probability {
    /// In lowest terms.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub numerator: String,
    /// In lowest terms, never zero.
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub denominator: String,
    /// As [`FractionView::decimal`].
    pub decimal: String,
    /// Such as `77.60%`, `<0.01%`.
    pub percent: String,
}

impl Probability {
    /// `p` under the policy `digits`.
    pub fn new(p: &Fraction, digits: Digits) -> Probability {
        Probability {
            numerator: digits.write(&p.numerator()),
            denominator: digits.write(&p.denominator()),
            decimal: p.decimal(DECIMAL_PLACES),
            percent: p.percent(PERCENT_PLACES),
        }
    }

    /// The exact fraction as text shows it: `7/9`, or `(60 digits)/(61 digits)` past
    /// [`EXACTLY_WRITTEN`] characters (or when a policy shortened either part).
    ///
    /// ```
    /// use dirac::{Count, Fraction, view::{Digits, Probability}};
    ///
    /// let third = Fraction::new(Count::from(1_u32), Count::from(3_u32)).unwrap();
    /// assert_eq!(Probability::new(&third, Digits::All).exactly(), "1/3");
    /// let huge = Count::from(10_u128.pow(38)).product(&Count::from(10_u128.pow(38)));
    /// let tiny = Fraction::new(Count::from(1_u32), huge).unwrap();
    /// assert_eq!(Probability::new(&tiny, Digits::All).exactly(), "(1 digit)/(77 digits)");
    /// ```
    pub fn exactly(&self) -> String {
        exactly(&self.numerator, &self.denominator)
    }
}

/// A part of a whole count (a player's share of the universes): its percentage, rounded once
/// from the exact quotient, and the part and the whole themselves for faces that compute with
/// it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Share {
    /// Such as `56.51%`.
    pub percent: Text,
    /// The part, every digit (not `part`, which names a part of the puzzle).
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub portion: Text,
    /// The whole it is a part of, every digit (`0` for a share of nothing, which reads
    /// `0.00%`).
    #[cfg_attr(feature = "schema", schemars(with = "crate::view::CountSchema"))]
    pub whole: Text,
}

impl Share {
    /// `part` of `whole` (`0.00%` of nothing).
    ///
    /// ```
    /// use dirac::{Count, view::Share};
    /// let share = Share::new(&Count::from(1_u64), &Count::from(8_u64));
    /// assert_eq!((share.percent.as_str(), share.portion.as_str(), share.whole.as_str()), ("12.50%", "1", "8"));
    /// ```
    pub fn new(part: &Count, whole: &Count) -> Share {
        Share {
            percent: part
                .percent_of(whole, PERCENT_PLACES)
                .unwrap_or_else(|| compact_str::format_compact!("0.{:0>PERCENT_PLACES$}%", "")),
            portion: part.text(),
            whole: whole.text(),
        }
    }
}

/// Display policy: the largest grid of one player's universes by space and score
/// (`board × dirac_target` cells) a page draws.
pub const LAYER_CELLS_DRAWN: u64 = 20_000;

/// Whether the grids of one player's universes under `rules` are drawn on a page (at most
/// [`LAYER_CELLS_DRAWN`] cells each). The refusal says why, and where the grids are.
///
/// ```
/// use dirac::{Rules, view::layers_drawn};
/// assert!(layers_drawn(&Rules::default()).is_ok());
/// let wide = Rules::builder().board(1000).dirac_target(21).build()?;
/// assert!(layers_drawn(&wide).unwrap_err().to_string().contains("21000 cells"));
/// # Ok::<(), dirac::Error>(())
/// ```
pub fn layers_drawn(rules: &Rules) -> Result<(), Error> {
    let cells = u64::from(rules.board()) * u64::from(rules.dirac_target());
    if cells <= LAYER_CELLS_DRAWN {
        return Ok(());
    }
    Err(Error::TooLarge(format!(
        "a grid of {} spaces × {} scores has {cells} cells, too many to draw on a page (at most \
         {LAYER_CELLS_DRAWN}); `dirac turns` gives every player's counts turn by turn",
        rules.board(),
        rules.dirac_target()
    )))
}

/// Whether the sweep under `rules` is drawn on a page (its every pair listed one by one): boards
/// of at most [`SWEEP_DRAWN`] spaces. The refusal says why, and where the whole sweep is.
pub fn sweep_drawn(rules: &Rules) -> Result<(), Error> {
    let board = rules.board();
    if board <= SWEEP_DRAWN {
        return Ok(());
    }
    Err(Error::TooLarge(format!(
        "a board of {board} spaces has {} pairs of starts, too many to draw on a page (at most \
         {SWEEP_DRAWN} spaces); `dirac sweep --format csv` lists them all",
        u64::from(board).pow(2)
    )))
}

/// A rule as an input shows it: its key (the command line's flag and the URL's parameter), its
/// name, its range and the puzzle's value.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RuleView {
    /// Such as `dirac-target`: the rule named as a value (a flag, the URL).
    pub key: String,
    /// Such as `dirac_target`: the field that holds its value in the rules' JSON.
    pub field: String,
    /// Such as `Dirac target`.
    pub name: String,
    /// What it sets, and in which game ([`crate::Rule::about`]).
    pub about: String,
    /// The smallest value allowed.
    pub min: u64,
    /// The largest value allowed, in decimal digits (it may pass 2^53).
    pub max: String,
    /// The puzzle's value.
    pub default: u64,
}

impl RuleView {
    /// Every rule, in the order the command line lists them.
    pub fn all() -> Vec<RuleView> {
        crate::rules::Rule::ALL
            .iter()
            .map(|r| RuleView {
                key: r.key().to_owned(),
                field: r.field().to_owned(),
                name: r.name().to_owned(),
                about: r.about().to_owned(),
                min: 1,
                max: r.max_value().to_string(),
                default: r.default_value(),
            })
            .collect()
    }
}

/// A die's rule as an input shows it: its key (the command line's flag and the URL's parameter),
/// its name, what it accepts and the puzzle's die, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DieRuleView {
    /// Such as `dirac-die`.
    pub key: String,
    /// Such as `dirac_die`: the field that holds it in the rules' JSON.
    pub field: String,
    /// Such as `Dirac die`.
    pub name: String,
    /// What the die accepts, in words with examples.
    pub allowed: String,
    /// The puzzle's die, as written: `1..3`, `1..100`.
    pub default: String,
    /// The numeric rule it stands in for (`dirac-faces`, `practice-die`): setting either sets
    /// the same die.
    pub replaces: String,
}

impl DieRuleView {
    /// Both dice's rules, practice first.
    pub fn all() -> Vec<DieRuleView> {
        crate::die::DieRule::ALL
            .iter()
            .map(|r| DieRuleView {
                key: r.key().to_owned(),
                field: r.field().to_owned(),
                name: r.name().to_owned(),
                allowed: r.allowed(),
                default: r.default_text().to_owned(),
                replaces: r.replaces().key().to_owned(),
            })
            .collect()
    }
}

/// Everything about one game, as a page shows it: both answers, the turn tables, the exact
/// statistics, the rounds' chart and the practice game's trace.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AnalysisView {
    /// As `dirac solve` gives them.
    pub solve: SolveView,
    /// As `dirac turns` gives them, with the own turns of the first [`PLAYERS_DRAWN`] players.
    pub turn_tables: TurnsView,
    /// As `dirac stats` gives them.
    pub stats: StatsView,
    /// Who wins in which round, for drawing.
    pub chart: RoundsChart,
    /// The practice game turn by turn.
    pub trace: TraceView,
    /// The numbers an explanation quotes.
    pub explain: ExplainView,
}

impl AnalysisView {
    /// The analysis `a` and the practice trace `trace`, under the policy `digits`, with the own
    /// turns of the first `listed` players (all with `None`); the explanation's practice
    /// games are played within `limits`.
    pub fn new(
        a: &Analysis,
        trace: &Trace,
        limits: &Limits,
        digits: Digits,
        listed: Option<usize>,
    ) -> Result<AnalysisView, Error> {
        let game = a.game();
        Ok(AnalysisView {
            solve: SolveView::new(
                game,
                Some(a.practice()),
                Some(a.outcome()),
                Some(&a.stats().win_probability),
                digits,
            ),
            turn_tables: TurnsView::new(game, a.turns(), digits, listed),
            stats: StatsView::new(game, a.stats(), a.practice(), digits),
            chart: RoundsChart::new(a.turns()),
            trace: TraceView::new(game, trace),
            explain: ExplainView::new(a, limits, digits)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_traces_fewer_turns_when_their_values_would_pass_its_bound() {
        let game = |rolls: u64, players: u32| {
            let rules = Rules::builder().rolls(rolls).build().unwrap();
            crate::Game::new(rules, (1..=players).map(|p| p % 10 + 1).collect()).unwrap()
        };
        assert_eq!(page_trace_turns(&game(3, 2)), TRACE_TURNS);
        // 100 rolls a turn: 400 turns' values are the bound.
        assert_eq!(page_trace_turns(&game(100, 2)), TRACE_VALUES / 100);
        // 1000 players' standings after each turn: 40 turns.
        assert_eq!(page_trace_turns(&game(3, 1000)), TRACE_VALUES / 1000);
        assert_eq!(page_trace_turns(&game(TRACE_VALUES as u64 + 1, 2)), 0);
    }

    #[test]
    fn an_exact_fraction_is_written_whole_up_to_its_width_then_by_its_lengths() {
        let f = FractionView::new(
            &Fraction::new(Count::from(3_u32), Count::from(8_u32)).unwrap(),
            Digits::All,
        );
        assert_eq!(f.exactly(), "3/8");
        // 31 + 1 + 32 characters fit; one more does not.
        let (n, d) = ("1".repeat(31), format!("2{}", "0".repeat(31)));
        assert_eq!(exactly(&n, &d), format!("{n}/{d}"));
        let n = format!("1{n}");
        assert_eq!(exactly(&n, &d), "(32 digits)/(32 digits)");
        assert_eq!(exactly("7", "12…89 (59 digits)"), "(1 digit)/(59 digits)");
    }

    #[test]
    fn every_rule_is_described_once_in_the_order_of_the_command_line() {
        let keys: Vec<String> = RuleView::all().into_iter().map(|r| r.key).collect();
        let expected: Vec<&str> = crate::rules::Rule::ALL.iter().map(|r| r.key()).collect();
        assert_eq!(keys, expected);
        let dice: Vec<(String, String)> = DieRuleView::all()
            .into_iter()
            .map(|d| (d.key, d.replaces))
            .collect();
        assert_eq!(
            dice,
            [
                ("practice-sequence".to_owned(), "practice-die".to_owned()),
                ("dirac-die".to_owned(), "dirac-faces".to_owned())
            ]
        );
    }

    #[test]
    fn a_sweep_is_drawn_up_to_its_board_and_refused_past_it() {
        let board = |b: u32| Rules::builder().board(u64::from(b)).build().unwrap();
        assert!(sweep_drawn(&board(SWEEP_DRAWN)).is_ok());
        let refused = sweep_drawn(&board(SWEEP_DRAWN + 1))
            .unwrap_err()
            .to_string();
        let pairs = (SWEEP_DRAWN + 1).pow(2);
        assert!(
            refused.contains(&format!("has {pairs} pairs of starts")),
            "{refused}"
        );
    }

    #[test]
    fn a_total_gets_its_length_past_thirty_digits_only() {
        let thirty = "9".repeat(30);
        assert_eq!(Digits::lengthen(thirty.clone()), thirty);
        let thirty_one = format!("1{thirty}");
        assert_eq!(
            Digits::lengthen(thirty_one.clone()),
            format!("{thirty_one} (31 digits)")
        );
    }

    #[test]
    fn the_practice_view_numbers_players_from_one_and_names_the_lowest_score() {
        let game = crate::Game::new(Rules::default(), vec![4, 8, 1]).unwrap();
        let p = crate::practice::play(&game, &crate::Limits::default()).unwrap();
        let view = PracticeView::from(&p);
        assert_eq!(view.winner, p.winner() + 1);
        assert!((1..=3).contains(&view.winner));
        let lowest = Count::from(*p.scores().iter().min().unwrap());
        assert_eq!(view.lowest, lowest);
        assert_eq!(view.scores.iter().filter(|s| **s == view.lowest).count(), 1);
        assert_eq!(view.answer, p.answer());
    }

    #[test]
    fn a_count_is_shortened_only_past_its_ends() {
        let twelve = Count::from(123_456_789_012_u64);
        // Past `most` digits, yet too short to lose anything between its ends: whole.
        assert_eq!(Digits::AtMost(5).write(&twelve), "123456789012");
        let twenty = Count::from(12_345_678_901_234_567_890_u128);
        assert_eq!(
            Digits::AtMost(5).write(&twenty),
            "123456789012…567890 (20 digits)"
        );
        assert_eq!(Digits::All.write(&twenty), "12345678901234567890");
    }

    #[test]
    fn a_chart_of_no_rounds_draws_none() {
        let table = crate::turns::combine(Count::from(27_u32), 3, Vec::new());
        let chart = RoundsChart::new(&table);
        assert_eq!((chart.drawn, chart.bars.len()), (0, 0));
        assert!(chart.note.is_empty());
    }
}
