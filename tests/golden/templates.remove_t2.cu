#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
#line 1 "tests/corpus/templates.cu"
// templates.cu - templated kernels and kernel declarations with qualifiers:
// a templated parent launching a templated child (child<T><<<...>>>), a
// non-type template parameter, an explicit child<float> launch, a static
// __global__, an extern "C" __global__, and __launch_bounds__(256).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: axpy_child run by the launching block (launch removal, T3).
template <typename T>
struct axpy_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    T a;
    const T *x;
    T *y;
    int n;
    bool dp_active;
};

template <typename T>
__device__ void axpy_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T a, const T *x, T *y, int n);

// dpopt: axpy_child run by a single thread (launch removal, T4).
template <typename T>
__device__ void axpy_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, T a, const T *x, T *y, int n);

// dpopt: one thread of axpy_child, for persistent blocks that pack its blocks (T1/T2).
template <typename T>
__device__ void axpy_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T a, const T *x, T *y, int n);

#line 8 "tests/corpus/templates.cu"
template <typename T>
__global__ void axpy_child(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// dpopt: one block of axpy_child, run by the calling block's threads.
template <typename T>
__device__ void axpy_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T a, const T *x, T *y, int n)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 10 "tests/corpus/templates.cu"
            [&]() {
                int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                if (i < n)
                    y[i] = a * x[i] + y[i];
            }();
    }
}


// dpopt: axpy_child, every thread of one of its blocks run in turn by the calling thread.
template <typename T>
__device__ void axpy_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, T a, const T *x, T *y, int n)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 11 "tests/corpus/templates.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < n)
                y[i] = a * x[i] + y[i];
        }();
    }
}


// dpopt: one thread of axpy_child (launch removal, T1/T2).
template <typename T>
__device__ void axpy_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T a, const T *x, T *y, int n)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 10 "tests/corpus/templates.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < n)
            y[i] = a * x[i] + y[i];
    }
}
#line 14 "tests/corpus/templates.cu"


// dpopt: scale_child run by the launching block (launch removal, T3).
template <typename T, int BLOCK_SIZE>
struct scale_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    T *y;
    int n;
    T s;
    bool dp_active;
};

template <typename T, int BLOCK_SIZE>
__device__ void scale_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T *y, int n, T s);

// dpopt: scale_child run by a single thread (launch removal, T4).
template <typename T, int BLOCK_SIZE>
__device__ void scale_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, T *y, int n, T s);

// dpopt: one thread of scale_child, for persistent blocks that pack its blocks (T1/T2).
template <typename T, int BLOCK_SIZE>
__device__ void scale_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T *y, int n, T s);

#line 16 "tests/corpus/templates.cu"
template <typename T, int BLOCK_SIZE>
__global__ void scale_child(T *y, int n, T s)
{
    int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    if (i < n)
        y[i] *= s;
}

// dpopt: one block of scale_child, run by the calling block's threads.
template <typename T, int BLOCK_SIZE>
__device__ void scale_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T *y, int n, T s)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 18 "tests/corpus/templates.cu"
            [&]() {
                int i = dp_blockIdx.x * BLOCK_SIZE + dp_threadIdx.x;
                if (i < n)
                    y[i] *= s;
            }();
    }
}


// dpopt: scale_child, every thread of one of its blocks run in turn by the calling thread.
template <typename T, int BLOCK_SIZE>
__device__ void scale_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, T *y, int n, T s)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 19 "tests/corpus/templates.cu"
            int i = dp_blockIdx.x * BLOCK_SIZE + dp_threadIdx.x;
            if (i < n)
                y[i] *= s;
        }();
    }
}


// dpopt: one thread of scale_child (launch removal, T1/T2).
template <typename T, int BLOCK_SIZE>
__device__ void scale_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T *y, int n, T s)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 18 "tests/corpus/templates.cu"
    {
        int i = dp_blockIdx.x * BLOCK_SIZE + dp_threadIdx.x;
        if (i < n)
            y[i] *= s;
    }
}
#line 22 "tests/corpus/templates.cu"


