#include <dpopt/base.cuh>
#include <dpopt/grid_flat.cuh>
#include <dpopt/shape.cuh>
#line 1 "bench/apps/sssp/cdp.cu"
/*
 * bench/apps/sssp/cdp.cu - SSSP with CUDA Dynamic Parallelism: each round, one
 * parent thread per worklist vertex launches a child grid with one thread per
 * outgoing edge, which relaxes it (atomicMin) and pushes improved vertices onto
 * the next worklist (parent block 128, child block 128: El Hajj, table 5.1).
 * CDP2-legal: children go to the fire-and-forget stream.
 */
#include "sssp.h"

// dpopt: sssp_child as launched from sssp_parent (line 36), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct sssp_child_dp_grid_args {
    const int *neighbours;
    const int *weights;
    int degree;
    int dist_v;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct sssp_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    const int *neighbours;
    const int *weights;
    int degree;
    int dist_v;
    int *dist;
    int *next;
    int *next_size;
    int *stamp;
    int round;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of sssp_parent runs at a time).
static __device__ dpopt::GridState sssp_child_dp_grid_state;

__global__ void sssp_child_dp_grid(unsigned char *dp_batch, int *dist, int *next, int *next_size, int *stamp, int round, dim3 dp_block);

__device__ void sssp_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *dist, int *next, int *next_size, int *stamp, int round, dim3 dp_block);

// Where each grid of sssp_parent_dp_followed leaves its batch for the launch after it, by ticket.
static __device__ dpopt::GridFlatHandoffs sssp_child_dp_grid_handoffs;
__global__ void sssp_child_dp_grid_follow(unsigned long long dp_ticket);
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> sssp_child_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> sssp_child_dp_grid_aside;

#line 10 "bench/apps/sssp/cdp.cu"
__global__ void sssp_child(const int *neighbours, const int *weights, int degree, int dist_v,
                           int *dist, int *next, int *next_size, int *stamp, int round)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < degree) {
        int u = neighbours[j];
        int nd = dist_v + weights[j];
        if (nd < dist[u] && nd < atomicMin(&dist[u], nd)) {
            if (atomicExch(&stamp[u], round) != round) {
                int slot = atomicAdd(next_size, 1);
                next[slot] = u;
            }
        }
    }
}

// dpopt: one thread of sssp_child, for the fused grids that flatten its launches.
__device__ void sssp_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *neighbours, const int *weights, int degree, int dist_v, int *dist, int *next, int *next_size, int *stamp, int round)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 12 "bench/apps/sssp/cdp.cu"
    {
        int j = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (j < degree) {
            int u = neighbours[j];
            int nd = dist_v + weights[j];
            if (nd < dist[u] && nd < atomicMin(&dist[u], nd)) {
                if (atomicExch(&stamp[u], round) != round) {
                    int slot = atomicAdd(next_size, 1);
                    next[slot] = u;
                }
            }
        }
    }
}


// dpopt: the launches of sssp_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void sssp_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *dist, int *next, int *next_size, int *stamp, int round, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    sssp_child_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dim3(dp_record.dp_grid_x);
        const dim3 dp_its_block(128u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        sssp_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_record.neighbours, dp_record.weights, dp_record.degree, dp_record.dist_v, dist, next, next_size, stamp, round);
    }
}


