#!/bin/bash
# The three miscompiles of review r-warp, fixed without a GPU (not yet run;
# carry build/dpopt): each repro as written and under the options that got
# it wrong, with the value the written program gives. PASS or FAIL a line.
#   t_stream2.cu      a stream created by odd threads only; even threads
#                     launch a fill into the NULL stream, then a reader:
#                     total 1600000 (--aggregate=block gave 1600);
#   t_stream_tail.cu  the same with the tail stream: even threads' readers
#                     see their data, total at least 1601600;
#   t_guard.cu        an unsigned char index: total 120 (--flatten=* 40);
#   t_guard2.cu       an unsigned index against int n = -1: total 256
#                     (--flatten=warp 0);
#   hang12.cu         a bound differing between lanes under --flatten=warp
#                     --flatten-cap=64: hung 11 of 11 runs; must finish
#                     (prog 12 0x...), no FAIL.
set -u
src=bench/results/next-plan-2026-11-29/warp-fixes
d=$(mktemp -d)
build() { # NAME FILE DPOPT-OPTIONS (comma-separated; written: as written)
    local name=$1 file=$2 o=$3
    if [ "$o" = written ]; then
        nvcc -arch=sm_90 -rdc=true "$src/$file" -o "$d/$name" -lcudadevrt >"$d/$name.log" 2>&1
    else
        DPOPT=$PWD/build/dpopt scripts/dpopt-nvcc "--dpopt=$o" -arch=sm_90 "$src/$file" -o "$d/$name" >"$d/$name.log" 2>&1
    fi || echo "$name: build failed: $(head -c 300 "$d/$name.log")"
}
opts_stream="written --aggregate=block --aggregate=warp --aggregate=grid --flatten=block --flatten=grid --flatten=warp --remove=t4 --remove=auto --remove=t3"
opts_guard="written --flatten=grid --flatten=block --flatten=warp"
for o in $opts_stream; do
    build "t_stream2.${o//[^a-z0-9]/}" t_stream2.cu "$o" &
    build "t_stream_tail.${o//[^a-z0-9]/}" t_stream_tail.cu "$o" &
done
for o in $opts_guard; do
    build "t_guard.${o//[^a-z0-9]/}" t_guard.cu "$o" &
    build "t_guard2.${o//[^a-z0-9]/}" t_guard2.cu "$o" &
done
for o in written --flatten=warp,--flatten-cap=64; do
    build "hang12.${o//[^a-z0-9]/}" hang12.cu "$o" &
done
wait
total() { sed -n 's/.*total \([0-9]*\).*/\1/p' <<<"$1" | head -n 1; }
for b in "$d"/*; do
    [ -x "$b" ] && [ -f "$b" ] || continue
    name=$(basename "$b")
    runs=1
    [[ $name == hang12.* ]] && runs=5
    for r in $(seq $runs); do
        out=$(timeout 60 "$b" 2>&1)
        rc=$?
        t=$(total "$out")
        case $name in
        t_stream2.*) ok=$([ "$t" = 1600000 ] && echo 1) ;;
        t_stream_tail.*) ok=$([ -n "$t" ] && [ "$t" -ge 1601600 ] && echo 1) ;;
        t_guard2.*) ok=$([ "$t" = 256 ] && echo 1) ;;
        t_guard.*) ok=$([ "$t" = 120 ] && echo 1) ;;
        hang12.*) ok=$([ $rc = 0 ] && grep -q '^prog 12 0x' <<<"$out" && echo 1) ;;
        esac
        echo "$([ -n "$ok" ] && echo PASS || echo FAIL) $name (run $r, rc $rc): $(tail -n 1 <<<"$out")"
    done
done | tee "${OUT:-/tmp}/warp-fixes.txt"
