//! Exact counts of any size, computed on the narrowest integer that holds them.
//!
//! Universe counts explode: two players on the puzzle's rules need 49 bits, three players 79 bits,
//! two players racing to 1000 over 1,600 bits. dirac never wraps, saturates or rounds a count.
//! Every solver is written once, generically over [`Counter`], and implemented three times:
//!
//! | width | used when | cost |
//! |---|---|---|
//! | `u64` | every count fits in 64 bits (the puzzle itself) | one `mul`/`add` with an overflow check |
//! | `u128` | a count passes `u64::MAX` (three players on the puzzle's rules) | two words |
//! | [`BigUint`] | a count passes `u128::MAX` | heap digits |
//!
//! Checked arithmetic turns an overflow into [`Overflow`]; [`escalate`] then reruns the same
//! computation one width up. A solver fails fast: counts grow turn by turn, so an overflowing run
//! stops within a few turns of the width's limit, and the common case never allocates a digit.
//!
//! Results leave the engine as [`Count`], a number that stays a machine integer when it fits.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use num_bigint::BigUint;
use num_traits::Zero;

/// A checked step overflowed the integer width in use.
///
/// This is not an error the user sees: [`escalate`] catches it and retries on a wider type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overflow;

/// The integer width a count was computed in: machine words while the counts fit them, big
/// integers past that.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Width {
    /// 64-bit machine integers.
    U64,
    /// 128-bit machine integers.
    U128,
    /// Big integers, of any size.
    Big,
}

impl Width {
    /// The width's name, as every face writes it: `u64`, `u128` or `big`.
    pub fn name(self) -> &'static str {
        match self {
            Width::U64 => "u64",
            Width::U128 => "u128",
            Width::Big => "big",
        }
    }
}

impl fmt::Display for Width {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Exact, non-negative integer arithmetic as the solvers need it.
///
/// Implemented for `u64` and `u128` with checked operations (an overflow is reported, never
/// wrapped) and for [`BigUint`], which cannot overflow.
pub trait Counter: Clone + Default + PartialEq + fmt::Debug + Send + Sync + 'static {
    /// The width of this type's counts.
    const WIDTH: Width;

    /// Converts a machine integer, which always fits.
    fn from_u64(value: u64) -> Self;

    /// Converts an exact count, failing when it does not fit this width.
    fn from_count(count: &Count) -> Result<Self, Overflow>;

    /// Converts to the public exact type.
    fn to_count(&self) -> Count;

    /// Whether the value is zero.
    fn is_zero(&self) -> bool;

    /// Sets the value to zero, keeping any allocation for reuse.
    fn set_zero(&mut self);

    /// `self += rhs`.
    fn add_assign_checked(&mut self, rhs: &Self) -> Result<(), Overflow>;

    /// `self *= rhs`.
    fn mul_assign_checked(&mut self, rhs: &Self) -> Result<(), Overflow>;

    /// `self += a * b`, the solvers' inner step.
    fn add_product(&mut self, a: &Self, b: &Self) -> Result<(), Overflow>;

    /// `a * b` as a new value.
    fn product(a: &Self, b: &Self) -> Result<Self, Overflow> {
        let mut out = a.clone();
        out.mul_assign_checked(b)?;
        Ok(out)
    }
}

/// The steps of a schoolbook product of counts of `a` and `b` bits: one per pair of 64-bit
/// words.
fn words_times(a: u64, b: u64) -> usize {
    let words = |bits: u64| usize::try_from(bits.div_ceil(64).max(1)).unwrap_or(usize::MAX);
    words(a).saturating_mul(words(b))
}

macro_rules! machine_counter {
    ($t:ty, $width:expr) => {
        impl Counter for $t {
            const WIDTH: Width = $width;

            fn from_u64(value: u64) -> Self {
                value.into()
            }

            fn from_count(count: &Count) -> Result<Self, Overflow> {
                match &count.0 {
                    Repr::Small(v) => <$t>::try_from(v.get()).map_err(|_| Overflow),
                    Repr::Big(_) => Err(Overflow),
                }
            }

            fn to_count(&self) -> Count {
                Count::from(*self)
            }

            fn is_zero(&self) -> bool {
                *self == 0
            }

            fn set_zero(&mut self) {
                *self = 0;
            }

            #[inline]
            fn add_assign_checked(&mut self, rhs: &Self) -> Result<(), Overflow> {
                *self = self.checked_add(*rhs).ok_or(Overflow)?;
                Ok(())
            }

            #[inline]
            fn mul_assign_checked(&mut self, rhs: &Self) -> Result<(), Overflow> {
                crate::steps::add(crate::work::Op::Word, 1);
                *self = self.checked_mul(*rhs).ok_or(Overflow)?;
                Ok(())
            }

            #[inline]
            fn add_product(&mut self, a: &Self, b: &Self) -> Result<(), Overflow> {
                crate::steps::add(crate::work::Op::Word, 1);
                let product = a.checked_mul(*b).ok_or(Overflow)?;
                *self = self.checked_add(product).ok_or(Overflow)?;
                Ok(())
            }
        }
    };
}

