# launch-under-if: a launch written as a whole statement in a branch of an
# #if/#ifdef/#elif/#else inside a function body was left as written (at
# first as "part of a larger expression", then with a note naming the
# conditional). It is taken in its branch now, without -D: the code
# generated for it outside the branch goes under the branch's condition
# (transform/guard.h), so that the output compiles in every configuration
# the input compiles in. gpu.sh runs gpu_main.cu so on a GPU.
lui_n=0
for lui_opt in --aggregate=block --aggregate=warp --aggregate=grid --flatten=grid --remove=t4 --remove=auto --threshold=32; do
    for lui_in in launch_under_if.cu:CUDART_VERSION=11000 elif.cu:NO_SECOND elif.cu:NO_SECOND\ -DTHIRD gpu_main.cu:USE_FAST; do
        lui_file=${lui_in%%:*} lui_def=${lui_in#*:}
        lui_name=$(basename "$lui_file" .cu)
        lui_n=$((lui_n + 1))
        build/dpopt $lui_opt "$here/$lui_file" -o "$tmp/lui-$lui_name.cu" 2>"$tmp/lui.notes" ||
            fail "launch-under-if: $lui_opt $lui_file exits non-zero"
        ! grep -q "left as written\|not applied" "$tmp/lui.notes" && pass ||
            fail "launch-under-if: $lui_opt $lui_file: a launch is not taken: $(cat "$tmp/lui.notes")"
        [ "$(grep -c "^#if\|^#elif\|^#else\|^#endif\|^#ifdef\|^#ifndef" "$tmp/lui-$lui_name.cu")" -gt 3 ] && pass ||
            fail "launch-under-if: $lui_opt $lui_file: no generated piece under the branch's condition"
        if nvcc_sampled $lui_n; then # (a sample: tests/lib.sh)
            for lui_d in "" "-D$lui_def"; do
                # shellcheck disable=SC2086
                nvcc -arch=sm_90 -rdc=true -Iruntime/include $lui_d -c "$tmp/lui-$lui_name.cu" -o "$tmp/lui.o" >"$tmp/lui.nvcc" 2>&1 &&
                    pass || fail "launch-under-if: $lui_opt $lui_file ${lui_d:-(no -D)}: nvcc rejects the output: $(grep -m1 error "$tmp/lui.nvcc")"
            done
        fi
    done
done
# With -D that decides the group, the file is specialised as before: no
# condition is written again, the branch compiled is taken.
build/dpopt -DUSE_FAST --remove=t4 "$here/gpu_main.cu" -o "$tmp/lui-d.cu" 2>"$tmp/lui.notes"
grep -q "fast_child<<<1, 1>>> removed (T4)" "$tmp/lui-d.cu" && ! grep -q "^#if" "$tmp/lui-d.cu" && pass ||
    fail "launch-under-if: -DUSE_FAST --remove=t4: the group is not decided: $(grep -n '^#' "$tmp/lui-d.cu")"
