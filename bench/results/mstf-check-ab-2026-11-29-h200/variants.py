#!/usr/bin/env python3
"""The A/B's variants of hoist.cu (dpopt --hoist of bench/apps/mstf/cdp.cu
at 281d04c), each one edit of it, written into OUTDIR as <variant>.cu.
   usage: variants.py OUTDIR      (run.sh calls it)"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = open(os.path.join(HERE, "hoist.cu")).read()
KERNEL = "__global__ void __launch_bounds__(dpopt::offset_walk_threads) mstf_find_parent_dp_hoist("
CHECK = "if (!dpopt::offset_walk_sorted(dp_walk, row)) {"
LAUNCH = ("            mstf_find_parent<<<dp_walk.parent_grid, dp_walk.parent_block, dp_walk.parent_shmem, "
          "cudaStreamTailLaunch>>>(row, col, key, comp, n, vmin, cmin);\n")
UNROLLED = '''
// A/B: the block's look at every offset with its loads unrolled (UNROLL at a time in flight).
template <typename T>
__device__ inline bool ab_sorted_unrolled(const dpopt::OffsetWalk &w, const T *offsets)
{
    int decreases = 0;
#pragma unroll %d
    for (unsigned long long i = threadIdx.x; i < w.parents; i += blockDim.x)
        decreases |= offsets[i] > offsets[i + 1];
    return !__syncthreads_or(decreases);
}

'''


def edit(text, old, new):
    assert old in text, old[:60]
    return text.replace(old, new, 1)


def unrolled(n):
    return edit(edit(SRC, KERNEL, UNROLLED % n + KERNEL), CHECK, "if (!ab_sorted_unrolled(dp_walk, row)) {")


VARIANTS = {
    "hoist_unroll8": ("of hoist.cu (dpopt --hoist of bench/apps/mstf/cdp.cu)", unrolled(8)),
    "hoist_unroll32": ("of hoist.cu (dpopt --hoist of bench/apps/mstf/cdp.cu)", unrolled(32)),
    # no check at all (a bound: the dataset's offsets are sorted)
    "hoist_nocheck": ("of hoist.cu (dpopt --hoist of bench/apps/mstf/cdp.cu)",
                      edit(SRC, CHECK, "if (false) { // A/B: no check")),
    # the walking grid sized to rmat12's 59,320 edges (232 blocks, as flat_lb's lb_grid): a bound
    "hoist_fit": ("of hoist.cu (dpopt --hoist of bench/apps/mstf/cdp.cu)",
                  edit(SRC, "mstf_find_parent_dp_hoist<<<dp_walk.blocks,", "mstf_find_parent_dp_hoist<<<232u,")),
    "hoist_notail": ("of hoist.cu: the check kept, no launch from the device (a flag where the offsets decrease)",
                     edit(edit(SRC, LAUNCH, "            ab_unsorted = 1u; // A/B: no launch from the device\n"),
                          KERNEL, "__device__ unsigned int ab_unsorted;\n\n" + KERNEL)),
    "hoist_nocheck_tail": ("of hoist.cu: no check, the launch from the device kept (never taken)",
                           edit(SRC, "    " + CHECK,
                                "    if (dp_walk.parent_shmem == 12345u) { // A/B: no check, the launch kept")),
}

if __name__ == "__main__":
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, (what, text) in VARIANTS.items():
        with open(os.path.join(out, name + ".cu"), "w") as f:
            f.write("/* A/B variant %s %s */\n" % (name, what) + text)
