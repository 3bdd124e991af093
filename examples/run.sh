#!/usr/bin/env bash
# On a machine with a GPU: builds every example under each strategy
# (examples/build.sh), runs each build RUNS times (each run times five
# builds after a warm-up and prints their median), checks that every run
# prints PASS, and prints per example and strategy the median of the runs'
# times and its speedup over the program as written, with the
# first note dpopt gave (a strategy that took nothing leaves the program as
# written). Writes OUTDIR/examples.csv; exit 1 on any failure. EXAMPLES="name
# ..." builds and runs those examples only.
#   usage: examples/run.sh OUTDIR [RUNS]
set -u
cd "$(dirname "$0")/.."
out=${1:?usage: examples/run.sh OUTDIR [RUNS]}
runs=${2:-3}
mkdir -p "$out"
status=0
examples/build.sh "$out/bin" >"$out/build.log" 2>&1 || { grep FAIL "$out/build.log"; status=1; }
# The input each example runs on.
declare -A input=([graph-members]=100000 [quadtree-groups]=100000 [quicksort-files]=1048576 [mandelbrot-adaptive]=16384
                  [spmv-long-rows]=262144)
csv="$out/examples.csv"
echo "example,input,strategy,runs,passed,median_ms,speedup,note" >"$csv"
printf '%-16s %-34s %6s %10s %8s  %s\n' example strategy passed "median ms" speedup note
for name in ${EXAMPLES:-graph-members quadtree-groups quicksort-files mandelbrot-adaptive spmv-long-rows}; do
    base=""
    # As written first: the others' speedups are over it.
    for tag in as_written $(ls "$out/bin" | sed -n "s/^$name\.\([^.]*\)$/\1/p" | grep -v '^as_written$'); do
        bin="$out/bin/$name.$tag"
        [ -x "$bin" ] || continue
        passed=0 times=()
        for ((r = 0; r < runs; r++)); do
            line=$(timeout 60 "$bin" "${input[$name]}" 2>&1 | grep -E '^(PASS|FAIL)')
            case $line in PASS*) passed=$((passed + 1)); times+=("$(sed -n 's/.* \([0-9.]*\) ms$/\1/p' <<<"$line")") ;;
            *) echo "  $name $tag run $r: ${line:-no result (timed out or crashed)}" ;; esac
        done
        [ "$passed" = "$runs" ] || status=1
        median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "nan"}')
        [ "$tag" = as_written ] && base=$median
        speedup=$(awk -v b="$base" -v m="$median" 'BEGIN {if (m > 0 && b > 0) printf "%.2f", b / m; else print "nan"}')
        note=$(grep -m1 'note:' "$bin.log" | sed 's/.*note: //' | cut -c1-110)
        printf '%-16s %-34s %3d/%-2d %10s %7sx  %s\n' "$name" "$tag" "$passed" "$runs" "$median" "$speedup" "$note"
        echo "$name,${input[$name]},$tag,$runs,$passed,$median,$speedup,\"${note//\"/\'}\"" >>"$csv"
    done
done
exit $status
