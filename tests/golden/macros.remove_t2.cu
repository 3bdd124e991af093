#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
#line 1 "tests/corpus/macros.cu"
// macros.cu - launches whose configuration comes from macros, error-check
// macros on the host and the device, a stream chosen by #ifdef, code under
// #ifdef/#endif, and a launch written inside a function-like macro.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define BLOCK 128
#define DIV_UP(a, b) (((a) + (b) - 1) / (b))

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,             \
                    cudaGetErrorString(err_));                             \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

// Device-side check of the launch just made.
#define CHECK_LAUNCH()                                                     \
    do {                                                                   \
        cudaError_t err_ = cudaGetLastError();                             \
        if (err_ != cudaSuccess)                                           \
            printf("launch failed: %d\n", (int)err_);                      \
    } while (0)

#ifdef USE_TAIL_LAUNCH
#define CHILD_STREAM cudaStreamTailLaunch
#else
#define CHILD_STREAM cudaStreamFireAndForget
#endif

#define LAUNCH_1D(kernel, n, ...) kernel<<<DIV_UP(n, BLOCK), BLOCK>>>(__VA_ARGS__)

// dpopt: add_child run by the launching block (launch removal, T3).
struct add_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *x;
    int n;
    float v;
    bool dp_active;
};

__device__ void add_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v);

// dpopt: add_child run by a single thread (launch removal, T4).
__device__ void add_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v);

// dpopt: one thread of add_child, for persistent blocks that pack its blocks (T1/T2).
__device__ void add_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v);

#line 37 "tests/corpus/macros.cu"
__global__ void add_child(float *x, int n, float v)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        x[i] += v;
}

// dpopt: one block of add_child, run by the calling block's threads.
__device__ void add_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 38 "tests/corpus/macros.cu"
            [&]() {
                int i = dp_blockIdx.x * BLOCK + dp_threadIdx.x;
                if (i < n)
                    x[i] += v;
            }();
    }
}


// dpopt: add_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void add_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 39 "tests/corpus/macros.cu"
            int i = dp_blockIdx.x * BLOCK + dp_threadIdx.x;
            if (i < n)
                x[i] += v;
        }();
    }
}


// dpopt: one thread of add_child (launch removal, T1/T2).
__device__ void add_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 38 "tests/corpus/macros.cu"
    {
        int i = dp_blockIdx.x * BLOCK + dp_threadIdx.x;
        if (i < n)
            x[i] += v;
    }
}
#line 42 "tests/corpus/macros.cu"


__global__ void segment_parent(float *x, const int *seg, int num_segs)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < num_segs) {
        int n = seg[s + 1] - seg[s];
        add_child<<<DIV_UP(n, BLOCK), BLOCK, 0, CHILD_STREAM>>>(x + seg[s], n, 1.0f);
        CHECK_LAUNCH();
#ifdef DEBUG
        if (s == 0)
            printf("segment 0: %d elements\n", n);
#endif
    }
}

// dpopt: what launches of macro_parent looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats macro_parent_dp_stats;
static __device__ unsigned int macro_parent_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> macro_parent_dp_selector;

#line 58 "tests/corpus/macros.cu"
__global__ void macro_parent(float *x, int n)
{
    add_child_dp_removed_launch dp_pending_1 = {}; // the launch at line 61, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 60 "tests/corpus/macros.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: add_child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_1.dp_grid = DIV_UP(n, BLOCK);
                dp_pending_1.dp_block = BLOCK;
                dp_pending_1.x = x;
                dp_pending_1.n = n;
                dp_pending_1.v = 2.0f;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 62 "tests/corpus/macros.cu"
    }();
    {
        // dpopt: the block's launches of add_child from line 61, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_1.dp_active, dpopt::block_count(dp_pending_1.dp_grid),
                                     dpopt::block_count(dp_pending_1.dp_grid) * dpopt::block_count(dp_pending_1.dp_block)) &&
            dp_pending_1.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_1.dp_grid); dp_b++)
                add_child_dp_t4(dp_b, dp_pending_1.dp_grid, dp_pending_1.dp_block, dp_pending_1.x, dp_pending_1.n, dp_pending_1.v);
            dp_pending_1.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, 1u, dp_pending_1.dp_block, dpopt::batch_options<add_child_dp_removed_launch>());
        if (dp_pending_1.dp_active) {
            if (!dp_batch.data) {
                add_child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.x, dp_pending_1.n, dp_pending_1.v);
                dp_pending_1.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_1);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const add_child_dp_removed_launch dp_l = dpopt::batch_slots<add_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    add_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.x, dp_l.n, dp_l.v);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of macro_parent's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool macro_parent_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 61
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of add_child at line 61.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const add_child_dp_removed_launch &dp_l = dpopt::free_list_records<add_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                add_child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.x, dp_l.n, dp_l.v);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const add_child_dp_removed_launch dp_l = dpopt::free_list_records<add_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            add_child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.x, dp_l.n, dp_l.v);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
    }
    return true;
}

// dpopt: macro_parent with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; macro_parent_dp_free_round runs them.
__global__ void macro_parent_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, float *x, int n)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 61
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 59 "tests/corpus/macros.cu"
        {
            add_child_dp_removed_launch dp_pending_1 = {}; // the launch at line 61, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                if (threadIdx.x == 0)
                    {
                        // dpopt: add_child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_1.dp_grid = DIV_UP(n, BLOCK);
                        dp_pending_1.dp_block = BLOCK;
                        dp_pending_1.x = x;
                        dp_pending_1.n = n;
                        dp_pending_1.v = 2.0f;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                    }
            }();
            {
                // dpopt: the block's launches of add_child from line 61, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::free_grid_blocks(dp_pending_1.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_1.dp_block), &dp_slot);
                if (dp_pending_1.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<add_child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_1);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    macro_parent_dp_free_round(dp_space, dp_mode);
}
#line 62 "tests/corpus/macros.cu"

#line 63 "tests/corpus/macros.cu"

int main(void)
{
    const int num_segs = 8, seg_len = 500, n = num_segs * seg_len;
    int h_seg[num_segs + 1];
    for (int s = 0; s <= num_segs; s++)
        h_seg[s] = s * seg_len;

    float *x;
    int *seg;
    CHECK(cudaMalloc(&x, n * sizeof(float)));
    CHECK(cudaMalloc(&seg, sizeof(h_seg)));
    CHECK(cudaMemset(x, 0, n * sizeof(float)));
    CHECK(cudaMemcpy(seg, h_seg, sizeof(h_seg), cudaMemcpyHostToDevice));

    segment_parent<<<DIV_UP(num_segs, BLOCK), BLOCK>>>(x, seg, num_segs);
    CHECK(cudaGetLastError());
    dpopt::launch_free(dpopt::free_call(macro_parent_dp_free, macro_parent)
                           .named("macro_parent")
                           .kept_in(macro_parent_dp_selector, macro_parent_dp_stats, macro_parent_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(add_child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, 32, 0, 0, x, n); /* dpopt: the launch of macro_parent, with persistent blocks or T3/T4 in place */
#line 81 "tests/corpus/macros.cu"
    CHECK(cudaDeviceSynchronize());

    float h_x0;
    CHECK(cudaMemcpy(&h_x0, x, sizeof(float), cudaMemcpyDeviceToHost));
    printf("macros: x[0] = %f\n", h_x0);
    CHECK(cudaFree(x));
    CHECK(cudaFree(seg));
    return 0;
}
