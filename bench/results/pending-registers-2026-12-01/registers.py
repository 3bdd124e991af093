#!/usr/bin/env python3
"""bench/results/pending-registers-2026-12-01/registers.py [TMPDIR] - registers and spills of every kernel of dpopt's output, with and without
--pending=memory, for each bench app under a few option sets (nvcc -Xptxas -v,
bench/run's flags). Prints a CSV on stdout. Run from the checkout's root."""
import os, re, subprocess, sys, concurrent.futures as cf
SETS = ["aggregate=grid", "aggregate=block", "aggregate=warp", "flatten=grid", "O"]
apps = sorted(a for a in os.listdir("bench/apps") if os.path.exists(f"bench/apps/{a}/cdp.cu"))
tmp = sys.argv[1] if len(sys.argv) > 1 else "/tmp/regs"
def one(app, s, mem):
    opts = ["-O"] if s == "O" else ["--" + x for x in s.split("+")]
    if mem:
        opts.append("--pending=memory")
    out = f"{tmp}/{app}-{s}-{int(mem)}.cu"
    r = subprocess.run(["build/dpopt", *opts, "-I", "bench/common", "-I", "bench/datasets", f"bench/apps/{app}/cdp.cu", "-o", out],
                       capture_output=True, text=True)
    if r.returncode:
        return []
    r = subprocess.run(["nvcc", "-O3", "-arch=sm_90", "-rdc=true", "-std=c++17", "-Xcompiler", "-Wall,-Wextra", "-Iruntime/include",
                        "-Ibench/common", "-Ibench/datasets", f"-Ibench/apps/{app}", "-Xptxas", "-v", "-c", out, "-o", out + ".o"],
                       capture_output=True, text=True)
    rows, fn, spill = [], None, None
    for line in r.stderr.splitlines():
        m = re.search(r"Function properties for (\S+)", line)
        if m: fn = m.group(1)
        m = re.search(r"(\d+) bytes spill stores", line)
        if m: spill = int(m.group(1))
        m = re.search(r"Used (\d+) registers", line)
        if m and fn:
            rows.append((app, s, "memory" if mem else "registers", fn, int(m.group(1)), spill))
            fn = None
    if r.returncode:
        rows.append((app, s, "memory" if mem else "registers", "NVCC-FAILED", -1, -1))
    if "warning" in r.stderr:
        rows.append((app, s, "memory" if mem else "registers", "NVCC-WARNING", -1, -1))
    return rows
jobs = [(a, s, m) for a in apps for s in SETS for m in (False, True)]
print("app,set,pending,kernel,registers,spill_stores")
with cf.ThreadPoolExecutor(int(os.environ.get("JOBS", "2"))) as ex:
    for rows in ex.map(lambda j: one(*j), jobs):
        for r in rows:
            print(",".join(map(str, r)))
