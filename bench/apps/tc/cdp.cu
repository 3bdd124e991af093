/*
 * bench/apps/tc/cdp.cu - triangle counting with dynamic parallelism, after the
 * El Hajj dissertation, section 8.3.
 *
 * One parent thread per oriented edge (u,v).  It looks up the two adjacency
 * lists; if the smaller one is empty the edge closes no triangle.  If the
 * larger list has at least `threshold` elements, the parent launches a child
 * grid with one thread per element of the larger list, and each child thread
 * binary-searches the smaller list for its element.  Below the threshold the
 * parent intersects the two sorted lists itself (a merge, as the non-CDP
 * baseline does).
 *
 * CDP2-legal: no device-side synchronisation; children add their matches to
 * the global counter and the host waits for the whole launch tree.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "tc.h"

/* 1 when key is in the sorted list[0..len), else 0. */
__device__ unsigned int tc_contains(const int *list, int len, int key)
{
    int lo = 0;
    int hi = len - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int val = list[mid];
        if (val == key)
            return 1;
        if (val < key)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return 0;
}

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

/* Child: one thread per element of the larger list. */
__global__ void tc_child(const int *small_list, int small_len, const int *large_list,
                         int large_len, unsigned long long *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int found = 0;
    if (i < large_len)
        found = tc_contains(small_list, small_len, large_list[i]);

    /* One atomic per warp. */
    unsigned int warp_found = __reduce_add_sync(0xffffffffu, found);
    if ((threadIdx.x & 31) == 0 && warp_found != 0)
        atomicAdd(count, (unsigned long long)warp_found);
}

/* Parent: one thread per oriented edge. */
__global__ void tc_parent(tc_graph_dev g, unsigned long long *count)
{
    int e = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int local = 0;

    if (e < g.num_edges) {
        int u = g.edge_src[e];
        int v = g.edge_dst[e];
        const int *list_u = g.col_idx + g.row_ptr[u];
        const int *list_v = g.col_idx + g.row_ptr[v];
        int len_u = g.row_ptr[u + 1] - g.row_ptr[u];
        int len_v = g.row_ptr[v + 1] - g.row_ptr[v];

        const int *small_list = list_u;
        int small_len = len_u;
        const int *large_list = list_v;
        int large_len = len_v;
        if (len_u > len_v) {
            small_list = list_v;
            small_len = len_v;
            large_list = list_u;
            large_len = len_u;
        }

        if (small_len > 0) {
            if (large_len >= g.threshold) {
                int child_blocks = (large_len + TC_CHILD_BLOCK - 1) / TC_CHILD_BLOCK;
                tc_child<<<child_blocks, TC_CHILD_BLOCK, 0, cudaStreamFireAndForget>>>(
                    small_list, small_len, large_list, large_len, count);
                if (cudaGetLastError() != cudaSuccess)
                    bench_count_launch_error();
            } else {
                local = tc_merge_count(small_list, small_len, large_list, large_len);
            }
        }
    }

    unsigned int warp_local = __reduce_add_sync(0xffffffffu, local);
    if ((threadIdx.x & 31) == 0 && warp_local != 0)
        atomicAdd(count, (unsigned long long)warp_local);
}

void tc_variant_run(const tc_graph_dev *g, unsigned long long *d_count)
{
    int blocks = (g->num_edges + TC_PARENT_BLOCK - 1) / TC_PARENT_BLOCK;
    if (blocks > 0) {
        tc_parent<<<blocks, TC_PARENT_BLOCK>>>(*g, d_count);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
