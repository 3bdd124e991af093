// Line of sight by hand, without dynamic parallelism: one grid of a block
// per tile, each passing the steepest slope so far to the next with flags
// (single_grid.h).
#ifndef VERTICAL_FORM
#define VERTICAL_FORM "flat"
#endif
#include "los.h"
#include "../single_grid.h"

__global__ void sight(const float *heights, int *visible, int n, Links<float> links)
{
    __shared__ float warp_max[THREADS / 32];
    __shared__ int link;
    __shared__ float best;
    if (threadIdx.x == 0)
        link = links_take(links);
    __syncthreads();
    int start = link * TILE;
    int i = start + threadIdx.x;
    float slope = i < n ? (heights[i] - OBSERVER) / (float)(i + 1) : -INFINITY;
    float tile_most;
    float before = block_exclusive_max<THREADS>(slope, warp_max, &tile_most);
    if (threadIdx.x == 0) {
        best = link > 0 ? links_wait(links, link) : -INFINITY;
        links_publish(links, link, fmaxf(best, tile_most));
    }
    __syncthreads();
    if (i < n)
        visible[i] = slope > fmaxf(best, before);
}

static void launch(const VerticalData &d)
{
    int tiles = (d.n + TILE - 1) / TILE;
    sight<<<tiles, THREADS>>>(d.heights, d.visible, d.n, links_for<float>(tiles));
}
