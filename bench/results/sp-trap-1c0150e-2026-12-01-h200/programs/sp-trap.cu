#include <dpopt/base.cuh>
#include <dpopt/grid_flat.cuh>
#include <dpopt/shape.cuh>
#line 1 "bench/apps/sp/cdp.cu"
/*
 * bench/apps/sp/cdp.cu - survey propagation with CUDA Dynamic Parallelism: in
 * the variable step, the parent threads (block 384) walk the variables in a
 * grid-stride loop and launch, for each, a child grid with a thread per
 * occurrence of the variable (block 64), which computes that edge's ratio (El
 * Hajj, table 5.1; a thread launches once per variable it walks: the launch is
 * in a loop).  CDP2-legal: children go to the fire-and-forget stream; the host
 * orders the steps (a grid completes only when its children have).
 */
#include "sp.h"
#include "sp_steps.cuh"

/* ---- step 1, the variables ---- */

// dpopt: sp_var_child as launched from sp_var_parent (line 30), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct sp_var_child_dp_grid_args {
    const int *occ;
    int degree;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct sp_var_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    const int *occ;
    int degree;
    const int *lit;
    const float *eta;
    float *ratio;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of sp_var_parent runs at a time).
static __device__ dpopt::GridState sp_var_child_dp_grid_state;

__global__ void sp_var_child_dp_grid(unsigned char *dp_batch, const int *lit, const float *eta, float *ratio, dim3 dp_block);

__device__ void sp_var_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, const int *lit, const float *eta, float *ratio, dim3 dp_block);

// The grid the host launches right after each grid of sp_var_parent_dp_followed, to walk its batch.
__global__ void sp_var_child_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> sp_var_child_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> sp_var_child_dp_grid_aside;

#line 15 "bench/apps/sp/cdp.cu"
__global__ void sp_var_child(const int *occ, int degree, const int *lit, const float *eta,
                             float *ratio)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < degree)
        ratio[occ[k]] = sp_edge_ratio(occ, degree, k, lit, eta);
}

// dpopt: one thread of sp_var_child, for the fused grids that flatten its launches.
__device__ void sp_var_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *occ, int degree, const int *lit, const float *eta, float *ratio)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 17 "bench/apps/sp/cdp.cu"
    {
        int k = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (k < degree)
            ratio[occ[k]] = sp_edge_ratio(occ, degree, k, lit, eta);
    }
}


// dpopt: the launches of sp_var_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void sp_var_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, const int *lit, const float *eta, float *ratio, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    sp_var_child_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dim3(dp_record.dp_grid_x);
        const dim3 dp_its_block(64u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        sp_var_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_record.occ, dp_record.degree, lit, eta, ratio);
    }
}


// dpopt: sp_var_child fused across the launches of one grid of sp_var_parent, a thread for each child thread.
__global__ void sp_var_child_dp_grid(unsigned char *dp_batch, const int *lit, const float *eta, float *ratio, dim3 dp_block)
{
    sp_var_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, lit, eta, ratio, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of sp_var_child's launches as the host launches it, right after each grid of sp_var_parent_dp_followed.
__global__ void sp_var_child_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part.
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&sp_var_child_dp_grid_state, &dp_found))
        return;
    const sp_var_child_dp_grid_launch *dp_first = dpopt::batch_first<sp_var_child_dp_grid_launch, sp_var_child_dp_grid_args>(dp_found.batch, dp_found.capacity);
    sp_var_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).lit, (*dp_first).eta, (*dp_first).ratio, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 21 "bench/apps/sp/cdp.cu"


// dpopt: sp_var_parent's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void sp_var_parent_dp_body(const int *var_start, const int *occ, const int *lit,
                              const float *eta, float *ratio, int nvars, unsigned long long dp_ticket)
