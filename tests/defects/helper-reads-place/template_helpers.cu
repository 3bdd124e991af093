// Helpers that read the place written as function templates: a block
// reduction over any type (shared memory, barriers), and an index helper
// whose template argument is a number, called with it written out. Each
// row's child sums the row; prints PASS when every sum is the host's.
#include <cstdio>
#include <cstdlib>

#define BS 128

template <typename T>
__device__ T block_sum(T v)
{
    __shared__ T part[BS];
    part[threadIdx.x] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    T total = part[0];
    __syncthreads();
    return total;
}

template <int STRIDE>
__device__ int first_index()
{
    return (blockIdx.x * blockDim.x + threadIdx.x) * STRIDE;
}

// out[row] += the sum of the row's entries (every second one counted twice
// over, through first_index<2>'s stride: a[i] + a[i + 1]).
__global__ void row_sum(const int *a, int *out, int row, int len)
{
    int i = first_index<2>();
    int v = i < len ? a[row * 4096 + i] + (i + 1 < len ? a[row * 4096 + i + 1] : 0) : 0;
    int total = block_sum(v);
    if (threadIdx.x == 0)
        atomicAdd(&out[row], total);
}

__global__ void rows(const int *a, int *out, const int *lens, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n && lens[r] > 0)
        row_sum<<<(lens[r] + 2 * BS - 1) / (2 * BS), BS>>>(a, out, r, lens[r]);
}

int main()
{
    const int n = 500, cols = 4096;
    int *ha = (int *)malloc(sizeof(int) * n * cols), *hl = (int *)malloc(sizeof(int) * n);
    long long *want = (long long *)calloc(n, sizeof(long long));
    for (int r = 0; r < n; r++) {
        hl[r] = (r * 97) % cols;
        for (int c = 0; c < cols; c++) {
            ha[r * cols + c] = (r + 3 * c) % 17 - 8;
            if (c < hl[r])
                want[r] += ha[r * cols + c];
        }
    }
    int *a, *out, *lens;
    cudaMalloc(&a, sizeof(int) * n * cols);
    cudaMalloc(&out, sizeof(int) * n);
    cudaMalloc(&lens, sizeof(int) * n);
    cudaMemcpy(a, ha, sizeof(int) * n * cols, cudaMemcpyHostToDevice);
    cudaMemcpy(lens, hl, sizeof(int) * n, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof(int) * n);
    rows<<<(n + 63) / 64, 64>>>(a, out, lens, n);
    cudaError_t err = cudaDeviceSynchronize();
    int *got = (int *)malloc(sizeof(int) * n);
    cudaMemcpy(got, out, sizeof(int) * n, cudaMemcpyDeviceToHost);
    int bad = err != cudaSuccess;
    for (int r = 0; r < n; r++)
        bad += got[r] != want[r];
    printf("%s (%d wrong, %s)\n", bad ? "FAIL" : "PASS", bad, cudaGetErrorString(err));
    return bad != 0;
}
