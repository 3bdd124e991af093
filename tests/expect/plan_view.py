#!/usr/bin/env python3
"""One line summing up a plan, from dpopt --report=json on stdin.

Used by tests/expect/check.sh for `plan VIEW: VALUE` (see README.md):
prints the VIEW of the report, one word per launch site (or sync) joined by
spaces. Exits 1 with a message when stdin is no report or VIEW is unknown.
With --serve, answers "VIEW<tab>FILE" lines, one a line, in one process.
"""
import json
import sys


def device(r):
    return [l["plan"] for l in r["launches"] if l["device_side"]]


def shape(p):
    s = p["aggregate"]
    if p.get("threshold", {}).get("applied"):
        s += "/T"
    if p.get("coarsen", {}).get("applied"):
        s += "/C%d" % p["coarsen"]["factor"]
    return s


VIEWS = {
    # every launch, host-side ones too: its granularity or none
    "aggregate": lambda r: " ".join(l["plan"]["aggregate"] for l in r["launches"]),
    # device-side launches: granularity
    "granularity": lambda r: " ".join(p["aggregate"] for p in device(r)),
    # device-side launches: granularity:the indices of the scalar arguments
    "aggregate-scalars": lambda r: " ".join(
        p["aggregate"] + ":" + ",".join(map(str, p["scalar_args"])) for p in device(r)),
    # device-side launches: how vertical aggregation takes them (--promote)
    "promote": lambda r: " ".join(p.get("promote", "none") for p in device(r)),
    # host-side launches: whether each starts a promoted chain as a pool's first block
    "promote-start": lambda r: " ".join(
        "start" if l["plan"].get("promote_start") else "as-written" for l in r["launches"] if not l["device_side"]),
    # host-side launches: whether each launches a co-runnable version (--corun)
    "corun": lambda r: " ".join(
        "corun" if l["plan"].get("corun") else "as-written" for l in r["launches"] if not l["device_side"]),
    # device-side launches: how launch removal takes them
    "remove": lambda r: " ".join(p["remove"] for p in device(r)),
    # device-side launches: removal/persistent version
    "persistent": lambda r: " ".join(p["remove"] + "/" + p["persistent"] for p in device(r)),
    # device-side launches: whether their shared memory is placed (True, False, None)
    "shared": lambda r: " ".join(str(p.get("shared_placed")) for p in device(r)),
    # device-side launches: granularity, /T when thresholded, /C<factor> when coarsened
    "shape": lambda r: " ".join(shape(p) for p in device(r)),
    # the syncs' action:launches they run, then per device-side launch
    # whether a sync waits for it (true, false)
    "syncs": lambda r: " ".join(s["action"] + ":" + ",".join(map(str, s["runs"])) for s in r["syncs"])
    + " " + " ".join(str(p["waited_for"]).lower() for p in device(r)),
}



def view(name, text):
    """The view, or raises ValueError saying why there is none."""
    if name not in VIEWS:
        raise ValueError("unknown view %s; known: %s" % (name, ", ".join(sorted(VIEWS))))
    try:
        return VIEWS[name](json.loads(text))
    except (ValueError, KeyError, TypeError) as e:
        raise ValueError("no report with a %s view: %s: %s" % (name, type(e).__name__, e))


if len(sys.argv) == 2 and sys.argv[1] == "--serve":
    # For check.sh, one process for all runs: reads lines "VIEW<tab>FILE",
    # answers each with one line, the view or "error: why".
    for line in sys.stdin:
        name, _, path = line.rstrip("\n").partition("\t")
        try:
            with open(path, errors="replace") as f:
                answer = view(name, f.read())
        except (OSError, ValueError) as e:
            answer = "error: %s" % e
        print(answer.replace("\n", " "), flush=True)
elif len(sys.argv) == 2:
    try:
        print(view(sys.argv[1], sys.stdin.read()))
    except ValueError as e:
        sys.exit("plan_view.py: %s" % e)
else:
    sys.exit("usage: plan_view.py VIEW <report.json, or plan_view.py --serve")