#line 25 "bench/apps/sp/cdp.cu"
{
    sp_var_child_dp_grid_launch dp_pending_0[4]; // the launches at line 30, in a loop: up to 4 a thread, made at the end of the block
    unsigned int dp_pending_0_count = 0u;
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 26 "bench/apps/sp/cdp.cu"
        for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < nvars; j += gridDim.x * blockDim.x) {
            int begin = var_start[j];
            int degree = var_start[j + 1] - begin;
            if (degree > 0) {
                {
                    // dpopt: sp_var_child<<<...>>> kept for the end of the block, aggregated at grid granularity: in a loop, up to 4
                    // launches of this thread each keep a record of their own
                    sp_var_child_dp_grid_launch dp_this = {};
                    dp_this.dp_grid = (degree + 63) / 64;
                    dp_this.dp_block = 64;
                    dp_this.dp_shmem = 0;
                    dp_this.dp_stream = cudaStreamFireAndForget;
                    dp_this.occ = occ + begin;
                    dp_this.degree = degree;
                    dp_this.lit = lit;
                    dp_this.eta = eta;
                    dp_this.ratio = ratio;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_this.dp_active = dpopt::launch_config_valid(dp_this.dp_grid, dp_this.dp_block);
                    if (dp_this.dp_active && dp_pending_0_count < 4u) {
                        dp_pending_0[dp_pending_0_count] = dp_this;
                        dp_pending_0_count++;
                    } else if (dp_this.dp_active) {
                        // more than 4 launches of this thread: as written (its stream orders none of them)
                        if constexpr (dp_followed) __trap(); else
                            sp_var_child<<<dp_this.dp_grid, dp_this.dp_block, dp_this.dp_shmem, dp_this.dp_stream>>>(dp_this.occ, dp_this.degree, dp_this.lit, dp_this.eta, dp_this.ratio);
                    }
                }
#line 32 "bench/apps/sp/cdp.cu"
                if (cudaGetLastError() != cudaSuccess)
                    bench_count_launch_error();
            }
        }
    }();
    {
        // dpopt: the grid's launches of sp_var_child from line 30 (in a loop: up to 4 a thread), fused into one launch
        sp_var_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Their threads, not their blocks, go into the grid's batch: the fused grid has a thread for each.
        unsigned int dp_launches = 0u, dp_threads = 0u; // this thread's kept launches that go in, and their threads
        for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) {
            const unsigned long long dp_its = dpopt::launch_threads_below(dp_pending_0[dp_k].dp_grid, dp_pending_0[dp_k].dp_block, dp_pending_0[dp_k].degree);
            const bool dp_fits = dp_its <= dpopt::grid_flat_launch_max;
            if (dp_fits) {
                dp_launches++;
                dp_threads += (unsigned int)dp_its;
            }
        }
        dpopt::BatchOptions dp_options = dpopt::batch_options<sp_var_child_dp_grid_args, sp_var_child_dp_grid_launch>();
        dp_options.sites = 4u;
        dp_options.ticket = dp_ticket;
        dpopt::grid_flat_open_launches(&dp_batch, dp_temp, &sp_var_child_dp_grid_state, dp_launches, dp_threads, dp_options);
        unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;
        for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) {
            const unsigned long long dp_its = dpopt::launch_threads_below(dp_pending_0[dp_k].dp_grid, dp_pending_0[dp_k].dp_block, dp_pending_0[dp_k].degree);
            const bool dp_fits = dp_its <= dpopt::grid_flat_launch_max;
            if (dp_fits && dp_batch.data) {
                sp_var_child_dp_grid_args dp_record = {};
                dp_record.occ = dp_pending_0[dp_k].occ;
                dp_record.degree = dp_pending_0[dp_k].degree;
                dp_record.dp_grid_x = dp_pending_0[dp_k].dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_slot, dp_record);
                if (dp_slot == 0) {
                    sp_var_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<sp_var_child_dp_grid_launch, sp_var_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0[dp_k].dp_grid;
                    dp_first_launch->dp_block = dp_pending_0[dp_k].dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0[dp_k].dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0[dp_k].dp_stream;
                    dp_first_launch->occ = dp_pending_0[dp_k].occ;
                    dp_first_launch->degree = dp_pending_0[dp_k].degree;
                    dp_first_launch->lit = dp_pending_0[dp_k].lit;
                    dp_first_launch->eta = dp_pending_0[dp_k].eta;
                    dp_first_launch->ratio = dp_pending_0[dp_k].ratio;
                    dp_first_launch->dp_active = dp_pending_0[dp_k].dp_active;
                }
                dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;
                dp_slot++;
                dp_start += (unsigned int)dp_its;
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                if constexpr (dp_followed) __trap(); else
                    sp_var_child<<<dp_pending_0[dp_k].dp_grid, dp_pending_0[dp_k].dp_block, dp_pending_0[dp_k].dp_shmem, dp_pending_0[dp_k].dp_stream>>>(dp_pending_0[dp_k].occ, dp_pending_0[dp_k].degree, dp_pending_0[dp_k].lit, dp_pending_0[dp_k].eta, dp_pending_0[dp_k].ratio);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &sp_var_child_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<sp_var_child_dp_grid_launch, sp_var_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (sp_var_child_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    sp_var_child_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).lit, (*dp_first).eta, (*dp_first).ratio, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            sp_var_child_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).lit, (*dp_first).eta, (*dp_first).ratio, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: sp_var_parent as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) sp_var_parent(const int *var_start, const int *occ, const int *lit, const float *eta, float *ratio, int nvars)
{
    sp_var_parent_dp_body<false>(var_start, occ, lit, eta, ratio, nvars, 0ull);
}


