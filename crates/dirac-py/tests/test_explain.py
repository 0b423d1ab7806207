"""``explain=True``: every call that does work gives its plan instead of running, the same plan
as ``dirac COMMAND --explain``."""

from __future__ import annotations

import dirac_dice as dd
from conftest import EXAMPLE, cli_json


def test_every_call_tells_its_plan_and_runs_nothing():
    game = dd.Game([4, 8])
    calls = {
        "practice": lambda **k: game.practice(**k),
        "dirac": lambda **k: game.dirac(**k),
        "solve": lambda **k: game.solve(**k),
        "turns": lambda **k: game.turns(**k),
        "stats": lambda **k: game.stats(**k),
        "simulate": lambda **k: game.simulate(500, **k),
        "layer": lambda **k: game.layer(1, 3, **k),
        "trace": lambda **k: game.trace(**k),
        "check": lambda **k: game.check(739785, **k),
        "sweep": lambda **k: dd.sweep(board=6, **k),
        "scan": lambda **k: dd.scan([4, 8], dirac_target=range(5, 8), **k),
    }
    for name, call in calls.items():
        plan = call(explain=True)
        assert isinstance(plan, dd.Plan), name
        assert plan.request == name
        assert plan.steps > 0 and plan.memory > 0, name
        assert plan.refused is None and plan.measured is None, name
        assert sum(w.steps for w in plan.work) <= plan.steps, name
        assert "Plan: " + name in str(plan)
        # The call itself is unchanged.
        assert not isinstance(call(), dd.Plan)


def test_a_refused_plan_is_told_not_raised():
    far = dd.Game([4, 8], dirac_target=1000)
    plan = far.dirac(explain=True, max_work=1000)
    assert plan.refused.startswith("the per-player strategy would need about")
    assert plan.steps > plan.max_work == 1000


def test_the_plan_is_the_command_lines():
    game = dd.Game.parse(EXAMPLE)
    plan = game.simulate(500, explain=True)
    (told,) = cli_json(["simulate", "-", "--games", "500", "--explain"])
    assert plan.steps == int(told["steps"]) and plan.memory == int(told["memory"])
    assert plan.kernel == told["kernel"]
