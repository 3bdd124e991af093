#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
#line 1 "tests/corpus/cdp1_shared_sync.cu"
// cdp1_shared_sync.cu - a CDP1 program whose parent keeps a 20 KB __shared__
// tile alive across a block-wide device-side cudaDeviceSynchronize(): the
// block fills the tile, the threads whose tile value is 1 mod 4 each launch a
// child of 1 to 4 blocks of 128 threads, every thread then waits for the
// block's children, and reads both its neighbour's slice of the tile and the
// results of its own and its neighbour's children. Each child block fills its
// own 20 KB of __shared__ arrays completely with negative values (the tile
// holds none), reduces them and adds the sum to global memory: if the child's
// arrays overlapped the parent's tile, the parent would read negative values
// after the sync. CUDA 12+ rejects the device-side cudaDeviceSynchronize;
// launch removal must keep 40 KB of shared memory apart. main checks against
// the CPU: PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

#define PARENT_BLOCK 256
#define CHILD_BLOCK 128
#define TILE_INTS 5120    // 20 KB: 20 values per parent thread
#define SCRATCH_INTS 4992 // 19.5 KB: 39 values per child thread (+ 0.5 KB of partial sums)
#define PARENT_BLOCKS 4

// Adds to *result the sum of -1 - in[...] over SCRATCH_INTS values per block.
// dpopt: the shared memory of negative_sum as one struct, which launch removal places
// beside or over the other side's (Free Launch 2.3).
struct negative_sum_dp_shared {
    int scratch[SCRATCH_INTS];
    int partials[CHILD_BLOCK];
};

// dpopt: negative_sum run by the launching block (launch removal, T3).
struct negative_sum_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *in;
    int len;
    int *result;
    bool dp_active;
};

__device__ void negative_sum_dp_t3(negative_sum_dp_shared &dp_shared, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int len, int *result);

// dpopt: negative_sum run by a single thread (launch removal, T4).
__device__ void negative_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int len, int *result);

#line 23 "tests/corpus/cdp1_shared_sync.cu"
__global__ void negative_sum(const int *in, int len, int *result)
{
    __shared__ int scratch[SCRATCH_INTS];
    __shared__ int partials[CHILD_BLOCK];
    int t = threadIdx.x;
    for (int k = t; k < SCRATCH_INTS; k += blockDim.x)
        scratch[k] = -1 - in[(blockIdx.x * SCRATCH_INTS + k) % len];
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

// dpopt: one block of negative_sum, run by the calling block's threads.
__device__ void negative_sum_dp_t3(negative_sum_dp_shared &dp_shared, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int len, int *result)
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
#line 24 "tests/corpus/cdp1_shared_sync.cu"
            [&]() {
                // (the child's __shared__ declaration, made above for the block)
                // (the child's __shared__ declaration, made above for the block)
                int t = dp_threadIdx.x;
                for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
                    scratch[k] = -1 - in[(dp_blockIdx.x * SCRATCH_INTS + k) % len];
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
#line 27 "tests/corpus/cdp1_shared_sync.cu"
            int t = dp_threadIdx.x;
            for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
                scratch[k] = -1 - in[(dp_blockIdx.x * SCRATCH_INTS + k) % len];
        }();
    }
    __syncthreads(); // the child's barrier (line 30): all its threads are done with the code above
    // this thread's child threads: lines 31-34
    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/cdp1_shared_sync.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 31 "tests/corpus/cdp1_shared_sync.cu"
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
#line 27 "tests/corpus/cdp1_shared_sync.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 37 "tests/corpus/cdp1_shared_sync.cu"
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
#line 27 "tests/corpus/cdp1_shared_sync.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 41 "tests/corpus/cdp1_shared_sync.cu"
            if (t == 0)
                atomicAdd(result, partials[0]);
        }();
    }
}


