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
        let message = Arc::new(Mutex::new(what.into()));
        if !std::io::stderr().is_terminal() {
            return Busy {
                message,
                stop: None,
                thread: None,
            };
        }
        let (stop, stopped) = mpsc::channel::<()>();
        let shown = Arc::clone(&message);
        let thread = std::thread::spawn(move || {
            if stopped.recv_timeout(DELAY) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr())
                .with_elapsed(DELAY);
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
