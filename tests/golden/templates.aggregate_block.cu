#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#line 1 "tests/corpus/templates.cu"
// templates.cu - templated kernels and kernel declarations with qualifiers:
// a templated parent launching a templated child (child<T><<<...>>>), a
// non-type template parameter, an explicit child<float> launch, a static
// __global__, an extern "C" __global__, and __launch_bounds__(256).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: axpy_child as launched from batched_axpy (line 33), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
template <typename T>
struct axpy_child_dp_block_1_args {
    const T *x;
    T *y;
    int n;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

template <typename T>
struct axpy_child_dp_block_1_launch {
    dim3 dp_grid;
    dim3 dp_block;
    T a;
    const T *x;
    T *y;
    int n;
    bool dp_active;
};

template <typename T>
__global__ void axpy_child_dp_block_1(unsigned char *dp_batch, T a);

// dpopt: axpy_child as launched from scale_batches (line 62), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
template <typename T>
struct axpy_child_dp_block_2_args {
    const T *x;
    T *y;
    int n;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

template <typename T>
struct axpy_child_dp_block_2_launch {
    dim3 dp_grid;
    dim3 dp_block;
    T a;
    const T *x;
    T *y;
    int n;
    bool dp_active;
};

template <typename T>
__global__ void axpy_child_dp_block_2(unsigned char *dp_batch, T a);

#line 8 "tests/corpus/templates.cu"
template <typename T>
__global__ void axpy_child(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// dpopt: axpy_child fused across the launches of one block of batched_axpy.
template <typename T>
__global__ void axpy_child_dp_block_1(unsigned char *dp_batch, T a)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    axpy_child_dp_block_1_args<T> dp_record;
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


// dpopt: axpy_child fused across the launches of one block of scale_batches.
template <typename T>
__global__ void axpy_child_dp_block_2(unsigned char *dp_batch, T a)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    axpy_child_dp_block_2_args<T> dp_record;
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
#line 14 "tests/corpus/templates.cu"


// dpopt: scale_child as launched from scale_batches (line 61), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
template <typename T, int BLOCK_SIZE>
struct scale_child_dp_block_args {
    T *y;
    int n;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

template <typename T, int BLOCK_SIZE>
struct scale_child_dp_block_launch {
    dim3 dp_grid;
    dim3 dp_block;
    T *y;
    int n;
    T s;
    bool dp_active;
};

template <typename T, int BLOCK_SIZE>
__global__ void scale_child_dp_block(unsigned char *dp_batch, T s);

#line 16 "tests/corpus/templates.cu"
template <typename T, int BLOCK_SIZE>
__global__ void scale_child(T *y, int n, T s)
{
    int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    if (i < n)
        y[i] *= s;
}

// dpopt: scale_child fused across the launches of one block of scale_batches.
template <typename T, int BLOCK_SIZE>
__global__ void scale_child_dp_block(unsigned char *dp_batch, T s)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    scale_child_dp_block_args<T, BLOCK_SIZE> dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    T *y = dp_record.y;
    int n = dp_record.n;
    const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
#line 18 "tests/corpus/templates.cu"
    {
        int i = dp_blockIdx.x * BLOCK_SIZE + threadIdx.x;
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
    axpy_child_dp_block_1_launch<T> dp_pending_0 = {}; // the launch at line 33, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 29 "tests/corpus/templates.cu"
        int b = blockIdx.x * blockDim.x + threadIdx.x;
        if (b < batches) {
            int begin = offsets[b];
            int len = offsets[b + 1] - begin;
            {
                // dpopt: axpy_child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of axpy_child from line 33, fused into one launch
        axpy_child_dp_block_1_launch<T> *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<axpy_child_dp_block_1_args<T>, axpy_child_dp_block_1_launch<T>>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                axpy_child_dp_block_1_args<T> dp_record = {};
                dp_record.x = dp_pending_0.x;
                dp_record.y = dp_pending_0.y;
                dp_record.n = dp_pending_0.n;
                dp_record.dp_grid_x = dp_pending_0.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    axpy_child_dp_block_1_launch<T> *dp_first_launch = dpopt::batch_first<axpy_child_dp_block_1_launch<T>, axpy_child_dp_block_1_args<T>>(dp_batch.data, dp_batch.capacity);
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
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<axpy_child_dp_block_1_launch<T>, axpy_child_dp_block_1_args<T>>(dp_batch.data, dp_batch.capacity);
            axpy_child_dp_block_1<T><<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).a);
        }
    }
}
#line 36 "tests/corpus/templates.cu"

// dpopt: fill_child as launched from fill_batches (line 50), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct fill_child_dp_block_args {
    float *x;
    int n;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct fill_child_dp_block_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *x;
    int n;
    float value;
    bool dp_active;
};

__global__ void fill_child_dp_block(unsigned char *dp_batch, float value);

#line 37 "tests/corpus/templates.cu"
static __global__ void fill_child(float *x, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

// dpopt: fill_child fused across the launches of one block of fill_batches.
__global__ void fill_child_dp_block(unsigned char *dp_batch, float value)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    fill_child_dp_block_args dp_record;
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
#line 42 "tests/corpus/templates.cu"


// A file-local parent kernel: block b fills batch b.
static __global__ void fill_batches(float *x, const int *offsets, float value)
{
    fill_child_dp_block_launch dp_pending_1 = {}; // the launch at line 50, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/templates.cu"
        if (threadIdx.x == 0) {
            int begin = offsets[blockIdx.x];
            int len = offsets[blockIdx.x + 1] - begin;
            {
                // dpopt: fill_child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of fill_child from line 50, fused into one launch
        fill_child_dp_block_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<fill_child_dp_block_args, fill_child_dp_block_launch>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                                dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                fill_child_dp_block_args dp_record = {};
                dp_record.x = dp_pending_1.x;
                dp_record.n = dp_pending_1.n;
                dp_record.dp_grid_x = dp_pending_1.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    fill_child_dp_block_launch *dp_first_launch = dpopt::batch_first<fill_child_dp_block_launch, fill_child_dp_block_args>(dp_batch.data, dp_batch.capacity);
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
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<fill_child_dp_block_launch, fill_child_dp_block_args>(dp_batch.data, dp_batch.capacity);
            fill_child_dp_block<<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).value);
        }
    }
}
#line 53 "tests/corpus/templates.cu"

