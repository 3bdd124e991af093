#include <dpopt/base.cuh>
#include <dpopt/levels.cuh>
#line 1 "bench/apps/qsb/cdp.cu"
/*
 * bench/apps/qsb/cdp.cu - quicksort with CUDA Dynamic Parallelism and block
 * partitions (cdpAdvancedQuicksort's way of partitioning, qsb.h): a block
 * partitions its segment; its first thread launches each part of more than
 * one element as a block <<<1, QSB_THREADS>>> into a stream it creates for
 * that launch (cudaStreamNonBlocking) and destroys right after. CDP2-legal:
 * no device-side synchronisation; the host waits for the tree.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"

// dpopt: cdp_block_quicksort as launched from cdp_block_quicksort (line 30), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct cdp_block_quicksort_dp_grid_1_args {
    int left;
    int right;
};

struct cdp_block_quicksort_dp_grid_1_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    unsigned int *data;
    unsigned int *scratch;
    int left;
    int right;
    int depth;
    int max_depth;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of cdp_block_quicksort runs at a time).
static __device__ dpopt::GridState cdp_block_quicksort_dp_grid_1_state;

// The batches of cdp_block_quicksort's recursion kept for their later pieces (a level too large for the
// memory left runs in pieces).
static __device__ dpopt::LevelStack cdp_block_quicksort_dp_grid_1_levels;

__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, int depth, int max_depth, dim3 dp_grid);

#line 14 "bench/apps/qsb/cdp.cu"
__global__ void cdp_block_quicksort(unsigned int *data, unsigned int *scratch, int left, int right, int depth,
                                    int max_depth)
{
    cdp_block_quicksort_dp_grid_1_launch dp_pending_0 = {}; // the launch at line 30, made at the end of the block
    cdp_block_quicksort_dp_grid_1_launch dp_pending_1 = {}; // the launch at line 38, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 17 "bench/apps/qsb/cdp.cu"
        if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
            if (threadIdx.x == 0)
                qs_selection_sort(data, left, right);
            return;
        }
        __shared__ qsb_counts counts;
        __shared__ int below, equal;
        qsb_partition(data, scratch, left, right, &counts, &below, &equal);

        if (threadIdx.x == 0) {
            if (below > 1) {
                cudaStream_t s;
                (void)&s /* dpopt: no stream is made: the launch into it is batched, unordered as it was */;
                {
                    // dpopt: cdp_block_quicksort<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = 1;
                    dp_pending_0.dp_block = QSB_THREADS;
                    dp_pending_0.dp_shmem = 0;
                    dp_pending_0.dp_stream = cudaStreamFireAndForget;
                    dp_pending_0.data = data;
                    dp_pending_0.scratch = scratch;
                    dp_pending_0.left = left;
                    dp_pending_0.right = left + below - 1;
                    dp_pending_0.depth = depth + 1;
                    dp_pending_0.max_depth = max_depth;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
#line 31 "bench/apps/qsb/cdp.cu"
                if (cudaGetLastError() != cudaSuccess)
                    bench_count_launch_error();
                (void)0 /* dpopt: the stream was not made */;
            }
            if (left + below + equal < right) {
                cudaStream_t s1;
                (void)&s1 /* dpopt: no stream is made: the launch into it is batched, unordered as it was */;
                {
                    // dpopt: cdp_block_quicksort<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_1.dp_grid = 1;
                    dp_pending_1.dp_block = QSB_THREADS;
                    dp_pending_1.dp_shmem = 0;
                    dp_pending_1.dp_stream = cudaStreamFireAndForget;
                    dp_pending_1.data = data;
                    dp_pending_1.scratch = scratch;
                    dp_pending_1.left = left + below + equal;
                    dp_pending_1.right = right;
                    dp_pending_1.depth = depth + 1;
                    dp_pending_1.max_depth = max_depth;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                }
#line 40 "bench/apps/qsb/cdp.cu"
                if (cudaGetLastError() != cudaSuccess)
                    bench_count_launch_error();
                (void)0 /* dpopt: the stream was not made */;
            }
        }
    }();
    {
        // dpopt: the grid's launches of cdp_block_quicksort from lines 30 and 38, fused into one launch: the next level of its recursion
        cdp_block_quicksort_dp_grid_1_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        const unsigned int dp_launches = (dp_pending_0.dp_active ? 1u : 0u) + (dp_pending_1.dp_active ? 1u : 0u);
        unsigned int dp_blocks = 0u; // their blocks, added up saturating (a sum past 2^32 - 1 stays 2^32 - 1)
        if (dp_pending_0.dp_active)
            dp_blocks = dpopt::saturating_add(dp_blocks, dpopt::block_count(dp_pending_0.dp_grid));
        if (dp_pending_1.dp_active)
            dp_blocks = dpopt::saturating_add(dp_blocks, dpopt::block_count(dp_pending_1.dp_grid));
        const dim3 dp_block = dp_pending_0.dp_active ? dp_pending_0.dp_block : dp_pending_1.dp_block;
        dpopt::BatchOptions dp_options = dpopt::batch_options<cdp_block_quicksort_dp_grid_1_args, cdp_block_quicksort_dp_grid_1_launch>();
        dp_options.one_per_row = true; // at most one launch per row of the block's threads
        dp_options.sites = 2u;
        dp_options.level = true; // a level of the recursion: its batch may come from the heap
        dpopt::grid_batch_open_launches(&dp_batch, dp_temp, &cdp_block_quicksort_dp_grid_1_state, dp_launches, dp_blocks, dp_block, dp_options);
        unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                cdp_block_quicksort_dp_grid_1_args dp_record = {};
                dp_record.left = dp_pending_0.left;
                dp_record.right = dp_pending_0.right;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_slot, dp_record);
                if (dp_slot == 0) {
                    cdp_block_quicksort_dp_grid_1_launch *dp_first_launch = dpopt::batch_first<cdp_block_quicksort_dp_grid_1_launch, cdp_block_quicksort_dp_grid_1_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                    dp_first_launch->data = dp_pending_0.data;
                    dp_first_launch->scratch = dp_pending_0.scratch;
                    dp_first_launch->left = dp_pending_0.left;
                    dp_first_launch->right = dp_pending_0.right;
                    dp_first_launch->depth = dp_pending_0.depth;
                    dp_first_launch->max_depth = dp_pending_0.max_depth;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
                dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;
                dp_slot++;
                dp_start += dpopt::block_count(dp_pending_0.dp_grid);
            } else {
                // neither the launch pool nor the device heap has room for this level's launches: stop
                dpopt::levels_no_room("cdp_block_quicksort");
            }
        }
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                cdp_block_quicksort_dp_grid_1_args dp_record = {};
                dp_record.left = dp_pending_1.left;
                dp_record.right = dp_pending_1.right;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_slot, dp_record);
                if (dp_slot == 0) {
                    cdp_block_quicksort_dp_grid_1_launch *dp_first_launch = dpopt::batch_first<cdp_block_quicksort_dp_grid_1_launch, cdp_block_quicksort_dp_grid_1_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_1.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_1.dp_stream;
                    dp_first_launch->data = dp_pending_1.data;
                    dp_first_launch->scratch = dp_pending_1.scratch;
                    dp_first_launch->left = dp_pending_1.left;
                    dp_first_launch->right = dp_pending_1.right;
                    dp_first_launch->depth = dp_pending_1.depth;
                    dp_first_launch->max_depth = dp_pending_1.max_depth;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
                dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;
                dp_slot++;
                dp_start += dpopt::block_count(dp_pending_1.dp_grid);
            } else {
                // neither the launch pool nor the device heap has room for this level's launches: stop
                dpopt::levels_no_room("cdp_block_quicksort");
            }
        }
        // The last block launches the next grid of the recursion: this level's batch, or the next piece of
        // one kept for later where a level did not fit the memory left.
        dpopt::LevelPiece dp_next;
        if (dpopt::level_batch_close(&dp_batch, dp_temp, &cdp_block_quicksort_dp_grid_1_state, &cdp_block_quicksort_dp_grid_1_levels, dp_options, &dp_next)) {
            dp_first = dpopt::batch_first<cdp_block_quicksort_dp_grid_1_launch, cdp_block_quicksort_dp_grid_1_args>(dp_next.data, dp_next.capacity);
            // The next level starts at once, as a child of this grid (after it, past the nesting depth).
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                cdp_block_quicksort_dp_grid_1<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, dp_stream>>>(dp_next, (*dp_first).data, (*dp_first).scratch, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);
            });
        }
    }
}

