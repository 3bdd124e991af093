#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
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

// dpopt: add_child run by a single thread, where a launch of it is below the threshold.
__device__ void add_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v);

#line 37 "tests/corpus/macros.cu"
__global__ void add_child(float *x, int n, float v)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        x[i] += v;
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

__global__ void macro_parent(float *x, int n)
{
    if (threadIdx.x == 0)
        {
            // dpopt: add_child<<<DIV_UP(n, BLOCK), BLOCK>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = DIV_UP(n, BLOCK), dp_block = BLOCK;
            auto dp_arg0 = x;
            auto dp_arg1 = n;
            auto dp_arg2 = 2.0f;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                add_child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        add_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
            }
        }
#line 62 "tests/corpus/macros.cu"
}

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
    macro_parent<<<1, 32>>>(x, n);
    CHECK(cudaDeviceSynchronize());

    float h_x0;
    CHECK(cudaMemcpy(&h_x0, x, sizeof(float), cudaMemcpyDeviceToHost));
    printf("macros: x[0] = %f\n", h_x0);
    CHECK(cudaFree(x));
    CHECK(cudaFree(seg));
    return 0;
}
