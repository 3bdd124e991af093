// Line of sight as a chain of single-block grids (dynamic parallelism):
// each link finds the steepest slope of its tile's points, launches the
// next link with the steepest slope so far, then marks the points of its
// tile steeper than every slope before them. The input of vertical
// aggregation.
#include "los.h"

__global__ void sight(const float *heights, int *visible, int n, int start, float best)
{
    __shared__ float warp_max[THREADS / 32];
    int i = start + threadIdx.x;
    float slope = i < n ? (heights[i] - OBSERVER) / (float)(i + 1) : -INFINITY;
    // The block's inclusive maximum scan: within each warp, then over the warps' maxima.
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    float most = slope;
    for (int d = 1; d < 32; d *= 2) {
        float up = __shfl_up_sync(0xffffffffu, most, d);
        if (lane >= d)
            most = fmaxf(most, up);
    }
    if (lane == 31)
        warp_max[warp] = most;
    __syncthreads();
    if (warp == 0) {
        float w = lane < THREADS / 32 ? warp_max[lane] : -INFINITY;
        for (int d = 1; d < 32; d *= 2) {
            float up = __shfl_up_sync(0xffffffffu, w, d);
            if (lane >= d)
                w = fmaxf(w, up);
        }
        if (lane < THREADS / 32)
            warp_max[lane] = w;
    }
    __syncthreads();
    float before = fmaxf(__shfl_up_sync(0xffffffffu, most, 1), warp > 0 ? warp_max[warp - 1] : -INFINITY);
    if (lane == 0)
        before = warp > 0 ? warp_max[warp - 1] : -INFINITY;
    float tile_most = warp_max[THREADS / 32 - 1];
    if (threadIdx.x == 0 && start + TILE < n)
        sight<<<1, THREADS>>>(heights, visible, n, start + TILE, fmaxf(best, tile_most));
    if (i < n)
        visible[i] = slope > fmaxf(best, before);
}

static void launch(const VerticalData &d)
{
    sight<<<1, THREADS>>>(d.heights, d.visible, d.n, 0, -INFINITY);
}
