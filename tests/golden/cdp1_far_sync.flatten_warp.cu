#include <dpopt/base.cuh>
#include <dpopt/warp_flat.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/cdp1_far_sync.cu"
// cdp1_far_sync.cu - a CDP1 program whose launches and waits are in helper
// functions: the parent fills its row through a helper that launches, and
// waits for its children through another helper. dpopt must treat the
// helper's cudaDeviceSynchronize as waiting for the parent's launches and
// the parent's as waiting for the helper's (tests/defects/far-sync).
// EXPECTED: does NOT compile with CUDA 13 as written (device-side
// cudaDeviceSynchronize); after --remove=t4 or auto it builds and prints PASS.
#include <cstdio>
#include <cuda_runtime.h>

#define ROWS 64
#define COLS 96

// dpopt: one thread of fill_row, for the warps that flatten its launches.
__device__ void fill_row_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *row, int base);

#line 14 "tests/corpus/cdp1_far_sync.cu"
__global__ void fill_row(int *row, int base)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] = base + j;
}

// dpopt: one thread of fill_row (flattening).
__device__ void fill_row_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *row, int base)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 15 "tests/corpus/cdp1_far_sync.cu"
    {
        int j = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (j < COLS)
            row[j] = base + j;
    }
}
#line 19 "tests/corpus/cdp1_far_sync.cu"


// dpopt: one thread of double_row, for the warps that flatten its launches.
__device__ void double_row_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *row);

#line 21 "tests/corpus/cdp1_far_sync.cu"
__global__ void double_row(int *row)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] *= 2;
}

// dpopt: one thread of double_row (flattening).
__device__ void double_row_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *row)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 22 "tests/corpus/cdp1_far_sync.cu"
    {
        int j = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (j < COLS)
            row[j] *= 2;
    }
}
#line 26 "tests/corpus/cdp1_far_sync.cu"


// Launches the child that fills row r (the launch the parent's wait must see).
__device__ void start_fill(int *m, int r)
{
    {
        // dpopt: fill_row<<<(COLS + 31) / 32, 32>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
        const dim3 dp_grid = (COLS + 31) / 32, dp_block = 32;
        auto dp_arg0 = m + r * COLS;
        auto dp_arg1 = r * 1000;
        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
        const unsigned long long dp_threads =
            dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= 67108864u;
        const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
        // Each lane's cursor on the launch holding its thread, and that launch's values.
        dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
        dim3 dp_its_grid = dp_grid;
        dim3 dp_its_block = dp_block;
        auto dp_its_arg0 = dp_arg0;
        auto dp_its_arg1 = dp_arg1;
        for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
            const unsigned int dp_v = dp_base + dp_flat.rank;
            if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                dp_its_block = dpopt::warp_flat_fetch(dp_flat, dp_block, dp_at.lane);
                dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
            }
            if (dp_v < dp_flat.total) {
                const unsigned int dp_t = dp_v - dp_at.start;
                const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                fill_row_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1);
            }
        }
        // Too many child threads for the group's count: this lane runs them, one after another.
        if (!dp_flattened) {
            const unsigned int dp_per_block = dpopt::block_count(dp_block);
            for (unsigned long long dp_t = 0; dp_t < dp_threads; dp_t++)
                fill_row_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_block), dpopt::unflatten(dp_t / dp_per_block, dp_grid), dp_grid, dp_block, dp_arg0, dp_arg1);
        }
    }
#line 32 "tests/corpus/cdp1_far_sync.cu"
}

// Waits for the block's children (the wait the parent's launch must see).
__device__ void wait_children(void)
{
    __syncthreads(); /* dpopt: was cudaDeviceSynchronize(): the block's children ran inline */
}

// One thread per row: fill it (through start_fill), wait, double it, wait,
// then sum it.
__global__ void rows(int *m, long long *sums)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < ROWS)
        start_fill(m, r);
    __syncthreads(); /* dpopt: was cudaDeviceSynchronize(): the block's children ran inline */
    if (r < ROWS)
        {
            // dpopt: double_row<<<(COLS + 31) / 32, 32>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid = (COLS + 31) / 32, dp_block = 32;
            auto dp_arg0 = m + r * COLS;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            const unsigned long long dp_threads =
                dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
            const bool dp_flattened = dp_threads <= 67108864u;
            const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
            // Each lane's cursor on the launch holding its thread, and that launch's values.
            dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
            // (Values every lane holds alike are its own.)
            const dim3 dp_its_grid = dp_grid;
            const dim3 dp_its_block = dp_block;
            auto dp_its_arg0 = dp_arg0;
            for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                const unsigned int dp_v = dp_base + dp_flat.rank;
                if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                }
                if (dp_v < dp_flat.total) {
                    const unsigned int dp_t = dp_v - dp_at.start;
                    const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                    double_row_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0);
                }
            }
            // Too many child threads for the group's count: this lane runs them, one after another.
            if (!dp_flattened) {
                const unsigned int dp_per_block = dpopt::block_count(dp_block);
                for (unsigned long long dp_t = 0; dp_t < dp_threads; dp_t++)
                    double_row_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_block), dpopt::unflatten(dp_t / dp_per_block, dp_grid), dp_grid, dp_block, dp_arg0);
            }
        }
#line 50 "tests/corpus/cdp1_far_sync.cu"
    wait_children();
    if (r < ROWS) {
        long long s = 0;
        for (int j = 0; j < COLS; j++)
            s += m[r * COLS + j];
        sums[r] = s;
    }
}

int main(void)
{
    int *m;
    long long *sums, h_sums[ROWS];
    cudaMalloc(&m, ROWS * COLS * sizeof(int));
    cudaMalloc(&sums, ROWS * sizeof(long long));
    cudaMemset(m, 0, ROWS * COLS * sizeof(int));
    rows<<<ROWS / 32, 32>>>(m, sums);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_sums, sums, sizeof h_sums, cudaMemcpyDeviceToHost);
    int bad = -1;
    for (int r = 0; r < ROWS && bad < 0; r++) {
        long long want = 0;
        for (int j = 0; j < COLS; j++)
            want += 2LL * (r * 1000 + j);
        if (h_sums[r] != want)
            bad = r;
    }
    if (err != cudaSuccess || bad >= 0) {
        printf("FAIL: %s, row %d\n", cudaGetErrorString(err), bad);
        return 1;
    }
    printf("PASS: %d rows filled, doubled and summed by their children\n", ROWS);
    return 0;
}
