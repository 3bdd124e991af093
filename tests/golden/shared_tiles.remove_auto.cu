#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
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
// dpopt: the shared memory of window_sum as one struct, which launch removal places
// beside or over the other side's (Free Launch 2.3).
struct window_sum_dp_shared {
    int scratch[SCRATCH_INTS];
    int partials[CHILD_BLOCK];
};

// dpopt: window_sum run by the launching block (launch removal, T3).
struct window_sum_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *in;
    int n_in;
    int key;
    int *result;
    bool dp_active;
};

__device__ void window_sum_dp_t3(window_sum_dp_shared &dp_shared, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int n_in, int key, int *result);

// dpopt: window_sum run by a single thread (launch removal, T4).
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

// dpopt: one block of window_sum, run by the calling block's threads.
__device__ void window_sum_dp_t3(window_sum_dp_shared &dp_shared, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int n_in, int key, int *result)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    auto &scratch = dp_shared.scratch; /* dpopt: placed shared memory */
    auto &partials = dp_shared.partials; /* dpopt: placed shared memory */
    if (dpopt::block_can_stand_in(dp_blockDim)) {
        // A thread of this block for each child thread (whole warps): the child's
        // __syncthreads() become barriers over those threads alone.
        const unsigned int dp_t = dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 24 "tests/corpus/shared_tiles.cu"
            [&]() {
                // (the child's __shared__ declaration, made above for the block)
                // (the child's __shared__ declaration, made above for the block)
                int t = dp_threadIdx.x;
                for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
                    scratch[k] = in[(key + dp_blockIdx.x * SCRATCH_INTS + k) % n_in] * (1 + k % 3);
                dpopt::child_barrier(dp_threads);
                int per = SCRATCH_INTS / dp_blockDim.x, partial = 0;
                for (int k = 0; k < per; k++) // values written by other threads
                    partial += scratch[t * per + k];
                partials[t] = partial;
                dpopt::child_barrier(dp_threads);
                for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
                    if (t < s)
                        partials[t] += partials[t + s];
                    dpopt::child_barrier(dp_threads);
                }
                if (t == 0)
                    atomicAdd(result, partials[0]);
            }();
        return;
    }
    // More child threads than this block has (or not whole warps): each thread of
    // the block runs child threads rank, rank + block size, ..., in thread loops
    // split at the child's barriers, the block meeting at a __syncthreads() between.
    // this thread's child threads: lines 27-29
    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
            int t = dp_threadIdx.x;
            for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
                scratch[k] = in[(key + dp_blockIdx.x * SCRATCH_INTS + k) % n_in] * (1 + k % 3);
        }();
    }
    __syncthreads(); // the child's barrier (line 30): all its threads are done with the code above
    // this thread's child threads: lines 31-34
    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
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
    __syncthreads(); // the child's barrier (line 35): all its threads are done with the code above
    // line 36: a loop the same in every child thread: every thread of this block runs it alike, its body split at its barriers
    for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
        // this thread's child threads: lines 37-38
        for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 37 "tests/corpus/shared_tiles.cu"
                if (t < s)
                    partials[t] += partials[t + s];
            }();
        }
        __syncthreads(); // the child's barrier (line 39): all its threads are done with the code above
    }
    // this thread's child threads: lines 41-42
    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
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
// dpopt: the shared memory of tile_parent as one struct, which launch removal places
// beside or over the other side's (Free Launch 2.3).
struct tile_parent_dp_shared {
    int tile[TILE_INTS];
    int keys[PARENT_BLOCK];
};

// dpopt: what launches of tile_parent looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats tile_parent_dp_stats;
static __device__ unsigned int tile_parent_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> tile_parent_dp_selector;

