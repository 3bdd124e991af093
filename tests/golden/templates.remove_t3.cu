#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
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
#line 42 "tests/corpus/templates.cu"


// A file-local parent kernel: block b fills batch b.
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
#line 53 "tests/corpus/templates.cu"

// A kernel with C linkage, e.g. for loading through the driver API.
extern "C" __global__ void scale_batches(float *y, const int *offsets, int batches, float s)
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

    fill_batches<<<batches, 32>>>(x, offsets, 1.0f);
    fill_batches<<<batches, 32>>>(y, offsets, 2.0f);
    batched_axpy<float><<<1, batches>>>(offsets, 3.0f, x, y, batches);
    batched_axpy<double><<<1, batches>>>(offsets, 0.5, xd, yd, batches);
    scale_batches<<<1, batches>>>(y, offsets, batches, 0.5f);

    float h_y0 = 0.0f;
    cudaMemcpy(&h_y0, y, sizeof(float), cudaMemcpyDeviceToHost);
    printf("templates: y[0] = %f\n", h_y0);
    cudaFree(offsets); cudaFree(x); cudaFree(y); cudaFree(xd); cudaFree(yd);
    return 0;
}
