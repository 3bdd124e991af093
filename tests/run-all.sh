#!/usr/bin/env bash
# Everything `make test` checks, none of it needing a GPU:
#   1. Criterion unit tests, plain and under AddressSanitizer + UBSan
#   2. the corpus: every program's expected facts (tests/corpus/*.expect)
#   3. identity: with no strategy the output equals the input byte for byte
#   4. the command line: no partial output on failure
#   5. expectations (tests/expect/*.expect, read by tests/expect/check.sh):
#      plans, notes, generated code and exit statuses of dpopt runs
#   6. nvcc: every corpus file meant to be valid CDP2 compiles for sm_90,
#      the ones that must not (CDP1, syntax errors) do not; the runtime
#      header compiles; every expectation input and valid corpus program
#      under every option set of tests/strategies.txt goes through dpopt,
#      and one pair in 112 compiles (tests/nvcc/check.sh;
#      tests/nvcc-matrix.sh compiles them all)
# What nvcc compiles is sampled wherever one input meets several option
# sets; every dpopt run, and every check of its plan, notes, text and exit
# status, runs in full. The samples (tests/lib.sh): the nvcc section's
# matrix one pair in 112, its targeted lists one in 32 (the runtime's
# chain checks, flattening's and levels' inputs, bench/vertical's
# hand-written sources and the expectation inputs as written one in four;
# the lists of a few outputs that cross nothing one in two; the corpus as
# written, and what nvcc must reject, all); the decisions section's
# outputs all, two at a time; the defects' outputs of one program under
# several option sets one in 16 (nvcc_sampled; a few one in two or three); the
# differential tester's host half every other option set; the examples
# one option set in ten; the benchmark apps one pair in 12, their
# hand-written sources one in four. Each sample is a diagonal that moves with the commit
# (nvcc_rotation), so successive commits compile the rest;
# DPOPT_NVCC_ROTATION=R repeats a run's sample (the nvcc section prints
# it), DPOPT_NVCC_MATRIX=full compiles everything (the nvcc section alone
# then takes about half an hour; make test-nvcc runs it alone, in full).
# Prints a count of passed checks at the end; exits non-zero on any failure.
set -u
cd "$(dirname "$0")/.."

# shellcheck source=tests/lib.sh
. tests/lib.sh
[ "${DPOPT_NVCC_MATRIX:-sample}" = full ] && echo "nvcc compiles every sampled output (DPOPT_NVCC_MATRIX=full)" ||
    echo "nvcc samples: DPOPT_NVCC_ROTATION=$nvcc_rotation repeats them, DPOPT_NVCC_MATRIX=full compiles all (tests/lib.sh)"

# Criterion prints "Synthesis: Tested: N | Passing: P | Failing: F | Crashing: C".
run_unit_tests() {
    local binary=$1 label=$2 log="$tmp/unit-$2.log"
    "$binary" --jobs 2 >"$log" 2>&1
    local status=$?
    local line
    line=$(grep -a 'Synthesis' "$log" | tail -n 1)
    printf '  %s: %s\n' "$label" "${line:-no synthesis line}"
    local tested passing
    tested=$(sed -n 's/.*Tested: \([0-9]*\).*/\1/p' <<<"$line")
    passing=$(sed -n 's/.*Passing: \([0-9]*\).*/\1/p' <<<"$line")
    passed=$((passed + ${passing:-0}))
    # A leak or UB report does not fail a Criterion test by itself.
    if grep -a -q -E 'LeakSanitizer|AddressSanitizer|runtime error' "$log"; then
        fail "$label: sanitizer report"
        grep -a -E -A5 'LeakSanitizer|AddressSanitizer|runtime error' "$log" | head -n 20
    fi
    if [ "$status" -ne 0 ] || [ -z "$tested" ] || [ "${tested:-0}" != "${passing:-x}" ]; then
        failed=$((failed + ${tested:-1} - ${passing:-0}))
        [ "${tested:-0}" = "${passing:-x}" ] && failed=$((failed + 1))
        grep -a -E '\[----\]|\[FAIL\]|ERROR|runtime error' "$log" | head -n 40
    fi
}

section "unit tests"
run_unit_tests build/unit-tests plain
run_unit_tests build/san/unit-tests sanitizers

section "corpus facts"
for dpopt in build/dpopt build/san/dpopt; do
    log="$tmp/facts.log"
    if python3 tests/check-facts.py "$dpopt" tests/corpus/*.expect >"$log" 2>&1; then
        n=$(sed -n 's/^facts: \([0-9]*\) checked.*/\1/p' "$log")
        passed=$((passed + n))
        printf '  %s: %s\n' "$dpopt" "$(tail -n 1 "$log")"
    else
        cat "$log"
        fail "corpus facts with $dpopt"
    fi
done

section "identity (no strategy: output = input, byte for byte)"
# (valid: tests/lib.sh; the macros dpopt expands before parsing go back
# where nothing rewrote them.)
for dpopt in build/dpopt build/san/dpopt; do
    for src in "${valid[@]}"; do
        if "$dpopt" "$src" -o "$tmp/out.cu" && cmp -s "$src" "$tmp/out.cu"; then pass; else fail "identity (file) $dpopt $src"; fi
        if "$dpopt" - <"$src" | cmp -s "$src" -; then pass; else fail "identity (stdin) $dpopt $src"; fi
    done
done
printf '  %d files, file and stdin, plain and sanitized\n' "${#valid[@]}"