// One thread per batch; each launches a child over its batch.
template <typename T>
__global__ void __launch_bounds__(256) batched_axpy(const int *offsets, T a, const T *x,
                                                    T *y, int batches)
{
    axpy_child_dp_removed_launch<T> dp_pending_0 = {}; // the launch at line 33, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 29 "tests/corpus/templates.cu"
        int b = blockIdx.x * blockDim.x + threadIdx.x;
        if (b < batches) {
            int begin = offsets[b];
            int len = offsets[b + 1] - begin;
            {
                // dpopt: axpy_child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_0.dp_grid = (len + 255) / 256;
                dp_pending_0.dp_block = 256;
                dp_pending_0.a = a;
                dp_pending_0.x = x + begin;
                dp_pending_0.y = y + begin;
                dp_pending_0.n = len;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 34 "tests/corpus/templates.cu"
        }
    }();
    {
        // dpopt: the block's launches of axpy_child from line 33, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                                     dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
            dp_pending_0.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                axpy_child_dp_t4<T>(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.a, dp_pending_0.x, dp_pending_0.y, dp_pending_0.n);
            dp_pending_0.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<axpy_child_dp_removed_launch<T>>());
        if (dp_pending_0.dp_active) {
            if (!dp_batch.data) {
                axpy_child<T><<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.a, dp_pending_0.x, dp_pending_0.y, dp_pending_0.n);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const axpy_child_dp_removed_launch<T> dp_l = dpopt::batch_slots<axpy_child_dp_removed_launch<T>>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    axpy_child_dp_t3<T>(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.a, dp_l.x, dp_l.y, dp_l.n);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}
#line 36 "tests/corpus/templates.cu"

// dpopt: fill_child run by the launching block (launch removal, T3).
struct fill_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *x;
    int n;
    float value;
    bool dp_active;
};

__device__ void fill_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value);

// dpopt: fill_child run by a single thread (launch removal, T4).
__device__ void fill_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value);

// dpopt: one thread of fill_child, for persistent blocks that pack its blocks (T1/T2).
__device__ void fill_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value);

#line 37 "tests/corpus/templates.cu"
static __global__ void fill_child(float *x, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

// dpopt: one block of fill_child, run by the calling block's threads.
__device__ void fill_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 38 "tests/corpus/templates.cu"
            [&]() {
                int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                if (i < n)
                    x[i] = value;
            }();
    }
}


// dpopt: fill_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void fill_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 39 "tests/corpus/templates.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < n)
                x[i] = value;
        }();
    }
}


// dpopt: one thread of fill_child (launch removal, T1/T2).
__device__ void fill_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 38 "tests/corpus/templates.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < n)
            x[i] = value;
    }
}
#line 42 "tests/corpus/templates.cu"


// A file-local parent kernel: block b fills batch b.
// dpopt: what launches of fill_batches looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats fill_batches_dp_stats;
static __device__ unsigned int fill_batches_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> fill_batches_dp_selector;

#line 45 "tests/corpus/templates.cu"
static __global__ void fill_batches(float *x, const int *offsets, float value)
{
    fill_child_dp_removed_launch dp_pending_1 = {}; // the launch at line 50, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/templates.cu"
        if (threadIdx.x == 0) {
            int begin = offsets[blockIdx.x];
            int len = offsets[blockIdx.x + 1] - begin;
            {
                // dpopt: fill_child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_1.dp_grid = (len + 127) / 128;
                dp_pending_1.dp_block = 128;
                dp_pending_1.x = x + begin;
                dp_pending_1.n = len;
                dp_pending_1.value = value;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 51 "tests/corpus/templates.cu"
        }
    }();
    {
        // dpopt: the block's launches of fill_child from line 50, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_1.dp_active, dpopt::block_count(dp_pending_1.dp_grid),
                                     dpopt::block_count(dp_pending_1.dp_grid) * dpopt::block_count(dp_pending_1.dp_block)) &&
            dp_pending_1.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_1.dp_grid); dp_b++)
                fill_child_dp_t4(dp_b, dp_pending_1.dp_grid, dp_pending_1.dp_block, dp_pending_1.x, dp_pending_1.n, dp_pending_1.value);
            dp_pending_1.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, 1u, dp_pending_1.dp_block, dpopt::batch_options<fill_child_dp_removed_launch>());
        if (dp_pending_1.dp_active) {
            if (!dp_batch.data) {
                fill_child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.x, dp_pending_1.n, dp_pending_1.value);
                dp_pending_1.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_1);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const fill_child_dp_removed_launch dp_l = dpopt::batch_slots<fill_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    fill_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.x, dp_l.n, dp_l.value);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of fill_batches's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool fill_batches_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 50
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of fill_child at line 50.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const fill_child_dp_removed_launch &dp_l = dpopt::free_list_records<fill_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                fill_child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.x, dp_l.n, dp_l.value);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const fill_child_dp_removed_launch dp_l = dpopt::free_list_records<fill_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            fill_child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.x, dp_l.n, dp_l.value);
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

