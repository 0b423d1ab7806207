//! The manual pages, made from the same definitions as `--help`: `dirac(1)` for the command and
//! one page a subcommand (`dirac-solve(1)`, ...) with every flag it takes.

use clap::CommandFactory;

use crate::cli::{Cli, PAGES};
use crate::failure::Failure;

/// The page of dirac itself (`None`) or of one of its subcommands, in roff.
pub(crate) fn page(command: Option<&str>) -> Result<Vec<u8>, Failure> {
    let mut top = Cli::command().disable_help_subcommand(true);
    // Building names each subcommand `dirac-solve`, ..., as its page and the top page's list of
    // pages call it.
    top.build();
    let cmd = match command {
        None => top,
        Some(name) => top
            .find_subcommand(name)
            .cloned()
            .ok_or_else(|| Failure::internal(format!("no manual page for {name:?}")))?,
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd)
        .source(concat!("dirac ", env!("CARGO_PKG_VERSION")))
        .render(&mut out)
        .map_err(|e| Failure::internal(format!("cannot render the man page: {e}")))?;
    Ok(out)
}

/// Every page with its file name: `dirac.1`, then `dirac-solve.1` and the others.
pub(crate) fn pages() -> Result<Vec<(String, Vec<u8>)>, Failure> {
    let mut all = vec![("dirac.1".to_owned(), page(None)?)];
    for name in PAGES {
        all.push((format!("dirac-{name}.1"), page(Some(name))?));
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(command: Option<&str>) -> String {
        String::from_utf8(page(command).unwrap()).unwrap()
    }

    #[test]
    fn every_subcommand_has_a_page_and_the_top_page_names_only_those() {
        let names: Vec<String> = Cli::command()
            .get_subcommands()
            .map(|c| c.get_name().to_owned())
            .collect();
        assert_eq!(names, PAGES);
        let top = text(None);
        for name in PAGES {
            assert!(top.contains(&format!("dirac\\-{name}(1)")), "{name}");
            let own = text(Some(name));
            let title = format!(
                ".TH dirac-{name} 1  \"dirac {}\"",
                env!("CARGO_PKG_VERSION")
            );
            assert!(own.contains(&title), "{name}: {own}");
        }
        assert!(!top.contains("dirac\\-help(1)"), "{top}");
    }

    #[test]
    fn a_page_documents_every_flag_of_its_command() {
        let solve = text(Some("solve"));
        for flag in [
            "board",
            "rolls",
            "practice\\-die",
            "practice\\-target",
            "dirac\\-faces",
            "dirac\\-target",
            "max\\-work",
            "max\\-memory",
            "format",
            "output",
            "part",
            "strategy",
        ] {
            assert!(solve.contains(&format!("\\-\\-{flag}")), "{flag}");
        }
        assert!(text(Some("turns")).contains("\\-\\-svg"));
        assert!(text(Some("man")).contains("\\-\\-dir"));
    }

    #[test]
    fn the_pages_are_named_for_their_commands() {
        let names: Vec<String> = pages().unwrap().into_iter().map(|(n, _)| n).collect();
        assert_eq!(names[0], "dirac.1");
        assert_eq!(names[1], "dirac-solve.1");
        assert_eq!(names.len(), PAGES.len() + 1);
    }
}
