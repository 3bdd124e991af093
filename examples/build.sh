#!/usr/bin/env bash
# Builds every program of examples/ with scripts/dpopt-nvcc as written and
# under each strategy, into OUTDIR/<example>.<strategy> (no GPU needed:
# make test runs it; examples/run.sh runs what it builds). Prints one line
# per build; exit 1 if any fails. EXAMPLES_EVERY=N builds each example as
# written and under every N-th strategy only, on a diagonal (example i under
# strategy j where i + j is a multiple of N), so that every strategy is
# built for some example: make test's nvcc sample (tests/nvcc/check.sh).
# EXAMPLES_ROTATION=R shifts the diagonal (i + j + R), as make test's
# rotation does (tests/lib.sh).
# EXAMPLES="name ..." builds those examples only.
#   usage: examples/build.sh OUTDIR [DPOPT]
set -u
cd "$(dirname "$0")/.."
out=${1:?usage: examples/build.sh OUTDIR [DPOPT]}
export DPOPT=${2:-${DPOPT:-$PWD/build/dpopt}}
mkdir -p "$out"
# name | sources (several: one program, dpopt reads them together) | nvcc flags of its own
examples=(
    "graph-members|examples/graph-members/main.cu|-Iexamples/graph-members/include"
    "quadtree-groups|examples/quadtree-groups/main.cu|"
    "quicksort-files|examples/quicksort-files/quicksort.cu examples/quicksort-files/bitonic.cu|"
    "mandelbrot-adaptive|examples/mandelbrot-adaptive/main.cu|-fmad=false"
    "spmv-long-rows|examples/spmv-long-rows/main.cu|"
)
# dpopt's options, joined by commas as --dpopt= takes them ("" : as written)
strategies=("" --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:8 --flatten=warp
            --flatten=grid --flatten=block --remove=t4 --remove=auto --remove=t1 --threshold=128,--aggregate=grid
            --promote=pao --corun --corun,--corun-children)
# One build: its line goes to $bin.status, printed in order at the end.
build() {
    local name=$1 src=$2 flags=$3 s=$4 bin=$5
    # shellcheck disable=SC2086
    if scripts/dpopt-nvcc ${s:+--dpopt=$s} -arch=sm_90 -rdc=true $flags $src -o "$bin" >"$bin.log" 2>&1; then
        echo "built $name ${s:-as written}" >"$bin.status"
    else
        echo "FAIL $name ${s:-as written}: $(grep -m1 -E 'error|note' "$bin.log")" >"$bin.status"
    fi
}
jobs=${EXAMPLES_JOBS:-$(nproc)}
every=${EXAMPLES_EVERY:-1}
bins=()
example_index=0
for e in "${examples[@]}"; do
    IFS='|' read -r name src flags <<<"$e"
    if [ -n "${EXAMPLES:-}" ] && [[ " $EXAMPLES " != *" $name "* ]]; then
        example_index=$((example_index + 1))
        continue
    fi
    strategy_index=0
    for s in "${strategies[@]}"; do
        strategy_index=$((strategy_index + 1))
        [ -z "$s" ] || [ $(((example_index + strategy_index - 1 + ${EXAMPLES_ROTATION:-0}) % every)) = 0 ] || continue
        tag=${s:-as_written}
        tag=${tag//--/}
        tag=${tag//[=:,]/_}
        bin="$out/$name.$tag"
        bins+=("$bin")
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
            wait -n
        done
        build "$name" "$src" "$flags" "$s" "$bin" &
    done
    example_index=$((example_index + 1))
done
wait
status=0
for bin in "${bins[@]}"; do
    cat "$bin.status" 2>/dev/null || echo "FAIL $bin: no status"
    grep -q '^built ' "$bin.status" 2>/dev/null || status=1
done
exit $status
