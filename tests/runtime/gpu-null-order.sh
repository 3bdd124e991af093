#!/usr/bin/env bash
# On a machine with a GPU: null_order_check.cu as written and under every
# strategy that runs some launches in place and makes others as written or
# later; each must print PASS. Exit 1 on any failure.
#   usage: tests/runtime/gpu-null-order.sh [DPOPT] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
for opts in "" "--flatten=warp" "--flatten=warp --flatten-cap=64" "--flatten=grid" "--flatten=block" "--threshold=128" \
    "--threshold=128 --aggregate=grid" "--aggregate=grid" "--aggregate=block" "--aggregate=multiblock:3" \
    "--aggregate=warp" "--remove=t4" "--remove=t3" "--remove=auto"; do
    tag=$(tr -d ' -' <<<"${opts:-as-written}" | tr '=' '_')
    src="$out/null_order_check.$tag.cu"
    if [ -z "$opts" ]; then cp tests/runtime/null_order_check.cu "$src"; else "$dpopt" $opts tests/runtime/null_order_check.cu -o "$src" 2>/dev/null || { echo "FAIL dpopt $opts"; status=1; continue; }; fi
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "$src" -o "${src%.cu}" -lcudadevrt >"${src%.cu}.log" 2>&1; then
        echo "FAIL ${opts:-as written}: does not build"; head -5 "${src%.cu}.log"; status=1; continue
    fi
    result=$(timeout 60 "${src%.cu}" 2>&1 | grep -E '^(PASS|FAIL)' | tr '\n' ' ')
    echo "${opts:-as written}: $result"
    case "$result" in *FAIL*|"") status=1 ;; esac
done
exit $status
