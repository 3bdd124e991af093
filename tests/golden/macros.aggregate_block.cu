#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
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

// dpopt: add_child as launched from segment_parent (line 49), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct add_child_dp_block_1_args {
    float *x;
    int n;
    dim3 dp_grid;  // the parent's grid
};

struct add_child_dp_block_1_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    float *x;
    int n;
    float v;
    bool dp_active;
};

__global__ void add_child_dp_block_1(unsigned char *dp_batch, float v);

// dpopt: add_child as launched from macro_parent (line 61), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct add_child_dp_block_2_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct add_child_dp_block_2_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *x;
    int n;
    float v;
    bool dp_active;
};

__global__ void add_child_dp_block_2(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid);

#line 37 "tests/corpus/macros.cu"
__global__ void add_child(float *x, int n, float v)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        x[i] += v;
}

// dpopt: add_child fused across the launches of one block of segment_parent.
__global__ void add_child_dp_block_1(unsigned char *dp_batch, float v)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    add_child_dp_block_1_args dp_record;
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


// dpopt: add_child fused across the launches of one block of macro_parent.
__global__ void add_child_dp_block_2(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    add_child_dp_block_2_args dp_record;
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
    add_child_dp_block_1_launch dp_pending_0 = {}; // the launch at line 49, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 46 "tests/corpus/macros.cu"
        int s = blockIdx.x * blockDim.x + threadIdx.x;
        if (s < num_segs) {
            int n = seg[s + 1] - seg[s];
            {
                // dpopt: add_child<<<...>>> postponed to the end of the block, aggregated at block granularity
                dp_pending_0.dp_grid = DIV_UP(n, BLOCK);
                dp_pending_0.dp_block = BLOCK;
                dp_pending_0.dp_shmem = 0;
                dp_pending_0.dp_stream = CHILD_STREAM;
                dp_pending_0.x = x + seg[s];
                dp_pending_0.n = n;
                dp_pending_0.v = 1.0f;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 50 "tests/corpus/macros.cu"
            CHECK_LAUNCH();
#ifdef DEBUG
            if (s == 0)
                printf("segment 0: %d elements\n", n);
#endif
        }
    }();
    {
        // dpopt: the block's launches of add_child from line 49, fused into one launch
        add_child_dp_block_1_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<add_child_dp_block_1_args, add_child_dp_block_1_launch>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                add_child_dp_block_1_args dp_record = {};
                dp_record.x = dp_pending_0.x;
                dp_record.n = dp_pending_0.n;
                dp_record.dp_grid = dp_pending_0.dp_grid;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    add_child_dp_block_1_launch *dp_first_launch = dpopt::batch_first<add_child_dp_block_1_launch, add_child_dp_block_1_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                    dp_first_launch->x = dp_pending_0.x;
                    dp_first_launch->n = dp_pending_0.n;
                    dp_first_launch->v = dp_pending_0.v;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                add_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.x, dp_pending_0.n, dp_pending_0.v);
            }
        }
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<add_child_dp_block_1_launch, add_child_dp_block_1_args>(dp_batch.data, dp_batch.capacity);
            add_child_dp_block_1<<<dp_batch.total_blocks, (*dp_first).dp_block, (*dp_first).dp_shmem, (*dp_first).dp_stream>>>(dp_batch.data, (*dp_first).v);
        }
    }
}
#line 57 "tests/corpus/macros.cu"

__global__ void macro_parent(float *x, int n)
{
    add_child_dp_block_2_launch dp_pending_1 = {}; // the launch at line 61, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 60 "tests/corpus/macros.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: add_child<<<...>>> postponed to the end of the block, aggregated at block granularity
                dp_pending_1.dp_grid = DIV_UP(n, BLOCK);
                dp_pending_1.dp_block = BLOCK;
                dp_pending_1.x = x;
                dp_pending_1.n = n;
                dp_pending_1.v = 2.0f;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 62 "tests/corpus/macros.cu"
    }();
    {
        // dpopt: the block's launches of add_child from line 61, fused into one launch
        add_child_dp_block_2_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<add_child_dp_block_2_args, add_child_dp_block_2_launch>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                                dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                add_child_dp_block_2_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    add_child_dp_block_2_launch *dp_first_launch = dpopt::batch_first<add_child_dp_block_2_launch, add_child_dp_block_2_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->x = dp_pending_1.x;
                    dp_first_launch->n = dp_pending_1.n;
                    dp_first_launch->v = dp_pending_1.v;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                add_child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.x, dp_pending_1.n, dp_pending_1.v);
            }
        }
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<add_child_dp_block_2_launch, add_child_dp_block_2_args>(dp_batch.data, dp_batch.capacity);
            add_child_dp_block_2<<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).x, (*dp_first).n, (*dp_first).v, (*dp_first).dp_grid);
        }
    }
}
#line 63 "tests/corpus/macros.cu"

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
