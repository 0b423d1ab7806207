//! `dirac schema`: the JSON Schema of each JSON output, generated from the very types that
//! are written (the library's views, with `schemars`), so that it cannot drift from them.
//! docs/schema/ holds them, checked against these by a test and against real outputs by
//! another (crates/dirac-py/tests/test_schema.py).

use dirac::view::{
    AnalysisView, AtlasView, CheckView, LayerView, ScanView, SimulationView, SolveView, StatsView,
    SweepView, TraceView, TracesCompared, TurnsView,
};
use schemars::{JsonSchema, Schema, SchemaGenerator, generate::SchemaSettings};
use serde_json::Value;

use super::bench::BenchJson;
use dirac::view::{CatalogEntry, PlanView};

/// One JSON output: its name (the file docs/schema/NAME.json) and the command that writes it.
pub(crate) struct Output {
    /// `solve`, `sweep-atlas`, ...
    pub(crate) name: &'static str,
    /// The command line that writes it.
    pub(crate) command: &'static str,
    schema: fn(&mut SchemaGenerator) -> Schema,
}

fn of<T: JsonSchema>(generator: &mut SchemaGenerator) -> Schema {
    generator.root_schema_for::<T>()
}

/// Every JSON output dirac writes, in the order of `dirac --help`.
pub(crate) const OUTPUTS: [Output; 15] = [
    Output {
        name: "solve",
        command: "dirac solve --format json",
        schema: of::<SolveView>,
    },
    Output {
        name: "turns",
        command: "dirac turns --format json",
        schema: of::<TurnsView>,
    },
    Output {
        name: "stats",
        command: "dirac stats --format json",
        schema: of::<StatsView>,
    },
    Output {
        name: "trace",
        command: "dirac trace --format json",
        schema: of::<TraceView>,
    },
    Output {
        name: "trace-compare",
        command: "dirac trace --compare MINE --format json",
        schema: of::<TracesCompared>,
    },
    Output {
        name: "check",
        command: "dirac check ANSWER --format json",
        schema: of::<CheckView>,
    },
    Output {
        name: "check-list",
        command: "dirac check --list --format json",
        schema: of::<Vec<CatalogEntry>>,
    },
    Output {
        name: "simulate",
        command: "dirac simulate --format json",
        schema: of::<SimulationView>,
    },
    Output {
        name: "sweep",
        command: "dirac sweep [--players N] --format json",
        schema: of::<SweepView>,
    },
    Output {
        name: "sweep-atlas",
        command: "dirac sweep --RULE A..B --format json",
        schema: of::<AtlasView>,
    },
    Output {
        name: "scan",
        command: "dirac scan --RULE A..B --format json",
        schema: of::<ScanView>,
    },
    Output {
        name: "bench",
        command: "dirac bench --format json",
        schema: of::<BenchJson>,
    },
    Output {
        name: "explain",
        command: "dirac COMMAND --explain --format json",
        schema: of::<Vec<PlanView>>,
    },
    Output {
        name: "page-layer",
        command: "the explorer's engine: one player's grid after a turn (layers)",
        schema: of::<LayerView>,
    },
    Output {
        name: "page",
        command: "the explorer's engine: one game's data (analysis.ok)",
        schema: of::<AnalysisView>,
    },
];

/// `output`'s schema, as a JSON value: its descriptions are the types' doc comments, with
/// Rust's link brackets taken out.
fn value(output: &Output) -> Value {
    let mut generator = SchemaSettings::draft2020_12().into_generator();
    let mut schema = (output.schema)(&mut generator);
    schema.insert("$id".into(), format!("dirac/{}.json", output.name).into());
    let about = match output.command.strip_prefix("dirac ") {
        Some(_) => format!("What `{}` writes.", output.command),
        None => format!("What {} holds.", output.command),
    };
    schema.insert("description".into(), about.into());
    let mut value = schema.to_value();
    unlink(&mut value);
    // The schema's own header first, and its definitions last, as a reader looks for them;
    // every type's properties in the order their JSON is written in.
    if let Value::Object(map) = &mut value {
        const FIRST: [&str; 4] = ["$schema", "$id", "title", "description"];
        let mut ordered = serde_json::Map::new();
        for key in FIRST {
            if let Some(v) = map.remove(key) {
                ordered.insert(key.to_owned(), v);
            }
        }
        let defs = map.remove("$defs");
        ordered.append(map);
        if let Some(defs) = defs {
            ordered.insert("$defs".to_owned(), defs);
        }
        *map = ordered;
    }
    value
}

