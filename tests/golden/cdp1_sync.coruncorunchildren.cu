#include <dpopt/dpopt.cuh>
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

// dpopt: sum_child's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting sum_child_dp_corun_setting;

#line 12 "tests/corpus/cdp1_sync.cu"
// Child: one block sums one segment of the input into partial[blockIdx.x].
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

// dpopt: sum_child's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void sum_child_dp_block(const int *in, int n, int *partial, const dim3 dp_blockIdx)
{
    __shared__ int buf[BLOCK];
    int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = (i < n) ? in[i] : 0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[dp_blockIdx.x] = buf[0];
}

// dpopt: sum_child, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void sum_child_dp_corun(dpopt::CorunState *dp_corun, const int *in, int n, int *partial)
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
        sum_child_dp_block(in, n, partial, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 27 "tests/corpus/cdp1_sync.cu"

// Parent: one thread per row; it sums its row with a child grid, waits for
// the child, then adds up the child's partial sums itself.
__global__ void row_sums(const int *matrix, int rows, int cols, int *partial, int *row_sum)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < rows) {
        int blocks = (cols + BLOCK - 1) / BLOCK;
        int *my_partial = partial + row * blocks;
        dpopt::corun_launch_device(sum_child_dp_corun, sum_child, sum_child_dp_corun_setting, blocks, BLOCK, 0, 0, matrix + row * cols, cols, my_partial);
        cudaDeviceSynchronize();        // CDP1: wait for the child grid
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
    dpopt::corun_set_device(sum_child_dp_corun_setting, "sum_child");
#line 57 "tests/corpus/cdp1_sync.cu"
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
