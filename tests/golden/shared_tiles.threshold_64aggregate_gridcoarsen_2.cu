#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/shared_tiles.cu"
// shared_tiles.cu - launch removal with static shared memory on both sides:
// the parent (blocks of 256) stages a 19 KB tile and 1 KB of per-thread keys
// in __shared__ arrays, and the threads whose key is a multiple of 3 each
// launch a child grid of 1 to 8 blocks of 128 threads, asynchronously (only
// the host waits). Each child block fills its own 19.5 KB __shared__ scratch
// array, sums it into 0.5 KB of __shared__ partial sums, reduces those with
// barriers in a block-uniform loop and adds the result into its launcher's
// output with an atomic, so the output is deterministic.
// Removing the launches puts both arrays in one kernel: 40 KB of static
// shared memory, under the 48 KB limit. main checks against the CPU.
#include <cstdio>
#include <cuda_runtime.h>

#define PARENT_BLOCK 256
#define CHILD_BLOCK 128
#define TILE_INTS 4864     // 19 KB: 19 values per parent thread
#define SCRATCH_INTS 4992  // 19.5 KB: 39 values per child thread (+ 0.5 KB of partial sums)
#define PARENT_BLOCKS 4

// Adds to *result a weighted window of 'in' starting at 'key', one
// SCRATCH_INTS-long window per block, reduced in shared memory (each partial
// sum is stored before the next barrier: no local lives across one).
// dpopt: window_sum as launched from tile_parent (line 62), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct window_sum_dp_grid_args {
    int key;
    int *result;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct window_sum_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *in;
    int n_in;
    int key;
    int *result;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of tile_parent runs at a time).
static __device__ dpopt::GridState window_sum_dp_grid_coarse2_state;

__global__ void window_sum_dp_grid_coarse2(unsigned char *dp_batch, const int *in, int n_in);

// dpopt: window_sum run by a single thread, where a launch of it is below the threshold.
__device__ void window_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int n_in, int key, int *result);

#line 23 "tests/corpus/shared_tiles.cu"
__global__ void window_sum(const int *in, int n_in, int key, int *result)
{
    __shared__ int scratch[SCRATCH_INTS];
    __shared__ int partials[CHILD_BLOCK];
    int t = threadIdx.x;
    for (int k = t; k < SCRATCH_INTS; k += blockDim.x)
        scratch[k] = in[(key + blockIdx.x * SCRATCH_INTS + k) % n_in] * (1 + k % 3);
    __syncthreads();
    int per = SCRATCH_INTS / blockDim.x, partial = 0;
    for (int k = 0; k < per; k++) // values written by other threads
        partial += scratch[t * per + k];
    partials[t] = partial;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            partials[t] += partials[t + s];
        __syncthreads();
    }
    if (t == 0)
        atomicAdd(result, partials[0]);
}

// dpopt: window_sum fused across the launches of one grid of tile_parent.
__global__ void window_sum_dp_grid_coarse2(unsigned char *dp_batch, const int *in, int n_in)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Each block does the work of 2 consecutive blocks of the fused grid, one after another.
    // (Read before any of them enters the batch, which lives until the last has.)
    const unsigned int dp_fused_blocks = dpopt::batch_total_blocks(dp_batch);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        const unsigned long long dp_at = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_at >= dp_fused_blocks)
            break;
        const unsigned int dp_vb = (unsigned int)dp_at;
        // Which parent launch this block belongs to, and that launch's arguments.
        // (batch_enter_block starts with a barrier: the block before is done with shared memory.)
        window_sum_dp_grid_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        int key = dp_record.key;
        int *result = dp_record.result;
        const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
        const dim3 dp_blockDim = blockDim;
#line 24 "tests/corpus/shared_tiles.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            __shared__ int scratch[SCRATCH_INTS];
            __shared__ int partials[CHILD_BLOCK];
            int t = threadIdx.x;
            for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
                scratch[k] = in[(key + dp_blockIdx.x * SCRATCH_INTS + k) % n_in] * (1 + k % 3);
            __syncthreads();
            int per = SCRATCH_INTS / dp_blockDim.x, partial = 0;
            for (int k = 0; k < per; k++) // values written by other threads
                partial += scratch[t * per + k];
            partials[t] = partial;
            __syncthreads();
            for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
                if (t < s)
                    partials[t] += partials[t + s];
                __syncthreads();
            }
            if (t == 0)
                atomicAdd(result, partials[0]);
        }();
    }
}


// dpopt: window_sum, every thread of one of its blocks run in turn by the calling thread.
__device__ void window_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int n_in, int key, int *result)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int scratch[SCRATCH_INTS]; // the block's shared memory: this thread's own now
    int partials[CHILD_BLOCK]; // the block's shared memory: this thread's own now
    // every child thread in turn: lines 27-29
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
            int t = dp_threadIdx.x;
            for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
                scratch[k] = in[(key + dp_blockIdx.x * SCRATCH_INTS + k) % n_in] * (1 + k % 3);
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    // every child thread in turn: lines 31-34
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 31 "tests/corpus/shared_tiles.cu"
            int per = SCRATCH_INTS / dp_blockDim.x, partial = 0;
            for (int k = 0; k < per; k++) // values written by other threads
                partial += scratch[t * per + k];
            partials[t] = partial;
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    // line 36: a loop the same in every child thread: run once for the whole child block, its body split at its barriers
    for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
        // every child thread in turn: lines 37-38
        for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 37 "tests/corpus/shared_tiles.cu"
                if (t < s)
                    partials[t] += partials[t + s];
            }();
        }
        // __syncthreads(): every thread above has finished before any below starts
    }
    // every child thread in turn: lines 41-42
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 41 "tests/corpus/shared_tiles.cu"
            if (t == 0)
                atomicAdd(result, partials[0]);
        }();
    }
}
#line 43 "tests/corpus/shared_tiles.cu"


