# make test's nvcc section (sourced by tests/run-all.sh and tests/nvcc-matrix.sh):
# the corpus compiles or is rejected as its .expect says, the runtime's
# headers compile, targeted outputs of every strategy compile, and the
# matrix: expectation inputs and valid corpus programs under the option sets
# of tests/strategies.txt.
#
# nvcc costs about two seconds a file on the 2-core machine, nearly all of it
# reading CUDA's own headers, so the whole matrix (about 750 different
# outputs) takes half an hour. make test compiles one pair in 112,
# on a diagonal chosen so that every option set is among them
# (DPOPT_NVCC_MATRIX=sample, the default); tests/nvcc-matrix.sh compiles
# every pair (DPOPT_NVCC_MATRIX=full). The diagonal moves with the commit
# (tests/lib.sh's nvcc_rotation; DPOPT_NVCC_ROTATION=R picks one), so that
# successive commits compile the other pairs. Every pair is still run
# through dpopt here: a refusal that leaves output behind, or a valid
# program refused, fails in either mode. The targeted lists that cross
# several inputs with several strategies are sampled the same way, one pair
# in 32 (one in four: the runtime's chain checks, bench/vertical's
# hand-written sources, flattening's and levels' inputs at their two scopes,
# and the expectation inputs as written; the corpus as written, all); the
# lists of a few outputs that cross nothing, one output in two.
#
# Needs: pass, fail, $tmp, $started (tests/lib.sh) and valid (the valid
# corpus programs, tests/run-all.sh's identity section).
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ]; then
    echo "  skipped: DPOPT_SKIP_NVCC=1"
elif ! command -v nvcc >/dev/null; then
    fail "nvcc not found (set DPOPT_SKIP_NVCC=1 to skip these checks)"
