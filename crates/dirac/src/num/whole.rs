//! Whole numbers as people write them: digits (`2000000000`) or the scientific form dirac
//! prints its estimates in (`2.0e9`, `1e18`), as long as the value is whole. Every rule and
//! limit is read so, in every face.

/// Why a text is not a whole number [`parse_whole`] can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whole {
    /// Not a whole number at all: a fraction, a sign, a letter, a negative exponent.
    Not,
    /// A whole number past `u128`.
    TooLarge,
}

/// `123`, `1.5e3` or `2E9` as an exact whole number: digits, or the scientific form dirac
/// prints its estimates in, as long as it is whole. A fraction such as `1.5e0`, a sign or a
/// negative exponent is [`Whole::Not`]; a whole number past `u128` is [`Whole::TooLarge`].
pub fn parse_whole(text: &str) -> Result<u128, Whole> {
    // Digits alone, the common case, without the allocation below: a checked game's die is
    // written out and read back with up to a million values.
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return text.parse().map_err(|_| Whole::TooLarge);
    }
    let (mantissa, exponent) = match text.split_once(['e', 'E']) {
        Some((m, e)) => {
            let e = e.strip_prefix('+').unwrap_or(e);
            if e.is_empty() || !e.bytes().all(|b| b.is_ascii_digit()) {
                return Err(Whole::Not);
            }
            (m, e.parse::<u32>().map_err(|_| Whole::TooLarge)?)
        }
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{whole}{fraction}");
    if whole.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Whole::Not);
    }
    // Leading zeros say nothing; what is left decides the size.
    let significant = digits.trim_start_matches('0');
    let places = u32::try_from(fraction.len()).map_err(|_| Whole::Not)?;
    if significant.is_empty() {
        return Ok(0);
    }
    if exponent >= places {
        let up = exponent - places;
        let value: u128 = significant.parse().map_err(|_| Whole::TooLarge)?;
        return 10_u128
            .checked_pow(up)
            .and_then(|scale| value.checked_mul(scale))
            .ok_or(Whole::TooLarge);
    }
    // Fewer places scaled away than written: the dropped digits must all be zeros.
    let down = usize::try_from(places - exponent).map_err(|_| Whole::Not)?;
    let kept = digits.len().saturating_sub(down);
    if !digits[kept..].bytes().all(|b| b == b'0') {
        return Err(Whole::Not);
    }
    let kept = digits[..kept].trim_start_matches('0');
    if kept.is_empty() {
        return Ok(0);
    }
    kept.parse().map_err(|_| Whole::TooLarge)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_are_read_in_digits_or_in_the_form_dirac_prints() {
        assert_eq!(parse_whole("2000000000"), Ok(2_000_000_000));
        assert_eq!(parse_whole("2.0e9"), Ok(2_000_000_000));
        assert_eq!(parse_whole("1e13"), Ok(10_000_000_000_000));
        assert_eq!(parse_whole("2.5E+3"), Ok(2500));
        assert_eq!(parse_whole("1.50e2"), Ok(150));
        assert_eq!(parse_whole("1.20e1"), Ok(12));
        assert_eq!(parse_whole("0"), Ok(0));
        assert_eq!(parse_whole("000"), Ok(0));
        assert_eq!(parse_whole("0.0e5"), Ok(0));
        assert_eq!(parse_whole("0012"), Ok(12));
        for bad in [
            "", "e9", ".5e1", "1.5", "1.5e0", "-1", "1e", "x", "1.e2x", "15e-1", "1.55e1",
        ] {
            assert_eq!(parse_whole(bad), Err(Whole::Not), "{bad}");
        }
        for large in ["1e40", "2e99", "1e99999999999", &"9".repeat(40)] {
            assert_eq!(parse_whole(large), Err(Whole::TooLarge), "{large}");
        }
    }
}
