#!/usr/bin/env bash
# Everything `make test` checks, none of it needing a GPU:
#   1. Criterion unit tests, plain and under AddressSanitizer + UBSan
#   2. the corpus: every program's expected facts (tests/corpus/*.expect)
#   3. identity: with no strategy the output equals the input byte for byte
#   4. the command line: exit statuses, no partial output on failure
#   5. nvcc: every corpus file meant to be valid CDP2 compiles for sm_90,
#      the ones that must not (CDP1, syntax errors) do not; the runtime
#      header compiles
# Prints a count of passed checks at the end; exits non-zero on any failure.
set -u
cd "$(dirname "$0")/.."

passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); printf '  FAIL %s\n' "$*"; }
started=$SECONDS
# Each section says how long the run has taken so far, so a long run shows progress.
section() { printf '\n== [%d:%02d] %s\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$*"; }

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
valid=()
for expect in tests/corpus/*.expect; do
    grep -q '^error = ' "$expect" || valid+=("${expect%.expect}.cu")
done
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
           "--threshold=64" "--coarsen=2" "--threshold=64 --aggregate=grid --coarsen=2")
for src in "${valid[@]}"; do
    grep -q '^nvcc = reject' "${src%.cu}.expect" && ! grep -qx "$(basename "$src" .cu)" tests/corpus/cdp1_programs && continue
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
expect_status() { # expected-status description command...
    local want=$1 what=$2
    shift 2
    "$@" >"$tmp/cli.out" 2>"$tmp/cli.err"
    local got=$?
    if [ "$got" = "$want" ]; then pass; else fail "$what: exit $got, expected $want"; fi
}
expect_status 0 "--help" build/dpopt --help
grep -q '^usage: dpopt' "$tmp/cli.out" && pass || fail "--help prints usage"
expect_status 0 "--version" build/dpopt --version
grep -q '^dpopt [0-9]' "$tmp/cli.out" && pass || fail "--version prints the version"
expect_status 2 "unknown option" build/dpopt --frobnicate tests/corpus/bfs.cu
expect_status 2 "no input" build/dpopt
expect_status 2 "two inputs" build/dpopt tests/corpus/bfs.cu tests/corpus/bezier.cu
expect_status 2 "bad report format" build/dpopt --report=xml tests/corpus/bfs.cu
expect_status 1 "missing file" build/dpopt "$tmp/no-such-file.cu"
grep -q 'no-such-file.cu: error: cannot open' "$tmp/cli.err" && pass || fail "missing file diagnostic"
# A failure must not touch an existing output file or leave temporaries.
mkdir -p "$tmp/keep" && echo "precious" >"$tmp/keep/out.cu"
expect_status 1 "syntax error with -o" build/dpopt tests/corpus/syntax_error1.cu -o "$tmp/keep/out.cu"
[ "$(cat "$tmp/keep/out.cu")" = "precious" ] && pass || fail "syntax error overwrote the output"
[ "$(ls "$tmp/keep")" = "out.cu" ] && pass || fail "syntax error left files behind: $(ls "$tmp/keep")"
expect_status 1 "unwritable output" build/dpopt tests/corpus/bfs.cu -o "$tmp/no-such-dir/out.cu"
expect_status 0 "report and output together" build/dpopt --report tests/corpus/bfs.cu -o "$tmp/both.cu"
cmp -s tests/corpus/bfs.cu "$tmp/both.cu" && pass || fail "--report with -o writes the code"
grep -q 'launch site' "$tmp/cli.out" && pass || fail "--report with -o prints the report"
build/dpopt --report=json tests/corpus/bfs.cu | python3 -m json.tool >/dev/null && pass || fail "--report=json is valid JSON"

section "aggregation plans and notes"
plan_of() { build/dpopt --aggregate=warp --report=json "$1" 2>"$tmp/notes" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(" ".join(l["plan"]["aggregate"] for l in r["launches"]))'; }
[ "$(plan_of tests/corpus/bfs.cu)" = "warp none" ] && pass || fail "bfs: device launch aggregated, host launch not"
[ "$(plan_of tests/corpus/shared_dynamic.cu)" = "none none" ] && pass || fail "shared_dynamic: per-thread stream refused"
grep -q 'shared_dynamic.cu:38:9: note: .*stream differs' "$tmp/notes" && pass || fail "shared_dynamic: note names the stream"
[ "$(plan_of tests/corpus/classes.cu)" = "none none" ] && pass || fail "classes: namespaced child refused"
plan_of tests/corpus/cdp1_sync.cu >/dev/null
grep -q 'note: .*cudaDeviceSynchronize' "$tmp/notes" && pass || fail "cdp1_sync: synchronised launch refused with a note"
[ "$(plan_of tests/corpus/quadtree.cu)" = "warp none" ] && pass || fail "quadtree: recursive launch aggregated"
build/dpopt --aggregate=warp --report tests/corpus/bfs.cu 2>/dev/null | grep -q 'scalarised (uniform): grid' && fail "bfs grid is divergent, not scalar" || pass
build/dpopt --aggregate=warp --report tests/corpus/bfs.cu 2>/dev/null | grep -q 'in the record: grid row_begin deg' && pass || fail "bfs record holds grid, row_begin, deg"
plan_with() { build/dpopt --aggregate=$1 --report=json "$2" 2>"$tmp/notes" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(" ".join(l["plan"]["aggregate"] + ":" + ",".join(map(str, l["plan"]["scalar_args"])) for l in r["launches"] if l["device_side"]))'; }
[ "$(plan_with grid tests/corpus/bfs.cu)" = "grid:0,3,4,5,6" ] && pass || fail "bfs grid: col_idx, level, dist, next_frontier, next_size scalar"
[ "$(plan_with block tests/corpus/divergent_launch.cu)" = "block:0,1,3 block:0,1,3,4,5 block:0,1,3,4 block:0" ] && pass || fail "divergent_launch block: grid- and block-uniform args scalar, thread-dependent ones in the record"
[ "$(plan_with warp tests/corpus/divergent_launch.cu)" = "none: none: warp:0,1,3,4 warp:0" ] && pass || fail "divergent_launch warp: the kernel with two launches keeps both as written (a lane would meet two warp batches), the others at warp granularity with the same scalars"
grep -q "divergent_launch.cu:29:9: note: launch of 'refine' left as written: the launching kernel has another launch aggregated at warp granularity (line 34)" "$tmp/notes" && pass || fail "divergent_launch warp: the note names the other launch"
[ "$(plan_with grid tests/corpus/divergent_launch.cu)" = "grid:0,1 grid:0,1,3,4,5 grid:0,1,3 grid:0" ] && pass || fail "divergent_launch grid: blockIdx-derived args go to the record"
[ "$(plan_with grid tests/corpus/quadtree.cu)" = "warp:0,1,2,3,4,5,6" ] && pass || fail "quadtree grid falls back to warp (a leaf's return dpopt cannot prove block-uniform, then barriers)"
grep -q 'quadtree.cu:71:9: note: .*warp granularity instead of grid: the kernel returns where only some threads of a block may (line 37) and has barriers' "$tmp/notes" && pass || fail "quadtree: fallback note"
[ "$(plan_with grid tests/corpus/loop_launch.cu | cut -d' ' -f1 | cut -d: -f1)" = "none" ] && pass || fail "loop_launch grid: a launch in a divergent loop is not a warp batch either"
grep -q 'note: .*left as written: the launch is inside a loop: a grid-wide batch is made once per grid; not at warp granularity either: a thread may run the launch more than once' "$tmp/notes" && pass || fail "loop_launch: refusal note names both granularities"
[ "$(plan_with grid tests/corpus/macros.cu | cut -d' ' -f1 | cut -d: -f1)" = "block" ] && pass || fail "macros grid: own stream falls back to block"
# The divergent loop's warp site passes only literals as scalars: the lanes
# of one warp batch may be in different iterations (tests/defects/warp-batch-executions).
[ "$(plan_with block tests/corpus/convergent_loop.cu)" = "block:0,3 none:" ] && pass || fail "convergent_loop block: the block-convergent loop's launch at block granularity, the divergent one as written"
# A site grid refuses steps down to block only while warp granularity would
# take it too (the plan the GPU tester ran, 2026-11-23): both loops stay.
[ "$(plan_with grid tests/corpus/convergent_loop.cu)" = "none: none:" ] && pass || fail "convergent_loop grid: loops warp granularity refuses stay as written"
cat >"$tmp/surplus.cu" <<'CU'
__global__ void leaf(int *out, int i) { out[i] = i; }
__global__ void mid(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        leaf<<<1, 32>>>(out, i);
}
__global__ void top(int *out, const int *sizes, int n)
{
    int t = threadIdx.x;
    if (t < n)
        mid<<<1, sizes[t]>>>(out, sizes[t]);
}
CU
[ "$(plan_with block "$tmp/surplus.cu")" = "warp:0 block:0" ] && pass || fail "no postponed launch in a fused kernel whose surplus threads leave early"
grep -q "warp granularity instead of block: the launching kernel also runs fused (line 12)" "$tmp/notes" && pass || fail "surplus threads: note"
# multiblock:K: only grid-uniform values are the same across a group of blocks
[ "$(plan_with multiblock:8 tests/corpus/bfs.cu)" = "multiblock:8:0,3,4,5,6" ] && pass || fail "bfs multiblock:8: the grid's scalars"
[ "$(plan_with multiblock:4 tests/corpus/divergent_launch.cu)" = "multiblock:4:0,1 multiblock:4:0,1,3,4,5 multiblock:4:0,1,3 multiblock:4:0" ] && pass || fail "divergent_launch multiblock: blockIdx-derived args go to the record, as at grid"
build/dpopt --aggregate=multiblock:8 --report tests/corpus/bfs.cu 2>/dev/null | grep -q 'plan: aggregated at multiblock:8 granularity into bfs_child_dp_multiblock$' && pass || fail "text report: multiblock:8 and the fused kernel"
[ "$(plan_with multiblock:8 tests/corpus/quadtree.cu)" = "warp:0,1,2,3,4,5,6" ] && pass || fail "quadtree multiblock falls back to warp (divergent return, then barriers)"
grep -q 'quadtree.cu:71:9: note: .*warp granularity instead of multiblock:8: the kernel returns where only some threads of a block may' "$tmp/notes" && pass || fail "quadtree: multiblock fallback note"
[ "$(plan_with multiblock:8 tests/corpus/loop_launch.cu | cut -d' ' -f1 | cut -d: -f1)" = "none" ] && pass || fail "loop_launch multiblock: a launch in a divergent loop is not a warp batch either"
grep -q 'note: .*left as written: the launch is inside a loop: a batch per group of blocks is made once per grid; not at warp granularity either' "$tmp/notes" && pass || fail "loop_launch: multiblock refusal note"
[ "$(plan_with multiblock:8 tests/corpus/macros.cu | cut -d' ' -f1 | cut -d: -f1)" = "block" ] && pass || fail "macros multiblock: own stream falls back to block"
grep -q 'note: .*block granularity instead of multiblock:8: the launch names its own stream' "$tmp/notes" && pass || fail "macros: multiblock stream note"
# Two launches of one kernel into the NULL stream: a group's fire-and-forget
# grid would lose their order, so both stay at block granularity.
[ "$(plan_with multiblock:8 tests/corpus/templates.cu | tr ' ' '\n' | cut -d: -f1 | tr '\n' ' ')" = "multiblock multiblock block block " ] && pass || fail "templates multiblock: scale_batches' two NULL-stream launches at block"
[ "$(grep -c 'block granularity instead of multiblock:8: another launch by the same blocks goes to their NULL stream' "$tmp/notes")" = 2 ] && pass || fail "templates: NULL-stream order notes"
# A fire-and-forget launch beside a NULL-stream one loses no order (divergent_launch's detect, above).
cat >"$tmp/order.cu" <<'CU'
__global__ void child(int *out, int i) { out[i] = i; }
__global__ void other(int *out) { out[0] = 0; }
__device__ void helper(int *out) { other<<<1, 1, 0, STREAM>>>(out); }
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        child<<<1, 32>>>(out, i);
    if (i == 0)
        helper(out);
}
CU
sed 's/STREAM/0/' "$tmp/order.cu" >"$tmp/order-null.cu"
[ "$(plan_with multiblock:2 "$tmp/order-null.cu")" = "none: block:0" ] && pass || fail "a NULL-stream launch in a device function the kernel calls keeps the kernel's site off multiblock"
grep -q 'order-null.cu:8:9: note: .*block granularity instead of multiblock:2: another launch by the same blocks goes to their NULL stream' "$tmp/notes" && pass || fail "device-function NULL-stream launch: note"
sed 's/STREAM/cudaStreamFireAndForget/' "$tmp/order.cu" >"$tmp/order-faf.cu"
[ "$(plan_with multiblock:2 "$tmp/order-faf.cu")" = "none: multiblock:2:0" ] && pass || fail "a fire-and-forget launch elsewhere leaves the site at multiblock"
# The group's grid goes to cudaStreamFireAndForget, or the tail launch a site asked for.
build/dpopt --aggregate=multiblock:8 tests/corpus/bfs.cu -o "$tmp/mb.cu" 2>/dev/null
grep -q 'dpopt::multiblock_group(&bfs_child_dp_multiblock_groups, 8u)' "$tmp/mb.cu" && pass || fail "multiblock: the group of 8 blocks"
grep -q 'static __device__ dpopt::GroupStates bfs_child_dp_multiblock_groups;' "$tmp/mb.cu" && pass || fail "multiblock: one state per group, per site"
grep -q 'bfs_child_dp_multiblock<<<dp_batch.total_blocks, .*, cudaStreamFireAndForget>>>' "$tmp/mb.cu" && pass || fail "multiblock: fused grid into cudaStreamFireAndForget"
sed 's/cudaStreamFireAndForget/cudaStreamTailLaunch/' tests/corpus/bfs.cu >"$tmp/tail.cu"
build/dpopt --aggregate=multiblock:8 "$tmp/tail.cu" -o "$tmp/mb-tail.cu" 2>/dev/null
grep -q 'bfs_child_dp_multiblock<<<dp_batch.total_blocks, .*, cudaStreamTailLaunch>>>' "$tmp/mb-tail.cu" && pass || fail "multiblock: a tail-launched site stays a tail launch"
remove_plan() { build/dpopt --remove=t4 --report=json "$1" 2>"$tmp/notes" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(" ".join(l["plan"]["remove"] for l in r["launches"] if l["device_side"]))'; }
remove3_plan() { build/dpopt --remove=t3 --report=json "$1" 2>"$tmp/notes" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(" ".join(l["plan"]["remove"] for l in r["launches"] if l["device_side"]))'; }
[ "$(remove_plan tests/corpus/cdp1_rows.cu)" = "t4" ] && pass || fail "cdp1_rows: launch removed (T4)"
grep -q 'cdp1_rows.cu:37:9: note: cudaDeviceSynchronize removed' "$tmp/notes" && pass || fail "cdp1_rows: the device sync goes, with a note"
[ "$(remove_plan tests/corpus/cdp1_sync.cu)" = "t4" ] && pass || fail "cdp1_sync: barrier inside a block-uniform loop split (T4)"
grep -q 'cdp1_sync.cu:37:9: note: cudaDeviceSynchronize removed' "$tmp/notes" && pass || fail "cdp1_sync: the device sync goes with its launch"
build/dpopt --remove=t4 tests/corpus/cdp1_sync.cu 2>/dev/null >"$tmp/cdp1_sync.t4.cu"
grep -q '^    for (int s = dp_blockDim.x / 2; s > 0; s /= 2) {$' "$tmp/cdp1_sync.t4.cu" && pass || fail "cdp1_sync T4: the loop header once, outside the thread loops"
grep -q '^        for (unsigned int dp_t = 0; dp_t < dp_blockDim.x \* dp_blockDim.y \* dp_blockDim.z; dp_t++) {$' "$tmp/cdp1_sync.t4.cu" && pass || fail "cdp1_sync T4: a thread loop inside the loop body"
grep -q '^                    buf\[dp_threadIdx.x\] += buf\[dp_threadIdx.x + s\];$' "$tmp/cdp1_sync.t4.cu" && pass || fail "cdp1_sync T4: the body's statements move with the thread loop"
# Barriers in block-uniform loops and ifs; a barrier under a condition dpopt cannot prove uniform.
[ "$(remove_plan tests/corpus/uniform_barriers.cu)" = "t4 none" ] && pass || fail "uniform_barriers: T4 splits tile_stats, refuses double_positive_tiles"
grep -q 'uniform_barriers.cu:65:9: note: .*the child has a __syncthreads under the condition at line 53, which differs between its threads' "$tmp/notes" && pass || fail "uniform_barriers: divergent barrier note"
[ "$(remove3_plan tests/corpus/uniform_barriers.cu)" = "t3 t3" ] && pass || fail "uniform_barriers: T3 takes both"
build/dpopt --remove=t3 tests/corpus/uniform_barriers.cu 2>/dev/null >"$tmp/ub.t3.cu"
sed -n '/^__device__ void tile_stats_dp_t3(dim3 dp_blockIdx.*)$/,/^}$/p' "$tmp/ub.t3.cu" >"$tmp/ub.t3.fn"
grep -q '^    if (dpopt::block_can_stand_in(dp_blockDim)) {$' "$tmp/ub.t3.fn" && pass || fail "uniform_barriers T3: thread for thread where the block can stand in"
grep -q '^    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {$' "$tmp/ub.t3.fn" && pass || fail "uniform_barriers T3: block-strided thread loops otherwise"
grep -q "^    __syncthreads(); // the child's barrier (line 22)" "$tmp/ub.t3.fn" && pass || fail "uniform_barriers T3: a real barrier between thread loops"
grep -q "^        __syncthreads(); // the child's barrier (line 26)" "$tmp/ub.t3.fn" && pass || fail "uniform_barriers T3: a barrier inside the loop body"
grep -q '^    if (want_max) {$' "$tmp/ub.t3.fn" && pass || fail "uniform_barriers T3: the uniform if once per thread"
[ "$(grep -c '__shared__ int sh\[CHILD_BLOCK\]' "$tmp/ub.t3.fn")" = 1 ] && pass || fail "uniform_barriers T3: shared memory declared once for both ways"
grep -q 'int i = dp_blockIdx.x \* dp_blockDim.x + t; // again, from an earlier thread loop' "$tmp/ub.t3.fn" && pass || fail "uniform_barriers T3: locals across barriers declared again"
[ "$(grep -c 'Any child block fits: one larger than this block runs in thread loops' "$tmp/ub.t3.cu")" = 1 ] && pass || fail "uniform_barriers T3: any tile_stats block fits"
grep -q 'if (!dp_batch.data || !dpopt::block_can_stand_in(dp_pending_1.dp_block)) {' "$tmp/ub.t3.cu" && pass || fail "uniform_barriers T3: double_positive_tiles keeps the run-time check"
cat >"$tmp/header_local.cu" <<'CU'
__global__ void halve(int *out)
{
    int half = blockDim.x / 2;
    int t = threadIdx.x;
    for (int s = half; s > 0; s >>= 1) {
        out[t] += s + half;
        __syncthreads();
    }
}
__global__ void top(int *out) { halve<<<1, 256>>>(out + 256 * threadIdx.x); }
CU
build/dpopt --remove=t4 "$tmp/header_local.cu" -o "$tmp/header_local.t4.cu" 2>/dev/null
grep -q '^    int half = dp_blockDim.x / 2; // again, for the header below, the same in every child thread$' "$tmp/header_local.t4.cu" && pass || fail "a local the loop header reads is declared again before it"
[ "$(grep -c 'int half = ' "$tmp/header_local.t4.cu")" = 2 ] && pass || fail "... once (and in the source): the thread loops inside capture it, the first one needs it not"
grep -q '^                int t = dp_threadIdx.x; // again, from an earlier thread loop$' "$tmp/header_local.t4.cu" && pass || fail "a thread's local is declared again inside the loop's thread loop"
sed 's/int half = blockDim.x \/ 2;/int half = out[0];/' "$tmp/header_local.cu" >"$tmp/header_memory.cu"
[ "$(remove_plan "$tmp/header_memory.cu")" = "none" ] && pass || fail "a header local read from memory is refused"
grep -q 'read from memory (half, line 3)' "$tmp/notes" && pass || fail "header local read from memory: note"
[ "$(remove_plan tests/corpus/quadtree.cu)" = "none" ] && pass || fail "quadtree: recursion refused for T4"
grep -q 'note: .*recursive' "$tmp/notes" && pass || fail "quadtree: recursion note"
[ "$(remove_plan tests/corpus/bfs.cu)" = "t4" ] && pass || fail "bfs: T4"
[ "$(remove3_plan tests/corpus/bfs.cu)" = "t3" ] && pass || fail "bfs: T3"
[ "$(remove3_plan tests/corpus/cdp1_rows.cu)" = "none" ] && pass || fail "cdp1_rows: T3 refuses a launch whose sync only some threads of the block reach (inside if (r < rows))"
grep -q 'cdp1_rows.cu:36:9: note: .*not every thread of the block reaches it together.*(T4 handles it)' "$tmp/notes" && pass || fail "cdp1_rows: T3 note says why and points at T4"
[ "$(remove3_plan tests/corpus/convergent_loop.cu)" = "t3 none" ] && pass || fail "convergent_loop: T3 in the block-convergent loop only"
build/dpopt --remove=t3 tests/corpus/shared_dynamic.cu -o /dev/null 2>"$tmp/notes"; grep -q "dynamic shared memory\|stream differs\|program's own stream" "$tmp/notes" && pass || fail "shared_dynamic: T3 refusal note"
removeauto_plan() { build/dpopt --remove=auto --report=json "$1" 2>"$tmp/notes" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(" ".join(l["plan"]["remove"] for l in r["launches"] if l["device_side"]))'; }
[ "$(removeauto_plan tests/corpus/bfs.cu)" = "auto" ] && pass || fail "bfs: auto chooses per launch"
build/dpopt --remove=auto tests/corpus/multi_level.cu 2>/dev/null | grep -q 'if (!dpopt::block_prefers_t3(dp_pending_0.dp_active' && pass || fail "multi_level: without a persistent version auto chooses at the end of the block"
[ "$(removeauto_plan tests/corpus/cdp1_rows.cu)" = "t4" ] && pass || fail "cdp1_rows: auto takes T4 for a synchronised launch"
grep -q "removed with t4 only: a device-side cudaDeviceSynchronize waits" "$tmp/notes" && pass || fail "cdp1_rows: auto says why T4 only"
# A synchronous launch under T3 (Free Launch's P/Back): the whole block runs
# the recorded launches at a block-convergent cudaDeviceSynchronize.
[ "$(remove3_plan tests/corpus/cdp1_block_sync.cu)" = "t3 t3" ] && pass || fail "cdp1_block_sync: T3 for the launch before the sync and the one after it"
grep -q "cdp1_block_sync.cu:41:5: note: cudaDeviceSynchronize made a run of the block's recorded launches" "$tmp/notes" && pass || fail "cdp1_block_sync: the sync runs the recorded launches, with a note"
sync_plan() { build/dpopt --remove=$1 --report=json "$2" 2>/dev/null | python3 -c 'import json,sys; r=json.load(sys.stdin); print(" ".join(s["action"] + ":" + ",".join(map(str, s["runs"])) for s in r["syncs"]), " ".join(str(l["plan"]["waited_for"]).lower() for l in r["launches"] if l["device_side"]))'; }
[ "$(sync_plan t3 tests/corpus/cdp1_block_sync.cu)" = "flush:0 true false" ] && pass || fail "cdp1_block_sync: JSON: the sync runs launch 0, which it waits for; launch 1 is not waited for"
[ "$(sync_plan auto tests/corpus/cdp1_block_sync.cu)" = "flush:0 true false" ] && pass || fail "cdp1_block_sync: auto flushes at the sync too"
[ "$(sync_plan t4 tests/corpus/cdp1_block_sync.cu)" = "barrier: false false" ] && pass || fail "cdp1_block_sync: T4 makes the sync a barrier"
build/dpopt --remove=t3 --report tests/corpus/cdp1_block_sync.cu 2>/dev/null | grep -A1 'cdp1_block_sync.cu:41:5  in block_totals: the block runs its recorded launches here, then a barrier' | grep -q 'runs the records of the launches on line 39$' && pass || fail "cdp1_block_sync: text report shows the sync's plan"
build/dpopt --remove=t3 tests/corpus/cdp1_block_sync.cu -o "$tmp/block_sync.t3.cu" 2>/dev/null
python3 - "$tmp/block_sync.t3.cu" <<'PY' && pass || fail "cdp1_block_sync: T3 code: records run and reset at the sync then a barrier, T4 fallback for the waited launch, launch 1 run at the end"
import re, sys
code = open(sys.argv[1]).read()
kernel = code[code.index("__global__ void block_totals"):code.index("int main")]
sync = kernel.index("// dpopt: was cudaDeviceSynchronize() (CDP1)")
end = kernel.index("}();")
assert sync < end, "the sync's flush is inside the body"
at_sync = kernel[sync:kernel.index("#line 42", sync)]
assert "block_batch_open(&dp_batch, dp_pending_0.dp_active" in at_sync
assert "dp_pending_0.dp_active = false; // run: a later launch here records afresh" in at_sync
assert at_sync.index("dp_pending_0.dp_active = false; // run") < at_sync.index("__syncthreads(); // the children are done")
assert re.search(r"this thread runs it \(T4\)\n\s*for \(unsigned int dp_b = 0; dp_b < dpopt::block_count\(dp_pending_0.dp_grid\); dp_b\+\+\)\n\s*segment_sum_dp_t4\(", at_sync)
after = kernel[end:]
assert "dp_pending_1.dp_active" in after and "dp_pending_0" not in after, "only launch 1 is run at the end"
assert "add_total<<<dp_pending_1.dp_grid" in after, "launch 1 (not waited for) falls back on the launch as written"
PY
cat >"$tmp/sync_convergent.cu" <<'CU'
__global__ void child(int *out, int i) { atomicAdd(&out[i], (int)threadIdx.x); }
__global__ void rounds(int *out, int n, int count)
{
    int t = threadIdx.x;
    for (int r = 0; r < count; r++) {
        if (t % 3 == 0)
            child<<<2, 64>>>(out, t + r);
        cudaDeviceSynchronize();
        out[n + t] += out[(t + 1) % n];
        if (t == 0)
            child<<<1, 32>>>(out, r);
    }
}
__global__ void uniform_exit(int *out, int n)
{
    if (threadIdx.x < n)
        child<<<1, 32>>>(out, threadIdx.x);
    if (blockIdx.x > 100)
        return;
    cudaDeviceSynchronize();
    out[n + threadIdx.x] = out[threadIdx.x];
}
CU
cat "$tmp/sync_convergent.cu" - >"$tmp/sync_cases.cu" <<'CU'
__global__ void divergent_exit(int *out, int n)
{
    if (threadIdx.x < n)
        child<<<1, 32>>>(out, threadIdx.x);
    if (threadIdx.x > 100)
        return;
    cudaDeviceSynchronize();
    out[n + threadIdx.x] = out[threadIdx.x];
}
__global__ void result_used(int *out, int n)
{
    child<<<1, 32>>>(out, threadIdx.x);
    cudaError_t e = cudaDeviceSynchronize();
    out[n + threadIdx.x] = (int)e;
}
CU
[ "$(remove3_plan "$tmp/sync_cases.cu")" = "t3 t3 t3 none none" ] && pass || fail "sync cases: T3 in a block-convergent loop and after a block-uniform return; refused after a divergent return and where the sync's result is used"
grep -q 'sync_cases.cu:26:9: note: .*not every thread of the block reaches it together' "$tmp/notes" && pass || fail "sync cases: divergent return before the sync: note"
grep -q 'sync_cases.cu:34:5: note: .*the result of the device-side cudaDeviceSynchronize that waits for this launch is used' "$tmp/notes" && pass || fail "sync cases: the sync's result used: note"
[ "$(sync_plan t3 "$tmp/sync_cases.cu")" = "flush:0 flush:2 keep: keep: true true true false false" ] && pass || fail "sync cases: the loop's sync runs the launch before it; the launch after it, waited for by the next iteration, is run at the end of each iteration"
[ "$(removeauto_plan "$tmp/sync_cases.cu")" = "auto auto auto t4 t4" ] && pass || fail "sync cases: auto takes T3 and T4 where the sync allows, T4 alone elsewhere"
build/dpopt --remove=t3 "$tmp/sync_convergent.cu" 2>/dev/null | grep -c "the block's launches of child from line 17, run by the block itself" | grep -qx 2 && pass || fail "sync cases: a block-uniform return may skip the sync: the launch is run at the sync and, if skipped, at the end"
[ "$(removeauto_plan tests/corpus/uniform_barriers.cu)" = "auto t3" ] && pass || fail "uniform_barriers: auto chooses for tile_stats, T3 only for double_positive_tiles"
grep -q "removed with t3 only: the child has a __syncthreads under the condition at line 53" "$tmp/notes" && pass || fail "uniform_barriers: auto says why T3 only"
# A child calling functions dpopt cannot see, or sees in a header beside the file.
mkdir -p "$tmp/hdr"
printf '__device__ float scale(float x);\n__global__ void child(float *v, int n)\n{\n    int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i < n)\n        v[i] = scale(v[i]);\n}\n__global__ void parent(float *v, const int *n)\n{\n    child<<<1, 32>>>(v + 32 * threadIdx.x, n[threadIdx.x]);\n}\n' >"$tmp/hdr/unseen.cu"
[ "$(plan_with warp "$tmp/hdr/unseen.cu")" = "none:" ] && pass || fail "a child calling an unseen function stays as written"
grep -q "the child calls scale, which dpopt cannot see: it may read blockIdx" "$tmp/notes" && pass || fail "unseen function: note"
printf '#pragma once\n__device__ inline float scale(float x) { return 2.0f * x; }\n' >"$tmp/hdr/scale.h"
{ echo '#include "scale.h"'; cat "$tmp/hdr/unseen.cu"; } >"$tmp/hdr/seen.cu"
[ "$(plan_with warp "$tmp/hdr/seen.cu")" = "warp:" ] && pass || fail "a child calling a function from a header beside it that reads no position is aggregated"
printf '#pragma once\n__device__ inline float scale(float x) { return x + threadIdx.x; }\n' >"$tmp/hdr/scale.h"
[ "$(remove_plan "$tmp/hdr/seen.cu")" = "none" ] && pass || fail "T4 refuses a child whose header function reads threadIdx"
[ "$(plan_with warp "$tmp/hdr/seen.cu")" = "warp:" ] && pass || fail "aggregation keeps threadIdx, so it still takes that child"
mkdir -p "$tmp/hdr/inc" && mv "$tmp/hdr/scale.h" "$tmp/hdr/inc/" && printf '#pragma once\n__device__ inline float scale(float x) { return 2.0f * x; }\n' >"$tmp/hdr/inc/scale.h"
[ "$(build/dpopt --aggregate=warp -I "$tmp/hdr/inc" --report=json "$tmp/hdr/seen.cu" 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["launches"][0]["plan"]["aggregate"])')" = "warp" ] && pass || fail "-I finds the header"
# T1/T2: the parent kernel gets a persistent version and its host launches go through launch_free.
persist_of() { build/dpopt --remove=$1 --report=json "$2" 2>"$tmp/notes" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(" ".join(l["plan"]["remove"] + "/" + l["plan"]["persistent"] for l in r["launches"] if l["device_side"]))'; }
[ "$(persist_of t1 tests/corpus/bfs.cu)" = "auto/t1" ] && pass || fail "bfs t1: persistent version, T3/T4 kept in place"
[ "$(persist_of t2 tests/corpus/bfs.cu)" = "auto/t2" ] && pass || fail "bfs t2"
[ "$(persist_of auto tests/corpus/bfs.cu)" = "auto/auto" ] && pass || fail "bfs auto: the megakernel and T3/T4, chosen on the host"
build/dpopt --remove=t1 tests/corpus/bfs.cu -o "$tmp/bfs.t1.cu" 2>/dev/null
grep -q '__global__ void bfs_parent_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, const int \*row_ptr' "$tmp/bfs.t1.cu" && pass || fail "bfs t1: the persistent kernel"
grep -q 'dpopt::launch_free(dpopt::free_call(bfs_parent_dp_free, bfs_parent)' "$tmp/bfs.t1.cu" && grep -q '\.requesting(dpopt::REQUEST_T1)' "$tmp/bfs.t1.cu" &&
    grep -q '\.records({sizeof(bfs_child_dp_removed_launch)})' "$tmp/bfs.t1.cu" && pass || fail "bfs t1: the host launch goes through launch_free"
[ "$(grep -c 'bfs_parent<<<' "$tmp/bfs.t1.cu")" = 0 ] && pass || fail "bfs t1: no host launch of the parent is left"
grep -q 'dp_blockIdx.x \* blockDim.x + threadIdx.x' "$tmp/bfs.t1.cu" && pass || fail "bfs t1: the parent body reads the original block's index"
build/dpopt --remove=auto tests/corpus/bfs.cu 2>/dev/null | grep -q 'if (!dpopt::chosen_t3(bfs_parent_dp_choice, dp_pending_0.dp_active' && pass || fail "bfs auto: the in-place kernel follows the host's T3/T4 choice"
[ "$(persist_of t1 tests/corpus/templates.cu | cut -d' ' -f1)" = "auto/none" ] && pass || fail "templates t1: no persistent template kernel"
grep -q 'templates.cu:33:9: note: .*instead of t1: the kernel gets no persistent version: it is a template kernel' "$tmp/notes" && pass || fail "templates t1: note"
[ "$(persist_of t2 tests/corpus/multi_level.cu)" = "auto/none none/none" ] && pass || fail "multi_level t2: the middle kernel is launched from the device"
grep -q 'multi_level.cu:36:13: note: .*it is also launched from the device (line 53)' "$tmp/notes" && pass || fail "multi_level t2: note"
[ "$(persist_of t1 tests/corpus/loop_launch.cu)" = "t4/none t4/none" ] && pass || fail "loop_launch t1: T4-only sites keep T4"
grep -q 'note: .*instead of t1: .*can be removed with T4 only' "$tmp/notes" && pass || fail "loop_launch t1: note"
[ "$(persist_of auto tests/corpus/cdp1_rows.cu)" = "t4/none" ] && pass || fail "cdp1_rows auto: a synchronised launch gets no persistent version"
persist_of t1 tests/corpus/cdp1_rows.cu >/dev/null
grep -q 'cdp1_rows.cu:36:9: note: .*no persistent version: a launch in it can be removed with T4 only (line 36), t4 only: ' "$tmp/notes" && pass || fail "cdp1_rows t1: the note says why T3 cannot take it"
# Synchronous launches under T1/T2: a block-convergent cudaDeviceSynchronize
# becomes a grid-wide round of child work (figure 3's goto P / Back).
[ "$(persist_of t1 tests/corpus/cdp1_block_sync.cu)" = "auto/t1 auto/t1" ] && pass || fail "cdp1_block_sync t1: persistent version with rounds"
grep -q 'cdp1_block_sync.cu:41:5: note: .*the whole grid runs a round of child work here' "$tmp/notes" && pass || fail "cdp1_block_sync t1: the sync's note"
build/dpopt --remove=t2 tests/corpus/cdp1_block_sync.cu -o "$tmp/block_sync.t2.cu" 2>/dev/null
sed -n '/^__global__ void block_totals_dp_free/,/^}$/p' "$tmp/block_sync.t2.cu" >"$tmp/block_sync.free"
grep -A3 'free_list_append(dp_list_0' "$tmp/block_sync.free" | grep -q 'dp_pending_0' && grep -q '^ *block_totals_dp_free_round(dp_space, dp_mode);' "$tmp/block_sync.free" && pass || fail "cdp1_block_sync t2: the sync records the block's launches and runs a round"
grep -q 'dpopt::free_block_finished(dp_space);' "$tmp/block_sync.t2.cu" && grep -q 'while (!block_totals_dp_free_round(dp_space, dp_mode))' "$tmp/block_sync.t2.cu" && pass || fail "cdp1_block_sync t2: finished blocks take part in rounds until all are"
! grep -q 'cudaDeviceSynchronize();' "$tmp/block_sync.free" && grep -q 'was cudaDeviceSynchronize() (CDP1)' "$tmp/block_sync.free" && pass || fail "cdp1_block_sync t2: no device-side sync is left in the persistent kernel"
sed -n '/bool block_totals_dp_free_round/,/^}/p' "$tmp/block_sync.t2.cu" | grep -c 'persistent_grid_sync' | grep -qx 4 && pass || fail "cdp1_block_sync t2: a round has its barriers (recorded, between sites, done, reset)"
sed -n '/bool bfs_parent_dp_free_round/,/^}/p' "$tmp/bfs.t1.cu" | grep -q 'return true;' && ! grep -q 'free_block_finished' "$tmp/bfs.t1.cu" && pass || fail "bfs t1: no rounds without synchronous launches"
[ "$(persist_of t1 tests/corpus/loop_launch.cu)" = "t4/none t4/none" ] && pass || fail "loop_launch t1: unchanged"
# Shared memory of parent and child (Free Launch 2.3): placed in the
# persistent kernel's dynamic shared memory, the layout chosen at launch.
shared_of() { build/dpopt --remove=$1 --report=json "$2" 2>"$tmp/notes" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(" ".join(str(l["plan"].get("shared_placed")) for l in r["launches"] if l["device_side"]))'; }
[ "$(shared_of t1 tests/corpus/shared_tiles.cu)" = "True" ] && pass || fail "shared_tiles t1: shared memory placed"
grep -q "shared_tiles.cu:47:1: note: kernel 'tile_parent': .*overlapping, since its blocks have finished their own work when the children run (scenario 1)" "$tmp/notes" && pass || fail "shared_tiles t1: note (scenario 1 or 2)"
build/dpopt --remove=t1 tests/corpus/shared_tiles.cu -o "$tmp/shared_tiles.t1.cu" 2>/dev/null
grep -q '^struct tile_parent_dp_shared {' "$tmp/shared_tiles.t1.cu" && grep -q '^struct window_sum_dp_shared {' "$tmp/shared_tiles.t1.cu" && pass || fail "shared_tiles t1: the shared memory as structs"
grep -q 'auto &tile = dp_parent_shared.tile; /\* dpopt: placed shared memory \*/' "$tmp/shared_tiles.t1.cu" && grep -q 'tile_parent_dp_shared &dp_parent_shared = dpopt::free_parent_shared<tile_parent_dp_shared>();' "$tmp/shared_tiles.t1.cu" && pass || fail "shared_tiles t1: the parent's shared memory at the start of the dynamic region"
grep -q 'window_sum_dp_t3(dpopt::free_child_shared<window_sum_dp_shared>(dp_space), ' "$tmp/shared_tiles.t1.cu" && pass || fail "shared_tiles t1: the persistent grid gives the child its placed shared memory"
grep -q '__shared__ window_sum_dp_shared dp_child_shared;' "$tmp/shared_tiles.t1.cu" && grep -q 'window_sum_dp_t3(dp_child_shared, ' "$tmp/shared_tiles.t1.cu" && pass || fail "shared_tiles t1: T3 in place gives the child its own shared struct"
grep -q 'dpopt::FreeShared{sizeof(tile_parent_dp_shared), dpopt::largest_of({sizeof(window_sum_dp_shared)}), false}' "$tmp/shared_tiles.t1.cu" && ! grep -q 'free_shared_save' "$tmp/shared_tiles.t1.cu" && pass || fail "shared_tiles t1: the host gets the sizes; no save without rounds"
build/dpopt --remove=t2 tests/corpus/cdp1_shared_sync.cu -o "$tmp/shared_sync.t2.cu" 2>"$tmp/notes"
grep -q "kernel 'tile_and_children': .*saving its own to global memory around each round at a cudaDeviceSynchronize (scenario 3)" "$tmp/notes" && pass || fail "cdp1_shared_sync t2: note (scenario 3)"
sed -n '/bool tile_and_children_dp_free_round/,/^}/p' "$tmp/shared_sync.t2.cu" >"$tmp/shared_sync.round"
grep -q 'bool dp_parent_live)' "$tmp/shared_sync.round" && grep -q 'dpopt::free_shared_save(dp_space);' "$tmp/shared_sync.round" && grep -q 'dpopt::free_shared_restore(dp_space);' "$tmp/shared_sync.round" && pass || fail "cdp1_shared_sync t2: a round saves and restores a live parent's shared memory"
grep -q 'tile_and_children_dp_free_round(dp_space, dp_mode, true);' "$tmp/shared_sync.t2.cu" && grep -q 'while (!tile_and_children_dp_free_round(dp_space, dp_mode, false))' "$tmp/shared_sync.t2.cu" && pass || fail "cdp1_shared_sync t2: live at the sync, not once done"
cat >"$tmp/shared_local.cu" <<'CU'
__global__ void leaf(int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[blockIdx.x] = s[63 - threadIdx.x];
}
__global__ void top(int *out, int n)
{
    const int m = 64;
    __shared__ int tile[m];
    tile[threadIdx.x % m] = n;
    if (threadIdx.x < 4)
        leaf<<<1, 64>>>(out + tile[0] * threadIdx.x);
}
void run(int *out, int n) { top<<<1, 128>>>(out, n); }
CU
[ "$(shared_of t1 "$tmp/shared_local.cu")" = "False" ] && pass || fail "shared memory sized by a local: not placed"
grep -q "note: kernel 'top': its persistent version keeps its shared memory and its children's side by side (scenario 2 of Free Launch 2.3), as static arrays: 'top' cannot give its shared memory as a struct: the size or type of its shared memory names a parameter or local of it" "$tmp/notes" && pass || fail "shared memory sized by a local: note"
build/dpopt --remove=t1 "$tmp/shared_local.cu" 2>/dev/null | grep -q 'dpopt::FreeShared{}' && pass || fail "shared memory sized by a local: static arrays, no sizes for the host"
grep -q 'dpopt::FreeShared{}' "$tmp/bfs.t1.cu" && ! grep -q '_dp_shared' "$tmp/bfs.t1.cu" && pass || fail "bfs t1: no shared memory, nothing placed"
# A child with warp-wide operations (tc: __reduce_add_sync): T3 keeps its
# lanes where the block is in whole warps; T4 and the persistent grid cannot.
[ "$(persist_of t1 bench/apps/tc/cdp.cu)" = "t3/none" ] && pass || fail "tc t1: T3 in place"
grep -q "cdp.cu:104:17: note: .*t3 in place instead of t1: .*a child of it uses warp-wide operations, whose lanes the persistent grid's packing does not keep" "$tmp/notes" && pass || fail "tc t1: note"
[ "$(persist_of t4 bench/apps/tc/cdp.cu)" = "none/none" ] && pass || fail "tc t4: left as written"
grep -q "note: launch of 'tc_child' left as written: the child uses warp-wide operations that need its threads to run together" "$tmp/notes" && pass || fail "tc t4: note"
build/dpopt --remove=t3 bench/apps/tc/cdp.cu 2>/dev/null | grep -q 'if (!dp_batch.data || !dpopt::block_keeps_lanes(dp_pending_0.dp_block)) {' && pass || fail "tc t3: the block runs the child only where it keeps its lanes"
cat >"$tmp/warp_child.cu" <<'CU'
__global__ void leaf_barrier(int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = __shfl_xor_sync(0xffffffffu, (int)threadIdx.x, 1);
    __syncthreads();
    out[threadIdx.x] = s[63 - threadIdx.x];
}
__global__ void leaf(int *out) { out[threadIdx.x] = __reduce_add_sync(0xffffffffu, 1); }
__global__ void with_barriers(int *out) { leaf_barrier<<<1, 64>>>(out + 64 * threadIdx.x); }
__global__ void waited(int *out)
{
    leaf<<<1, 32>>>(out + 32 * threadIdx.x);
    cudaDeviceSynchronize();
    out[threadIdx.x] += 1;
}
void run(int *out) { with_barriers<<<1, 32>>>(out); waited<<<1, 32>>>(out); }
CU
[ "$(persist_of t3 "$tmp/warp_child.cu")" = "none/none none/none" ] && pass || fail "warp-wide children: T3 refuses them with barriers or waited for"
grep -q "warp_child.cu:9:43: note: .*the child uses warp-wide operations and barriers: T3 would run it in thread loops" "$tmp/notes" && grep -q "warp_child.cu:12:5: note: .*a cudaDeviceSynchronize waits for it, so it cannot be launched instead" "$tmp/notes" && pass || fail "warp-wide children: notes"
cat >"$tmp/streamed.cu" <<'CU'
__global__ void leaf(int *out, int i) { out[i] = i; }
__global__ void top(int *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        leaf<<<1, 1>>>(out, t);
}
void run(int *out, int n, cudaStream_t s) { top<<<(n + 127) / 128, 128, 0, s>>>(out, n); }
CU
cat >"$tmp/runtime_use.cu" <<'CU'
__global__ void leaf(int *out, int i) { out[i] = i; }
__global__ void checked(int *out, int *errors, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        leaf<<<1, 1>>>(out, t);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(errors, 1);
    }
}
__global__ void allocating(int *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *scratch;
    cudaMalloc(&scratch, sizeof(int));
    if (t < n)
        leaf<<<1, 1>>>(out, t);
    cudaFree(scratch);
}
void run(int *out, int *errors, int n)
{
    checked<<<(n + 127) / 128, 128>>>(out, errors, n);
    allocating<<<(n + 127) / 128, 128>>>(out, n);
}
CU
[ "$(persist_of t1 "$tmp/runtime_use.cu")" = "auto/t1 auto/none" ] && pass || fail "cooperative kernels: an error query is fine, cudaMalloc is not"
grep -q "runtime_use.cu:17:9: note: .*a cooperative launch does not allow the device runtime, which it calls (line 15)" "$tmp/notes" && pass || fail "cooperative kernels: note names the runtime call"
build/dpopt --remove=t1 "$tmp/runtime_use.cu" 2>/dev/null | sed -n '/void checked_dp_free/,/^}/p' | grep -q 'if (false /\* dpopt: was a device-runtime error query: its launches are removed \*/)' && pass || fail "the persistent kernel's error query compared with cudaSuccess becomes false"
[ "$(persist_of t1 "$tmp/streamed.cu")" = "auto/none" ] && pass || fail "a parent launched into a stream gets no persistent version"
grep -q 'names a stream, so two of its grids could share one worklist' "$tmp/notes" && pass || fail "streamed parent: note"
expect_status 2 "--aggregate with --remove" build/dpopt --aggregate=warp --remove=t4 tests/corpus/bfs.cu
expect_status 0 "--aggregate=multiblock:4" build/dpopt --aggregate=multiblock:4 tests/corpus/bfs.cu
for bad in multiblock multiblock: multiblock:0 multiblock:x multiblock:-2 multiblock:4x multiblock:99999999999; do
    expect_status 2 "--aggregate=$bad" build/dpopt --aggregate=$bad tests/corpus/bfs.cu
    grep -q "^dpopt: .*multiblock.*\(group size\|whole number of blocks\)" "$tmp/cli.err" && pass || fail "--aggregate=$bad: says what K must be"
