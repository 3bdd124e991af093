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

// dpopt: add_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void add_child_dp_coarse2(float *x, int n, float v, dim3 dp_gridDim);

#line 37 "tests/corpus/macros.cu"
__global__ void add_child(float *x, int n, float v)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        x[i] += v;
}

// dpopt: add_child, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void add_child_dp_coarse2(float *x, int n, float v, dim3 dp_gridDim)
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
#line 38 "tests/corpus/macros.cu"
        [&]() {
            int i = dp_blockIdx.x * BLOCK + threadIdx.x;
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
        {
            // dpopt: add_child<<<DIV_UP(n, BLOCK), BLOCK>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = DIV_UP(n, BLOCK), dp_block = BLOCK;
            add_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block, 0, CHILD_STREAM>>>(x + seg[s], n, 1.0f, dp_grid);
        }
#line 50 "tests/corpus/macros.cu"
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
            // dpopt: add_child<<<DIV_UP(n, BLOCK), BLOCK>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = DIV_UP(n, BLOCK), dp_block = BLOCK;
            add_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(x, n, 2.0f, dp_grid);
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