// dpopt: sp_var_parent as its host launches in this file launch it, each followed by the fused grids of its children.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) sp_var_parent_dp_followed(const int *var_start, const int *occ, const int *lit, const float *eta, float *ratio, int nvars, unsigned long long dp_ticket)
{
    sp_var_parent_dp_body<true>(var_start, occ, lit, eta, ratio, nvars, dp_ticket);
}
#line 36 "bench/apps/sp/cdp.cu"

#line 37 "bench/apps/sp/cdp.cu"

void sp_variant_run(const sp_formula_dev *f, int sweeps, float *d_eta, float *d_wpos,
                    float *d_wneg)
{
    CHECK_CUDA(cudaMemcpyAsync(d_eta, f->eta0, (size_t)f->nedges * sizeof(float),
                               cudaMemcpyDeviceToDevice, 0));
    for (int s = 0; s < sweeps; s++) {
        {
            // dpopt: sp_var_parent's copy, whose children's fused grids are launched after it (--flatten=grid)
            const dim3 dp_follow_grid = f->parent_blocks, dp_follow_block = SP_PARENT_BLOCK;
            // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
            // a default stream of this thread's own, its grids wait for the last locked launch's to end).
            const dpopt::FollowLock dp_follow_lock(0);
            // The room for the batches of its children's launches, set aside on the host (allocated by the
            // first launch, and by any larger one): its blocks then take no room from the launch pool, and
            // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
            const bool dp_rooms =
                dpopt::grid_flat_set_aside(&sp_var_child_dp_grid_aside, sp_var_child_dp_grid_state, dp_follow_grid, dp_follow_block,
                                           sizeof(sp_var_child_dp_grid_args), sizeof(sp_var_child_dp_grid_launch), 0, 4u);
            // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
            // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
            const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
            if (dp_ticket) {
                sp_var_parent_dp_followed<<<dp_follow_grid, dp_follow_block>>>(f->var_start, f->occ, f->lit, d_eta,
                                                                     f->ratio, f->nvars, dp_ticket);
                sp_var_child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(sp_var_child_dp_grid_follow, &sp_var_child_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
            } else {
                sp_var_parent<<<dp_follow_grid, dp_follow_block>>>(f->var_start, f->occ, f->lit, d_eta,
                                                                     f->ratio, f->nvars);
            }
        }
#line 46 "bench/apps/sp/cdp.cu"
        CHECK_LAUNCH();
        sp_clause_update<<<(f->nclauses + 255) / 256, 256>>>(f->clause_start, f->ratio, d_eta,
                                                             f->nclauses);
        CHECK_LAUNCH();
    }
    sp_bias<<<(f->nvars + 255) / 256, 256>>>(f->var_start, f->occ, f->lit, d_eta, d_wpos, d_wneg,
                                             f->nvars);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
