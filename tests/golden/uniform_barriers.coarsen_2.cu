#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
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
// dpopt: tile_stats coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void __launch_bounds__(1024) tile_stats_dp_coarse2(const int *in, int *sums, int *maxes, int len, int want_max, dim3 dp_gridDim);

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

// dpopt: tile_stats, each block doing the work of 2 blocks of the grid it was launched with.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) tile_stats_dp_coarse2(const int *in, int *sums, int *maxes, int len, int want_max, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        if (dp_i > 0)
            __syncthreads(); // the block before is done with the shared memory
        // The original body: a return ends this block's share of the work only.
#line 17 "tests/corpus/uniform_barriers.cu"
        [&]() {
            __shared__ int sh[CHILD_BLOCK];
            int t = threadIdx.x;
            int i = dp_blockIdx.x * dp_blockDim.x + t;
            sh[t] = i < len ? in[i] : 0;
            __syncthreads();
            for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
                if (t < s)
                    sh[t] += sh[t + s];
                __syncthreads();
            }
            if (t == 0)
                sums[dp_blockIdx.x] = sh[0];
            if (want_max) {
                __syncthreads(); // thread 0 has read the sum before sh is reused
                sh[t] = i < len ? in[i] : INT_MIN;
                __syncthreads();
                for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
                    if (t < s)
                        sh[t] = max(sh[t], sh[t + s]);
                    __syncthreads();
                }
                if (t == 0)
                    maxes[dp_blockIdx.x] = sh[0];
            }
        }();
    }
}
#line 42 "tests/corpus/uniform_barriers.cu"


// Doubles a tile when its first element is positive. Every thread sees the
// same tile[0], but dpopt cannot prove it: the barrier under that condition
// keeps T4 away.
// dpopt: double_positive_tiles coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void double_positive_tiles_dp_coarse2(int *data, int len, dim3 dp_gridDim);

#line 47 "tests/corpus/uniform_barriers.cu"
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

// dpopt: double_positive_tiles, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void double_positive_tiles_dp_coarse2(int *data, int len, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        if (dp_i > 0)
            __syncthreads(); // the block before is done with the shared memory
        // The original body: a return ends this block's share of the work only.
#line 48 "tests/corpus/uniform_barriers.cu"
        [&]() {
            __shared__ int tile[TILE];
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            tile[threadIdx.x] = i < len ? data[i] : 0;
            __syncthreads();
            if (tile[0] > 0) {
                __syncthreads();
                if (i < len)
                    data[i] = 2 * tile[threadIdx.x];
            }
        }();
    }
}
#line 58 "tests/corpus/uniform_barriers.cu"


__global__ void segments(const int *in, int *data, int *sums, int *maxes, int seg_len, int tiles, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n) {
        {
            // dpopt: tile_stats<<<tiles, CHILD_BLOCK>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = tiles, dp_block = CHILD_BLOCK;
            tile_stats_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(in + s * seg_len, sums + s * tiles, maxes + s * tiles, seg_len, s % 2, dp_grid);
        }
#line 65 "tests/corpus/uniform_barriers.cu"
        {
            // dpopt: double_positive_tiles<<<(seg_len + TILE - 1) / TILE, TILE>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (seg_len + TILE - 1) / TILE, dp_block = TILE;
            double_positive_tiles_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(data + s * seg_len, seg_len, dp_grid);
        }
#line 66 "tests/corpus/uniform_barriers.cu"
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
