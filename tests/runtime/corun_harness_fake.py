#!/usr/bin/env python3
"""A stand-in for bench/corun's harness (bench/corun/main.cu), for
bench/corun/run.py's test in tests/run-all.sh: three kernels, the lines the
harness writes for --list and for each --script command, every run
verified. Each command it is asked is appended to $FAKE_HARNESS_LOG, so the
test sees what run.py measured again and what it took from a run resumed."""
import os
import sys

APPS = [("AAA", "ka", "Up"), ("BBB", "kb", "Optimal"), ("CCC", "kc", "Down")]

if sys.argv[1:] == ["--list"]:
    for app in APPS:
        print(" ".join(app))
    sys.exit(0)
log = open(os.environ["FAKE_HARNESS_LOG"], "a")
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    log.write(line)
    log.flush()
    what, name = words[0], words[1]
    if what == "alone":
        print("alone=%s scale=1 ms_median=0.5000 ms_min=0.4900 runs=3 blocks=64 block=256 max_per_sm=8 verified=yes"
              % name)
    elif what == "profile":
        for tlp in range(1, 9):
            print("profile=%s tlp=%d ms_median=%.4f ms_min=%.4f runs=1 verified=yes" % (name, tlp, 1 + abs(tlp - 3) / 4,
                                                                                   1 + abs(tlp - 3) / 4))
        print("profile=%s kernel=k category=Optimal opt=3 opt_ms=1.0000 max_per_sm=8 paper=- verified=yes" % name)
    elif what == "pair":
        mode = next((w[5:] for w in words if w.startswith("mode=")), "concurrent")
        # the co-runnable build (DPOPT_CORUN_REPORT asked) 20% faster than concurrent as written
        ms = 2.0 if "DPOPT_CORUN_REPORT=stdout" not in words else 1.6
        print("pair=%s mode=%s scale_a=1 scale_b=1 ms_median=%.4f ms_min=%.4f runs=5 verified=yes" % (name, mode, ms, ms))
    sys.stdout.flush()