// dpopt: fill_batches with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; fill_batches_dp_free_round runs them.
__global__ void fill_batches_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, float *x, const int *offsets, float value)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 50
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 46 "tests/corpus/templates.cu"
        {
            fill_child_dp_removed_launch dp_pending_1 = {}; // the launch at line 50, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                if (threadIdx.x == 0) {
                    int begin = offsets[dp_blockIdx.x];
                    int len = offsets[dp_blockIdx.x + 1] - begin;
                    {
                        // dpopt: fill_child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_1.dp_grid = (len + 127) / 128;
                        dp_pending_1.dp_block = 128;
                        dp_pending_1.x = x + begin;
                        dp_pending_1.n = len;
                        dp_pending_1.value = value;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                    }
                }
            }();
            {
                // dpopt: the block's launches of fill_child from line 50, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::free_grid_blocks(dp_pending_1.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_1.dp_block), &dp_slot);
                if (dp_pending_1.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<fill_child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_1);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    fill_batches_dp_free_round(dp_space, dp_mode);
}
#line 52 "tests/corpus/templates.cu"

#line 53 "tests/corpus/templates.cu"

// A kernel with C linkage, e.g. for loading through the driver API.
extern "C" // dpopt: what launches of scale_batches looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats scale_batches_dp_stats;
static __device__ unsigned int scale_batches_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> scale_batches_dp_selector;

