#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/templates.cu"
// templates.cu - templated kernels and kernel declarations with qualifiers:
// a templated parent launching a templated child (child<T><<<...>>>), a
// non-type template parameter, an explicit child<float> launch, a static
// __global__, an extern "C" __global__, and __launch_bounds__(256).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: axpy_child coarsened: each block does 2 consecutive blocks of the original grid.
template <typename T>
__global__ void axpy_child_dp_coarse2(T a, const T *x, T *y, int n, dim3 dp_gridDim);

#line 8 "tests/corpus/templates.cu"
template <typename T>
__global__ void axpy_child(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// dpopt: axpy_child, each block doing the work of 2 blocks of the grid it was launched with.
template <typename T>
__global__ void axpy_child_dp_coarse2(T a, const T *x, T *y, int n, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 10 "tests/corpus/templates.cu"
        [&]() {
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (i < n)
                y[i] = a * x[i] + y[i];
        }();
    }
}
#line 14 "tests/corpus/templates.cu"


// dpopt: scale_child coarsened: each block does 2 consecutive blocks of the original grid.
template <typename T, int BLOCK_SIZE>
__global__ void scale_child_dp_coarse2(T *y, int n, T s, dim3 dp_gridDim);

#line 16 "tests/corpus/templates.cu"
template <typename T, int BLOCK_SIZE>
__global__ void scale_child(T *y, int n, T s)
{
    int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    if (i < n)
        y[i] *= s;
}

// dpopt: scale_child, each block doing the work of 2 blocks of the grid it was launched with.
template <typename T, int BLOCK_SIZE>
__global__ void scale_child_dp_coarse2(T *y, int n, T s, dim3 dp_gridDim)
{
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 18 "tests/corpus/templates.cu"
        [&]() {
            int i = dp_blockIdx.x * BLOCK_SIZE + threadIdx.x;
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
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < batches) {
        int begin = offsets[b];
        int len = offsets[b + 1] - begin;
        {
            // dpopt: axpy_child<<<(len + 255) / 256, 256>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (len + 255) / 256, dp_block = 256;
            axpy_child_dp_coarse2<T><<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(a, x + begin, y + begin, len, dp_grid);
        }
#line 34 "tests/corpus/templates.cu"
    }
}

// dpopt: fill_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void fill_child_dp_coarse2(float *x, int n, float value, dim3 dp_gridDim);

#line 37 "tests/corpus/templates.cu"
static __global__ void fill_child(float *x, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

// dpopt: fill_child, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void fill_child_dp_coarse2(float *x, int n, float value, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 38 "tests/corpus/templates.cu"
        [&]() {
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
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
            // dpopt: fill_child<<<(len + 127) / 128, 128>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
            fill_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(x + begin, len, value, dp_grid);
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
        {
            // dpopt: scale_child<<<(len + 127) / 128, 128>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
            scale_child_dp_coarse2<float, 128><<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(y + begin, len, s, dp_grid);
        }
#line 62 "tests/corpus/templates.cu"
        {
            // dpopt: axpy_child<<<(len + 127) / 128, 128>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
            axpy_child_dp_coarse2<float><<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(s, y + begin, y + begin, len, dp_grid);
        }
#line 63 "tests/corpus/templates.cu"
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
