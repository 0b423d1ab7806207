//! How a signal ends the command: Ctrl-C (SIGINT), SIGTERM (`timeout`, `kill`) and SIGHUP (a
//! terminal closed) remove the temporary files of outputs being written, then end the process
//! with the conventional status, 128 and the signal's number (130, 143, 129). A signal the
//! process was started to ignore stays ignored: `nohup` keeps a run going when its terminal
//! closes.

use crate::output;

/// Installs the handlers. Ctrl-C's is `ctrlc`'s, on every platform; SIGTERM's and SIGHUP's are
/// on Unix, for the signals not ignored when the process started.
pub(crate) fn install() {
    let _ = ctrlc::set_handler(|| end(130));
    #[cfg(unix)]
    terminations();
}

fn end(status: i32) -> ! {
    output::abandon();
    std::process::exit(status);
}

#[cfg(unix)]
fn terminations() {
    use signal_hook::consts::{SIGHUP, SIGTERM};
    let status = std::fs::read_to_string("/proc/self/status").ok();
    let wanted: Vec<i32> = [SIGTERM, SIGHUP]
        .into_iter()
        // Where the ignored signals cannot be read, SIGHUP is left alone: `nohup` may have
        // ignored it.
        .filter(|&signal| match &status {
            Some(text) => !ignored(text, signal),
            None => signal != SIGHUP,
        })
        .collect();
    if let Ok(mut signals) = signal_hook::iterator::Signals::new(&wanted) {
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                end(128 + signal);
            }
        });
    }
}

/// Whether `signal` is among those ignored in `status`, the text of Linux's
/// `/proc/self/status` (its `SigIgn` mask, in hexadecimal: bit n - 1 for signal n).
#[cfg(unix)]
fn ignored(status: &str, signal: i32) -> bool {
    let mask = status
        .lines()
        .find_map(|line| line.strip_prefix("SigIgn:"))
        .and_then(|hex| u64::from_str_radix(hex.trim(), 16).ok());
    match (mask, u32::try_from(signal - 1)) {
        (Some(mask), Ok(bit)) if bit < 64 => mask >> bit & 1 == 1,
        _ => false,
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn ignored_signals_are_read_from_the_mask() {
        let status = |mask: &str| format!("Name:\tdirac\nSigIgn:\t{mask}\nSigCgt:\t0\n");
        // nohup: SIGHUP (1) ignored; a shell's background job: SIGINT (2) and SIGQUIT (3) too.
        assert!(ignored(&status("0000000000000001"), 1));
        assert!(!ignored(&status("0000000000000001"), 15));
        assert!(ignored(&status("0000000000000007"), 2));
        assert!(ignored(&status("0000000000004000"), 15));
        assert!(!ignored(&status("0000000000000000"), 1));
        assert!(!ignored("Name:\tdirac\n", 1));
        assert!(!ignored(&status("zz"), 1));
    }
}
