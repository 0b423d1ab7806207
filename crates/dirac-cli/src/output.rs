//! Where output goes: standard output, a device or pipe, or a file that appears whole or not at
//! all.
//!
//! A command may write several outputs (`turns -o table.txt --svg chart.svg`). They are planned
//! before any work starts ([`Plan::new`] refuses two outputs to one place) and written together
//! ([`Plan::write`]): regular files are staged beside their final names and renamed into place
//! only when every output is ready, so a failure, Ctrl-C, SIGTERM or SIGHUP leaves none of them
//! half-written.
//!
//! What the user points at is never damaged:
//! - standard output, devices (`/dev/null`), named pipes and sockets are written in place;
//! - a symlink is followed, and its target written (the link stays a link);
//! - a regular file is replaced atomically and keeps its permissions, its owner and its group;
//! - a regular file with other names (hard links), or whose owner or group the replacement
//!   could not take (a file of another user, writable to this one), is written in place, so
//!   that every name sees the new contents and nothing of the file but its contents changes;
//! - a new file gets the usual permissions (`0666` less the umask).

use std::fs::{self, File, OpenOptions};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::failure::Failure;

/// Whether `path` means standard output.
pub(crate) fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// When to colour text: `--color`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub(crate) enum ColorChoice {
    /// On a terminal, unless `NO_COLOR` is set or `TERM=dumb`; always with `CLICOLOR_FORCE`
    #[default]
    Auto,
    /// Always, even into a file or a pipe
    Always,
    /// Never
    Never,
}

/// The environment variables that decide `--color auto`.
#[derive(Debug, Default, Clone)]
pub(crate) struct ColorEnv {
    pub(crate) no_color: bool,
    pub(crate) clicolor_force: bool,
    pub(crate) dumb: bool,
}

impl ColorEnv {
    /// Reads `NO_COLOR`, `CLICOLOR_FORCE` and `TERM`.
    pub(crate) fn read() -> ColorEnv {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        ColorEnv {
            no_color: set("NO_COLOR"),
            clicolor_force: set("CLICOLOR_FORCE")
                && std::env::var_os("CLICOLOR_FORCE").is_some_and(|v| v != "0"),
            dumb: std::env::var_os("TERM").is_some_and(|t| t == "dumb"),
        }
    }
}

/// Whether to colour text written to `path`: `always` and `never` decide alone; `auto` colours
/// standard output on a terminal. `NO_COLOR` turns colour off (it wins over everything but
/// `--color always`), `CLICOLOR_FORCE` turns it on anywhere, and `TERM=dumb` turns it off.
pub(crate) fn colour(choice: ColorChoice, env: &ColorEnv, path: &Path, terminal: bool) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto if env.no_color => false,
        ColorChoice::Auto if env.clicolor_force => true,
        ColorChoice::Auto => is_stdout(path) && terminal && !env.dumb,
    }
}

/// Whether standard output is a terminal.
pub(crate) fn stdout_is_terminal() -> bool {
    io::stdout().is_terminal()
}

/// The outputs of one command, checked for conflicts before any work starts.
#[derive(Debug)]
pub(crate) struct Plan {
    targets: Vec<PathBuf>,
}

impl Plan {
    /// Plans to write to each of `targets`, given by their flags (`("-o", path)`): refused when
    /// two of them name the same place, standard output included.
    pub(crate) fn new(targets: &[(&str, &Path)]) -> Result<Plan, Failure> {
        for (i, (flag, path)) in targets.iter().enumerate() {
            for (other, earlier) in &targets[..i] {
                if same_place(earlier, path) {
                    let place = if is_stdout(path) {
                        "standard output".to_owned()
                    } else {
                        path.display().to_string()
                    };
                    return Err(Failure::usage(format!(
                        "{other} and {flag} both write to {place}; give each output its own \
                         place"
                    )));
                }
            }
        }
        Ok(Plan {
            targets: targets.iter().map(|(_, p)| p.to_path_buf()).collect(),
        })
    }

