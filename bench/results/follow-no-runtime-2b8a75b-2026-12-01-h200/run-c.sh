#!/usr/bin/env bash
# tc rmat-16-16, tuned before/after cdd24c5: kernel by kernel
P=.gpu/ncu
for r in 1 2; do for v in before after; do echo "== $v"; $P/tc-$v --dataset rmat-16-16 --runs 30 --warmup 3 2>&1 | tail -2; done; done
for v in before after; do
  ncu --clock-control none --launch-skip 6 --launch-count 12 --section SpeedOfLight --section LaunchStats --section Occupancy \
      $P/tc-$v --dataset rmat-16-16 --runs 4 --warmup 1 --quiet > $OUT/tc-$v.txt 2>&1
  echo "== ncu $v"; grep -E "^  [a-z_A-Z0-9]+.*\(|Duration|Registers Per|Grid Size|Achieved Occupancy|Block Limit Registers" $OUT/tc-$v.txt | head -60
done