section "sanitizers on every strategy (build/san/dpopt: AddressSanitizer, UBSan, leaks)"
# Every valid corpus file under every strategy, not only reports: a leak, an
# out-of-bounds access or undefined behaviour anywhere in plan or transform
# fails here. Two at a time; the outputs go to $tmp.
san_check() { # options... file
    local file=${*: -1} out log
    out="$tmp/san/$(basename "$file" .cu).$(tr -d ' =:-' <<<"${*:1:$#-1}").cu"
    log="$out.log"
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 build/san/dpopt "$@" -o "$out" >"$log" 2>&1
    local status=$?
    # A CDP1 sync a strategy cannot remove is an error by design (cdp1-kept-sync).
    [ "$status" = 1 ] && grep -q 'error: device-side cudaDeviceSynchronize (CDP1) left in place' "$log" && status=0
    if [ "$status" -ne 0 ] || grep -q -E 'Sanitizer|runtime error' "$log"; then
        echo "FAIL $* (exit $status)"; grep -E 'Sanitizer|runtime error|error:' "$log" | head -n 3
    else
        echo "ok $*"
    fi
}
export -f san_check
export tmp
mkdir -p "$tmp/san"
san_modes=("--aggregate=warp" "--aggregate=block" "--aggregate=grid" "--aggregate=multiblock:4"
           "--remove=t1" "--remove=t2" "--remove=t3" "--remove=t4" "--remove=auto"
           "--threshold=64" "--coarsen=2" "--threshold=64 --aggregate=grid --coarsen=2" "--promote=pao")
for src in "${valid[@]}"; do
    nvcc_rejects "$src" && ! grep -qx "$(basename "$src" .cu)" tests/corpus/cdp1_programs && continue
    for mode in "${san_modes[@]}"; do
        # CDP1 programs keep their sync under aggregation, threshold and coarsening: an error, by design.
        grep -qx "$(basename "$src" .cu)" tests/corpus/cdp1_programs && [[ $mode != --remove=* ]] && continue
        printf '%s %s\n' "$mode" "$src"
    done
done | tr '\n' '\0' | xargs -0 -P 2 -I{} bash -c 'san_check $0' {} >"$tmp/san.log" 2>&1
while read -r status rest; do
    if [ "$status" = ok ]; then pass; else fail "sanitizers: $rest"; fi
done < <(grep -E '^(ok|FAIL) ' "$tmp/san.log")
grep -v -E '^(ok|FAIL) ' "$tmp/san.log" | head -n 20
printf '  %d runs clean\n' "$(grep -c '^ok ' "$tmp/san.log")"

section "command line"
# Exit statuses and diagnostics are expectations (tests/expect/cli.expect,
# below); these checks are about files: what -o must not touch or leave.
# (expect_status: tests/lib.sh)
# A failure must not touch an existing output file or leave temporaries.
mkdir -p "$tmp/keep" && echo "precious" >"$tmp/keep/out.cu"
expect_status 1 "syntax error with -o" build/dpopt tests/corpus/syntax_error1.cu -o "$tmp/keep/out.cu"
[ "$(cat "$tmp/keep/out.cu")" = "precious" ] && pass || fail "syntax error overwrote the output"
[ "$(ls "$tmp/keep")" = "out.cu" ] && pass || fail "syntax error left files behind: $(ls "$tmp/keep")"
expect_status 1 "unwritable output" build/dpopt tests/corpus/bfs.cu -o "$tmp/no-such-dir/out.cu"
expect_status 0 "report and output together" build/dpopt --report tests/corpus/bfs.cu -o "$tmp/both.cu"
cmp -s tests/corpus/bfs.cu "$tmp/both.cu" && pass || fail "--report with -o writes the code"
grep -q 'launch site' "$tmp/cli.out" && pass || fail "--report with -o prints the report"
# One input and -o naming a folder (ending with /, or one that exists): the
# file is written there under its own name, as several are (a newcomer got
# "cannot create a temporary file beside it").
expect_status 0 "one input into a new folder" build/dpopt --aggregate=block tests/corpus/bfs.cu -o "$tmp/one-folder/"
build/dpopt --aggregate=block tests/corpus/bfs.cu -o "$tmp/one-file.cu" 2>/dev/null
cmp -s "$tmp/one-folder/bfs.cu" "$tmp/one-file.cu" && pass || fail "one input into a folder: not the file's output"
expect_status 0 "one input into an existing folder" build/dpopt --aggregate=block tests/corpus/bezier.cu -o "$tmp/one-folder"
[ -s "$tmp/one-folder/bezier.cu" ] && pass || fail "one input into an existing folder: no bezier.cu there"
expect_status 2 "standard input into a folder" build/dpopt --aggregate=block - -o "$tmp/one-folder/" <tests/corpus/bfs.cu
grep -q 'standard input has no name' "$tmp/cli.err" && pass || fail "standard input into a folder: $(cat "$tmp/cli.err")"
# A control byte of the input quoted in a message is written as \xNN, not
# sent to the terminal as it is.
printf '__global__ void k(int \001x) {}\n' >"$tmp/control.cu"
expect_status 1 "a control byte in the input" build/dpopt "$tmp/control.cu" -o "$tmp/control.out.cu"
grep -q "near '\\\\x01'" "$tmp/cli.err" && ! grep -q "$(printf '\001')" "$tmp/cli.err" && pass ||
    fail "a control byte in a message: $(od -c "$tmp/cli.err" | head -3)"
# A run that fails leaves no folder it made behind (only an empty one goes).
expect_status 1 "two inputs, one bad, into a new folder" build/dpopt --aggregate=block tests/corpus/bfs.cu tests/corpus/syntax_error1.cu -o "$tmp/failed-folder/"
[ ! -e "$tmp/failed-folder" ] && pass || fail "a failed run left its folder: $(ls -a "$tmp/failed-folder")"
# -v and --fail-on-as-written over a program's files: a line each, one
# status for the program, every output written (tests/expect/cli.expect
# has the one-file runs).
expect_status 0 "-v over two files" build/dpopt -v --aggregate=warp tests/corpus/bfs.cu tests/corpus/bezier.cu -o "$tmp/verbose/"
grep -q '^tests/corpus/bfs.cu: 1 launch from the device: 1 taken, 0 left as written$' "$tmp/cli.err" &&
    grep -q '^tests/corpus/bezier.cu: [0-9]* launch.* from the device: ' "$tmp/cli.err" && pass ||
    fail "-v over two files: $(head -c 300 "$tmp/cli.err")"
expect_status 3 "--fail-on-as-written over two files" build/dpopt --fail-on-as-written tests/corpus/bfs.cu tests/corpus/bezier.cu -o "$tmp/strict/"
grep -q '^dpopt: [0-9]* launches from the device left as written' "$tmp/cli.err" && [ -s "$tmp/strict/bfs.cu" ] &&
    [ -s "$tmp/strict/bezier.cu" ] && pass || fail "--fail-on-as-written over two files: $(head -c 300 "$tmp/cli.err")"
# An input of 64 KiB or more: dpopt starts itself again with glibc's
# malloc asking for huge pages (util/huge_pages.h). The second start writes
# what the first would, keeps the user's own tunables, and fails as it would.
python3 - "$tmp/large.cu" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    for i in range(1500):
        f.write("__global__ void child%d(int *o, int n) { int j = threadIdx.x; if (j < n) o[j] += %d; }\n" % (i, i))
        f.write("__global__ void parent%d(int *o, const int *s, int m)\n{\n    int t = threadIdx.x;\n"
                "    if (t < m)\n        child%d<<<1, 32>>>(o, s[t]);\n}\n" % (i, i))
PY
[ "$(stat -c %s "$tmp/large.cu")" -ge 65536 ] && pass || fail "the large input is under 64 KiB"
expect_status 0 "a large input, started again" build/dpopt --aggregate=grid "$tmp/large.cu" -o "$tmp/large.again.cu"
cp "$tmp/cli.err" "$tmp/large.again.err"
expect_status 0 "a large input, one start" env DPOPT_HUGE_PAGES=0 build/dpopt --aggregate=grid "$tmp/large.cu" -o "$tmp/large.once.cu"
cmp -s "$tmp/large.again.cu" "$tmp/large.once.cu" && cmp -s "$tmp/large.again.err" "$tmp/cli.err" && grep -q child1499_dp_grid "$tmp/large.once.cu" &&
    pass || fail "a large input: the second start writes other code or notes"
# (Where strace may trace: a container without ptrace skips these two.)
if command -v strace >/dev/null && strace -f -o /dev/null true 2>/dev/null; then
    GLIBC_TUNABLES=glibc.malloc.perturb=0 strace -f -v -s 400 -e trace=execve -o "$tmp/large.strace" \
        build/dpopt --report "$tmp/large.cu" >/dev/null 2>&1
    [ "$(grep -c 'execve(' "$tmp/large.strace")" = 2 ] &&
        grep -q '"GLIBC_TUNABLES=glibc.malloc.perturb=0:glibc.malloc.hugetlb=1"' "$tmp/large.strace" && pass ||
        fail "a large input: not started again once with the user's tunables kept: $(grep -c 'execve(' "$tmp/large.strace") starts"
    strace -f -e trace=execve -o "$tmp/small.strace" build/dpopt --report tests/corpus/bfs.cu >/dev/null 2>&1
    [ "$(grep -c 'execve(' "$tmp/small.strace")" = 1 ] && pass || fail "a small input started again"
fi
printf 'int broken( {\n' >>"$tmp/large.cu"
expect_status 1 "a large input with a syntax error" build/dpopt --aggregate=grid "$tmp/large.cu" -o "$tmp/large.bad.cu"
grep -q "large.cu:10501:1: error" "$tmp/cli.err" && [ ! -e "$tmp/large.bad.cu" ] && pass ||
    fail "a large input with a syntax error: $(head -c 200 "$tmp/cli.err")"

section "expectations (tests/expect/*.expect: plans, notes, generated code, exit statuses)"
# Each file names inputs and options and what dpopt's output, notes and exit
# status must show (the format: tests/expect/README.md).
tests/expect/check.sh >"$tmp/expect.log" 2>&1
summary=$(tail -n 1 "$tmp/expect.log")
expect_passed=$(sed -n 's/^expect: .*, \([0-9]*\) passed, \([0-9]*\) failed$/\1/p' <<<"$summary")
expect_failed=$(sed -n 's/^expect: .*, \([0-9]*\) passed, \([0-9]*\) failed$/\2/p' <<<"$summary")
if [ -n "$expect_passed" ] && [ -n "$expect_failed" ]; then
    passed=$((passed + expect_passed))
    failed=$((failed + expect_failed))
    grep -v '^expect: ' "$tmp/expect.log" | head -n 60
    printf '  %s\n' "$summary"
else
    fail "tests/expect/check.sh did not finish"
    tail -n 20 "$tmp/expect.log"
fi
# Not an expectation: where the code at the sync stands against the end of
# the block and the next #line takes slices and positions of the output.
build/dpopt --remove=t3 tests/corpus/cdp1_block_sync.cu -o "$tmp/block_sync.t3.cu" 2>/dev/null
python3 - "$tmp/block_sync.t3.cu" <<'PY' && pass || fail "cdp1_block_sync: T3 code: records run and reset at the sync then a barrier, T4 fallback for the waited launch, launch 1 run at the end"
import re, sys
code = open(sys.argv[1]).read()
kernel = code[code.index("__global__ void block_totals"):code.index("int main")]
sync = kernel.index("// dpopt: was cudaDeviceSynchronize() (CDP1)")
end = kernel.index("}();")
assert sync < end, "the sync's flush is inside the body"
at_sync = kernel[sync:kernel.index("#line 42", sync)]
assert "block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active" in at_sync
assert "dp_pending_0.dp_active = false; // run: a later launch here records afresh" in at_sync
assert at_sync.index("dp_pending_0.dp_active = false; // run") < at_sync.index("__syncthreads(); // the children are done")
assert re.search(r"this thread runs it \(T4\)\n\s*for \(unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide\(dp_pending_0.dp_grid\); dp_b\+\+\)\n\s*segment_sum_dp_t4\(", at_sync)
after = kernel[end:]
assert "dp_pending_1.dp_active" in after and "dp_pending_0" not in after, "only launch 1 is run at the end"
assert "add_total<<<dp_pending_1.dp_grid" in after, "launch 1 (not waited for) falls back on the launch as written"
PY
# Not an expectation: output equal to the input, byte for byte (as in the identity section).
build/dpopt --coarsen=1 tests/corpus/bfs.cu | cmp -s tests/corpus/bfs.cu - && pass || fail "--coarsen=1: output = input"

section "decisions (tests/decisions/check.sh: --decisions=FILE and --report=decisions, a kind per site)"
# shellcheck source=/dev/null
. tests/decisions/check.sh

section "defects (regression tests for ../shared/defects, tests/defects/*/check.sh, two at a time)"
# The checks compile many outputs that two strategies write alike: within
# this section nvcc compiles one text in one folder with one set of options
# once, and answers again with its status and messages (no object file).
nvcc_seen="$tmp/nvcc-seen"
mkdir -p "$nvcc_seen"
nvcc() {
    local a src="" skip=0 opts=()
    for a in "$@"; do
        if [ $skip = 1 ]; then skip=0; continue; fi
        case $a in
        -o) skip=1 ;;
        *.cu) src=$a ;;
        *) opts+=("$a") ;;
        esac
    done
    # Only compiles to an object, which no check reads: other outputs are made.
    [ -n "$src" ] && [ -f "$src" ] && [[ " ${opts[*]} " == *" -c "* ]] || { command nvcc "$@"; return; }
    local key
    key=$( { sha1sum <"$src"; dirname "$src"; printf '%s\n' "${opts[@]}"; } | sha1sum | cut -c1-40)
    if [ -f "$nvcc_seen/$key.status" ]; then
        cat "$nvcc_seen/$key.log" >&2
        return "$(cat "$nvcc_seen/$key.status")"
    fi
    command nvcc "$@" 2>"$nvcc_seen/$key.log.$$"
    local status=$?
    # Renamed into place, status last: the other check running beside this
    # one reads a whole answer or none.
    mv "$nvcc_seen/$key.log.$$" "$nvcc_seen/$key.log"
    echo $status >"$nvcc_seen/$key.status.$$" && mv "$nvcc_seen/$key.status.$$" "$nvcc_seen/$key.status"
    cat "$nvcc_seen/$key.log" >&2
    return $status
}
# Each check in a subshell with a temporary folder of its own (they name
# files such as $tmp/cli.err alike), its output and counts kept for the
# report, which follows the checks' order.
defect_runs="$tmp/defects"
mkdir -p "$defect_runs"
run_defect_check() {
    local check=$1 name
    name=$(basename "$(dirname "$check")")
    # The counts go out through descriptor 3, opened before the check runs:
    # checks use names such as "name" and "check" for their own.
    (
        tmp="$defect_runs/$name.tmp"
        mkdir -p "$tmp"
        passed=0 failed=0 here=$(dirname "$check") started=$SECONDS
        # shellcheck source=/dev/null
        . "$check"
        echo "$passed $failed $((SECONDS - started))" >&3
    ) >"$defect_runs/$name.log" 2>&1 3>"$defect_runs/$name.counts"
}
for check in tests/defects/*/check.sh; do
    [ -f "$check" ] || continue
    while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
    run_defect_check "$check" &
done
wait
for check in tests/defects/*/check.sh; do
    [ -f "$check" ] || continue
    name=$(basename "$(dirname "$check")")
    cat "$defect_runs/$name.log"
    if read -r check_passed check_failed check_seconds <"$defect_runs/$name.counts" && [ -n "$check_failed" ]; then
        passed=$((passed + check_passed)) failed=$((failed + check_failed))
        printf '  %s: %d checks (%d s)\n' "$name" $((check_passed + check_failed)) "$check_seconds"
    else
        fail "$check stopped before its end"
    fi
