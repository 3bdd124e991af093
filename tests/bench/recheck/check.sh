#!/usr/bin/env bash
# bench/recheck and bench/readme's table of its rounds, without a GPU: the
# variants it picks from a suite's CSV (suite/: the oracle's pick, O,
# tuned, the best hand-written; an unverified row never the pick), the
# order of each round (a bench/run a program, even rounds reversed) through
# a stand-in bench/run (fake-run: each call slower than the one before, so
# the rounds' medians spread), a variant built as another's program (bfs's
# tuned, O's: a status file as bench/run writes it) timed once and given
# that program's row, the table bench/readme writes from the rounds, a
# run that does not verify (exit 1, left out of the table), and --within
# and --apps (the pick's rivals timed too; the table against the fastest,
# and against the run's pick timed again).
#   usage: tests/bench/recheck/check.sh TMPDIR   (exit 1 with a diff on a difference)
set -u
cd "$(dirname "$0")/../../.." || exit 2
tmp=${1:?usage: check.sh TMPDIR} here=tests/bench/recheck
rm -rf "$tmp/recheck" && mkdir -p "$tmp/recheck" && cp -r $here/suite "$tmp/recheck/suite" || exit 2
bench/recheck --plan "$tmp/recheck/suite" "$tmp/recheck/unused" >"$tmp/recheck/plan" 2>&1 &&
    diff -u $here/plan.expected "$tmp/recheck/plan" || exit 1
[ ! -e "$tmp/recheck/unused" ] || { echo "bench/recheck --plan wrote $tmp/recheck/unused"; exit 1; }
# The stand-in's time of each app/variant, in ms.
times='bfs/remove=t1=0.25;bfs/O=0.27;bfs/tuned=0.26;bfs/flat_lb=0.28;bh/aggregate=grid=4.4;bh/O=5.4;bh/tuned=4.6;bh/flat=5'
mkdir -p "$tmp/recheck/status" && printf 'same\tO\n' >"$tmp/recheck/status/bfs_tuned.status" &&
    printf 'ok\n' >"$tmp/recheck/status/bfs_O.status" || exit 2
FAKE_RUN_LOG="$tmp/recheck/order" BENCH_RUN=$here/fake-run BENCH_STATUS_DIR="$tmp/recheck/status" \
    FAKE_TIMES="$times" \
    bench/recheck --rounds 3 "$tmp/recheck/suite" "$tmp/recheck/suite/recheck" >"$tmp/recheck/out" 2>&1 ||
    { cat "$tmp/recheck/out"; exit 1; }
diff -u $here/order.expected "$tmp/recheck/order" || exit 1
# shellcheck source=tests/bench/with-readme.sh
. tests/bench/with-readme.sh
# bench/readme's table of the rounds beside the suite's part1.csv: its rows and means.
rounds_table() {
    with_readme 'print("\n".join(l for l in readme.recheck_table(run) if l and l[0] in "|-"))' \
        "$tmp/recheck/suite/part1.csv"
}
rounds_table >"$tmp/recheck/table" || exit 1
diff -u $here/table.expected "$tmp/recheck/table" || exit 1
# A run that does not verify (bh's tuned): bench/recheck says so and exits 1;
# the table leaves the row's tuned out.
rm -f "$tmp/recheck/order2" && rm -rf "$tmp/recheck/suite/recheck"
FAKE_RUN_LOG="$tmp/recheck/order2" BENCH_RUN=$here/fake-run BENCH_STATUS_DIR="$tmp/recheck/status" FAKE_FAIL=bh/tuned \
    FAKE_TIMES="$times" \
    bench/recheck --rounds 1 "$tmp/recheck/suite" "$tmp/recheck/suite/recheck" >"$tmp/recheck/out2" 2>&1
[ $? = 1 ] && grep -q "bench/recheck: 1 runs of bench/run failed" "$tmp/recheck/out2" ||
    { echo "bench/recheck: a run that did not verify: not exit 1 with a message"; cat "$tmp/recheck/out2"; exit 1; }
rounds_table | grep '^| bh | plummer-4096 | .* | - | - | ' >/dev/null ||
    { echo "bench/readme: the unverified tuned of bh is in the rounds' table"; exit 1; }
# --within: the pick's rivals in the run (bh's aggregate=warp, within 25% of
# aggregate=grid) timed too, of the apps --apps names; the table then sets
# `O` and `tuned` against the fastest option set of the rounds.
bench/recheck --plan --within 0.25 --apps bh "$tmp/recheck/suite" "$tmp/recheck/unused" >"$tmp/recheck/plan3" 2>&1 &&
    [ "$(cat "$tmp/recheck/plan3")" = "bh plummer-4096: aggregate=grid,aggregate=warp,O,tuned,flat" ] ||
    { echo "bench/recheck --within 0.25 --apps bh: not the pick's rival alone"; cat "$tmp/recheck/plan3"; exit 1; }
for bad in "--within x" "--within -1" "--apps"; do
    # shellcheck disable=SC2086
    bench/recheck --plan $bad "$tmp/recheck/suite" "$tmp/recheck/unused" >/dev/null 2>&1 &&
        { echo "bench/recheck $bad: not refused"; exit 1; }
