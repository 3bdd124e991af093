#!/usr/bin/env bash
# On a machine with a GPU: streams_check.cu (launches into streams their
# threads create for them alone) as written and under launch removal (T3,
# T4, auto, T1, T2, flattening: the streams go with the launches) and grid
# aggregation, three runs each (T4 output that left such streams empty hung
# before). --flatten-cap=16: every launch (32 threads) over the cap, made
# into cudaStreamFireAndForget since its stream is not made.
#   usage: tests/runtime/gpu-streams.sh [DPOPT] [OUTDIR]
cd "$(dirname "$0")/../.."
exec tests/runtime/gpu-sets.sh tests/runtime/streams_check.cu "${1:-build/dpopt}" "${2:-$(mktemp -d)}" \
    --remove=t3 --remove=t4 --remove=auto --remove=t1 --remove=t2 --flatten=warp "--flatten=warp --flatten-cap=16" \
    --flatten=grid --flatten=block --aggregate=grid
