# Sourced by tests/run-all.sh (pass, fail, $tmp): dpopt-tune on a stand-in
# program (tests/tune/standin.py: its printed time is a sum of costs per
# site and kind, on tests/decisions/mix.cu's three sites; no GPU). It must
# find the best mix (warp_batch, grid_batch, flatten_grid: 6 ms, where the
# best fixed option set, --aggregate=grid, takes 13), stop, never choose the
# fastest candidate of all whose output differs (remove_t4 at the second
# site), resume from its state without building anything measured, and
# write a decisions file that dpopt reads back to the same plan; built to a
# binary of its own per candidate ({out}), two at a time, it chooses alike;
# it walks a site's threshold and coarsening to values no option set has;
# its confirmation keeps -O's choice where a lucky draw or one round decides,
# and times two rounds more where the rounds' medians and the rounds disagree.
tu="$tmp/tune"
rm -rf "$tu"
mkdir -p "$tu"
tune() { # extra options...
    scripts/dpopt-tune --sources tests/decisions/mix.cu \
        --build "python3 tests/tune/standin.py build $tu/prog $tu/builds.log" \
        --time-regex 'time: ([0-9.]+) ms' --runs 1 --warmup 0 --state "$tu/state" --output "$tu/tuned.json" "$@" \
        -- "$tu/prog"
}
# First only dpopt's option sets (--passes 0), as a run stopped early, with a
# warm-up run (the reference output is the first run's).
if tune --passes 0 --warmup 1 >"$tu/first.out" 2>"$tu/first.err"; then pass; else fail "dpopt-tune --passes 0: $(tail -n 3 "$tu/first.err")"; fi
grep -q -- "best option set: --aggregate=grid .* 13 ms" "$tu/first.out" && pass ||
    fail "dpopt-tune: the best option set is not --aggregate=grid's 13 ms: $(cat "$tu/first.out")"
first_builds=$(wc -l <"$tu/builds.log")
# Then on from there: the option sets are measured already.
if tune >"$tu/out" 2>"$tu/err"; then pass; else fail "dpopt-tune: $(tail -n 3 "$tu/err")"; fi
grep -q "^as written .* 30 ms" "$tu/out" && pass ||
    fail "dpopt-tune: as written is not 30 ms: $(head -n 8 "$tu/out")"
grep -q "^tuned .* 6 ms .* 5.00x" "$tu/out" && pass || fail "dpopt-tune: did not find the 6 ms mix: $(cat "$tu/out")"
[ "$(grep -o '"kind": "[a-z_]*"' "$tu/tuned.json" | tr '\n' ' ')" = \
    '"kind": "warp_batch" "kind": "grid_batch" "kind": "flatten_grid" ' ] && pass ||
    fail "dpopt-tune: tuned.json is not warp_batch, grid_batch, flatten_grid: $(cat "$tu/tuned.json")"
grep -q "no change gains more than 3%: stopped" "$tu/err" && pass || fail "dpopt-tune: did not stop by itself"
# Each site's choice alone (the others as written): 1 + 10 + 10 ms for the first.
grep -q "^tests/decisions/mix.cu:17:9  one -> fill  warp_batch  *21  1.43x$" "$tu/out" && pass ||
    fail "dpopt-tune: the first site's choice alone is not 21 ms, 1.43x: $(head -n 4 "$tu/out")"
grep -q "measured before" "$tu/err" && [ "$(grep -c -- '--aggregate=grid *13 ms' "$tu/err")" = 1 ] && pass ||
    fail "dpopt-tune: resumed, it measured the option sets again"
grep -q "tests/decisions/mix.cu:24:9: remove_t4: output differs" "$tu/out" && pass ||
    fail "dpopt-tune: the candidate whose output differs is not reported as never chosen"
