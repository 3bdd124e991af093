// Padding in place as a chain of single-block grids (dynamic parallelism):
// values move to higher addresses, so the links go from the last tile to
// the first. Each link reads its tile, launches the link of the tile
// before it (which may then overwrite this tile's place), and writes its
// values and its rows' padding. The input of vertical aggregation.
#include "pd.h"

__global__ void pad(int *data, int cols, int n, int start)
{
    int vals[ITEMS];
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < n ? data[i] : 0;
    }
    __syncthreads(); /* every value of the tile read before any is written */
    if (threadIdx.x == 0 && start > 0)
        pad<<<1, THREADS>>>(data, cols, n, start - TILE);
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
    pad<<<1, THREADS>>>(d.in, d.cols, d.n, (d.n - 1) / TILE * TILE);
}
