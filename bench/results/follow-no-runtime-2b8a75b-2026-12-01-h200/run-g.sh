#!/usr/bin/env bash
# at .gpu/commit: tc's tuned program before (4781b35) and after; the difftest's big_children (some children in whole warps)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
sets=$(grep -v '^#' bench/apps/tc/datasets | paste -sd, -)
timeout 150 bench/ab tc --datasets "$sets" --rounds 5 --out "$OUT/tc" after=.gpu/ab/tc-after.cu before=.gpu/ab/tc-before.cu >/dev/null 2>"$OUT/tc.err"
echo "== tc (rc $?)"; grep -v "^$" "$OUT/tc/ab.txt"; tail -3 "$OUT/tc.err"
DIFFTEST_SHAPES=big_children tests/difftest/gpu-run.sh 40 9696 $OUT/dt-big 0 110 > $OUT/dt-big.out 2>&1
grep -E "flatten=grid|mix|total" $OUT/dt-big/summary.md; tail -1 $OUT/dt-big.out
cd $OUT && tar czf g.tgz tc/ab.csv tc/ab.txt tc.err dt-big dt-big.out && rm -rf tc dt-big tc.err dt-big.out
