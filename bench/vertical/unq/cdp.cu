// Unique as a chain of single-block grids (dynamic parallelism): each link
// keeps the values of its tile that differ from the one before, counts
// them, launches the next link with the output offset after its tile, then
// writes its values at its own offset. The input of vertical aggregation.
#include "unq.h"

__global__ void unique(const int *in, int *out, int n, int start, int offset, int *count)
{
    __shared__ int warp_sums[THREADS / 32];
    int vals[ITEMS];
    bool first[ITEMS];
    int keep = 0;
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < n ? in[i] : 0;
        first[k] = i < n && (i == 0 || in[i - 1] != vals[k]);
        keep += first[k];
    }
    // The block's exclusive scan of keep: within each warp, then over the warps' sums.
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
    if (threadIdx.x == 0 && start + TILE < n)
        unique<<<1, THREADS>>>(in, out, n, start + TILE, offset + total, count);
    int at = offset + before;
    for (int k = 0; k < ITEMS; k++)
        if (first[k])
            out[at++] = vals[k];
    if (threadIdx.x == 0 && start + TILE >= n)
        *count = offset + total;
}

static void launch(const VerticalData &d)
{
    unique<<<1, THREADS>>>(d.in, d.out, d.n, 0, 0, d.count);
}
