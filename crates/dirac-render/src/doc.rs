//! A document of headings, lines and tables, rendered as aligned text or Markdown. Every
//! command describes its output once as a [`Doc`]; the renderers are pure functions of it.

use comfy_table::{CellAlignment, presets};

/// A document: blocks in order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Doc {
    /// The blocks, top to bottom.
    pub blocks: Vec<Block>,
}

impl Doc {
    /// The document within a display's bounds: every table cut past `rows` rows (saying how
    /// many were left out) and every count, in a cell or a line, written by the policy
    /// `digits`; whether anything was cut or shortened. For displays that show a result once
    /// (the report, a notebook); the commands' own formats write everything.
    pub fn bounded(mut self, rows: usize, digits: dirac::view::Digits) -> (Doc, bool) {
        let mut cut = false;
        for block in &mut self.blocks {
            if let Block::Line(line) = block {
                let short = shorten_counts(line, digits);
                cut |= short != *line;
                *line = short;
            }
            let Block::Table(table) = block else {
                continue;
            };
            cut |= table.rows.len() > rows + 1;
            table.shorten(rows);
            for cell in table.rows.iter_mut().flatten() {
                let short = digits.shorten(cell.clone());
                cut |= short != *cell;
                *cell = short;
            }
        }
        (self, cut)
    }
}

/// `line` with each count in it written by the policy `digits`; a count the line follows with
/// its length, `(N digits)`, does not say it twice.
fn shorten_counts(line: &str, digits: dirac::view::Digits) -> String {
    let words: Vec<&str> = line.split(' ').collect();
    let mut out = Vec::with_capacity(words.len());
    for (i, word) in words.iter().enumerate() {
        let core = word.trim_end_matches(|c: char| !c.is_ascii_digit());
        let tail = &word[core.len()..];
        let short = digits.shorten(core.to_owned());
        if short == core {
            out.push((*word).to_owned());
            continue;
        }
        let length = format!("({}", core.len());
        let told = words.get(i + 1) == Some(&length.as_str())
            && words.get(i + 2).is_some_and(|w| w.starts_with("digits)"));
        let short = match short.split_once(" (") {
            Some((ends, _)) if told => ends.to_owned(),
            _ => short,
        };
        out.push(format!("{short}{tail}"));
    }
    out.join(" ")
}

/// One block of a document.
#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// A section title.
    Heading(String),
    /// A line of text.
    Line(String),
    /// A table.
    Table(Table),
}

/// A table: a header and rows of cells, numbers right-aligned.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    /// The column names.
    pub header: Vec<String>,
    /// The rows, each a cell per column.
    pub rows: Vec<Vec<String>>,
    /// Columns of numbers, right-aligned.
    pub numeric: Vec<bool>,
}

impl Table {
    /// A table with these column names; `numeric[i]` right-aligns column `i`.
    pub fn new(header: &[&str], numeric: &[bool]) -> Table {
        Table {
            header: header.iter().map(|h| (*h).to_owned()).collect(),
            rows: Vec::new(),
            numeric: numeric.to_vec(),
        }
    }

    /// Adds a row below the others.
    pub fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    /// Keeps the first `keep` rows and the last one, with a row between them saying how many
    /// were left out. A table of at most `keep + 1` rows stays whole.
    pub fn shorten(&mut self, keep: usize) {
        if self.rows.len() <= keep + 1 {
            return;
        }
        let last = self.rows.len() - 1;
        let left_out = last - keep;
        let mut gap = vec![String::new(); self.header.len()];
        if let Some(first) = gap.first_mut() {
            *first = format!("... {left_out} rows left out ...");
        }
        self.rows.splice(keep..last, [gap]);
    }

    fn comfy(&self, style: comfy_table::TableStyle) -> comfy_table::Table {
        let mut t = comfy_table::Table::new();
        t.load_style(style);
        t.set_header(self.header.clone());
        t.add_rows(self.rows.clone());
        for (i, numeric) in self.numeric.iter().enumerate() {
            if let (true, Some(column)) = (*numeric, t.column_mut(i)) {
                column.set_cell_alignment(CellAlignment::Right);
            }
        }
        t
    }
}

