#!/usr/bin/env bash
# On a machine with a GPU: toolkit_math_check.cu (a child calling the CUDA
# math library's builtins, known from the toolkit's headers: model/toolkit.h)
# as written and under each strategy that takes it, three runs each; the
# toolkit is the one of the nvcc that builds it. Fails too where a
# strategy left the launch as written (the builtins were not known).
#   usage: tests/runtime/gpu-toolkit.sh [DPOPT] [OUTDIR]
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
# dpopt finds the toolkit from CUDA_HOME first (model/toolkit.h).
CUDA_HOME=$(cd "$(scripts/dpopt-nvcc --dpopt-print-cuda-include)/.." && pwd) || exit 1
export CUDA_HOME
status=0
sets=(--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t4 --remove=auto
      --flatten=grid --flatten=block "--threshold=256 --aggregate=grid" --coarsen=2)
tests/runtime/gpu-sets.sh tests/runtime/toolkit_math_check.cu "$dpopt" "$out/toolkit" \
    "${sets[@]}" || status=1
for opts in "${sets[@]}"; do
    if "$dpopt" $opts tests/runtime/toolkit_math_check.cu 2>&1 >/dev/null | grep -q 'left as written'; then
        echo "FAIL $opts: the launch was left as written"; status=1
    fi
done
exit $status