#line 55 "tests/corpus/templates.cu"
           __global__ void scale_batches(float *y, const int *offsets, int batches, float s)
{
    scale_child_dp_removed_launch<float, 128> dp_pending_2 = {}; // the launch at line 61, made at the end of the block
    axpy_child_dp_removed_launch<float> dp_pending_3 = {}; // the launch at line 62, made at the end of the block
    bool dp_launched_as_written = false; // a launch into the NULL stream made as written: later ones follow it
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 57 "tests/corpus/templates.cu"
        int b = blockIdx.x * blockDim.x + threadIdx.x;
        if (b < batches) {
            int begin = offsets[b];
            int len = offsets[b + 1] - begin;
            {
                // dpopt: scale_child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_2.dp_grid = (len + 127) / 128;
                dp_pending_2.dp_block = 128;
                dp_pending_2.y = y + begin;
                dp_pending_2.n = len;
                dp_pending_2.s = s;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_2.dp_active = dpopt::launch_config_valid(dp_pending_2.dp_grid, dp_pending_2.dp_block);
            }
#line 62 "tests/corpus/templates.cu"
            {
                // dpopt: axpy_child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_3.dp_grid = (len + 127) / 128;
                dp_pending_3.dp_block = 128;
                dp_pending_3.a = s;
                dp_pending_3.x = y + begin;
                dp_pending_3.y = y + begin;
                dp_pending_3.n = len;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
            }
#line 63 "tests/corpus/templates.cu"
        }
    }();
    {
        // dpopt: the block's launches of scale_child from line 61, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_2.dp_active, dpopt::block_count(dp_pending_2.dp_grid),
                                     dpopt::block_count(dp_pending_2.dp_grid) * dpopt::block_count(dp_pending_2.dp_block)) &&
            dp_pending_2.dp_active && !dp_launched_as_written) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_2.dp_grid); dp_b++)
                scale_child_dp_t4<float, 128>(dp_b, dp_pending_2.dp_grid, dp_pending_2.dp_block, dp_pending_2.y, dp_pending_2.n, dp_pending_2.s);
            dp_pending_2.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_2.dp_active, 1u, dp_pending_2.dp_block, dpopt::batch_options<scale_child_dp_removed_launch<float, 128>>());
        if (dp_pending_2.dp_active) {
            // Made as written after an earlier launch of this thread that was: the NULL stream's order.
            if (dp_launched_as_written || !dp_batch.data) {
                scale_child<float, 128><<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.y, dp_pending_2.n, dp_pending_2.s);
                dp_launched_as_written = true;
                dp_pending_2.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_2);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const scale_child_dp_removed_launch<float, 128> dp_l = dpopt::batch_slots<scale_child_dp_removed_launch<float, 128>>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    scale_child_dp_t3<float, 128>(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.y, dp_l.n, dp_l.s);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
    {
        // dpopt: the block's launches of axpy_child from line 62, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_3.dp_active, dpopt::block_count(dp_pending_3.dp_grid),
                                     dpopt::block_count(dp_pending_3.dp_grid) * dpopt::block_count(dp_pending_3.dp_block)) &&
            dp_pending_3.dp_active && !dp_launched_as_written) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_3.dp_grid); dp_b++)
                axpy_child_dp_t4<float>(dp_b, dp_pending_3.dp_grid, dp_pending_3.dp_block, dp_pending_3.a, dp_pending_3.x, dp_pending_3.y, dp_pending_3.n);
            dp_pending_3.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_3.dp_active, 1u, dp_pending_3.dp_block, dpopt::batch_options<axpy_child_dp_removed_launch<float>>());
        if (dp_pending_3.dp_active) {
            // Made as written after an earlier launch of this thread that was: the NULL stream's order.
            if (dp_launched_as_written || !dp_batch.data) {
                axpy_child<float><<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.a, dp_pending_3.x, dp_pending_3.y, dp_pending_3.n);
                dp_launched_as_written = true;
                dp_pending_3.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_3);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const axpy_child_dp_removed_launch<float> dp_l = dpopt::batch_slots<axpy_child_dp_removed_launch<float>>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    axpy_child_dp_t3<float>(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.a, dp_l.x, dp_l.y, dp_l.n);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of scale_batches's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool scale_batches_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 61
    const dpopt::FreeList dp_list_1 = dpopt::free_list_at(dp_space, 1u, dpopt::free_list_bytes(dp_space.capacity, sizeof(scale_child_dp_removed_launch<float, 128>))); // the launches at line 62
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of scale_child at line 61.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const scale_child_dp_removed_launch<float, 128> &dp_l = dpopt::free_list_records<scale_child_dp_removed_launch<float, 128>>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                scale_child_dp_thread<float, 128>(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.y, dp_l.n, dp_l.s);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const scale_child_dp_removed_launch<float, 128> dp_l = dpopt::free_list_records<scale_child_dp_removed_launch<float, 128>>(dp_list_0)[dp_task.launch];
            scale_child_dp_t3<float, 128>(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.y, dp_l.n, dp_l.s);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // the launches below came after those above
    {
        // The child blocks of the launches of axpy_child at line 62.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_1);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_1, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_1, dp_work, dp_how, &dp_task)) {
            const axpy_child_dp_removed_launch<float> &dp_l = dpopt::free_list_records<axpy_child_dp_removed_launch<float>>(dp_list_1)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                axpy_child_dp_thread<float>(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.a, dp_l.x, dp_l.y, dp_l.n);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_1, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_1, dp_work, dp_how, &dp_task)) {
            const axpy_child_dp_removed_launch<float> dp_l = dpopt::free_list_records<axpy_child_dp_removed_launch<float>>(dp_list_1)[dp_task.launch];
            axpy_child_dp_t3<float>(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.a, dp_l.x, dp_l.y, dp_l.n);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
        dpopt::free_list_reset(dp_list_1);
    }
    return true;
}

