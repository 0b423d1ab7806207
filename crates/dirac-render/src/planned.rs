//! What a command would do, told by its plan (`--explain`), from [`PlanView`]s alone.

use dirac::view::PlanView;

use crate::doc::{self, Doc, Table};

/// The plans as a document: text and Markdown.
pub fn doc(plans: &[PlanView]) -> Doc {
    let mut doc = Doc::default();
    for p in plans {
        doc.heading(format!("Plan: {}", p.request));
        doc.line(format!(
            "Estimate: {} steps ({} on the reference CPU) and {} of memory, on the {} kernel; \
             the limits: {} steps and {} bytes.",
            p.steps, p.time, p.held, p.kernel, p.max_work, p.max_memory
        ));
        let mut t = Table::new(&["work", "count", "steps"], &[false, true, true]);
        for w in &p.work {
            t.row(vec![w.op.clone(), w.count.to_string(), w.steps.to_string()]);
        }
        doc.table(t);
        match &p.refused {
            Some(why) => doc.line(format!("Refused: {why}.")),
            None => doc.line("Within the limits: it would run."),
        }
        if let Some(m) = &p.measured {
            doc.line(format!(
                "Run: {} ns ({}); the estimate is {} times that.",
                m.nanoseconds, m.time, m.estimate_over_measured
            ));
        }
    }
    doc
}

/// The plans as CSV: a row a plan and kind of work, then the whole.
pub fn csv(plans: &[PlanView]) -> String {
    let mut rows = Vec::new();
    for p in plans {
        for w in &p.work {
            rows.push(vec![
                p.request.clone(),
                w.op.clone(),
                w.count.to_string(),
                w.steps.to_string(),
            ]);
        }
        rows.push(vec![
            p.request.clone(),
            "whole".to_owned(),
            String::new(),
            p.steps.to_string(),
        ]);
    }
    doc::csv(&["request", "work", "count", "steps"], &rows)
}