done
rm -f "$tmp/recheck/order3" && rm -rf "$tmp/recheck/suite/recheck"
FAKE_RUN_LOG="$tmp/recheck/order3" BENCH_RUN=$here/fake-run BENCH_STATUS_DIR="$tmp/recheck/status" \
    FAKE_TIMES="$times;bh/aggregate=warp=4.0" \
    bench/recheck --rounds 2 --within 0.25 --apps bh "$tmp/recheck/suite" "$tmp/recheck/suite/recheck" \
    >"$tmp/recheck/out3" 2>&1 || { cat "$tmp/recheck/out3"; exit 1; }
rounds_table >"$tmp/recheck/table3" || exit 1
diff -u $here/table-within.expected "$tmp/recheck/table3" || exit 1
# --differing: only the rows where `O` or `tuned` is not the pick's program
# (here bfs's are remove=t1's, timed once in the run), with --no-build (no
# build call); the table counts the row left out 1.000x against the pick.
rm -rf "$tmp/recheck/differ" && mkdir -p "$tmp/recheck/differ" &&
    awk -F, -v OFS=, '$1 == "bfs" && ($2 == "O" || $2 == "tuned") {
            $6 = "0.25"; $7 = "0.24"; $8 = "0.26"; $14 = "\"the same program as remove=t1 (measured once)\"" } 1' \
        $here/suite/part1.csv >"$tmp/recheck/differ/part1.csv" || exit 2
grep -c '^bfs,[Ot][a-z]*,rmat12,.*,0\.25,' "$tmp/recheck/differ/part1.csv" | grep -qx 2 || { echo "check.sh: the fixture moved"; exit 2; }
bench/recheck --plan --differing "$tmp/recheck/differ" "$tmp/recheck/unused" >"$tmp/recheck/plan4" 2>&1 &&
    [ "$(cat "$tmp/recheck/plan4")" = "bh plummer-4096: aggregate=grid,O,tuned,flat" ] ||
    { echo "bench/recheck --differing: not bh's row alone"; cat "$tmp/recheck/plan4"; exit 1; }
rm -f "$tmp/recheck/order4"
FAKE_RUN_LOG="$tmp/recheck/order4" BENCH_RUN=$here/fake-run BENCH_STATUS_DIR="$tmp/recheck/status" \
    FAKE_TIMES="$times" bench/recheck --rounds 1 --differing --no-build "$tmp/recheck/differ" \
    "$tmp/recheck/differ/recheck" >"$tmp/recheck/out4" 2>&1 || { cat "$tmp/recheck/out4"; exit 1; }
! grep -q -- '--build-only' "$tmp/recheck/differ/recheck/recheck.log" && ! grep -q '^bfs' "$tmp/recheck/order4" ||
    { echo "bench/recheck --differing --no-build: built, or timed bfs"; cat "$tmp/recheck/differ/recheck/recheck.log"; exit 1; }
with_readme 'print("\n".join(readme.recheck_table(run)))' "$tmp/recheck/differ/part1.csv" \
    >"$tmp/recheck/table4" || exit 1
grep -q "^- Timed again, against the oracle's pick of the run .*: \`O\` [0-9.]*x (2 rows, 1 of them not timed again: the pick's program), \`tuned\` [0-9.]*x (2 rows, 1 of them" \
    "$tmp/recheck/table4" ||
    { echo "bench/readme: the row --differing left out is not counted at the pick's time"; cat "$tmp/recheck/table4"; exit 1; }
# Rounds of a later call beside the run's (recheck-later*/): a table of
# their own after the run's; a folder named otherwise is not shown.
cp -r "$tmp/recheck/differ/recheck" "$tmp/recheck/differ/recheck-later" &&
    cp -r "$tmp/recheck/differ/recheck" "$tmp/recheck/differ/recheck-same-order" || exit 2
with_readme 'print("\n".join(readme.recheck_table(run, r)[0] for r in run.rechecks))' "$tmp/recheck/differ/part1.csv" \
    >"$tmp/recheck/later" || exit 1
[ "$(grep -c '^Timed again side by side' "$tmp/recheck/later")" = 2 ] &&
    head -n 1 "$tmp/recheck/later" | grep -q '/differ/recheck/`' &&
    tail -n 1 "$tmp/recheck/later" | grep -q '/differ/recheck-later/`' ||
    { echo "bench/readme: not the run's rounds then recheck-later's, recheck-same-order left out"; cat "$tmp/recheck/later"; exit 1; }
# The main table's oracle line: where the oracle's pick compiles another
# program (dyncall's cdp1_sync variant), `O` and `tuned` are also set
# against the best option set on cdp.cu, the program they compile.
mkdir -p "$tmp/recheck/other" && {
    head -n 1 $here/suite/part1.csv
    for vt in cdp=50 flat=1.0 remove=t4=0.58 cdp1_sync:remove=auto=0.5 O=0.6 tuned=0.6; do
        echo "dyncall,${vt%=*},p64,NVIDIA H200,13.0,${vt##*=},${vt##*=},${vt##*=},3,true,2026-11-29,580.159.04,ok,"
    done
} >"$tmp/recheck/other/part1.csv"
with_readme 'print("\n".join(readme.table(run)))' "$tmp/recheck/other/part1.csv" >"$tmp/recheck/other/table" || exit 1
grep -q '^- `tuned` against the best dpopt variant of each row (the oracle): 0.833x geometric mean (1 rows); against the best option set on the program it compiles (dyncall p64: the pick compiles another program), 0.967x;' \
    "$tmp/recheck/other/table" ||
    { echo "bench/readme: no oracle of the program tuned compiles beside the pick of another program"; cat "$tmp/recheck/other/table"; exit 1; }
