# common-shapes: programs written fresh for issue 44, one for each shape of
# real CDP code that stayed as written (../shared/defects/README.md, "Common
# code left as written", and the issue's others): a child whose helpers read
# the thread's place, kernels in an included header, launches in #ifdef /
# #elif / #else branches, array parameters, exclusive branches (if / else if
# / else), a functor child through a template parameter, a kernel read in
# from a second file with its own helper, and a cooperative-groups
# recursion. Under each strategy listed for it, every launch from the device
# is taken (-v: "0 left as written"), no note gives one of the reasons the
# issue lists, and nvcc compiles the output. Not listed, for reasons of their
# own: exclusive branches under --aggregate=warp (a warp batch in one branch
# hung: exclusive-branches-note), a tail launch under --remove=t4 (its child
# runs after the whole grid), a cooperative-groups block with barriers under
# the strategies that run a child's threads one by one.
cs_out="$tmp/common-shapes"
mkdir -p "$cs_out"
# The reasons issue 44 lists, as the notes worded them before.
cs_reasons="renames the thread's or block's place in the kernel's own body only|which dpopt renames in the child's own body only|defined in a header are not transformed|preprocessor conditional|child parameter is unnamed|warp granularity would take too|the same thread may then launch|the launching thread may launch again|template arguments are deduced|calls f, which dpopt cannot see|calls body, which dpopt cannot see|is not read in from the file that defines it"
cs_all="--aggregate=warp --aggregate=block --aggregate=grid --flatten=grid --remove=t4 --threshold=64"
# program | strategies under which every launch is taken
cs_cases=(
    "bfs_helpers.cu|$cs_all"
    "hdr/main.cu|$cs_all"
    "ifdef_tail.cu|--aggregate=block --aggregate=grid --flatten=grid"
    "array_params.cu|$cs_all"
    "exclusive_switch.cu|--aggregate=block --aggregate=grid --flatten=grid --remove=t4 --threshold=64"
    "lambda_child.cu|$cs_all"
    "cg_tree.cu|--aggregate=block --aggregate=grid"
    "twofile/driver.cu twofile/bins.cu|$cs_all"
)
cs_n=0
for cs_case in "${cs_cases[@]}"; do
    IFS='|' read -r cs_files cs_opts <<<"$cs_case"
    for cs_opt in $cs_opts; do
        cs_n=$((cs_n + 1))
        cs_dir="$cs_out/$cs_n"
        mkdir -p "$cs_dir"
        cs_inputs=()
        for f in $cs_files; do cs_inputs+=("$here/$f"); done
        if [ "${#cs_inputs[@]}" -gt 1 ]; then cs_target="$cs_dir/"; else cs_target="$cs_dir/$(basename "$cs_files")"; fi
        build/dpopt -v $cs_opt "${cs_inputs[@]}" -o "$cs_target" 2>"$cs_dir/notes" ||
            { fail "common-shapes: $cs_opt $cs_files exits non-zero: $(head -c 300 "$cs_dir/notes")"; continue; }
        ! grep -qE "$cs_reasons" "$cs_dir/notes" && grep -q " 0 left as written" "$cs_dir/notes" &&
            ! grep -q "[1-9][0-9]* left as written" "$cs_dir/notes" && pass ||
            fail "common-shapes: $cs_opt $cs_files: a launch stays: $(grep -E 'note:|left as written' "$cs_dir/notes" | head -c 600)"
        # nvcc compiles what dpopt wrote: a sample of the option sets (tests/lib.sh).
        if nvcc_sampled $cs_n; then
            for cs_cu in "$cs_dir"/*.cu; do
                nvcc -arch=sm_90 -rdc=true -std=c++17 --extended-lambda -Iruntime/include -I"$here/hdr" -c "$cs_cu" \
                    -o "$cs_dir/x.o" >"$cs_dir/nvcc.log" 2>&1 && pass ||
                    fail "common-shapes: $cs_opt $cs_files: nvcc rejects $(basename "$cs_cu"): $(grep -m1 error "$cs_dir/nvcc.log")"
            done
        fi
    done
done
