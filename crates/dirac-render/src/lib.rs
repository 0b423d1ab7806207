//! Pure renderers of dirac's results: data in, text out. Nothing here prints, reads or
//! computes a number: the counts and roundings come from the library's [`dirac::view`].
//!
//! The `dirac` command and the Python package both draw with these, so that a chart in a
//! notebook is the chart in `dirac report`, byte for byte.
//!
//! - [`doc`]: a document of headings, lines and tables, written as text, Markdown or CSV;
//! - [`html`]: the same document as HTML, and the report's page around it;
//! - [`chart`]: SVG charts (who wins in which round; the sweep of every pair of starts);
//! - [`answers`]: both answers (`dirac solve`);
//! - [`turns`]: the Dirac game turn by turn and round by round (`dirac turns`);
//! - [`stats`]: its exact statistics (`dirac stats`);
//! - [`scan`]: one rule varied over its values (`dirac scan`);
//! - [`sweep`]: every pair of starts (`dirac sweep`), its cells rendered as they are made;
//! - [`layer`]: one player's grid of space by score;
//! - [`trace`]: the practice game in the puzzle's own words, a line per turn;
//! - [`report`]: the report's page, assembled from the sections of the others.
//!
//! Each command's document is built from named sections (`answers::parts`, `turns::tables`,
//! `stats::chances`, `sweep::summary`), so that the report takes the sections it shows and
//! never edits rendered text.

#![deny(missing_docs)]

pub mod answers;
pub mod chart;
pub mod check;
pub mod doc;
pub mod html;
pub mod layer;
pub mod planned;
pub mod report;
pub mod scan;
pub mod simulate;
pub mod stats;
pub mod sweep;
pub mod trace;
pub mod turns;
pub mod words;

pub use chart::ChartError;
