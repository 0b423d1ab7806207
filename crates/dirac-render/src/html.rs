//! HTML: documents as sections of a page, and the page itself, self-contained (inline CSS and
//! SVG, no scripts, nothing fetched). Built with maud, which escapes every piece of text by
//! construction; only the charts, SVG that this crate draws, are inserted as they are.

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::doc::{Block, Doc};

/// A document as HTML: headings at `level` (2 to 6), lines as paragraphs, tables with numbers
/// right-aligned.
pub fn doc(doc: &Doc, level: u8) -> Markup {
    html! {
        @for block in &doc.blocks {
            @match block {
                Block::Heading(h) => (heading(level, h)),
                Block::Line(l) if l.is_empty() => {},
                Block::Line(l) => p { (l) },
                Block::Table(t) => div.scroll { table {
                    thead { tr { @for (h, numeric) in t.header.iter().zip(&t.numeric) {
                        th class=[numeric.then_some("num")] { (h) }
                    } } }
                    tbody { @for row in &t.rows { tr { @for (cell, numeric) in row.iter().zip(&t.numeric) {
                        td class=[numeric.then_some("num")] { (cell) }
                    } } } }
                } },
            }
        }
    }
}

fn heading(level: u8, text: &str) -> Markup {
    match level {
        2 => html! { h2 { (text) } },
        3 => html! { h3 { (text) } },
        4 => html! { h4 { (text) } },
        5 => html! { h5 { (text) } },
        _ => html! { h6 { (text) } },
    }
}

/// An SVG chart drawn by [`crate::chart`], inline: without the XML prolog a standalone file
/// needs. The chart is this crate's own output, so it goes in as it is.
pub fn inline_svg(svg: &str) -> Markup {
    let start = svg.find("<svg").unwrap_or(0);
    html! { figure { (PreEscaped(&svg[start..])) } }
}

const STYLE: &str = r#"
:root { color-scheme: light; --ink: #1d232b; --muted: #5b6673; --line: #d8dde3; --accent: #0072b2; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f7f9; }
main { max-width: 1040px; margin: 0 auto; padding: 32px 24px 64px; }
header h1 { margin: 0 0 4px; font-size: 30px; }
header p { margin: 0; color: var(--muted); }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 20px 24px; margin-top: 24px; }
h2 { margin: 0 0 12px; font-size: 22px; }
h3 { margin: 20px 0 8px; font-size: 17px; }
p { margin: 6px 0; }
.answers { display: flex; gap: 16px; flex-wrap: wrap; }
.answer { flex: 1 1 280px; border-left: 4px solid var(--accent); padding: 8px 16px; background: #eef5fb; border-radius: 4px; }
.answer .label { color: var(--muted); font-size: 14px; }
.answer .value { font: 600 24px/1.3 ui-monospace, "SF Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
pre { background: #f0f2f5; padding: 12px 16px; border-radius: 6px; overflow-x: auto; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin: 8px 0; font-variant-numeric: tabular-nums; }
th, td { padding: 4px 12px; border-bottom: 1px solid var(--line); text-align: left; white-space: nowrap; }
th { font-size: 14px; color: var(--muted); font-weight: 600; }
.num { text-align: right; }
tbody tr:hover { background: #f3f6f9; }
figure { margin: 16px 0; }
figure svg { max-width: 100%; height: auto; }
footer { margin-top: 24px; color: var(--muted); font-size: 14px; }
"#;

/// The page: a title, then sections, each a heading and its content.
pub fn page(title: &str, subtitle: &str, sections: &[(String, Markup)]) -> String {
    let page = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body { main {
                header { h1 { (title) } p { (subtitle) } }
                @for (heading, body) in sections {
                    section { h2 { (heading) } (body) }
                }
                footer { "Made by dirac. Every count is exact; probabilities are rounded for display." }
            } }
        }
    };
    let mut out = page.into_string();
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::Table;

    #[test]
    fn text_is_escaped_everywhere() {
        let mut d = Doc::default();
        d.heading("<b>&</b>");
        d.line("a < b");
        let mut t = Table::new(&["x\"y"], &[false]);
        t.row(vec!["<script>".into()]);
        d.table(t);
        let html = doc(&d, 3).into_string();
        assert!(!html.contains("<b>") && !html.contains("<script>"));
        assert!(html.contains("&lt;b&gt;&amp;&lt;/b&gt;") && html.contains("x&quot;y"));
        let page = page("<t>", "\"s\"", &[("<h>".into(), doc(&d, 3))]);
        assert!(
            page.starts_with("<!DOCTYPE html><html lang=\"en\">"),
            "{page}"
        );
        assert!(page.contains("<title>&lt;t&gt;</title>") && page.contains("<h2>&lt;h&gt;</h2>"));
    }

    #[test]
    fn headings_take_the_level_asked_and_six_past_it() {
        let mut d = Doc::default();
        d.heading("Answers");
        for (level, tag) in [
            (2, "h2"),
            (3, "h3"),
            (4, "h4"),
            (5, "h5"),
            (6, "h6"),
            (7, "h6"),
        ] {
            assert_eq!(
                doc(&d, level).into_string(),
                format!("<{tag}>Answers</{tag}>")
            );
        }
    }
}
