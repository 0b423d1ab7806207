//! Running the engine from Python: with the GIL released, and, for long work, on a thread of
//! its own so that Ctrl-C reaches the caller.
//!
//! Python handles a signal only when it runs Python code, so a caller stuck in a long Rust
//! call would not see Ctrl-C until the call returned. Work whose estimate passes
//! [`INLINE_WORK`] therefore runs on a worker thread while the caller's thread waits in short
//! slices, checking for signals between them: Ctrl-C raises `KeyboardInterrupt` within
//! [`SLICE`]. The engine has no way to be stopped midway, so the worker finishes (within the
//! limits it was checked against) and its result is dropped. Short work, such as the
//! puzzle's own games, runs on the caller's thread: a thread per call would cost more than
//! the work.

use std::sync::Mutex;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use dirac::Error;
use pyo3::prelude::*;

use crate::errors;

/// The largest estimate (in the library's steps) run on the caller's thread: well under a
/// millisecond of work.
pub(crate) const INLINE_WORK: u128 = 1 << 20;

/// How often a waiting caller checks for Ctrl-C.
const SLICE: Duration = Duration::from_millis(20);

/// The stack of a worker thread: the recursive strategies go as deep as the library's
/// checks allow, as they do on a main thread.
const WORKER_STACK: usize = 64 << 20;

/// Runs `work`, inline when `work_estimate` is small, else on a worker thread (see the module).
pub(crate) fn run<T, F>(py: Python<'_>, work_estimate: u128, work: F) -> PyResult<T>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, Error> + Send + 'static,
{
    let result = if work_estimate <= INLINE_WORK {
        py.detach(work)
    } else {
        on_worker(py, work)?
    };
    result.map_err(|e| errors::from_dirac(py, &e))
}

fn on_worker<T, F>(py: Python<'_>, work: F) -> PyResult<Result<T, Error>>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, Error> + Send + 'static,
{
    let (sender, receiver) = mpsc::sync_channel(1);
    std::thread::Builder::new()
        .name("dirac".into())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            // The caller may have gone (Ctrl-C): then nobody wants the result.
            let _ = sender.send(work());
        })
        .map_err(|_| errors::internal(py, "cannot start a thread for the engine"))?;
    // Waiting releases the GIL, and a closure that does so must be shareable between threads,
    // which a receiver alone is not.
    let receiver = Mutex::new(receiver);
    let wait = || match receiver.lock() {
        Ok(r) => r.recv_timeout(SLICE),
        Err(_) => Err(RecvTimeoutError::Disconnected),
    };
    loop {
        match py.detach(wait) {
            Ok(result) => return Ok(result),
            Err(RecvTimeoutError::Timeout) => py.check_signals()?,
            Err(RecvTimeoutError::Disconnected) => {
                return Err(errors::internal(py, "the engine stopped without an answer"));
            }
        }
    }
}