machine_counter!(u64, Width::U64);
machine_counter!(u128, Width::U128);

impl Counter for BigUint {
    const WIDTH: Width = Width::Big;

    fn from_u64(value: u64) -> Self {
        value.into()
    }

    fn from_count(count: &Count) -> Result<Self, Overflow> {
        Ok(count.to_biguint())
    }

    fn to_count(&self) -> Count {
        Count::from(self.clone())
    }

    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }

    fn set_zero(&mut self) {
        Zero::set_zero(self);
    }

    fn add_assign_checked(&mut self, rhs: &Self) -> Result<(), Overflow> {
        *self += rhs;
        Ok(())
    }

    fn mul_assign_checked(&mut self, rhs: &Self) -> Result<(), Overflow> {
        crate::steps::add_with(crate::work::Op::Word, || {
            words_times(self.bits(), rhs.bits())
        });
        *self *= rhs;
        Ok(())
    }

    fn add_product(&mut self, a: &Self, b: &Self) -> Result<(), Overflow> {
        crate::steps::add_with(crate::work::Op::Word, || words_times(a.bits(), b.bits()));
        *self += a * b;
        Ok(())
    }
}

/// [`Count`] itself never overflows: it moves to a big integer when a value passes `u128`. Slower
/// than the fixed widths on the hot paths, but convenient where results are assembled.
impl Counter for Count {
    /// Exact however large, as big integers are (machine words inside while values fit).
    const WIDTH: Width = Width::Big;

    fn from_u64(value: u64) -> Self {
        Count::from(value)
    }

    fn from_count(count: &Count) -> Result<Self, Overflow> {
        Ok(count.clone())
    }

    fn to_count(&self) -> Count {
        self.clone()
    }

    fn is_zero(&self) -> bool {
        Count::is_zero(self)
    }

    fn set_zero(&mut self) {
        *self = Count::ZERO;
    }

    fn add_assign_checked(&mut self, rhs: &Self) -> Result<(), Overflow> {
        *self = self.sum(rhs);
        Ok(())
    }

    fn mul_assign_checked(&mut self, rhs: &Self) -> Result<(), Overflow> {
        *self = Count::product(self, rhs);
        Ok(())
    }

    fn add_product(&mut self, a: &Self, b: &Self) -> Result<(), Overflow> {
        *self = self.sum(&Count::product(a, b));
        Ok(())
    }
}

/// A computation that can run on any [`Counter`] width.
///
/// Rust closures cannot be generic, so a computation that [`escalate`] retries on wider types is
/// written as a type with a generic method.
pub trait Exact {
    /// What the computation produces, independent of the width it ran on.
    type Output;

    /// Runs the computation on counts of type `C`.
    fn run<C: Counter>(&self) -> Result<Self::Output, Overflow>;
}

/// Runs `job` on `u64`, then `u128`, then [`BigUint`], returning the first result that did not
/// overflow, together with the width that produced it.
///
/// The big-integer run cannot overflow; should it ever report an overflow, that is a bug and is
/// returned as `Err` rather than a panic.
pub fn escalate<J: Exact>(job: &J) -> Result<(J::Output, Width), Overflow> {
    if let Ok(out) = job.run::<u64>() {
        return Ok((out, u64::WIDTH));
    }
    if let Ok(out) = job.run::<u128>() {
        return Ok((out, u128::WIDTH));
    }
    job.run::<BigUint>().map(|out| (out, BigUint::WIDTH))
}

/// An exact non-negative integer of any size: a count of universes, a score, a number of rolls.
///
/// Stays a machine integer while the value fits in `u128` and moves to a big integer beyond; the
/// two forms are invisible to users of the type (equality, order and formatting see only the
/// value).
///
/// ```
/// use dirac::Count;
///
/// let small = Count::from(444_356_092_776_315_u64);
/// assert_eq!(small.to_string(), "444356092776315");
/// assert_eq!(small.to_u64(), Some(444_356_092_776_315));
///
/// let big: Count = "1000000000000000000000000000000000000000000".parse().unwrap();
/// assert!(big > small);
/// assert_eq!(big.to_u128(), None);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Count(Repr);

