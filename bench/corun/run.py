#!/usr/bin/env python3
"""bench/corun/run.py - concurrent kernel management (issue 17) on a GPU.

Builds the harness twice (the eight kernels as written, and after
`dpopt --corun`), then:

 1. sizes each kernel so that it runs about --target-ms alone (its `scale`);
 2. profiles each kernel alone at every TLP from 1 to the most blocks an SM
    holds (the co-runnable build under DPOPT_CORUN=<kernel>:tlp=T): its
    category (Up, Optimal, Down) and optimum, beside the paper's Table II;
 3. runs every pair of kernels five ways, each kernel verified on the CPU:
      serial      A then B in one stream (as written)
      concurrent  A and B in two streams (as written): the baseline
      tlp         the co-runnable build, section III-A's static pairing: the
                  Down or Optimal kernel at its optimum, the other `tlp=rest`
                  and its own optimum once the first has ended (`alone=`)
                  (Up with Up: no modulation, as in the paper)
      tlp+bypass  the same with section III-B's online bypass search, in
                  every run (DPOPT_CORUN_BYPASS=search)
      tlp+bypass-learnt  the search once, its outcome kept for the pair's
                  later runs (DPOPT_CORUN_BYPASS=learn)
      green       as written, each kernel in a green context of its own
                  half of the SMs (CUDA's own partitioning)
 4. prints, per pair, each configuration's speedup over `concurrent`, and
    the geometric means over the pairs that are not Up with Up, beside the
    paper's 1.30x (TLP) and 1.42x (TLP and bypassing).

Writes corun-scales.csv, corun-profile.csv, corun-categories.csv and
corun-pairs.csv into --out. Each build runs as one harness process in
--script mode, so that each kernel's inputs and CPU reference are made once.

    bench/corun/run.py --out /tmp/corun                 everything
    bench/corun/run.py --out /tmp/corun --pairs BKP,KMS --runs 3
    bench/corun/run.py --out /tmp/more --resume /tmp/corun
                      the scales and categories of that run (no calibration
                      or profile: minutes of device time), its pairs measured
                      in every configuration kept, only the others run
"""
import argparse
import itertools
import math
import os
import re
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PAPER = {  # Table II: type, optimum, maximum (Fermi-like, GPGPU-Sim)
    "BKP": ("Up", 6, 6), "HST": ("Up", 3, 3), "SRD": ("Up", 3, 3), "SPM": ("Optimal", 2, 8),
    "BLK": ("Optimal", 6, 8), "LBM": ("Optimal", 3, 6), "KMS": ("Down", 1, 6), "STC": ("Down", 1, 3),
}
CONFIGS = ["serial", "concurrent", "tlp", "tlp+bypass", "tlp+bypass-learnt", "green"]


STARTED = time.time()


def say(*args):
    print(*args, flush=True)


def elapsed():
    """Seconds since the start, for the log: where a long run spends its time."""
    return "%6.1f s" % (time.time() - STARTED)


