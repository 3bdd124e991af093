#include <dpopt/base.cuh>
#include <dpopt/grid_flat.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/loop_launch.cu"
// loop_launch.cu - launches inside loops of the parent kernel.
// scale_rows: one parent thread per row; the row is cut into chunks of CHUNK
// elements and the thread launches one child grid per chunk (a for loop).
// smooth_passes: one thread runs a while loop of dependent passes; the passes go
// to the block's default stream, so each pass starts after the previous one ends.
#include <cstdio>
#include <cuda_runtime.h>

#define CHUNK 1024

// dpopt: scale_chunk as launched from scale_rows (line 27), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct scale_chunk_dp_grid_args {
    float *data;
    int count;
    float factor;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct scale_chunk_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    float *data;
    int count;
    float factor;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of scale_rows runs at a time).
static __device__ dpopt::GridState scale_chunk_dp_grid_state;

__global__ void scale_chunk_dp_grid(unsigned char *dp_batch, dim3 dp_block);

__device__ void scale_chunk_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, dim3 dp_block);

// The grid the host launches right after each grid of scale_rows_dp_followed, to walk its batch.
__global__ void scale_chunk_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> scale_chunk_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> scale_chunk_dp_grid_aside;

#line 11 "tests/corpus/loop_launch.cu"
__global__ void scale_chunk(float *data, int count, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        data[i] *= factor;
}

// dpopt: one thread of scale_chunk, for the fused grids that flatten its launches.
__device__ void scale_chunk_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int count, float factor)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 12 "tests/corpus/loop_launch.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < count)
            data[i] *= factor;
    }
}


// dpopt: the launches of scale_chunk in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void scale_chunk_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    scale_chunk_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dim3(dp_record.dp_grid_x);
        const dim3 dp_its_block(128u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        scale_chunk_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_record.data, dp_record.count, dp_record.factor);
    }
}


// dpopt: scale_chunk fused across the launches of one grid of scale_rows, a thread for each child thread.
__global__ void scale_chunk_dp_grid(unsigned char *dp_batch, dim3 dp_block)
{
    scale_chunk_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of scale_chunk's launches as the host launches it, right after each grid of scale_rows_dp_followed.
__global__ void scale_chunk_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part.
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&scale_chunk_dp_grid_state, &dp_found))
        return;
    const scale_chunk_dp_grid_launch *dp_first = dpopt::batch_first<scale_chunk_dp_grid_launch, scale_chunk_dp_grid_args>(dp_found.batch, dp_found.capacity);
    scale_chunk_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 16 "tests/corpus/loop_launch.cu"


