// Unpadding in place by hand, without dynamic parallelism: one grid of a
// block per tile, from the first tile to the last; a block writes only once
// the block of the tile before its own has read it (single_grid.h).
#ifndef VERTICAL_FORM
#define VERTICAL_FORM "flat"
#endif
#include "upd.h"
#include "../single_grid.h"

__global__ void unpad(int *data, int cols, int padded, Links<int> links)
{
    __shared__ int link;
    if (threadIdx.x == 0)
        link = links_take(links);
    __syncthreads();
    int start = link * TILE;
    int vals[ITEMS];
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < padded ? data[i] : 0;
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
        if (i >= padded)
            break;
        int r = i / (cols + 1), c = i % (cols + 1);
        if (c < cols)
            data[i - r] = vals[k];
    }
}

static void launch(const VerticalData &d)
{
    int padded = d.rows * (d.cols + 1);
    int tiles = (padded + TILE - 1) / TILE;
    unpad<<<tiles, THREADS>>>(d.in, d.cols, padded, links_for<int>(tiles));
}
