#!/usr/bin/env bash
# The half of the differential tester that needs no GPU: generate programs,
# run dpopt with every strategy on them (build/dpopt on every batch,
# build/san/dpopt with ASan/UBSan/leaks on the first), check exit 0 and no
# sanitizer report, and compile the original and every variant with nvcc
# (--ptx by default: front end and device code generation; DIFFTEST_NVCC=c
# for nvcc -c).
#   usage: tests/difftest/host-check.sh [WORKDIR]   (default: a temp dir)
# Environment: DIFFTEST_SEED (default 11), DIFFTEST_COUNT (50),
# DIFFTEST_BATCH (25), DIFFTEST_JOBS (2), DIFFTEST_SHAPES (old: run.py's
# --shapes). Prints "ok ..." or "FAIL ..." per
# check and a count; exit 1 on any failure. Failing cases are kept under
# WORKDIR/failures (and WORKDIR/san/failures).
set -u
cd "$(dirname "$0")/../.."
work=${1:-}
if [ -z "$work" ]; then work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
seed=${DIFFTEST_SEED:-11} count=${DIFFTEST_COUNT:-50} batch=${DIFFTEST_BATCH:-25} jobs=${DIFFTEST_JOBS:-2}
shapes=${DIFFTEST_SHAPES:-old}
mode=${DIFFTEST_NVCC:-ptx}    # ptx: nvcc --ptx (front end, device code); c: nvcc -c
ext=$([ "$mode" = c ] && echo o || echo ptx)
run=(python3 tests/difftest/run.py)
"${run[@]}" gen --dir "$work/plain" --seed "$seed" --count "$count" --batch "$batch" --shapes "$shapes" >/dev/null
"${run[@]}" transform --dir "$work/plain" --dpopt build/dpopt -j "$jobs" >"$work/transform.log" 2>&1
# The sanitized dpopt on the first batch.
"${run[@]}" gen --dir "$work/san" --seed "$seed" --count "$batch" --batch "$batch" --shapes "$shapes" >/dev/null
"${run[@]}" transform --dir "$work/san" --dpopt build/san/dpopt -j "$jobs" >"$work/san-transform.log" 2>&1
"${run[@]}" build --dir "$work/plain" -j "$jobs" --compile-only "$mode" >"$work/build.log" 2>&1
ok=0 bad=0
for d in plain san; do
    for log in "$work/$d"/var/*/*.dpopt.log; do
        what="dpopt ($d) $(basename "$(dirname "$log")") $(basename "$log" .cu.dpopt.log)"
        if [ "$(head -n 1 "$log")" = "status: ok" ]; then
            echo "ok $what"; ok=$((ok + 1))
        else
            echo "FAIL $what: $(head -n 1 "$log")"; bad=$((bad + 1))
        fi
    done
done
for src in "$work"/plain/src/*.cu "$work"/plain/var/*/*.cu; do
    case $src in *.sub.cu) continue ;; esac    # the changed programs' input (run.py)
    t=$(basename "$(dirname "$src")"); [ "$t" = src ] && t=orig
    b=$(basename "$src" .cu)
    if [ "$t" != orig ] && [ "$(head -n 1 "$src.dpopt.log")" != "status: ok" ]; then continue; fi
    # A variant that changes no program is not built (run.py: unchanged).
    if [ "$t" != orig ] && [ "$(cat "$src.progs" 2>/dev/null)" = "[]" ]; then continue; fi
    if [ -f "$work/plain/bin/$t/$b.$ext" ]; then
        echo "ok nvcc $t $b"; ok=$((ok + 1))
    else
        echo "FAIL nvcc $t $b: $(grep -m1 error "$work/plain/bin/$t/$b.$ext.nvcc.log" 2>/dev/null)"; bad=$((bad + 1))
    fi
done
echo "difftest host check: $ok passed, $bad failed ($count programs, seed $seed, shapes $shapes)"
[ "$bad" -eq 0 ]