// dpopt: scale_rows's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void scale_rows_dp_body(float *data, const int *row_ptr, const float *factor, int num_rows, unsigned long long dp_ticket)
#line 19 "tests/corpus/loop_launch.cu"
{
    scale_chunk_dp_grid_launch dp_pending_0[4]; // the launches at line 27, in a loop: up to 4 a thread, made at the end of the block
    unsigned int dp_pending_0_count = 0u;
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 20 "tests/corpus/loop_launch.cu"
        int row = blockIdx.x * blockDim.x + threadIdx.x;
        if (row >= num_rows)
            return;
        int begin = row_ptr[row];
        int len = row_ptr[row + 1] - begin;
        for (int start = 0; start < len; start += CHUNK) {
            int count = min(CHUNK, len - start);
            {
                // dpopt: scale_chunk<<<...>>> kept for the end of the block, aggregated at grid granularity: in a loop, up to 4
                // launches of this thread each keep a record of their own
                scale_chunk_dp_grid_launch dp_this = {};
                dp_this.dp_grid = (count + 127) / 128;
                dp_this.dp_block = 128;
                dp_this.dp_shmem = 0;
                dp_this.dp_stream = cudaStreamFireAndForget;
                dp_this.data = data + begin + start;
                dp_this.count = count;
                dp_this.factor = factor[row];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_this.dp_active = dpopt::launch_config_valid(dp_this.dp_grid, dp_this.dp_block);
                if (dp_this.dp_active && dp_pending_0_count < 4u) {
                    dp_pending_0[dp_pending_0_count] = dp_this;
                    dp_pending_0_count++;
                } else if (dp_this.dp_active) {
                    // more than 4 launches of this thread: as written (its stream orders none of them)
                    scale_chunk<<<dp_this.dp_grid, dp_this.dp_block, dp_this.dp_shmem, dp_this.dp_stream>>>(dp_this.data, dp_this.count, dp_this.factor);
                }
            }
#line 29 "tests/corpus/loop_launch.cu"
        }
    }();
    {
        // dpopt: the grid's launches of scale_chunk from line 27 (in a loop: up to 4 a thread), fused into one launch
        scale_chunk_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Their threads, not their blocks, go into the grid's batch: the fused grid has a thread for each.
        unsigned int dp_launches = 0u, dp_threads = 0u; // this thread's kept launches that go in, and their threads
        for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) {
            const unsigned long long dp_its = dpopt::launch_threads_below(dp_pending_0[dp_k].dp_grid, dp_pending_0[dp_k].dp_block, dp_pending_0[dp_k].count);
            const bool dp_fits = dp_its <= dpopt::grid_flat_launch_max;
            if (dp_fits) {
                dp_launches++;
                dp_threads += (unsigned int)dp_its;
            }
        }
        dpopt::BatchOptions dp_options = dpopt::batch_options<scale_chunk_dp_grid_args, scale_chunk_dp_grid_launch>();
        dp_options.sites = 4u;
        dp_options.ticket = dp_ticket;
        dpopt::grid_flat_open_launches(&dp_batch, dp_temp, &scale_chunk_dp_grid_state, dp_launches, dp_threads, dp_options);
        unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;
        for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) {
            const unsigned long long dp_its = dpopt::launch_threads_below(dp_pending_0[dp_k].dp_grid, dp_pending_0[dp_k].dp_block, dp_pending_0[dp_k].count);
            const bool dp_fits = dp_its <= dpopt::grid_flat_launch_max;
            if (dp_fits && dp_batch.data) {
                scale_chunk_dp_grid_args dp_record = {};
                dp_record.data = dp_pending_0[dp_k].data;
                dp_record.count = dp_pending_0[dp_k].count;
                dp_record.factor = dp_pending_0[dp_k].factor;
                dp_record.dp_grid_x = dp_pending_0[dp_k].dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_slot, dp_record);
                if (dp_slot == 0) {
                    scale_chunk_dp_grid_launch *dp_first_launch = dpopt::batch_first<scale_chunk_dp_grid_launch, scale_chunk_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0[dp_k].dp_grid;
                    dp_first_launch->dp_block = dp_pending_0[dp_k].dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0[dp_k].dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0[dp_k].dp_stream;
                    dp_first_launch->data = dp_pending_0[dp_k].data;
                    dp_first_launch->count = dp_pending_0[dp_k].count;
                    dp_first_launch->factor = dp_pending_0[dp_k].factor;
                    dp_first_launch->dp_active = dp_pending_0[dp_k].dp_active;
                }
                dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;
                dp_slot++;
                dp_start += (unsigned int)dp_its;
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                scale_chunk<<<dp_pending_0[dp_k].dp_grid, dp_pending_0[dp_k].dp_block, dp_pending_0[dp_k].dp_shmem, dp_pending_0[dp_k].dp_stream>>>(dp_pending_0[dp_k].data, dp_pending_0[dp_k].count, dp_pending_0[dp_k].factor);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &scale_chunk_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<scale_chunk_dp_grid_launch, scale_chunk_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (scale_chunk_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    scale_chunk_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            scale_chunk_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: scale_rows as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void scale_rows(float *data, const int *row_ptr, const float *factor, int num_rows)
{
    scale_rows_dp_body<false>(data, row_ptr, factor, num_rows, 0ull);
}


// dpopt: scale_rows as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void scale_rows_dp_followed(float *data, const int *row_ptr, const float *factor, int num_rows, unsigned long long dp_ticket)
{
    scale_rows_dp_body<true>(data, row_ptr, factor, num_rows, dp_ticket);
}
#line 30 "tests/corpus/loop_launch.cu"

#line 31 "tests/corpus/loop_launch.cu"

__global__ void smooth_child(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

__global__ void smooth_passes(float *a, float *b, int n, int passes)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        int pass = 0;
        while (pass < passes) {
            float *src = (pass % 2 == 0) ? a : b;
            float *dst = (pass % 2 == 0) ? b : a;
            smooth_child<<<(n + 255) / 256, 256>>>(src, dst, n);
            pass++;
        }
    }
}

int main(void)
{
    const int num_rows = 64, row_len = 3000, n = num_rows * row_len;
    int h_row_ptr[num_rows + 1];
    float h_factor[num_rows];
    for (int r = 0; r <= num_rows; r++)
        h_row_ptr[r] = r * row_len;
    for (int r = 0; r < num_rows; r++)
        h_factor[r] = 1.0f / (r + 1);

    float *data, *tmp, *factor;
    int *row_ptr;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&tmp, n * sizeof(float));
    cudaMalloc(&factor, num_rows * sizeof(float));
    cudaMalloc(&row_ptr, (num_rows + 1) * sizeof(int));
    cudaMemset(data, 0, n * sizeof(float));
    cudaMemset(tmp, 0, n * sizeof(float));
    cudaMemcpy(factor, h_factor, sizeof(h_factor), cudaMemcpyHostToDevice);
    cudaMemcpy(row_ptr, h_row_ptr, sizeof(h_row_ptr), cudaMemcpyHostToDevice);

    {
        // dpopt: scale_rows's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = (num_rows + 31) / 32, dp_follow_block = 32;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&scale_chunk_dp_grid_aside, scale_chunk_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(scale_chunk_dp_grid_args), sizeof(scale_chunk_dp_grid_launch), 0, 4u);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            scale_rows_dp_followed<<<dp_follow_grid, dp_follow_block>>>(data, row_ptr, factor, num_rows, dp_ticket);
            scale_chunk_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(scale_chunk_dp_grid_follow, &scale_chunk_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            scale_rows<<<dp_follow_grid, dp_follow_block>>>(data, row_ptr, factor, num_rows);
        }
    }
#line 74 "tests/corpus/loop_launch.cu"
    smooth_passes<<<1, 32>>>(data, tmp, n, 4);
    cudaError_t err = cudaDeviceSynchronize();
    printf("loop_launch: %s\n", cudaGetErrorString(err));

    cudaFree(data); cudaFree(tmp); cudaFree(factor); cudaFree(row_ptr);
    return 0;
}
