// Stream compaction as a chain of single-block grids (dynamic parallelism):
// each link keeps the values of its tile of TILE elements that are not
// multiples of 3, counts them, launches the next link with the output
// offset after its tile, then writes its kept values at its own offset.
// The input of vertical aggregation (dpopt --promote=...).
#include "sc.h"

__global__ void compact(const int *in, int *out, int n, int start, int offset, int *count)
{
    __shared__ int warp_sums[THREADS / 32];
    int vals[ITEMS];
    int keep = 0;
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < n ? in[i] : 3;
        keep += vals[k] % 3 != 0;
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
        compact<<<1, THREADS>>>(in, out, n, start + TILE, offset + total, count);
    int at = offset + before;
    for (int k = 0; k < ITEMS; k++)
        if (vals[k] % 3 != 0)
            out[at++] = vals[k];
    if (threadIdx.x == 0 && start + TILE >= n)
        *count = offset + total;
}

static void launch(const VerticalData &d)
{
    compact<<<1, THREADS>>>(d.in, d.out, d.n, 0, 0, d.count);
}
