//! HTML: documents as sections of a page, and the page itself, self-contained (inline CSS and
//! SVG, no scripts, nothing fetched).

use std::fmt::Write;

use super::doc::{Block, Doc};

/// Escapes text for HTML content and attributes.
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A document as HTML: headings at `level`, lines as paragraphs, tables with numbers
/// right-aligned.
pub(crate) fn doc(doc: &Doc, level: u8) -> String {
    let mut out = String::new();
    for block in &doc.blocks {
        match block {
            Block::Heading(h) => {
                let _ = writeln!(out, "<h{level}>{}</h{level}>", escape(h));
            }
            Block::Line(l) if l.is_empty() => {}
            Block::Line(l) => {
                let _ = writeln!(out, "<p>{}</p>", escape(l));
            }
            Block::Table(t) => {
                out.push_str("<div class=\"scroll\"><table>\n<thead><tr>");
                for (h, numeric) in t.header.iter().zip(&t.numeric) {
                    let _ = write!(out, "<th{}>{}</th>", class(*numeric), escape(h));
                }
                out.push_str("</tr></thead>\n<tbody>\n");
                for row in &t.rows {
                    out.push_str("<tr>");
                    for (cell, numeric) in row.iter().zip(&t.numeric) {
                        let _ = write!(out, "<td{}>{}</td>", class(*numeric), escape(cell));
                    }
                    out.push_str("</tr>\n");
                }
                out.push_str("</tbody></table></div>\n");
            }
        }
    }
    out
}

fn class(numeric: bool) -> &'static str {
    if numeric { " class=\"num\"" } else { "" }
}

/// An SVG chart for inline use: without the XML prolog a standalone file needs.
pub(crate) fn inline_svg(svg: &str) -> String {
    let start = svg.find("<svg").unwrap_or(0);
    format!("<figure>{}</figure>\n", &svg[start..])
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

/// The page: a title, then sections of trusted HTML (built by this module's functions).
pub(crate) fn page(title: &str, subtitle: &str, sections: &[(String, String)]) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n\
         <header><h1>{}</h1><p>{}</p></header>\n",
        escape(title),
        escape(title),
        escape(subtitle)
    );
    for (heading, body) in sections {
        let _ = write!(
            out,
            "<section>\n<h2>{}</h2>\n{body}</section>\n",
            escape(heading)
        );
    }
    out.push_str(
        "<footer>Made by dirac. Every count is exact; probabilities are rounded for display.</footer>\n\
         </main>\n</body>\n</html>\n",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::doc::Table;

    #[test]
    fn text_is_escaped_everywhere() {
        let mut d = Doc::default();
        d.heading("<b>&</b>");
        d.line("a < b");
        let mut t = Table::new(&["x\"y"], &[false]);
        t.row(vec!["<script>".into()]);
        d.table(t);
        let html = doc(&d, 3);
        assert!(!html.contains("<b>") && !html.contains("<script>"));
        assert!(html.contains("&lt;b&gt;&amp;&lt;/b&gt;") && html.contains("x&quot;y"));
    }
}
