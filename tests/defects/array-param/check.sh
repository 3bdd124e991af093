# array-param: a child parameter written `int a[]` (also `int a[10]`,
# `const float m[][4]`, `int *p[]`, a function `int f(int)`, a pointer to
# an array `int (*pm)[4]`) was refused under every strategy ("a child
# parameter is unnamed, an array or a function type"), and a parent's was
# declared again as `int [] results` in the persistent (T1/T2/auto) and
# followed (--flatten=grid) copies of the kernel, which nvcc rejected. A
# parameter is now the pointer the language adjusts it to (model/build.c),
# and declarations put the name inside `(*)` where the type needs it.
ap_out="$tmp/array-param"
mkdir -p "$ap_out"
ap_n=0
for ap_opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=warp \
    --flatten=block --flatten=grid --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto --coarsen=4 \
    --threshold=32 --corun --promote=pao; do
    build/dpopt $ap_opt "$here/array_param.cu" -o "$ap_out/one.cu" 2>"$ap_out/one.notes" ||
        fail "array-param: $ap_opt array_param.cu exits non-zero"
    build/dpopt $ap_opt "$here/arrays.cu" -o "$ap_out/arrays.cu" 2>"$ap_out/arrays.notes" ||
        fail "array-param: $ap_opt arrays.cu exits non-zero"
    ! grep -q "child parameter is unnamed\|is not one a record can hold" "$ap_out/one.notes" "$ap_out/arrays.notes" && pass ||
        fail "array-param: $ap_opt: an array parameter refused: $(cat "$ap_out/one.notes" "$ap_out/arrays.notes")"
    case $ap_opt in
    --corun | --promote=pao) ;; # neither takes a launch of another kernel
    *)
        ! grep -q "launch of 'child' left as written" "$ap_out/one.notes" "$ap_out/arrays.notes" && pass ||
            fail "array-param: $ap_opt: the child's launch stays: $(cat "$ap_out/one.notes" "$ap_out/arrays.notes")" ;;
    esac
    ap_n=$((ap_n + 1))
    if nvcc_sampled $ap_n; then # (a sample: tests/lib.sh)
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$ap_out/arrays.cu" -o "$ap_out/x.o" >"$ap_out/nvcc.log" 2>&1 &&
            pass || fail "array-param: $ap_opt arrays.cu: nvcc rejects the output: $(grep -m1 error "$ap_out/nvcc.log")"
    fi
done
# The kernel's own parameter list is as written; what dpopt declares is the pointer.
build/dpopt --aggregate=block "$here/arrays.cu" -o "$ap_out/arrays.cu" 2>/dev/null
grep -qF "__global__ void child(int idx, int results[], int fixed[10]" "$ap_out/arrays.cu" &&
    grep -qF "const float (*m)[4];" "$ap_out/arrays.cu" && grep -qF "int (*f)(int);" "$ap_out/arrays.cu" &&
    grep -qF "int **ptrs;" "$ap_out/arrays.cu" && pass ||
    fail "array-param: --aggregate=block arrays.cu: the record's fields are not the adjusted pointers"
build/dpopt --promote=pao "$here/arrays.cu" -o /dev/null 2>"$ap_out/promote.notes"
grep -q "launch of 'chain' promoted" "$ap_out/promote.notes" && pass ||
    fail "array-param: --promote=pao: chain (array parameters) not promoted: $(cat "$ap_out/promote.notes")"
