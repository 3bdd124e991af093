#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
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

// dpopt: fill_row run by a single thread (launch removal, T4).
__device__ void fill_row_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *row, int base);

#line 14 "tests/corpus/cdp1_far_sync.cu"
__global__ void fill_row(int *row, int base)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] = base + j;
}

// dpopt: fill_row, every thread of one of its blocks run in turn by the calling thread.
__device__ void fill_row_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *row, int base)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 16 "tests/corpus/cdp1_far_sync.cu"
            int j = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (j < COLS)
                row[j] = base + j;
        }();
    }
}
#line 19 "tests/corpus/cdp1_far_sync.cu"


// dpopt: double_row run by a single thread (launch removal, T4).
__device__ void double_row_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *row);

#line 21 "tests/corpus/cdp1_far_sync.cu"
__global__ void double_row(int *row)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] *= 2;
}

// dpopt: double_row, every thread of one of its blocks run in turn by the calling thread.
__device__ void double_row_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *row)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 23 "tests/corpus/cdp1_far_sync.cu"
            int j = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (j < COLS)
                row[j] *= 2;
        }();
    }
}
#line 26 "tests/corpus/cdp1_far_sync.cu"


// Launches the child that fills row r (the launch the parent's wait must see).
__device__ void start_fill(int *m, int r)
{
    {
        // dpopt: fill_row<<<(COLS + 31) / 32, 32>>> removed (T4): this thread runs the child's threads itself
        const dim3 dp_grid = (COLS + 31) / 32, dp_block = 32;
        auto dp_arg0 = m + r * COLS;
        auto dp_arg1 = r * 1000;
        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
        if (dpopt::launch_config_valid(dp_grid, dp_block))
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                fill_row_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1);
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
            // dpopt: double_row<<<(COLS + 31) / 32, 32>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = (COLS + 31) / 32, dp_block = 32;
            auto dp_arg0 = m + r * COLS;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    double_row_dp_t4(dp_b, dp_grid, dp_block, dp_arg0);
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
