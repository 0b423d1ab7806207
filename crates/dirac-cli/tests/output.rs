//! Output files: what the user points at is written, never damaged. Devices and pipes are
//! written in place, symlinks are followed, files keep their permissions, several outputs are
//! written all or none, and two outputs to one place are refused before any work.

#![allow(clippy::unwrap_used)]

mod common;

use std::fs;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::Path;

use common::{EXAMPLE, dirac};

/// `dirac turns` on the example, text to `out` and optionally the chart to `svg`.
fn turns(out: &Path, svg: Option<&Path>) -> assert_cmd::assert::Assert {
    let mut cmd = dirac();
    cmd.args(["turns", "-", "-o"]).arg(out).write_stdin(EXAMPLE);
    if let Some(svg) = svg {
        cmd.arg("--svg").arg(svg);
    }
    cmd.assert()
}

fn stderr_of(assert: &assert_cmd::assert::Assert) -> String {
    String::from_utf8_lossy(&assert.get_output().stderr).into_owned()
}

#[test]
fn a_named_pipe_is_written_to_its_reader() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    let status = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(status.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || fs::read_to_string(fifo).unwrap())
    };
    turns(&fifo, None).success();
    let read = reader.join().unwrap();
    assert!(read.contains("The game, round by round"), "{read}");
    assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());
}

/// A file with another name (a hard link) is written in place: both names see the new
/// contents, and they stay one file.
#[test]
fn a_hard_link_stays_one_file_with_the_new_contents() {
    use std::os::unix::fs::MetadataExt;
    let dir = tempfile::tempdir().unwrap();
    let (first, second) = (dir.path().join("h1.txt"), dir.path().join("h2.txt"));
    fs::write(&first, "old and longer than nothing").unwrap();
    fs::hard_link(&first, &second).unwrap();
    let inode = fs::metadata(&first).unwrap().ino();
    turns(&first, None).success();
    for name in [&first, &second] {
        let meta = fs::metadata(name).unwrap();
        assert_eq!((meta.ino(), meta.nlink()), (inode, 2), "{}", name.display());
        let text = fs::read_to_string(name).unwrap();
        assert!(
            text.starts_with("2 players start") && !text.contains("old"),
            "{text}"
        );
    }
}

/// A file keeps its owner and group when replaced: given back to them where this user may
/// (root), else written in place (a user cannot give a file away).
#[test]
fn a_file_keeps_its_owner_and_group() {
    use std::os::unix::fs::MetadataExt;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("theirs.txt");
    fs::write(&file, "old").unwrap();
    let mine = fs::metadata(&file).unwrap();
    // Another owner and group: nobody's (65534) where this user may give the file away.
    let given = std::os::unix::fs::chown(&file, Some(65534), Some(65534)).is_ok();
    let before = fs::metadata(&file).unwrap();
    assert_eq!(given, before.uid() != mine.uid());
    turns(&file, None).success();
    let after = fs::metadata(&file).unwrap();
    assert_eq!((after.uid(), after.gid()), (before.uid(), before.gid()));
    assert!(
        fs::read_to_string(&file)
            .unwrap()
            .starts_with("2 players start")
    );
}

#[test]
fn a_symlink_is_followed_and_stays_a_link() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("real.txt");
    let link = dir.path().join("link.txt");
    fs::write(&target, "old").unwrap();
    std::os::unix::fs::symlink(&target, &link).unwrap();
    turns(&link, None).success();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        fs::read_to_string(&target)
            .unwrap()
            .contains("round by round")
    );

    // A dangling link creates its target.
    let missing = dir.path().join("new.txt");
    let dangling = dir.path().join("dangling.txt");
    std::os::unix::fs::symlink("new.txt", &dangling).unwrap();
    turns(&dangling, None).success();
    assert!(
        fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        fs::read_to_string(&missing)
            .unwrap()
            .contains("round by round")
    );
}

#[test]
fn a_file_keeps_its_permissions_and_a_new_file_gets_the_usual_ones() {
    let dir = tempfile::tempdir().unwrap();
    let private = dir.path().join("private.txt");
    fs::write(&private, "old").unwrap();
    fs::set_permissions(&private, fs::Permissions::from_mode(0o600)).unwrap();
    turns(&private, None).success();
    let mode = fs::metadata(&private).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    assert!(
        fs::read_to_string(&private)
            .unwrap()
            .contains("round by round")
    );

    let fresh = dir.path().join("fresh.txt");
    turns(&fresh, None).success();
    let mode = fs::metadata(&fresh).unwrap().permissions().mode() & 0o777;
    // 0666 less the umask: never the temporary file's 0600, and readable by others under the
    // usual umask of 022.
    assert_ne!(mode, 0o600);
    assert_eq!(mode & 0o600, 0o600);
    assert_eq!(mode & 0o111, 0);
}