// dpopt: negative_sum, every thread of one of its blocks run in turn by the calling thread.
__device__ void negative_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int len, int *result)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int scratch[SCRATCH_INTS]; // the block's shared memory: this thread's own now
    int partials[CHILD_BLOCK]; // the block's shared memory: this thread's own now
    // every child thread in turn: lines 27-29
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/cdp1_shared_sync.cu"
            int t = dp_threadIdx.x;
            for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
                scratch[k] = -1 - in[(dp_blockIdx.x * SCRATCH_INTS + k) % len];
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    // every child thread in turn: lines 31-34
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/cdp1_shared_sync.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 31 "tests/corpus/cdp1_shared_sync.cu"
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
#line 27 "tests/corpus/cdp1_shared_sync.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 37 "tests/corpus/cdp1_shared_sync.cu"
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
#line 27 "tests/corpus/cdp1_shared_sync.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 41 "tests/corpus/cdp1_shared_sync.cu"
            if (t == 0)
                atomicAdd(result, partials[0]);
        }();
    }
}
#line 43 "tests/corpus/cdp1_shared_sync.cu"


// One output per thread: 3 times its neighbour's slice of the tile, plus
// the results of its own child and its neighbour's (0 where none ran).
// dpopt: the shared memory of tile_and_children as one struct, which launch removal places
// beside or over the other side's (Free Launch 2.3).
struct tile_and_children_dp_shared {
    int tile[TILE_INTS];
};

// dpopt: what launches of tile_and_children looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats tile_and_children_dp_stats;
static __device__ unsigned int tile_and_children_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> tile_and_children_dp_selector;

#line 47 "tests/corpus/cdp1_shared_sync.cu"
__global__ void tile_and_children(const int *in, int n_in, int *child_out, int *out)
{
    negative_sum_dp_removed_launch dp_pending_0 = {}; // the launch at line 56, made at the cudaDeviceSynchronize() after it
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 49 "tests/corpus/cdp1_shared_sync.cu"
        __shared__ int tile[TILE_INTS];
        int t = threadIdx.x, gid = blockIdx.x * blockDim.x + t;
        for (int k = t; k < TILE_INTS; k += blockDim.x)
            tile[k] = in[blockIdx.x * TILE_INTS + k];
        __syncthreads();
        int per = TILE_INTS / blockDim.x, own = tile[t * per];
        if (own % 4 == 1)
            {
                // dpopt: negative_sum<<<...>>> removed (T3): recorded here, run by this block at the next
                // cudaDeviceSynchronize() (which waits for it)
                dp_pending_0.dp_grid = 1 + (own / 4) % 4;
                dp_pending_0.dp_block = CHILD_BLOCK;
                dp_pending_0.in = in + own;
                dp_pending_0.len = n_in - own;
                dp_pending_0.result = &child_out[gid];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 57 "tests/corpus/cdp1_shared_sync.cu"
        __syncthreads();         // every launch of the block is made
        {
            // dpopt: was cudaDeviceSynchronize() (CDP1): the block runs the launches its threads have
            // recorded so far (T3), then waits for all of them; the body then goes on.
            {
                // dpopt: the block's launches of negative_sum from line 56, run by the block itself (T3)
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
                if (!dpopt::block_prefers_t3(dp_temp, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                                             dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
                    dp_pending_0.dp_active) {
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                        negative_sum_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.in, dp_pending_0.len, dp_pending_0.result);
                    dp_pending_0.dp_active = false;
                }
                dpopt::BlockBatch dp_batch;
                dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<negative_sum_dp_removed_launch>());
                if (dp_pending_0.dp_active) {
                    // Any child block fits: one larger than this block runs in thread loops split at its barriers.
                    if (!dp_batch.data) {
                        // a cudaDeviceSynchronize() waits for it: this thread runs it (T4)
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                            negative_sum_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.in, dp_pending_0.len, dp_pending_0.result);
                        dp_pending_0.dp_active = false;
                    }
                    if (dp_batch.data)
                        dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
                }
                dpopt::block_batch_close(&dp_batch);
                if (dp_batch.data) {
                    __shared__ negative_sum_dp_shared dp_child_shared; // the child block's shared memory
                    for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                        const negative_sum_dp_removed_launch dp_l = dpopt::batch_slots<negative_sum_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                        if (!dp_l.dp_active)
                            continue;
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                            negative_sum_dp_t3(dp_child_shared, dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.len, dp_l.result);
                            __syncthreads(); // the next child block reuses its shared memory
                        }
                    }
                    __syncthreads();
                    if (dpopt::block_thread_rank() == 0)
                        dpopt::pool_release();
                }
                dp_pending_0.dp_active = false; // run: a later launch here records afresh
            }
            __syncthreads(); // the children are done: the block may read their results
        } // CDP1: wait for all of the block's children