done
unset -f nvcc
section "golden outputs (tests/golden: every valid corpus program under every strategy, output and notes)"
golden_log="$tmp/golden.log"
tests/golden/update.sh --check build/dpopt >"$golden_log" 2>&1
pairs=$(sed -n 's/^golden: \([0-9]*\) program and mode pairs, \([0-9]*\) files differ$/\1 \2/p' "$golden_log")
if [ -n "$pairs" ] && [ "${pairs#* }" = 0 ]; then
    passed=$((passed + ${pairs% *}))
    printf '  %s pairs equal to their golden output and notes\n' "${pairs% *}"
else
    fail "golden outputs differ (tests/golden/update.sh rewrites them after an intended change)"
    head -n 40 "$golden_log"
fi

section "generated docs (tests/docs/check.sh: docs/limits.md and docs/options.md as make docs writes them, every refusal code and option in them)"
if tests/docs/check.sh >"$tmp/docs.log" 2>&1; then
    pass
    printf '  %s\n' "$(tail -n 1 "$tmp/docs.log")"
else
    fail "generated docs differ from the code (make docs rewrites them):"
    head -n 40 "$tmp/docs.log"
fi

section "layers (scripts/check-layers.py: folder order, transform/ without analysis/, no import circle in transform/ or plan/, emit.c under 300 lines, tree-sitter's parent and sibling walks only in syntax/parents.c)"
if scripts/check-layers.py >"$tmp/layers.log" 2>&1; then
    pass
    printf '  %s\n' "$(tail -n 1 "$tmp/layers.log")"
