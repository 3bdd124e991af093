#!/usr/bin/env bash
# On a machine with a GPU: kernel attributes (__maxnreg__ on a child and a
# parent, __cluster_dims__ on a child and a parent, __inline_hint__) kept
# through every strategy of tests/strategies.txt: dpopt's output of
# tests/defects/parse-rejects/kernel_attributes.cu, linked with
# attributes_check.cu, must write what the program as written writes.
# Builds in parallel. Exit 1 on a failure.
#   usage: tests/runtime/gpu-attributes.sh [DPOPT] [OUTDIR]
#   (DPOPT_BUILD_ONLY=1: build, do not run)
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
input=tests/defects/parse-rejects/kernel_attributes.cu
build_one() { # index, options...
    local k=$1; shift
    # shellcheck disable=SC2068 # options: words of their own
    if [ $# -gt 0 ] && ! "$dpopt" "$@" "$input" -o "$out/attr$k.cu" 2>"$out/attr$k.notes"; then
        echo "FAIL attributes $*: dpopt exit $?"; return 1
    fi
    [ $# -gt 0 ] || cp "$input" "$out/attr$k.cu"
    nvcc -arch=sm_90 -rdc=true -Iruntime/include "$out/attr$k.cu" tests/runtime/attributes_check.cu \
        -o "$out/attr$k" -lcudadevrt >"$out/attr$k.log" 2>&1 ||
        { echo "FAIL attributes $*: does not build"; head -5 "$out/attr$k.log"; return 1; }
}
k=0 pids=() labels=()
labels[0]="as written"
build_one 0 & pids+=($!)
while IFS= read -r line; do
    case $line in '#'*|'') continue ;; esac
    k=$((k + 1)); labels[k]=$line
    # shellcheck disable=SC2086 # line: the options, words of their own
    build_one "$k" $line & pids+=($!)
done <tests/strategies.txt
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
[ "${DPOPT_BUILD_ONLY:-0}" = 1 ] && { echo "built attributes: $((k + 1)) programs"; exit $status; }
for i in $(seq 0 "$k"); do
    [ -x "$out/attr$i" ] || continue
    timeout 60 "$out/attr$i" "${labels[i]}" || status=1
done
exit $status