// A kernel with C linkage, e.g. for loading through the driver API.
extern "C" __global__ void scale_batches(float *y, const int *offsets, int batches, float s)
{
    scale_child_dp_block_launch<float, 128> dp_pending_2 = {}; // the launch at line 61, made at the end of the block
    axpy_child_dp_block_2_launch<float> dp_pending_3 = {}; // the launch at line 62, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 57 "tests/corpus/templates.cu"
        int b = blockIdx.x * blockDim.x + threadIdx.x;
        if (b < batches) {
            int begin = offsets[b];
            int len = offsets[b + 1] - begin;
            {
                // dpopt: scale_child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
                // dpopt: axpy_child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of scale_child from line 61, fused into one launch
        scale_child_dp_block_launch<float, 128> *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<scale_child_dp_block_args<float, 128>, scale_child_dp_block_launch<float, 128>>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_2.dp_active, dp_pending_2.dp_active ? dpopt::block_count(dp_pending_2.dp_grid) : 0u,
                                dp_pending_2.dp_block, dp_options);
        if (dp_pending_2.dp_active) {
            if (dp_batch.data) {
                scale_child_dp_block_args<float, 128> dp_record = {};
                dp_record.y = dp_pending_2.y;
                dp_record.n = dp_pending_2.n;
                dp_record.dp_grid_x = dp_pending_2.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    scale_child_dp_block_launch<float, 128> *dp_first_launch = dpopt::batch_first<scale_child_dp_block_launch<float, 128>, scale_child_dp_block_args<float, 128>>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_2.dp_grid;
                    dp_first_launch->dp_block = dp_pending_2.dp_block;
                    dp_first_launch->y = dp_pending_2.y;
                    dp_first_launch->n = dp_pending_2.n;
                    dp_first_launch->s = dp_pending_2.s;
                    dp_first_launch->dp_active = dp_pending_2.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                scale_child<float, 128><<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.y, dp_pending_2.n, dp_pending_2.s);
            }
        }
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<scale_child_dp_block_launch<float, 128>, scale_child_dp_block_args<float, 128>>(dp_batch.data, dp_batch.capacity);
            scale_child_dp_block<float, 128><<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).s);
        }
    }
    {
        // dpopt: the block's launches of axpy_child from line 62, fused into one launch
        axpy_child_dp_block_2_launch<float> *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<axpy_child_dp_block_2_args<float>, axpy_child_dp_block_2_launch<float>>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_3.dp_active, dp_pending_3.dp_active ? dpopt::block_count(dp_pending_3.dp_grid) : 0u,
                                dp_pending_3.dp_block, dp_options);
        if (dp_pending_3.dp_active) {
            if (dp_batch.data) {
                axpy_child_dp_block_2_args<float> dp_record = {};
                dp_record.x = dp_pending_3.x;
                dp_record.y = dp_pending_3.y;
                dp_record.n = dp_pending_3.n;
                dp_record.dp_grid_x = dp_pending_3.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    axpy_child_dp_block_2_launch<float> *dp_first_launch = dpopt::batch_first<axpy_child_dp_block_2_launch<float>, axpy_child_dp_block_2_args<float>>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_3.dp_grid;
                    dp_first_launch->dp_block = dp_pending_3.dp_block;
                    dp_first_launch->a = dp_pending_3.a;
                    dp_first_launch->x = dp_pending_3.x;
                    dp_first_launch->y = dp_pending_3.y;
                    dp_first_launch->n = dp_pending_3.n;
                    dp_first_launch->dp_active = dp_pending_3.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                axpy_child<float><<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.a, dp_pending_3.x, dp_pending_3.y, dp_pending_3.n);
            }
        }
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<axpy_child_dp_block_2_launch<float>, axpy_child_dp_block_2_args<float>>(dp_batch.data, dp_batch.capacity);
            axpy_child_dp_block_2<float><<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).a);
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