else
    fail "layering broken:"
    sed 's/^/    /' "$tmp/layers.log"
fi
# The checker itself fails on a broken tree: transform/ reading the analysis, and a circle.
mkdir -p "$tmp/layers" && cp -r src "$tmp/layers/" 
printf '#include "analysis/body_facts.h"\n' >>"$tmp/layers/src/transform/pending.c"
printf '#include "transform/transform.h"\n' >>"$tmp/layers/src/transform/emit.h"
layers_out=$(scripts/check-layers.py "$tmp/layers/src" 2>&1) && fail "check-layers.py passed a tree with a transform/ -> analysis/ include and a circle" ||
    { case $layers_out in *"may not include analysis/"*"import circle"*) pass ;; *) fail "check-layers.py: $layers_out" ;; esac; }

section "dpopt-nvcc, make install and the examples (tests/drop-in: a two-file program built through the drop-in; examples/build.sh: every example under every strategy; nvcc, no GPU)"
here=tests/drop-in
# shellcheck source=/dev/null
. tests/drop-in/check.sh

section "dpopt-nvcc in builds (tests/drop-in/build-systems.sh: depfiles with CMake + Ninja, CMake's Makefiles and make; the installed CMake package; the launcher form; nvcc's messages on the user's lines; -D and -x cu; no -rdc where nothing needs it; nvcc, no GPU)"
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null; then
    echo "  skipped: no nvcc"
