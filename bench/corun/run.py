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
                  (Up with Up: no modulation, as in the paper)
      tlp+bypass  the same with section III-B's online bypass search
      green       as written, each kernel in a green context of its own
                  half of the SMs (CUDA's own partitioning)
 4. prints, per pair, each configuration's speedup over `concurrent`, and
    the geometric means over the pairs that are not Up with Up, beside the
    paper's 1.30x (TLP) and 1.42x (TLP and bypassing).

Writes corun-scales.csv, corun-profile.csv, corun-categories.csv and
corun-pairs.csv into --out.

    bench/corun/run.py --out /tmp/corun                 everything
    bench/corun/run.py --out /tmp/corun --pairs BKP,KMS --runs 3
"""
import argparse
import itertools
import math
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PAPER = {  # Table II: type, optimum, maximum (Fermi-like, GPGPU-Sim)
    "BKP": ("Up", 6, 6), "HST": ("Up", 3, 3), "SRD": ("Up", 3, 3), "SPM": ("Optimal", 2, 8),
    "BLK": ("Optimal", 6, 8), "LBM": ("Optimal", 3, 6), "KMS": ("Down", 1, 6), "STC": ("Down", 1, 3),
}
CONFIGS = ["serial", "concurrent", "tlp", "tlp+bypass", "green"]


def say(*args):
    print(*args, flush=True)


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


def build(out, dpopt, jobs):
    """The two harnesses: as written, and with the kernels' files through dpopt --corun."""
    apps = sorted(f for f in os.listdir(os.path.join(ROOT, "bench/corun/apps")) if f.endswith(".cu"))
    src = os.path.join(out, "corun-src")
    os.makedirs(src, exist_ok=True)
    for f in apps:
        status, _, err = sh([dpopt, "--corun", "bench/corun/apps/" + f, "-o", os.path.join(src, f)])
        if status != 0:
            sys.exit("dpopt --corun %s failed: %s" % (f, err.strip()))
        if "not made co-runnable" in err:
            sys.exit("dpopt --corun %s left its kernel as written: %s" % (f, err.strip()))
    flags = ["nvcc", "-O3", "-std=c++17", "-arch=sm_90", "-rdc=true", "-Ibench/corun", "-Iruntime/include"]
    builds = {
        "as_written": flags + ["bench/corun/main.cu"] + ["bench/corun/apps/" + f for f in apps],
        "corun": flags + ["-DDPOPT_CORUN_BUILD=1", "bench/corun/main.cu"] + [os.path.join(src, f) for f in apps],
    }
    procs = {}
    for name, cmd in builds.items():
        procs[name] = subprocess.Popen(cmd + ["-o", os.path.join(out, name), "-lcudadevrt", "-lcuda"], cwd=ROOT,
                                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for name, p in procs.items():
        log = p.communicate()[0]
        if p.returncode != 0:
            sys.exit("building %s failed:\n%s" % (name, log[-3000:]))
        say("built", name)
    return {name: os.path.join(out, name) for name in builds}


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


def calibrate(binary, apps, target, out):
    scales = {}
    with open(os.path.join(out, "corun-scales.csv"), "w") as csv:
        csv.write("app,scale,ms\n")
        for a in apps:
            scale, ms = 1.0, None
            for _ in range(3):
                status, o, e = sh([binary, "--alone", a, "--scale", "%.4f" % scale, "--runs", "3"])
                f = last_line(o)
                if status != 0 or f.get("verified") != "yes":
                    sys.exit("calibrating %s at scale %.4f failed (%d): %s %s" % (a, scale, status, o, e))
                ms = float(f["ms_median"])
                if abs(ms - target) < 0.1 * target:
                    break
                scale *= target / ms
            scales[a] = scale
            csv.write("%s,%.4f,%.4f\n" % (a, scale, ms))
            say("scale %s %.4f: %.3f ms alone" % (a, scale, ms))
    return scales


def profile(binary, apps, scales, runs, out):
    cats = {}
    with open(os.path.join(out, "corun-profile.csv"), "w") as prof, \
            open(os.path.join(out, "corun-categories.csv"), "w") as catf:
        prof.write("app,tlp,ms_median,verified\n")
        catf.write("app,kernel,max_per_sm,category,opt,paper_type,paper_opt,paper_max\n")
        for a in apps:
            status, o, e = sh([binary, "--profile", a, "--scale", "%.4f" % scales[a], "--runs", str(runs)])
            if status != 0:
                sys.exit("profiling %s failed (%d): %s %s" % (a, status, o, e))
            for line in o.splitlines():
                f = fields(line)
                if "tlp" in f and "ms_median" in f:
                    prof.write("%s,%s,%s,%s\n" % (a, f["tlp"], f["ms_median"], f.get("verified", "")))
                if "category" in f:
                    cats[a] = f
            c = cats.get(a)
            if not c:
                sys.exit("profiling %s printed no category:\n%s" % (a, o))
            p = PAPER.get(a, ("", "", ""))
            catf.write("%s,%s,%s,%s,%s,%s,%s,%s\n" % (a, apps[a]["kernel"], c["max_per_sm"], c["category"], c["opt"],
                                                      p[0], p[1], p[2]))
            say("profile %s: %s, optimum %s of %s (paper: %s, %s of %s)" % (a, c["category"], c["opt"],
                                                                           c["max_per_sm"], p[0], p[1], p[2]))
    return cats


def pair_settings(a, b, apps, cats):
    """Section III-A: the modulated kernel first, its optimum; the other what is left."""
    ca, cb = cats[a]["category"], cats[b]["category"]
    if ca == "Up" and cb == "Up":
        return a, b, None
    m, other = (a, b) if ca != "Up" else (b, a)
    spec = "%s:tlp=%s,%s:tlp=rest" % (apps[m]["kernel"], cats[m]["opt"], apps[other]["kernel"])
    return m, other, spec


def run_pairs(binaries, apps, cats, scales, pairs, runs, out):
    rows = []
    with open(os.path.join(out, "corun-pairs.csv"), "w") as csv:
        csv.write("a,b,type_a,type_b,config,setting,ms_median,verified,status\n")
        for a, b in pairs:
            first, second, spec = pair_settings(a, b, apps, cats)
            base = ["--pair", "%s,%s" % (first, second), "--scale-a", "%.4f" % scales[first],
                    "--scale-b", "%.4f" % scales[second], "--runs", str(runs)]
            for config in CONFIGS:
                binary, mode, env = binaries["as_written"], config, {}
                if config in ("tlp", "tlp+bypass"):
                    binary, mode = binaries["corun"], "concurrent"
                    if spec:
                        env["DPOPT_CORUN"] = spec
                    if config == "tlp+bypass":
                        env["DPOPT_CORUN_BYPASS"] = "search"
                    env["DPOPT_CORUN_REPORT"] = "1"
                status, o, e = sh([binary] + base + ["--mode", mode], env)
                f = last_line(o)
                verified = f.get("verified", "no")
                state = "ok" if status == 0 and verified == "yes" else \
                    ("unsupported" if status == 3 else "failed(%d)" % status)
                ms = f.get("ms_median", "")
                setting = spec or ("default" if config.startswith("tlp") else "")
                if config == "tlp+bypass":
                    chosen = re.findall(r"dpopt corun: (\w+): .*?bypass (\d+) an SM", e)
                    if chosen:
                        setting += " bypass " + " ".join("%s=%s" % c for c in chosen)
                csv.write("%s,%s,%s,%s,%s,%s,%s,%s,%s\n" % (first, second, cats[first]["category"],
                                                           cats[second]["category"], config, setting.replace(",", ";"),
                                                           ms, verified, state))
                rows.append((first, second, config, float(ms) if ms and state == "ok" else None, state))
                say("%s,%s %-10s %8s ms %s %s" % (first, second, config, ms, state, setting))
                if state.startswith("failed"):
                    say(e[-2000:])
    return rows


def report(rows, cats):
    by = {}
    for a, b, config, ms, state in rows:
        by.setdefault((a, b), {})[config] = ms
    say("\n| pair | types | serial | tlp | tlp+bypass | green |")
    say("| --- | --- | ---: | ---: | ---: | ---: |")
    logs = {c: [] for c in CONFIGS}
    for (a, b), t in by.items():
        up_up = cats[a]["category"] == "Up" and cats[b]["category"] == "Up"
        base = t.get("concurrent")
        cells = []
        for c in ["serial", "tlp", "tlp+bypass", "green"]:
            if base and t.get(c):
                s = base / t[c]
                cells.append("%.2fx" % s)
                if not up_up:
                    logs[c].append(math.log(s))
            else:
                cells.append("-")
        say("| %s,%s | %s,%s%s | %s |" % (a, b, cats[a]["category"][0], cats[b]["category"][0],
                                          " (Up-Up)" if up_up else "", " | ".join(cells)))
    for c in ["serial", "tlp", "tlp+bypass", "green"]:
        if logs[c]:
            say("geomean %s over concurrent (%d pairs, Up-Up excluded): %.3fx" % (c, len(logs[c]),
                                                                                 math.exp(sum(logs[c]) / len(logs[c]))))
    say("paper (GPGPU-Sim, Fermi-like): TLP modulation 1.30x, with bypassing 1.42x")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--dpopt", default=os.path.join(ROOT, "build/dpopt"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--target-ms", type=float, default=3.0)
    ap.add_argument("--pairs", default="", help="A,B A,C ... (default: all 28)")
    ap.add_argument("--jobs", type=int, default=8)
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    binaries = build(out, args.dpopt, args.jobs)
    apps = listing(binaries["as_written"])
    scales = calibrate(binaries["as_written"], list(apps), args.target_ms, out)
    cats = profile(binaries["corun"], list(apps), scales, args.runs, out)
    pairs = [tuple(p.split(",")) for p in args.pairs.split()] if args.pairs else \
        list(itertools.combinations(list(apps), 2))
    rows = run_pairs(binaries, apps, cats, scales, pairs, args.runs, out)
    report(rows, cats)
    failed = [r for r in rows if r[4].startswith("failed")]
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
