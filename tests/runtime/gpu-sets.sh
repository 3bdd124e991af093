#!/usr/bin/env bash
# On a machine with a GPU: a check program of tests/runtime as written and
# under each option set given, three runs each; the program prints PASS or
# FAIL (a line or several: any FAIL fails). Prints one line per build and
# run; exit 1 on any failure. The gpu-*.sh scripts that check one program
# under plain option sets call it.
#   usage: tests/runtime/gpu-sets.sh PROGRAM.cu DPOPT OUTDIR [OPTIONS...]
#   (an option set with spaces is one argument: "--flatten=warp --flatten-cap=16")
# A set whose output is the program byte for byte fails
# (tests/runtime/transformed.sh), unless it is written `written:OPTIONS`, a
# refusal the check keeps (that output must be the program byte for byte;
# it is not built). DPOPT_TRANSFORM_ONLY=1: dpopt and that check only.
set -u
cd "$(dirname "$0")/../.."
# shellcheck source=tests/runtime/transformed.sh
. tests/runtime/transformed.sh
program=$1 dpopt=$2 out=$3
shift 3
mkdir -p "$out"
status=0
only=${DPOPT_TRANSFORM_ONLY:-0}
for opts in "" "$@"; do
    kept=0
    case "$opts" in written:*) kept=1 opts=${opts#written:} ;; esac
    name=${opts:-as_written}
    name=${name#--}
    name=${name// --/_}
    name=${name//[=:]/_}
    if [ -z "$opts" ]; then
        [ "$only" = 1 ] && continue
        cp "$program" "$out/$name.cu"
    elif ! "$dpopt" $opts "$program" -o "$out/$name.cu" 2>/dev/null; then
        echo "FAIL $name: dpopt"; status=1; continue
    elif [ "$kept" = 1 ]; then
        if left_as_written "$program" "$out/$name.cu"; then
            echo "$name: left as written, as the check expects"
        else
            echo "FAIL $name: expected dpopt to leave every launch as written; it transformed the program (drop written:)"
            status=1
        fi
        continue
    elif ! transformed_or_fail "$program" "$out/$name.cu" "$name"; then
        echo "    (written:$opts in the script, if that refusal is right)"; status=1; continue
    fi
    [ "$only" = 1 ] && continue
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "$out/$name.cu" -o "$out/$name" -lcudadevrt >"$out/$name.log" 2>&1; then
        echo "FAIL $name: does not build"; head -5 "$out/$name.log"; status=1; continue
    fi
    for run in 1 2 3; do
        result=$(timeout 30 "$out/$name" 2>&1 | grep -E '^(PASS|FAIL)')
        echo "$name run $run: ${result:-FAIL no result (timed out or crashed)}"
        case "$result" in *FAIL*|"") status=1 ;; esac
    done
done
exit $status
