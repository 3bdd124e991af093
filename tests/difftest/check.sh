# Sourced by tests/run-all.sh (the convention of tests/defects/*/check.sh:
# pass, fail, $tmp): the host half of the differential tester. Generated
# CDP2 programs, every strategy and combination, dpopt plain and sanitized
# must exit 0 and nvcc must accept every output (tests/difftest/host-check.sh).
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null; then
    echo "  difftest skipped: no nvcc"
else
    # 10 programs a run (one batch), their seed moving with the commit as the nvcc
    # samples do (tests/lib.sh's nvcc_rotation: DPOPT_NVCC_ROTATION=R
    # repeats a run's programs), so that successive commits try others;
    # under every other option set of run.py's list, the half moving with
    # the commit too (all of them with DPOPT_NVCC_MATRIX=full).
    difftest_every=$([ "${DPOPT_NVCC_MATRIX:-sample}" = full ] && echo 1 || echo 2)
    DIFFTEST_SEED=$((11 + nvcc_rotation)) DIFFTEST_COUNT=10 DIFFTEST_BATCH=10 \
        DIFFTEST_EVERY=$difftest_every DIFFTEST_ROTATION=$nvcc_rotation \
        tests/difftest/host-check.sh "$tmp/difftest" >"$tmp/difftest.log" 2>&1
    while read -r status rest; do
        if [ "$status" = ok ]; then pass; else fail "difftest: $rest"; fi
    done < <(grep -E '^(ok|FAIL) ' "$tmp/difftest.log")
    tail -n 1 "$tmp/difftest.log" | sed 's/^/  /'
    # From seed 39 about half of the programs have a kernel launching
    # itself: recursion under grid aggregation, thresholds and T1/T2 levels
    # (seed 46's first batch holds T1/T2 levels of two sites, which nvcc
    # once rejected).
    DIFFTEST_SEED=46 DIFFTEST_COUNT=16 DIFFTEST_STRATEGIES="--remove=t1;--remove=auto;--aggregate=grid;--threshold=64" \
        tests/difftest/host-check.sh "$tmp/difftest-recursion" >"$tmp/difftest-recursion.log" 2>&1
    while read -r status rest; do
        if [ "$status" = ok ]; then pass; else fail "difftest (recursion): $rest"; fi
    done < <(grep -E '^(ok|FAIL) ' "$tmp/difftest-recursion.log")
    tail -n 1 "$tmp/difftest-recursion.log" | sed 's/^/  /'
    # The shapes of tests/difftest/shapes.py (grid-stride parents, streams,
    # host threads of another file, ...), 6 programs, their seed moving
    # too: the programs above are gen.py's own.
    DIFFTEST_SEED=$((11 + nvcc_rotation)) DIFFTEST_COUNT=6 DIFFTEST_BATCH=6 DIFFTEST_SHAPES=new \
        DIFFTEST_EVERY=$difftest_every DIFFTEST_ROTATION=$nvcc_rotation \
        tests/difftest/host-check.sh "$tmp/difftest-shapes" >"$tmp/difftest-shapes.log" 2>&1
    while read -r status rest; do
        if [ "$status" = ok ]; then pass; else fail "difftest (shapes): $rest"; fi
    done < <(grep -E '^(ok|FAIL) ' "$tmp/difftest-shapes.log")
    tail -n 1 "$tmp/difftest-shapes.log" | sed 's/^/  /'
fi

# The wide shape's parents (1,024 threads a block, a launch a thread) once
# drew up to 1,900 launches a grid, near CDP's 2,048 pending launches: one
# run in about 600 hung under a loaded H100 (tests/difftest/found/README.md,
# 2026-11-27). Every draw of it and of the loops, narrow_args, streams and
# resized shapes keeps to the generator's pending budget (streams: the grids of all
# its streams together).
if python3 - <<'PY' >"$tmp/difftest-pending.log" 2>&1
import random, sys
sys.path.insert(0, "tests/difftest")
import shapes
bad = 0
for name in ("wide", "loops", "narrow_args", "streams", "resized", "threads", "unseen_threads", "grid_stride", "block_walk", "hoist", "nest_order", "hoist_offsets", "ref_alias"):
    sample, pending = getattr(shapes, "sample_" + name), getattr(shapes, name + "_pending")
    worst = max(pending(sample(random.Random(seed))) for seed in range(2000))
    print(f"{name}: at most {worst} launches a grid pending (budget {shapes.PENDING_BUDGET})")
    bad += worst > shapes.PENDING_BUDGET
sys.exit(1 if bad else 0)
PY
then pass; else fail "difftest: $(tail -n 1 "$tmp/difftest-pending.log")"; fi

# From seed 9905 a recursion's sites launch the program's constant grid,
# the other one or a computed grid (gen.py): one seed then holds levels
# entered with no search, reserved with one atomic, and neither
# (plan/levels.c's decide_launch_blocks). dpopt alone, no nvcc: its GPU
# half is bench/results/' differential runs.
python3 tests/difftest/gen.py 9905 0 25 >"$tmp/difftest-grids.cu" 2>"$tmp/difftest-grids.err" &&
    build/dpopt --aggregate=grid "$tmp/difftest-grids.cu" -o "$tmp/difftest-grids.out.cu" 2>>"$tmp/difftest-grids.err" &&
    grep -q 'dpopt::batch_enter_piece_one_each(dp_piece' "$tmp/difftest-grids.out.cu" &&
    grep -q 'dpopt::batch_enter_piece(dp_enter, dp_piece' "$tmp/difftest-grids.out.cu" &&
    grep -q 'dp_options.max_units = 2u;' "$tmp/difftest-grids.out.cu" &&
    grep -q 'lv<<<1 + (tag & 1u), ' "$tmp/difftest-grids.cu" &&
    pass || fail "difftest: seed 9905's levels under --aggregate=grid lack an entry form: $(head -c 300 "$tmp/difftest-grids.err")"
