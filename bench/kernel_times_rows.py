#!/usr/bin/env python3
"""bench/kernel_times_rows.py - bench/kernel-times' rows for one variant.

    bench/kernel_times_rows.py NCU_CSV VARIANT MEDIAN_MS

NCU_CSV is what `ncu --metrics gpu__time_duration.sum --csv` printed (the
program's own lines mixed in: only lines starting with a quote are read).
Prints one CSV row a kernel, `variant,kernel,launches,total_us,max_us`, the
longest in all first (a kernel's name without its parameters), then the
whole run's row with MEDIAN_MS in microseconds (`?` where unknown)."""
import csv
import sys

UNIT_US = {"ns": 1e-3, "nsecond": 1e-3, "us": 1.0, "usecond": 1.0, "ms": 1e3, "msecond": 1e3,
           "s": 1e6, "second": 1e6}


def rows(lines, variant, median):
    kernels = {}
    for r in csv.DictReader(l for l in lines if l.startswith('"')):
        if r.get("Metric Name") != "gpu__time_duration.sum":
            continue
        unit = r.get("Metric Unit", "")
        if unit not in UNIT_US:
            sys.exit("kernel_times_rows: unknown unit %r for %s" % (unit, r.get("Kernel Name")))
        us = float(r["Metric Value"].replace(",", "")) * UNIT_US[unit]
        name = r["Kernel Name"].split("(")[0]
        n, total, top = kernels.get(name, (0, 0.0, 0.0))
        kernels[name] = (n + 1, total + us, max(top, us))
    out = ["%s,%s,%d,%.1f,%.1f" % (variant, name.replace(",", ";"), n, total, top)
           for name, (n, total, top) in sorted(kernels.items(), key=lambda kv: -kv[1][1])]
    wall = "%.1f" % (float(median) * 1000.0) if median != "?" else "?"
    out.append("%s,(the whole run: the harness's median of 3; above: each kernel of one run),,%s," % (variant, wall))
    return out


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    with open(sys.argv[1]) as f:
        print("\n".join(rows(f.readlines(), sys.argv[2], sys.argv[3])))
