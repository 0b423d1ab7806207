//! Pure renderers: results in, text out. Nothing here prints or reads.

pub(crate) mod chart;
pub(crate) mod doc;
pub(crate) mod html;
