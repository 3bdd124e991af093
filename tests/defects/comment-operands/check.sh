# A comment between the operands of an assignment was taken for the right
# operand: `m = /* c */ threadIdx.x % 4` made m uniform, and --aggregate
# then passed the first lane's grid as the grid of every child in the batch
# (found reading the analysis, 2026-11-23). On the GPU (gpu.sh here) the
# counts of blocks.cu differ from the original's before the fix. Here: the
# fused kernels take each launch's grid from its record.
for cc_g in block grid warp; do
    build/dpopt --aggregate=$cc_g "$here/blocks.cu" >"$tmp/comment-operands.cu" 2>/dev/null
    cc_scalar=$(grep -c '^__global__ void count_threads_dp_.*dim3 dp_grid)' "$tmp/comment-operands.cu")
    [ "$cc_scalar" = 0 ] && pass || fail "comment-operands: --aggregate=$cc_g passes a divergent grid as one value ($cc_scalar kernels)"
done
