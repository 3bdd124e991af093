#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#include <dpopt/grid_flat.cuh>
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

__global__ void add_child_dp_block_1(unsigned char *dp_batch, float v);

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
static __device__ dpopt::GridState add_child_dp_grid_2_state;

__global__ void add_child_dp_grid_2(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid, dim3 dp_block);

__device__ void add_child_dp_grid_2_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of macro_parent_dp_followed, to walk its batch.
__global__ void add_child_dp_grid_2_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> add_child_dp_grid_2_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> add_child_dp_grid_2_aside;

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


// dpopt: one thread of add_child, for the fused grids that flatten its launches.
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


// dpopt: the launches of add_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void add_child_dp_grid_2_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    add_child_dp_grid_2_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(128u); // every launch's block (BLOCK): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        add_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, x, n, v);
    }
}


// dpopt: the launches of add_child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void add_child_dp_grid_2_walk_apart(const dpopt::GridFlatFound &dp_found, float *x, int n, float v, dim3 dp_grid, dim3 dp_block)
{
    add_child_dp_grid_2_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<add_child_dp_grid_2_args, add_child_dp_grid_2_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(128u); // every launch's block (BLOCK): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            add_child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, x, n, v);
    }
}


// dpopt: add_child fused across the launches of one grid of macro_parent, a thread for each child thread.
__global__ void add_child_dp_grid_2(unsigned char *dp_batch, float *x, int n, float v, dim3 dp_grid, dim3 dp_block)
{
    add_child_dp_grid_2_walk(blockIdx.x, gridDim.x, dp_batch, x, n, v, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of add_child's launches as the host launches it, right after each grid of macro_parent_dp_followed.
__global__ void add_child_dp_grid_2_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&add_child_dp_grid_2_state, &dp_found))
        return;
    const add_child_dp_grid_2_launch *dp_first = dpopt::batch_first<add_child_dp_grid_2_launch, add_child_dp_grid_2_args>(dp_found.batch, dp_found.capacity);
    add_child_dp_grid_2_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).x, (*dp_first).n, (*dp_first).v, (*dp_first).dp_grid, (*dp_first).dp_block);
    add_child_dp_grid_2_walk_apart(dp_found, (*dp_first).x, (*dp_first).n, (*dp_first).v, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
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

// dpopt: macro_parent's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void macro_parent_dp_body(float *x, int n, unsigned long long dp_ticket)
#line 59 "tests/corpus/macros.cu"
{
    add_child_dp_grid_2_launch dp_pending_1 = {}; // the launch at line 61, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 60 "tests/corpus/macros.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: add_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of add_child from line 61, fused into one launch
        add_child_dp_grid_2_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_1.dp_active ? dpopt::launch_thread_count(dp_pending_1.dp_grid, dp_pending_1.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<add_child_dp_grid_2_args, add_child_dp_grid_2_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &add_child_dp_grid_2_state, dp_pending_1.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&add_child_dp_grid_2_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                add_child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.x, dp_pending_1.n, dp_pending_1.v);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &add_child_dp_grid_2_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<add_child_dp_grid_2_launch, add_child_dp_grid_2_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (add_child_dp_grid_2_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    add_child_dp_grid_2<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).x, (*dp_first).n, (*dp_first).v, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            add_child_dp_grid_2_walk(0u, 1u, dp_batch.data, (*dp_first).x, (*dp_first).n, (*dp_first).v, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: macro_parent as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void macro_parent(float *x, int n)
{
    macro_parent_dp_body<false>(x, n, 0ull);
}


// dpopt: macro_parent as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void macro_parent_dp_followed(float *x, int n, unsigned long long dp_ticket)
{
    macro_parent_dp_body<true>(x, n, dp_ticket);
}
#line 62 "tests/corpus/macros.cu"

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
    {
        // dpopt: macro_parent's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = 32;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&add_child_dp_grid_2_aside, add_child_dp_grid_2_state, dp_follow_grid, dp_follow_block,
                                       sizeof(add_child_dp_grid_2_args), sizeof(add_child_dp_grid_2_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            macro_parent_dp_followed<<<dp_follow_grid, dp_follow_block>>>(x, n, dp_ticket);
            add_child_dp_grid_2_follow<<<dpopt::grid_flat_follow_blocks(add_child_dp_grid_2_follow, &add_child_dp_grid_2_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            macro_parent<<<dp_follow_grid, dp_follow_block>>>(x, n);
        }
    }
#line 81 "tests/corpus/macros.cu"
    CHECK(cudaDeviceSynchronize());

    float h_x0;
    CHECK(cudaMemcpy(&h_x0, x, sizeof(float), cudaMemcpyDeviceToHost));
    printf("macros: x[0] = %f\n", h_x0);
    CHECK(cudaFree(x));
    CHECK(cudaFree(seg));
    return 0;
}