#line 59 "tests/corpus/cdp1_shared_sync.cu"
        int next = (t + 1) % blockDim.x, slice = 0;
        for (int k = 0; k < per; k++)
            slice += tile[next * per + k];
        out[gid] = 3 * slice + child_out[gid] + child_out[blockIdx.x * blockDim.x + next];
    }();
}

// dpopt: the child work of tile_and_children's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
// Called at each device-side cudaDeviceSynchronize (a round) and, once a block is done
// with its parent work, until every block is: true then.
static __device__ bool tile_and_children_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode, bool dp_parent_live)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 56
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    const bool dp_finished = dpopt::free_all_finished(dp_space); // read before the next barrier
    if (dp_parent_live) // at a sync: the children may overlap the block's shared memory
        dpopt::free_shared_save(dp_space);
    {
        // The child blocks of the launches of negative_sum at line 56.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const negative_sum_dp_removed_launch dp_l = dpopt::free_list_records<negative_sum_dp_removed_launch>(dp_list_0)[dp_task.launch];
            negative_sum_dp_t3(dpopt::free_child_shared<negative_sum_dp_shared>(dp_space), dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.len, dp_l.result);
            __syncthreads(); // the next child block reuses its shared memory
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
        if (dp_finished)
            dpopt::free_finished_reset(dp_space);
    }
    if (dp_parent_live)
        dpopt::free_shared_restore(dp_space);
    dpopt::persistent_grid_sync(dp_space); // no block records again before the reset
    return dp_finished;
}

// dpopt: tile_and_children with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; tile_and_children_dp_free_round runs them.
__global__ void tile_and_children_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, const int *in, int n_in, int *child_out, int *out)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 56
    tile_and_children_dp_shared &dp_parent_shared = dpopt::free_parent_shared<tile_and_children_dp_shared>(); // at the start of
    // the dynamic shared memory; the children's lie beside it or over it (dp_space)
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 48 "tests/corpus/cdp1_shared_sync.cu"
        {
            negative_sum_dp_removed_launch dp_pending_0 = {}; // the launch at line 56, made at the cudaDeviceSynchronize() after it
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                auto &tile = dp_parent_shared.tile; /* dpopt: placed shared memory */
                int t = threadIdx.x, gid = dp_blockIdx.x * blockDim.x + t;
                for (int k = t; k < TILE_INTS; k += blockDim.x)
                    tile[k] = in[dp_blockIdx.x * TILE_INTS + k];
                __syncthreads();
                int per = TILE_INTS / blockDim.x, own = tile[t * per];
                if (own % 4 == 1)
                    {
                        // dpopt: negative_sum<<<...>>> removed (t1): recorded here, run by the persistent grid
                        dp_pending_0.dp_grid = 1 + (own / 4) % 4;
                        dp_pending_0.dp_block = CHILD_BLOCK;
                        dp_pending_0.in = in + own;
                        dp_pending_0.len = n_in - own;
                        dp_pending_0.result = &child_out[gid];
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    }
                __syncthreads();         // every launch of the block is made
                {
                    // dpopt: was cudaDeviceSynchronize() (CDP1): the block's launches so far go to the
                    // worklists and the whole persistent grid runs them (a round); the body then goes on.
                    {
                        // dpopt: the block's launches of negative_sum from line 56, into the grid's worklist
                        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                        unsigned int dp_slot;
                        dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                                dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                        if (dp_pending_0.dp_active)
                            dpopt::batch_store_record(&dpopt::free_list_records<negative_sum_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
                    }
                    dp_pending_0.dp_active = false; // recorded: a later launch here records afresh
                    tile_and_children_dp_free_round(dp_space, dp_mode, true);
                } // CDP1: wait for all of the block's children
                int next = (t + 1) % blockDim.x, slice = 0;
                for (int k = 0; k < per; k++)
                    slice += tile[next * per + k];
                out[gid] = 3 * slice + child_out[gid] + child_out[dp_blockIdx.x * blockDim.x + next];
            }();
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    dpopt::free_block_finished(dp_space);
    while (!tile_and_children_dp_free_round(dp_space, dp_mode, false)) {
        // rounds for the blocks still at their parent work
    }
}
#line 63 "tests/corpus/cdp1_shared_sync.cu"

