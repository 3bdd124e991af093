#!/usr/bin/env bash
# On a machine with a GPU: streams_check.cu (launches into streams their
# threads create for them alone) as written and under launch removal (T3,
# T4, auto, T1, T2, flattening: the streams go with the launches) and grid
# aggregation, three runs each (T4 output that left such streams empty hung before).
# Prints one line per build and run; exit 1 on any failure.
#   usage: tests/runtime/gpu-streams.sh [DPOPT] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
# --flatten-cap=16: every launch (32 threads) over the cap, made into
# cudaStreamFireAndForget since its stream is not made.
sets=("" --remove=t3 --remove=t4 --remove=auto --remove=t1 --remove=t2 --flatten=warp "--flatten=warp --flatten-cap=16"
      --flatten=grid --aggregate=grid)
for opts in "${sets[@]}"; do
    name=${opts:-as_written}
    name=${name#--}
    name=${name// --/_}
    if [ -z "$opts" ]; then
        cp tests/runtime/streams_check.cu "$out/$name.cu"
    elif ! "$dpopt" $opts tests/runtime/streams_check.cu -o "$out/$name.cu" 2>/dev/null; then
        echo "FAIL $name: dpopt"; status=1; continue
    fi
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "$out/$name.cu" -o "$out/$name" -lcudadevrt >"$out/$name.log" 2>&1; then
        echo "FAIL $name: does not build"; head -5 "$out/$name.log"; status=1; continue
    fi
    for run in 1 2 3; do
        result=$(timeout 30 "$out/$name" 2>&1 | grep -E '^(PASS|FAIL)')
        echo "$name run $run: ${result:-FAIL no result (timed out or crashed)}"
        case "$result" in PASS*) ;; *) status=1 ;; esac
    done
done
exit $status