impl Doc {
    /// Adds a section title.
    pub fn heading(&mut self, text: impl Into<String>) {
        self.blocks.push(Block::Heading(text.into()));
    }

    /// Adds a line of text.
    pub fn line(&mut self, text: impl Into<String>) {
        self.blocks.push(Block::Line(text.into()));
    }

    /// Adds a table.
    pub fn table(&mut self, table: Table) {
        self.blocks.push(Block::Table(table));
    }
}

const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

/// Aligned text; headings and table headers in bold when `colour` is set.
pub fn text(doc: &Doc, colour: bool) -> String {
    let bold = |s: &str| {
        if colour {
            format!("{BOLD}{s}{RESET}")
        } else {
            s.to_owned()
        }
    };
    let mut out = String::new();
    for (i, block) in doc.blocks.iter().enumerate() {
        match block {
            Block::Heading(h) => {
                if i > 0 {
                    out.push('\n');
                }
                out.push_str(&bold(h));
                out.push('\n');
            }
            Block::Line(l) => {
                out.push_str(l);
                out.push('\n');
            }
            Block::Table(t) => {
                let rendered = t.comfy(presets::NOTHING).to_string();
                for (k, line) in rendered.lines().enumerate() {
                    let line = format!(" {}", line.trim_end());
                    out.push_str(&if k == 0 { bold(&line) } else { line });
                    out.push('\n');
                }
            }
        }
    }
    out
}

