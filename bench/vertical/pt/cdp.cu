// Partition as a chain of single-block grids (dynamic parallelism): each
// link counts the values of its tile that go first and those that go last,
// launches the next link with both offsets after its tile, then writes its
// values at its own offsets. The input of vertical aggregation.
#include "pt.h"

__global__ void partition(const int *in, int *out, int n, int start, int front, int back)
{
    __shared__ int warp_sums[THREADS / 32];
    int vals[ITEMS];
    int keep = 0;
    for (int k = 0; k < ITEMS; k++) {
        int i = start + threadIdx.x * ITEMS + k;
        vals[k] = i < n ? in[i] : 0;
        keep += i < n && vals[k] % 3 != 0;
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
    // The tile's values that go last, and those before this thread's.
    int valid = min(TILE, n - start);
    int mine = min((int)threadIdx.x * ITEMS, valid);
    if (threadIdx.x == 0 && start + TILE < n)
        partition<<<1, THREADS>>>(in, out, n, start + TILE, front + total, back + valid - total);
    int at = front + before, last = back + mine - before;
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
    partition<<<1, THREADS>>>(d.in, d.out, d.n, 0, 0, 0);
}