/// Invariant: `Big` holds only values above `u128::MAX`, so the derived order and equality are
/// those of the numbers.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Repr {
    Small(Wide),
    Big(BigUint),
}

/// A `u128` as two 64-bit words, the high one first (so the derived order is the number's):
/// aligned to 8 bytes, so that a count is three words, a big integer's size, not four. Views
/// hold many counts, and a solve's view is made and moved on every call of every face.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Wide([u64; 2]);

impl Wide {
    #[inline]
    // The low word is the value's low 64 bits: truncated on purpose.
    #[allow(clippy::cast_possible_truncation)]
    const fn new(v: u128) -> Wide {
        Wide([(v >> 64) as u64, v as u64])
    }

    #[inline]
    const fn get(self) -> u128 {
        ((self.0[0] as u128) << 64) | self.0[1] as u128
    }
}

impl Count {
    /// Zero.
    pub const ZERO: Count = Count(Repr::Small(Wide::new(0)));

    /// The value as a `u64`, if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        self.to_u128().and_then(|v| u64::try_from(v).ok())
    }

    /// The value as a `u128`, if it fits.
    pub fn to_u128(&self) -> Option<u128> {
        match &self.0 {
            Repr::Small(v) => Some(v.get()),
            Repr::Big(_) => None,
        }
    }

    /// The value as a big integer.
    pub fn to_biguint(&self) -> BigUint {
        match &self.0 {
            Repr::Small(v) => BigUint::from(v.get()),
            Repr::Big(b) => b.clone(),
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(Wide([0, 0])))
    }

    /// The number of bits needed to write the value (0 for zero).
    pub fn bits(&self) -> u64 {
        match &self.0 {
            Repr::Small(v) => u64::from(u128::BITS - v.get().leading_zeros()),
            Repr::Big(b) => b.bits(),
        }
    }

    /// The exact product of two counts.
    // Inline, the big integers' path out of line: in machine words a product is one
    // multiplication (a call returning the count through memory cost the practice game 13%
    // when it built its answer, and one function for both paths 7% still, `perf stat`).
    #[inline]
    pub fn product(&self, other: &Count) -> Count {
        crate::steps::add_with(crate::work::Op::Word, || {
            words_times(self.bits(), other.bits())
        });
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &other.0) {
            if let Some(p) = a.get().checked_mul(b.get()) {
                return Count(Repr::Small(Wide::new(p)));
            }
        }
        self.big_product(other)
    }

    /// [`Count::product`] past `u128`.
    #[cold]
    fn big_product(&self, other: &Count) -> Count {
        Count::from(self.to_biguint() * other.to_biguint())
    }

    /// The exact sum of two counts.
    pub fn sum(&self, other: &Count) -> Count {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &other.0) {
            if let Some(s) = a.get().checked_add(b.get()) {
                return Count(Repr::Small(Wide::new(s)));
            }
        }
        Count::from(self.to_biguint() + other.to_biguint())
    }

    /// `self / total` as the nearest `f64`, correctly rounded however large the counts. Zero
    /// when `total` is zero.
    ///
    /// ```
    /// use dirac::Count;
    ///
    /// let big = Count::from(3_u32).product(&Count::from(u128::MAX));
    /// assert_eq!(Count::from(u128::MAX).ratio(&big), 1.0 / 3.0);
    /// ```
    pub fn ratio(&self, total: &Count) -> f64 {
        if total.is_zero() {
            return 0.0;
        }
        super::round::nearest_f64(&self.to_biguint(), &total.to_biguint())
    }

    /// `self / whole` as a percentage rounded half up to `digits` places, such as `"56.51%"`:
    /// the same text as [`Fraction::percent`](super::Fraction::percent), from one division,
    /// without reducing the fraction first (a gcd of numbers of thousands of digits costs far
    /// more). `None` when `whole` is zero.
    ///
    /// ```
    /// use dirac::Count;
    ///
    /// let won = Count::from(444_356_092_776_315_u64);
    /// let all = Count::from(786_316_482_957_123_u64);
    /// assert_eq!(won.percent_of(&all, 2).as_deref(), Some("56.51%"));
    /// ```
    pub fn percent_of(&self, whole: &Count, digits: usize) -> Option<compact_str::CompactString> {
        if whole.is_zero() {
            return None;
        }
        if let (Repr::Small(n), Repr::Small(d)) = (&self.0, &whole.0)
            && let Some(text) = super::round::percent_small(n.get(), d.get(), digits)
        {
            return Some(text);
        }
        Some(super::round::percent(&self.to_biguint(), &whole.to_biguint(), digits).into())
    }

    /// The value as the nearest `f64`, correctly rounded (infinite past `f64::MAX`).
    pub fn to_f64(&self) -> f64 {
        match &self.0 {
            #[allow(clippy::cast_precision_loss)]
            Repr::Small(v) => v.get() as f64,
            Repr::Big(b) => super::round::nearest_f64(b, &BigUint::from(1_u32)),
        }
    }

    /// The count's first `first` decimal digits, its last `last` and how many it has, when it
    /// surely has more than `more_than` digits (else `None`: write it whole).
    ///
    /// Writing every digit of a count of `n` words costs divisions all the way down; its ends
    /// cost one power of ten and one division whose quotient is a few words (`q = count /
    /// 10^k`, whose digits lead the count's, with `k` chosen from the bit length so that `q`
    /// keeps a few digits more than `first`), and one remainder. A thousand players' universes
    /// (thousands of digits each, a thousand of them) are shortened that way on the page.
    ///
    /// ```
    /// use dirac::Count;
    ///
    /// let big = Count::from(num_bigint::BigUint::from(3_u32).pow(5000));
    /// let ends = big.decimal_ends(12, 6, 100).unwrap();
    /// let all = big.to_string();
    /// assert_eq!((ends.first.as_str(), ends.last.as_str()), (&all[..12], &all[all.len() - 6..]));
    /// assert_eq!(ends.len, all.len() as u64);
    /// let hundred = Count::from(num_bigint::BigUint::from(10_u32).pow(100));
    /// assert!(hundred.decimal_ends(12, 6, 100).is_none());
    /// ```
    pub fn decimal_ends(&self, first: usize, last: usize, more_than: usize) -> Option<DecimalEnds> {
        // More than `digits_from_bits() - 1`: a margin of one digit keeps f64's rounding of
        // that bound on the safe side, and past it the cheap path is short anyway.
        let surely = self.digits_from_bits() - 1;
        let short = u64::try_from(more_than.max(first + last) + 64).unwrap_or(u64::MAX);
        if surely <= short {
            return None;
        }
        let Repr::Big(b) = &self.0 else {
            // A u128 has at most 39 digits, fewer than the cheap path's margin.
            return None;
        };
        let k = u32::try_from(lead_exponent(surely, first)).ok()?;
        let lead = super::round::div_rem_short(b, &power_of_ten(k))
            .0
            .to_string();
        let modulus = BigUint::from(10_u32).pow(u32::try_from(last).ok()?);
        Some(DecimalEnds {
            first: lead[..first].to_owned(),
            last: format!("{:0>last$}", (b % modulus).to_string()),
            len: u64::from(k) + lead.len() as u64,
        })
    }
}