else
    # shellcheck source=/dev/null
    . tests/drop-in/build-systems.sh
fi

section "another compiler (clang -std=c11 -Wall -Wextra -Werror -fsyntax-only on every source file, where clang is installed)"
if command -v clang >/dev/null; then
    clang_bad=0
    for src_file in $(find src -name '*.c' | sort); do
        if ! clang -std=c11 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Isrc -D_DEFAULT_SOURCE \
            -fsyntax-only "$src_file" >"$tmp/clang.log" 2>&1; then
            fail "clang rejects $src_file: $(head -c 300 "$tmp/clang.log")"
            clang_bad=$((clang_bad + 1))
        fi
    done
    [ "$clang_bad" = 0 ] && pass && printf '  %s files accepted\n' "$(find src -name '*.c' | wc -l)"
else
    printf '  clang not installed: skipped\n'
fi

section "layout changes nothing (tests/metamorphic/layout.py: every input with a comment, then a line break, after each operator; half of 10 option sets, on a diagonal moving with the commit)"
if python3 tests/metamorphic/layout.py --jobs 2 --every 2 --rotation "$nvcc_rotation" >"$tmp/layout.log" 2>&1; then
    pass
    printf '  %s\n' "$(tail -n 1 "$tmp/layout.log")"
else
    fail "a comment or a line break changed what dpopt decides or writes:"
    sed 's/^/    /' "$tmp/layout.log" | tail -n 20
fi

section "difftest, host half (tests/difftest: 10 generated programs and 6 of the shapes, seeds moving with the commit, every other option set, nvcc)"
# shellcheck source=/dev/null
. tests/difftest/check.sh

section "nvcc (sm_90, -rdc=true, no GPU needed; tests/nvcc/check.sh; the matrix sampled, tests/nvcc-matrix.sh compiles all of it)"
# shellcheck source=tests/nvcc/check.sh
. tests/nvcc/check.sh

section "dpopt-tune on a stand-in program (tests/tune/check.sh: finds the best mix, stops, resumes, refuses a wrong output; no GPU)"
# shellcheck source=tests/tune/check.sh
. tests/tune/check.sh

section "-O's cost tables and dpopt-calibrate (tests/optimize/check.sh: the tables read and are found, the forms calibrated are dpopt's, the fit; no GPU)"
# shellcheck source=tests/optimize/check.sh
. tests/optimize/check.sh

section "the runtime's host-side logic on constructed inputs: launch removal's selector (Free Launch figure 7a), the batch search and unflatten, the hoisted grid's size, whether a launch would start (launch_config_valid) and what is built on it, counts past 32 bits (offsets, threads, coarsening, a batch's room), --corun's fit, categories, settings and bypass search, its blocks and --promote's pools on a host model"
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null; then
    echo "  skipped: no nvcc"
