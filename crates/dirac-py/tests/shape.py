"""The package's results written back in the shape of the `dirac` command's JSON (docs/json.md),
led by the JSON Schema (docs/schema/): each field is read by its name from the result, so a
test comparing the two checks the one vocabulary as well as the numbers. Counts go back to
strings of digits, exact fractions to their parts and roundings."""

from __future__ import annotations

import json
from typing import Any, Dict

from conftest import ROOT

SCHEMA = ROOT / "docs" / "schema"

# The fields of the values that are Python classes of their own, as the JSON writes them.
PARTS = {
    "Probability": ("numerator", "denominator", "decimal", "percent"),
    "FractionView": ("numerator", "denominator", "decimal", "short"),
    "Share": ("percent", "portion", "whole"),
    "RulesView": ("board", "rolls", "practice_die", "practice_sequence", "practice_target",
                  "dirac_faces", "dirac_die", "dirac_target"),
}


def written(value: Any, node: Dict[str, Any], defs: Dict[str, Any]) -> Any:
    """`value` as the JSON writes the schema's `node`."""
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[1]
        target = defs[name]
        if name == "Count":
            return str(value)
        if name in PARTS:
            return {k: written(getattr(value, k), target["properties"][k], defs)
                    for k in PARTS[name]}
        return written(value, target, defs)
    for options in (node.get("anyOf"), node.get("oneOf")):
        if options and any(o.get("type") == "null" for o in options):
            inner = [o for o in options if o.get("type") != "null"][0]
            return None if value is None else written(value, inner, defs)
    if "properties" in node:
        out = {}
        for key, inner in node["properties"].items():
            v = getattr(value, key)
            if v is None and key not in node.get("required", []):
                continue
            out[key] = written(v, inner, defs)
        return out
    if node.get("type") == "array" or "array" in (node.get("type") or []):
        if value is None:
            return None
        if "prefixItems" in node:
            return [written(v, n, defs) for v, n in zip(value, node["prefixItems"])]
        return [written(v, node["items"], defs) for v in value]
    return value


def as_json(value: Any, output: str) -> Any:
    """A result as `dirac OUTPUT --format json` writes it (keys sorted, as json.loads gives
    them back to compare)."""
    schema = json.loads((SCHEMA / f"{output}.json").read_text())
    return written(value, schema, schema.get("$defs", {}))


def solve(s: Any) -> Any:
    return as_json(s, "solve")


def turns(t: Any) -> Any:
    return as_json(t, "turns")


def stats(s: Any) -> Any:
    return as_json(s, "stats")


def sweep(s: Any) -> Any:
    return as_json(s, "sweep")