/// Markdown that pastes into a blog post as it is: headings, paragraphs and pipe tables.
pub fn markdown(doc: &Doc) -> String {
    let mut out = String::new();
    let mut in_paragraph = false;
    for block in &doc.blocks {
        match block {
            Block::Heading(h) => {
                if !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(&format!("## {}\n\n", escape_markdown(h)));
                in_paragraph = false;
            }
            Block::Line(l) => {
                // Lines of a paragraph end with two spaces: a Markdown line break.
                out.push_str(&format!("{}  \n", escape_markdown(l)));
                in_paragraph = true;
            }
            Block::Table(t) => {
                if in_paragraph {
                    out.push('\n');
                }
                let escaped = Table {
                    header: t.header.iter().map(|c| escape_markdown(c)).collect(),
                    rows: t
                        .rows
                        .iter()
                        .map(|r| r.iter().map(|c| escape_markdown(c)).collect())
                        .collect(),
                    numeric: t.numeric.clone(),
                };
                out.push_str(&escaped.comfy(presets::ASCII_MARKDOWN).to_string());
                out.push_str("\n\n");
                in_paragraph = false;
            }
        }
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

/// Escapes the characters Markdown would read as markup.
fn escape_markdown(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(
            c,
            '|' | '*' | '_' | '`' | '[' | ']' | '<' | '>' | '#' | '\\'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// CSV (RFC 4180): a header and rows, fields quoted when they hold a comma, quote or newline.
/// Rows are written one by one, so a million of them never sit in memory as cells.
pub fn csv<R: AsRef<[String]>>(header: &[&str], rows: impl IntoIterator<Item = R>) -> String {
    let field = |f: &str| {
        if f.contains([',', '"', '\n', '\r']) {
            format!("\"{}\"", f.replace('"', "\"\""))
        } else {
            f.to_owned()
        }
    };
    let mut out = header
        .iter()
        .map(|h| field(h))
        .collect::<Vec<_>>()
        .join(",");
    out.push_str("\r\n");
    for row in rows {
        for (i, f) in row.as_ref().iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(&field(f));
        }
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use dirac::view::Digits;

    #[test]
    fn a_bounded_document_cuts_its_rows_and_shortens_its_counts_and_says_so() {
        let long = "1234567890".repeat(5);
        let mut t = super::Table::new(&["player", "wins"], &[true, true]);
        t.row(vec!["1".into(), long.clone()]);
        t.row(vec!["2".into(), "739785".into()]);
        t.row(vec!["3".into(), "5".into()]);
        let mut d = super::Doc::default();
        d.line(long.clone());
        d.table(t);
        let (same, cut) = d.clone().bounded(2, Digits::All);
        assert!(!cut && same == d);
        let (short, cut) = d.clone().bounded(2, Digits::REPORT);
        assert!(cut);
        let super::Block::Table(t) = &short.blocks[1] else {
            panic!("{short:?}")
        };
        assert_eq!(t.rows[0][1], Digits::REPORT.shorten(long.clone()));
        assert_eq!(t.rows[1][1], "739785");
        // A count in a line too, saying its length once.
        let super::Block::Line(line) = &short.blocks[0] else {
            panic!("{short:?}")
        };
        assert_eq!(*line, Digits::REPORT.shorten(long.clone()));
        let mut told = super::Doc::default();
        told.line(format!("The answer of part 2: {long} (50 digits), in all."));
        told.line(format!("{long} (50 rows) less"));
        let (told, cut) = told.bounded(2, Digits::REPORT);
        assert!(cut, "a line alone was shortened");
        let short = Digits::REPORT.shorten(long.clone());
        let ends = short.split_once(" (").unwrap().0;
        assert_eq!(
            told.blocks,
            [
                super::Block::Line(format!("The answer of part 2: {ends} (50 digits), in all.")),
                super::Block::Line(format!("{short} (50 rows) less")),
            ]
        );
        let (rows, cut) = d.bounded(1, Digits::All);
        let super::Block::Table(t) = &rows.blocks[1] else {
            panic!("{rows:?}")
        };
        assert!(cut);
        assert_eq!(t.rows[1][0], "... 1 rows left out ...");
    }

    #[test]
    fn text_spaces_headings_and_bolds_only_them_and_table_headers() {
        let mut d = super::Doc::default();
        d.heading("First");
        d.line("a line");
        d.heading("Second");
        let mut t = Table::new(&["n", "square"], &[true, true]);
        t.row(vec!["3".into(), "9".into()]);
        d.table(t);
        assert_eq!(
            super::text(&d, false),
            "First\na line\n\nSecond\n  n  square\n  3       9\n"
        );
        let (b, r) = (super::BOLD, super::RESET);
        assert_eq!(
            super::text(&d, true),
            format!("{b}First{r}\na line\n\n{b}Second{r}\n{b}  n  square{r}\n  3       9\n")
        );
    }

    #[test]
    fn a_long_table_keeps_its_head_and_its_last_row() {
        let mut t = Table::new(&["n", "square"], &[true, true]);
        for n in 0..10_u32 {
            t.row(vec![n.to_string(), (n * n).to_string()]);
        }
        let whole = t.clone();
        t.shorten(9);
        assert_eq!(t, whole);
        t.shorten(3);
        let firsts: Vec<&str> = t.rows.iter().map(|r| r[0].as_str()).collect();
        assert_eq!(firsts, ["0", "1", "2", "... 6 rows left out ...", "9"]);
        assert_eq!(t.rows[3][1], "");
    }

    use super::*;

    fn sample() -> Doc {
        let mut doc = Doc::default();
        doc.line("Part 1: 42");
        doc.heading("A | table");
        let mut t = Table::new(&["player", "count"], &[true, true]);
        t.row(vec!["1".into(), "1000".into()]);
        t.row(vec!["2".into(), "7".into()]);
        doc.table(t);
        doc
    }

    #[test]
    fn text_aligns_numbers_and_colours_only_when_asked() {
        let plain = text(&sample(), false);
        insta::assert_snapshot!(plain, @r"
        Part 1: 42

        A | table
          player  count
               1   1000
               2      7
        ");
        assert!(!plain.contains('\x1b'));
        let coloured = text(&sample(), true);
        assert!(coloured.contains("\x1b[1mA | table\x1b[0m"));
    }

    #[test]
    fn markdown_escapes_and_keeps_tables_whole() {
        insta::assert_snapshot!(markdown(&sample()), @r"
        Part 1: 42  

        ## A \| table

        | player | count |
        |--------|-------|
        |      1 |  1000 |
        |      2 |     7 |
        ");
    }

    #[test]
    fn csv_quotes_what_needs_quoting() {
        let out = csv(&["a", "b"], &[vec!["1,5".into(), "say \"hi\"".into()]]);
        assert_eq!(out, "a,b\r\n\"1,5\",\"say \"\"hi\"\"\"\r\n");
    }
}
