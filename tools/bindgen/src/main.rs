//! Binds a module of the explorer for the page: what `wasm-bindgen --target web --no-typescript
//! [--out-name NAME] --out-dir DIR MODULE` writes, byte for byte, through the library that CLI
//! is built on.
//!
//! Usage: `dirac-bindgen MODULE DIR [NAME]`, NAME the stem of the files written into DIR (the
//! module's own by default).

use std::process::ExitCode;

use wasm_bindgen_cli_support::Bindgen;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (module, dir, name) = match args.as_slice() {
        [module, dir] => (module, dir, None),
        [module, dir, name] => (module, dir, Some(name)),
        _ => {
            eprintln!("usage: dirac-bindgen MODULE DIR [NAME]");
            return ExitCode::from(2);
        }
    };
    match bind(module, dir, name.map(String::as_str)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("dirac-bindgen: {module}: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// The CLI's settings for `--target web --no-typescript`, each of the others at the CLI's
/// default (the library's own defaults differ: it would leave out the module's default path).
fn bind(module: &str, dir: &str, name: Option<&str>) -> anyhow::Result<()> {
    let mut bindgen = Bindgen::new();
    bindgen.web(true)?;
    bindgen
        .input_path(module)
        .typescript(false)
        .demangle(true)
        .omit_default_module_path(false);
    if let Some(name) = name {
        bindgen.out_name(name);
    }
    bindgen.generate(dir)
}
