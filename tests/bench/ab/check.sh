#!/usr/bin/env bash
# bench/ab without a GPU: its refusals (exit 2 and a message), the order of
# its rounds (every program once a round on each dataset, even rounds
# reversed), a program's defines (-D), and its table (the median of round
# medians, the spread, the ratio to the first program), through a stand-in
# nvcc (fake-nvcc: each run slower than the one before); a program whose
# run does not verify, and one whose build fails (exit 1, said);
# dpopt:OPTIONS, dpopt's output built, and an option dpopt refuses;
# --build-dir and --no-build (kept programs timed, nothing built); how
# bench/variant-options.sh (bench/run's and bench/ab's) turns a variant's
# name into dpopt's options and a program into its nvcc command.
#   usage: tests/bench/ab/check.sh TMPDIR   (exit 1 with a diff on a difference)
set -u
cd "$(dirname "$0")/../../.." || exit 2
tmp=${1:?usage: check.sh TMPDIR}/ab here=tests/bench/ab flat=bench/apps/qt/flat.cu
rm -rf "$tmp" && mkdir -p "$tmp" || exit 2
fail() { echo "$*"; exit 1; }
refused() { # expected-message args...
    local want=$1; shift
    BENCH_AB_NVCC=$here/fake-nvcc bench/ab "$@" >"$tmp/refused" 2>&1
    [ $? = 2 ] && grep -q "$want" "$tmp/refused" || fail "bench/ab $*: not refused with '$want': $(cat "$tmp/refused")"
}
refused "no program given" qt
refused "no app 'nope'" nope a=$flat
refused "no file 'none.cu'" qt a=none.cu
refused "letters, digits" qt "a b=$flat"
refused "two programs named 'a'" qt a=$flat a=$flat
refused "needs a whole number" qt --rounds x a=$flat
refused "at least 1" qt --rounds 0 a=$flat
refused "not NAME=SOURCE" qt $flat
run() { BENCH_AB_NVCC=$here/fake-nvcc FAKE_LOG=$tmp/log FAKE_BUILDS=$tmp/builds FAKE_TIMES=a=1,b=2 bench/ab qt --out "$tmp/out" "$@"; }
run --datasets d1,d2 --rounds 3 a=$flat "b=$flat@B=1,C=2" >"$tmp/stdout" 2>&1 || fail "bench/ab: $(cat "$tmp/stdout")"
[ "$(sort "$tmp/builds")" = "$(printf 'a\nb -DB=1 -DC=2')" ] || fail "bench/ab: not the builds' defines: $(cat "$tmp/builds")"
diff -u $here/order.expected "$tmp/log" || fail "bench/ab: not the rounds' order"
diff -u $here/table.expected "$tmp/out/ab.txt" || fail "bench/ab: not the table"
[ "$(wc -l <"$tmp/out/ab.csv")" = 13 ] || fail "bench/ab: ab.csv is not a header and 12 rows: $(cat "$tmp/out/ab.csv")"
# dpopt:OPTIONS: build/dpopt's output of the app's cdp.cu, built; an option dpopt refuses stops it.
rm -f "$tmp/builds"
run --build-only a=$flat b=dpopt:remove=auto >"$tmp/made" 2>&1 &&
    [ "$(sort "$tmp/builds")" = "$(printf "a\nb (dpopt's output)")" ] ||
    fail "bench/ab: b=dpopt:remove=auto not built from dpopt's output: $(cat "$tmp/made" "$tmp/builds")"
run --build-only b=dpopt:remove=nope >"$tmp/refused" 2>&1
[ $? = 1 ] && grep -q "bench/ab: dpopt --remove=nope failed" "$tmp/refused" ||
    fail "bench/ab: an option dpopt refuses: not exit 1 and said: $(cat "$tmp/refused")"
rm -f "$tmp/log"
FAKE_WRONG=b run --rounds 1 a=$flat b=$flat >"$tmp/wrong" 2>&1
[ $? = 1 ] && grep -q "bench/ab: round 1, b on .*verified=false" "$tmp/wrong" && grep -q "^  b  *no verified run" "$tmp/wrong" ||
    fail "bench/ab: a run that did not verify: not exit 1 and said: $(cat "$tmp/wrong")"
run --rounds 1 a=$flat "c=$flat@FAKE_BREAK" >"$tmp/broken" 2>&1
[ $? = 1 ] && grep -q "bench/ab: building c failed" "$tmp/broken" && ! grep -q "round 1" "$tmp/broken" ||
    fail "bench/ab: a build that failed: not exit 1 before the rounds: $(cat "$tmp/broken")"
# --build-dir keeps the programs; --no-build times them there, building nothing.
rm -f "$tmp/builds" "$tmp/log"
run --build-only --build-dir "$tmp/kept" a=$flat b=$flat >"$tmp/kept.out" 2>&1 && [ -x "$tmp/kept/a" ] && [ -x "$tmp/kept/b" ] ||
    fail "bench/ab --build-dir: the programs not kept: $(cat "$tmp/kept.out")"
rm -f "$tmp/builds"
run --no-build --build-dir "$tmp/kept" --rounds 1 a=$flat b=$flat >"$tmp/kept.out" 2>&1 && [ ! -e "$tmp/builds" ] &&
    grep -q "^  b .*(1 rounds)" "$tmp/out/ab.txt" || fail "bench/ab --no-build: built again or not timed: $(cat "$tmp/kept.out")"
refused "needs --build-dir" qt --no-build a=$flat
refused "no program 'c' in $tmp/kept" qt --no-build --build-dir "$tmp/kept" c=$flat
refused "nothing to do" qt --no-build --build-only --build-dir "$tmp/kept" a=$flat
# A build that fails in a folder that kept an earlier one is a failure, not the old program.
run --rounds 1 --build-dir "$tmp/kept" "a=$flat@FAKE_BREAK" >"$tmp/broken" 2>&1
[ $? = 1 ] && grep -q "bench/ab: building a failed" "$tmp/broken" ||
    fail "bench/ab --build-dir: a failed build took the kept program: $(cat "$tmp/broken")"
# A variant's name as dpopt's options, one a line (joined by spaces here).
. bench/variant-options.sh
options_are() { # name expected
    local got
    got=$(variant_dpopt_options qt "$1" | paste -sd' ' -)
    [ "$got" = "$2" ] || fail "variant_dpopt_options qt $1: '$got', not '$2'"
}
options_are O "-O"
options_are tuned "--decisions=bench/tuned/qt.json"
options_are aggregate=grid "--aggregate=grid"
options_are threshold=128+aggregate=grid+coarsen=2 "--threshold=128 --aggregate=grid --coarsen=2"
options_are aggregate=multiblock:8 "--aggregate=multiblock:8"
options_are O+pending=memory "-O --pending=memory"
options_are tuned+pending=memory "--decisions=bench/tuned/qt.json --pending=memory"
options_are whole:remove=auto "--remove=auto"
options_are cdp1_sync:remove=t4 "--remove=t4"
# A program's nvcc command: separate compilation and the device runtime, or
# (whole) neither, with the whole-program library; defines after the flags.
cmd=$(variant_nvcc_command 0 qt src.cu bin v -DX=1 | paste -sd' ' -)
[ "$cmd" = 'nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra -DBENCH_VARIANT="v" -DX=1 -Ibench/common -Ibench/datasets -Ibench/apps/qt -Iruntime/include bench/apps/qt/main.cu src.cu bench/build/libbench.a -o bin -lcudadevrt' ] ||
    fail "variant_nvcc_command 0: $cmd"
cmd=$(variant_nvcc_command 1 qt src.cu bin whole:v | paste -sd' ' -)
[ "$cmd" = 'nvcc -O3 -arch=sm_90 -std=c++17 -Xcompiler -Wall,-Wextra -DBENCH_VARIANT="whole:v" -Ibench/common -Ibench/datasets -Ibench/apps/qt -Iruntime/include bench/apps/qt/main.cu src.cu bench/build/libbench_whole.a -o bin -DBENCH_WHOLE_PROGRAM' ] ||
    fail "variant_nvcc_command 1: $cmd"
echo "bench/ab: ok"
