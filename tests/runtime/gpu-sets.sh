#!/usr/bin/env bash
# On a machine with a GPU: a check program of tests/runtime as written and
# under each option set given, three runs each; the program prints PASS or
# FAIL. Prints one line per build and run; exit 1 on any failure. The
# gpu-*.sh scripts that check one program under plain option sets call it.
#   usage: tests/runtime/gpu-sets.sh PROGRAM.cu DPOPT OUTDIR [OPTIONS...]
#   (an option set with spaces is one argument: "--flatten=warp --flatten-cap=16")
set -u
cd "$(dirname "$0")/../.."
program=$1 dpopt=$2 out=$3
shift 3
mkdir -p "$out"
status=0
for opts in "" "$@"; do
    name=${opts:-as_written}
    name=${name#--}
    name=${name// --/_}
    name=${name//[=:]/_}
    if [ -z "$opts" ]; then
        cp "$program" "$out/$name.cu"
    elif ! "$dpopt" $opts "$program" -o "$out/$name.cu" 2>/dev/null; then
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
