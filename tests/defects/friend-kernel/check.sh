# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a kernel a class
# declares its friend reads the class's private members; a generated copy
# of its body under another name is no friend, and nvcc rejected every
# output that made one ("member Solver::n_ is inaccessible"). Found on
# 2026-11-25 (friend_kernel.cu: T1, T2, T4, auto, threshold, coarsening,
# warp flattening, co-running children). The copy is refused with a note
# naming the friend declaration's line; every output must compile.
# friend_default.cu: the child's class has a default constructor, so every
# strategy reaches the site; a template child; a launching kernel that is
# a friend (T1/T2's persistent version, --flatten=grid's followed copy).
# friend_in_header.cu: the friend declaration is in an included header.
# friend_chain.cu: a kernel launching itself (--promote's links).
fk_strategies="--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2
    --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2 --flatten=warp --flatten=grid --flatten=block
    --corun --corun,--corun-children --promote=p --promote=pa --promote=pao --threshold=64,--aggregate=block"
fk_out="$tmp/friend-kernel"
mkdir -p "$fk_out"
fk_n=0
for fk_input in "$here"/*.cu; do
    fk_name=$(basename "$fk_input" .cu)
    for fk_opt in $fk_strategies; do
        fk_file="$fk_out/$fk_name${fk_opt//[-=:,]/}.cu"
        # shellcheck disable=SC2086
        build/dpopt ${fk_opt//,/ } "$fk_input" -o "$fk_file" 2>"$fk_file.notes"
        fk_status=$?
        if [ $fk_status != 0 ]; then
            fail "friend-kernel: $fk_name $fk_opt: exit $fk_status: $(head -c 200 "$fk_file.notes")"
        elif cmp -s "$fk_input" "$fk_file"; then
            pass
        elif fk_n=$((fk_n + 1)) && nvcc_sampled $fk_n; then # (a sample: tests/lib.sh)
            nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -I"$here" -c "$fk_file" -o "$fk_file.o" \
                >"$fk_file.log" 2>&1 && pass ||
                fail "friend-kernel: $fk_name $fk_opt: nvcc rejects the output: $(grep -m1 error "$fk_file.log")"
        fi
    done
done
# The notes name the friend declaration.
fk_note() { # input options text
    build/dpopt ${2//,/ } "$here/$1" -o "$fk_out/note.cu" 2>"$fk_out/notes"
    grep -qF "$3" "$fk_out/notes" && pass || fail "friend-kernel: $1 $2: no note '$3'"
}
fk_child="the child is declared a friend of class Solver (line 7)"
for fk_opt in --remove=t1 --remove=t2 --remove=t4 --remove=auto --threshold=64 --coarsen=2 --flatten=warp; do
    fk_note friend_kernel.cu $fk_opt "friend_kernel.cu:21:9: note: launch of 'solver_child'"
    fk_note friend_kernel.cu $fk_opt "$fk_child"
done
fk_note friend_kernel.cu --corun,--corun-children "solver_child is declared a friend of class Solver (line 7)"
for fk_opt in --aggregate=block --aggregate=warp --remove=t3 --flatten=grid; do
    fk_note friend_default.cu $fk_opt "launch of 'count_child' left as written: the child is declared a friend of class Counter (line 11)"
    fk_note friend_default.cu $fk_opt "launch of 'scale_child' left as written: the child is declared a friend of class Counter (line 12)"
    fk_note friend_in_header.cu $fk_opt "the child is declared a friend of class Box ($here/friend_header.cuh:6)"
done
for fk_opt in --remove=t1 --remove=t2; do
    fk_note friend_default.cu $fk_opt "the kernel gets no persistent version: it is declared a friend of class Gate (line 45)"
done
for fk_opt in --promote=p --promote=pa --promote=pao; do
    fk_note friend_chain.cu $fk_opt "launch of 'chain' not promoted: chain is declared a friend of class Depth (line 7)"
done