else
    for check in free_decide batch_search_check corun_logic_check hoist_grid_check launch_config_check wide_counts_check; do
        if nvcc -std=c++17 -rdc=true -Iruntime/include "tests/runtime/$check.cu" -o "$tmp/$check" -lcudadevrt >"$tmp/$check.log" 2>&1; then
            # Host code only: it runs without a GPU.
            if "$tmp/$check" >"$tmp/$check.out" 2>&1; then
                n=$(grep -c '^ok ' "$tmp/$check.out"); passed=$((passed + n)); echo "  $check: $n cases as expected"
            else
                fail "$check: a wrong answer"; grep -A3 FAIL "$tmp/$check.out" | head -n 12
            fi
        else
            fail "$check does not build"; head -5 "$tmp/$check.log"
        fi
    done
    # Records stored whole words at a time (tests/runtime/record_stores_check.cu):
    # compiled to PTX only, where a byte store means a record copied byte by byte.
    if nvcc -std=c++17 -rdc=true -arch=sm_90 -Iruntime/include -ptx tests/runtime/record_stores_check.cu \
        -o "$tmp/record_stores.ptx" >"$tmp/record_stores.log" 2>&1; then
        bytes=$(grep -c -E '^\s+st\.[a-z.]*u8' "$tmp/record_stores.ptx")
        stores=$(grep -c -E '^\s+st\.' "$tmp/record_stores.ptx")
        if [ "$bytes" = 0 ] && [ "$stores" -gt 0 ]; then
            pass; echo "  record_stores_check: $stores stores, none of a byte"
        else
            fail "record_stores_check: $bytes byte stores of $stores (a record copied byte by byte)"
        fi
    else
        fail "record_stores_check does not compile"; head -5 "$tmp/record_stores.log"
    fi
    # A kernel whose sites keep one state per site, launched by host
    # threads of another file, into the legacy default stream and into
    # per-thread default streams (the host launch lock): dpopt's outputs
    # marked, --flatten=grid's built here, run on a GPU by
    # tests/runtime/gpu-follow-hosts.sh.
    if DPOPT_BUILD_ONLY=1 FOLLOW_HOSTS_QUICK=1 tests/runtime/gpu-follow-hosts.sh build/dpopt "$tmp/follow_hosts" \
        >"$tmp/follow_hosts.log" 2>&1; then
        pass; echo "  follow_hosts: dpopt's outputs take the lock, --flatten=grid's harnesses build"
    else
        fail "follow_hosts: $(tail -n 3 "$tmp/follow_hosts.log")"
    fi
    # Children with barriers and shared memory walked in whole blocks by
    # --flatten=grid and coarsened: both children taken, every output
    # built here, run on a GPU by tests/runtime/gpu-block-walk.sh.
    if DPOPT_BUILD_ONLY=1 tests/runtime/gpu-block-walk.sh build/dpopt "$tmp/block_walk" >"$tmp/block_walk.log" 2>&1; then
        pass; echo "  block_walk: walked and coarsened, as written and both outputs build"
    else
        fail "block_walk: $(tail -n 3 "$tmp/block_walk.log")"
    fi
    # Batches whose launches' blocks add up past a grid's (or 32 bits),
    # opened by the runtime itself: built here, run on a GPU by
    # tests/runtime/gpu-batch-cut.sh.
    if DPOPT_BUILD_ONLY=1 tests/runtime/gpu-batch-cut.sh build/dpopt "$tmp/batch_cut" >"$tmp/batch_cut.log" 2>&1; then
        pass; echo "  batch_cut: batch_cut_check builds"
    else
        fail "batch_cut: $(tail -n 3 "$tmp/batch_cut.log")"
    fi
    # The GPU scripts' option sets each transform their program (one that
    # dpopt now leaves as written would only run the program as written
    # again), or stay as written where the script says so (written:...):
    # dpopt only, nothing built (DPOPT_TRANSFORM_ONLY).
    for script in levels groups chain toolkit streams null-order subtree devices wide-grids; do
        if DPOPT_TRANSFORM_ONLY=1 "tests/runtime/gpu-$script.sh" build/dpopt "$tmp/transformed_$script" \
            >"$tmp/transformed_$script.log" 2>&1; then
            pass; echo "  gpu-$script.sh: $(grep -c ': transformed$' "$tmp/transformed_$script.log") sets transformed, $(grep -c 'as the check expects$' "$tmp/transformed_$script.log") kept as written as it expects"
        else
            fail "gpu-$script.sh's option sets: $(grep FAIL "$tmp/transformed_$script.log" | head -n 3)"
        fi
    done
    # The harness of kernel attributes through every strategy, run on a
    # GPU by tests/runtime/gpu-attributes.sh (the outputs themselves are
    # compiled by the parse-rejects section).
    if nvcc -arch=sm_90 -rdc=true -c tests/runtime/attributes_check.cu -o "$tmp/attributes_check.o" \
        >"$tmp/attributes_check.log" 2>&1; then
        pass; echo "  attributes_check builds"
    else
        fail "attributes_check does not build: $(head -n 3 "$tmp/attributes_check.log")"
    fi
    # The device graphs of a recursion's levels, driven by hand on a GPU by
    # tests/runtime/gpu-level-graph.sh: the runtime header and its check
    # build, warnings as errors.
    if nvcc -arch=sm_90 -rdc=true -Werror all-warnings -Iruntime/include -c tests/runtime/level_graph_check.cu \
        -o "$tmp/level_graph_check.o" >"$tmp/level_graph_check.log" 2>&1; then
        pass; echo "  level_graph_check builds"
    else
        fail "level_graph_check does not build: $(head -n 3 "$tmp/level_graph_check.log")"
    fi
    # What dpopt writes for a recursion's levels as device graphs compiles,
    # warnings as errors, with the CUDA here (12.4 or later: the graphs) and
    # as a CUDA before 12.4 sees the runtime (every launch chained).
    build/dpopt --aggregate=grid tests/expect/inputs/level_graphs.cu -o "$tmp/level_graphs.cu" 2>/dev/null
    mkdir -p "$tmp/old_runtime" && cp -r runtime/include/dpopt "$tmp/old_runtime/"
    sed -i 's/^#if CUDART_VERSION >= 12040$/#if 0 \/\/ as before CUDA 12.4/' "$tmp/old_runtime/dpopt/level_graph.cuh"
    for rt in runtime/include "$tmp/old_runtime"; do
        if grep -q level_graph_launch "$tmp/level_graphs.cu" &&
            nvcc -arch=sm_90 -rdc=true -Werror all-warnings -I"$rt" -c "$tmp/level_graphs.cu" -o "$tmp/level_graphs.o" \
                >"$tmp/level_graphs.log" 2>&1; then
            pass; echo "  a recursion's levels as device graphs compile (runtime: $rt)"
        else
            fail "a recursion's levels as device graphs (runtime: $rt): $(head -n 3 "$tmp/level_graphs.log")"
        fi
    done
    # The profiler of --corun's kernels, on a stand-in program whose report
    # lines follow DPOPT_CORUN: its three categories found.
    profile=$(scripts/dpopt-corun-profile --runs 1 -- tests/runtime/corun_profile_fake.sh 2>&1)
    want=$'down category=Down opt=1 max_per_sm=8\nmid category=Optimal opt=3 max_per_sm=8\nup category=Up opt=8 max_per_sm=8'
    if [ "$(grep category <<<"$profile")" = "$want" ]; then
        pass; echo "  dpopt-corun-profile: Up, Optimal and Down found on a stand-in program"
    else
        fail "dpopt-corun-profile on tests/runtime/corun_profile_fake.sh:"; echo "$profile" | head -n 12
    fi
    # bench/corun/run.py --resume (issue 17's benchmark over several device
    # calls): a stand-in harness; the second run takes the first's scales,
    # categories and pairs measured in every configuration, and measures only
    # the rest, a pair with a run that was not verified among them.
    rr="$tmp/corun-resume"
    mkdir -p "$rr/bin"
    for b in as_written corun; do ln -sf "$PWD/tests/runtime/corun_harness_fake.py" "$rr/bin/$b"; done
    if FAKE_HARNESS_LOG="$rr/first.log" python3 bench/corun/run.py --built "$rr/bin" --out "$rr/first" \
        --pairs "AAA,BBB BBB,CCC" --runs 1 >"$rr/first.out" 2>&1; then
        sed -i 's/^BBB,CCC,\(.*\),tlp,\(.*\),yes,ok$/BBB,CCC,\1,tlp,\2,no,wrong/' "$rr/first/corun-pairs.csv"
        FAKE_HARNESS_LOG="$rr/second.log" python3 bench/corun/run.py --built "$rr/bin" --out "$rr/second" \
            --resume "$rr/first" --runs 1 >"$rr/second.out" 2>&1
        asked=$(awk '{ print $1, $2 }' "$rr/second.log" | sort -u | tr '\n' ' ')
        [ "$asked" = "pair AAA,CCC pair BBB,CCC " ] && pass ||
            fail "run.py --resume asked the harness again for more than AAA,CCC and BBB,CCC: $asked"
        cmp -s <(grep '^AAA,BBB,' "$rr/first/corun-pairs.csv") <(grep '^AAA,BBB,' "$rr/second/corun-pairs.csv") &&
            [ "$(grep -c ',ok$' "$rr/second/corun-pairs.csv")" = 18 ] && pass ||
            fail "run.py --resume: AAA,BBB not kept as measured, or not every pair in every configuration"
        grep -q '^geomean tlp over concurrent (3 pairs' "$rr/second.out" && pass ||
            fail "run.py --resume: the report does not take the kept pairs: $(tail -3 "$rr/second.out")"
        echo "  bench/corun/run.py --resume: a run's pairs kept, only the rest measured (stand-in harness)"
    else
        fail "bench/corun/run.py on tests/runtime/corun_harness_fake.py:"; tail -5 "$rr/first.out"
    fi
    # Halves of the runtime on a host model: the device's (each block a
    # thread: --corun's admission, --promote's pools) and the host's state
    # per device (issue 47: a model of the CUDA runtime, no GPU; devices
    # switched between calls, host threads on several devices at once;
    # --corun's registries and monitors among it).
    # Each prints "ok ..." a case; built by the command after its name.
    cuda_include=$(scripts/dpopt-nvcc --dpopt-print-cuda-include 2>/dev/null)
    host_model_check() { # name, build command...
        local check=$1
        shift
        if "$@" >"$tmp/$check.log" 2>&1; then
            if timeout 300 "$tmp/$check" >"$tmp/$check.out" 2>&1; then
                n=$(grep -c '^ok ' "$tmp/$check.out"); passed=$((passed + n))
                echo "  $check: $n cases as expected"
            else
                fail "$check: a wrong answer (or no end)"; grep FAIL "$tmp/$check.out" | head -n 12
            fi
        else
            fail "$check does not build"; head -5 "$tmp/$check.log"
        fi
    }
    for check in corun_blocks_check chain_pools_check grid_table_check; do
        host_model_check $check c++ -std=c++17 -O1 -Wall -Wextra -Werror -pthread -Iruntime/include -I"$cuda_include" \
            "tests/runtime/$check.cpp" -o "$tmp/$check"
    done
    c++ -std=c++17 -O1 -Wall -Wextra -Werror -pthread -I"$cuda_include" -c tests/runtime/per_device_model.cpp \
        -o "$tmp/per_device_model.o" >"$tmp/per_device_model.log" 2>&1 || fail "per_device_model.cpp does not build"
    host_model_check per_device_check nvcc -std=c++17 -arch=sm_90 -Iruntime/include --cudart none \
        -Xcompiler -Wall,-Wextra,-Werror tests/runtime/per_device_check.cu "$tmp/per_device_model.o" \
        -o "$tmp/per_device_check" -lpthread
    # No host object of the runtime outlives main: one whose destructor asked
    # the device made a program that never used CUDA create a context at
    # exit, and hang there (tests/runtime/gpu-exit.sh shows it on a GPU).
    printf '#include <dpopt/dpopt.cuh>\nint main() { return 0; }\n' >"$tmp/runtime_exit.cu"
    if nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$tmp/runtime_exit.cu" -o "$tmp/runtime_exit.o" >"$tmp/runtime_exit.log" 2>&1; then
        if nm "$tmp/runtime_exit.o" | grep -q __cxa_atexit; then
            fail "the runtime registers a host object to destroy at exit:"; nm -C "$tmp/runtime_exit.o" | grep -i " W dpopt::" | head -5
        else
            pass; echo "  the runtime leaves nothing to run at exit"
        fi
    else
        fail "runtime_exit does not build"; head -5 "$tmp/runtime_exit.log"
    fi
    # The runtime is included before the program's own lines, after its -D
    # macros: a header it includes that names a parameter N (cuda.h) stopped
    # a program built with -DN=2000 from compiling.
    if nvcc -arch=sm_90 -rdc=true -Iruntime/include -DN=2000 -DM=64 -DK=8 -DB=256 -DTILE=32 -DBLOCK=128 \
        -c "$tmp/runtime_exit.cu" -o "$tmp/runtime_macros.o" >"$tmp/runtime_macros.log" 2>&1; then
        pass; echo "  the runtime builds under a program's one-letter macros"
    else
        fail "the runtime does not build under -DN=2000 and other short macros:"; grep -m3 error "$tmp/runtime_macros.log"
    fi