    /// Writes `contents[i]` to the `i`-th target: every output, or (on an error before the
    /// last rename) none of the files.
    pub(crate) fn write(&self, contents: &[&[u8]]) -> Result<(), Failure> {
        let mut staged = Vec::new();
        let mut direct = Vec::new();
        let mut in_place = Vec::new();
        for (path, bytes) in self.targets.iter().zip(contents) {
            match Target::of(path)? {
                Target::Direct => direct.push((path, *bytes)),
                Target::InPlace => in_place.push((path, *bytes)),
                Target::Replace { real, mode, owner } => {
                    let file = stage(path, &real, mode, bytes)?;
                    if take_owner(file.path(), owner) {
                        staged.push((path, file, real));
                    } else {
                        in_place.push((path, *bytes));
                    }
                }
            }
        }
        for (path, bytes) in direct {
            write_direct(path, bytes, false)?;
        }
        for (path, bytes) in in_place {
            write_direct(path, bytes, true)?;
        }
        for (shown, file, real) in staged {
            file.persist(&real)
                .map_err(|e| cannot_write(shown, &e.error))?;
        }
        set_in_progress(Vec::new());
        Ok(())
    }
}

/// Writes `bytes` to one output: see [`Plan::write`].
pub(crate) fn write(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    Plan::new(&[("-o", path)])?.write(&[bytes])
}

/// Whether two outputs would land in the same place: both standard output, or one file, pipe
/// or device reached by two names (`./a` and `a`, a link, a hard link, `/dev/stdout` and `-`),
/// whether or not it exists yet. Outputs thrown away lose nothing to each other: the null
/// device is never a conflict (`-o /dev/null --svg /dev/null`, or `-o -` with standard output
/// sent there).
fn same_place(a: &Path, b: &Path) -> bool {
    match (place(a), place(b)) {
        (Place::Stdout, Place::Stdout) => true,
        (Place::Node(x), Place::Node(y)) => x == y && Some(x) != null_node(),
        (Place::Named(x), Place::Named(y)) => x == y,
        _ => false,
    }
}

/// Where an output lands, as the system knows it.
#[derive(Debug, PartialEq, Eq)]
enum Place {
    /// Standard output where the system does not say what it is (closed, or not Unix).
    Stdout,
    /// A file, pipe or device that exists: its device and inode.
    Node((u64, u64)),
    /// A file not made yet: its folder, resolved, and its name.
    Named(PathBuf),
}

fn place(path: &Path) -> Place {
    let shown = if is_stdout(path) {
        Path::new("/dev/stdout")
    } else {
        path
    };
    if let Some(node) = node(shown) {
        return Place::Node(node);
    }
    if is_stdout(path) {
        return Place::Stdout;
    }
    // Where the system gives no node (not Unix), a place that exists is its canonical path,
    // which folds case and short names where the file system does.
    if let Ok(real) = fs::canonicalize(path) {
        return Place::Named(real);
    }
    let real = resolved(path);
    let folder = match real.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let folder = fs::canonicalize(&folder).unwrap_or(folder);
    Place::Named(match real.file_name() {
        Some(name) => folder.join(name),
        None => real,
    })
}

/// The device and inode of what `path` leads to, where it exists (Unix).
#[cfg(unix)]
fn node(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn node(_: &Path) -> Option<(u64, u64)> {
    None
}

/// The null device's device and inode.
fn null_node() -> Option<(u64, u64)> {
    node(Path::new("/dev/null"))
}

/// How a target is written.
enum Target {
    /// Standard output, a device, a pipe or a socket: written in place.
    Direct,
    /// A regular file, new or existing: staged beside `real` (the path with symlinks followed)
    /// and renamed over it, with `mode` and `owner` (the old file's, or `None` for a new file).
    Replace {
        real: PathBuf,
        mode: Option<u32>,
        owner: Option<(u32, u32)>,
    },
    /// A regular file that a replacement would change beside its contents: truncated and
    /// written in place.
    InPlace,
}

impl Target {
    fn of(path: &Path) -> Result<Target, Failure> {
        if is_stdout(path) {
            return Ok(Target::Direct);
        }
        match fs::metadata(path) {
            Ok(meta) if meta.is_dir() => Err(Failure::usage(format!(
                "cannot write {}: it is a directory; name a file",
                path.display()
            ))),
            Ok(meta) if !meta.is_file() => Ok(Target::Direct),
            // Another name for the file would keep the old contents if it were replaced.
            Ok(meta) if links_of(&meta) > 1 => Ok(Target::InPlace),
            Ok(meta) => Ok(Target::Replace {
                real: fs::canonicalize(path).map_err(|e| cannot_write(path, &e))?,
                mode: Some(mode_of(&meta)),
                owner: owner_of(&meta),
            }),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Target::Replace {
                real: resolved(path),
                mode: None,
                owner: None,
            }),
            Err(e) => Err(cannot_write(path, &e)),
        }
    }
}