else
    case ${DPOPT_NVCC_MATRIX:-sample} in
    sample) matrix_every=112 targeted_every=32 ;;
    full) matrix_every=1 targeted_every=1 ;;
    *) fail "DPOPT_NVCC_MATRIX=${DPOPT_NVCC_MATRIX}: sample or full"; matrix_every=112 targeted_every=32 ;;
    esac
    jobs=()
    # The outputs of the lists below that cross no inputs with strategies
    # (each a few files, all of them through dpopt): one in two compiled, on a
    # diagonal moving with the commit as the others (all when full).
    fixed_every=$((matrix_every > 1 ? 2 : 1)) fixed_n=0
    queue_fixed() { # JOB: queued when on the diagonal; true either way
        fixed_n=$((fixed_n + 1))
        if on_diagonal $fixed_n 0 $fixed_every; then jobs+=("$1"); fi
    }
    for expect in tests/corpus/*.expect; do
        mode=$(sed -n 's/^nvcc = //p' "$expect")
        jobs+=("${mode:-compile} ${expect%.expect}.cu")
    done
    printf '#include <dpopt/dpopt.cuh>\n#include <dpopt/free_select.cuh>\n#include <dpopt/block_group.cuh>\n#include <dpopt/corun.cuh>\n__global__ void k(unsigned *p) { p[0] = dpopt::unflatten(100, dim3(32)).x; }\n' >"$tmp/runtime.cu"
    jobs+=("compile $tmp/runtime.cu")
    # The allocation arena's GPU check (tests/runtime/gpu-arena.sh runs it).
    jobs+=("compile tests/runtime/arena_check.cu")
    # CDP1 programs build again after launch removal (T3 runs synchronous
    # launches at the sync where the whole block reaches it); every valid
    # file too.
    mkdir -p "$tmp/aggregated"
    remove3_plan() { build/dpopt --remove=t3 --report=json "$1" 2>/dev/null | python3 tests/expect/plan_view.py remove; }
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
            queue_fixed "compile $out"
            # With every launch removed, the output is ordinary CUDA: built
            # so where dpopt says it (T4 removes all of these programs'
            # launches; auto, where it keeps none).
            [ "$t" = t3 ] && continue
            whole="$tmp/aggregated/$name.$t.whole.cu"
            build/dpopt --remove=$t --needs-rdc="$whole.rdc" "tests/corpus/$name.cu" -o "$whole" 2>/dev/null ||
                { fail "dpopt --remove=$t --needs-rdc $name"; continue; }
            if grep -qx "whole tests/corpus/$name.cu" "$whole.rdc"; then
                queue_fixed "whole $whole"
            elif [ "$t" = t4 ]; then
                fail "dpopt --remove=t4 --needs-rdc $name: whole, as every launch is removed"
            fi
        done
    done < tests/corpus/cdp1_programs
    for t in t3 auto; do
        out="$tmp/aggregated/sync_convergent.$t.cu"
        build/dpopt --remove=$t tests/expect/inputs/sync_convergent.cu -o "$out" 2>/dev/null || { fail "dpopt --remove=$t sync cases"; continue; }
        queue_fixed "compile $out"
    done
    # A null pointer passed as 0 or NULL, bound with the parameter's type
    # (transform/site_code.c: with `auto`, an int nvcc rejected).
    for t in --remove=t4 --flatten=warp --threshold=64; do
        out="$tmp/aggregated/null_pointer_argument${t//[^a-z0-9]/_}.cu"
        build/dpopt $t tests/expect/inputs/null_pointer_argument.cu -o "$out" 2>/dev/null ||
            { fail "dpopt $t null pointer arguments"; continue; }
        queue_fixed "compile $out"
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
        grep -q 'left as written' "$tmp/split_shapes.notes" && fail "split_shapes: --remove=$t takes the launch" || queue_fixed "compile $out"
    done
    # dpopt OPTIONS... on SRC into OUT; OUT queued for nvcc unless the last
    # argument says "dpopt only" (a pair off the diagonal).
    take() { # out src options... [dpopt-only]
        local out=$1 src=$2 compile=1
        shift 2
        [ "${*: -1}" = dpopt-only ] && { compile=0; set -- "${@:1:$#-1}"; }
        build/dpopt "$@" "$src" -o "$out" 2>/dev/null || { fail "dpopt $* $src"; return; }
        [ $compile = 1 ] && jobs+=("compile $out")
    }
    # Flattening at grid scope's own inputs, at grid and block scope: the
    # host's follow-up launch and the kernels it leaves alone, launches
    # ordered with each other, a tail launch, a child in whole warps, and the
    # GPU checks (gpu-grid-flat.sh).
    # (A quarter of the inputs at each scope, on a diagonal.)
    half_every=$((targeted_every > 1 ? 4 : 1))
    i=0
    for src in tests/expect/inputs/follow_kernels.cu tests/expect/inputs/ordered_children.cu tests/expect/inputs/tail_child.cu \
        tests/expect/inputs/warp_reduce.cu tests/runtime/grid_flat_check.cu tests/runtime/grid_flat_warps_check.cu; do
        i=$((i + 1)) j=0
        for scope in grid block; do
            j=$((j + 1))
            how=dpopt-only
            on_diagonal $i $j $half_every && how=
            # shellcheck disable=SC2086
            take "$tmp/aggregated/$(basename "$src" .cu).flatten_${scope}_inputs.cu" "$src" --flatten=$scope $how
        done
    done
    # Flattening at warp scope where a thread's NULL-stream launches keep their order.
    for src in tests/expect/inputs/null_over_cap.cu tests/runtime/null_order_check.cu; do
        take "$tmp/aggregated/$(basename "$src" .cu).flatten_warp_inputs.cu" "$src" --flatten=warp
    done
    # Recursion level by level and entry loads (issue 14): grid
    # granularity's levels (one site, several, launches into streams each
    # thread creates, a level in pieces) and block granularity. (The
    # corpus's shared_dynamic, above, has the device-created streams at
    # every granularity.)
    # (A quarter of the inputs at each granularity, on a diagonal.)
    i=0
    for src in tests/expect/inputs/levels.cu tests/expect/inputs/entry_return.cu tests/runtime/levels_check.cu \
        tests/runtime/levels_split_check.cu; do
        i=$((i + 1)) j=0
        for g in grid block; do
            j=$((j + 1))
            how=dpopt-only
            on_diagonal $i $j $half_every && how=
            # shellcheck disable=SC2086
            take "$tmp/aggregated/$(basename "$src" .cu).levels_$g.cu" "$src" --aggregate=$g $how
        done
    done
    # Thresholded recursion (issue 14): a subtree run by one thread, alone
    # and beside block aggregation; removal of recursion, level by level in
    # the persistent grid.
    i=0
    for src in tests/expect/inputs/subtree.cu tests/runtime/subtree_check.cu tests/runtime/levels_check.cu \
        tests/expect/inputs/levels.cu tests/runtime/streams_check.cu; do
        i=$((i + 1)) j=0
        for opts in --threshold=8 --threshold=8,--aggregate=block --remove=t1 --remove=auto; do
            j=$((j + 1))
            how=dpopt-only
            on_diagonal $i $j $targeted_every && how=
            # shellcheck disable=SC2086
            take "$tmp/aggregated/$(basename "$src" .cu).subtree_${opts//[^a-z0-9]/_}.cu" "$src" ${opts//,/ } $how
        done
    done
    i=0
    # Cooperative groups' thread_block (issue 15): dpopt::ChildBlock in the
    # fused kernels, the forms the expectations name; the macros dpopt
    # expands itself.
    for src in tests/runtime/groups_check.cu tests/runtime/groups_warp_check.cu tests/expect/inputs/groups.cu \
        tests/expect/inputs/macro_expand.cu tests/runtime/groups_tile_check.cu tests/runtime/groups_grid_check.cu \
        tests/expect/inputs/groups_beyond.cu; do
        i=$((i + 1)) j=0
        for g in warp grid block multiblock:4; do
            j=$((j + 1))
            how=dpopt-only
            on_diagonal $i $j $targeted_every && how=
            # shellcheck disable=SC2086
            take "$tmp/aggregated/$(basename "$src" .cu).groups_${g//[^a-z0-9]/_}.cu" "$src" --aggregate=$g $how
        done
    done
    i=0
    # A child calling the math library's builtins, known from the toolkit of
    # this nvcc (model/toolkit.h): taken, and compiled, under each strategy.
    # The folder as dpopt-nvcc finds it: nvcc in PATH may be a wrapper script.
    toolkit=$(scripts/dpopt-nvcc --dpopt-print-cuda-include) || fail "dpopt-nvcc --dpopt-print-cuda-include"
    for opts in --aggregate=warp --aggregate=grid --aggregate=block --remove=t4 --flatten=grid; do
        out="$tmp/aggregated/toolkit_math_check.${opts//[^a-z0-9]/_}.cu"
        build/dpopt --cuda-include="$toolkit" $opts tests/runtime/toolkit_math_check.cu -o "$out" 2>"$out.notes" &&
            ! grep -q 'left as written' "$out.notes" && queue_fixed "compile $out" ||
            fail "dpopt $opts toolkit_math_check.cu: the builtins of $toolkit were not known: $(head -c 200 "$out.notes")"
    done
    # Vertical aggregation (issue 16): the chains of bench/vertical as
    # written, promoted each way, and by hand; their headers beside them.
    cp -r bench/vertical "$tmp/vertical"
    rm -rf "$tmp/vertical/build"
    for app in sc unq pt pd upd los; do
        # Each under a name of its own: nvcc_check's objects are named after the file.
        cp "bench/vertical/$app/cdp.cu" "$tmp/vertical/$app/${app}_cdp.cu"
        cp "bench/vertical/$app/flat.cu" "$tmp/vertical/$app/${app}_flat.cu"
        # As written (hand-written, not dpopt's): a quarter of the apps' cdp.cu
        # and flat.cu (a diagonal, as above; all when full).
        i=$((i + 1)) j=0
        on_diagonal $i 0 $((targeted_every > 1 ? 4 : 1)) && jobs+=("compile $tmp/vertical/$app/${app}_cdp.cu")
        on_diagonal $i 1 $((targeted_every > 1 ? 4 : 1)) && jobs+=("compile $tmp/vertical/$app/${app}_flat.cu")
        for m in p pa po pao; do
            j=$((j + 1))
            out="$tmp/vertical/$app/${app}_promote_$m.cu"
            if build/dpopt --promote=$m "bench/vertical/$app/cdp.cu" -o "$out" 2>"$out.notes" &&
                ! grep -q 'not promoted' "$out.notes"; then
                on_diagonal $i $j $targeted_every && jobs+=("compile $out")
            else
                fail "dpopt --promote=$m bench/vertical/$app/cdp.cu: $(head -c 200 "$out.notes")"
            fi
        done
        out="$tmp/vertical/$app/${app}_promote_pao_pool.cu"
        build/dpopt --promote=pao --promote-start=pool "bench/vertical/$app/cdp.cu" -o "$out" 2>/dev/null &&
            grep -q 'dpopt::chain_start(' "$out" && queue_fixed "compile $out" ||
            fail "dpopt --promote=pao --promote-start=pool bench/vertical/$app/cdp.cu: no chain_start"
    done
    i=0
    # The runtime's chain checks under each mode, started by the host and
    # as a pool: each output through dpopt, one in four compiled (a
    # diagonal, as above).
    for m in p pa po pao; do
        i=$((i + 1)) j=0
        for check in chain_check chain_written_check; do
            j=$((j + 1))
            out="$tmp/aggregated/$check.$m.cu"
            build/dpopt --promote=$m tests/runtime/$check.cu -o "$out" 2>/dev/null || fail "dpopt --promote=$m $check.cu"
            [ -e "$out" ] && on_diagonal $i $j $((targeted_every > 1 ? 4 : 1)) && jobs+=("compile $out")
            # the host starting each chain as a pool (dpopt::chain_start)
            out="$tmp/aggregated/$check.$m.pool.cu"
            build/dpopt --promote=$m --promote-start=pool tests/runtime/$check.cu -o "$out" 2>/dev/null ||
                fail "dpopt --promote=$m --promote-start=pool $check.cu"
            [ -e "$out" ] && on_diagonal $i $((j + 1)) $((targeted_every > 1 ? 4 : 1)) && jobs+=("compile $out")
        done
        for input in promote_forms promote_written; do
            out="$tmp/aggregated/$input.$m.cu"
            build/dpopt --promote=$m tests/expect/inputs/$input.cu -o "$out" 2>/dev/null && queue_fixed "compile $out" ||
                fail "dpopt --promote=$m $input.cu"
        done
    done
    # Co-runnable kernels (issue 17, --corun): the forms taken, the runtime
    # check; children (launches from the device) under --corun-children.
    for input in tests/expect/inputs/corun_forms.cu tests/runtime/corun_check.cu \
        tests/expect/inputs/corun_children.cu tests/runtime/corun_children_check.cu \
        tests/expect/inputs/corun_children_mixed.cu; do
        out="$tmp/aggregated/$(basename "$input" .cu).corun.cu"
        build/dpopt --corun --corun-children "$input" -o "$out" 2>/dev/null &&
            grep -q 'dpopt::corun_launch\(_device\)\?(' "$out" &&
            queue_fixed "compile $out" || fail "dpopt --corun --corun-children $input: no co-runnable launch"
    done
    # Every expectation input and corpus program under every option set of
    # tests/strategies.txt (the differential tester's): what dpopt writes
    # compiles wherever the input does. The inputs nvcc rejects as written
    # (tests/expect/inputs/nvcc-rejects, a corpus program's .expect) must
    # stay rejected and are left out; a refusal (dpopt's exit 1) must leave
    # no output behind. Each output is compiled beside its input's folder
    # (-I), where its quoted includes are.
    mkdir -p "$tmp/matrix"
    matrix=()
    # The inputs as written (not dpopt's output; the corpus's, above, all of
    # them): those nvcc must reject, all; the others one in four (a diagonal).
    i=0
    for src in tests/expect/inputs/*.cu; do
        if grep -qx "$(basename "$src")" tests/expect/inputs/nvcc-rejects; then
            jobs+=("reject $src")
        else
            i=$((i + 1))
            on_diagonal $i 0 $half_every && jobs+=("compile $src")
            matrix+=("$src")
        fi
    done
    # The valid corpus programs (and the defects' macro_config.cu) that
    # compile as written: dpopt must take them under every option set.
    for src in "${valid[@]}"; do
        [[ $src == tests/expect/inputs/* ]] || nvcc_rejects "$src" || matrix+=("$src")
    done
    matrix_runs=0 matrix_compiled=0 set_index=0
    while read -r opts; do
        tag=$(tr -c 'a-z0-9\n' '_' <<<"$opts")
        input_index=0
        for src in "${matrix[@]}"; do
            out="$tmp/matrix/$(basename "$src" .cu).$tag.cu"
            matrix_runs=$((matrix_runs + 1))
            sampled=0
            on_diagonal $input_index $set_index $matrix_every && sampled=1
            input_index=$((input_index + 1))
            if build/dpopt $opts "$src" -o "$out" 2>/dev/null; then
                [ "$sampled" = 1 ] || continue
                matrix_compiled=$((matrix_compiled + 1))
                # Its input's folder only where it has quoted includes, so
                # that the same text elsewhere is compiled once.
                if grep -q '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$src"; then
                    jobs+=("compile $out $(dirname "$src")")
                else
                    jobs+=("compile $out")
                fi
            elif [ -e "$out" ]; then
                fail "dpopt $opts $src: refused, but wrote $out"
            elif [[ $src != tests/expect/inputs/* ]]; then
                fail "dpopt $opts $src: a valid program refused"
            fi
        done
        set_index=$((set_index + 1))
    done < <(grep -v -e '^#' -e '^$' tests/strategies.txt)
    printf '  %d inputs x %d option sets (tests/strategies.txt) through dpopt, %d outputs to compile (DPOPT_NVCC_MATRIX=%s, DPOPT_NVCC_ROTATION=%d)\n' \
        "${#matrix[@]}" "$((matrix_runs / ${#matrix[@]}))" "$matrix_compiled" "${DPOPT_NVCC_MATRIX:-sample}" "$nvcc_rotation"
    # The same text compiles the same way: a strategy that leaves a file as
    # written, or two that write the same code, are compiled once.
    declare -A compiled_text
    unique=()
    for job in "${jobs[@]}"; do
        read -r mode path inc <<<"$job"
        key="$mode ${inc:-.} $(sha1sum <"$path" | cut -c1-40)"
        [ -n "${compiled_text[$key]:-}" ] && continue
        compiled_text[$key]=1
        unique+=("$job")
    done
    printf '  %d files, %d of them different\n' "${#jobs[@]}" "${#unique[@]}"
    jobs=("${unique[@]}")
    total=${#jobs[@]} done_count=0
    # A line every 50 files: this is the longest part of make test.
    while IFS= read -r line; do
        printf '%s\n' "$line" >>"$tmp/nvcc.log"
        case "$line" in ok\ *|FAIL\ *) done_count=$((done_count + 1))
            [ $((done_count % 50)) -eq 0 ] && printf '  [%d:%02d] %d of %d files\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$done_count" "$total" ;;
        esac
    done < <(printf '%s\n' "${jobs[@]}" | xargs -P 2 -L 1 bash -c 'nvcc_check "$0" "$1" "${2:-}"' 2>&1)
    # Generated code compiles without warnings (nvcc_check's log of each is
    # beside its object: $tmp/<name>.o.log): a warning whose line is dpopt's
    # (it names dp_...). The user's own code may warn as written
    # (entry_return.cu's unused shared array does).
    for job in "${jobs[@]}"; do
        read -r _ src _ <<<"$job"
        case $src in "$tmp"/aggregated/* | "$tmp"/vertical/* | "$tmp"/matrix/*) ;; *) continue ;; esac
        log="$tmp/$(basename "$src").o.log"
        grep -A1 'warning' "$log" 2>/dev/null | grep -q 'dp_\|dpopt' && { echo "FAIL warning in $src"; head -5 "$log"; }
    done >>"$tmp/nvcc.log"
    while read -r status rest; do
        if [ "$status" = ok ]; then pass; else fail "nvcc: $rest"; fi
    done < <(grep -E '^(ok|FAIL) ' "$tmp/nvcc.log")
    grep -v -E '^(ok|FAIL) ' "$tmp/nvcc.log" | head -n 30
    printf '  %d files compiled or rejected as expected\n' "$(grep -c '^ok ' "$tmp/nvcc.log")"
    # One pool, arena and opaque zero per program, aligned (two files,
    # device-linked).
    if one_pool=$(tests/runtime/one_pool_check.sh 2>&1); then
        pass; echo "  $one_pool"
    else
        fail "tests/runtime/one_pool_check.sh:"; echo "$one_pool" | head -n 12
    fi
fi