def sh(cmd, env=None, timeout=600):
    """Runs cmd; returns (status, stdout, stderr)."""
    full = dict(os.environ)
    full.update(env or {})
    p = subprocess.run(cmd, cwd=ROOT, env=full, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def fields(line):
    return dict(m.groups() for m in re.finditer(r"(\w+)=(\S+)", line))


def last_line(out):
    lines = [l for l in out.splitlines() if "=" in l]
    return fields(lines[-1]) if lines else {}


def build(out, dpopt):
    """The two harnesses (bench/corun/build.sh): as written, and through dpopt --corun."""
    status, o, e = sh(["bash", "bench/corun/build.sh", out, dpopt])
    if status != 0:
        sys.exit("bench/corun/build.sh failed:\n" + o + e)
    say(o.strip())
    return {name: os.path.join(out, name) for name in ("as_written", "corun")}


def listing(binary):
    status, out, err = sh([binary, "--list"])
    if status != 0:
        sys.exit("--list failed: " + err)
    apps = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3:
            apps[parts[0]] = {"kernel": parts[1], "type": parts[2]}
    return apps


class Harness:
    """One harness process in --script mode: each app is set up once."""

    def __init__(self, binary, log):
        self.log = open(log, "w")
        self.p = subprocess.Popen([binary, "--script"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=self.log, text=True, bufsize=1)

    def ask(self, command, ends=("alone=", "pair=")):
        """The command's lines up to its result line (the report lines before it)."""
        self.p.stdin.write(command + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("the harness stopped at: %s (exit %s; its stderr: %s)" % (command, self.p.wait(),
                                                                                 self.log.name))
            lines.append(line.rstrip("\n"))
            if line.startswith(ends) or "category=" in line:
                return lines

    def close(self):
        self.p.stdin.close()
        status = self.p.wait()
        self.log.close()
        return status


def calibrate(binary, apps, target, out):
    h = Harness(binary, os.path.join(out, "calibrate.log"))
    scales = {}
    with open(os.path.join(out, "corun-scales.csv"), "w") as csv:
        csv.write("app,default_ms,scale\n")
        for a in apps:
            f = fields(h.ask("alone %s scale=1 runs=3" % a)[-1])
            if f.get("verified") != "yes":
                sys.exit("%s at its default size: %s" % (a, f))
            ms = float(f["ms_median"])
            scales[a] = min(max(target / ms, 0.25), 16.0)
            csv.write("%s,%.4f,%.4f\n" % (a, ms, scales[a]))
            say("scale %s: %.4f ms at 1, scale %.3f for %.2f ms" % (a, ms, scales[a], target))
    h.close()
    return scales


def profile(h, written, apps, scales, runs, out):
    """Each kernel alone at every TLP (the co-runnable build), and alone as written at the same size:
    what admission itself costs."""
    cats = {}
    with open(os.path.join(out, "corun-profile.csv"), "w") as prof, \
            open(os.path.join(out, "corun-categories.csv"), "w") as catf:
        prof.write("app,tlp,ms_median,verified\n")
        catf.write("app,kernel,max_per_sm,category,opt,opt_ms,as_written_ms,paper_type,paper_opt,paper_max\n")
        for a in apps:
            for line in h.ask("profile %s scale=%.4f runs=%d" % (a, scales[a], runs)):
                f = fields(line)
                if "tlp" in f:
                    prof.write("%s,%s,%s,%s\n" % (a, f["tlp"], f["ms_median"], f["verified"]))
                if "category" in f:
                    cats[a] = f
            c = cats[a]
            if c.get("verified") != "yes":
                sys.exit("profiling %s: a run differs from the reference" % a)
            p = PAPER.get(a, ("", "", ""))
            w = fields(written.ask("alone %s scale=%.4f runs=%d" % (a, scales[a], runs))[-1])
            catf.write("%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n" % (a, apps[a]["kernel"], c["max_per_sm"], c["category"],
                                                            c["opt"], c.get("opt_ms", ""), w.get("ms_median", ""),
                                                            p[0], p[1], p[2]))
            say("%s profile %s: %s, optimum %s of %s, %s ms there, %s ms as written (paper: %s, %s of %s)" % (
                elapsed(), a, c["category"], c["opt"], c["max_per_sm"], c.get("opt_ms", "?"), w.get("ms_median", "?"),
                p[0], p[1], p[2]))
    return cats


def read_csv(path):
    with open(path) as f:
        header = f.readline().strip().split(",")
        return [dict(zip(header, line.rstrip("\n").split(","))) for line in f if line.strip()]


def resumed(folder, apps, out):
    """A previous run's scales and categories, and the rows of its pairs measured in every
    configuration (each verified, or unsupported where a configuration cannot run)."""
    scales = {r["app"]: float(r["scale"]) for r in read_csv(os.path.join(folder, "corun-scales.csv"))}
    cats = {}
    for r in read_csv(os.path.join(folder, "corun-categories.csv")):
        cats[r["app"]] = {"category": r["category"], "opt": r["opt"], "max_per_sm": r["max_per_sm"],
                          "opt_ms": r["opt_ms"], "verified": "yes"}
    missing = [a for a in apps if a not in scales or a not in cats]
    if missing:
        sys.exit("--resume %s: no scale or category for %s" % (folder, ", ".join(missing)))
    by_pair = {}
    pairs_csv = os.path.join(folder, "corun-pairs.csv")
    for r in read_csv(pairs_csv) if os.path.exists(pairs_csv) else []:
        by_pair.setdefault((r["a"], r["b"]), []).append(r)
    kept = {pair: rows for pair, rows in by_pair.items()
            if sorted(r["config"] for r in rows) == sorted(CONFIGS)
            and all(r["status"] in ("ok", "unsupported") for r in rows)}
    if os.path.abspath(folder) != out:
        for name in ("corun-scales.csv", "corun-profile.csv", "corun-categories.csv"):
            if os.path.exists(os.path.join(folder, name)):
                with open(os.path.join(folder, name)) as src, open(os.path.join(out, name), "w") as dst:
                    dst.write(src.read())
    say("resumed from %s: scales and categories of %d kernels, %d pairs measured in every configuration" % (
        folder, len(cats), len(kept)))
    return scales, cats, kept


def pair_settings(a, b, apps, cats):
    """Section III-A: the modulated kernel first, its optimum; the other what is left, and its own
    optimum once it runs alone (the runtime raises it when the first ends)."""
    ca, cb = cats[a]["category"], cats[b]["category"]
    if ca == "Up" and cb == "Up":
        return a, b, None
    m, other = (a, b) if ca != "Up" else (b, a)
    spec = "%s:tlp=%s,%s:tlp=rest:alone=%s" % (apps[m]["kernel"], cats[m]["opt"], apps[other]["kernel"],
                                                cats[other]["opt"])
    return m, other, spec


PAIR_FIELDS = ["a", "b", "type_a", "type_b", "config", "setting", "ms_median", "ms_min", "verified", "status"]


def run_pairs(harnesses, apps, cats, scales, pairs, runs, out, kept=None):
    """Each pair in every configuration; a pair `kept` holds (a previous run's rows) is written
    and reported as it was, not run again."""
    rows = []
    kept = kept or {}
    with open(os.path.join(out, "corun-pairs.csv"), "w") as csv:
        csv.write(",".join(PAIR_FIELDS) + "\n")
        for a, b in pairs:
            first, second, spec = pair_settings(a, b, apps, cats)
            old = kept.get((first, second)) or kept.get((second, first))
            if old:
                for r in old:
                    csv.write(",".join(r[k] for k in PAIR_FIELDS) + "\n")
                    ms = r["ms_median"]
                    rows.append((r["a"], r["b"], r["config"], float(ms) if ms and r["status"] == "ok" else None,
                                 r["status"]))
                say("%s %s,%s kept from the run resumed" % (elapsed(), first, second))
                continue
            base = "pair %s,%s scale_a=%.4f scale_b=%.4f runs=%d" % (first, second, scales[first], scales[second],
                                                                      runs)
            for config in CONFIGS:
                if config in ("serial", "concurrent", "green"):
                    h, command = harnesses["as_written"], base + " mode=" + config
                else:
                    h, command = harnesses["corun"], base + " mode=concurrent DPOPT_CORUN_REPORT=stdout"
                    if spec:
                        command += " DPOPT_CORUN=" + spec
                    if config != "tlp":
                        command += " DPOPT_CORUN_BYPASS=" + ("learn" if config.endswith("learnt") else "search")
                lines = h.ask(command)
                f = fields(lines[-1])
                state = "ok" if f.get("verified") == "yes" else f.get("status", "wrong")
                ms = f.get("ms_median", "")
                setting = (spec or "default (Up with Up)") if config.startswith("tlp") else ""
                bypass = sorted(set(re.findall(r"dpopt corun: (\w+): .*?quota (\d+) an SM, bypass (\d+) an SM", "\n".join(lines))))
                if bypass and config != "tlp":
                    setting += " | final " + " ".join("%s:tlp=%s:bypass=%s" % q for q in bypass)
                raised = sorted(set(re.findall(r"dpopt corun: (\w+): .*?(raised to \d+|not raised[^,]*)", "\n".join(lines))))
                if raised:
                    setting += " | alone " + " ".join("%s %s" % q for q in raised)
                csv.write("%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n" % (first, second, cats[first]["category"],
                                                              cats[second]["category"], config,
                                                              setting.replace(",", ";"), ms, f.get("ms_min", ""),
                                                              f.get("verified", "no"), state))
                rows.append((first, second, config, float(ms) if ms and state == "ok" else None, state))
                say("%s %s,%s %-18s %8s ms %s %s" % (elapsed(), first, second, config, ms, state, setting))
    return rows


def report(rows, cats):
    by = {}
    for a, b, config, ms, state in rows:
        by.setdefault((a, b), {})[config] = ms
    shown = [c for c in CONFIGS if c != "concurrent"]
    say("\n| pair | types | " + " | ".join(shown) + " |")
    say("| --- | --- |" + " ---: |" * len(shown))
    logs = {c: [] for c in shown}
    for (a, b), t in by.items():
        up_up = cats[a]["category"] == "Up" and cats[b]["category"] == "Up"
        base = t.get("concurrent")
        cells = []
        for c in shown:
            if base and t.get(c):
                s = base / t[c]
                cells.append("%.2fx" % s)
                if not up_up:
                    logs[c].append(math.log(s))
            else:
                cells.append("-")
        say("| %s,%s | %s,%s%s | %s |" % (a, b, cats[a]["category"], cats[b]["category"],
                                          " (Up with Up)" if up_up else "", " | ".join(cells)))
    for c in shown:
        if logs[c]:
            say("geomean %s over concurrent (%d pairs, Up with Up left out): %.3fx" % (
                c, len(logs[c]), math.exp(sum(logs[c]) / len(logs[c]))))
    say("paper (GPGPU-Sim, Fermi-like): TLP modulation 1.30x, with bypassing 1.42x")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--dpopt", default=os.path.join(ROOT, "build/dpopt"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--target-ms", type=float, default=1.0)
    ap.add_argument("--pairs", default="", help="A,B A,C ... (default: all 28)")
    ap.add_argument("--built", default="", help="a folder holding as_written and corun, built by "
                    "bench/corun/build.sh elsewhere (on a machine without a GPU, say): not built again")
    ap.add_argument("--resume", default="", help="a previous run's --out: its scales, categories and "
                    "pairs measured in every configuration are taken, not measured again")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    if args.built:
        binaries = {name: os.path.join(os.path.abspath(args.built), name) for name in ("as_written", "corun")}
        say("using %s and %s, built before" % (binaries["as_written"], binaries["corun"]))
    else:
        binaries = build(out, args.dpopt)
    apps = listing(binaries["as_written"])
    kept = {}
    if args.resume:
        scales, cats, kept = resumed(os.path.abspath(args.resume), apps, out)
    else:
        scales = calibrate(binaries["as_written"], list(apps), args.target_ms, out)
    harnesses = {name: Harness(binary, os.path.join(out, name + ".log")) for name, binary in binaries.items()}
    if not args.resume:
        cats = profile(harnesses["corun"], harnesses["as_written"], apps, scales, args.runs, out)
    pairs = [tuple(p.split(",")) for p in args.pairs.split()] if args.pairs else \
        list(itertools.combinations(list(apps), 2))
    rows = run_pairs(harnesses, apps, cats, scales, pairs, args.runs, out, kept)
    report(rows, cats)
    statuses = [h.close() for h in harnesses.values()]
    failed = [r for r in rows if r[4] not in ("ok", "unsupported")]
    sys.exit(1 if failed or any(statuses) else 0)


if __name__ == "__main__":
    main()
