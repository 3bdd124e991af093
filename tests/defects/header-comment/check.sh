# header-comment: helper.h's twice() mentions blockIdx only in a comment;
# comments and string literals are not code, so every strategy takes the
# child that calls it (no note blaming the header, output transformed).
hcm_strategies="--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2
    --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2"
# hcm_taken OPTION FILE: dpopt exits 0, transforms the file, and no note
# says the child's callees stop it.
hcm_taken() {
    build/dpopt $1 "$2" -o "$tmp/hcm.out.cu" 2>"$tmp/hcm.notes"
    local status=$?
    if [ $status = 0 ] && ! cmp -s "$2" "$tmp/hcm.out.cu" && ! grep -qE "left as written|not coarsened|threshold not applied|calls" "$tmp/hcm.notes"; then
        pass
    else
        fail "header-comment: $1 $(basename "$2"): exit $status, expected the child taken; notes: $(head -c 300 "$tmp/hcm.notes")"
    fi
}
for opt in $hcm_strategies; do
    hcm_taken "$opt" "$here/k.cu"
done

# The same with the position named in a block comment, a string literal
# and a character literal's neighbour, and in a nested header.
mkdir -p "$tmp/hcm"
cat >"$tmp/hcm/inner.h" <<'H'
#pragma once
/* threadIdx.x, blockIdx.x, gridDim.x: none of them is read here */
inline __device__ int scaled(int x) { const char *why = "blockIdx threadIdx"; return x * 3 + (why[0] == 'b'); }
H
printf '#pragma once\n#include "inner.h"\n// blockDim\ninline __device__ int twice(int x) { return 2 * scaled(x); }\n' >"$tmp/hcm/helper.h"
cp "$here/k.cu" "$tmp/hcm/k.cu"
for opt in --aggregate=block --remove=t3 --remove=t4 --coarsen=2; do
    hcm_taken "$opt" "$tmp/hcm/k.cu"
done
