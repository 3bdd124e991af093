#!/usr/bin/env bash
# On a machine with one or more GPUs: multi_device_check.cu (a program
# running the same kernels on every GPU, switching devices between launches,
# then a host thread per GPU at once) as written and under each strategy
# whose runtime keeps host-side state, built at once, then three runs each
# on the first N GPUs for each N given (default: 1 and all). One line a
# run; exit 1 on any failure.
#   usage: tests/runtime/gpu-devices.sh [DPOPT] [OUTDIR] [N...]
#   (DPOPT_RUNTIME_INCLUDE: the runtime headers to build with, default runtime/include)
# Every output must differ from the program (tests/runtime/transformed.sh;
# DPOPT_TRANSFORM_ONLY=1: that check only).
cd "$(dirname "$0")/../.."
# shellcheck source=tests/runtime/transformed.sh
. tests/runtime/transformed.sh
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
shift $(($# < 2 ? $# : 2)) # DPOPT and OUTDIR, where given: what follows is the counts
all=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
counts=${*:-1 $all}
for n in $counts; do
    [[ "$n" =~ ^[0-9]+$ ]] || { echo "gpu-devices: '$n' is no count of GPUs (usage: [DPOPT] [OUTDIR] [N...])" >&2; exit 2; }
done
mkdir -p "$out"
sets=("" --flatten=grid --remove=auto --remove=t1 --remove=t2 --remove=t4 --aggregate=grid --aggregate=block
      --aggregate=warp --aggregate=multiblock:4 --flatten=warp --flatten=block -O "--aggregate=grid --threshold=64"
      "--aggregate=grid --coarsen=2")
name_of() { local n=${1:-as_written}; n=${n#--}; n=${n// --/_}; echo "${n//[=:]/_}"; }
build() {
    local opts=$1 name
    name=$(name_of "$opts")
    if [ -z "$opts" ]; then cp tests/runtime/multi_device_check.cu "$out/$name.cu"
    elif ! "$dpopt" $opts tests/runtime/multi_device_check.cu -o "$out/$name.cu" 2>"$out/$name.notes"; then
        echo "dpopt failed" >"$out/$name.log"; return 1
    elif left_as_written tests/runtime/multi_device_check.cu "$out/$name.cu"; then
        echo "dpopt left every launch as written, so it tests nothing" >"$out/$name.log"; return 1; fi
    nvcc -arch=sm_90 -rdc=true -I"${DPOPT_RUNTIME_INCLUDE:-runtime/include}" "$out/$name.cu" -o "$out/$name" -lcudadevrt >"$out/$name.log" 2>&1
}
status=0
if [ "${DPOPT_TRANSFORM_ONLY:-0}" = 1 ]; then
    for opts in "${sets[@]:1}"; do
        name=$(name_of "$opts")
        # shellcheck disable=SC2086
        "$dpopt" $opts tests/runtime/multi_device_check.cu -o "$out/$name.cu" 2>/dev/null || { echo "FAIL $name: dpopt"; status=1; continue; }
        transformed_or_fail tests/runtime/multi_device_check.cu "$out/$name.cu" "$name" || status=1
    done
    exit $status
fi
for opts in "${sets[@]}"; do build "$opts" & done
wait
for n in $counts; do
    for opts in "${sets[@]}"; do
        name=$(name_of "$opts")
        if [ ! -x "$out/$name" ]; then
            echo "$n GPU(s) $name: FAIL does not build: $(head -c 200 "$out/$name.log")"; status=1; continue
        fi
        for run in 1 2 3; do
            result=$(DPOPT_CHECK_DEVICES=$n timeout 60 "$out/$name" 2>&1 | grep -E '^(PASS|FAIL)' | head -1)
            echo "$n GPU(s) $name run $run: ${result:-FAIL no result (timed out or crashed)}"
            case "$result" in PASS*) ;; *) status=1 ;; esac
        done
    done
done
exit $status
