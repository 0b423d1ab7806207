#!/usr/bin/env python3
"""How many wrong answers from realistic day 21 mistakes `dirac check` names, on the puzzle's
rules, and how long a check takes (issue 56).

Each mistake is a small buggy solver written here, the plain way, sharing no code with dirac:
its answer for a pair of starts is checked with the Python package (`dirac_dice.check`, which
runs the engine's plan), and counted as named when the check's verdict is "mistake" with the
solver's own id among those named. Answers a mistake leaves right are not counted. Prints a
table by mistake, the share in all, and the median time of a check.

    target/py-venv/bin/python scripts/check-share.py [--pairs] [STARTS...]

With no starts, every pair of starts 1..10 whose first start is odd (50 pairs). With
`--pairs`, every two mistakes of different kinds are also made together, and counted where
neither alone gives the same number: as named when the check names that pair.
"""

import statistics
import sys
import time
from collections import Counter
from functools import lru_cache

import dirac_dice as dd

SUMS = sorted(Counter(a + b + c for a in (1, 2, 3) for b in (1, 2, 3) for c in (1, 2, 3)).items())


def practice(starts, *, die=100, target=1000, points=lambda s: s, after_round=False,
             strict=False, answer="lowest-rolls"):
    """Part 1 played turn by turn with one mistake written in."""
    pos, score = list(starts), [0] * len(starts)
    face, rolls, turns = 0, 0, 0
    while True:
        for p in range(len(starts)):
            moved = 0
            for _ in range(3):
                face = face % die + 1
                moved += face
                rolls += 1
            turns += 1
            pos[p] = (pos[p] - 1 + moved) % 10 + 1
            score[p] += points(pos[p])
            won = (lambda s: s > target) if strict else (lambda s: s >= target)
            if (not after_round or p == len(starts) - 1) and any(won(s) for s in score):
                lowest = min(score)
                return {
                    "lowest-rolls": lowest * rolls,
                    "lowest-turns": lowest * turns,
                    "winner-rolls": max(score) * rolls,
                    "lowest-face": lowest * face,
                }[answer]


def dirac(starts, *, points=lambda s: s, target=21, after_round=False, strict=False,
          sums=SUMS, no_turn=False):
    """Part 2 by a recursion over (mover, spaces, scores), sums in increasing order."""
    memo = {}
    won = (lambda s: s > target) if strict else (lambda s: s >= target)

    def wins(mover, p1, s1, p2, s2):
        key = (p1, s1, p2, s2) if no_turn else (mover, p1, s1, p2, s2)
        if key in memo:
            return memo[key]
        total = [0, 0]
        for s, ways in sums:
            q1, t1, q2, t2 = p1, s1, p2, s2
            if mover == 0:
                q1 = (p1 - 1 + s) % 10 + 1
                t1 = s1 + points(q1)
            else:
                q2 = (p2 - 1 + s) % 10 + 1
                t2 = s2 + points(q2)
            check = not after_round or mover == 1
            if check and won(t1):
                a, b = 1, 0
            elif check and won(t2):
                a, b = 0, 1
            else:
                a, b = wins(1 - mover, q1, t1, q2, t2)
            total[0] += a * ways
            total[1] += b * ways
        memo[key] = tuple(total)
        return memo[key]

    return wins(0, starts[0], 0, starts[1], 0)


def not_swapped(starts, *, points=lambda s: s, target=21, strict=False, sums=SUMS):
    """Part 2 by the recursion that swaps the players for its call, not the pair it returns."""
    won = (lambda s: s > target) if strict else (lambda s: s >= target)

    @lru_cache(maxsize=None)
    def wins(cp, cs, op, os_):
        total = [0, 0]
        for s, ways in sums:
            np_ = (cp - 1 + s) % 10 + 1
            ns = cs + points(np_)
            a, b = (1, 0) if won(ns) else wins(op, os_, np_, ns)
            total[0] += a * ways
            total[1] += b * ways
        return tuple(total)

    return wins(starts[0], 0, starts[1], 0)


def wrapped(x, bits, signed):
    x %= 1 << bits
    return x - (1 << bits) if signed and x >= 1 << (bits - 1) else x


MOD10, FROM0 = (lambda s: s % 10), (lambda s: s - 1)
WIDTHS = [("overflow-32", (32, False)), ("overflow-32-signed", (32, True)),
          ("overflow-64", (64, False)), ("overflow-64-signed", (64, True))]

