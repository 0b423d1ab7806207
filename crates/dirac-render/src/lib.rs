//! Pure renderers of dirac's results: data in, text out. Nothing here prints, reads or
//! computes a number: the counts and roundings come from the library's [`dirac::view`].
//!
//! The `dirac` command and the Python package both draw with these, so that a chart in a
//! notebook is the chart in `dirac report`, byte for byte.
//!
//! - [`doc`]: a document of headings, lines and tables, written as text, Markdown or CSV;
//! - [`html`]: the same document as HTML, and the report's page around it;
//! - [`chart`]: SVG charts (who wins in which round; the sweep of every pair of starts);
//! - [`trace`]: the practice game in the puzzle's own words, a line per turn;
//! - [`turns`]: the Dirac game turn by turn and round by round.

#![deny(missing_docs)]

pub mod answers;
pub mod chart;
pub mod doc;
pub mod html;
pub mod trace;
pub mod turns;
pub mod words;

pub use chart::ChartError;
