"""The package's results written back in the shape of the `dirac` command's JSON (docs/json.md):
the field names are the package's attribute names, so a test comparing the two checks the one
vocabulary as well as the numbers. Counts go back to strings of digits."""

from __future__ import annotations

from typing import Any, Dict

import dirac_dice as dd


def rules(r: dd.Rules) -> Dict[str, Any]:
    return {
        "board": r.board,
        "rolls": r.rolls,
        "practice_die": r.practice_die,
        "practice_sequence": r.practice_sequence,
        "practice_target": str(r.practice_target),
        "dirac_faces": r.dirac_faces,
        "dirac_die": r.dirac_die,
        "dirac_target": r.dirac_target,
    }


def probability(p: dd.Probability) -> Dict[str, str]:
    return {
        "numerator": str(p.numerator),
        "denominator": str(p.denominator),
        "decimal": p.decimal,
        "percent": p.percent,
    }


def expectation(e: dd.Expectation) -> Dict[str, str]:
    return {
        "numerator": str(e.numerator),
        "denominator": str(e.denominator),
        "decimal": e.decimal,
        "short": e.short,
    }


def strings(counts: Any) -> list:
    return [str(c) for c in counts]


def practice(p: dd.Practice) -> Dict[str, Any]:
    return {
        "answer": str(p.answer),
        "winner": p.winner,
        "scores": strings(p.scores),
        "lowest": str(p.lowest),
        "die_rolls": str(p.die_rolls),
        "turns_played": str(p.turns_played),
    }


def dirac(d: dd.Dirac) -> Dict[str, Any]:
    return {
        "answer": str(d.answer),
        "leader": d.leader,
        "wins": strings(d.wins),
        "strategy": d.strategy,
        "width": d.width,
        "total": str(d.total),
        "share": [{"percent": s.percent} for s in d.share],
    }


def solve(s: dd.Solve) -> Dict[str, Any]:
    out: Dict[str, Any] = {"rules": rules(s.rules), "starts": list(s.starts)}
    if s.practice is not None:
        out["practice"] = practice(s.practice)
    if s.dirac is not None:
        out["dirac"] = dirac(s.dirac)
    out["contrast"] = s.contrast
    return out


def turns(t: dd.Turns) -> Dict[str, Any]:
    return {
        "rules": rules(t.rules),
        "starts": list(t.starts),
        "per_turn": str(t.per_turn),
        "players": [
            {
                "player": p.player,
                "start": p.start,
                "last_turn": p.last_turn,
                "by_turn": [
                    {
                        "turn": r.turn,
                        "reached": str(r.reached),
                        "playing": str(r.playing),
                        "reached_share": {"percent": r.reached_share.percent},
                        "playing_share": {"percent": r.playing_share.percent},
                    }
                    for r in p.by_turn
                ],
            }
            for p in t.players
        ],
        "rounds": [
            {"round": r.round, "wins": strings(r.wins), "undecided": str(r.undecided)}
            for r in t.rounds
        ],
        "last_turn": t.last_turn,
        "first_win_round": t.first_win_round,
        "totals": strings(t.totals),
        "leader": t.leader,
    }


def stats(s: dd.Stats) -> Dict[str, Any]:
    return {
        "rules": rules(s.rules),
        "starts": list(s.starts),
        "win_probability": [probability(p) for p in s.win_probability],
        "expected_turns": expectation(s.expected_turns),
        "expected_rolls": expectation(s.expected_rolls),
        "most_likely_turns": s.most_likely_turns,
        "length": [
            {
                "turns": r.turns,
                "probability": probability(r.probability),
                "height": r.height,
                "charted": r.charted,
            }
            for r in s.length
        ],
        "contrast": s.contrast,
        "practice": practice(s.practice),
    }


def starts(p: dd.Starts) -> Dict[str, Any]:
    return {"starts": list(p.starts), "probability": probability(p.probability)}


def sweep(s: dd.Sweep) -> Dict[str, Any]:
    summary = s.summary
    return {
        "rules": rules(s.rules),
        "summary": {
            "games": summary.games,
            "best": [starts(p) for p in summary.best],
            "worst": [starts(p) for p in summary.worst],
            "first_mover_ahead": summary.first_mover_ahead,
            "first_mover_favoured": summary.first_mover_favoured,
            "best_by_column": list(summary.best_by_column),
        },
        "scale": {"low": s.scale.low, "high": s.scale.high},
        "key": list(s.key),
        "cells": [
            {
                "starts": list(c.starts),
                "practice_answer": str(c.practice_answer),
                "dirac_answer": str(c.dirac_answer),
                "wins": strings(c.wins),
                "win_probability": [probability(p) for p in c.win_probability],
                "label": c.label,
                "colour": c.colour,
            }
            for c in s.cells
        ],
    }
