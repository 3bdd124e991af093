#!/usr/bin/env bash
# tc rmat-16-16: before (4781b35), after (the tree), the walk not inlined into the follow-up kernel; alternating
P=.gpu/ncu
for r in 1 2 3; do for v in before after v1 v2; do printf "%s " $v; $P/tc-$v --dataset rmat-16-16 --runs 40 --warmup 3 2>&1 | tail -1; done; done
