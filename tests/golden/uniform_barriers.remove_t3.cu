#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
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
// dpopt: tile_stats run by the launching block (launch removal, T3).
struct tile_stats_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *in;
    int *sums;
    int *maxes;
    int len;
    int want_max;
    bool dp_active;
};

__device__ void tile_stats_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *sums, int *maxes, int len, int want_max);

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

// dpopt: one block of tile_stats, run by the calling block's threads.
__device__ void tile_stats_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *sums, int *maxes, int len, int want_max)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    __shared__ int sh[CHILD_BLOCK]; // the child block's shared memory, whichever way it runs
    if (dpopt::block_can_stand_in(dp_blockDim)) {
        // A thread of this block for each child thread (whole warps): the child's
        // __syncthreads() become barriers over those threads alone.
        const unsigned int dp_t = dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 17 "tests/corpus/uniform_barriers.cu"
            [&]() {
                // (the child's __shared__ declaration, made above for the block)
                int t = dp_threadIdx.x;
                int i = dp_blockIdx.x * dp_blockDim.x + t;
                sh[t] = i < len ? in[i] : 0;
                dpopt::child_barrier(dp_threads);
                for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
                    if (t < s)
                        sh[t] += sh[t + s];
                    dpopt::child_barrier(dp_threads);
                }
                if (t == 0)
                    sums[dp_blockIdx.x] = sh[0];
                if (want_max) {
                    dpopt::child_barrier(dp_threads); // thread 0 has read the sum before sh is reused
                    sh[t] = i < len ? in[i] : INT_MIN;
                    dpopt::child_barrier(dp_threads);
                    for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
                        if (t < s)
                            sh[t] = max(sh[t], sh[t + s]);
                        dpopt::child_barrier(dp_threads);
                    }
                    if (t == 0)
                        maxes[dp_blockIdx.x] = sh[0];
                }
            }();
        return;
    }
    // More child threads than this block has (or not whole warps): each thread of
    // the block runs child threads rank, rank + block size, ..., in thread loops
    // split at the child's barriers, the block meeting at a __syncthreads() between.
    // this thread's child threads: lines 19-21
    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
            int t = dp_threadIdx.x;
            int i = dp_blockIdx.x * dp_blockDim.x + t;
            sh[t] = i < len ? in[i] : 0;
        }();
    }
    __syncthreads(); // the child's barrier (line 22): all its threads are done with the code above
    // line 23: a loop the same in every child thread: every thread of this block runs it alike, its body split at its barriers
    for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
        // this thread's child threads: lines 24-25
        for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 24 "tests/corpus/uniform_barriers.cu"
                if (t < s)
                    sh[t] += sh[t + s];
            }();
        }
        __syncthreads(); // the child's barrier (line 26): all its threads are done with the code above
    }
    // this thread's child threads: lines 28-29
    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 28 "tests/corpus/uniform_barriers.cu"
            if (t == 0)
                sums[dp_blockIdx.x] = sh[0];
        }();
    }
    // line 30: a condition the same in every child thread: every thread of this block tests it alike
    if (want_max) {
        __syncthreads(); // the child's barrier (line 31): all its threads are done with the code above
        // this thread's child threads: line 32
        for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
                int i = dp_blockIdx.x * dp_blockDim.x + t; // again, from an earlier thread loop
#line 32 "tests/corpus/uniform_barriers.cu"
                sh[t] = i < len ? in[i] : INT_MIN;
            }();
        }
        __syncthreads(); // the child's barrier (line 33): all its threads are done with the code above
        // line 34: a loop the same in every child thread: every thread of this block runs it alike, its body split at its barriers
        for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
            // this thread's child threads: lines 35-36
            for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
                const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
                [&]() {
#line 19 "tests/corpus/uniform_barriers.cu"
                    int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 35 "tests/corpus/uniform_barriers.cu"
                    if (t < s)
                        sh[t] = max(sh[t], sh[t + s]);
                }();
            }
            __syncthreads(); // the child's barrier (line 37): all its threads are done with the code above
        }
        // this thread's child threads: lines 39-40
        for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
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
// dpopt: double_positive_tiles run by the launching block (launch removal, T3).
struct double_positive_tiles_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *data;
    int len;
    bool dp_active;
};

