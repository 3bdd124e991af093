// Padding in place by hand, without dynamic parallelism: one grid of a
// block per tile, from the last tile to the first; a block writes only
// once the block of the tile after its own has read it (single_grid.h).
#ifndef VERTICAL_FORM
#define VERTICAL_FORM "flat"
#endif
#include "pd.h"
#include "../single_grid.h"

__global__ void pad(int *data, int cols, int n, int last, Links<int> links)
{
    __shared__ int link;
    if (threadIdx.x == 0)
        link = links_take(links);
    __syncthreads();
    int start = last - link * TILE;
    int vals[ITEMS];
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < n ? data[i] : 0;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        if (link > 0)
            links_wait(links, link);
        links_publish(links, link, 1);
    }
    __syncthreads();
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        if (i >= n)
            break;
        int r = i / cols, c = i % cols;
        data[i + r] = vals[k];
        if (c == cols - 1)
            data[i + r + 1] = 0;
    }
}

static void launch(const VerticalData &d)
{
    int tiles = (d.n + TILE - 1) / TILE;
    pad<<<tiles, THREADS>>>(d.in, d.cols, d.n, (d.n - 1) / TILE * TILE, links_for<int>(tiles));
}