#line 64 "tests/corpus/cdp1_shared_sync.cu"

int main(void)
{
    const int n_in = PARENT_BLOCKS * TILE_INTS, n_out = PARENT_BLOCKS * PARENT_BLOCK, per = TILE_INTS / PARENT_BLOCK;
    static int h_in[n_in], h_out[n_out], h_child[n_out];
    for (int i = 0; i < n_in; i++)
        h_in[i] = (i * 7919) % 1009;
    int *in, *child_out, *out;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&child_out, sizeof h_child);
    cudaMalloc(&out, sizeof h_out);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(child_out, 0, sizeof h_child);
    dpopt::launch_free(dpopt::free_call(tile_and_children_dp_free, tile_and_children)
                           .named("tile_and_children")
                           .kept_in(tile_and_children_dp_selector, tile_and_children_dp_stats, tile_and_children_dp_choice)
                           .requesting(dpopt::REQUEST_T1)
                           .records({sizeof(negative_sum_dp_removed_launch)})
                           .placing(dpopt::FreeShared{sizeof(tile_and_children_dp_shared), dpopt::largest_of({sizeof(negative_sum_dp_shared)}), true}),
                       PARENT_BLOCKS, PARENT_BLOCK, 0, 0, in, n_in, child_out, out); /* dpopt: the launch of tile_and_children, with persistent blocks or T3/T4 in place */
#line 78 "tests/corpus/cdp1_shared_sync.cu"
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
    for (int g = 0; g < n_out; g++) { // what each thread's child adds up
        int own = h_in[g / PARENT_BLOCK * TILE_INTS + g % PARENT_BLOCK * per];
        h_child[g] = 0;
        for (int i = 0; own % 4 == 1 && i < (1 + (own / 4) % 4) * SCRATCH_INTS; i++)
            h_child[g] += -1 - h_in[own + i % (n_in - own)];
    }
    int bad = -1;
    for (int g = 0; g < n_out && bad < 0; g++) {
        int next = g - g % PARENT_BLOCK + (g + 1) % PARENT_BLOCK, slice = 0;
        for (int k = 0; k < per; k++)
            slice += h_in[g / PARENT_BLOCK * TILE_INTS + next % PARENT_BLOCK * per + k];
        if (h_out[g] != 3 * slice + h_child[g] + h_child[next])
            bad = g;
    }
    printf("cdp1_shared_sync: %s (%s, first wrong value %d)\n", err == cudaSuccess && bad < 0 ? "PASS" : "FAIL",
           cudaGetErrorString(err), bad);
    cudaFree(in);
    cudaFree(child_out);
    cudaFree(out);
    return err == cudaSuccess && bad < 0 ? 0 : 1;
}
