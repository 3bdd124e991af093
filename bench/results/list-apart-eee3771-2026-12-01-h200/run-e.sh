#!/usr/bin/env bash
# tc's tuned program with the runtime before (5534c90) and after the list-apart refactor
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
sets=$(grep -v '^#' bench/apps/tc/datasets | paste -sd, -)
timeout 200 bench/ab tc --datasets "$sets" --rounds 5 --out "$OUT/tc" after=.gpu/ab/tc-after.cu before=.gpu/ab/tc-before.cu >/dev/null 2>"$OUT/tc.err"
echo "== tc (rc $?)"; grep -v "^$" "$OUT/tc/ab.txt"; tail -3 "$OUT/tc.err"
cd $OUT && tar czf e.tgz tc tc.err && rm -rf tc tc.err
