#!/usr/bin/env bash
# tc: the tree's tuned program against the same with its followed copy's launch as written trapped (a bound on
# taking the runtime out of tc's copy); bfs rmat12 before/after again, 9 rounds
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
sets=$(grep -v '^#' bench/apps/tc/datasets | paste -sd, -)
timeout 200 bench/ab tc --datasets "$sets" --rounds 5 --out "$OUT/tc" after=.gpu/ab/tc-after.cu trap=.gpu/ab/tc-trap.cu >/dev/null 2>"$OUT/tc.err"
echo "== tc (rc $?)"; grep -v "^$" "$OUT/tc/ab.txt"; tail -3 "$OUT/tc.err"
timeout 200 bench/ab bfs --datasets rmat12 --rounds 9 --out "$OUT/bfs" after=.gpu/ab/bfs-after.cu before=.gpu/ab/bfs-before.cu >/dev/null 2>"$OUT/bfs.err"
echo "== bfs (rc $?)"; grep -v "^$" "$OUT/bfs/ab.txt"; tail -3 "$OUT/bfs.err"
cd $OUT && tar czf f.tgz */ab.csv */ab.txt *.err && rm -rf */ *.err
