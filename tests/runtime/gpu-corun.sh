#!/usr/bin/env bash
# On a machine with a GPU: corun_check.cu as written and after dpopt --corun,
# under DPOPT_CORUN settings from one block an SM to what fits, bypass tags
# fixed and searched (runtime corun.cuh), a kernel raised once it runs
# alone; three runs each. With the report
# on, every launch must say its quota and bypass. Then a CDP program's child
# grids made co-runnable (corun_children_check.cu, runtime corun_device.cuh)
# as written and under settings from one block an SM to what fits, each
# verified, with its time.
#   usage: tests/runtime/gpu-corun.sh [DPOPT] [OUTDIR]
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
cp tests/runtime/corun_check.cu "$out/as_written.cu"
"$dpopt" --corun tests/runtime/corun_check.cu -o "$out/corun.cu" || { echo "FAIL corun: dpopt"; exit 1; }
for name in as_written corun; do
    nvcc -std=c++17 -arch=sm_90 -rdc=true -Iruntime/include "$out/$name.cu" -o "$out/$name" -lcudadevrt \
        >"$out/$name.log" 2>&1 || { echo "FAIL $name: does not build"; head -5 "$out/$name.log"; exit 1; }
done
settings=(
    ""
    "saxpy:tlp=1,transpose:tlp=1,places:tlp=1"
    "saxpy:tlp=2:bypass=1,transpose:tlp=rest:bypass=2,places:bypass=1"
    "saxpy:tlp=3:bypass=3,transpose:tlp=rest"
    "saxpy:tlp=99,transpose:bypass=99"
)
run() { # label binary [env...]
    local label=$1 bin=$2
    shift 2
    for r in 1 2 3; do
        result=$(env "$@" timeout 60 "$bin" 2>"$out/stderr" | grep -E '^(PASS|FAIL)')
        echo "$label run $r: ${result:-FAIL no result (timed out or crashed)}"
        case "$result" in PASS*) ;; *) status=1 ;; esac
    done
}
run as_written "$out/as_written"
for s in "${settings[@]}"; do
    run "corun DPOPT_CORUN='$s'" "$out/corun" DPOPT_CORUN="$s"
done
# saxpy at one block an SM outlives the others; once alone it is raised to
# 8 an SM, with more blocks, and what follows it in its stream must see them
# (modules loaded at the start: a first launch loading one, the runtime's
# lock held, can outlast saxpy).
run "corun raised" "$out/corun" CUDA_MODULE_LOADING=EAGER DPOPT_CORUN="saxpy:tlp=1:alone=8,transpose:tlp=1,places:tlp=1" DPOPT_CORUN_REPORT=1
if grep -q '^dpopt corun: saxpy: .*raised to 8 an SM once alone' "$out/stderr"; then
    echo "raised: $(grep -o 'raised to 8 an SM once alone ([0-9]* blocks more)' "$out/stderr")"
else
    echo "FAIL raised: saxpy was not raised"; cat "$out/stderr"; status=1
fi
run "corun searched" "$out/corun" DPOPT_CORUN="saxpy:tlp=4,transpose:tlp=rest" DPOPT_CORUN_BYPASS=search \
    DPOPT_CORUN_REPORT=1
# The report: a line per launch (three), each with its quota and bypass.
lines=$(grep -c '^dpopt corun: .* quota [0-9]* an SM, bypass [0-9]* an SM' "$out/stderr")
if [ "$lines" = 3 ]; then echo "report: 3 lines"; else echo "FAIL report: $lines lines"; cat "$out/stderr"; status=1; fi
cat "$out/stderr"

# Child grids launched from the device.
cp tests/runtime/corun_children_check.cu "$out/children_as_written.cu"
"$dpopt" --corun --corun-children tests/runtime/corun_children_check.cu -o "$out/children_corun.cu" 2>/dev/null ||
    { echo "FAIL children: dpopt"; exit 1; }
for name in children_as_written children_corun; do
    nvcc -std=c++17 -arch=sm_90 -rdc=true -Iruntime/include "$out/$name.cu" -o "$out/$name" -lcudadevrt \
        >"$out/$name.log" 2>&1 || { echo "FAIL $name: does not build"; head -5 "$out/$name.log"; exit 1; }
done
children() { # label binary [env...]
    local label=$1 bin=$2
    shift 2
    result=$(env "$@" timeout 120 "$bin" 2>&1)
    echo "$label: $(echo "$result" | grep -E '^(PASS|FAIL)' | head -1 | cut -c1-100) $(echo "$result" | grep '^time')"
    case "$result" in PASS*) ;; *) status=1; echo "$result" | tail -3 ;; esac
}
children "children as written" "$out/children_as_written"
for s in "" "spread:tlp=1" "spread:tlp=2" "spread:tlp=4" "spread:tlp=8:bypass=2" "spread:tlp=99:bypass=99"; do
    children "children corun DPOPT_CORUN='$s'" "$out/children_corun" DPOPT_CORUN="$s"
done
exit $status
