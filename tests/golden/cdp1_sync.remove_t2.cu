#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "tests/corpus/cdp1_sync.cu"
// cdp1_sync.cu - a CDP1-era program: the parent waits for its child with a
// device-side cudaDeviceSynchronize() and then reads the child's results.
// EXPECTED: this does NOT compile with CUDA 13 for sm_90 (CDP2 removed device-side
// cudaDeviceSynchronize); nvcc 13 reports, at the line of the call:
//   error: calling a __host__ function("cudaDeviceSynchronize") from a
//   __global__ function("row_sums") is not allowed
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 256

// Child: one block sums one segment of the input into partial[blockIdx.x].
// dpopt: sum_child run by a single thread (launch removal, T4).
__device__ void sum_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int n, int *partial);

#line 13 "tests/corpus/cdp1_sync.cu"
__global__ void sum_child(const int *in, int n, int *partial)
{
    __shared__ int buf[BLOCK];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = (i < n) ? in[i] : 0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = buf[0];
}

// dpopt: sum_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void sum_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int n, int *partial)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int buf[BLOCK]; // the block's shared memory: this thread's own now
    // every child thread in turn: lines 16-17
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 16 "tests/corpus/cdp1_sync.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            buf[dp_threadIdx.x] = (i < n) ? in[i] : 0;
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    // line 19: a loop the same in every child thread: run once for the whole child block, its body split at its barriers
    for (int s = dp_blockDim.x / 2; s > 0; s /= 2) {
        // every child thread in turn: lines 20-21
        for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 20 "tests/corpus/cdp1_sync.cu"
                if (dp_threadIdx.x < s)
                    buf[dp_threadIdx.x] += buf[dp_threadIdx.x + s];
            }();
        }
        // __syncthreads(): every thread above has finished before any below starts
    }
    // every child thread in turn: lines 24-25
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 24 "tests/corpus/cdp1_sync.cu"
            if (dp_threadIdx.x == 0)
                partial[dp_blockIdx.x] = buf[0];
        }();
    }
}
#line 26 "tests/corpus/cdp1_sync.cu"


// Parent: one thread per row; it sums its row with a child grid, waits for
// the child, then adds up the child's partial sums itself.
__global__ void row_sums(const int *matrix, int rows, int cols, int *partial, int *row_sum)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < rows) {
        int blocks = (cols + BLOCK - 1) / BLOCK;
        int *my_partial = partial + row * blocks;
        {
            // dpopt: sum_child<<<blocks, BLOCK>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = blocks, dp_block = BLOCK;
            auto dp_arg0 = matrix + row * cols;
            auto dp_arg1 = cols;
            auto dp_arg2 = my_partial;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    sum_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
        }
#line 37 "tests/corpus/cdp1_sync.cu"
        /* dpopt: cudaDeviceSynchronize() removed: this thread's children ran inline */        // CDP1: wait for the child grid
        int sum = 0;
        for (int b = 0; b < blocks; b++)
            sum += my_partial[b];
        row_sum[row] = sum;
    }
}

int main(void)
{
    const int rows = 32, cols = 4096;
    const int blocks = (cols + BLOCK - 1) / BLOCK;
    int *matrix, *partial, *row_sum;
    cudaMalloc(&matrix, rows * cols * sizeof(int));
    cudaMalloc(&partial, rows * blocks * sizeof(int));
    cudaMalloc(&row_sum, rows * sizeof(int));
    static int h_matrix[rows * cols];
    for (int i = 0; i < rows * cols; i++)
        h_matrix[i] = (i * 7919) % 1000 - 500;
    cudaMemcpy(matrix, h_matrix, sizeof h_matrix, cudaMemcpyHostToDevice);
    row_sums<<<1, rows>>>(matrix, rows, cols, partial, row_sum);
    cudaError_t err = cudaDeviceSynchronize();

    int h_row_sum[rows];
    cudaMemcpy(h_row_sum, row_sum, sizeof(h_row_sum), cudaMemcpyDeviceToHost);
    int bad = -1;
    for (int r = 0; r < rows && bad < 0; r++) {
        int sum = 0;
        for (int c = 0; c < cols; c++)
            sum += h_matrix[r * cols + c];
        if (sum != h_row_sum[r])
            bad = r;
    }
    if (err != cudaSuccess || bad >= 0)
        printf("cdp1_sync: %s, row %d wrong\n", cudaGetErrorString(err), bad);
    else
        printf("cdp1_sync: verified\n");
    cudaFree(matrix); cudaFree(partial); cudaFree(row_sum);
    return 0;
}