// dpopt: scale_batches with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; scale_batches_dp_free_round runs them.
__global__ void scale_batches_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, float *y, const int *offsets, int batches, float s)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 61
    const dpopt::FreeList dp_list_1 = dpopt::free_list_at(dp_space, 1u, dpopt::free_list_bytes(dp_space.capacity, sizeof(scale_child_dp_removed_launch<float, 128>))); // the launches at line 62
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 56 "tests/corpus/templates.cu"
        {
            scale_child_dp_removed_launch<float, 128> dp_pending_2 = {}; // the launch at line 61, made at the end of the block
            axpy_child_dp_removed_launch<float> dp_pending_3 = {}; // the launch at line 62, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int b = dp_blockIdx.x * blockDim.x + threadIdx.x;
                if (b < batches) {
                    int begin = offsets[b];
                    int len = offsets[b + 1] - begin;
                    {
                        // dpopt: scale_child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_2.dp_grid = (len + 127) / 128;
                        dp_pending_2.dp_block = 128;
                        dp_pending_2.y = y + begin;
                        dp_pending_2.n = len;
                        dp_pending_2.s = s;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_2.dp_active = dpopt::launch_config_valid(dp_pending_2.dp_grid, dp_pending_2.dp_block);
                    }
                    {
                        // dpopt: axpy_child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_3.dp_grid = (len + 127) / 128;
                        dp_pending_3.dp_block = 128;
                        dp_pending_3.a = s;
                        dp_pending_3.x = y + begin;
                        dp_pending_3.y = y + begin;
                        dp_pending_3.n = len;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
                    }
                }
            }();
            {
                // dpopt: the block's launches of scale_child from line 61, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_2.dp_active, dp_pending_2.dp_active ? dpopt::free_grid_blocks(dp_pending_2.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_2.dp_block), &dp_slot);
                if (dp_pending_2.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<scale_child_dp_removed_launch<float, 128>>(dp_list_0)[dp_slot], dp_pending_2);
            }
            {
                // dpopt: the block's launches of axpy_child from line 62, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_1, dp_pending_3.dp_active, dp_pending_3.dp_active ? dpopt::free_grid_blocks(dp_pending_3.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_3.dp_block), &dp_slot);
                if (dp_pending_3.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<axpy_child_dp_removed_launch<float>>(dp_list_1)[dp_slot], dp_pending_3);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    scale_batches_dp_free_round(dp_space, dp_mode);
}
#line 64 "tests/corpus/templates.cu"

#line 65 "tests/corpus/templates.cu"

int main(void)
{
    const int batches = 16, batch_len = 1000, n = batches * batch_len;
    int h_offsets[batches + 1];
    for (int b = 0; b <= batches; b++)
        h_offsets[b] = b * batch_len;

    int *offsets;
    float *x, *y;
    double *xd, *yd;
    cudaMalloc(&offsets, sizeof(h_offsets));
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMalloc(&xd, n * sizeof(double));
    cudaMalloc(&yd, n * sizeof(double));
    cudaMemcpy(offsets, h_offsets, sizeof(h_offsets), cudaMemcpyHostToDevice);
    cudaMemset(xd, 0, n * sizeof(double));
    cudaMemset(yd, 0, n * sizeof(double));

    dpopt::launch_free(dpopt::free_call(fill_batches_dp_free, fill_batches)
                           .named("fill_batches")
                           .kept_in(fill_batches_dp_selector, fill_batches_dp_stats, fill_batches_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(fill_child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       batches, 32, 0, 0, x, offsets, 1.0f); /* dpopt: the launch of fill_batches, with persistent blocks or T3/T4 in place */
#line 86 "tests/corpus/templates.cu"
    dpopt::launch_free(dpopt::free_call(fill_batches_dp_free, fill_batches)
                           .named("fill_batches")
                           .kept_in(fill_batches_dp_selector, fill_batches_dp_stats, fill_batches_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(fill_child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       batches, 32, 0, 0, y, offsets, 2.0f); /* dpopt: the launch of fill_batches, with persistent blocks or T3/T4 in place */
#line 87 "tests/corpus/templates.cu"
    batched_axpy<float><<<1, batches>>>(offsets, 3.0f, x, y, batches);
    batched_axpy<double><<<1, batches>>>(offsets, 0.5, xd, yd, batches);
    dpopt::launch_free(dpopt::free_call(scale_batches_dp_free, scale_batches)
                           .named("scale_batches")
                           .kept_in(scale_batches_dp_selector, scale_batches_dp_stats, scale_batches_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(scale_child_dp_removed_launch<float, 128>), sizeof(axpy_child_dp_removed_launch<float>)})
                           .placing(dpopt::FreeShared{}),
                       1, batches, 0, 0, y, offsets, batches, 0.5f); /* dpopt: the launch of scale_batches, with persistent blocks or T3/T4 in place */
#line 90 "tests/corpus/templates.cu"

    float h_y0 = 0.0f;
    cudaMemcpy(&h_y0, y, sizeof(float), cudaMemcpyDeviceToHost);
    printf("templates: y[0] = %f\n", h_y0);
    cudaFree(offsets); cudaFree(x); cudaFree(y); cudaFree(xd); cudaFree(yd);
    return 0;
}