// dpopt: sssp_child fused across the launches of one grid of sssp_parent, a thread for each child thread.
__global__ void sssp_child_dp_grid(unsigned char *dp_batch, int *dist, int *next, int *next_size, int *stamp, int round, dim3 dp_block)
{
    sssp_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, dist, next, next_size, stamp, round, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of sssp_child's launches as the host launches it, right after each grid of sssp_parent_dp_followed.
__global__ void sssp_child_dp_grid_follow(unsigned long long dp_ticket)
{
    // The batch that grid left, unless it made none or launched it itself; only the blocks with a share of
    // it take part.
    dpopt::GridFlatHandoff dp_handoff;
    if (!dpopt::grid_flat_follow_find(&sssp_child_dp_grid_handoffs, &sssp_child_dp_grid_state, dp_ticket, &dp_handoff))
        return;
    const sssp_child_dp_grid_launch *dp_first = dpopt::batch_first<sssp_child_dp_grid_launch, sssp_child_dp_grid_args>(dp_handoff.batch, dp_handoff.capacity);
    sssp_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_handoff.batch, (*dp_first).dist, (*dp_first).next, (*dp_first).next_size, (*dp_first).stamp, (*dp_first).round, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(&sssp_child_dp_grid_handoffs, dp_handoff);
}
#line 24 "bench/apps/sssp/cdp.cu"


// dpopt: sssp_parent's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void sssp_parent_dp_body(const int *row, const int *col, const int *weight, int *dist,
                            const int *frontier, int frontier_size, int *next, int *next_size,
                            int *stamp, int round, unsigned long long dp_ticket)
#line 29 "bench/apps/sssp/cdp.cu"
{
    sssp_child_dp_grid_launch dp_pending_0 = {}; // the launch at line 36, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 30 "bench/apps/sssp/cdp.cu"
        int i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < frontier_size) {
            int v = frontier[i];
            int begin = row[v];
            int degree = row[v + 1] - begin;
            if (degree > 0) {
                {
                    // dpopt: sssp_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = (degree + 127) / 128;
                    dp_pending_0.dp_block = 128;
                    dp_pending_0.dp_shmem = 0;
                    dp_pending_0.dp_stream = cudaStreamFireAndForget;
                    dp_pending_0.neighbours = col + begin;
                    dp_pending_0.weights = weight + begin;
                    dp_pending_0.degree = degree;
                    dp_pending_0.dist_v = dist[v];
                    dp_pending_0.dist = dist;
                    dp_pending_0.next = next;
                    dp_pending_0.next_size = next_size;
                    dp_pending_0.stamp = stamp;
                    dp_pending_0.round = round;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
#line 38 "bench/apps/sssp/cdp.cu"
                if (false)
                    bench_count_launch_error();
            }
        }
    }();
    {
        // dpopt: the grid's launches of sssp_child from line 36, fused into one launch
        sssp_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        // (sssp_child's threads past its argument 'degree' do nothing: they are not counted.)
        const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_threads_below(dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.degree) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<sssp_child_dp_grid_args, sssp_child_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &sssp_child_dp_grid_state, dp_pending_0.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_flattened && dp_batch.data) {
                sssp_child_dp_grid_args dp_record = {};
                dp_record.neighbours = dp_pending_0.neighbours;
                dp_record.weights = dp_pending_0.weights;
                dp_record.degree = dp_pending_0.degree;
                dp_record.dist_v = dp_pending_0.dist_v;
                dp_record.dp_grid_x = dp_pending_0.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    sssp_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<sssp_child_dp_grid_launch, sssp_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                    dp_first_launch->neighbours = dp_pending_0.neighbours;
                    dp_first_launch->weights = dp_pending_0.weights;
                    dp_first_launch->degree = dp_pending_0.degree;
                    dp_first_launch->dist_v = dp_pending_0.dist_v;
                    dp_first_launch->dist = dp_pending_0.dist;
                    dp_first_launch->next = dp_pending_0.next;
                    dp_first_launch->next_size = dp_pending_0.next_size;
                    dp_first_launch->stamp = dp_pending_0.stamp;
                    dp_first_launch->round = dp_pending_0.round;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                __trap(); // A/B: no device launch
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        // Where the host launches sssp_child_dp_grid_follow after this grid (dp_followed), that grid walks any batch.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &sssp_child_dp_grid_state, dpopt::grid_flat_any_lanes,
                                                                       dp_followed ? 0u : dpopt::grid_flat_turns);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<sssp_child_dp_grid_launch, sssp_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        if (dp_closed == dpopt::grid_flat_launch) {
            // Where dp_followed, handed to the grid the host launches right after this one (sssp_child_dp_grid_follow),
            // unless the ticket's slot still holds another grid's batch.
            if (!dp_followed || !dpopt::grid_flat_hand_off(&sssp_child_dp_grid_handoffs, dp_ticket, dp_batch.data, dp_batch.capacity)) {
                __trap(); /* A/B: no device launch
                    sssp_child_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).dist, (*dp_first).next, (*dp_first).next_size, (*dp_first).stamp, (*dp_first).round, (*dp_first).dp_block);
                }); */
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            sssp_child_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).dist, (*dp_first).next, (*dp_first).next_size, (*dp_first).stamp, (*dp_first).round, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: sssp_parent as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void sssp_parent(const int *row, const int *col, const int *weight, int *dist, const int *frontier, int frontier_size, int *next, int *next_size, int *stamp, int round)
{
    sssp_parent_dp_body<false>(row, col, weight, dist, frontier, frontier_size, next, next_size, stamp, round, 0ull);
}


// dpopt: sssp_parent as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void sssp_parent_dp_followed(const int *row, const int *col, const int *weight, int *dist, const int *frontier, int frontier_size, int *next, int *next_size, int *stamp, int round, unsigned long long dp_ticket)
{
    sssp_parent_dp_body<true>(row, col, weight, dist, frontier, frontier_size, next, next_size, stamp, round, dp_ticket);
}
#line 42 "bench/apps/sssp/cdp.cu"

#line 43 "bench/apps/sssp/cdp.cu"

__global__ void sssp_init(int *dist, int *stamp, int n, int source, int *frontier)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        dist[v] = v == source ? 0 : SSSP_INF;
        stamp[v] = -1;
    }
    if (v == 0)
        frontier[0] = source;
}

