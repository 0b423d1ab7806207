//! The HTML report in a real browser: headless Chromium renders it to a screenshot, and the
//! test fails if the page is blank, logged an error, or lacks the answers.
//!
//! Chromium comes from Debian's `chromium` package; `scripts/test.sh` (the README's test
//! command) installs it. Without it the test fails, saying how to install it: it never skips.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::cargo::cargo_bin;

fn chromium() -> Option<PathBuf> {
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .map(|name| Path::new("/usr/bin").join(name))
        .find(|p| p.exists())
}

/// Runs headless Chromium on `page` with `extra` arguments; returns (stdout, stderr).
fn run_chromium(browser: &Path, page: &Path, profile: &Path, extra: &[&str]) -> (String, String) {
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(extra)
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "chromium failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_report_renders_in_headless_chromium_with_its_answers_and_no_errors() {
    let browser = chromium().expect(
        "this test needs Chromium in /usr/bin: run scripts/test.sh, or apt-get install chromium",
    );
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("report.html");
    let made = Command::new(cargo_bin("dirac"))
        .args(["report", "-o"])
        .arg(&page)
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );

    // The page as the browser built it holds the answers.
    let (dom, log) = run_chromium(&browser, &page, &dir.path().join("a"), &["--dump-dom"]);
    for answer in ["739785", "444356092776315", "341960390180808"] {
        assert!(dom.contains(answer), "the rendered page lacks {answer}");
    }
    assert!(dom.contains("<svg"), "the charts are missing");
    // Console messages and failed loads are logged to stderr with --enable-logging.
    for line in log.lines() {
        assert!(!line.contains("CONSOLE"), "console message: {line}");
        assert!(!line.contains("net::ERR"), "failed load: {line}");
    }

    // A screenshot that is not blank: many pixels differ from the page's background.
    let shot = dir.path().join("shot.png");
    run_chromium(
        &browser,
        &page,
        &dir.path().join("b"),
        &[
            "--window-size=1200,2400",
            &format!("--screenshot={}", shot.display()),
        ],
    );
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&shot).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    let step = info.color_type.samples();
    let background = &pixels[..3];
    let painted = pixels
        .chunks(step)
        .filter(|p| &p[..3] != background)
        .count();
    let total = pixels.len() / step;
    assert!(
        painted * 10 > total,
        "only {painted} of {total} pixels are painted: a blank page"
    );
    assert_eq!((info.width, info.height), (1200, 2400));
}