// One key per thread, from its slice of the block's tile and its
// neighbour's; a multiple of 3 launches a child, anything else is the output.
__global__ void tile_parent(const int *in, int n_in, int *out)
{
    window_sum_dp_grid_launch dp_pending_0 = {}; // the launch at line 62, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 49 "tests/corpus/shared_tiles.cu"
        __shared__ int tile[TILE_INTS];
        __shared__ int keys[PARENT_BLOCK];
        int t = threadIdx.x, gid = blockIdx.x * blockDim.x + t;
        for (int k = t; k < TILE_INTS; k += blockDim.x)
            tile[k] = in[blockIdx.x * TILE_INTS + k];
        __syncthreads();
        int per = TILE_INTS / blockDim.x, key = 0;
        for (int k = 0; k < per; k++) // loaded by other threads
            key += tile[t * per + k];
        keys[t] = key;
        __syncthreads();
        key += keys[(t + 1) % blockDim.x];
        if (key % 3 == 0)
            {
                // dpopt: window_sum<<<1 + key % 8, CHILD_BLOCK>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
                const dim3 dp_grid = 1 + key % 8, dp_block = CHILD_BLOCK;
                auto dp_arg0 = in;
                auto dp_arg1 = n_in;
                auto dp_arg2 = key;
                auto dp_arg3 = &out[gid];
                if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                    // dpopt: window_sum<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = dp_grid;
                    dp_pending_0.dp_block = dp_block;
                    dp_pending_0.in = dp_arg0;
                    dp_pending_0.n_in = dp_arg1;
                    dp_pending_0.key = dp_arg2;
                    dp_pending_0.result = dp_arg3;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                } else {
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    if (dpopt::launch_config_valid(dp_grid, dp_block))
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                            window_sum_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
                }
            }
#line 63 "tests/corpus/shared_tiles.cu"
        else
            out[gid] = key;
    }();
    {
        // dpopt: the grid's launches of window_sum from line 62, fused into one launch
        window_sum_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<window_sum_dp_grid_args, window_sum_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &window_sum_dp_grid_coarse2_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                window_sum_dp_grid_args dp_record = {};
                dp_record.key = dp_pending_0.key;
                dp_record.result = dp_pending_0.result;
                dp_record.dp_grid_x = dp_pending_0.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    window_sum_dp_grid_launch *dp_first_launch = dpopt::batch_first<window_sum_dp_grid_launch, window_sum_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->in = dp_pending_0.in;
                    dp_first_launch->n_in = dp_pending_0.n_in;
                    dp_first_launch->key = dp_pending_0.key;
                    dp_first_launch->result = dp_pending_0.result;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                window_sum<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.n_in, dp_pending_0.key, dp_pending_0.result);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &window_sum_dp_grid_coarse2_state)) {
            dp_first = dpopt::batch_first<window_sum_dp_grid_launch, window_sum_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                window_sum_dp_grid_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).in, (*dp_first).n_in);
            });
            dpopt::grid_batch_reset(&window_sum_dp_grid_coarse2_state);
        }
    }
}
#line 66 "tests/corpus/shared_tiles.cu"

int main(void)
{
    const int n_in = PARENT_BLOCKS * TILE_INTS, n_out = PARENT_BLOCKS * PARENT_BLOCK;
    static int h_in[n_in], h_out[n_out], want[n_out];
    for (int i = 0; i < n_in; i++)
        h_in[i] = (i * 7919) % 1009;
    int *in, *out;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&out, sizeof h_out);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof h_out);
    (dpopt::GridOrderLock(0), tile_parent<<<PARENT_BLOCKS, PARENT_BLOCK>>>(in, n_in, out));
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
    const int per = TILE_INTS / PARENT_BLOCK;
    int bad = 0, launches = 0;
    long long checksum = 0;
    for (int g = 0; g < n_out; g++) {
        int b = g / PARENT_BLOCK, key = 0;
        for (int k = 0; k < per; k++)
            key += h_in[b * TILE_INTS + (g % PARENT_BLOCK) * per + k] +
                   h_in[b * TILE_INTS + ((g + 1) % PARENT_BLOCK) * per + k];
        want[g] = key;
        if (key % 3 == 0) {
            launches++;
            want[g] = 0;
            for (int i = 0; i < (1 + key % 8) * SCRATCH_INTS; i++)
                want[g] += h_in[(key + i) % n_in] * (1 + i % SCRATCH_INTS % 3);
        }
        bad += h_out[g] != want[g];
        checksum += h_out[g];
    }
    printf("shared_tiles: %s (checksum %lld, %d launches, %d wrong, %s)\n", err == cudaSuccess && !bad ? "PASS" : "FAIL",
           checksum, launches, bad, cudaGetErrorString(err));
    cudaFree(in);
    cudaFree(out);
    return err == cudaSuccess && !bad ? 0 : 1;
}
