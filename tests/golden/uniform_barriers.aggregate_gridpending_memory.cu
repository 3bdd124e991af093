#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
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
// dpopt: tile_stats as launched from segments (line 64), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct tile_stats_dp_grid_args {
    const int *in;
    int *sums;
    int *maxes;
    int want_max;
};

struct tile_stats_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *in;
    int *sums;
    int *maxes;
    int len;
    int want_max;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of segments runs at a time).
static __device__ dpopt::GridState tile_stats_dp_grid_state;

__global__ void __launch_bounds__(1024) tile_stats_dp_grid(unsigned char *dp_batch, int len, dim3 dp_grid);

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

// dpopt: tile_stats fused across the launches of one grid of segments.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) tile_stats_dp_grid(unsigned char *dp_batch, int len, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    tile_stats_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    const int *in = dp_record.in;
    int *sums = dp_record.sums;
    int *maxes = dp_record.maxes;
    int want_max = dp_record.want_max;
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 17 "tests/corpus/uniform_barriers.cu"
    {
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
    }
}
#line 42 "tests/corpus/uniform_barriers.cu"


// Doubles a tile when its first element is positive. Every thread sees the
// same tile[0], but dpopt cannot prove it: the barrier under that condition
// keeps T4 away.
// dpopt: double_positive_tiles as launched from segments (line 65), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct double_positive_tiles_dp_grid_args {
    int *data;
};

struct double_positive_tiles_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *data;
    int len;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of segments runs at a time).
static __device__ dpopt::GridState double_positive_tiles_dp_grid_state;

__global__ void double_positive_tiles_dp_grid(unsigned char *dp_batch, int len, dim3 dp_grid);

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

// dpopt: double_positive_tiles fused across the launches of one grid of segments.
__global__ void double_positive_tiles_dp_grid(unsigned char *dp_batch, int len, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    double_positive_tiles_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int *data = dp_record.data;
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 48 "tests/corpus/uniform_barriers.cu"
    {
        __shared__ int tile[TILE];
        int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        tile[threadIdx.x] = i < len ? data[i] : 0;
        __syncthreads();
        if (tile[0] > 0) {
            __syncthreads();
            if (i < len)
                data[i] = 2 * tile[threadIdx.x];
        }
    }
}
#line 58 "tests/corpus/uniform_barriers.cu"


__global__ void segments(const int *in, int *data, int *sums, int *maxes, int seg_len, int tiles, int n)
{
    tile_stats_dp_grid_launch dp_pending_0_record = {}; // the launch at line 64, made at the end of the block
    tile_stats_dp_grid_launch &dp_pending_0 = dpopt::in_local_memory(dp_pending_0_record);
    double_positive_tiles_dp_grid_launch dp_pending_1_record = {}; // the launch at line 65, made at the end of the block
    double_positive_tiles_dp_grid_launch &dp_pending_1 = dpopt::in_local_memory(dp_pending_1_record);
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 62 "tests/corpus/uniform_barriers.cu"
        int s = blockIdx.x * blockDim.x + threadIdx.x;
        if (s < n) {
            {
                // dpopt: tile_stats<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
                // dpopt: double_positive_tiles<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of tile_stats from line 64, fused into one launch
        tile_stats_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<tile_stats_dp_grid_args, tile_stats_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &tile_stats_dp_grid_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                tile_stats_dp_grid_args dp_record = {};
                dp_record.in = dp_pending_0.in;
                dp_record.sums = dp_pending_0.sums;
                dp_record.maxes = dp_pending_0.maxes;
                dp_record.want_max = dp_pending_0.want_max;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    tile_stats_dp_grid_launch *dp_first_launch = dpopt::batch_first<tile_stats_dp_grid_launch, tile_stats_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->in = dp_pending_0.in;
                    dp_first_launch->sums = dp_pending_0.sums;
                    dp_first_launch->maxes = dp_pending_0.maxes;
                    dp_first_launch->len = dp_pending_0.len;
                    dp_first_launch->want_max = dp_pending_0.want_max;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                tile_stats<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.sums, dp_pending_0.maxes, dp_pending_0.len, dp_pending_0.want_max);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &tile_stats_dp_grid_state)) {
            dp_first = dpopt::batch_first<tile_stats_dp_grid_launch, tile_stats_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            tile_stats_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, cudaStreamTailLaunch>>>(dp_batch.data, (*dp_first).len, (*dp_first).dp_grid);
            dpopt::grid_batch_reset(&tile_stats_dp_grid_state);
        }
    }
    {
        // dpopt: the grid's launches of double_positive_tiles from line 65, fused into one launch
        double_positive_tiles_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<double_positive_tiles_dp_grid_args, double_positive_tiles_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &double_positive_tiles_dp_grid_state, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                               dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                double_positive_tiles_dp_grid_args dp_record = {};
                dp_record.data = dp_pending_1.data;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    double_positive_tiles_dp_grid_launch *dp_first_launch = dpopt::batch_first<double_positive_tiles_dp_grid_launch, double_positive_tiles_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->data = dp_pending_1.data;
                    dp_first_launch->len = dp_pending_1.len;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                double_positive_tiles<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.data, dp_pending_1.len);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &double_positive_tiles_dp_grid_state)) {
            dp_first = dpopt::batch_first<double_positive_tiles_dp_grid_launch, double_positive_tiles_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            double_positive_tiles_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, cudaStreamTailLaunch>>>(dp_batch.data, (*dp_first).len, (*dp_first).dp_grid);
            dpopt::grid_batch_reset(&double_positive_tiles_dp_grid_state);
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
    (dpopt::GridOrderLock(0), segments<<<n / 128, 128>>>(in, data, sums, maxes, seg_len, tiles, n));
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