// dpopt: cdp_block_quicksort fused across the launches of one grid of cdp_block_quicksort.
__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, int depth, int max_depth, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    cdp_block_quicksort_dp_grid_1_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter_piece(dp_enter, dp_piece, &dp_record);
    int left = dp_record.left;
    int right = dp_record.right;
    (void)dp_grid;
    (void)dp_where;
#line 16 "bench/apps/qsb/cdp.cu"
    {
        cdp_block_quicksort_dp_grid_1_launch dp_pending_0 = {}; // the launch at line 30, made at the end of the block
        cdp_block_quicksort_dp_grid_1_launch dp_pending_1 = {}; // the launch at line 38, made at the end of the block
        // The original body: a return ends it, not the thread, so every thread reaches the flush.
        [&]() {
            if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
                if (threadIdx.x == 0)
                    qs_selection_sort(data, left, right);
                return;
            }
            __shared__ qsb_counts counts;
            __shared__ int below, equal;
            qsb_partition(data, scratch, left, right, &counts, &below, &equal);

            if (threadIdx.x == 0) {
                if (below > 1) {
                    cudaStream_t s;
                    (void)&s /* dpopt: no stream is made: the launch into it is batched, unordered as it was */;
                    {
                        // dpopt: cdp_block_quicksort<<<...>>> postponed to the end of the block, aggregated at grid granularity
                        dp_pending_0.dp_grid = 1;
                        dp_pending_0.dp_block = QSB_THREADS;
                        dp_pending_0.dp_shmem = 0;
                        dp_pending_0.dp_stream = cudaStreamFireAndForget;
                        dp_pending_0.data = data;
                        dp_pending_0.scratch = scratch;
                        dp_pending_0.left = left;
                        dp_pending_0.right = left + below - 1;
                        dp_pending_0.depth = depth + 1;
                        dp_pending_0.max_depth = max_depth;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    }
                    if (cudaGetLastError() != cudaSuccess)
                        bench_count_launch_error();
                    (void)0 /* dpopt: the stream was not made */;
                }
                if (left + below + equal < right) {
                    cudaStream_t s1;
                    (void)&s1 /* dpopt: no stream is made: the launch into it is batched, unordered as it was */;
                    {
                        // dpopt: cdp_block_quicksort<<<...>>> postponed to the end of the block, aggregated at grid granularity
                        dp_pending_1.dp_grid = 1;
                        dp_pending_1.dp_block = QSB_THREADS;
                        dp_pending_1.dp_shmem = 0;
                        dp_pending_1.dp_stream = cudaStreamFireAndForget;
                        dp_pending_1.data = data;
                        dp_pending_1.scratch = scratch;
                        dp_pending_1.left = left + below + equal;
                        dp_pending_1.right = right;
                        dp_pending_1.depth = depth + 1;
                        dp_pending_1.max_depth = max_depth;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                    }
                    if (cudaGetLastError() != cudaSuccess)
                        bench_count_launch_error();
                    (void)0 /* dpopt: the stream was not made */;
                }
            }
        }();
        {
            // dpopt: the grid's launches of cdp_block_quicksort from lines 30 and 38, fused into one launch: the next level of its recursion
            cdp_block_quicksort_dp_grid_1_launch *dp_first = nullptr;
            dpopt::BlockBatch dp_batch;
            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
            const unsigned int dp_launches = (dp_pending_0.dp_active ? 1u : 0u) + (dp_pending_1.dp_active ? 1u : 0u);
            unsigned int dp_blocks = 0u; // their blocks, added up saturating (a sum past 2^32 - 1 stays 2^32 - 1)
            if (dp_pending_0.dp_active)
                dp_blocks = dpopt::saturating_add(dp_blocks, dpopt::block_count(dp_pending_0.dp_grid));
            if (dp_pending_1.dp_active)
                dp_blocks = dpopt::saturating_add(dp_blocks, dpopt::block_count(dp_pending_1.dp_grid));
            const dim3 dp_block = dp_pending_0.dp_active ? dp_pending_0.dp_block : dp_pending_1.dp_block;
            dpopt::BatchOptions dp_options = dpopt::batch_options<cdp_block_quicksort_dp_grid_1_args, cdp_block_quicksort_dp_grid_1_launch>();
            dp_options.one_per_row = true; // at most one launch per row of the block's threads
            dp_options.sites = 2u;
            dp_options.level = true; // a level of the recursion: its batch may come from the heap
            dpopt::grid_batch_open_launches(&dp_batch, dp_temp, &cdp_block_quicksort_dp_grid_1_state, dp_launches, dp_blocks, dp_block, dp_options);
            unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;
            if (dp_pending_0.dp_active) {
                if (dp_batch.data) {
                    cdp_block_quicksort_dp_grid_1_args dp_record = {};
                    dp_record.left = dp_pending_0.left;
                    dp_record.right = dp_pending_0.right;
                    dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_slot, dp_record);
                    if (dp_slot == 0) {
                        cdp_block_quicksort_dp_grid_1_launch *dp_first_launch = dpopt::batch_first<cdp_block_quicksort_dp_grid_1_launch, cdp_block_quicksort_dp_grid_1_args>(dp_batch.data, dp_batch.capacity);
                        dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                        dp_first_launch->dp_block = dp_pending_0.dp_block;
                        dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                        dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                        dp_first_launch->data = dp_pending_0.data;
                        dp_first_launch->scratch = dp_pending_0.scratch;
                        dp_first_launch->left = dp_pending_0.left;
                        dp_first_launch->right = dp_pending_0.right;
                        dp_first_launch->depth = dp_pending_0.depth;
                        dp_first_launch->max_depth = dp_pending_0.max_depth;
                        dp_first_launch->dp_active = dp_pending_0.dp_active;
                    }
                    dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;
                    dp_slot++;
                    dp_start += dpopt::block_count(dp_pending_0.dp_grid);
                } else {
                    // neither the launch pool nor the device heap has room for this level's launches: stop
                    dpopt::levels_no_room("cdp_block_quicksort");
                }
            }
            if (dp_pending_1.dp_active) {
                if (dp_batch.data) {
                    cdp_block_quicksort_dp_grid_1_args dp_record = {};
                    dp_record.left = dp_pending_1.left;
                    dp_record.right = dp_pending_1.right;
                    dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_slot, dp_record);
                    if (dp_slot == 0) {
                        cdp_block_quicksort_dp_grid_1_launch *dp_first_launch = dpopt::batch_first<cdp_block_quicksort_dp_grid_1_launch, cdp_block_quicksort_dp_grid_1_args>(dp_batch.data, dp_batch.capacity);
                        dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                        dp_first_launch->dp_block = dp_pending_1.dp_block;
                        dp_first_launch->dp_shmem = dp_pending_1.dp_shmem;
                        dp_first_launch->dp_stream = dp_pending_1.dp_stream;
                        dp_first_launch->data = dp_pending_1.data;
                        dp_first_launch->scratch = dp_pending_1.scratch;
                        dp_first_launch->left = dp_pending_1.left;
                        dp_first_launch->right = dp_pending_1.right;
                        dp_first_launch->depth = dp_pending_1.depth;
                        dp_first_launch->max_depth = dp_pending_1.max_depth;
                        dp_first_launch->dp_active = dp_pending_1.dp_active;
                    }
                    dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;
                    dp_slot++;
                    dp_start += dpopt::block_count(dp_pending_1.dp_grid);
                } else {
                    // neither the launch pool nor the device heap has room for this level's launches: stop
                    dpopt::levels_no_room("cdp_block_quicksort");
                }
            }
            // The last block launches the next grid of the recursion: this level's batch, or the next piece of
            // one kept for later where a level did not fit the memory left.
            dpopt::LevelPiece dp_next;
            if (dpopt::level_batch_close(&dp_batch, dp_temp, &cdp_block_quicksort_dp_grid_1_state, &cdp_block_quicksort_dp_grid_1_levels, dp_options, &dp_next)) {
                dp_first = dpopt::batch_first<cdp_block_quicksort_dp_grid_1_launch, cdp_block_quicksort_dp_grid_1_args>(dp_next.data, dp_next.capacity);
                // The next level starts at once, as a child of this grid (after it, past the nesting depth).
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    cdp_block_quicksort_dp_grid_1<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, dp_stream>>>(dp_next, (*dp_first).data, (*dp_first).scratch, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);
                });
            }
        }
    }
}
#line 45 "bench/apps/qsb/cdp.cu"

#line 46 "bench/apps/qsb/cdp.cu"

void qs_variant_run(const qs_problem *p)
{
    (dpopt::GridOrderLock(0), cdp_block_quicksort<<<1, QSB_THREADS>>>(p->data, p->scratch, 0, p->n - 1, 0, p->max_depth));
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
