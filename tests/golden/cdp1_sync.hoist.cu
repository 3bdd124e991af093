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

// Parent: one thread per row; it sums its row with a child grid, waits for
// the child, then adds up the child's partial sums itself.
__global__ void row_sums(const int *matrix, int rows, int cols, int *partial, int *row_sum)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < rows) {
        int blocks = (cols + BLOCK - 1) / BLOCK;
        int *my_partial = partial + row * blocks;
        sum_child<<<blocks, BLOCK>>>(matrix + row * cols, cols, my_partial);
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