done

section "thresholding and coarsening plans and notes"
# Per device-side site: granularity, /T when thresholded, /C<factor> when coarsened.
shape_plan() { build/dpopt $1 --report=json "$2" 2>"$tmp/notes" | python3 -c '
import json, sys
r = json.load(sys.stdin)
def site(p):
    s = p["aggregate"]
    if p.get("threshold", {}).get("applied"): s += "/T"
    if p.get("coarsen", {}).get("applied"): s += "/C%d" % p["coarsen"]["factor"]
    return s
print(" ".join(site(l["plan"]) for l in r["launches"] if l["device_side"]))'; }
[ "$(shape_plan --threshold=128 tests/corpus/bfs.cu)" = "none/T" ] && pass || fail "bfs --threshold: thresholded"
[ "$(shape_plan --threshold=128 tests/corpus/quadtree.cu)" = "none" ] && pass || fail "quadtree --threshold: recursive launch not thresholded"
grep -q 'quadtree.cu:71:9: note: launch of .build_quadtree.: threshold not applied: the launch is recursive' "$tmp/notes" && pass || fail "quadtree --threshold: note"
[ "$(shape_plan --threshold=128 tests/corpus/shared_dynamic.cu)" = "none" ] && pass || fail "shared_dynamic --threshold: dynamic shared memory refused"
grep -q 'note: .*threshold not applied: the child uses dynamic shared memory' "$tmp/notes" && pass || fail "shared_dynamic --threshold: note"
build/dpopt --threshold=128 tests/corpus/uniform_barriers.cu -o /dev/null 2>"$tmp/notes"
grep -q "uniform_barriers.cu:65:9: note: launch of 'double_positive_tiles': threshold not applied: the child has a __syncthreads under the condition at line 53" "$tmp/notes" && pass || fail "uniform_barriers --threshold: a barrier under a divergent condition refused, with a note"
[ "$(shape_plan --threshold=128 tests/corpus/multi_level.cu)" = "none/T none" ] && pass || fail "multi_level --threshold: the leaf launch only"
grep -q 'multi_level.cu:53:9: note: .*threshold not applied: the child launches kernels itself' "$tmp/notes" && pass || fail "multi_level --threshold: note"
[ "$(shape_plan --coarsen=4 tests/corpus/bfs.cu)" = "none/C4" ] && pass || fail "bfs --coarsen: coarsened"
[ "$(shape_plan --coarsen=4 tests/corpus/shared_dynamic.cu)" = "none/C4" ] && pass || fail "shared_dynamic --coarsen: dynamic shared memory is fine"
[ "$(shape_plan --coarsen=4 tests/corpus/multi_level.cu)" = "none/C4 none" ] && pass || fail "multi_level --coarsen: a child that launches is not coarsened"
grep -q 'multi_level.cu:53:9: note: launch of .spmv_child. not coarsened: the child launches kernels itself' "$tmp/notes" && pass || fail "multi_level --coarsen: note"
[ "$(shape_plan --coarsen=1 tests/corpus/bfs.cu)" = "none" ] && pass || fail "--coarsen=1 changes nothing"
build/dpopt --coarsen=1 tests/corpus/bfs.cu | cmp -s tests/corpus/bfs.cu - && pass || fail "--coarsen=1: output = input"
[ "$(shape_plan '--threshold=128 --aggregate=grid --coarsen=2' tests/corpus/bfs.cu)" = "grid/T/C2" ] && pass || fail "bfs threshold+grid+coarsen"
[ "$(shape_plan '--threshold=64 --aggregate=grid --coarsen=2' tests/corpus/multi_level.cu)" = "block/T/C2 grid" ] && pass || fail "multi_level threshold+grid+coarsen: leaf all three, middle aggregated only"
[ "$(shape_plan '--threshold=64 --aggregate=warp --coarsen=2' tests/corpus/loop_launch.cu)" = "none/T/C2 none/C2" ] && pass || fail "loop_launch threshold+warp+coarsen: loops not warp batches; fire-and-forget launch in a loop thresholded, the implicit-stream one not"
grep -q "loop_launch.cu:46:13: note: launch of 'smooth_child': threshold not applied: the launching thread may launch again into the block's stream" "$tmp/notes" && pass || fail "loop_launch: ordered stream noted"
# Children run here must not overtake children launched earlier into an ordered stream.
[ "$(shape_plan --threshold=64 tests/corpus/templates.cu)" = "none/T none/T none none" ] && pass || fail "templates --threshold: the two launches in a row into the block's stream are not thresholded, the single ones are"
[ "$(shape_plan --threshold=64 tests/corpus/macros.cu)" = "none" ] && pass || fail "macros --threshold: own stream refused"
grep -q "threshold not applied: the launch names its own stream" "$tmp/notes" && pass || fail "macros --threshold: note"
sed 's/cudaStreamFireAndForget/cudaStreamTailLaunch/' tests/corpus/bfs.cu >"$tmp/bfs_tail.cu"
[ "$(shape_plan --threshold=64 "$tmp/bfs_tail.cu")" = "none" ] && pass || fail "tail launch not thresholded"
grep -q "threshold not applied: the child is a tail launch" "$tmp/notes" && pass || fail "tail launch: note"
[ "$(shape_plan '--threshold=64 --aggregate=block' tests/corpus/quadtree.cu)" = "warp" ] && pass || fail "quadtree threshold+block: aggregated (warp: divergent return), not thresholded"
# Coarsening refusals.
cat >"$tmp/coarse_refusals.cu" <<'CU'
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ int where_am_i() { return blockIdx.x; }
__global__ void returns_and_waits(int *out, int n)
{
    __shared__ int s[32];
    if (threadIdx.x >= n)
        return;
    s[threadIdx.x] = n;
    __syncthreads();
    out[blockIdx.x] = s[0];
}
__global__ void asks_a_function(int *out) { out[threadIdx.x] = where_am_i(); }
__global__ void uses_groups(int *out) { out[cg::this_thread_block().group_index().x] = 1; }
__global__ void reads_ctaid(int *out)
{
    unsigned int b;
    asm volatile("mov.u32 %0, %%ctaid.x;" : "=r"(b));
    out[b] = 1;
}
__global__ void parent(int *out, int n)
{
    returns_and_waits<<<n, 32>>>(out, n);
    asks_a_function<<<n, 32>>>(out);
    uses_groups<<<n, 32>>>(out);
    reads_ctaid<<<n, 32>>>(out);
}
CU
[ "$(shape_plan --coarsen=4 "$tmp/coarse_refusals.cu")" = "none none none none" ] && pass || fail "coarsening refusals"
grep -q "returns_and_waits' not coarsened: the child returns early and has barriers" "$tmp/notes" && pass || fail "coarsen: early return with barriers noted"
grep -q "asks_a_function' not coarsened: the child calls where_am_i, which reads blockIdx" "$tmp/notes" && pass || fail "coarsen: callee reading blockIdx noted"
grep -q "uses_groups' not coarsened: the child calls group_index, which dpopt cannot see" "$tmp/notes" && pass || fail "coarsen: cooperative groups noted"
grep -q "reads_ctaid' not coarsened: the child uses cooperative groups or inline assembly" "$tmp/notes" && pass || fail "coarsen: inline assembly noted"
# The generated code.
build/dpopt --threshold=128 tests/corpus/bfs.cu -o "$tmp/bfs.threshold.cu" 2>/dev/null
grep -q 'if (dpopt::launch_thread_count(dp_grid, dp_block) >= 128u) {' "$tmp/bfs.threshold.cu" && pass || fail "threshold: the test on the launch's threads"
grep -q '    bfs_child<<<dp_grid, dp_block, 0, cudaStreamFireAndForget>>>(dp_arg0, dp_arg1' "$tmp/bfs.threshold.cu" && pass || fail "threshold: launch as written above it"
grep -q 'bfs_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0' "$tmp/bfs.threshold.cu" && pass || fail "threshold: the T4 child below it"
[ "$(grep -c '^__device__ void bfs_child_dp_t4(' "$tmp/bfs.threshold.cu")" = 2 ] && pass || fail "threshold: the T4 child declared and defined once"
# Warp aggregation's warp-collective code only in the lanes above the threshold.
build/dpopt --threshold=128 --aggregate=warp tests/corpus/bfs.cu 2>/dev/null | python3 -c '
import sys; t = sys.stdin.read(); a = t.find("launch_thread_count"); b = t.find("warp_batch_open(&dp_batch"); c = t.find("} else {", b)
sys.exit(0 if 0 <= a < b < c else 1)' && pass || fail "threshold+warp: warp_batch_open inside the threshold's branch"
build/dpopt --threshold=128 --aggregate=block tests/corpus/bfs.cu 2>/dev/null | grep -A1 'launch_thread_count' | grep -q 'postponed to the end of the block' && pass || fail "threshold+block: the record is stored only above the threshold"
# Arguments with side effects are evaluated once.
cat >"$tmp/side_effects.cu" <<'CU'
__global__ void child(int *out, int v) { out[blockIdx.x * blockDim.x + threadIdx.x] = v; }
__global__ void parent(int *out, int *ticket)
{
    child<<<atomicAdd(ticket, 1) % 4 + 1, 32>>>(out, atomicAdd(ticket + 1, 1));
}
CU
for opts in --threshold=64 --coarsen=2 "--threshold=64 --coarsen=2" "--threshold=64 --aggregate=warp --coarsen=2" "--threshold=64 --aggregate=block"; do
    out=$(build/dpopt $opts "$tmp/side_effects.cu" 2>/dev/null | sed -n '/^__global__ void parent/,$p' | grep -v '^ *//')
    [ "$(grep -o 'atomicAdd(ticket, 1)' <<<"$out" | wc -l)" = 1 ] && [ "$(grep -o 'atomicAdd(ticket + 1' <<<"$out" | wc -l)" = 1 ] &&
        pass || fail "$opts: grid and arguments evaluated once"
done
build/dpopt --coarsen=4 tests/corpus/bfs.cu -o "$tmp/bfs.coarse.cu" 2>/dev/null
grep -q 'bfs_child_dp_coarse4<<<dpopt::coarsened_grid(dp_grid, 4u), 32, 0, cudaStreamFireAndForget>>>(col_idx, row_begin, deg, level, dist, next_frontier, next_size, dp_grid);' "$tmp/bfs.coarse.cu" && pass || fail "coarsen: the coarsened launch"
grep -q 'const dim3 dp_blockIdx = dpopt::unflatten(dp_vb, dp_gridDim);' "$tmp/bfs.coarse.cu" && pass || fail "coarsen: blockIdx of the original block"
grep -q '__syncthreads(); // the block before is done with the shared memory' "$tmp/bfs.coarse.cu" && fail "coarsen: bfs_child has no shared memory, no barrier between blocks" || pass
build/dpopt --coarsen=4 tests/corpus/partial_barrier.cu 2>/dev/null | grep -q '__syncthreads(); // the block before is done with the shared memory' && pass || fail "coarsen: a barrier between blocks of a child with shared memory"
build/dpopt --aggregate=grid --coarsen=2 tests/corpus/bfs.cu -o "$tmp/bfs.grid.coarse.cu" 2>/dev/null
grep -q 'batch_enter_block(dp_batch, dp_vb, &dp_record)' "$tmp/bfs.grid.coarse.cu" && pass || fail "coarsen+grid: the batch is looked up per original block"
grep -q 'bfs_child_dp_grid_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u)' "$tmp/bfs.grid.coarse.cu" && pass || fail "coarsen+grid: the fused grid coarsened"
build/dpopt --threshold=128 --aggregate=grid --coarsen=2 --report tests/corpus/bfs.cu 2>/dev/null >"$tmp/report.txt"
grep -q 'plan: aggregated at grid granularity into bfs_child_dp_grid_coarse2' "$tmp/report.txt" && pass || fail "report: granularity"
grep -q 'threshold: launched with at least 128 threads, else run by the launching thread (bfs_child_dp_t4)' "$tmp/report.txt" && pass || fail "report: threshold"
grep -q 'coarsened: each block does 2 blocks of the original grid (bfs_child_dp_grid_coarse2)' "$tmp/report.txt" && pass || fail "report: coarsening"
build/dpopt --threshold=128 --report tests/corpus/quadtree.cu 2>/dev/null | grep -q 'threshold not applied: the launch is recursive' && pass || fail "report: why no threshold"
# Usage.
expect_status 2 "--threshold=0" build/dpopt --threshold=0 tests/corpus/bfs.cu
expect_status 2 "--threshold=abc" build/dpopt --threshold=abc tests/corpus/bfs.cu
expect_status 2 "--threshold=" build/dpopt --threshold= tests/corpus/bfs.cu
expect_status 2 "--threshold without =N" build/dpopt --threshold tests/corpus/bfs.cu
expect_status 2 "--threshold=-5" build/dpopt --threshold=-5 tests/corpus/bfs.cu
expect_status 2 "--threshold too large" build/dpopt --threshold=99999999999 tests/corpus/bfs.cu
expect_status 2 "--coarsen=0" build/dpopt --coarsen=0 tests/corpus/bfs.cu
expect_status 2 "--coarsen=2x" build/dpopt --coarsen=2x tests/corpus/bfs.cu
expect_status 2 "--threshold with --remove" build/dpopt --threshold=128 --remove=t4 tests/corpus/bfs.cu
expect_status 2 "--coarsen with --remove" build/dpopt --coarsen=2 --remove=auto tests/corpus/bfs.cu
expect_status 0 "--threshold --aggregate --coarsen" build/dpopt --threshold=128 --aggregate=grid --coarsen=2 tests/corpus/bfs.cu -o "$tmp/all3.cu"

section "defects (regression tests for ../shared/defects, tests/defects/*/check.sh)"
for check in tests/defects/*/check.sh; do
    [ -f "$check" ] || continue
    before=$((passed + failed))
    here=$(dirname "$check")
    # shellcheck source=/dev/null
    . "$check"
    printf '  %s: %d checks\n' "$(basename "$here")" $((passed + failed - before))
done

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

section "layers (scripts/check-layers.py: folder order, transform/ without analysis/, no import circle in transform/, emit.c under 300 lines)"
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

section "difftest, host half (tests/difftest: 50 generated programs, every strategy, nvcc)"
# shellcheck source=/dev/null
. tests/difftest/check.sh

section "nvcc (sm_90, -rdc=true, no GPU needed)"
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ]; then
    echo "  skipped: DPOPT_SKIP_NVCC=1"
elif ! command -v nvcc >/dev/null; then
    fail "nvcc not found (set DPOPT_SKIP_NVCC=1 to skip these checks)"
else
    nvcc_check() { # expect src
        local expect=$1 src=$2 obj="$tmp/$(basename "$2").o"
        if nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$src" -o "$obj" >"$obj.log" 2>&1; then
            [ "$expect" = compile ] && echo "ok $src" || echo "FAIL $src compiled but must be rejected"
        else
            [ "$expect" = reject ] && echo "ok $src (rejected as expected)" || { echo "FAIL $src"; cat "$obj.log"; }
        fi
    }
    export -f nvcc_check
    export tmp
    jobs=()
    for expect in tests/corpus/*.expect; do
        mode=$(sed -n 's/^nvcc = //p' "$expect")
        jobs+=("${mode:-compile} ${expect%.expect}.cu")
    done
    printf '#include <dpopt/dpopt.cuh>\n__global__ void k(unsigned *p) { p[0] = dpopt::blocks_for(100, 32); }\n' >"$tmp/runtime.cu"
    jobs+=("compile $tmp/runtime.cu")
    # CDP1 programs build again after launch removal (T3 runs synchronous
    # launches at the sync where the whole block reaches it); every valid
    # file too.
    mkdir -p "$tmp/aggregated"
    while read -r name; do
        for t in t3 t4 auto; do
            out="$tmp/aggregated/$name.$t.cu"
            # Where T3 leaves a launch as written (cdp1_rows: its sync is
            # inside a divergent if), the sync would stay: dpopt says so
            # as an error at the sync and writes nothing.
            if [ "$t" = t3 ] && remove3_plan "tests/corpus/$name.cu" | grep -qw none; then
                build/dpopt --remove=$t "tests/corpus/$name.cu" -o "$out" 2>"$tmp/kept.err"
                [ $? = 1 ] && [ ! -e "$out" ] && grep -q 'error: device-side cudaDeviceSynchronize (CDP1) left in place' "$tmp/kept.err" &&
                    pass || fail "dpopt --remove=t3 $name: an error at the kept sync and no output"
                continue
            fi
            build/dpopt --remove=$t "tests/corpus/$name.cu" -o "$out" 2>/dev/null || { fail "dpopt --remove=$t $name"; continue; }
            jobs+=("compile $out")
        done
    done < tests/corpus/cdp1_programs
    for t in t3 auto; do
        out="$tmp/aggregated/sync_convergent.$t.cu"
        build/dpopt --remove=$t "$tmp/sync_convergent.cu" -o "$out" 2>/dev/null || { fail "dpopt --remove=$t sync cases"; continue; }
        jobs+=("compile $out")
    done
    # Thread loops around every kind of split statement: if / else if / else,
    # do, while, a braced block, a for loop whose header reads a local.
    cat >"$tmp/split_shapes.cu" <<'CU'
__global__ void shapes(int *out, int mode, int rounds)
{
    __shared__ int sh[256];
    int t = threadIdx.x;
    int half = blockDim.x / 2;
    sh[t] = t;
    __syncthreads();
    if (mode == 1) {
        sh[t] += 1;
        __syncthreads();
    } else if (mode == 2)
        __syncthreads();
    else
        out[t] = 0;
    int r = 1;
    do {
        out[t] += sh[(t + 1) % blockDim.x];
        __syncthreads();
    } while (rounds > 5);
    while (rounds > 7) {
        __syncthreads();
    }
    {
        int k = t * 2;
        __syncthreads();
        out[t] += k + r;
    }
    for (int s = half; s > 0; s >>= 1) {
        if (t < s)
            sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = sh[0] + half;
}
__global__ void top(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        shapes<<<2, 256>>>(out + 512 * i, i % 3, 1);
}
CU
    for t in t1 t2 t3 t4 auto; do
        out="$tmp/aggregated/split_shapes.$t.cu"
        build/dpopt --remove=$t "$tmp/split_shapes.cu" -o "$out" 2>"$tmp/split_shapes.notes" || { fail "dpopt --remove=$t split_shapes"; continue; }
        grep -q 'left as written' "$tmp/split_shapes.notes" && fail "split_shapes: --remove=$t takes the launch" || jobs+=("compile $out")
    done
    for t in t1 t2 t3 t4 auto; do
        for src in "${valid[@]}"; do
            grep -q '^nvcc = reject' "${src%.cu}.expect" && continue
            out="$tmp/aggregated/$(basename "$src" .cu).$t.cu"
            mkdir -p "$tmp/aggregated"
            build/dpopt --remove=$t "$src" -o "$out" 2>/dev/null || { fail "dpopt --remove=$t $src"; continue; }
            jobs+=("compile $out")
        done
    done
    # Every valid corpus file, aggregated at each granularity, must compile.
    mkdir -p "$tmp/aggregated"
    for g in warp block grid multiblock:4; do
        for src in "${valid[@]}"; do
            out="$tmp/aggregated/$(basename "$src" .cu).${g/:/}.cu"
            grep -q '^nvcc = reject' "${src%.cu}.expect" && continue
            build/dpopt --aggregate=$g "$src" -o "$out" 2>/dev/null || { fail "dpopt --aggregate=$g $src"; continue; }
            jobs+=("compile $out")
        done
    done
    # Thresholding and coarsening, alone, with each other and with aggregation.
    shapes=("--threshold=128" "--coarsen=4" "--threshold=128 --coarsen=4" "--threshold=128 --aggregate=warp"
            "--coarsen=2 --aggregate=block" "--threshold=128 --aggregate=grid --coarsen=2")
    for opts in "${shapes[@]}"; do
        tag=$(tr -d ' -' <<<"$opts" | tr '=' '_')
        for src in "${valid[@]}" "$tmp/side_effects.cu"; do
            [ -f "${src%.cu}.expect" ] && grep -q '^nvcc = reject' "${src%.cu}.expect" && continue
            out="$tmp/aggregated/$(basename "$src" .cu).$tag.cu"
            build/dpopt $opts "$src" -o "$out" 2>/dev/null || { fail "dpopt $opts $src"; continue; }
            jobs+=("compile $out")
        done
    done
    # A line every 50 files: this is the longest part of make test.
    total=${#jobs[@]} done_count=0
    while IFS= read -r line; do
        printf '%s\n' "$line" >>"$tmp/nvcc.log"
        case "$line" in ok\ *|FAIL\ *) done_count=$((done_count + 1))
            [ $((done_count % 50)) -eq 0 ] && printf '  [%d:%02d] %d of %d files\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$done_count" "$total" ;;
        esac
    done < <(printf '%s\n' "${jobs[@]}" | xargs -P 2 -L 1 bash -c 'nvcc_check "$0" "$1"' 2>&1)
    grep -l 'warning' "$tmp"/aggregated/*.o.log 2>/dev/null | while read -r log; do echo "FAIL warning in ${log%.o.log}"; cat "$log" | head -5; done >>"$tmp/nvcc.log"
    while read -r status rest; do
        if [ "$status" = ok ]; then pass; else fail "nvcc: $rest"; fi
    done < <(grep -E '^(ok|FAIL) ' "$tmp/nvcc.log")
    grep -v -E '^(ok|FAIL) ' "$tmp/nvcc.log" | head -n 30
    printf '  %d files compiled or rejected as expected\n' "$(grep -c '^ok ' "$tmp/nvcc.log")"
fi

section "launch removal's host-side selector (Free Launch figure 7a) on constructed inputs"
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null; then
    echo "  skipped: no nvcc"
elif nvcc -std=c++17 -rdc=true -Iruntime/include tests/runtime/free_decide.cu -o "$tmp/free_decide" -lcudadevrt >"$tmp/free_decide.log" 2>&1; then
    # Host code only: it runs without a GPU.
    if "$tmp/free_decide" >"$tmp/free_decide.out" 2>&1; then
        n=$(grep -c '^ok ' "$tmp/free_decide.out"); passed=$((passed + n)); echo "  $n decisions as expected"
    else
        fail "free_decide: a wrong decision"; grep FAIL "$tmp/free_decide.out"
    fi
else
    fail "free_decide does not build"; head -5 "$tmp/free_decide.log"
fi

section "benchmark suite (compiles, datasets; running it needs a GPU: bench/run)"
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null; then
    echo "  skipped: no nvcc"
else
    if make -s -f bench/Makefile compile -j2 >"$tmp/bench-compile.log" 2>&1; then pass; else fail "bench programs compile"; tail -n 20 "$tmp/bench-compile.log"; fi
    for app in bench/apps/*/; do
        app=$(basename "$app")
        for g in aggregate=warp aggregate=block aggregate=grid aggregate=multiblock:8 threshold=128 coarsen=4 threshold=128+aggregate=grid+coarsen=2; do
            out="$tmp/bench-$app-${g//:/}.cu"
            if build/dpopt $(tr '+' '\n' <<<"$g" | sed 's/^/--/') -Ibench/common -Ibench/datasets "bench/apps/$app/cdp.cu" -o "$out" 2>/dev/null &&
               nvcc -arch=sm_90 -rdc=true -Iruntime/include -Ibench/common -Ibench/datasets -Ibench/apps/$app -c "$out" -o "$out.o" >"$out.log" 2>&1 &&
               ! grep -q warning "$out.log"; then
                pass
            else
                fail "bench $app: dpopt $g output compiles without warnings"
                head -n 10 "$out.log" 2>/dev/null
            fi
        done
    done
    echo "  bench programs and their warp, block, grid, multiblock:8, threshold, coarsened and combined forms compile without warnings"
fi
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

printf '\n%d checks passed, %d failed (%d:%02d)\n' "$passed" "$failed" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60))
[ "$failed" -eq 0 ]
