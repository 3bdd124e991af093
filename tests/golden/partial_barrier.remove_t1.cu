#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
#line 1 "tests/corpus/partial_barrier.cu"
// partial_barrier.cu - a child with shared memory and a barrier, launched
// with blocks of 64 threads by parents running blocks of 256: launch removal
// T3 stands in for each child block with the first 64 threads of the
// launching block and a barrier over those threads alone.
#include <cstdio>
#include <cuda_runtime.h>

#define CHILD_BLOCK 64

// Reverses each 64-element tile of a segment, through shared memory.
// dpopt: reverse_tiles run by the launching block (launch removal, T3).
struct reverse_tiles_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *in;
    int *out;
    int begin;
    int len;
    bool dp_active;
};

__device__ void reverse_tiles_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *out, int begin, int len);

// dpopt: reverse_tiles run by a single thread (launch removal, T4).
__device__ void reverse_tiles_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *out, int begin, int len);

#line 11 "tests/corpus/partial_barrier.cu"
__global__ void reverse_tiles(const int *in, int *out, int begin, int len)
{
    __shared__ int tile[CHILD_BLOCK];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < len ? in[begin + i] : -1;
    __syncthreads();
    int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
    if (j < len)
        out[begin + j] = tile[threadIdx.x] + 1;
}

// dpopt: one block of reverse_tiles, run by the calling block's threads.
__device__ void reverse_tiles_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *out, int begin, int len)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    __shared__ int tile[CHILD_BLOCK]; // the child block's shared memory, whichever way it runs
    if (dpopt::block_can_stand_in(dp_blockDim)) {
        // A thread of this block for each child thread (whole warps): the child's
        // __syncthreads() become barriers over those threads alone.
        const unsigned int dp_t = dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 12 "tests/corpus/partial_barrier.cu"
            [&]() {
                // (the child's __shared__ declaration, made above for the block)
                int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                tile[dp_threadIdx.x] = i < len ? in[begin + i] : -1;
                dpopt::child_barrier(dp_threads);
                int j = dp_blockIdx.x * dp_blockDim.x + (dp_blockDim.x - 1 - dp_threadIdx.x);
                if (j < len)
                    out[begin + j] = tile[dp_threadIdx.x] + 1;
            }();
        return;
    }
    // More child threads than this block has (or not whole warps): each thread of
    // the block runs child threads rank, rank + block size, ..., in thread loops
    // split at the child's barriers, the block meeting at a __syncthreads() between.
    // this thread's child threads: lines 14-15
    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 14 "tests/corpus/partial_barrier.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            tile[dp_threadIdx.x] = i < len ? in[begin + i] : -1;
        }();
    }
    __syncthreads(); // the child's barrier (line 16): all its threads are done with the code above
    // this thread's child threads: lines 17-19
    for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 17 "tests/corpus/partial_barrier.cu"
            int j = dp_blockIdx.x * dp_blockDim.x + (dp_blockDim.x - 1 - dp_threadIdx.x);
            if (j < len)
                out[begin + j] = tile[dp_threadIdx.x] + 1;
        }();
    }
}


// dpopt: reverse_tiles, every thread of one of its blocks run in turn by the calling thread.
__device__ void reverse_tiles_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *out, int begin, int len)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int tile[CHILD_BLOCK]; // the block's shared memory: this thread's own now
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 14 "tests/corpus/partial_barrier.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            tile[dp_threadIdx.x] = i < len ? in[begin + i] : -1;
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 17 "tests/corpus/partial_barrier.cu"
            int j = dp_blockIdx.x * dp_blockDim.x + (dp_blockDim.x - 1 - dp_threadIdx.x);
            if (j < len)
                out[begin + j] = tile[dp_threadIdx.x] + 1;
        }();
    }
}
#line 20 "tests/corpus/partial_barrier.cu"


// dpopt: what launches of segments looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats segments_dp_stats;
static __device__ unsigned int segments_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> segments_dp_selector;