#[test]
fn an_error_names_the_users_path_never_a_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("no-such-dir").join("out.txt");
    let assert = turns(&out, None).code(2).stdout("");
    let stderr = stderr_of(&assert);
    assert!(
        stderr.contains(&format!("cannot write {}", out.display())),
        "{stderr}"
    );
    assert!(
        stderr.ends_with("No such file or directory (os error 2)\n"),
        "{stderr}"
    );
    assert!(!stderr.contains(".dirac-"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let listed: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
    assert!(listed.is_empty(), "{listed:?}");

    let assert = turns(dir.path(), None).code(2);
    assert!(stderr_of(&assert).contains("it is a directory"));
}

#[test]
fn two_outputs_to_one_place_are_refused_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let same = dir.path().join("same.txt");
    // The rules are far past the limits: a refusal about outputs comes first, at once.
    let assert = dirac()
        .args(["turns", "--dirac-target", "1000000", "--svg", "-"])
        .assert()
        .code(2)
        .stdout("");
    assert!(stderr_of(&assert).contains("both write to standard output"));
    turns(&same, Some(&same)).code(2).stdout("");
    // Two outputs thrown away lose nothing to each other; one beside a file is its own place.
    #[cfg(unix)]
    {
        turns(Path::new("/dev/null"), Some(Path::new("/dev/null"))).success();
        turns(Path::new("/dev/null"), Some(&same)).success();
        assert!(fs::read_to_string(&same).unwrap().starts_with("<svg"));
        fs::remove_file(&same).unwrap();
    }
    turns(&same, Some(&dir.path().join(".").join("same.txt"))).code(2);
    assert!(!same.exists());
    dirac()
        .args(["sweep", "--board", "3", "-o"])
        .arg(&same)
        .arg("--svg")
        .arg(&same)
        .assert()
        .code(2);
}

/// One place by two names is refused too, whether or not it exists yet: `./a` and `a`, a
/// path through `..`, two hard links, standard output and `/dev/stdout` (a pipe here). Before,
/// each wrote over the other and the command said nothing (a newcomer's trial).
#[cfg(unix)]
#[test]
fn one_place_by_two_names_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("sub")).unwrap();
    let sweep = |out: &str, svg: &str| {
        dirac()
            .current_dir(dir.path())
            .args(["sweep", "--board", "3", "-o", out, "--svg", svg])
            .assert()
    };
    fs::write(dir.path().join("h1"), "kept").unwrap();
    fs::hard_link(dir.path().join("h1"), dir.path().join("h2")).unwrap();
    let pairs = [
        ("./new.txt", "new.txt"),
        ("sub/../new.txt", "new.txt"),
        ("new.txt", "sub/../new.txt"),
        ("h1", "h2"),
        ("-", "/dev/stdout"),
        ("/dev/fd/1", "-"),
        ("/dev/stdout", "/dev/fd/1"),
    ];
    for (out, svg) in pairs {
        let assert = sweep(out, svg).code(2).stdout("");
        assert!(stderr_of(&assert).contains("both write to"), "{out} {svg}");
        assert!(!dir.path().join("new.txt").exists(), "{out} {svg}");
        let kept = fs::read_to_string(dir.path().join("h2")).unwrap();
        assert_eq!(kept, "kept", "{out} {svg}");
    }
    // Apart, each is written: standard output beside a file, two files.
    sweep("-", "chart.svg").success();
    sweep("table.txt", "./chart2.svg").success();
    assert!(
        fs::read_to_string(dir.path().join("chart2.svg"))
            .unwrap()
            .starts_with("<svg")
    );
    assert!(
        fs::read_to_string(dir.path().join("table.txt"))
            .unwrap()
            .contains("Player 1")
    );
}

#[test]
fn several_outputs_are_written_all_or_none() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("chart.svg");
    let bad = dir.path().join("missing").join("table.txt");
    turns(&bad, Some(&svg)).code(2);
    assert!(!svg.exists(), "the chart was left behind");
    let listed: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
    assert!(listed.is_empty(), "{listed:?}");

    let text = dir.path().join("table.txt");
    turns(&text, Some(&svg)).success().stdout("");
    assert!(fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    assert!(
        fs::read_to_string(&text)
            .unwrap()
            .contains("round by round")
    );

    // The chart alone on standard output, the text in a file.
    let assert = turns(&text, Some(Path::new("-"))).success();
    assert!(String::from_utf8_lossy(&assert.get_output().stdout).starts_with("<svg"));
}

/// A full device is the machine's trouble, not a bug: status 2 and the system's reason, whether
/// it is standard output or named with -o.
#[test]
fn a_full_disk_is_status_2_on_standard_output_and_with_o() {
    let full = || {
        fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };
    // A solve, and the help and version that clap writes.
    for args in [
        &["solve"][..],
        &["--help"],
        &["help", "solve"],
        &["--version"],
    ] {
        let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("dirac"))
            .args(args)
            .stdin(std::process::Stdio::null())
            .stdout(full())
            .stderr(std::process::Stdio::piped())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("dirac: error: cannot write standard output: No space left on device"),
            "{args:?}: {stderr}"
        );
    }
    let named = dirac().args(["solve", "-o", "/dev/full"]).assert().code(2);
    assert!(stderr_of(&named).contains("cannot write /dev/full: No space left on device"));
}