impl Count {
    /// Its decimal digits from its size in bits, without writing it: exact, or one too few
    /// (the count is at least `2^(bits - 1)`, so it has at least `⌊(bits − 1)·log₁₀ 2⌋ + 1`).
    pub(crate) fn digits_from_bits(&self) -> u64 {
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss
        )]
        let d = (self.bits().saturating_sub(1) as f64 * std::f64::consts::LOG10_2) as u64 + 1;
        d
    }
}

/// The power of ten [`Count::decimal_ends`] divides a count of at least `surely + 1` digits by,
/// so that its quotient keeps at least `first + 2` of them: rounded down to a multiple of 64
/// digits, so that counts of similar lengths (a view's many probabilities) share one power of
/// ten, and the quotient keeps at most 64 digits more, still a few words.
fn lead_exponent(surely: u64, first: usize) -> u64 {
    (surely - (first as u64 + 2)) / 64 * 64
}

/// `10^k`, kept for the next call: [`Count::decimal_ends`] asks for the same few powers once
/// per count of a view (a thousand players' probabilities, each thousands of digits long),
/// and raising ten to thousands cost more than the rest of its work. The last
/// [`POWERS_KEPT`] asked for are kept.
fn power_of_ten(k: u32) -> std::rc::Rc<BigUint> {
    thread_local! {
        static POWERS: std::cell::RefCell<Vec<(u32, std::rc::Rc<BigUint>)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    POWERS.with_borrow_mut(|kept| {
        if let Some(at) = kept.iter().position(|(e, _)| *e == k) {
            let found = kept.remove(at);
            kept.push(found);
        } else {
            if kept.len() == POWERS_KEPT {
                kept.remove(0);
            }
            kept.push((k, std::rc::Rc::new(BigUint::from(10_u32).pow(k))));
        }
        kept.last().map(|(_, p)| p.clone()).expect("pushed above")
    })
}

/// How many powers of ten [`power_of_ten`] keeps.
const POWERS_KEPT: usize = 8;

/// A long count's ends and length, from [`Count::decimal_ends`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecimalEnds {
    /// The leading digits.
    pub first: String,
    /// The trailing digits, with their zeros.
    pub last: String,
    /// How many digits the count has.
    pub len: u64,
}