# Resumed once more: nothing is built.
builds=$(wc -l <"$tu/builds.log")
tune >"$tu/again.out" 2>"$tu/again.err"
[ "$(wc -l <"$tu/builds.log")" = "$builds" ] && [ "$builds" -gt "$first_builds" ] && pass ||
    fail "dpopt-tune: a resumed run built again ($builds, then $(wc -l <"$tu/builds.log"))"
grep -q "(0 candidates measured in this run" "$tu/again.out" && pass || fail "dpopt-tune: resumed run measured candidates"
# The decisions file reads back: dpopt's own report of it is the same plan.
build/dpopt --decisions="$tu/tuned.json" --report=decisions tests/decisions/mix.cu >"$tu/back.json" 2>/dev/null &&
    python3 -c 'import json,sys; a,b=(json.load(open(f))["decisions"] for f in sys.argv[1:]); sys.exit(a!=b)' \
        "$tu/tuned.json" "$tu/back.json" && pass || fail "dpopt-tune: tuned.json does not read back to the same plan"
# Bad input: no command, a missing source: an error and status 2.
scripts/dpopt-tune --sources tests/decisions/mix.cu --build true 2>"$tu/e1"
[ $? = 2 ] && grep -q "the command to run goes after --" "$tu/e1" && pass || fail "dpopt-tune: no command: $(cat "$tu/e1")"
scripts/dpopt-tune --sources "$tu/none.cu" --build true -- true 2>"$tu/e2"
[ $? = 2 ] && grep -q "none.cu: no such file" "$tu/e2" && pass || fail "dpopt-tune: a missing source: $(cat "$tu/e2")"
# Each candidate built to its own {out}, two at a time: the same choice.
scripts/dpopt-tune --sources tests/decisions/mix.cu --jobs 2 \
    --build "python3 tests/tune/standin.py build {out} $tu/builds-out.log" --time-regex 'time: ([0-9.]+) ms' \
    --runs 1 --warmup 0 --state "$tu/state-out" --output "$tu/tuned-out.json" -- '{out}' >"$tu/out2" 2>"$tu/err2"
cmp -s "$tu/tuned.json" "$tu/tuned-out.json" && [ -n "$(ls "$tu"/state-out/candidates/*.bin 2>/dev/null)" ] && pass ||
    fail "dpopt-tune --jobs 2 with {out}: another choice, or no binary of its own per candidate: $(tail -n 5 "$tu/out2")"
# The scenarios below run two at a time, each started here (tune_with) and
# checked where it is described (tuned: its status, once it has ended).
tune_with() { # label env-assignment... [-- dpopt-tune option...]
    local d="$tu/$1" envs=()
    shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do envs+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    mkdir -p "$d"
    while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n || true; done
    (
        env "${envs[@]}" scripts/dpopt-tune --sources tests/decisions/mix.cu \
            --build "python3 tests/tune/standin.py build $d/prog $d/builds.log" --time-regex 'time: ([0-9.]+) ms' \
            --runs 1 --warmup 0 --passes 1 "$@" --state "$d/state" --output "$d/tuned.json" -- "$d/prog" \
            >"$d/out" 2>"$d/err"
        echo $? >"$d/rc"
    ) &
}
kinds() { # label: its decisions file's kinds, a site after another
    grep -o '"kind": "[a-z_0-9]*"' "$tu/$1/tuned.json" | tr '\n' ' '
}
tuned() { # label: waits for its run; its exit status
    while [ ! -e "$tu/$1/rc" ] && [ -n "$(jobs -rp)" ]; do wait -n || true; done
    [ "$(cat "$tu/$1/rc" 2>/dev/null)" = 0 ]
}
lucky='STANDIN_COSTS=[{"warp_batch": 1.0, "grid_batch": 5.0}, {"grid_batch": 2.0, "remove_t4": 0.5}, {"flatten_grid": 3.0, "grid_batch": 3.3}]'
tune_with small STANDIN_THRESHOLD=-0.1
tune_with large STANDIN_THRESHOLD=-1.0
tune_with walk 'STANDIN_COSTS=[{"warp_batch": 5.0}, {"grid_batch": 5.0}, {"flatten_grid": 5.0}]' \
    STANDIN_BEST_THRESHOLD=512 STANDIN_BEST_COARSEN=8
