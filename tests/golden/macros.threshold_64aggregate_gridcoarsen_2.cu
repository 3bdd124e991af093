#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
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

__global__ void add_child_dp_block_1_coarse2(unsigned char *dp_batch, float v);

// dpopt: add_child as launched from macro_parent (line 61), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct add_child_dp_grid_2_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct add_child_dp_grid_2_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *x;
    int n;
    float v;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of macro_parent runs at a time).
static __device__ dpopt::GridState add_child_dp_grid_2_coarse2_state;

__global__ void add_child_dp_grid_2_coarse2(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid);

// dpopt: add_child run by a single thread, where a launch of it is below the threshold.
__device__ void add_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v);

#line 37 "tests/corpus/macros.cu"
__global__ void add_child(float *x, int n, float v)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        x[i] += v;
}

// dpopt: add_child fused across the launches of one block of segment_parent.
__global__ void add_child_dp_block_1_coarse2(unsigned char *dp_batch, float v)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Each block does the work of 2 consecutive blocks of the fused grid, one after another.
    // (Read before any of them enters the batch, which lives until the last has.)
    const unsigned int dp_fused_blocks = dpopt::batch_total_blocks(dp_batch);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        const unsigned long long dp_at = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_at >= dp_fused_blocks)
            break;
        const unsigned int dp_vb = (unsigned int)dp_at;
        // Which parent launch this block belongs to, and that launch's arguments.
        // (batch_enter_block starts with a barrier: the block before is done with shared memory.)
        add_child_dp_block_1_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        float *x = dp_record.x;
        int n = dp_record.n;
        const dim3 dp_gridDim = dp_record.dp_grid;
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
#line 38 "tests/corpus/macros.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            int i = dp_blockIdx.x * BLOCK + threadIdx.x;
            if (i < n)
                x[i] += v;
        }();
    }
}


// dpopt: add_child fused across the launches of one grid of macro_parent.
__global__ void add_child_dp_grid_2_coarse2(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Each block does the work of 2 consecutive blocks of the fused grid, one after another.
    // (Read before any of them enters the batch, which lives until the last has.)
    const unsigned int dp_fused_blocks = dpopt::batch_total_blocks(dp_batch);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        const unsigned long long dp_at = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_at >= dp_fused_blocks)
            break;
        const unsigned int dp_vb = (unsigned int)dp_at;
        // Which parent launch this block belongs to, and that launch's arguments.
        // (batch_enter_block starts with a barrier: the block before is done with shared memory.)
        add_child_dp_grid_2_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        const dim3 dp_gridDim = dp_grid;
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
#line 38 "tests/corpus/macros.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            int i = dp_blockIdx.x * BLOCK + threadIdx.x;
            if (i < n)
                x[i] += v;
        }();
    }
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
            add_child_dp_block_1_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, (*dp_first).dp_shmem, (*dp_first).dp_stream>>>(dp_batch.data, (*dp_first).v);
        }
    }
}
#line 57 "tests/corpus/macros.cu"

__global__ void macro_parent(float *x, int n)
{
    add_child_dp_grid_2_launch dp_pending_1 = {}; // the launch at line 61, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 60 "tests/corpus/macros.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: add_child<<<DIV_UP(n, BLOCK), BLOCK>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
                const dim3 dp_grid = DIV_UP(n, BLOCK), dp_block = BLOCK;
                auto dp_arg0 = x;
                auto dp_arg1 = n;
                auto dp_arg2 = 2.0f;
                if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                    // dpopt: add_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_1.dp_grid = dp_grid;
                    dp_pending_1.dp_block = dp_block;
                    dp_pending_1.x = dp_arg0;
                    dp_pending_1.n = dp_arg1;
                    dp_pending_1.v = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                } else {
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    if (dpopt::launch_config_valid(dp_grid, dp_block))
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                            add_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
                }
            }
#line 62 "tests/corpus/macros.cu"
    }();
    {
        // dpopt: the grid's launches of add_child from line 61, fused into one launch
        add_child_dp_grid_2_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<add_child_dp_grid_2_args, add_child_dp_grid_2_launch>();
        dp_options.one_per_row = true; // at most one launch per row of the block's threads
        dpopt::grid_batch_open(&dp_batch, dp_temp, &add_child_dp_grid_2_coarse2_state, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                               dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                add_child_dp_grid_2_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    add_child_dp_grid_2_launch *dp_first_launch = dpopt::batch_first<add_child_dp_grid_2_launch, add_child_dp_grid_2_args>(dp_batch.data, dp_batch.capacity);
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
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &add_child_dp_grid_2_coarse2_state)) {
            dp_first = dpopt::batch_first<add_child_dp_grid_2_launch, add_child_dp_grid_2_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                add_child_dp_grid_2_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).x, (*dp_first).n, (*dp_first).v, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&add_child_dp_grid_2_coarse2_state);
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
    (dpopt::GridOrderLock(0), macro_parent<<<1, 32>>>(x, n));
    CHECK(cudaDeviceSynchronize());

    float h_x0;
    CHECK(cudaMemcpy(&h_x0, x, sizeof(float), cudaMemcpyDeviceToHost));
    printf("macros: x[0] = %f\n", h_x0);
    CHECK(cudaFree(x));
    CHECK(cudaFree(seg));
    return 0;
}
