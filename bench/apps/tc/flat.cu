/*
 * bench/apps/tc/flat.cu - triangle counting without dynamic parallelism: the
 * baseline of the El Hajj dissertation, section 8.2 (Mailthody et al.).
 *
 * One thread per oriented edge (u,v) loops sequentially through the two
 * sorted adjacency lists and counts their common elements; the per-edge
 * counts are summed with one atomic per warp.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "tc.h"

/* Number of common elements of two sorted lists. */
__device__ unsigned int tc_merge_count(const int *a, int a_len, const int *b, int b_len)
{
    unsigned int count = 0;
    int i = 0;
    int j = 0;
    while (i < a_len && j < b_len) {
        int x = a[i];
        int y = b[j];
        if (x == y) {
            count++;
            i++;
            j++;
        } else if (x < y) {
            i++;
        } else {
            j++;
        }
    }
    return count;
}

__global__ void tc_flat(tc_graph_dev g, unsigned long long *count)
{
    int e = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int local = 0;

    if (e < g.num_edges) {
        int u = g.edge_src[e];
        int v = g.edge_dst[e];
        local = tc_merge_count(g.col_idx + g.row_ptr[u], g.row_ptr[u + 1] - g.row_ptr[u],
                               g.col_idx + g.row_ptr[v], g.row_ptr[v + 1] - g.row_ptr[v]);
    }

    unsigned int warp_local = __reduce_add_sync(0xffffffffu, local);
    if ((threadIdx.x & 31) == 0 && warp_local != 0)
        atomicAdd(count, (unsigned long long)warp_local);
}

void tc_variant_run(const tc_graph_dev *g, unsigned long long *d_count)
{
    int blocks = (g->num_edges + TC_PARENT_BLOCK - 1) / TC_PARENT_BLOCK;
    if (blocks > 0) {
        tc_flat<<<blocks, TC_PARENT_BLOCK>>>(*g, d_count);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
