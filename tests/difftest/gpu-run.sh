#!/usr/bin/env bash
# On a machine with a GPU and nvcc: generate N programs, transform each batch
# with every strategy, build, run, compare checksums, summarise.
#   usage: tests/difftest/gpu-run.sh N_PROGRAMS SEED OUTDIR [FIRST] [BUDGET_S]
#   FIRST: number of the first program (default 0), so two commands can
#   share one seed: 0..999 and 1000..1999. BUDGET_S (default 540): no new
#   work starts after that many seconds; what is left counts as not run.
# OUTDIR gets summary.csv, summary.md, run.log and failures.tgz (every
# failing case: input, options, both outputs). Needs build/dpopt.
# Environment: DIFFTEST_BATCH (programs per compiled file, default 25),
# DIFFTEST_JOBS (default: all cores), DIFFTEST_WORK (default: a temp dir),
# DIFFTEST_STRATEGIES (option sets separated by ';', default: all of
# run.py's STRATEGIES, or one in DIFFTEST_EVERY of them shifted by
# DIFFTEST_ROTATION; read by run.py), DIFFTEST_SHAPES (run.py's --shapes:
# old, the default, new, all, or shape names separated by commas),
# DIFFTEST_NVCC_FLAGS (more nvcc options for every program and output; read
# by run.py: '--default-stream per-thread' with the threads shape).
set -u
cd "$(dirname "$0")/../.."
n=${1:?usage: gpu-run.sh N_PROGRAMS SEED OUTDIR [FIRST] [BUDGET_S]}
seed=${2:?seed}
out=${3:?outdir}
first=${4:-0}
budget=${5:-540}
start=$(date +%s)
mkdir -p "$out"
work=${DIFFTEST_WORK:-$(mktemp -d /tmp/difftest.XXXXXX)}
jobs=${DIFFTEST_JOBS:-$(nproc)}
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
[ "$gpus" -ge 1 ] || gpus=1
[ -x build/dpopt ] || { echo "build/dpopt missing"; exit 2; }
export PYTHONUNBUFFERED=1
{
    echo "difftest: $n programs from $first, seed $seed, shapes ${DIFFTEST_SHAPES:-old}, batches of ${DIFFTEST_BATCH:-25}, -j$jobs, $gpus GPUs, budget ${budget}s, work $work"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | head -n 1
    python3 tests/difftest/run.py all --dir "$work" --seed "$seed" --first "$first" --count "$n" \
        --shapes "${DIFFTEST_SHAPES:-old}" --batch "${DIFFTEST_BATCH:-25}" -j "$jobs" --timeout 20 --deadline $((start + budget)) \
        --gpus "$gpus" --run-jobs $((6 * gpus))
    rc=$?
    echo "difftest: exit $rc after $(( $(date +%s) - start )) s"
} 2>&1 | tee "$out/run.log"
cp "$work/summary.csv" "$work/summary.md" "$out/" 2>/dev/null
if [ -d "$work/failures" ]; then
    tar -czf "$out/failures.tgz" -C "$work" failures
    echo "failures: $(find "$work/failures" -mindepth 2 -maxdepth 2 -type d | wc -l) cases in $out/failures.tgz"
fi
grep -q 'exit 0 after' "$out/run.log"