# Each mistake: its id, part, kind (two of one kind are never made together) and switches.
MISTAKES = [
    ("die-off-by-one", 1, "die", {"die": 99}),
    ("die-off-by-one", 1, "die", {"die": 101}),
    ("win-test-strict", 1, "target", {"strict": True}),
    ("player-2-first", 1, "order", {"swap": True}),
    ("turns-not-rolls", 1, "reading", {"answer": "lowest-turns"}),
    ("winner-score", 1, "reading", {"answer": "winner-rolls"}),
    ("die-face-not-rolls", 1, "reading", {"answer": "lowest-face"}),
    ("space-scores-zero", 1, "scoring", {"points": MOD10}),
    ("spaces-from-zero", 1, "scoring", {"points": FROM0}),
    ("win-after-round", 1, "test", {"after_round": True}),
    ("fewer-wins", 2, "reading", {"read": min}),
    ("both-wins-added", 2, "reading", {"read": sum}),
    ("memo-without-turn", 2, "counting", {"no_turn": True}),
    ("pair-not-swapped", 2, "counting", {"not_swapped": True}),
    ("space-scores-zero", 2, "scoring", {"points": MOD10}),
    ("spaces-from-zero", 2, "scoring", {"points": FROM0}),
    ("win-after-round", 2, "test", {"after_round": True}),
    ("target-20", 2, "target", {"target": 20}),
    ("win-test-strict", 2, "target", {"strict": True}),
    ("player-2-first", 2, "order", {"swap": True}),
    ("split-per-turn", 2, "dice", {"sums": [(1, 1), (2, 1), (3, 1)]}),
    ("sums-equally-likely", 2, "dice", {"sums": [(s, 1) for s, _ in SUMS]}),
] + [(mid, part, "width", {"wrap": w}) for part in (1, 2) for mid, w in WIDTHS]


def solve(a, b, part, switches):
    """The answer of a solver making the mistakes `switches` (merged), or None."""
    sw = dict(switches)
    starts = (b, a) if sw.pop("swap", False) else (a, b)
    wrap = sw.pop("wrap", None)
    if part == 1:
        value = practice(starts, **sw)
        return wrapped(value, *wrap) if wrap else value
    read = sw.pop("read", max)
    if sw.pop("not_swapped", False):
        if sw.get("after_round"):
            return None
        counts = not_swapped(starts, **sw)
    else:
        counts = dirac(starts, **sw)
    if read is sum:
        return wrapped(sum(counts), *wrap) if wrap else sum(counts)
    return read(wrapped(w, *wrap) for w in counts) if wrap else read(counts)


def printed(a, b, part, switches):
    """Every number a solver making `switches` may print: in a narrow width, also the right
    count wrapped (its larger or smaller taken before the wrap)."""
    value = solve(a, b, part, switches)
    sw = dict(switches)
    if part == 2 and "wrap" in sw and value is not None:
        wrap = sw.pop("wrap")
        exact = solve(a, b, part, sw)
        return {value, wrapped(exact, *wrap)}
    return {value}


def mistakes(a, b, pairs):
    """(ids, part, answer) of every buggy solver for starts a, b: each mistake alone, and
    where `pairs`, every two of different kinds whose number neither alone gives."""
    out = []
    alone = {}
    for k, (mid, part, kind, sw) in enumerate(MISTAKES):
        alone[k] = printed(a, b, part, sw)
        out.extend(((mid,), part, v) for v in alone[k])
    if pairs:
        for i, (x, part, kx, swx) in enumerate(MISTAKES):
            for j in range(i + 1, len(MISTAKES)):
                y, part_y, ky, swy = MISTAKES[j]
                if part_y != part or kx == ky:
                    continue
                value = solve(a, b, part, {**swx, **swy})
                if value is not None and value not in alone[i] | alone[j]:
                    out.append(((x, y), part, value))
    right = (practice((a, b)), max(dirac((a, b))))
    return out, right


def main():
    args = [a for a in sys.argv[1:] if a != "--pairs"]
    with_pairs = "--pairs" in sys.argv[1:]
    starts = ([tuple(map(int, p.split(","))) for p in args]
              or [(a, b) for a in range(1, 11, 2) for b in range(1, 11)])
    named, wrong, times = Counter(), Counter(), []
    missed = []
    for a, b in starts:
        bugs, rights = mistakes(a, b, with_pairs)
        for ids, part, answer in bugs:
            if answer is None or answer in rights:
                continue
            key = "+".join(ids)
            wrong[key] += 1
            began = time.perf_counter()
            check = dd.check([a, b], answer)
            times.append(time.perf_counter() - began)
            found = [set(m.id.split("+")) for m in check.mistakes]
            if check.verdict == "mistake" and set(ids) in found:
                named[key] += 1
            else:
                missed.append((a, b, key, part, answer, [m.id for m in check.mistakes]))
    singles = [k for k in wrong if "+" not in k]
    doubles = [k for k in wrong if "+" in k]
    print("| mistake | wrong answers | named |")
    print("|---|---:|---:|")
    for mid in singles:
        print(f"| `{mid}` | {wrong[mid]} | {named[mid]} |")
    if doubles:
        print(f"| {len(doubles)} pairs of mistakes | {sum(wrong[k] for k in doubles)} "
              f"| {sum(named[k] for k in doubles)} |")
    total, hits = sum(wrong.values()), sum(named.values())
    print(f"\n{hits} of {total} wrong answers named ({100 * hits / total:.1f}%), "
          f"{len(starts)} pairs of starts; a check's median {1000 * statistics.median(times):.1f} ms, "
          f"longest {1000 * max(times):.1f} ms")
    for m in missed[:20]:
        print("missed:", m)


if __name__ == "__main__":
    main()
