#!/usr/bin/env python3
"""How many wrong answers from realistic day 21 mistakes `dirac check` names, on the puzzle's
rules, and how long a check takes (issue 56).

Each mistake is a small buggy solver written here, the plain way, sharing no code with dirac:
its answer for a pair of starts is checked with the Python package (`dirac_dice.check`, which
runs the engine's plan), and counted as named when the check's verdict is "mistake" with the
solver's own id among those named. Answers a mistake leaves right are not counted. Prints a
table by mistake, the share in all, and the median time of a check.

    target/py-venv/bin/python scripts/check-share.py [STARTS...]

With no argument, every pair of starts 1..10 whose first start is odd (50 pairs).
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


def not_swapped(starts):
    @lru_cache(maxsize=None)
    def wins(cp, cs, op, os_):
        total = [0, 0]
        for s, ways in SUMS:
            np_ = (cp - 1 + s) % 10 + 1
            a, b = (1, 0) if cs + np_ >= 21 else wins(op, os_, np_, cs + np_)
            total[0] += a * ways
            total[1] += b * ways
        return tuple(total)

    return wins(starts[0], 0, starts[1], 0)


def wrapped(x, bits, signed):
    x %= 1 << bits
    return x - (1 << bits) if signed and x >= 1 << (bits - 1) else x


def mistakes(a, b):
    """(id, part, answer) of every buggy solver for starts a, b."""
    mod10, from0 = (lambda s: s % 10), (lambda s: s - 1)
    right = dirac((a, b))
    out = [
        ("die-off-by-one", 1, practice((a, b), die=99)),
        ("win-test-strict", 1, practice((a, b), strict=True)),
        ("player-2-first", 1, practice((b, a))),
        ("turns-not-rolls", 1, practice((a, b), answer="lowest-turns")),
        ("winner-score", 1, practice((a, b), answer="winner-rolls")),
        ("die-face-not-rolls", 1, practice((a, b), answer="lowest-face")),
        ("space-scores-zero", 1, practice((a, b), points=mod10)),
        ("spaces-from-zero", 1, practice((a, b), points=from0)),
        ("win-after-round", 1, practice((a, b), after_round=True)),
        ("fewer-wins", 2, min(right)),
        ("both-wins-added", 2, sum(right)),
        ("memo-without-turn", 2, max(dirac((a, b), no_turn=True))),
        ("pair-not-swapped", 2, max(not_swapped((a, b)))),
        ("space-scores-zero", 2, max(dirac((a, b), points=mod10))),
        ("spaces-from-zero", 2, max(dirac((a, b), points=from0))),
        ("win-after-round", 2, max(dirac((a, b), after_round=True))),
        ("target-20", 2, max(dirac((a, b), target=20))),
        ("win-test-strict", 2, max(dirac((a, b), strict=True))),
        ("player-2-first", 2, max(dirac((b, a)))),
        ("split-per-turn", 2, max(dirac((a, b), sums=[(1, 1), (2, 1), (3, 1)]))),
        ("sums-equally-likely", 2, max(dirac((a, b), sums=[(s, 1) for s, _ in SUMS]))),
        ("overflow-32", 2, max(wrapped(w, 32, False) for w in right)),
        ("overflow-32-signed", 2, max(wrapped(w, 32, True) for w in right)),
        ("overflow-64-signed", 2, max(wrapped(w, 64, True) for w in right)),
    ]
    return out, (practice((a, b)), max(right))


def main():
    pairs = ([tuple(map(int, p.split(","))) for p in sys.argv[1:]]
             or [(a, b) for a in range(1, 11, 2) for b in range(1, 11)])
    named, wrong, times = Counter(), Counter(), []
    missed = []
    for a, b in pairs:
        bugs, rights = mistakes(a, b)
        for mid, part, answer in bugs:
            if answer in rights:
                continue
            wrong[mid] += 1
            began = time.perf_counter()
            check = dd.check([a, b], answer)
            times.append(time.perf_counter() - began)
            if check.verdict == "mistake" and mid in [m.id for m in check.mistakes]:
                named[mid] += 1
            else:
                missed.append((a, b, mid, part, answer, [m.id for m in check.mistakes]))
    print("| mistake | wrong answers | named |")
    print("|---|---:|---:|")
    for mid in wrong:
        print(f"| `{mid}` | {wrong[mid]} | {named[mid]} |")
    total, hits = sum(wrong.values()), sum(named.values())
    print(f"\n{hits} of {total} wrong answers named ({100 * hits / total:.1f}%), "
          f"{len(pairs)} pairs of starts; a check's median {1000 * statistics.median(times):.1f} ms, "
          f"longest {1000 * max(times):.1f} ms")
    for m in missed[:20]:
        print("missed:", m)


if __name__ == "__main__":
    main()