#line 22 "tests/corpus/partial_barrier.cu"
__global__ void segments(const int *in, int *out, const int *seg_begin, const int *seg_len, int n)
{
    reverse_tiles_dp_removed_launch dp_pending_0 = {}; // the launch at line 26, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 24 "tests/corpus/partial_barrier.cu"
        int s = blockIdx.x * blockDim.x + threadIdx.x;
        if (s < n && s % 3 == 0)
            {
                // dpopt: reverse_tiles<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_0.dp_grid = (seg_len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK;
                dp_pending_0.dp_block = CHILD_BLOCK;
                dp_pending_0.in = in;
                dp_pending_0.out = out;
                dp_pending_0.begin = seg_begin[s];
                dp_pending_0.len = seg_len[s];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 27 "tests/corpus/partial_barrier.cu"
    }();
    {
        // dpopt: the block's launches of reverse_tiles from line 26, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                                     dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
            dp_pending_0.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                reverse_tiles_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.in, dp_pending_0.out, dp_pending_0.begin, dp_pending_0.len);
            dp_pending_0.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<reverse_tiles_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            // Any child block fits: one larger than this block runs in thread loops split at its barriers.
            if (!dp_batch.data) {
                reverse_tiles<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.out, dp_pending_0.begin, dp_pending_0.len);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const reverse_tiles_dp_removed_launch dp_l = dpopt::batch_slots<reverse_tiles_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    reverse_tiles_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.out, dp_l.begin, dp_l.len);
                    __syncthreads(); // the next child block reuses its shared memory
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of segments's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool segments_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 26
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of reverse_tiles at line 26.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const reverse_tiles_dp_removed_launch dp_l = dpopt::free_list_records<reverse_tiles_dp_removed_launch>(dp_list_0)[dp_task.launch];
            reverse_tiles_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.out, dp_l.begin, dp_l.len);
            __syncthreads(); // the next child block reuses its shared memory
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
    }
    return true;
}

// dpopt: segments with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; segments_dp_free_round runs them.
__global__ void segments_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, const int *in, int *out, const int *seg_begin, const int *seg_len, int n)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 26
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 23 "tests/corpus/partial_barrier.cu"
        {
            reverse_tiles_dp_removed_launch dp_pending_0 = {}; // the launch at line 26, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int s = dp_blockIdx.x * blockDim.x + threadIdx.x;
                if (s < n && s % 3 == 0)
                    {
                        // dpopt: reverse_tiles<<<...>>> removed (t1): recorded here, run by the persistent grid
                        dp_pending_0.dp_grid = (seg_len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK;
                        dp_pending_0.dp_block = CHILD_BLOCK;
                        dp_pending_0.in = in;
                        dp_pending_0.out = out;
                        dp_pending_0.begin = seg_begin[s];
                        dp_pending_0.len = seg_len[s];
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    }
            }();
            {
                // dpopt: the block's launches of reverse_tiles from line 26, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                if (dp_pending_0.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<reverse_tiles_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    segments_dp_free_round(dp_space, dp_mode);
}
#line 27 "tests/corpus/partial_barrier.cu"

#line 28 "tests/corpus/partial_barrier.cu"

int main(void)
{
    const int n = 512, len = 192;
    static int h_in[n * len], h_out[n * len], h_begin[n], h_len[n];
    for (int i = 0; i < n * len; i++)
        h_in[i] = (i * 37) % 1001;
    for (int s = 0; s < n; s++) {
        h_begin[s] = s * len;
        h_len[s] = len - (s % 5) * 16;
    }
    int *in, *out, *begin, *lens;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&out, sizeof h_out);
    cudaMalloc(&begin, sizeof h_begin);
    cudaMalloc(&lens, sizeof h_len);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof h_out);
    cudaMemcpy(begin, h_begin, sizeof h_begin, cudaMemcpyHostToDevice);
    cudaMemcpy(lens, h_len, sizeof h_len, cudaMemcpyHostToDevice);
    dpopt::launch_free(dpopt::free_call(segments_dp_free, segments)
                           .named("segments")
                           .kept_in(segments_dp_selector, segments_dp_stats, segments_dp_choice)
                           .requesting(dpopt::REQUEST_T1)
                           .records({sizeof(reverse_tiles_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       n / 256, 256, 0, 0, in, out, begin, lens, n); /* dpopt: the launch of segments, with persistent blocks or T3/T4 in place */
#line 49 "tests/corpus/partial_barrier.cu"
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
    long long sum = 0;
    for (int i = 0; i < n * len; i++)
        sum += (long long)h_out[i] * (i % 13 + 1);
    printf("partial_barrier: %s, weighted sum %lld\n", cudaGetErrorString(err), sum);
    cudaFree(in);
    cudaFree(out);
    cudaFree(begin);
    cudaFree(lens);
    return 0;
}