/// `path` with any chain of symlinks at its end followed, even to a file that does not exist
/// yet (a dangling link is written through, creating its target).
fn resolved(path: &Path) -> PathBuf {
    let mut path = path.to_path_buf();
    // A cycle of links is left to the write, which reports it.
    for _ in 0..40 {
        match fs::read_link(&path) {
            Ok(target) => {
                path = match path.parent() {
                    Some(dir) => dir.join(target),
                    None => target,
                }
            }
            Err(_) => break,
        }
    }
    path
}

#[cfg(unix)]
fn mode_of(meta: &fs::Metadata) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    meta.permissions().mode()
}

#[cfg(not(unix))]
fn mode_of(_: &fs::Metadata) -> u32 {
    0o644
}

#[cfg(unix)]
fn links_of(meta: &fs::Metadata) -> u64 {
    use std::os::unix::fs::MetadataExt;
    meta.nlink()
}

#[cfg(not(unix))]
fn links_of(_: &fs::Metadata) -> u64 {
    1
}

#[cfg(unix)]
fn owner_of(meta: &fs::Metadata) -> Option<(u32, u32)> {
    use std::os::unix::fs::MetadataExt;
    Some((meta.uid(), meta.gid()))
}

#[cfg(not(unix))]
fn owner_of(_: &fs::Metadata) -> Option<(u32, u32)> {
    None
}

/// Gives the staged file `file` the old file's owner and group where they differ from those
/// it was made with: whether it could (a user who may not give a file away cannot, and the
/// old file is then written in place instead).
fn take_owner(file: &Path, owner: Option<(u32, u32)>) -> bool {
    #[cfg(unix)]
    if let Some((uid, gid)) = owner {
        use std::os::unix::fs::MetadataExt;
        let Ok(made) = fs::metadata(file) else {
            return false;
        };
        if (made.uid(), made.gid()) != (uid, gid) {
            return std::os::unix::fs::chown(file, Some(uid), Some(gid)).is_ok();
        }
    }
    let _ = (file, owner);
    true
}

/// Writes `bytes` to a temporary file beside `real`, with the old file's permissions, and
/// registers it for removal on Ctrl-C, SIGTERM or SIGHUP.
fn stage(
    shown: &Path,
    real: &Path,
    mode: Option<u32>,
    bytes: &[u8],
) -> Result<tempfile::NamedTempFile, Failure> {
    let dir = match real.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".dirac-");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // A new file: 0666 less the umask, as any program's. An old file keeps its mode.
        builder.permissions(fs::Permissions::from_mode(mode.unwrap_or(0o666)));
    }
    let mut file = builder
        .tempfile_in(dir)
        .map_err(|e| cannot_write(shown, &e))?;
    add_in_progress(file.path().to_owned());
    #[cfg(unix)]
    if let Some(mode) = mode {
        // The umask applied at creation; the old file's mode is restored exactly.
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(file.path(), fs::Permissions::from_mode(mode))
            .map_err(|e| cannot_write(shown, &e))?;
    }
    file.write_all(bytes)
        .and_then(|()| file.flush())
        .map_err(|e| cannot_write(shown, &e))?;
    Ok(file)
}

