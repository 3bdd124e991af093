#include <dpopt/base.cuh>
#include <dpopt/warp_batch.cuh>
#line 1 "tests/corpus/templates.cu"
// templates.cu - templated kernels and kernel declarations with qualifiers:
// a templated parent launching a templated child (child<T><<<...>>>), a
// non-type template parameter, an explicit child<float> launch, a static
// __global__, an extern "C" __global__, and __launch_bounds__(256).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: axpy_child as launched from batched_axpy (line 33), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
template <typename T>
struct axpy_child_dp_warp_args {
    const T *x;
    T *y;
    int n;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

template <typename T>
__global__ void axpy_child_dp_warp(unsigned char *dp_batch, T a);

#line 8 "tests/corpus/templates.cu"
template <typename T>
__global__ void axpy_child(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// dpopt: axpy_child fused across the launches of one warp of batched_axpy.
template <typename T>
__global__ void axpy_child_dp_warp(unsigned char *dp_batch, T a)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    axpy_child_dp_warp_args<T> dp_record;
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
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < batches) {
        int begin = offsets[b];
        int len = offsets[b + 1] - begin;
        {
            // dpopt: axpy_child<<<(len + 255) / 256, 256>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = (len + 255) / 256, dp_block = 256;
            axpy_child_dp_warp_args<T> dp_record = {};
            dp_record.x = x + begin;
            dp_record.y = y + begin;
            dp_record.n = len;
            dp_record.dp_grid_x = dp_grid.x;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        axpy_child_dp_warp<T><<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, a);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    axpy_child<T><<<dp_grid, dp_block>>>(a, dp_record.x, dp_record.y, dp_record.n);
                }
            }
        }
#line 34 "tests/corpus/templates.cu"
    }
}

// dpopt: fill_child as launched from fill_batches (line 50), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct fill_child_dp_warp_args {
    float *x;
    int n;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

__global__ void fill_child_dp_warp(unsigned char *dp_batch, float value);

#line 37 "tests/corpus/templates.cu"
static __global__ void fill_child(float *x, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

// dpopt: fill_child fused across the launches of one warp of fill_batches.
__global__ void fill_child_dp_warp(unsigned char *dp_batch, float value)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    fill_child_dp_warp_args dp_record;
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
    if (threadIdx.x == 0) {
        int begin = offsets[blockIdx.x];
        int len = offsets[blockIdx.x + 1] - begin;
        {
            // dpopt: fill_child<<<(len + 127) / 128, 128>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
            fill_child_dp_warp_args dp_record = {};
            dp_record.x = x + begin;
            dp_record.n = len;
            dp_record.dp_grid_x = dp_grid.x;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        fill_child_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, value);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    fill_child<<<dp_grid, dp_block>>>(dp_record.x, dp_record.n, value);
                }
            }
        }
#line 51 "tests/corpus/templates.cu"
    }
}

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