void sssp_variant_run(const sssp_graph_dev *g, int source, int *d_dist)
{
    int *frontier = g->frontier;
    int *next = g->next;
    sssp_init<<<(g->n + 255) / 256, 256>>>(d_dist, g->stamp, g->n, source, frontier);
    CHECK_LAUNCH();
    int frontier_size = 1;
    for (int round = 0; frontier_size > 0; round++) {
        CHECK_CUDA(cudaMemset(g->next_size, 0, sizeof(int)));
        int threads = 128;
        int blocks = (frontier_size + threads - 1) / threads;
        {
            // dpopt: sssp_parent's copy, whose children's fused grids are launched after it (--flatten=grid)
            const dim3 dp_follow_grid = blocks, dp_follow_block = threads;
            // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
            // a default stream of this thread's own, its grids wait for the last locked launch's to end).
            const dpopt::FollowLock dp_follow_lock(0);
            // The room for the batches of its children's launches, set aside on the host (allocated by the
            // first launch, and by any larger one): its blocks then take no room from the launch pool.
            dpopt::grid_flat_set_aside(&sssp_child_dp_grid_aside, sssp_child_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(sssp_child_dp_grid_args), sizeof(sssp_child_dp_grid_launch), 0);
            // The ticket at which its grid and theirs meet; none while the stream is captured into a graph
            // (instances of one graph may run at once): then the kernel as written.
            const unsigned long long dp_ticket = dpopt::grid_flat_ticket(0);
            if (dp_ticket) {
                sssp_parent_dp_followed<<<dp_follow_grid, dp_follow_block>>>(g->row, g->col, g->weight, d_dist, frontier,
                                                 frontier_size, next, g->next_size, g->stamp, round, dp_ticket);
                sssp_child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(sssp_child_dp_grid_follow, &sssp_child_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>(dp_ticket);
            } else {
                sssp_parent<<<dp_follow_grid, dp_follow_block>>>(g->row, g->col, g->weight, d_dist, frontier,
                                                 frontier_size, next, g->next_size, g->stamp, round);
            }
        }
#line 68 "bench/apps/sssp/cdp.cu"
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&frontier_size, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));
        int *t = frontier;
        frontier = next;
        next = t;
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
