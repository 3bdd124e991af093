// Partition by hand, without dynamic parallelism: one grid of a block per
// tile, each passing both offsets after its tile to the next with flags
// (single_grid.h).
#ifndef VERTICAL_FORM
#define VERTICAL_FORM "flat"
#endif
#include "pt.h"
#include "../single_grid.h"

__global__ void partition(const int *in, int *out, int n, Links<int2> links)
{
    __shared__ int warp_sums[THREADS / 32];
    __shared__ int link;
    __shared__ int2 offsets;
    if (threadIdx.x == 0)
        link = links_take(links);
    __syncthreads();
    int start = link * TILE;
    int vals[ITEMS];
    int keep = 0;
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < n ? in[i] : 0;
        keep += i < n && vals[k] % 3 != 0;
    }
    int total;
    int before = block_exclusive_sum<THREADS>(keep, warp_sums, &total);
    int valid = min(TILE, n - start);
    int mine = min((int)threadIdx.x * ITEMS, valid);
    if (threadIdx.x == 0) {
        offsets = link > 0 ? links_wait(links, link) : make_int2(0, 0);
        links_publish(links, link, make_int2(offsets.x + total, offsets.y + valid - total));
    }
    __syncthreads();
    int at = offsets.x + before, last = offsets.y + mine - before;
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        if (i >= n)
            break;
        if (vals[k] % 3 != 0)
            out[at++] = vals[k];
        else
            out[n - 1 - last++] = vals[k];
    }
}

static void launch(const VerticalData &d)
{
    int tiles = (d.n + TILE - 1) / TILE;
    partition<<<tiles, THREADS>>>(d.in, d.out, d.n, links_for<int2>(tiles));
}
