#!/usr/bin/env bash
# bench/suite-gpus --recheck without a GPU (SUITE_GPUS and a stand-in
# bench/run, fake-run): the parts run one a GPU, then the rows where `O` or
# `tuned` is not the pick's program (bh's; bfs's are remove=t1's, timed
# once) are timed again on their parts' GPU, and the rounds land in
# OUTDIR/recheck/round-N.csv, one file a round with one header, as
# bench/readme reads them; a bad --recheck is refused.
#   usage: tests/bench/suite-gpus/check.sh TMPDIR   (exit 1 with a message on a difference)
set -u
cd "$(dirname "$0")/../../.." || exit 2
tmp=${1:?usage: check.sh TMPDIR}/suite-gpus here=tests/bench/suite-gpus
rm -rf "$tmp" && mkdir -p "$tmp" || exit 2
awk -F, -v OFS=, '$1 == "bfs" && ($2 == "O" || $2 == "tuned") {
        $6 = "0.25"; $7 = "0.24"; $8 = "0.26"; $14 = "\"the same program as remove=t1 (measured once)\"" } 1' \
    tests/bench/recheck/suite/part1.csv >"$tmp/suite.csv" || exit 2
times='bfs/remove=t1=0.25;bfs/O=0.27;bfs/tuned=0.26;bfs/flat_lb=0.28;bh/aggregate=grid=4.4;bh/O=5.4;bh/tuned=4.6;bh/flat=5'
fail() { echo "bench/suite-gpus: $*"; exit 1; }
SUITE_GPUS=2 BENCH_RUN=$here/fake-run BENCH_STATUS_DIR="$tmp/status" FAKE_SUITE="$tmp/suite.csv" \
    FAKE_RUN_LOG="$tmp/order" FAKE_TIMES="$times" \
    bench/suite-gpus --recheck 2 "$tmp/out" bfs bh >"$tmp/log" 2>&1 || { cat "$tmp/log"; fail "exit $?"; }
grep -qx 'part bfs 0' "$tmp/order" && grep -qx 'part bh 1' "$tmp/order" || fail "not a part a GPU: $(cat "$tmp/order")"
grep -q "^recheck: 1 rows where O or tuned is not the pick's program, 2 rounds" "$tmp/log" ||
    fail "no recheck line: $(cat "$tmp/log")"
for r in 1 2; do
    f=$tmp/out/recheck/round-$r.csv
    [ -f "$f" ] || fail "no $f"
    [ "$(grep -c '^app,' "$f")" = 1 ] || fail "$f: not one header"
    [ "$(cut -d, -f1 "$f" | sort -u | tr '\n' ' ')" = "app bh " ] || fail "$f: not bh's rows alone: $(cat "$f")"
    [ "$(grep -c '^bh,' "$f")" = 4 ] || fail "$f: not the pick, O, tuned and flat: $(cat "$f")"
done
[ ! -e "$tmp/out/recheck/round-3.csv" ] && [ -s "$tmp/out/recheck/recheck.log" ] || fail "a third round, or no recheck.log"
grep -q -- '--build-only' "$tmp/out/recheck/recheck.log" && fail "the recheck built again"
# bench/readme's rounds table over the run: bfs counted at the pick's time.
# shellcheck source=tests/bench/with-readme.sh
. tests/bench/with-readme.sh
with_readme 'print("\n".join(readme.recheck_table(run)))' "$tmp"/out/part*.csv >"$tmp/table" || exit 1
grep -q "(2 rows, 1 of them not timed again: the pick's program)" "$tmp/table" || fail "table: $(cat "$tmp/table")"
for bad in "--recheck 0" "--recheck x" "--recheck"; do
    # shellcheck disable=SC2086
    SUITE_GPUS=2 BENCH_RUN=$here/fake-run bench/suite-gpus $bad "$tmp/bad" bfs >/dev/null 2>&1 && fail "$bad: not refused"
done
echo "bench/suite-gpus --recheck: as expected"
