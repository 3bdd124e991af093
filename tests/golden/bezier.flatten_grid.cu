#include <dpopt/base.cuh>
#include <dpopt/grid_flat.cuh>
#include <dpopt/shape.cuh>
#include <dpopt/arena.cuh>
#line 1 "tests/corpus/bezier.cu"
// bezier.cu - tessellation of quadratic Bezier lines (PMPP chapter 21).
// One parent thread per line computes how many points the line needs,
// allocates its vertex array with device-side cudaMalloc and launches a child
// grid with one thread per point. A separate kernel frees the arrays.
#include <cstdio>
#include <cuda_runtime.h>

#define MAX_TESS_POINTS 32
#define N_LINES 256

struct BezierLine {
    float2 CP[3];        // control points
    float2 *vertexPos;   // tessellated points, allocated on the device
    int nVertices;       // number of tessellated points
};

__device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ float2 operator-(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }
__device__ float2 operator*(float s, float2 a) { return make_float2(s * a.x, s * a.y); }
__device__ float length(float2 a) { return sqrtf(a.x * a.x + a.y * a.y); }

__device__ float computeCurvature(BezierLine *bLine)
{
    float2 mid = 0.5f * (bLine->CP[0] + bLine->CP[2]);
    return length(bLine->CP[1] - mid) / length(bLine->CP[2] - bLine->CP[0]);
}

// dpopt: computeBezierLine_child as launched from computeBezierLines_parent (line 53), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct computeBezierLine_child_dp_grid_args {
    int lidx;
    int nTessPoints;
    dim3 dp_grid;  // the parent's grid
};

struct computeBezierLine_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int lidx;
    BezierLine *bLines;
    int nTessPoints;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of computeBezierLines_parent runs at a time).
static __device__ dpopt::GridState computeBezierLine_child_dp_grid_state;

__global__ void computeBezierLine_child_dp_grid(unsigned char *dp_batch, BezierLine *bLines, dim3 dp_block);

__device__ void computeBezierLine_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, BezierLine *bLines, dim3 dp_block);

// The grid the host launches right after each grid of computeBezierLines_parent_dp_followed, to walk its batch.
__global__ void computeBezierLine_child_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> computeBezierLine_child_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> computeBezierLine_child_dp_grid_aside;

#line 28 "tests/corpus/bezier.cu"
__global__ void computeBezierLine_child(int lidx, BezierLine *bLines, int nTessPoints)
{
    int idx = threadIdx.x + blockDim.x * blockIdx.x;  // one vertex per thread
    if (idx < nTessPoints) {
        float u = (float)idx / (float)(nTessPoints - 1);
        float omu = 1.0f - u;
        float B3u[3];                                 // quadratic Bezier coefficients
        B3u[0] = omu * omu;
        B3u[1] = 2.0f * u * omu;
        B3u[2] = u * u;
        float2 position = make_float2(0.0f, 0.0f);
        for (int i = 0; i < 3; i++)
            position = position + B3u[i] * bLines[lidx].CP[i];
        bLines[lidx].vertexPos[idx] = position;
    }
}

// dpopt: one thread of computeBezierLine_child, for the fused grids that flatten its launches.
__device__ void computeBezierLine_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int lidx, BezierLine *bLines, int nTessPoints)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 29 "tests/corpus/bezier.cu"
    {
        int idx = dp_threadIdx.x + dp_blockDim.x * dp_blockIdx.x;  // one vertex per thread
        if (idx < nTessPoints) {
            float u = (float)idx / (float)(nTessPoints - 1);
            float omu = 1.0f - u;
            float B3u[3];                                 // quadratic Bezier coefficients
            B3u[0] = omu * omu;
            B3u[1] = 2.0f * u * omu;
            B3u[2] = u * u;
            float2 position = make_float2(0.0f, 0.0f);
            for (int i = 0; i < 3; i++)
                position = position + B3u[i] * bLines[lidx].CP[i];
            bLines[lidx].vertexPos[idx] = position;
        }
    }
}


// dpopt: the launches of computeBezierLine_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void computeBezierLine_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, BezierLine *bLines, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    computeBezierLine_child_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_record.dp_grid;
        const dim3 dp_its_block(32u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        computeBezierLine_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_record.lidx, bLines, dp_record.nTessPoints);
    }
}


// dpopt: the launches of computeBezierLine_child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void computeBezierLine_child_dp_grid_walk_apart(const dpopt::GridFlatFound &dp_found, BezierLine *bLines, dim3 dp_block)
{
    computeBezierLine_child_dp_grid_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<computeBezierLine_child_dp_grid_args, computeBezierLine_child_dp_grid_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_record.dp_grid;
        const dim3 dp_its_block(32u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            computeBezierLine_child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_record.lidx, bLines, dp_record.nTessPoints);
    }
}


