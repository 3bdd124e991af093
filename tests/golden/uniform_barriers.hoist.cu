// uniform_barriers.cu - children with __syncthreads inside a block-uniform
// loop and a block-uniform if, launched with blocks of 512 threads by parents
// running blocks of 128: launch removal runs them in thread loops split at
// those barriers (T3: each parent thread stands in for four child threads).
// A second child has a barrier under a condition dpopt cannot prove the same
// in every thread: T4 refuses it, T3 keeps real threads for it.
#include <climits>
#include <cstdio>
#include <cuda_runtime.h>

#define CHILD_BLOCK 512
#define TILE 64

// The sum (and, when asked, the maximum) of each 512-element tile of a
// segment: shared-memory tree reductions.
__global__ void tile_stats(const int *in, int *sums, int *maxes, int len, int want_max)
{
    __shared__ int sh[CHILD_BLOCK];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    sh[t] = i < len ? in[i] : 0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0)
        sums[blockIdx.x] = sh[0];
    if (want_max) {
        __syncthreads(); // thread 0 has read the sum before sh is reused
        sh[t] = i < len ? in[i] : INT_MIN;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (t < s)
                sh[t] = max(sh[t], sh[t + s]);
            __syncthreads();
        }
        if (t == 0)
            maxes[blockIdx.x] = sh[0];
    }
}

// Doubles a tile when its first element is positive. Every thread sees the
// same tile[0], but dpopt cannot prove it: the barrier under that condition
// keeps T4 away.
__global__ void double_positive_tiles(int *data, int len)
{
    __shared__ int tile[TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < len ? data[i] : 0;
    __syncthreads();
    if (tile[0] > 0) {
        __syncthreads();
        if (i < len)
            data[i] = 2 * tile[threadIdx.x];
    }
}

__global__ void segments(const int *in, int *data, int *sums, int *maxes, int seg_len, int tiles, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n) {
        tile_stats<<<tiles, CHILD_BLOCK>>>(in + s * seg_len, sums + s * tiles, maxes + s * tiles, seg_len, s % 2);
        double_positive_tiles<<<(seg_len + TILE - 1) / TILE, TILE>>>(data + s * seg_len, seg_len);
    }
}

int main(void)
{
    const int n = 256, seg_len = 1500, tiles = (seg_len + CHILD_BLOCK - 1) / CHILD_BLOCK;
    static int h_in[n * seg_len], h_data[n * seg_len], h_sums[n * tiles], h_maxes[n * tiles];
    for (int i = 0; i < n * seg_len; i++)
        h_in[i] = (i * 7919) % 2001 - 1000;
    int *in, *data, *sums, *maxes;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&data, sizeof h_data);
    cudaMalloc(&sums, sizeof h_sums);
    cudaMalloc(&maxes, sizeof h_maxes);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemcpy(data, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(maxes, 0, sizeof h_maxes);
    segments<<<n / 128, 128>>>(in, data, sums, maxes, seg_len, tiles, n);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_data, data, sizeof h_data, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_sums, sums, sizeof h_sums, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_maxes, maxes, sizeof h_maxes, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int s = 0; s < n; s++)
        for (int b = 0; b < tiles; b++) {
            int sum = 0, most = INT_MIN;
            for (int i = b * CHILD_BLOCK; i < (b + 1) * CHILD_BLOCK && i < seg_len; i++) {
                sum += h_in[s * seg_len + i];
                most = h_in[s * seg_len + i] > most ? h_in[s * seg_len + i] : most;
            }
            bad += h_sums[s * tiles + b] != sum || h_maxes[s * tiles + b] != (s % 2 ? most : 0);
        }
    for (int i = 0; i < n * seg_len; i++)
        bad += h_data[i] != (h_in[i - (i % seg_len) % TILE] > 0 ? 2 * h_in[i] : h_in[i]);
    printf("uniform_barriers: %s, %s (%d wrong)\n", cudaGetErrorString(err), bad ? "FAIL" : "PASS", bad);
    cudaFree(in);
    cudaFree(data);
    cudaFree(sums);
    cudaFree(maxes);
    return 0;
}
