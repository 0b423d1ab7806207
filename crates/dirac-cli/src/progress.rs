//! Progress on a terminal: any command still working after [`DELAY`] shows a spinner on stderr
//! saying what it is doing, and clears it when the work ends. Nothing is drawn when stderr is
//! not a terminal, so pipes and logs stay clean.

use std::io::IsTerminal;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Work that ends sooner than this shows nothing.
const DELAY: Duration = Duration::from_secs(1);
/// How often the spinner turns and picks up a new message.
const TICK: Duration = Duration::from_millis(100);

/// A spinner that appears if the work outlasts [`DELAY`]; dropping it ends the work.
#[derive(Debug)]
pub(crate) struct Busy {
    message: Arc<Mutex<String>>,
    stop: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Busy {
    /// Starts watching work described by `what` ("computing the exact statistics").
    pub(crate) fn start(what: impl Into<String>) -> Busy {
        if !std::io::stderr().is_terminal() {
            return Busy {
                message: Arc::new(Mutex::new(what.into())),
                stop: None,
                thread: None,
            };
        }
        Busy::drawing(what, ProgressDrawTarget::stderr(), DELAY)
    }

    /// A spinner drawn on `target` once the work outlasts `delay`.
    fn drawing(what: impl Into<String>, target: ProgressDrawTarget, delay: Duration) -> Busy {
        let message = Arc::new(Mutex::new(what.into()));
        let (stop, stopped) = mpsc::channel::<()>();
        let shown = Arc::clone(&message);
        let thread = std::thread::spawn(move || {
            if stopped.recv_timeout(delay) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let bar = ProgressBar::with_draw_target(None, target).with_elapsed(delay);
            bar.set_style(
                ProgressStyle::with_template("{spinner} {msg} ({elapsed})")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            loop {
                let now = shown.lock().unwrap_or_else(PoisonError::into_inner).clone();
                bar.set_message(now);
                bar.tick();
                if stopped.recv_timeout(TICK) != Err(RecvTimeoutError::Timeout) {
                    break;
                }
            }
            bar.finish_and_clear();
        });
        Busy {
            message,
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    /// Says what the work is doing now ("sweeping: 40 of 100 pairs").
    pub(crate) fn say(&self, what: impl Into<String>) {
        *self.message.lock().unwrap_or_else(PoisonError::into_inner) = what.into();
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        // Dropping the sender wakes the thread, which clears the spinner before we go on.
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io;

    use indicatif::TermLike;

    use super::*;

    /// A terminal that keeps what its current line shows and the lines it has finished.
    #[derive(Debug, Clone, Default)]
    struct Screen(Arc<Mutex<(String, Vec<String>)>>);

    impl Screen {
        fn line(&self) -> String {
            self.0.lock().unwrap().0.clone()
        }

        fn finished(&self) -> Vec<String> {
            self.0.lock().unwrap().1.clone()
        }
    }

    impl TermLike for Screen {
        fn width(&self) -> u16 {
            80
        }
        fn move_cursor_up(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_down(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_right(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn move_cursor_left(&self, _: usize) -> io::Result<()> {
            Ok(())
        }
        fn write_line(&self, s: &str) -> io::Result<()> {
            let mut screen = self.0.lock().unwrap();
            let line = std::mem::take(&mut screen.0) + s;
            screen.1.push(line);
            Ok(())
        }
        fn write_str(&self, s: &str) -> io::Result<()> {
            self.0.lock().unwrap().0.push_str(s);
            Ok(())
        }
        fn clear_line(&self) -> io::Result<()> {
            self.0.lock().unwrap().0.clear();
            Ok(())
        }
        fn flush(&self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn the_spinner_says_what_is_done_and_is_gone_when_the_work_ends() {
        let screen = Screen::default();
        let target = ProgressDrawTarget::term_like(Box::new(screen.clone()));
        let busy = Busy::drawing("testing", target, Duration::ZERO);
        busy.say("testing: half done");
        // Drawn on the spinner's own thread: waited for without a deadline (a hang is ended by
        // the test runner's timeout, a busy machine only makes it later).
        while !screen.line().contains("testing: half done") {
            std::thread::sleep(Duration::from_millis(10));
        }
        // Dropped, the spinner is cleared before the command goes on to write its output.
        drop(busy);
        assert_eq!(screen.line(), "");
        assert!(
            screen.finished().iter().all(|l| !l.contains("testing")),
            "{:?}",
            screen.finished()
        );
    }
}
