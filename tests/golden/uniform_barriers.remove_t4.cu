#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "tests/corpus/uniform_barriers.cu"
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
// dpopt: tile_stats run by a single thread (launch removal, T4).
__device__ void tile_stats_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *sums, int *maxes, int len, int want_max);

#line 16 "tests/corpus/uniform_barriers.cu"
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

// dpopt: tile_stats, every thread of one of its blocks run in turn by the calling thread.
__device__ void tile_stats_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *sums, int *maxes, int len, int want_max)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int sh[CHILD_BLOCK]; // the block's shared memory: this thread's own now
    // every child thread in turn: lines 19-21
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
            int t = dp_threadIdx.x;
            int i = dp_blockIdx.x * dp_blockDim.x + t;
            sh[t] = i < len ? in[i] : 0;
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    // line 23: a loop the same in every child thread: run once for the whole child block, its body split at its barriers
    for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
        // every child thread in turn: lines 24-25
        for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 24 "tests/corpus/uniform_barriers.cu"
                if (t < s)
                    sh[t] += sh[t + s];
            }();
        }
        // __syncthreads(): every thread above has finished before any below starts
    }
    // every child thread in turn: lines 28-29
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 28 "tests/corpus/uniform_barriers.cu"
            if (t == 0)
                sums[dp_blockIdx.x] = sh[0];
        }();
    }
    // line 30: a condition the same in every child thread: tested once for the whole child block
    if (want_max) {
        // __syncthreads(): every thread above has finished before any below starts
        // every child thread in turn: line 32
        for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
                int i = dp_blockIdx.x * dp_blockDim.x + t; // again, from an earlier thread loop
#line 32 "tests/corpus/uniform_barriers.cu"
                sh[t] = i < len ? in[i] : INT_MIN;
            }();
        }
        // __syncthreads(): every thread above has finished before any below starts
        // line 34: a loop the same in every child thread: run once for the whole child block, its body split at its barriers
        for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
            // every child thread in turn: lines 35-36
            for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
                const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
                [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
                    int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 35 "tests/corpus/uniform_barriers.cu"
                    if (t < s)
                        sh[t] = max(sh[t], sh[t + s]);
                }();
            }
            // __syncthreads(): every thread above has finished before any below starts
        }
        // every child thread in turn: lines 39-40
        for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 39 "tests/corpus/uniform_barriers.cu"
                if (t == 0)
                    maxes[dp_blockIdx.x] = sh[0];
            }();
        }
    }
}
#line 42 "tests/corpus/uniform_barriers.cu"


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
        {
            // dpopt: tile_stats<<<tiles, CHILD_BLOCK>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = tiles, dp_block = CHILD_BLOCK;
            auto dp_arg0 = in + s * seg_len;
            auto dp_arg1 = sums + s * tiles;
            auto dp_arg2 = maxes + s * tiles;
            auto dp_arg3 = seg_len;
            auto dp_arg4 = s % 2;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    tile_stats_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4);
        }
#line 65 "tests/corpus/uniform_barriers.cu"
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
