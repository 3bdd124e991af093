#!/usr/bin/env python3
"""A stand-in for a program dpopt-tune tunes, with no GPU: its "build" reads
the decisions file dpopt-nvcc would (DPOPT_DECISIONS) and writes a program
whose printed time is the sum of a cost per site and kind (COSTS below), so
that the best choice is known: a mix of three kinds that no fixed option set
makes. One choice prints a wrong result (remove_t4 at the second site):
fastest of all, and never to be chosen. STANDIN_LUCKY names one plan (its
kinds, space-separated; with a threshold where it holds a colon:
"warp_batch grid_batch flatten_grid:128") whose program's first run prints
a time 10% under its own, as a process that drew a fast run does; its
later runs print its own (a file beside the program marks that a plan of
those kinds ran). STANDIN_DRAWS, where set, gives instead the factors of
the n-th run's time of each plan of those kinds (each counting its own
runs), the last factor for every later run. STANDIN_BEST_THRESHOLD
and STANDIN_BEST_COARSEN give a threshold or a coarsening a best value: 2
ms gained there, 0.5 ms less for each doubling or halving away from it.

    standin.py build PROGRAM LOG    writes PROGRAM, appends a line to LOG
    PROGRAM                         prints "result: ..." and "time: ... ms"
"""
import hashlib
import json
import math
import os
import sys

# tests/decisions/mix.cu's three sites; every other kind costs DEFAULT, the
# launch as written WRITTEN.
COSTS = [
    {"warp_batch": 1.0, "grid_batch": 5.0},
    {"grid_batch": 2.0, "remove_t4": 0.5},
    {"flatten_grid": 3.0, "grid_batch": 6.0},
]
# STANDIN_COSTS (JSON, the same shape) replaces them.
COSTS = json.loads(os.environ.get("STANDIN_COSTS", "null")) or COSTS
WRONG = (1, "remove_t4")
WRITTEN, DEFAULT = 10.0, 8.0
# What a threshold adds (STANDIN_THRESHOLD: a gain where negative).
THRESHOLD = float(os.environ.get("STANDIN_THRESHOLD", "0.5"))


def walked_cost(value, best, fixed):
    """A threshold's or coarsening's cost: `fixed` where no best value is
    set, else 2 ms gained at the best, 0.5 ms less a doubling away."""
    if not best:
        return fixed
    return -2.0 + 0.5 * abs(math.log2(value / float(best)))


def main():
    if len(sys.argv) != 4 or sys.argv[1] != "build":
        sys.exit("usage: standin.py build PROGRAM LOG")
    with open(os.environ["DPOPT_DECISIONS"]) as f:
        decisions = json.load(f)["decisions"]
    assert len(decisions) == len(COSTS), decisions
    total, result = 0.0, 42
    for i, d in enumerate(decisions):
        kind = d["kind"]
        total += WRITTEN if kind == "written" else COSTS[i].get(kind, DEFAULT)
        if d.get("threshold"):
            total += walked_cost(d["threshold"], os.environ.get("STANDIN_BEST_THRESHOLD"), THRESHOLD)
        if d.get("coarsen"):
            total += walked_cost(d["coarsen"], os.environ.get("STANDIN_BEST_COARSEN"), 0.0)
        if (i, kind) == WRONG:
            result = 41
    with open(sys.argv[2], "w") as f:
        f.write("#!/bin/sh\necho 'result: %d'\n" % result)
        lucky = os.environ.get("STANDIN_LUCKY", "")
        if lucky == " ".join(d["kind"] + (":%d" % d["threshold"] if ":" in lucky and d.get("threshold") else "")
                             for d in decisions):
            draws = [float(x) for x in os.environ.get("STANDIN_DRAWS", "0.9,1").split(",")]
            plan = hashlib.sha1(json.dumps(decisions, sort_keys=True).encode()).hexdigest()[:12] \
                if "STANDIN_DRAWS" in os.environ else "lucky"
            ran = "%s.%s.runs" % (sys.argv[2], plan)
            f.write("n=$(cat '%s' 2>/dev/null || echo 0); echo $((n + 1)) >'%s'\ncase $n in\n" % (ran, ran))
            for n, draw in enumerate(draws[:-1]):
                f.write("    %d) echo 'time: %.3f ms'; exit 0 ;;\n" % (n, draw * total))
            f.write("esac\n")
            total *= draws[-1]
        f.write("echo 'time: %.3f ms'\n" % total)
    os.chmod(sys.argv[2], 0o755)
    with open(sys.argv[3], "a") as f:
        f.write(" ".join(d["kind"] for d in decisions) + "\n")


if __name__ == "__main__":
    main()