tune_with start 'STANDIN_COSTS=[{"flatten_warp": 2.0}, {"flatten_warp": 2.0}, {"remove_t4": 2.0, "flatten_warp": 1.95}]'
tune_with lucky "$lucky" 'STANDIN_LUCKY=warp_batch grid_batch grid_batch'
tune_with olucky 'STANDIN_COSTS=[{"flatten_warp": 2.0}, {"flatten_warp": 2.0}, {"remove_t4": 2.0, "flatten_warp": 1.9}]' \
    'STANDIN_LUCKY=flatten_warp flatten_warp flatten_warp' -- --confirm-band 0.2
tune_with spread 'STANDIN_COSTS=[{"flatten_warp": 2.0}, {"flatten_warp": 2.0}, {"remove_t4": 2.0, "flatten_warp": 2.0}]' \
    'STANDIN_LUCKY=flatten_warp flatten_warp flatten_warp' STANDIN_DRAWS=0.9,0.9,1.1,0.9,1.0 -- --confirm-band 0.2
tune_with settled 'STANDIN_COSTS=[{"flatten_warp": 2.0}, {"flatten_warp": 2.0}, {"remove_t4": 2.0, "flatten_warp": 2.0}]' \
    'STANDIN_LUCKY=flatten_warp flatten_warp flatten_warp' STANDIN_DRAWS=0.9,0.9,1.1,0.9 -- --confirm-band 0.2
tune_with capped 'STANDIN_COSTS=[{"flatten_warp": 2.0}, {"flatten_warp": 2.0}, {"remove_t4": 2.0, "flatten_warp": 2.0}]' \
    'STANDIN_LUCKY=flatten_warp flatten_warp flatten_warp' STANDIN_DRAWS=0.9,0.9,1.1,0.9 -- --confirm-band 0.2 \
    --confirm-most 3
tune_with ounlucky 'STANDIN_COSTS=[{"flatten_warp": 2.0}, {"flatten_warp": 2.0}, {"remove_t4": 2.0, "flatten_warp": 1.9}]' \
    'STANDIN_LUCKY=flatten_warp flatten_warp remove_t4' STANDIN_DRAWS=1.2,1
tune_with sibling STANDIN_THRESHOLD=0 'STANDIN_LUCKY=warp_batch grid_batch flatten_grid:128'
tune_with fixedlucky 'STANDIN_COSTS=[{"warp_batch": 1.0, "grid_batch": 1.05}, {"grid_batch": 2.0}, {"flatten_grid": 3.0, "grid_batch": 3.1}]' \
    'STANDIN_LUCKY=grid_batch grid_batch grid_batch'
tune_with unconfirmed "$lucky" 'STANDIN_LUCKY=warp_batch grid_batch grid_batch' -- --confirm 0
# Within the noise (3%), a plan with fewer versions wins: a threshold at the
# second site that gains 0.1 ms of 6 is dropped; one that gains 1 ms is kept.
tuned small && ! grep -q threshold "$tu/small/tuned.json" && pass ||
    fail "dpopt-tune: kept a threshold that gains less than the noise: $(cat "$tu/small/tuned.json")"
tuned large && grep -q '"kind": "grid_batch", "threshold": 128' "$tu/large/tuned.json" && pass ||
    fail "dpopt-tune: dropped a threshold that gains more than the noise: $(cat "$tu/large/tuned.json")"