/// Writes standard output, a device or a pipe in place, or a regular file in place with
/// `truncate` ([`Target::InPlace`]). A reader that stopped reading (`dirac solve | head -1`) is
/// not an error.
fn write_direct(path: &Path, bytes: &[u8], truncate: bool) -> Result<(), Failure> {
    let written = if is_stdout(path) {
        let mut stdout = io::stdout().lock();
        stdout.write_all(bytes).and_then(|()| stdout.flush())
    } else {
        OpenOptions::new()
            .write(true)
            .truncate(truncate)
            .open(path)
            .and_then(|mut f: File| f.write_all(bytes).and_then(|()| f.flush()))
    };
    match written {
        // A full disk or a closed device is the machine's, not a bug: exit status 2, as for a
        // file named with -o.
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            if is_stdout(path) {
                Err(Failure::usage(format!(
                    "cannot write standard output: {}",
                    reason(&e)
                )))
            } else {
                Err(cannot_write(path, &e))
            }
        }
        _ => Ok(()),
    }
}

/// "cannot write out.txt: Permission denied (os error 13)", naming the user's path, never a
/// temporary file's.
fn cannot_write(shown: &Path, e: &io::Error) -> Failure {
    Failure::usage(format!("cannot write {}: {}", shown.display(), reason(e)))
}

/// The operating system's reason alone: some errors carry the temporary file's path, which
/// means nothing to the user.
pub(crate) fn reason(e: &io::Error) -> String {
    // tempfile adds " at path <temporary file>" to the system's message: keep the message.
    let text = e.to_string();
    match text.split_once(" at path ") {
        Some((message, _)) => message.to_owned(),
        None => text,
    }
}

/// The temporary files being written: removed by [`abandon`] on Ctrl-C, SIGTERM or SIGHUP.
static IN_PROGRESS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn add_in_progress(path: PathBuf) {
    if let Ok(mut slot) = IN_PROGRESS.lock() {
        slot.push(path);
    }
}

fn set_in_progress(paths: Vec<PathBuf>) {
    if let Ok(mut slot) = IN_PROGRESS.lock() {
        *slot = paths;
    }
}

/// Removes the temporary files left half-written by an interrupted run.
pub(crate) fn abandon() {
    // A file is registered as soon as it exists, before anything is written to it. The
    // interrupted thread may hold the lock for that moment only; then nothing is removed.
    if let Ok(slot) = IN_PROGRESS.try_lock() {
        for path in slot.iter() {
            let _ = fs::remove_file(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_follows_the_flag_then_the_environment_then_the_terminal() {
        let out = Path::new("-");
        let file = Path::new("out.txt");
        let plain = ColorEnv::default();
        let no_color = ColorEnv {
            no_color: true,
            ..ColorEnv::default()
        };
        let force = ColorEnv {
            clicolor_force: true,
            ..ColorEnv::default()
        };
        let dumb = ColorEnv {
            dumb: true,
            ..ColorEnv::default()
        };
        use ColorChoice::*;
        assert!(colour(Auto, &plain, out, true));
        assert!(!colour(Auto, &plain, out, false));
        assert!(!colour(Auto, &plain, file, true));
        assert!(!colour(Auto, &no_color, out, true));
        assert!(!colour(Auto, &dumb, out, true));
        assert!(colour(Auto, &force, file, false));
        assert!(colour(Always, &no_color, file, false));
        assert!(!colour(Never, &force, out, true));
        let both = ColorEnv {
            no_color: true,
            clicolor_force: true,
            dumb: false,
        };
        assert!(!colour(Auto, &both, out, true));
    }

    #[test]
    fn two_outputs_to_one_place_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.txt");
        let same = dir.path().join(".").join("a.txt");
        assert!(Plan::new(&[("-o", Path::new("-")), ("--svg", Path::new("-"))]).is_err());
        assert!(Plan::new(&[("-o", &a), ("--svg", &a)]).is_err());
        assert!(Plan::new(&[("-o", &a), ("--svg", &same)]).is_err());
        let b = dir.path().join("b.txt");
        assert!(Plan::new(&[("-o", &a), ("--svg", &b)]).is_ok());
        assert!(Plan::new(&[("-o", Path::new("-")), ("--svg", &b)]).is_ok());
    }
}
