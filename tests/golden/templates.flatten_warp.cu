#include <dpopt/dpopt.cuh>
#line 1 "tests/corpus/templates.cu"
// templates.cu - templated kernels and kernel declarations with qualifiers:
// a templated parent launching a templated child (child<T><<<...>>>), a
// non-type template parameter, an explicit child<float> launch, a static
// __global__, an extern "C" __global__, and __launch_bounds__(256).
#include <cstdio>
#include <cuda_runtime.h>

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

// dpopt: one thread of axpy_child (flattening).
template <typename T>
__device__ void axpy_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T a, const T *x, T *y, int n)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < n)
            y[i] = a * x[i] + y[i];
    }
}
#line 14 "tests/corpus/templates.cu"


// dpopt: one thread of scale_child, for the warps that flatten its launches.
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

// dpopt: one thread of scale_child (flattening).
template <typename T, int BLOCK_SIZE>
__device__ void scale_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, T *y, int n, T s)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
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
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < batches) {
        int begin = offsets[b];
        int len = offsets[b + 1] - begin;
        {
            // dpopt: axpy_child<<<(len + 255) / 256, 256>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid((len + 255) / 256), dp_block(256);
            auto dp_arg0 = a;
            auto dp_arg1 = x + begin;
            auto dp_arg2 = y + begin;
            auto dp_arg3 = len;
            // axpy_child's threads past its argument 'n' do nothing: they are not run.
            const unsigned long long dp_threads = dpopt::launch_threads_below(dp_grid, dp_block, dp_arg3);
            const bool dp_flattened = dp_threads <= 4096u;
            // More child threads than a warp takes on (--flatten-cap): launched as written.
            if (!dp_flattened) {
                axpy_child<T><<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3);
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
}

// dpopt: one thread of fill_child, for the warps that flatten its launches.
__device__ void fill_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value);

#line 37 "tests/corpus/templates.cu"
static __global__ void fill_child(float *x, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

// dpopt: one thread of fill_child (flattening).
__device__ void fill_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float value)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
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
    if (threadIdx.x == 0) {
        int begin = offsets[blockIdx.x];
        int len = offsets[blockIdx.x + 1] - begin;
        {
            // dpopt: fill_child<<<(len + 127) / 128, 128>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid((len + 127) / 128), dp_block(128);
            auto dp_arg0 = x + begin;
            auto dp_arg1 = len;
            auto dp_arg2 = value;
            // fill_child's threads past its argument 'n' do nothing: they are not run.
            const unsigned long long dp_threads = dpopt::launch_threads_below(dp_grid, dp_block, dp_arg1);
            const bool dp_flattened = dp_threads <= 4096u;
            // More child threads than a warp takes on (--flatten-cap): launched as written.
            if (!dp_flattened) {
                fill_child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
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
}

// A kernel with C linkage, e.g. for loading through the driver API.
extern "C" __global__ void scale_batches(float *y, const int *offsets, int batches, float s)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < batches) {
        int begin = offsets[b];
        int len = offsets[b + 1] - begin;
        {
            // dpopt: scale_child<<<(len + 127) / 128, 128>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid((len + 127) / 128), dp_block(128);
            auto dp_arg0 = y + begin;
            auto dp_arg1 = len;
            auto dp_arg2 = s;
            const unsigned long long dp_threads = dpopt::launch_thread_count(dp_grid, dp_block);
            const bool dp_flattened = dp_threads <= 4096u;
            // More child threads than a warp takes on (--flatten-cap): launched as written.
            if (!dp_flattened) {
                scale_child<float, 128><<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
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
                    scale_child_dp_thread<float, 128>(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                }
            }
        }
#line 62 "tests/corpus/templates.cu"
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
