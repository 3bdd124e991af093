#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/templates.cu"
// templates.cu - templated kernels and kernel declarations with qualifiers:
// a templated parent launching a templated child (child<T><<<...>>>), a
// non-type template parameter, an explicit child<float> launch, a static
// __global__, an extern "C" __global__, and __launch_bounds__(256).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: axpy_child run by a single thread, where a launch of it is below the threshold.
template <typename T>
__device__ void axpy_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, T a, const T *x, T *y, int n);

#line 8 "tests/corpus/templates.cu"
template <typename T>
__global__ void axpy_child(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
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
            // dpopt: axpy_child<<<(len + 255) / 256, 256>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = (len + 255) / 256, dp_block = 256;
            auto dp_arg0 = a;
            auto dp_arg1 = x + begin;
            auto dp_arg2 = y + begin;
            auto dp_arg3 = len;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                axpy_child<T><<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        axpy_child_dp_t4<T>(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
            }
        }
#line 34 "tests/corpus/templates.cu"
    }
}

// dpopt: fill_child run by a single thread, where a launch of it is below the threshold.
__device__ void fill_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value);

#line 37 "tests/corpus/templates.cu"
static __global__ void fill_child(float *x, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
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
#line 42 "tests/corpus/templates.cu"


// A file-local parent kernel: block b fills batch b.
static __global__ void fill_batches(float *x, const int *offsets, float value)
{
    if (threadIdx.x == 0) {
        int begin = offsets[blockIdx.x];
        int len = offsets[blockIdx.x + 1] - begin;
        {
            // dpopt: fill_child<<<(len + 127) / 128, 128>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
            auto dp_arg0 = x + begin;
            auto dp_arg1 = len;
            auto dp_arg2 = value;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                fill_child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        fill_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
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
