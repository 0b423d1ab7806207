//! Where output goes: standard output, or a file that appears whole or not at all.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::failure::Failure;

/// Whether `path` means standard output.
pub(crate) fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Colour for text written to `path`: only on a terminal, and never with `NO_COLOR` set.
pub(crate) fn colour(path: &Path) -> bool {
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    is_stdout(path) && !no_colour && io::stdout().is_terminal()
}

/// Writes `bytes` to `path` (`-` for standard output). A file is written beside its final name
/// and renamed into place when complete, so an interrupted or failed run leaves no half-written
/// file. A reader of standard output that stopped reading (`dirac solve | head -1`) is not an
/// error.
pub(crate) fn write(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    if is_stdout(path) {
        let mut stdout = io::stdout().lock();
        return match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
                Err(Failure::internal(format!("cannot write the output: {e}")))
            }
            _ => Ok(()),
        };
    }
    let shown = path.display();
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let cannot = |e: &dyn std::fmt::Display| Failure::usage(format!("cannot write {shown}: {e}"));
    let mut builder = tempfile::Builder::new();
    // A temporary file is private; the finished file gets the usual permissions.
    #[cfg(unix)]
    let builder = {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o644))
    };
    let mut file = builder.tempfile_in(dir).map_err(|e| cannot(&e))?;
    set_in_progress(Some(file.path().to_owned()));
    let written = file.write_all(bytes).map_err(|e| cannot(&e));
    let result = written.and_then(|()| file.persist(path).map(drop).map_err(|e| cannot(&e.error)));
    set_in_progress(None);
    result
}

/// The temporary file being written, if any: removed by [`abandon`] on Ctrl-C.
static IN_PROGRESS: Mutex<Option<PathBuf>> = Mutex::new(None);

fn set_in_progress(path: Option<PathBuf>) {
    if let Ok(mut slot) = IN_PROGRESS.lock() {
        *slot = path;
    }
}

/// Removes a temporary file left half-written by an interrupted run.
pub(crate) fn abandon() {
    // The interrupted thread may hold the lock; then it holds no file yet or any more.
    if let Ok(slot) = IN_PROGRESS.try_lock() {
        if let Some(path) = slot.as_ref() {
            let _ = std::fs::remove_file(path);
        }
    }
}
