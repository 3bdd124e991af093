#include <dpopt/dpopt.cuh>
#line 1 "tests/corpus/cdp1_rows.cu"
// cdp1_rows.cu - a CDP1 program: each parent thread launches a child grid,
// waits for it with a device-side cudaDeviceSynchronize(), then uses what the
// child computed. CUDA 12+ rejects the device-side cudaDeviceSynchronize
// ("calling a __host__ function ... from a __global__ function is not
// allowed"), so this does not build as written; `dpopt --remove=t4` makes it
// build and run. It checks its own result against the CPU and prints
// "cdp1_rows: verified" or the first mismatch.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

#define COLS 512
#define CHILD_BLOCK 128

// dpopt: row_squares's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting row_squares_dp_corun_setting;

#line 15 "tests/corpus/cdp1_rows.cu"
// Sum of squares of one row, one partial sum per child block.
__global__ void row_squares(const float *row, int cols, float *partial)
{
    __shared__ float tile[CHILD_BLOCK];
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = c < cols ? row[c] * row[c] : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < blockDim.x; k++)
            s += tile[k];
        partial[blockIdx.x] = s;
    }
}

// dpopt: row_squares's body, one of its original blocks (--corun): the place of that block is
// handed in; a load of its inputs bypasses L1 where the running block is tagged to.
__device__ __forceinline__ void row_squares_dp_block(const float *row, int cols, float *partial, const dim3 dp_blockIdx, const bool dp_bypass)
{
    __shared__ float tile[CHILD_BLOCK];
    int c = dp_blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = c < cols ? dpopt::corun_load(&row[c], dp_bypass) * dpopt::corun_load(&row[c], dp_bypass) : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < blockDim.x; k++)
            s += tile[k];
        partial[dp_blockIdx.x] = s;
    }
}

// dpopt: row_squares, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void row_squares_dp_corun(dpopt::CorunState *dp_corun, const float *row, int cols, float *partial)
{
    __shared__ dpopt::CorunTicket dp_ticket;
    __shared__ bool dp_more;
    bool dp_first = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
    if (dp_first)
        dp_ticket = dpopt::corun_admit(dp_corun);
    __syncthreads();
    if (!dp_ticket.admitted)
        return;
    for (;;) {
        if (dp_first)
            dp_more = dpopt::corun_next(dp_corun, &dp_ticket);
        __syncthreads();
        if (!dp_more)
            break;
        if (dp_ticket.bypass)
            row_squares_dp_block(row, cols, partial, dpopt::corun_block_index(dp_ticket.block, dp_corun), true);
        else
            row_squares_dp_block(row, cols, partial, dpopt::corun_block_index(dp_ticket.block, dp_corun), false);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 29 "tests/corpus/cdp1_rows.cu"

// One thread per row: the row's Euclidean norm.
__global__ void row_norms(const float *m, float *partials, float *norms, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float *part = partials + r * (COLS / CHILD_BLOCK);
        dpopt::corun_launch_device(row_squares_dp_corun, row_squares, row_squares_dp_corun_setting, COLS / CHILD_BLOCK, CHILD_BLOCK, 0, 0, m + r * COLS, COLS, part);
        cudaDeviceSynchronize(); // CDP1: wait for this row's child grid
        float s = 0.0f;
        for (int b = 0; b < COLS / CHILD_BLOCK; b++)
            s += part[b];
        norms[r] = sqrtf(s);
    }
}

int main(void)
{
    const int rows = 1024;
    static float h_m[rows * COLS], h_norms[rows];
    for (int i = 0; i < rows * COLS; i++)
        h_m[i] = (float)((i * 7919) % 1000) / 1000.0f - 0.5f;
    float *m, *partials, *norms;
    cudaMalloc(&m, sizeof h_m);
    cudaMalloc(&partials, rows * (COLS / CHILD_BLOCK) * sizeof(float));
    cudaMalloc(&norms, sizeof h_norms);
    cudaMemcpy(m, h_m, sizeof h_m, cudaMemcpyHostToDevice);
    dpopt::corun_set_device(row_squares_dp_corun_setting, "row_squares");
#line 56 "tests/corpus/cdp1_rows.cu"
    row_norms<<<(rows + 127) / 128, 128>>>(m, partials, norms, rows);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_norms, norms, sizeof h_norms, cudaMemcpyDeviceToHost);
    int bad = -1;
    for (int r = 0; r < rows && bad < 0; r++) {
        double s = 0.0;
        for (int c = 0; c < COLS; c++)
            s += (double)h_m[r * COLS + c] * h_m[r * COLS + c];
        if (fabs(sqrt(s) - h_norms[r]) > 1e-3 * sqrt(s) + 1e-6)
            bad = r;
    }
    if (err != cudaSuccess || bad >= 0)
        printf("cdp1_rows: %s, row %d wrong\n", cudaGetErrorString(err), bad);
    else
        printf("cdp1_rows: verified\n");
    cudaFree(m);
    cudaFree(partials);
    cudaFree(norms);
    return 0;
}
