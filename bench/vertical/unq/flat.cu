// Unique by hand, without dynamic parallelism: one grid of a block per
// tile, each passing the output offset after its tile to the next with
// flags (single_grid.h).
#ifndef VERTICAL_FORM
#define VERTICAL_FORM "flat"
#endif
#include "unq.h"
#include "../single_grid.h"

__global__ void unique(const int *in, int *out, int n, int *count, Links<int> links)
{
    __shared__ int warp_sums[THREADS / 32];
    __shared__ int link, offset;
    if (threadIdx.x == 0)
        link = links_take(links);
    __syncthreads();
    int start = link * TILE;
    int vals[ITEMS];
    bool first[ITEMS];
    int keep = 0;
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < n ? in[i] : 0;
        first[k] = i < n && (i == 0 || in[i - 1] != vals[k]);
        keep += first[k];
    }
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int sum = keep;
    for (int d = 1; d < 32; d *= 2) {
        int up = __shfl_up_sync(0xffffffffu, sum, d);
        if (lane >= d)
            sum += up;
    }
    if (lane == 31)
        warp_sums[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        int w = lane < THREADS / 32 ? warp_sums[lane] : 0;
        for (int d = 1; d < 32; d *= 2) {
            int up = __shfl_up_sync(0xffffffffu, w, d);
            if (lane >= d)
                w += up;
        }
        if (lane < THREADS / 32)
            warp_sums[lane] = w;
    }
    __syncthreads();
    int before = sum - keep + (warp > 0 ? warp_sums[warp - 1] : 0);
    int total = warp_sums[THREADS / 32 - 1];
    if (threadIdx.x == 0) {
        offset = link > 0 ? links_wait(links, link) : 0;
        links_publish(links, link, offset + total);
        if (start + TILE >= n)
            *count = offset + total;
    }
    __syncthreads();
    int at = offset + before;
    for (int k = 0; k < ITEMS; k++)
        if (first[k])
            out[at++] = vals[k];
}

static void launch(const VerticalData &d)
{
    int tiles = (d.n + TILE - 1) / TILE;
    unique<<<tiles, THREADS>>>(d.in, d.out, d.n, d.count, links_for<int>(tiles));
}
