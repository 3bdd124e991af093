#include <dpopt/base.cuh>
#include <dpopt/warp_flat.cuh>
#include <dpopt/block_batch.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/templates.cu"
// templates.cu - templated kernels and kernel declarations with qualifiers:
// a templated parent launching a templated child (child<T><<<...>>>), a
// non-type template parameter, an explicit child<float> launch, a static
// __global__, an extern "C" __global__, and __launch_bounds__(256).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: axpy_child as launched from batched_axpy (line 33), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
template <typename T>
struct axpy_child_dp_grid_args {
    const T *x;
    T *y;
    int n;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

template <typename T>
struct axpy_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    T a;
    const T *x;
    T *y;
    int n;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of batched_axpy runs at a time).
static __device__ dpopt::GridState axpy_child_dp_grid_state;

template <typename T>
__global__ void axpy_child_dp_grid(unsigned char *dp_batch, T a);

// dpopt: one thread of axpy_child, for the warps that flatten its launches.
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

// dpopt: axpy_child fused across the launches of one grid of batched_axpy.
template <typename T>
__global__ void axpy_child_dp_grid(unsigned char *dp_batch, T a)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    axpy_child_dp_grid_args<T> dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    const T *x = dp_record.x;
    T *y = dp_record.y;
    int n = dp_record.n;
    const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 10 "tests/corpus/templates.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n)
            y[i] = a * x[i] + y[i];
    }
}


// dpopt: one thread of axpy_child (flattening).
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


template <typename T, int BLOCK_SIZE>
__global__ void scale_child(T *y, int n, T s)
{
    int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    if (i < n)
        y[i] *= s;
}

// One thread per batch; each launches a child over its batch.
template <typename T>
__global__ void __launch_bounds__(256) batched_axpy(const int *offsets, T a, const T *x,
                                                    T *y, int batches)
{
    axpy_child_dp_grid_launch<T> dp_pending_0 = {}; // the launch at line 33, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 29 "tests/corpus/templates.cu"
        int b = blockIdx.x * blockDim.x + threadIdx.x;
        if (b < batches) {
            int begin = offsets[b];
            int len = offsets[b + 1] - begin;
            {
                // dpopt: axpy_child<<<(len + 255) / 256, 256>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = (len + 255) / 256, dp_block = 256;
                auto dp_arg0 = a;
                auto dp_arg1 = x + begin;
                auto dp_arg2 = y + begin;
                auto dp_arg3 = len;
                // axpy_child's threads past its argument 'n' do nothing: they are not run.
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_threads_below(dp_grid, dp_block, dp_arg3) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: axpy_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = dp_grid;
                    dp_pending_0.dp_block = dp_block;
                    dp_pending_0.a = dp_arg0;
                    dp_pending_0.x = dp_arg1;
                    dp_pending_0.y = dp_arg2;
                    dp_pending_0.n = dp_arg3;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                auto dp_its_arg1 = dp_arg1;
                auto dp_its_arg2 = dp_arg2;
                auto dp_its_arg3 = dp_arg3;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                        dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                        dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                        dp_its_arg3 = dpopt::warp_flat_fetch(dp_flat, dp_arg3, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        axpy_child_dp_thread<T>(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2, dp_its_arg3);
                    }
                }
            }
#line 34 "tests/corpus/templates.cu"
        }
    }();
    {
        // dpopt: the grid's launches of axpy_child from line 33, fused into one launch
        axpy_child_dp_grid_launch<T> *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<axpy_child_dp_grid_args<T>, axpy_child_dp_grid_launch<T>>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &axpy_child_dp_grid_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                axpy_child_dp_grid_args<T> dp_record = {};
                dp_record.x = dp_pending_0.x;
                dp_record.y = dp_pending_0.y;
                dp_record.n = dp_pending_0.n;
                dp_record.dp_grid_x = dp_pending_0.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    axpy_child_dp_grid_launch<T> *dp_first_launch = dpopt::batch_first<axpy_child_dp_grid_launch<T>, axpy_child_dp_grid_args<T>>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->a = dp_pending_0.a;
                    dp_first_launch->x = dp_pending_0.x;
                    dp_first_launch->y = dp_pending_0.y;
                    dp_first_launch->n = dp_pending_0.n;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                axpy_child<T><<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.a, dp_pending_0.x, dp_pending_0.y, dp_pending_0.n);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &axpy_child_dp_grid_state)) {
            dp_first = dpopt::batch_first<axpy_child_dp_grid_launch<T>, axpy_child_dp_grid_args<T>>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                axpy_child_dp_grid<T><<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).a);
            });
            dpopt::grid_batch_reset(&axpy_child_dp_grid_state);
        }
    }
}
#line 36 "tests/corpus/templates.cu"

