# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a child kernel
# template calling a functor through its template parameter was left as
# written under every strategy (issue 44 item 4): "the child's template
# arguments are deduced" for Scale{...} and for a variable of type
# AddIndex, "the child calls f, which dpopt cannot see" for for_each_index<
# AddIndex> written out. Both device sites are taken now, under each
# strategy below, and what dpopt writes compiles and links (nvcc, when
# present). gpu.sh builds and runs them on a GPU.
fc_out="$tmp/functor-child"
mkdir -p "$fc_out"
fc_n=0
for fc_opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=grid \
    --flatten=block --flatten=warp --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2; do
    fc_file="$fc_out/functor_child.${fc_opt//[^a-z0-9]/_}.cu"
    build/dpopt $fc_opt "$here/functor_child.cu" -o "$fc_file" 2>"$fc_file.notes"
    [ $? = 0 ] && ! grep -q "launch of 'for_each_index'" "$fc_file.notes" && pass ||
        fail "functor-child: $fc_opt: a launch refused: $(head -c 300 "$fc_file.notes")"
    fc_n=$((fc_n + 1))
    if nvcc_sampled $fc_n; then # (a sample: tests/lib.sh)
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include "$fc_file" -o "$fc_file.bin" -lcudadevrt >"$fc_file.log" 2>&1 &&
            pass || fail "functor-child: $fc_opt: nvcc rejects the output: $(grep -m1 error "$fc_file.log")"
    fi
done