#line 47 "tests/corpus/shared_tiles.cu"
__global__ void tile_parent(const int *in, int n_in, int *out)
{
    window_sum_dp_removed_launch dp_pending_0 = {}; // the launch at line 62, made at the end of the block
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
                // dpopt: window_sum<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_0.dp_grid = 1 + key % 8;
                dp_pending_0.dp_block = CHILD_BLOCK;
                dp_pending_0.in = in;
                dp_pending_0.n_in = n_in;
                dp_pending_0.key = key;
                dp_pending_0.result = &out[gid];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 63 "tests/corpus/shared_tiles.cu"
        else
            out[gid] = key;
    }();
    {
        // dpopt: the block's launches of window_sum from line 62, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::launch_stats_note(dp_temp, &tile_parent_dp_stats, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u);
        if (!dpopt::chosen_t3(dp_temp, tile_parent_dp_choice, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                              dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
            dp_pending_0.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                window_sum_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.in, dp_pending_0.n_in, dp_pending_0.key, dp_pending_0.result);
            dp_pending_0.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<window_sum_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            // Any child block fits: one larger than this block runs in thread loops split at its barriers.
            if (!dp_batch.data) {
                window_sum<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.n_in, dp_pending_0.key, dp_pending_0.result);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            __shared__ window_sum_dp_shared dp_child_shared; // the child block's shared memory
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const window_sum_dp_removed_launch dp_l = dpopt::batch_slots<window_sum_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    window_sum_dp_t3(dp_child_shared, dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.n_in, dp_l.key, dp_l.result);
                    __syncthreads(); // the next child block reuses its shared memory
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of tile_parent's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool tile_parent_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 62
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of window_sum at line 62.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const window_sum_dp_removed_launch dp_l = dpopt::free_list_records<window_sum_dp_removed_launch>(dp_list_0)[dp_task.launch];
            window_sum_dp_t3(dpopt::free_child_shared<window_sum_dp_shared>(dp_space), dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.n_in, dp_l.key, dp_l.result);
            __syncthreads(); // the next child block reuses its shared memory
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
    }
    return true;
}

// dpopt: tile_parent with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; tile_parent_dp_free_round runs them.
__global__ void tile_parent_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, const int *in, int n_in, int *out)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 62
    tile_parent_dp_shared &dp_parent_shared = dpopt::free_parent_shared<tile_parent_dp_shared>(); // at the start of
    // the dynamic shared memory; the children's lie beside it or over it (dp_space)
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 48 "tests/corpus/shared_tiles.cu"
        {
            window_sum_dp_removed_launch dp_pending_0 = {}; // the launch at line 62, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                auto &tile = dp_parent_shared.tile; /* dpopt: placed shared memory */
                auto &keys = dp_parent_shared.keys; /* dpopt: placed shared memory */
                int t = threadIdx.x, gid = dp_blockIdx.x * blockDim.x + t;
                for (int k = t; k < TILE_INTS; k += blockDim.x)
                    tile[k] = in[dp_blockIdx.x * TILE_INTS + k];
                __syncthreads();
                int per = TILE_INTS / blockDim.x, key = 0;
                for (int k = 0; k < per; k++) // loaded by other threads
                    key += tile[t * per + k];
                keys[t] = key;
                __syncthreads();
                key += keys[(t + 1) % blockDim.x];
                if (key % 3 == 0)
                    {
                        // dpopt: window_sum<<<...>>> removed (T1 or T2): recorded here, run by the persistent grid
                        dp_pending_0.dp_grid = 1 + key % 8;
                        dp_pending_0.dp_block = CHILD_BLOCK;
                        dp_pending_0.in = in;
                        dp_pending_0.n_in = n_in;
                        dp_pending_0.key = key;
                        dp_pending_0.result = &out[gid];
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    }
                else
                    out[gid] = key;
            }();
            {
                // dpopt: the block's launches of window_sum from line 62, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                if (dp_mode & dpopt::FREE_GATHER) // the host-side selector asked
                    dpopt::launch_stats_note(dp_temp, &tile_parent_dp_stats, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u);
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                if (dp_pending_0.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<window_sum_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    tile_parent_dp_free_round(dp_space, dp_mode);
}
#line 65 "tests/corpus/shared_tiles.cu"

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
    dpopt::launch_free(dpopt::free_call(tile_parent_dp_free, tile_parent)
                           .named("tile_parent")
                           .kept_in(tile_parent_dp_selector, tile_parent_dp_stats, tile_parent_dp_choice)
                           .requesting(dpopt::REQUEST_AUTO)
                           .records({sizeof(window_sum_dp_removed_launch)})
                           .placing(dpopt::FreeShared{sizeof(tile_parent_dp_shared), dpopt::largest_of({sizeof(window_sum_dp_shared)}), false}),
                       PARENT_BLOCKS, PARENT_BLOCK, 0, 0, in, n_in, out); /* dpopt: the launch of tile_parent, with persistent blocks or T3/T4 in place */
#line 79 "tests/corpus/shared_tiles.cu"
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