__device__ void double_positive_tiles_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *data, int len);

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

// dpopt: one block of double_positive_tiles, run by the calling block's threads.
__device__ void double_positive_tiles_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *data, int len)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 48 "tests/corpus/uniform_barriers.cu"
            [&]() {
                __shared__ int tile[TILE];
                int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                tile[dp_threadIdx.x] = i < len ? data[i] : 0;
                dpopt::child_barrier(dp_threads);
                if (tile[0] > 0) {
                    dpopt::child_barrier(dp_threads);
                    if (i < len)
                        data[i] = 2 * tile[dp_threadIdx.x];
                }
            }();
    }
}
#line 58 "tests/corpus/uniform_barriers.cu"


__global__ void segments(const int *in, int *data, int *sums, int *maxes, int seg_len, int tiles, int n)
{
    tile_stats_dp_removed_launch dp_pending_0 = {}; // the launch at line 64, made at the end of the block
    double_positive_tiles_dp_removed_launch dp_pending_1 = {}; // the launch at line 65, made at the end of the block
    bool dp_launched_as_written = false; // a launch into the NULL stream made as written: later ones follow it
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 62 "tests/corpus/uniform_barriers.cu"
        int s = blockIdx.x * blockDim.x + threadIdx.x;
        if (s < n) {
            {
                // dpopt: tile_stats<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_0.dp_grid = tiles;
                dp_pending_0.dp_block = CHILD_BLOCK;
                dp_pending_0.in = in + s * seg_len;
                dp_pending_0.sums = sums + s * tiles;
                dp_pending_0.maxes = maxes + s * tiles;
                dp_pending_0.len = seg_len;
                dp_pending_0.want_max = s % 2;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 65 "tests/corpus/uniform_barriers.cu"
            {
                // dpopt: double_positive_tiles<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_1.dp_grid = (seg_len + TILE - 1) / TILE;
                dp_pending_1.dp_block = TILE;
                dp_pending_1.data = data + s * seg_len;
                dp_pending_1.len = seg_len;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 66 "tests/corpus/uniform_barriers.cu"
        }
    }();
    {
        // dpopt: the block's launches of tile_stats from line 64, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<tile_stats_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            // Any child block fits: one larger than this block runs in thread loops split at its barriers.
            // Made as written after an earlier launch of this thread that was: the NULL stream's order.
            if (dp_launched_as_written || !dp_batch.data) {
                tile_stats<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.sums, dp_pending_0.maxes, dp_pending_0.len, dp_pending_0.want_max);
                dp_launched_as_written = true;
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const tile_stats_dp_removed_launch dp_l = dpopt::batch_slots<tile_stats_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    tile_stats_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.sums, dp_l.maxes, dp_l.len, dp_l.want_max);
                    __syncthreads(); // the next child block reuses its shared memory
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
    {
        // dpopt: the block's launches of double_positive_tiles from line 65, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, 1u, dp_pending_1.dp_block, dpopt::batch_options<double_positive_tiles_dp_removed_launch>());
        if (dp_pending_1.dp_active) {
            // Made as written after an earlier launch of this thread that was: the NULL stream's order.
            // The child's barriers need its threads in whole warps, no more than the block's.
            if (dp_launched_as_written || !dp_batch.data || !dpopt::block_can_stand_in(dp_pending_1.dp_block)) {
                double_positive_tiles<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.data, dp_pending_1.len);
                dp_launched_as_written = true;
                dp_pending_1.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_1);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const double_positive_tiles_dp_removed_launch dp_l = dpopt::batch_slots<double_positive_tiles_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    double_positive_tiles_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.len);
                    __syncthreads(); // the next child block reuses its shared memory
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}
#line 68 "tests/corpus/uniform_barriers.cu"

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
