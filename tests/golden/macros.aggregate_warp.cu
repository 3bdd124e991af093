#include <dpopt/base.cuh>
#include <dpopt/warp_batch.cuh>
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

// dpopt: add_child as launched from segment_parent (line 49), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct add_child_dp_warp_1_args {
    float *x;
    int n;
    dim3 dp_grid;  // the parent's grid
};

__global__ void add_child_dp_warp_1(unsigned char *dp_batch, float v);

// dpopt: add_child as launched from macro_parent (line 61), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct add_child_dp_warp_2_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

__global__ void add_child_dp_warp_2(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid);

#line 37 "tests/corpus/macros.cu"
__global__ void add_child(float *x, int n, float v)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        x[i] += v;
}

// dpopt: add_child fused across the launches of one warp of segment_parent.
__global__ void add_child_dp_warp_1(unsigned char *dp_batch, float v)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    add_child_dp_warp_1_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    float *x = dp_record.x;
    int n = dp_record.n;
    const dim3 dp_gridDim = dp_record.dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
#line 38 "tests/corpus/macros.cu"
    {
        int i = dp_blockIdx.x * BLOCK + threadIdx.x;
        if (i < n)
            x[i] += v;
    }
}


// dpopt: add_child fused across the launches of one warp of macro_parent.
__global__ void add_child_dp_warp_2(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    add_child_dp_warp_2_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
#line 38 "tests/corpus/macros.cu"
    {
        int i = dp_blockIdx.x * BLOCK + threadIdx.x;
        if (i < n)
            x[i] += v;
    }
}
#line 42 "tests/corpus/macros.cu"


__global__ void segment_parent(float *x, const int *seg, int num_segs)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < num_segs) {
        int n = seg[s + 1] - seg[s];
        {
            // dpopt: add_child<<<DIV_UP(n, BLOCK), BLOCK>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = DIV_UP(n, BLOCK), dp_block = BLOCK;
            add_child_dp_warp_1_args dp_record = {};
            dp_record.x = x + seg[s];
            dp_record.n = n;
            dp_record.dp_grid = dp_grid;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        add_child_dp_warp_1<<<dp_batch.total_blocks, dp_block, 0, CHILD_STREAM>>>(dp_batch.data, 1.0f);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    add_child<<<dp_grid, dp_block, 0, CHILD_STREAM>>>(dp_record.x, dp_record.n, 1.0f);
                }
            }
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
            // dpopt: add_child<<<DIV_UP(n, BLOCK), BLOCK>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = DIV_UP(n, BLOCK), dp_block = BLOCK;
            add_child_dp_warp_2_args dp_record = {};
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        add_child_dp_warp_2<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, x, n, 2.0f, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    add_child<<<dp_grid, dp_block>>>(x, n, 2.0f);
                }
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