// dpopt: computeBezierLine_child fused across the launches of one grid of computeBezierLines_parent, a thread for each child thread.
__global__ void computeBezierLine_child_dp_grid(unsigned char *dp_batch, BezierLine *bLines, dim3 dp_block)
{
    computeBezierLine_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, bLines, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of computeBezierLine_child's launches as the host launches it, right after each grid of computeBezierLines_parent_dp_followed.
__global__ void computeBezierLine_child_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&computeBezierLine_child_dp_grid_state, &dp_found))
        return;
    const computeBezierLine_child_dp_grid_launch *dp_first = dpopt::batch_first<computeBezierLine_child_dp_grid_launch, computeBezierLine_child_dp_grid_args>(dp_found.batch, dp_found.capacity);
    computeBezierLine_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).bLines, (*dp_first).dp_block);
    computeBezierLine_child_dp_grid_walk_apart(dp_found, (*dp_first).bLines, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 43 "tests/corpus/bezier.cu"


// dpopt: computeBezierLines_parent's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void computeBezierLines_parent_dp_body(BezierLine *bLines, int nLines, unsigned long long dp_ticket)
#line 46 "tests/corpus/bezier.cu"
{
    computeBezierLine_child_dp_grid_launch dp_pending_0 = {}; // the launch at line 53, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/bezier.cu"
        int lidx = threadIdx.x + blockDim.x * blockIdx.x;  // one line per thread
        if (lidx < nLines) {
            float curvature = computeCurvature(&bLines[lidx]);
            bLines[lidx].nVertices = min(max((int)(curvature * 16.0f), 4), MAX_TESS_POINTS);
            dpopt::arena_cudaMalloc((void **)&bLines[lidx].vertexPos,
                       bLines[lidx].nVertices * sizeof(float2));
            {
                // dpopt: computeBezierLine_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                dp_pending_0.dp_grid = ceil((float)bLines[lidx].nVertices / 32.0f);
                dp_pending_0.dp_block = 32;
                dp_pending_0.lidx = lidx;
                dp_pending_0.bLines = bLines;
                dp_pending_0.nTessPoints = bLines[lidx].nVertices;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 55 "tests/corpus/bezier.cu"
        }
    }();
    {
        // dpopt: the grid's launches of computeBezierLine_child from line 53, fused into one launch
        computeBezierLine_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        // (computeBezierLine_child's threads past its argument 'nTessPoints' do nothing: they are not counted.)
        const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_threads_below(dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.nTessPoints) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<computeBezierLine_child_dp_grid_args, computeBezierLine_child_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &computeBezierLine_child_dp_grid_state, dp_pending_0.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
                computeBezierLine_child_dp_grid_args dp_record = {};
                dp_record.lidx = dp_pending_0.lidx;
                dp_record.nTessPoints = dp_pending_0.nTessPoints;
                dp_record.dp_grid = dp_pending_0.dp_grid;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    computeBezierLine_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<computeBezierLine_child_dp_grid_launch, computeBezierLine_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->lidx = dp_pending_0.lidx;
                    dp_first_launch->bLines = dp_pending_0.bLines;
                    dp_first_launch->nTessPoints = dp_pending_0.nTessPoints;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&computeBezierLine_child_dp_grid_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                computeBezierLine_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.lidx, dp_pending_0.bLines, dp_pending_0.nTessPoints);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &computeBezierLine_child_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<computeBezierLine_child_dp_grid_launch, computeBezierLine_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (computeBezierLine_child_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    computeBezierLine_child_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).bLines, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            computeBezierLine_child_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).bLines, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: computeBezierLines_parent as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void computeBezierLines_parent(BezierLine *bLines, int nLines)
{
    computeBezierLines_parent_dp_body<false>(bLines, nLines, 0ull);
}


// dpopt: computeBezierLines_parent as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void computeBezierLines_parent_dp_followed(BezierLine *bLines, int nLines, unsigned long long dp_ticket)
{
    computeBezierLines_parent_dp_body<true>(bLines, nLines, dp_ticket);
}
#line 56 "tests/corpus/bezier.cu"

#line 57 "tests/corpus/bezier.cu"

__global__ void freeVertexMem(BezierLine *bLines, int nLines)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines)
        dpopt::arena_cudaFree(bLines[lidx].vertexPos);
}

int main(void)
{
    BezierLine *h_lines = new BezierLine[N_LINES];
    for (int i = 0; i < N_LINES; i++) {
        for (int j = 0; j < 3; j++)
            h_lines[i].CP[j] = make_float2((float)j, (float)((i * 7 + j * 3) % 11) * 0.1f);
        h_lines[i].vertexPos = NULL;
        h_lines[i].nVertices = 0;
    }

    BezierLine *d_lines;
    cudaMalloc(&d_lines, N_LINES * sizeof(BezierLine));
    cudaMemcpy(d_lines, h_lines, N_LINES * sizeof(BezierLine), cudaMemcpyHostToDevice);

    {
        // dpopt: computeBezierLines_parent's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = (N_LINES + 63) / 64, dp_follow_block = 64;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&computeBezierLine_child_dp_grid_aside, computeBezierLine_child_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(computeBezierLine_child_dp_grid_args), sizeof(computeBezierLine_child_dp_grid_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            computeBezierLines_parent_dp_followed<<<dp_follow_grid, dp_follow_block>>>(d_lines, N_LINES, dp_ticket);
            computeBezierLine_child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(computeBezierLine_child_dp_grid_follow, &computeBezierLine_child_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            computeBezierLines_parent<<<dp_follow_grid, dp_follow_block>>>(d_lines, N_LINES);
        }
    }
#line 80 "tests/corpus/bezier.cu"
    freeVertexMem<<<(N_LINES + 63) / 64, 64>>>(d_lines, N_LINES);
    cudaError_t err = cudaDeviceSynchronize();
    printf("bezier: %s\n", cudaGetErrorString(err));

    cudaFree(d_lines);
    delete[] h_lines;
    return 0;
}