// dpopt: fill_child as launched from fill_batches (line 50), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct fill_child_dp_grid_args {
    float *x;
    int n;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct fill_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *x;
    int n;
    float value;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of fill_batches runs at a time).
static __device__ dpopt::GridState fill_child_dp_grid_state;

__global__ void fill_child_dp_grid(unsigned char *dp_batch, float value);

// dpopt: one thread of fill_child, for the warps that flatten its launches.
__device__ void fill_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value);

#line 37 "tests/corpus/templates.cu"
static __global__ void fill_child(float *x, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

// dpopt: fill_child fused across the launches of one grid of fill_batches.
__global__ void fill_child_dp_grid(unsigned char *dp_batch, float value)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    fill_child_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    float *x = dp_record.x;
    int n = dp_record.n;
    const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 38 "tests/corpus/templates.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n)
            x[i] = value;
    }
}


// dpopt: one thread of fill_child (flattening).
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
static __global__ void fill_batches(float *x, const int *offsets, float value)
{
    fill_child_dp_grid_launch dp_pending_1 = {}; // the launch at line 50, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/templates.cu"
        if (threadIdx.x == 0) {
            int begin = offsets[blockIdx.x];
            int len = offsets[blockIdx.x + 1] - begin;
            {
                // dpopt: fill_child<<<(len + 127) / 128, 128>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
                auto dp_arg0 = x + begin;
                auto dp_arg1 = len;
                auto dp_arg2 = value;
                // fill_child's threads past its argument 'n' do nothing: they are not run.
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_threads_below(dp_grid, dp_block, dp_arg1) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: fill_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_1.dp_grid = dp_grid;
                    dp_pending_1.dp_block = dp_block;
                    dp_pending_1.x = dp_arg0;
                    dp_pending_1.n = dp_arg1;
                    dp_pending_1.value = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                auto dp_its_arg0 = dp_arg0;
                auto dp_its_arg1 = dp_arg1;
                const auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                        dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                        dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        fill_child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 51 "tests/corpus/templates.cu"
        }
    }();
    {
        // dpopt: the grid's launches of fill_child from line 50, fused into one launch
        fill_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<fill_child_dp_grid_args, fill_child_dp_grid_launch>();
        dp_options.one_per_row = true; // at most one launch per row of the block's threads
        dpopt::grid_batch_open(&dp_batch, dp_temp, &fill_child_dp_grid_state, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                               dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                fill_child_dp_grid_args dp_record = {};
                dp_record.x = dp_pending_1.x;
                dp_record.n = dp_pending_1.n;
                dp_record.dp_grid_x = dp_pending_1.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    fill_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<fill_child_dp_grid_launch, fill_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->x = dp_pending_1.x;
                    dp_first_launch->n = dp_pending_1.n;
                    dp_first_launch->value = dp_pending_1.value;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                fill_child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.x, dp_pending_1.n, dp_pending_1.value);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &fill_child_dp_grid_state)) {
            dp_first = dpopt::batch_first<fill_child_dp_grid_launch, fill_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                fill_child_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).value);
            });
            dpopt::grid_batch_reset(&fill_child_dp_grid_state);
        }
    }
}
#line 53 "tests/corpus/templates.cu"

// A kernel with C linkage, e.g. for loading through the driver API.
extern "C" __global__ void scale_batches(float *y, const int *offsets, int batches, float s)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < batches) {
        int begin = offsets[b];
        int len = offsets[b + 1] - begin;
        scale_child<float, 128><<<(len + 127) / 128, 128>>>(y + begin, len, s);
        axpy_child<float><<<(len + 127) / 128, 128>>>(s, y + begin, y + begin, len);
    }
}

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

    (dpopt::GridOrderLock(0), fill_batches<<<batches, 32>>>(x, offsets, 1.0f));
    (dpopt::GridOrderLock(0), fill_batches<<<batches, 32>>>(y, offsets, 2.0f));
    (dpopt::GridOrderLock(0), batched_axpy<float><<<1, batches>>>(offsets, 3.0f, x, y, batches));
    (dpopt::GridOrderLock(0), batched_axpy<double><<<1, batches>>>(offsets, 0.5, xd, yd, batches));
    scale_batches<<<1, batches>>>(y, offsets, batches, 0.5f);

    float h_y0 = 0.0f;
    cudaMemcpy(&h_y0, y, sizeof(float), cudaMemcpyDeviceToHost);
    printf("templates: y[0] = %f\n", h_y0);
    cudaFree(offsets); cudaFree(x); cudaFree(y); cudaFree(xd); cudaFree(yd);
    return 0;
}
