// Stream compaction by hand, without dynamic parallelism: one grid of a
// block per tile, each passing the output offset after its tile to the next
// with flags (single_grid.h).
#ifndef VERTICAL_FORM
#define VERTICAL_FORM "flat"
#endif
#include "sc.h"
#include "../single_grid.h"

__global__ void compact(const int *in, int *out, int n, int *count, Links<int> links)
{
    __shared__ int warp_sums[THREADS / 32];
    __shared__ int link, offset;
    if (threadIdx.x == 0)
        link = links_take(links);
    __syncthreads();
    int start = link * TILE;
    int vals[ITEMS];
    int keep = 0;
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < n ? in[i] : 3;
        keep += vals[k] % 3 != 0;
    }
    int total;
    int before = block_exclusive_sum<THREADS>(keep, warp_sums, &total);
    if (threadIdx.x == 0) {
        offset = link > 0 ? links_wait(links, link) : 0;
        links_publish(links, link, offset + total);
        if (start + TILE >= n)
            *count = offset + total;
    }
    __syncthreads();
    int at = offset + before;
    for (int k = 0; k < ITEMS; k++)
        if (vals[k] % 3 != 0)
            out[at++] = vals[k];
}

static void launch(const VerticalData &d)
{
    int tiles = (d.n + TILE - 1) / TILE;
    compact<<<tiles, THREADS>>>(d.in, d.out, d.n, d.count, links_for<int>(tiles));
}