/// As a shortened count is written: `"12345678…12345678 (59 digits)"`.
impl fmt::Display for DecimalEnds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}…{} ({} digits)", self.first, self.last, self.len)
    }
}

impl Default for Count {
    fn default() -> Self {
        Count::ZERO
    }
}

impl From<u32> for Count {
    fn from(v: u32) -> Self {
        Count(Repr::Small(Wide::new(v.into())))
    }
}

impl From<u64> for Count {
    fn from(v: u64) -> Self {
        Count(Repr::Small(Wide::new(v.into())))
    }
}

impl From<u128> for Count {
    fn from(v: u128) -> Self {
        Count(Repr::Small(Wide::new(v)))
    }
}

impl From<BigUint> for Count {
    fn from(v: BigUint) -> Self {
        match u128::try_from(&v) {
            Ok(small) => Count(Repr::Small(Wide::new(small))),
            Err(_) => Count(Repr::Big(v)),
        }
    }
}

impl PartialOrd for Count {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Count {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.cmp(&other.0)
    }
}

impl Count {
    /// The count's decimal digits as a view's text: those of a machine word written straight
    /// into the text, inline (no formatter, no allocation); a big count's through
    /// [`fmt::Display`].
    ///
    /// ```
    /// use dirac::Count;
    /// assert_eq!(Count::from(739_785_u64).text(), "739785");
    /// let big = Count::from(num_bigint::BigUint::from(10_u32).pow(40));
    /// assert_eq!(big.text(), big.to_string());
    /// ```
    pub fn text(&self) -> compact_str::CompactString {
        match &self.0 {
            Repr::Small(v) => {
                compact_str::CompactString::new(small_digits(v.get(), &mut itoa::Buffer::new()))
            }
            Repr::Big(_) => compact_str::ToCompactString::to_compact_string(self),
        }
    }
}

/// `v`'s decimal digits, written in a machine word where it fits (`u128` digits take
/// divisions of two words).
fn small_digits(v: u128, buffer: &mut itoa::Buffer) -> &str {
    match u64::try_from(v) {
        Ok(v) => buffer.format(v),
        Err(_) => buffer.format(v),
    }
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small(v) => {
                f.pad_integral(true, "", small_digits(v.get(), &mut itoa::Buffer::new()))
            }
            Repr::Big(b) => {
                // Writing `w` words in decimal: about `w²` word operations.
                crate::steps::add_with(crate::work::Op::Word, || words_times(b.bits(), b.bits()));
                fmt::Display::fmt(b, f)
            }
        }
    }
}

impl fmt::Debug for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text was not a non-negative decimal integer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseCountError;

impl fmt::Display for ParseCountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a non-negative decimal integer")
    }
}

impl std::error::Error for ParseCountError {}

impl FromStr for Count {
    type Err = ParseCountError;

    /// Parses decimal digits only (no sign, no separators).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseCountError);
        }
        Ok(Count::from(decimal(s.as_bytes())))
    }
}

/// Decimal digits (checked already) as a number. A digit at a time is quadratic in their
/// length (num-bigint's own parse: 0.8 s for a million digits, 12 s for four million), so a
/// long run is split in halves, each read alone and joined by one product with a power of ten:
/// the products' cost (Karatsuba and Toom-3) then bounds the whole.
fn decimal(digits: &[u8]) -> BigUint {
    /// Digits read at once: below this, a split costs more than it saves.
    const AT_ONCE: usize = 2_000;
    if digits.len() <= AT_ONCE {
        return BigUint::parse_bytes(digits, 10).unwrap_or_default();
    }
    let low = digits.len() / 2;
    let (high, rest) = digits.split_at(digits.len() - low);
    // `low` is at most half of a length held in memory: it fits a u32 exponent.
    let scale = BigUint::from(10_u8).pow(u32::try_from(low).unwrap_or(u32::MAX));
    decimal(high) * scale + decimal(rest)
}

