//! Running the engine from Python: short work where it is, holding the GIL, and long work on a
//! thread of its own, the GIL released, so that Ctrl-C reaches the caller.
//!
//! Python handles a signal only when it runs Python code, so a caller stuck in a long Rust
//! call would not see Ctrl-C until the call returned. A plan whose estimate passes
//! [`INLINE_WORK`] therefore runs on a worker thread while the caller's thread waits in short
//! slices, checking for signals between them: Ctrl-C raises `KeyboardInterrupt` within
//! [`SLICE`]. The engine has no way to be stopped midway, so the worker finishes (within the
//! limits it was checked against) and its result is dropped. A short plan, such as the
//! puzzle's own games, runs on the caller's thread: a thread per call would cost more than
//! the work. Every call is planned first (`dirac::plan`), so every call is placed by its
//! estimate alike: a layer, a simulation, a sweep, a scan as a solve.
//!
//! A panic (a bug) on the worker is carried back to the caller's thread and resumed there,
//! so that it reaches Python as PyO3's `PanicException` wherever the work ran.

use std::panic::AssertUnwindSafe;
use std::sync::Mutex;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use dirac::plan::{Plan, SolvePlan, Solved};
use dirac::view::PlanView;
use dirac::{Error, Limits};
use pyo3::prelude::*;

use crate::errors;
use crate::results::Held;

/// The largest estimate (in the library's steps, nanoseconds of the reference CPU) run on the
/// caller's thread, holding the GIL: a millisecond of work, a fifth of the slice Python gives a
/// thread before it lets another run (`sys.getswitchinterval()`, 5 ms), and an estimate is a
/// bound (the puzzle's part 2 is estimated at 143 µs and runs in about 2). Releasing the GIL and
/// copying the game for a worker cost a call of the puzzle's size a tenth of its time.
const INLINE_WORK: u128 = 1_000_000;

/// How often a waiting caller checks for Ctrl-C.
const SLICE: Duration = Duration::from_millis(20);

/// The stack of a worker thread: the recursive strategies go as deep as the library's
/// checks allow, as they do on a main thread.
const WORKER_STACK: usize = 64 << 20;

/// Runs `plan`, inline when its estimate is small, else on a worker thread (see the module).
pub(crate) fn run<P>(py: Python<'_>, plan: P) -> PyResult<P::View>
where
    P: Plan + Send + 'static,
    P::View: Send + 'static,
{
    if plan.cost().steps() <= INLINE_WORK {
        plan.run().map_err(|e| errors::from_dirac(py, &e))
    } else {
        run_long(py, move || plan.run())
    }
}

/// `planned` run as [`run`] runs it and made a result by `held`, or, with `explain`, told
/// instead as a `Plan` result (refused or not): what `request` would do (`explain=True`).
pub(crate) fn run_or_tell<'py, P>(
    py: Python<'py>,
    request: &str,
    planned: Result<P, Error>,
    limits: &Limits,
    explain: bool,
    held: impl FnOnce(P::View) -> Held,
) -> PyResult<Bound<'py, PyAny>>
where
    P: Plan + Send + 'static,
    P::View: Send + 'static,
{
    if explain {
        return tell(py, request, &planned, limits);
    }
    let plan = planned.map_err(|e| errors::from_dirac(py, &e))?;
    held(run(py, plan)?).into_py(py)
}

/// The plan `planned` of `request` under `limits` as a `Plan` result.
pub(crate) fn tell<'py, P: Plan>(
    py: Python<'py>,
    request: &str,
    planned: &Result<P, Error>,
    limits: &Limits,
) -> PyResult<Bound<'py, PyAny>> {
    let told = PlanView::of(request, planned.as_ref().map(Plan::assumed), limits)
        .map_err(|e| errors::from_dirac(py, &e))?;
    Held::Plan(told).into_py(py)
}

/// [`run`] for a solve, whose plan borrows the game: run where it is when it is short (every
/// call of the puzzle's size, without copying the game), else on a worker with its own copy.
pub(crate) fn run_solve(py: Python<'_>, plan: SolvePlan<'_>) -> PyResult<Solved> {
    if plan.cost().steps() <= INLINE_WORK {
        plan.run().map_err(|e| errors::from_dirac(py, &e))
    } else {
        run(py, plan.into_owned())
    }
}

/// Runs `work` on a worker thread, whatever its size (see the module).
fn run_long<T, F>(py: Python<'_>, work: F) -> PyResult<T>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, Error> + Send + 'static,
{
    match on_worker(py, work)? {
        Ok(result) => result.map_err(|e| errors::from_dirac(py, &e)),
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

/// What a worker sends back: the work's result, or the payload of its panic.
type Outcome<T> = std::thread::Result<Result<T, Error>>;

fn on_worker<T, F>(py: Python<'_>, work: F) -> PyResult<Outcome<T>>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, Error> + Send + 'static,
{
    let (sender, receiver) = mpsc::sync_channel(1);
    std::thread::Builder::new()
        .name("dirac".into())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            let outcome: Outcome<T> = std::panic::catch_unwind(AssertUnwindSafe(work));
            // The caller may have gone (Ctrl-C): then nobody wants the result.
            let _ = sender.send(outcome);
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
