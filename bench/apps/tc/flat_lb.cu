/*
 * bench/apps/tc/flat_lb.cu - the CDP program's algorithm written by hand
 * without dynamic parallelism, load-balanced: what the fastest output of
 * dpopt can hope to match, since dpopt keeps the child's algorithm.
 *
 * As in cdp.cu, an edge whose larger adjacency list has fewer than
 * `threshold` elements is intersected by its own thread (a merge). The
 * others become one index space, an element of a larger list each: a scan
 * of their sizes, then every warp of a grid-stride loop takes 32
 * consecutive elements, finds the edge of its first by a binary search
 * over the scan (lb_owner) and binary-searches the smaller list for each
 * element, as the CDP child's threads do. The counts are summed per
 * thread and added with one atomic per warp.
 *
 * The scan's buffers are allocated at the first run and kept.
 */
#include <cub/device/device_scan.cuh>

#include "harness.h"
#include "lb.cuh"
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

/* The smaller and the larger adjacency list of edge e. */
struct tc_lists {
    const int *small_list, *large_list;
    int small_len, large_len;
};

__device__ tc_lists tc_lists_of(const tc_graph_dev &g, int e)
{
    int u = g.edge_src[e];
    int v = g.edge_dst[e];
    int len_u = g.row_ptr[u + 1] - g.row_ptr[u];
    int len_v = g.row_ptr[v + 1] - g.row_ptr[v];
    tc_lists l;
    if (len_u > len_v) {
        l.small_list = g.col_idx + g.row_ptr[v];
        l.small_len = len_v;
        l.large_list = g.col_idx + g.row_ptr[u];
        l.large_len = len_u;
    } else {
        l.small_list = g.col_idx + g.row_ptr[u];
        l.small_len = len_u;
        l.large_list = g.col_idx + g.row_ptr[v];
        l.large_len = len_v;
    }
    return l;
}

/* One thread per edge: small ones merged here, the others' sizes to work[e]. */
__global__ void tc_lb_split(tc_graph_dev g, int *work, unsigned long long *count)
{
    int e = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int local = 0;
    if (e < g.num_edges) {
        tc_lists l = tc_lists_of(g, e);
        int size = 0;
        if (l.small_len > 0) {
            if (l.large_len >= g.threshold)
                size = l.large_len;
            else
                local = tc_merge_count(l.small_list, l.small_len, l.large_list, l.large_len);
        }
        work[e] = size;
    }
    unsigned int warp_local = __reduce_add_sync(0xffffffffu, local);
    if ((threadIdx.x & 31) == 0 && warp_local != 0)
        atomicAdd(count, (unsigned long long)warp_local);
}

/* Every element of the large edges' larger lists: offs is the inclusive scan
 * of work. A warp takes 32 consecutive elements at a time. */
__global__ void tc_lb_search(tc_graph_dev g, const int *offs, unsigned long long *count)
{
    const int m = g.num_edges;
    const int total = offs[m - 1];
    const int lane = threadIdx.x & 31;
    const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int warps = (gridDim.x * blockDim.x) >> 5;
    unsigned int local = 0;
    for (int base = warp * 32; base < total; base += warps * 32) {
        int e = __shfl_sync(0xffffffffu, lane == 0 ? lb_owner(offs, m, base) : 0, 0);
        int j = base + lane;
        if (j < total) {
            while (offs[e] <= j) /* at most a few steps: the warp spans consecutive elements */
                e++;
            tc_lists l = tc_lists_of(g, e);
            int rank = j - (offs[e] - l.large_len);
            local += tc_contains(l.small_list, l.small_len, l.large_list[rank]);
        }
    }
    unsigned int warp_local = __reduce_add_sync(0xffffffffu, local);
    if (lane == 0 && warp_local != 0)
        atomicAdd(count, (unsigned long long)warp_local);
}

void tc_variant_run(const tc_graph_dev *g, unsigned long long *d_count)
{
    static int *work, *offs;
    static void *scan_tmp;
    static size_t scan_bytes;
    static int capacity;
    int m = g->num_edges;
    if (m <= 0) {
        CHECK_CUDA(cudaDeviceSynchronize());
        return;
    }
    if (m > capacity) {
        cudaFree(work);
        cudaFree(offs);
        cudaFree(scan_tmp);
        CHECK_CUDA(cudaMalloc((void **)&work, (size_t)m * sizeof(int)));
        CHECK_CUDA(cudaMalloc((void **)&offs, (size_t)m * sizeof(int)));
        scan_bytes = 0;
        CHECK_CUDA(cub::DeviceScan::InclusiveSum(NULL, scan_bytes, work, offs, m));
        CHECK_CUDA(cudaMalloc(&scan_tmp, scan_bytes));
        capacity = m;
    }
    tc_lb_split<<<(m + TC_PARENT_BLOCK - 1) / TC_PARENT_BLOCK, TC_PARENT_BLOCK>>>(*g, work, d_count);
    CHECK_LAUNCH();
    CHECK_CUDA(cub::DeviceScan::InclusiveSum(scan_tmp, scan_bytes, work, offs, m));
    tc_lb_search<<<lb_grid((long long)m * 64, 256), 256>>>(*g, offs, d_count);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
