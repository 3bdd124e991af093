#!/usr/bin/env bash
# Is the spread between processes of a short row a warm-up effect? bt's tuned program (lines-25600, ~30 us a run)
# and bfs's flat_lb (rmat12, ~0.25 ms): 8 processes each as the suite runs them (--warmup 1), alternating with
# 8 processes that warm up for 300 runs first; the SM clock sampled every 20 ms meanwhile (read only).
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu --format=csv,noheader -lms 20 > $OUT/clocks.csv &
smi=$!
for i in 1 2 3 4 5 6 7 8; do
  for w in 1 300; do
    .gpu/bt-tuned --dataset lines-25600 --runs 3 --warmup $w --min-time 20 --csv $OUT/bt-w$w.csv --quiet >/dev/null 2>&1
    .gpu/bfs-lb --dataset rmat12 --runs 3 --warmup $w --min-time 20 --csv $OUT/bfs-w$w.csv --quiet >/dev/null 2>&1
  done
done
.gpu/bt-tuned --dataset lines-25600 --runs 3 --warmup 1 --min-time 20 > $OUT/bt-runs.txt 2>&1
kill $smi
/usr/bin/python3 - $OUT <<'PY'
import csv, sys, statistics, os
out = sys.argv[1]
for name in ("bt-w1", "bt-w300", "bfs-w1", "bfs-w300"):
    rows = list(csv.DictReader(open(os.path.join(out, name + ".csv"))))
    med = [float(r["median_ms"]) for r in rows]
    ok = all(r["verified"] == "true" for r in rows)
    print(f"{name:9} verified={ok} medians " + " ".join(f"{m:.4f}" for m in med) +
          f"  spread {max(med)/min(med)-1:.1%}  median {statistics.median(med):.4f}")
t = [float(l.split()[2]) for l in open(os.path.join(out, "bt-runs.txt")) if l.strip().startswith("run ") and " ms" in l]
if t:
    for a in range(0, len(t), 25):
        seg = t[a:a+25]
        print(f"bt runs {a:3}-{a+len(seg)-1:3}: median {statistics.median(seg):.4f} min {min(seg):.4f} max {max(seg):.4f}")
PY
echo "clock samples: $(wc -l < $OUT/clocks.csv)"; cut -d, -f2 $OUT/clocks.csv | sort | uniq -c | sort -rn | head -8
