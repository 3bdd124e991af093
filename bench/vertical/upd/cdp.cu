// Unpadding in place as a chain of single-block grids (dynamic
// parallelism): values move to lower addresses, so the links go from the
// first tile of the padded matrix to the last. Each link reads its tile,
// launches the link of the next tile (which may then overwrite this tile's
// place), and writes its values. The input of vertical aggregation.
#include "upd.h"

__global__ void unpad(int *data, int cols, int padded, int start)
{
    int vals[ITEMS];
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < padded ? data[i] : 0;
    }
    __syncthreads(); /* every value of the tile read before any is written */
    if (threadIdx.x == 0 && start + TILE < padded)
        unpad<<<1, THREADS>>>(data, cols, padded, start + TILE);
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
    unpad<<<1, THREADS>>>(d.in, d.cols, d.rows * (d.cols + 1), 0);
}