/// `output`'s schema, pretty-printed with a final newline.
pub(crate) fn schema(output: &Output) -> String {
    super::to_json(&value(output))
}

/// Every description under `value` with rustdoc's "[`name`]" written as "`name`".
fn unlink(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map.iter_mut() {
                match inner {
                    Value::String(text) if key == "description" => {
                        *text = text.replace("[`", "`").replace("`]", "`");
                    }
                    _ => unlink(inner),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(unlink),
        _ => {}
    }
}

/// docs/json.md's field reference, written from the schemas by a test.
#[cfg(test)]
mod reference {
    use super::*;

    /// The field reference of docs/json.md, written from the schemas: a table for each output and
    /// for each object type they hold (once, however many hold it), with every field's JSON type
    /// and meaning.
    pub(super) fn reference() -> String {
        let mut out = String::new();
        let mut types: std::collections::BTreeMap<String, Value> = Default::default();
        for output in &OUTPUTS {
            let mut value = value(output);
            if let Some(Value::Object(defs)) = value.as_object_mut().and_then(|v| v.remove("$defs"))
            {
                types.extend(defs);
            }
            let title = value["title"].as_str().unwrap_or_default().to_owned();
            out += &format!("### `{}`: `{}`\n\n", output.name, output.command);
            out += &table(&title, &value);
        }
        for (name, value) in &types {
            out += &format!("### {name}\n\n");
            out += &table(name, value);
        }
        out
    }

    /// One type's table: its description, then a row a field (or its variants, for a union).
    fn table(name: &str, value: &Value) -> String {
        let mut out = String::new();
        if let Some(d) = value["description"].as_str() {
            out += &format!("{}\n\n", one_line(d));
        }
        let rows = |value: &Value, out: &mut String| {
            let required: Vec<&str> = value["required"]
                .as_array()
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            if let Some(Value::Object(fields)) = value.get("properties") {
                *out += "| field | type | meaning |\n|---|---|---|\n";
                for (field, v) in fields {
                    let optional = if required.contains(&field.as_str()) {
                        ""
                    } else {
                        " (optional)"
                    };
                    *out += &format!(
                        "| `{field}` | {}{optional} | {} |\n",
                        shape(v),
                        one_line(v["description"].as_str().unwrap_or_default())
                    );
                }
                *out += "\n";
            }
        };
        match value.get("oneOf").and_then(Value::as_array) {
            Some(variants) => {
                for v in variants {
                    let about = one_line(v["description"].as_str().unwrap_or_default());
                    match v["const"].as_str() {
                        // A word of an enumeration.
                        Some(word) => out += &format!("- `\"{word}\"`: {about}\n"),
                        // A variant of a union tagged by its `kind`.
                        None => {
                            let tag = v["properties"]["kind"]["const"]
                                .as_str()
                                .unwrap_or_default();
                            out += &format!("`{name}` of kind `\"{tag}\"`: {about}\n\n");
                            rows(v, &mut out);
                        }
                    }
                }
                if !out.ends_with("\n\n") {
                    out += "\n";
                }
            }
            None if value.get("enum").is_some() => {
                let values: Vec<String> = value["enum"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .map(|v| format!("`\"{v}\"`"))
                    .collect();
                out += &format!("One of {}.\n\n", values.join(", "));
            }
            None => rows(value, &mut out),
        }
        if let Some(items) = value.get("items") {
            out += &format!("An array of {}.\n\n", shape(items));
        }
        out
    }

    /// A field's JSON type, with a link to the type it refers to.
    fn shape(v: &Value) -> String {
        if let Some(word) = v["const"].as_str() {
            return format!("`\"{word}\"`");
        }
        if let Some(r) = v["$ref"].as_str() {
            let name = r.rsplit('/').next().unwrap_or(r);
            return format!("[{name}](#{})", name.to_lowercase());
        }
        if let Some(any) = v["anyOf"].as_array() {
            let parts: Vec<String> = any.iter().map(shape).collect();
            return parts.join(" or ");
        }
        match &v["type"] {
            Value::String(t) if t == "array" => format!("array of {}", shape(&v["items"])),
            Value::String(t) => t.clone(),
            Value::Array(ts) => {
                let names: Vec<String> = ts
                    .iter()
                    .filter_map(Value::as_str)
                    .map(|t| match t {
                        "array" => format!("array of {}", shape(&v["items"])),
                        t => t.to_owned(),
                    })
                    .collect();
                names.join(" or ")
            }
            _ => "value".to_owned(),
        }
    }

    /// A description as one table cell: its lines joined, pipes escaped.
    fn one_line(text: &str) -> String {
        text.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace('|', "\\|")
    }
}

/// The output called `name`.
pub(crate) fn named(name: &str) -> Option<&'static Output> {
    OUTPUTS.iter().find(|o| o.name == name)
}

/// The list `dirac schema` prints with no name: each output's name and command.
pub(crate) fn list() -> String {
    OUTPUTS
        .iter()
        .map(|o| format!("{:<14} {}\n", o.name, o.command))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// docs/schema/ is these schemas, written out: regenerate it with
    /// `DIRAC_SCHEMA_UPDATE=1 cargo test -p dirac-cli schema`.
    #[test]
    fn docs_schema_is_generated_from_the_views() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/schema");
        let update = std::env::var_os("DIRAC_SCHEMA_UPDATE").is_some();
        let mut stale = Vec::new();
        for output in &OUTPUTS {
            let path = dir.join(format!("{}.json", output.name));
            let want = schema(output);
            if update {
                std::fs::create_dir_all(&dir).unwrap();
                std::fs::write(&path, &want).unwrap();
            } else if std::fs::read_to_string(&path).ok().as_deref() != Some(want.as_str()) {
                stale.push(output.name);
            }
        }
        assert!(
            stale.is_empty(),
            "docs/schema/ differs from the views for {stale:?}: run \
             DIRAC_SCHEMA_UPDATE=1 cargo test -p dirac-cli schema"
        );
        let files = std::fs::read_dir(&dir).unwrap().count();
        assert_eq!(
            files,
            OUTPUTS.len(),
            "docs/schema/ holds a file no output writes"
        );
    }

    /// docs/json.md's field reference is written from the schemas (regenerated as above).
    #[test]
    fn docs_json_md_holds_the_reference_written_from_the_schemas() {
        const BEGIN: &str = "<!-- reference: written by `DIRAC_SCHEMA_UPDATE=1 cargo test -p dirac-cli schema` -->\n";
        const END: &str = "<!-- end of the reference -->\n";
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/json.md");
        let doc = std::fs::read_to_string(&path).unwrap();
        let (head, rest) = doc
            .split_once(BEGIN)
            .expect("docs/json.md has the reference's start");
        let (old, tail) = rest
            .split_once(END)
            .expect("docs/json.md has the reference's end");
        let new = super::reference::reference();
        if std::env::var_os("DIRAC_SCHEMA_UPDATE").is_some() {
            std::fs::write(&path, format!("{head}{BEGIN}{new}{END}{tail}")).unwrap();
        } else {
            assert!(
                old == new,
                "docs/json.md's reference differs from the schemas: run \
                DIRAC_SCHEMA_UPDATE=1 cargo test -p dirac-cli schema"
            );
        }
        assert!(new.contains("| `dirac_target` | integer |"), "{new}");
        assert!(new.contains("### Probability\n"));
    }

    #[test]
    fn every_name_is_found_and_each_schema_names_its_command() {
        for output in &OUTPUTS {
            let text = schema(named(output.name).unwrap());
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert_eq!(value["$id"], format!("dirac/{}.json", output.name));
            assert!(
                value["description"]
                    .as_str()
                    .unwrap()
                    .contains(output.command)
            );
        }
        assert!(named("nothing").is_none());
        assert_eq!(list().lines().count(), OUTPUTS.len());
    }
}
