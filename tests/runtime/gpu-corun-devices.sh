#!/usr/bin/env bash
# On a machine with two or more GPUs: corun_devices_check.cu (corun_check.cu's
# kernels on every GPU, one host thread switching devices at every launch,
# then a host thread per GPU at once) as written and after dpopt --corun,
# under DPOPT_CORUN settings from one block an SM to what fits, a kernel
# raised once it runs alone and the bypass searched, three runs each, on the
# first N GPUs for each N given (default: 2 and all). Each run's output is
# verified; with the report on, every line must name a device of the run,
# every device must have its lines, and saxpy must be raised on every
# device by that device's monitor (runtime corun_host.cuh: a registry and a
# monitor a device). One line a run; exit 1 on any failure. On one GPU it
# says so and exits 0.
#   usage: tests/runtime/gpu-corun-devices.sh [DPOPT] [OUTDIR] [N...]
#   (DPOPT_RUNTIME_INCLUDE: the runtime headers to build with, default runtime/include)
cd "$(dirname "$0")/../.." || exit 2
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
shift $(($# < 2 ? $# : 2)) # DPOPT and OUTDIR, where given: what follows is the counts
all=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
[ "$all" -gt 0 ] || { echo "gpu-corun-devices: no GPU"; exit 2; }
if [ "$all" -lt 2 ]; then
    echo "gpu-corun-devices: skipped: one GPU (it needs two or more)"
    exit 0
fi
default=2
[ "$all" -gt 2 ] && default="2 $all"
counts=${*:-$default}
mkdir -p "$out"
cp tests/runtime/corun_devices_check.cu "$out/as_written.cu"
"$dpopt" --corun tests/runtime/corun_devices_check.cu -o "$out/corun.cu" || { echo "FAIL corun: dpopt"; exit 1; }
for name in as_written corun; do
    nvcc -std=c++17 -arch=sm_90 -rdc=true -I"${DPOPT_RUNTIME_INCLUDE:-runtime/include}" "$out/$name.cu" \
        -o "$out/$name" -lcudadevrt >"$out/$name.log" 2>&1 || { echo "FAIL $name: does not build"; head -5 "$out/$name.log"; exit 1; }
done
settings=(
    ""
    "saxpy:tlp=1,transpose:tlp=1,places:tlp=1"
    "saxpy:tlp=2:bypass=1,transpose:tlp=rest:bypass=2,places:bypass=1"
    "saxpy:tlp=99,transpose:bypass=99"
)
status=0
run() { # gpus label binary [env...]: three runs; the last run's standard error in $out/stderr
    local gpus=$1 label=$2 bin=$3 result
    shift 3
    for r in 1 2 3; do
        result=$(env DPOPT_CHECK_DEVICES="$gpus" "$@" timeout 120 "$bin" 2>"$out/stderr" | grep -E '^(PASS|FAIL)' | head -1)
        echo "$gpus GPU(s) $label run $r: ${result:-FAIL no result (timed out or crashed)}"
        case "$result" in PASS*) ;; *) status=1 ;; esac
    done
}
# The report of the last run ($out/stderr): every line names a device of the
# run, and each device has lines; with $2, each device has a line matching it.
report() { # gpus label [pattern]
    local gpus=$1 label=$2 pattern=${3:-} d lines last
    lines=$(grep -c '^dpopt corun: ' "$out/stderr")
    if grep '^dpopt corun: ' "$out/stderr" | grep -qv " on device [0-9]*$"; then
        echo "$gpus GPU(s) $label: FAIL report lines without their device:"; grep -v " on device [0-9]*$" "$out/stderr" | head -3
        status=1
        return
    fi
    for ((d = 0; d < gpus; d++)); do
        if ! grep -q "^dpopt corun: .* on device $d$" "$out/stderr"; then
            echo "$gpus GPU(s) $label: FAIL no report line on device $d"; status=1
        elif [ -n "$pattern" ] && ! grep -q "^dpopt corun: $pattern.* on device $d$" "$out/stderr"; then
            echo "$gpus GPU(s) $label: FAIL no line '$pattern' on device $d:"; grep " on device $d$" "$out/stderr" | head -4
            status=1
        fi
    done
    last=$(grep '^dpopt corun: ' "$out/stderr" | grep -o ' on device [0-9]*$' | sed 's/.* //' | sort -un | tail -1)
    if [ -n "$last" ] && [ "$last" -ge "$gpus" ]; then
        echo "$gpus GPU(s) $label: FAIL a report line names a device past the run's"; status=1
    fi
    echo "$gpus GPU(s) $label: report of $lines lines, each device's own"
}
for n in $counts; do
    if [ "$n" -gt "$all" ]; then
        echo "$n GPU(s): skipped: $all GPU(s) here"
        continue
    fi
    run "$n" as_written "$out/as_written"
    for s in "${settings[@]}"; do
        run "$n" "corun DPOPT_CORUN='$s'" "$out/corun" DPOPT_CORUN="$s"
    done
    # saxpy at one block an SM outlives the others on each device; once
    # alone there it is raised to 8 an SM by that device's monitor (modules
    # loaded at the start, as gpu-corun.sh's).
    run "$n" "corun raised" "$out/corun" CUDA_MODULE_LOADING=EAGER \
        DPOPT_CORUN="saxpy:tlp=1:alone=8,transpose:tlp=1,places:tlp=1" DPOPT_CORUN_REPORT=1
    report "$n" "raised" "saxpy: .*raised to 8 an SM once alone"
    run "$n" "corun searched" "$out/corun" DPOPT_CORUN="saxpy:tlp=4,transpose:tlp=rest" DPOPT_CORUN_BYPASS=search \
        DPOPT_CORUN_REPORT=1
    report "$n" "searched" "saxpy: .*quota 4 an SM, bypass [0-9]* an SM"
done
exit $status