# A threshold's and a coarsening's best values (512 child threads, 8 blocks
# a block) are among no option set's: from the search's 128 and 2, the walk
# doubles them while that gains, at each site that takes them (flatten_grid
# takes a threshold, not a coarsening).
tuned walk &&
    [ "$(grep -o '"kind": "[a-z_]*", "threshold": [0-9]*\(, "coarsen": [0-9]*\)\?' "$tu/walk/tuned.json" | tr '\n' ' ')" = \
        '"kind": "warp_batch", "threshold": 512, "coarsen": 8 "kind": "grid_batch", "threshold": 512, "coarsen": 8 "kind": "flatten_grid", "threshold": 512 ' ] &&
    grep -q "^tuned  *5 ms" "$tu/walk/out" && pass ||
    fail "dpopt-tune: the walk did not find threshold 512 and coarsening 8: $(cat "$tu/walk/tuned.json") $(grep '^tuned' "$tu/walk/out")"
# The search starts from -O's choice (flatten_warp, flatten_warp, remove_t4:
# 6 ms) where the fastest option set (--flatten=warp, 5.95 ms) is faster by
# less than the noise, and keeps it.
tuned start &&
    grep -q "pass 1, site by site, from -O:" "$tu/start/err" &&
    [ "$(kinds start)" = \
        '"kind": "flatten_warp" "kind": "flatten_warp" "kind": "remove_t4" ' ] && pass ||
    fail "dpopt-tune: did not start from and keep -O's choice within the noise: $(grep 'pass 1' "$tu/start/err") $(cat "$tu/start/tuned.json")"
# The winner's curse: one plan (warp_batch, grid_batch, grid_batch: 6.3 ms)
# draws a fast first run (5.67 ms), and the search, which measures each
# candidate once, ends on it; timed again beside the candidates near it,
# the 6 ms plan (flatten_grid at the third site) wins. Without the
# confirmation the lucky plan stays.
tuned lucky &&
    [ "$(kinds lucky)" = \
        '"kind": "warp_batch" "kind": "grid_batch" "kind": "flatten_grid" ' ] &&
    grep -q "chosen after the rounds: .*flatten_grid, the fastest" "$tu/lucky/err" && grep -q "^tuned .* 6 ms" "$tu/lucky/out" &&
    pass || fail "dpopt-tune: the confirmation did not replace a lucky draw: $(grep -A4 'side by side' "$tu/lucky/err") $(cat "$tu/lucky/tuned.json")"
# Within the noise of the fastest in the rounds, -O's choice (6 ms) wins:
# --flatten=warp (5.9 ms, a first run of 5.31) led the search by its lucky
# draw, and is not faster than -O's by more than the noise once timed again
# (a confirmation band of 20%, so that -O's time is in it).
tuned olucky
[ "$(kinds olucky)" = \
    '"kind": "flatten_warp" "kind": "flatten_warp" "kind": "remove_t4" ' ] &&
    grep -q "chosen after the rounds: -O, -O's choice, which the fastest (--flatten=warp) does not beat by more than 3%" "$tu/olucky/err" && pass ||
    fail "dpopt-tune: -O's choice did not win within the noise after the rounds: $(grep -A4 'side by side' "$tu/olucky/err") $(cat "$tu/olucky/tuned.json")"
# A median is not enough: --flatten=warp (6 ms) draws 5.4, 5.4, 6.6 and
# 5.4 ms, so that its rounds' median (5.4) is 10% under -O's 6 ms, but in
# the second round it is the slower: two rounds more, where it takes its
# own 6 ms, and -O's choice wins.
tuned spread
[ "$(kinds spread)" = \
    '"kind": "flatten_warp" "kind": "flatten_warp" "kind": "remove_t4" ' ] &&
    grep -q "^dpopt-tune: --flatten=warp's median is faster than -O's by more than 3%, not in enough rounds: 2 rounds more" \
        "$tu/spread/err" &&
    grep -q "^  --flatten=warp  *5.4  6.6  5.4  6  6 ms" "$tu/spread/err" &&
    grep -q "chosen after the rounds: -O, -O's choice" "$tu/spread/err" &&
    pass || fail "dpopt-tune: a median faster by more than the noise, slower in a round, won: $(grep -A6 'side by side' "$tu/spread/err") $(cat "$tu/spread/tuned.json")"
