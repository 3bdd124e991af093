#!/usr/bin/env bash
# On a machine with a GPU: the exclusive-branches programs (each prints PASS
# when its results are right) as written and as dpopt writes them under each
# strategy that exclusive branches affect, built and run with a time limit
# (warp batches in diverged warps hung before). One line per program and
# strategy: PASS, FAIL, HANG or NO_BUILD; exit status 1 when any is not PASS.
# diverged_branches.cu has kernels only: its output is built, not run.
#   usage: tests/defects/exclusive-branches-note/gpu.sh [OUT_DIR]
set -u
cd "$(dirname "$0")/../../.."
out=${1:-/tmp/exclusive-branches-gpu}
here=tests/defects/exclusive-branches-note
mkdir -p "$out"
[ -x build/dpopt ] || make -j"$(nproc)" build/dpopt >"$out/make.log" 2>&1 || { echo "build/dpopt: make failed"; exit 2; }
bad=0
report() { printf '%-28s %-18s %s\n' "$1" "$2" "$3"; [ "$3" = PASS ] || bad=1; }
for prog in exclusive_branches lanes diverged_branches; do
    for mode in as-written --aggregate=warp --flatten=grid --flatten=block --threshold=64 --aggregate=block; do
        name="$prog.${mode#--}"
        src="$out/$name.cu"
        if [ "$mode" = as-written ]; then
            cp "$here/$prog.cu" "$src"
        elif ! build/dpopt "$mode" "$here/$prog.cu" -o "$src" 2>"$out/$name.notes"; then
            report "$prog" "$mode" NO_BUILD
            continue
        fi
        if [ "$prog" = diverged_branches ]; then
            nvcc -O2 -std=c++17 -arch=sm_90 -rdc=true -Iruntime/include -c "$src" -o "$out/$name.o" >"$out/$name.log" 2>&1 &&
                report "$prog" "$mode" PASS || report "$prog" "$mode" NO_BUILD
            continue
        fi
        if ! nvcc -O2 -std=c++17 -arch=sm_90 -rdc=true -Iruntime/include "$src" -o "$out/$name.bin" -lcudadevrt >"$out/$name.log" 2>&1; then
            report "$prog" "$mode" NO_BUILD
            continue
        fi
        # Several runs: a warp that diverges differently may hang only now and then.
        result=PASS
        for run in 1 2 3 4 5; do
            timeout 30 "$out/$name.bin" >"$out/$name.run$run" 2>&1
            status=$?
            if [ $status = 124 ]; then result=HANG; break; fi
            if [ $status != 0 ] || ! grep -q '^PASS' "$out/$name.run$run"; then result=FAIL; break; fi
        done
        report "$prog" "$mode" "$result"
    done
done
exit $bad
