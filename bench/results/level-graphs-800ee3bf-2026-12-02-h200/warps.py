"""Makes the blocks of qsb's --aggregate=grid output (or graph.py's) count themselves out warp by warp:
warps.py IN OUT. A warp done with the body fences and adds itself to a count in shared memory; the block's
last warp counts the block out of the grid; the others exit at once, with no barrier, so that the warps of
a leaf block whose 255 other threads return at once free their place while thread 0 sorts."""
import re
import sys

src, dst = sys.argv[1], sys.argv[2]
t = open(src).read()
old = "if (dpopt::group_batch_last_block(dp_temp, dpopt::whole_grid(&cdp_block_quicksort_dp_grid_1_state)))"
assert t.count(old) == 2, t.count(old)
t = t.replace(old, "if (qx_last_block_by_warps(&qx_warps_done, dpopt::whole_grid(&cdp_block_quicksort_dp_grid_1_state)))")
heads = re.findall(r"\n__global__ void cdp_block_quicksort(?:_dp_grid_1)?\([^;{]*\)\n\{\n", t)
assert len(heads) == 2, len(heads)
for h in heads:
    t = t.replace(h, h + "    __shared__ unsigned int qx_warps_done; // warps of the block done with the body\n"
                  "    if (threadIdx.x == 0)\n        qx_warps_done = 0u;\n    __syncthreads();\n", 1)
helper = r"""
// qx: group_batch_last_block, counted by warps: true on one lane of the group's last block's last warp
__device__ inline bool qx_last_block_by_warps(unsigned int *warps_done, dpopt::BlockGroup group)
{
    __threadfence();
    __syncwarp();
    if ((threadIdx.x & 31u) != 0u)
        return false;
    const unsigned int warps = (blockDim.x * blockDim.y * blockDim.z + 31u) / 32u;
    if (atomicAdd(warps_done, 1u) != warps - 1u)
        return false;
    __threadfence();
    return group.blocks > 0u && atomicAdd(&group.state->tickets, 1u) == group.blocks - 1u;
}
"""
anchor = "\n__global__ void cdp_block_quicksort("
i = t.index(anchor)
t = t[:i] + "\n" + helper + t[i:]
open(dst, "w").write(t)
