# parse-rejects: valid CUDA that dpopt refused as a syntax error:
# __align__(16), a brace-initialised launch configuration, __launch_bounds__
# with three arguments or before `void`, __grid_constant__ parameters, a
# function-style cast, text inside #if 0 that is not C, a statement whose
# body an #ifdef chooses, digraphs, a #pragma as the first line of a for's,
# if's or else's statement, the _Pragma operator (pragma_in_head.cu) and
# __inline_hint__, __maxnreg__ and __cluster_dims__ (kernel_attributes.cu).
# Each must parse: exit 0 and the input
# byte for byte with no strategy, a report; under every strategy, exit 0 and
# either the launch left as written with a note, or output that nvcc
# compiles (features_launch.cu: a launch of a child with a 3-argument
# __launch_bounds__ and a __grid_constant__ parameter, after an #if 0).
pr_strategies="--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2
    --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2"
pr_out="$tmp/parse-rejects"
mkdir -p "$pr_out"
pr_n=0
for pr_input in "$here"/*.cu; do
    pr_name=$(basename "$pr_input" .cu)
    build/dpopt "$pr_input" -o "$pr_out/$pr_name.cu" 2>"$pr_out/err"
    pr_status=$?
    [ $pr_status = 0 ] && cmp -s "$pr_input" "$pr_out/$pr_name.cu" && pass ||
        fail "parse-rejects: $pr_name: exit $pr_status, expected 0 and the input unchanged: $(head -c 200 "$pr_out/err")"
    expect_status 0 "parse-rejects: $pr_name --report" build/dpopt --report "$pr_input"
    expect_status 0 "parse-rejects: $pr_name --report=json" build/dpopt --report=json "$pr_input"
    grep -q '<<<' "$pr_input" || continue
    for opt in $pr_strategies; do
        pr_file="$pr_out/$pr_name${opt#--}.cu"
        build/dpopt $opt "$pr_input" -o "$pr_file" 2>"$pr_out/notes"
        pr_status=$?
        if [ $pr_status != 0 ]; then
            fail "parse-rejects: $pr_name $opt: exit $pr_status: $(head -c 200 "$pr_out/notes")"
        elif cmp -s "$pr_input" "$pr_file"; then
            # Left as written: a note says why (the launch in #if 0 is no launch).
            grep -q 'note: ' "$pr_out/notes" || [ $pr_name = if0_incomplete ] && pass ||
                fail "parse-rejects: $pr_name $opt: left as written without a note"
        elif pr_n=$((pr_n + 1)) && nvcc_sampled $pr_n; then # (a sample: tests/lib.sh)
            nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$pr_file" -o "$pr_file.o" >"$pr_file.log" 2>&1 && pass ||
                fail "parse-rejects: $pr_name $opt: nvcc rejects the output: $(head -c 300 "$pr_file.log")"
        fi
    done
done
# Launches dpopt cannot take apart are refused by name.
pr_note() { # file option note
    build/dpopt "$2" "$here/$1" >/dev/null 2>"$pr_out/notes"
    grep -qF "$3" "$pr_out/notes" && pass || fail "parse-rejects: $1 $2: no note '$3'"
}
for opt in --aggregate=block --remove=t3 --threshold=64; do
    pr_note brace_block_cfg.cu $opt "its configuration '{4, 4, 1}' is brace-initialised"
    pr_note brace_grid_cfg.cu $opt "its configuration '{2, 2}' is brace-initialised"
    pr_note if_then_preproc.cu $opt "the file parses only with one branch of each #if read (the one at line 4"
    pr_note digraph.cu $opt "with a digraph ('<%' at line 2)"
done
# features_launch.cu is taken (not only passed through).
build/dpopt --aggregate=block "$here/features_launch.cu" 2>/dev/null | grep -q 'child_dp_block' && pass ||
    fail "parse-rejects: features_launch.cu --aggregate=block: the launch is not aggregated"