# The same three rounds, and --flatten=warp keeps its 5.4 ms in the two
# more: faster in four rounds of five, it wins. With --confirm-most 3 no
# round more runs, and -O's choice wins.
tuned settled
[ "$(kinds settled)" = \
    '"kind": "flatten_warp" "kind": "flatten_warp" "kind": "flatten_warp" ' ] &&
    grep -q "^  --flatten=warp  *5.4  6.6  5.4  5.4  5.4 ms" "$tu/settled/err" &&
    pass || fail "dpopt-tune: two rounds more did not settle a lead of more than the noise: $(grep -A6 'side by side' "$tu/settled/err") $(cat "$tu/settled/tuned.json")"
tuned capped
[ "$(kinds capped)" = \
    '"kind": "flatten_warp" "kind": "flatten_warp" "kind": "remove_t4" ' ] && ! grep -q "rounds more" "$tu/capped/err" &&
    pass || fail "dpopt-tune --confirm-most 3: rounds past it, or not -O's choice: $(grep -A6 'side by side' "$tu/capped/err") $(cat "$tu/capped/tuned.json")"
# -O's choice (6 ms) draws a slow first run (7.2 ms), out of the band of
# the search's best (--flatten=warp, 5.9 ms): it is timed again all the
# same, and wins within the noise.
tuned ounlucky
[ "$(kinds ounlucky)" = \
    '"kind": "flatten_warp" "kind": "flatten_warp" "kind": "remove_t4" ' ] &&
    grep -q "^  -O  *6  6  6 ms" "$tu/ounlucky/err" && pass ||
    fail "dpopt-tune: -O's choice, slow in its one time, was not timed again: $(grep -A4 'side by side' "$tu/ounlucky/err") $(cat "$tu/ounlucky/tuned.json")"
# A threshold kept for a lucky draw: the mix with a threshold of 128 at the
# third site (6 ms, a threshold gaining nothing) draws 5.4 ms first, 10%
# under the same mix without it, which is out of the band; timed again
# beside it all the same, the mix without the threshold wins (fewer
# versions within the noise).
tuned sibling &&
    [ "$(grep -o '"kind": "[a-z_0-9]*"[^}]*' "$tu/sibling/tuned.json" | tr '\n' ' ')" = \
        '"kind": "warp_batch" "kind": "grid_batch" "kind": "flatten_grid" ' ] &&
    grep -q "chosen after the rounds: .*of fewer versions" "$tu/sibling/err" && pass ||
    fail "dpopt-tune: a threshold kept for a lucky draw: $(grep -A5 'side by side' "$tu/sibling/err") $(cat "$tu/sibling/tuned.json")"
# When the lucky plan is an option set's, the summary shows that set with
# its rounds' median (6.15 ms), not its lucky first run (5.535 ms), which
# would make it look faster than the tuned program (flatten_grid at the
# third site, 6.05 ms in the rounds: the fastest there, the search's lucky
# best having no claim of its own).
tuned fixedlucky &&
    grep -q "^best option set: --aggregate=grid  *6.15 ms .*(timed again)" "$tu/fixedlucky/out" &&
    grep -q "^tuned  *6.05 ms .*(timed again)" "$tu/fixedlucky/out" && pass ||
    fail "dpopt-tune: the summary's option set is not shown timed again: $(cat "$tu/fixedlucky/out")"
tuned unconfirmed
[ "$(kinds unconfirmed)" = \
    '"kind": "warp_batch" "kind": "grid_batch" "kind": "grid_batch" ' ] && ! grep -q "side by side" "$tu/unconfirmed/err" &&
    pass || fail "dpopt-tune --confirm 0: not the lucky plan, or a confirmation ran: $(cat "$tu/unconfirmed/tuned.json")"