/// A count is written as its decimal digits, a JSON string however long (a JSON number loses
/// digits past 2^53): the views' one shape for a count (`$defs/Count` of the schema).
#[cfg(feature = "serde")]
impl serde::Serialize for Count {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Repr::Small(v) => {
                serializer.serialize_str(small_digits(v.get(), &mut itoa::Buffer::new()))
            }
            Repr::Big(_) => serializer.collect_str(self),
        }
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Count {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Count, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A count equals the text of its decimal digits, as a view's count is compared in tests and
/// doctests (`assert_eq!(view.answer, "739785")`).
impl PartialEq<str> for Count {
    fn eq(&self, other: &str) -> bool {
        match &self.0 {
            Repr::Small(v) => small_digits(v.get(), &mut itoa::Buffer::new()) == other,
            Repr::Big(_) => {
                let written = self.to_string();
                written == other
            }
        }
    }
}

impl PartialEq<&str> for Count {
    fn eq(&self, other: &&str) -> bool {
        self == *other
    }
}

impl std::iter::Sum for Count {
    fn sum<I: Iterator<Item = Count>>(iter: I) -> Self {
        iter.fold(Count::ZERO, |acc, c| acc.sum(&c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::One;

    /// A machine count is held as two words, high first: its order, equality, bits and digits
    /// are the number's on both sides of 2^64, and beside a big count; and a count is three
    /// words, as a big integer is (views hold many, and are moved on every call).
    #[test]
    fn a_machine_count_in_two_words_is_its_number() {
        let values = [
            0,
            1,
            u128::from(u64::MAX),
            1 << 64,
            (1 << 64) + 1,
            3 << 70,
            u128::MAX,
        ];
        for (i, &a) in values.iter().enumerate() {
            let count = Count::from(a);
            assert_eq!(count.to_u128(), Some(a));
            assert_eq!(count.to_string(), a.to_string());
            assert_eq!(count.bits(), u64::from(u128::BITS - a.leading_zeros()));
            assert_eq!(count.is_zero(), a == 0);
            for &b in &values[i..] {
                assert_eq!(count.cmp(&Count::from(b)), a.cmp(&b), "{a} against {b}");
                assert_eq!(Count::from(b).cmp(&count), b.cmp(&a), "{b} against {a}");
            }
            let past = Count::from(BigUint::from(u128::MAX) + 1_u32);
            assert!(count < past);
        }
        assert_eq!(Count::from(1_u128 << 64).to_u64(), None);
        #[cfg(target_pointer_width = "64")]
        assert_eq!(std::mem::size_of::<Count>(), std::mem::size_of::<BigUint>());
    }

    #[test]
    fn long_digits_are_read_in_halves_exactly() {
        // Around the length read at once, and several splits deep; zeros where a half begins.
        for len in [1, 19, 1_999, 2_000, 2_001, 4_001, 10_007] {
            let digits: String = (0..len)
                .map(|i| char::from(b"7304918265"[(i * 7) % 10]))
                .collect();
            let read: Count = digits.parse().unwrap();
            assert_eq!(read.to_string(), digits, "{len} digits");
            let zeros = format!("{}{}", "0".repeat(len), digits);
            assert_eq!(
                zeros.parse::<Count>().unwrap(),
                read,
                "{len} digits after zeros"
            );
        }
        let ten_to_5000 = format!("1{}", "0".repeat(5_000));
        assert_eq!(
            ten_to_5000.parse::<Count>().unwrap(),
            Count::from(BigUint::from(10_u8).pow(5_000))
        );
    }

    #[test]
    fn the_leading_digits_come_from_a_power_of_ten_in_steps_of_64() {
        // 974 = 14 + 15·64: the quotient keeps exactly first + 2 = 14 digits; one digit
        // fewer and it keeps 64 + 13.
        assert_eq!(lead_exponent(974, 12), 960);
        assert_eq!(lead_exponent(973, 12), 896);
        assert_eq!(lead_exponent(14, 12), 0);
    }

    #[test]
    fn a_count_is_shortened_only_when_surely_past_the_margin() {
        // 2^548 has 165 digits, surely 164 from its 549 bits: not past 100 + 64. 2^549,
        // surely 165, is.
        let at = |bits: u32| Count::from(BigUint::one() << bits);
        assert_eq!(at(548).decimal_ends(12, 6, 100), None);
        assert_eq!(at(549).decimal_ends(12, 6, 100).map(|e| e.len), Some(166));
        // The margin counts from the longer of `more_than` and the ends themselves.
        assert_eq!(at(549).decimal_ends(60, 41, 0), None);
        assert_eq!(at(549).decimal_ends(60, 40, 0).map(|e| e.len), Some(166));
    }

    #[test]
    fn a_long_counts_ends_and_length_are_those_of_its_digits() {
        let ten = BigUint::from(10_u32);
        let mut counts = Vec::new();
        // Either side of every power of ten and of two where the length estimate could slip,
        // trailing zeros and nines, and products of small primes.
        for e in [118_u32, 119, 120, 200, 333, 1000, 1001, 2900] {
            let p = ten.pow(e);
            counts.extend([&p - 1_u32, p.clone(), &p + 1_u32, &p * 7_u32]);
        }
        for bits in [400_u32, 401, 1000, 3322, 3323, 9967] {
            let p = BigUint::one() << bits;
            counts.extend([&p - 1_u32, p.clone(), &p + 1_u32]);
        }
        for k in [300_u32, 1000, 4001] {
            counts.push(BigUint::from(3_u32).pow(k));
            counts.push(BigUint::from(27_u32).pow(k) * 13_u32);
        }
        let mut shortened = 0;
        for c in counts {
            let digits = c.to_string();
            let count = Count::from(c);
            for (first, last, more_than) in [(12, 6, 100), (1, 1, 18), (20, 10, 500)] {
                match count.decimal_ends(first, last, more_than) {
                    Some(ends) => {
                        shortened += 1;
                        assert!(digits.len() > more_than);
                        assert_eq!(ends.first, digits[..first], "{digits}");
                        assert_eq!(ends.last, digits[digits.len() - last..]);
                        assert_eq!(ends.len, digits.len() as u64);
                    }
                    // Left whole only where writing every digit is cheap.
                    None => assert!(
                        digits.len() <= more_than.max(first + last) + 66,
                        "{}",
                        digits.len()
                    ),
                }
            }
        }
        assert!(shortened > 60, "{shortened}");
    }

    #[test]
    fn machine_widths_report_overflow_instead_of_wrapping() {
        let mut x = u64::MAX;
        assert_eq!(x.add_assign_checked(&1), Err(Overflow));
        assert_eq!(x, u64::MAX, "a failed step leaves the value alone");
        let mut y = 0_u64;
        assert_eq!(y.add_product(&(1 << 32), &(1 << 32)), Err(Overflow));
        let mut z = 5_u128;
        assert_eq!(z.add_product(&u128::MAX, &1), Err(Overflow));
        assert_eq!(z.add_product(&6, &7), Ok(()));
        assert_eq!(z, 47);
    }

    #[test]
    fn big_form_is_used_only_above_u128() {
        let edge = Count::from(BigUint::from(u128::MAX));
        assert_eq!(edge.to_u128(), Some(u128::MAX));
        let above = edge.sum(&Count::from(1_u32));
        assert_eq!(above.to_u128(), None);
        assert_eq!(above.to_string(), "340282366920938463463374607431768211456");
        assert!(above > edge);
        assert_eq!(above.bits(), 129);
        assert_eq!(edge.bits(), 128);
    }

    #[test]
    fn products_and_sums_cross_the_width_boundary_exactly() {
        let a = Count::from(u64::MAX);
        let sq = a.product(&a);
        assert_eq!(
            sq.to_u128(),
            Some(u128::from(u64::MAX) * u128::from(u64::MAX))
        );
        let cube = sq.product(&a);
        assert_eq!(
            cube.to_biguint(),
            BigUint::from(u64::MAX) * BigUint::from(u64::MAX) * BigUint::from(u64::MAX)
        );
    }

    #[test]
    fn parses_digits_only() {
        assert_eq!("0".parse::<Count>(), Ok(Count::ZERO));
        assert!("".parse::<Count>().is_err());
        assert!("-1".parse::<Count>().is_err());
        assert!("+1".parse::<Count>().is_err());
        assert!("1_000".parse::<Count>().is_err());
        let big: Count = "99999999999999999999999999999999999999999".parse().unwrap();
        assert_eq!(big.to_string(), "99999999999999999999999999999999999999999");
    }

    struct Power(u32);
    impl Exact for Power {
        type Output = Count;
        fn run<C: Counter>(&self) -> Result<Count, Overflow> {
            let mut acc = C::from_u64(1);
            let three = C::from_u64(3);
            for _ in 0..self.0 {
                acc.mul_assign_checked(&three)?;
            }
            Ok(acc.to_count())
        }
    }

    /// Every operation of the [`Counter`] trait on width `C`, against big integers.
    fn counter_laws<C: Counter + std::fmt::Debug>(small: u64) {
        let big = |c: &C| c.to_count().to_biguint();
        let (a, b) = (C::from_u64(small), C::from_u64(small / 3 + 2));
        assert_eq!(big(&a), BigUint::from(small));
        assert_eq!(
            C::from_count(&Count::from(small)).map(|c| big(&c)),
            Ok(BigUint::from(small))
        );
        assert!(!a.is_zero() && C::from_u64(0).is_zero());
        let mut z = a.clone();
        z.set_zero();
        assert!(z.is_zero() && big(&z) == BigUint::default());
        let mut sum = a.clone();
        sum.add_assign_checked(&b).unwrap();
        assert_eq!(big(&sum), big(&a) + big(&b));
        let mut product = a.clone();
        product.mul_assign_checked(&b).unwrap();
        assert_eq!(big(&product), big(&a) * big(&b));
        let mut fused = b.clone();
        fused.add_product(&a, &b).unwrap();
        assert_eq!(big(&fused), big(&b) + big(&a) * big(&b));
        assert_eq!(C::product(&a, &b).map(|p| big(&p)), Ok(big(&a) * big(&b)));
    }

    #[test]
    fn every_width_does_the_same_arithmetic() {
        counter_laws::<u64>(1_000_003);
        counter_laws::<u128>(1_000_003);
        counter_laws::<BigUint>(1_000_003);
        counter_laws::<Count>(1_000_003);
        counter_laws::<Count>(u64::MAX / 2);
        assert_eq!(u64::from_count(&Count::from(u128::MAX)), Err(Overflow));
    }

    #[test]
    fn small_counts_measure_convert_and_print_exactly() {
        assert!(Count::ZERO.is_zero() && !Count::from(1_u32).is_zero());
        assert_eq!(
            [0_u32, 1, 2, 255, 256].map(|v| Count::from(v).bits()),
            [0, 1, 2, 8, 9]
        );
        assert_eq!(Count::from(u64::MAX).bits(), 64);
        assert_eq!(Count::from(12_345_u32).to_f64(), 12345.0);
        assert_eq!(Count::from(u128::MAX).to_f64(), 2.0_f64.powi(128));
        assert_eq!(format!("{:?}", Count::from(42_u32)), "42");
        assert_eq!(
            ParseCountError.to_string(),
            "expected a non-negative decimal integer"
        );
    }

    #[test]
    fn percentages_of_a_whole_match_the_reduced_fraction() {
        let mut x = 0x2545_F491_4F6C_DD1D_u64;
        for _ in 0..500 {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let whole = Count::from(x >> 11 | 1);
            let part = Count::from((x >> 7) % (x >> 11 | 1));
            let exact = crate::num::Fraction::new(part.clone(), whole.clone()).unwrap();
            for digits in [0, 2, 5] {
                assert_eq!(
                    part.percent_of(&whole, digits).as_deref(),
                    Some(exact.percent(digits).as_str())
                );
            }
        }
        assert_eq!(Count::from(1_u32).percent_of(&Count::ZERO, 2), None);
    }

    #[test]
    fn ratios_are_correctly_rounded_at_every_size() {
        let r = |a: u128, b: u128| Count::from(a).ratio(&Count::from(b));
        assert_eq!(r(1, 3), 1.0 / 3.0);
        assert_eq!(r(2, 4), 0.5);
        assert_eq!(r(7, 0), 0.0, "a zero total gives zero, not infinity");
        assert_eq!(r(0, 9), 0.0);
        // 3·2^53 + 3 over 3 is 2^53 + 1, halfway between two doubles: ties go to the even
        // 2^53. Converting the numerator to f64 first would round it up and give 2^53 + 2.
        let n = 3 * (1_u128 << 53) + 3;
        assert_eq!(r(n, 3), 2.0_f64.powi(53));
    }

    #[test]
    fn escalation_picks_the_narrowest_width_that_fits() {
        // 3^40 < 2^64 < 3^41; 3^80 < 2^128 < 3^81.
        assert_eq!(escalate(&Power(40)).unwrap().1, Width::U64);
        assert_eq!(escalate(&Power(41)).unwrap().1, Width::U128);
        assert_eq!(escalate(&Power(81)).unwrap().1, Width::Big);
        let (value, _) = escalate(&Power(81)).unwrap();
        assert_eq!(value.to_biguint(), BigUint::from(3_u32).pow(81));
    }
}
