#!/usr/bin/env bash
# ncu of sssp's follow-up walk against flat_lb's relax: where their warps wait (rounds 5 to 8 of one run)
P=.gpu/ncu2
for v in tuned:follow flat_lb:sssp_lb_relax; do
  n=${v%%:*}; k=${v#*:}
  ncu --clock-control none -k regex:$k --launch-skip 4 --launch-count 4 \
      --section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis \
      $P/sssp-$n --dataset rmat12 --runs 1 --warmup 0 --quiet > $OUT/$n.txt 2>&1
  ncu --clock-control none -k regex:$k --launch-skip 4 --launch-count 1 --section SourceCounters --print-details all \
      $P/sssp-$n --dataset rmat12 --runs 1 --warmup 0 --quiet > $OUT/$n-source.txt 2>&1
  echo "== $n"; grep -E "Duration|Elapsed Cycles|Registers|Grid Size|Achieved Occupancy|Warp Cycles Per Issued|Stall" $OUT/$n.txt | head -40
done