fi

section "benchmark suite (compiles, datasets; running it needs a GPU: bench/run)"
# bench/kernel-times' rows from a stand-in of ncu's CSV (units ns, us, ms
# summed per kernel, the program's own lines and other metrics left out, a
# template's commas kept out of the CSV's columns).
if python3 bench/kernel_times_rows.py tests/bench/kernel_times_ncu.csv flatten=grid 0.3668 >"$tmp/kernel-times.rows" 2>&1 &&
    diff -u tests/bench/kernel_times_rows.expected "$tmp/kernel-times.rows" >"$tmp/kernel-times.diff"; then
    pass; echo "  bench/kernel-times: ncu's durations summed per kernel, in microseconds"
else
    fail "bench/kernel_times_rows.py on tests/bench/kernel_times_ncu.csv:"; head -n 12 "$tmp/kernel-times.diff" "$tmp/kernel-times.rows"
fi
# bench/recheck: what it times again and in which order, and bench/readme's
# table of its rounds (a stand-in bench/run).
if tests/bench/recheck/check.sh "$tmp" >"$tmp/recheck.log" 2>&1; then
    pass; echo "  bench/recheck: the oracle's pick, O, tuned and hand-written timed again in alternating rounds"
else
    fail "tests/bench/recheck/check.sh:"; head -n 20 "$tmp/recheck.log"
