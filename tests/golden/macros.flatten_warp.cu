#include <dpopt/base.cuh>
#include <dpopt/warp_flat.cuh>
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

// dpopt: add_child as launched from macro_parent (line 61), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct add_child_dp_grid_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct add_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *x;
    int n;
    float v;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of macro_parent runs at a time).
static __device__ dpopt::GridState add_child_dp_grid_state;

__global__ void add_child_dp_grid(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid);

// dpopt: one thread of add_child, for the warps that flatten its launches.
__device__ void add_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v);

#line 37 "tests/corpus/macros.cu"
__global__ void add_child(float *x, int n, float v)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        x[i] += v;
}

// dpopt: add_child fused across the launches of one grid of macro_parent.
__global__ void add_child_dp_grid(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    add_child_dp_grid_args dp_record;
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


// dpopt: one thread of add_child (flattening).
__device__ void add_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *x, int n, float v)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 38 "tests/corpus/macros.cu"
    {
        int i = dp_blockIdx.x * BLOCK + dp_threadIdx.x;
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
    add_child_dp_grid_launch dp_pending_1 = {}; // the launch at line 61, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 60 "tests/corpus/macros.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: add_child<<<DIV_UP(n, BLOCK), BLOCK>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = DIV_UP(n, BLOCK), dp_block = BLOCK;
                auto dp_arg0 = x;
                auto dp_arg1 = n;
                auto dp_arg2 = 2.0f;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: add_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_1.dp_grid = dp_grid;
                    dp_pending_1.dp_block = dp_block;
                    dp_pending_1.x = dp_arg0;
                    dp_pending_1.n = dp_arg1;
                    dp_pending_1.v = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                const dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                const auto dp_its_arg1 = dp_arg1;
                const auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        add_child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 62 "tests/corpus/macros.cu"
    }();
    {
        // dpopt: the grid's launches of add_child from line 61, fused into one launch
        add_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<add_child_dp_grid_args, add_child_dp_grid_launch>();
        dp_options.one_per_row = true; // at most one launch per row of the block's threads
        dpopt::grid_batch_open(&dp_batch, dp_temp, &add_child_dp_grid_state, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                               dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                add_child_dp_grid_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    add_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<add_child_dp_grid_launch, add_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
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
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &add_child_dp_grid_state)) {
            dp_first = dpopt::batch_first<add_child_dp_grid_launch, add_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                add_child_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).x, (*dp_first).n, (*dp_first).v, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&add_child_dp_grid_state);
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
