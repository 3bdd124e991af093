#!/usr/bin/env bash
# On a machine with a GPU: minimise failing programs of a difftest run, four
# at a time, and pack the reduced cases.
#   usage: tests/difftest/gpu-minimise.sh SEED OUTDIR BUDGET_S PROG:STRATEGY_TAG...
#   e.g.   tests/difftest/gpu-minimise.sh 1 $OUT 330 114:aggregate-block 80:remove-t4
# STRATEGY_TAG is the folder name under failures/ (run.py's tag of the options).
# OUTDIR gets minimised.tgz (per case: input.cu, output.cu, spec.json,
# options, outputs) and minimise.log.
set -u
cd "$(dirname "$0")/../.."
seed=${1:?seed} out=${2:?outdir} budget=${3:?budget}
shift 3
start=$(date +%s)
work=${DIFFTEST_WORK:-$(mktemp -d /tmp/difftest-min.XXXXXX)}
mkdir -p "$out"
export PYTHONUNBUFFERED=1
max=0
for c in "$@"; do p=${c%%:*}; [ "$p" -gt "$max" ] && max=$p; done
python3 tests/difftest/run.py gen --dir "$work" --seed "$seed" --count $((max + 1)) --batch 1000000 >/dev/null
for c in "$@"; do
    python3 tests/difftest/run.py minimise --dir "$work" --prog "${c%%:*}" --strategy "${c#*:}" \
        -j 4 --timeout 10 --deadline $((start + budget)) >"$work/min-${c/:/-}.log" 2>&1 &
    while [ "$(jobs -rp | wc -l)" -ge 4 ]; do sleep 2; done
done
wait
cat "$work"/min-*.log | tee "$out/minimise.log"
tar -czf "$out/minimised.tgz" -C "$work" minimise