fi
# bench/suite-gpus --recheck: the run's picks timed again in the same call
# (SUITE_GPUS and a stand-in bench/run).
if tests/bench/suite-gpus/check.sh "$tmp" >"$tmp/suite-gpus.log" 2>&1; then
    pass; echo "  bench/suite-gpus --recheck: the rows O or tuned do not share with the pick, timed again a GPU each"
else
    fail "tests/bench/suite-gpus/check.sh:"; head -n 20 "$tmp/suite-gpus.log"
fi
# bench/ab: its refusals, rounds and table (a stand-in nvcc).
if tests/bench/ab/check.sh "$tmp" >"$tmp/ab.log" 2>&1; then
    pass; echo "  bench/ab: programs of one app built and timed in alternating rounds, each verified"
else
    fail "tests/bench/ab/check.sh:"; head -n 20 "$tmp/ab.log"
fi
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null; then
    echo "  skipped: no nvcc"
else
    # The hand-written sources, one in four (all with DPOPT_NVCC_MATRIX=full).
    bench_sources_every=4
    [ "${DPOPT_NVCC_MATRIX:-sample}" = full ] && bench_sources_every=1
    if make -s -f bench/Makefile compile EVERY=$bench_sources_every ROTATION=$nvcc_rotation -j2 >"$tmp/bench-compile.log" 2>&1; then pass; else fail "bench programs compile"; tail -n 20 "$tmp/bench-compile.log"; fi
    # One app under one option set: "ok" or its failure in $out.status
    # (run two at a time, as the nvcc section's, the statuses read in order after).
    bench_variant() { # app option-set(+-joined) compile|dpopt
        local app=$1 g=$2 out="$tmp/bench-$1-${2//:/}.cu"
        # shellcheck disable=SC2046
        if build/dpopt $(variant_dpopt_options "$app" "$g") -Ibench/common -Ibench/datasets "bench/apps/$app/cdp.cu" -o "$out" 2>/dev/null &&
           { [ "$3" = dpopt ] ||
               { nvcc -arch=sm_90 -rdc=true -Iruntime/include -Ibench/common -Ibench/datasets -Ibench/apps/$app -c "$out" -o "$out.o" >"$out.log" 2>&1 &&
                   ! grep -q warning "$out.log"; }; }; then
            echo ok >"$out.status"
        else
            { echo "bench $app: dpopt $g output compiles without warnings"; head -n 10 "$out.log" 2>/dev/null; } >"$out.status"
        fi
    }
    bench_sets="aggregate=warp aggregate=block aggregate=grid aggregate=multiblock:8 threshold=128 coarsen=4 threshold=128+aggregate=grid+coarsen=2 flatten=grid flatten=block"
    # A set's name becomes dpopt's options as bench/run and bench/ab make them.
    . bench/variant-options.sh
    export -f bench_variant variant_dpopt_options
    export tmp
    # Every app under every set through dpopt; nvcc compiles one pair in
    # 12, on a diagonal (app i under set j where i + j plus the commit's
    # rotation is a multiple of 12: a twelfth of the pairs each commit, the
    # others on later commits), as the nvcc section samples its
    # matrix: bench/run on the GPU builds them all, and
    # DPOPT_NVCC_MATRIX=full compiles them all here.
    bench_every=12
    [ "${DPOPT_NVCC_MATRIX:-sample}" = full ] && bench_every=1
    app_index=0
    for app in bench/apps/*/; do
        set_index=0
        for g in $bench_sets; do
            how=dpopt
            on_diagonal $app_index $set_index $bench_every && how=compile
            echo "$(basename "$app") $g $how"
            set_index=$((set_index + 1))
        done
        app_index=$((app_index + 1))
    done | xargs -P 2 -L 1 bash -c 'bench_variant "$0" "$1" "$2"'
    for app in bench/apps/*/; do
        for g in $bench_sets; do
            status_file="$tmp/bench-$(basename "$app")-${g//:/}.cu.status"
            if [ "$(cat "$status_file" 2>/dev/null)" = ok ]; then
                pass
            else
                fail "$(head -n 1 "$status_file" 2>/dev/null || echo "bench $(basename "$app") $g: no status")"
                tail -n +2 "$status_file" 2>/dev/null
            fi
        done
    done
    echo "  bench programs and their warp, block, grid, multiblock:8, threshold, coarsened, combined and flattened forms: dpopt takes them, and the ones compiled (one in $bench_every) compile without warnings"
    # The concurrent-kernel harness (issue 17): as written and through --corun.
    if NVCC_FLAGS="-Xcompiler -Wall" bash bench/corun/build.sh "$tmp/corun-bench" >"$tmp/corun-bench.log" 2>&1; then
        pass
        echo "  bench/corun: the eight kernels as written and co-runnable, and their harness, compile without warnings"
    else
        fail "bench/corun/build.sh"
        tail -n 20 "$tmp/corun-bench.log"
    fi
fi
# bench/tuned/<app>.json (bench/tune's decisions, built by bench/run's tuned
# variant) still names its app's sites: dpopt reads each back to the same plan.
tuned_n=0
for tuned in bench/tuned/*.json; do
    [ -f "$tuned" ] || continue
    app=$(basename "$tuned" .json)
    if build/dpopt -Ibench/common -Ibench/datasets --decisions="$tuned" --report=decisions "bench/apps/$app/cdp.cu" \
        2>"$tmp/tuned.err" | cmp -s - "$tuned"; then
        pass
    else
        fail "bench/tuned/$app.json no longer reads back to the same plan (run bench/tune --apps $app): $(head -c 300 "$tmp/tuned.err")"
    fi
    tuned_n=$((tuned_n + 1))
done
echo "  bench/tuned: $tuned_n apps' decisions read back to the same plan"
if [ -d ../shared/datasets ]; then
    if bench/fetch-datasets >/dev/null 2>&1 && make -s -f bench/Makefile check >"$tmp/bench-check.log" 2>&1; then
        pass
        echo "  datasets: $(tail -n 1 "$tmp/bench-check.log")"
    else
        fail "bench datasets check"
        tail -n 20 "$tmp/bench-check.log"
    fi
else
    echo "  datasets check skipped: ../shared/datasets not found"
fi

report_counts
