#include <dpopt/base.cuh>
#include <dpopt/levels.cuh>
#line 1 "bench/apps/qt/cdp.cu"
/*
 * bench/apps/qt/cdp.cu - recursive quadtree construction with dynamic
 * parallelism, as in PMPP chapter 21 (and the CUDA sample cdpQuadtree).
 *
 * One block per node.  The block counts the points of its node in each of the
 * four quadrants (per warp, with ballots), scans the counts into offsets,
 * moves the points to the other buffer grouped by quadrant, and then one
 * thread of the block (the last) prepares the four children and launches one
 * child grid of four blocks, one block per child, recursively.
 *
 * CDP2-legal: no device-side synchronisation; the host waits for the whole
 * launch tree.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qt.h"

// dpopt: build_quadtree_kernel as launched from build_quadtree_kernel (line 125), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct build_quadtree_kernel_dp_grid_args {
    qt_node *nodes;
};

struct build_quadtree_kernel_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    qt_node *nodes;
    qt_points *points;
    qt_params params;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of build_quadtree_kernel runs at a time).
static __device__ dpopt::GridState build_quadtree_kernel_dp_grid_state;

// The batches of build_quadtree_kernel's recursion kept for their later pieces (a level too large for the
// memory left runs in pieces).
static __device__ dpopt::LevelStack build_quadtree_kernel_dp_grid_levels;

__global__ void build_quadtree_kernel_dp_grid(const dpopt::LevelPiece dp_piece, qt_points *points, qt_params params, dim3 dp_grid);

#line 19 "bench/apps/qt/cdp.cu"
__global__ void build_quadtree_kernel(qt_node *nodes, qt_points *points, qt_params params)
{
    build_quadtree_kernel_dp_grid_launch dp_pending_0 = {}; // the launch at line 125, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 21 "bench/apps/qt/cdp.cu"
        /* Points per quadrant and warp, then the offsets where each warp writes
         * its points of each quadrant: index quadrant * QT_WARPS + warp. */
        __shared__ int s_num_pts[4 * QT_WARPS];

        const int warp_id = threadIdx.x / 32;
        const int lane_id = threadIdx.x % 32;
        const unsigned int lane_mask_lt = (1u << lane_id) - 1u;

        /* The current node: one of the four siblings launched together. */
        qt_node *node = &nodes[blockIdx.x];
        const int num_points = node->end - node->begin;

        /* Leaf: stop the recursion; make sure points[0] holds the leaf's points. */
        if (params.depth >= params.max_depth || num_points <= params.min_points_per_node) {
            if (params.point_selector == 1) {
                for (int it = node->begin + threadIdx.x; it < node->end; it += blockDim.x) {
                    points[0].x[it] = points[1].x[it];
                    points[0].y[it] = points[1].y[it];
                }
            }
            return;
        }

        const qt_bbox bbox = node->bbox;
        const float2 center = qt_center(&bbox);

        /* Each warp takes a contiguous slice of the node's points. */
        const int num_points_per_warp = max(32, (num_points + QT_WARPS - 1) / QT_WARPS);
        const int range_begin = node->begin + warp_id * num_points_per_warp;
        const int range_end = min(range_begin + num_points_per_warp, node->end);

        /* 1. Count the points of the warp's slice in each quadrant. */
        const qt_points in_points = points[params.point_selector];
        int warp_cnts[4] = {0, 0, 0, 0};
        for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
            bool is_active = it < range_end;
            float px = is_active ? in_points.x[it] : 0.0f;
            float py = is_active ? in_points.y[it] : 0.0f;
            int q = qt_quadrant(px, py, center);
            for (int k = 0; k < 4; k++)
                warp_cnts[k] += __popc(__ballot_sync(0xffffffffu, is_active && q == k));
        }
        if (lane_id == 0) {
            for (int k = 0; k < 4; k++)
                s_num_pts[k * QT_WARPS + warp_id] = warp_cnts[k];
        }
        __syncthreads();

        /* 2. Exclusive scan of the 4 x QT_WARPS counts (quadrant-major) from the
         *    node's first point: where each warp writes its points of each quadrant. */
        if (threadIdx.x == 0) {
            int offset = node->begin;
            for (int i = 0; i < 4 * QT_WARPS; i++) {
                int count = s_num_pts[i];
                s_num_pts[i] = offset;
                offset += count;
            }
        }
        __syncthreads();

        /* 3. Move the points to the other buffer, grouped by quadrant; the order
         *    of the points within a quadrant is kept. */
        const qt_points out_points = points[(params.point_selector + 1) % 2];
        int warp_offset[4];
        for (int k = 0; k < 4; k++)
            warp_offset[k] = s_num_pts[k * QT_WARPS + warp_id];
        for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
            bool is_active = it < range_end;
            float px = is_active ? in_points.x[it] : 0.0f;
            float py = is_active ? in_points.y[it] : 0.0f;
            int q = qt_quadrant(px, py, center);
            for (int k = 0; k < 4; k++) {
                bool pred = is_active && q == k;
                unsigned int vote = __ballot_sync(0xffffffffu, pred);
                if (pred) {
                    int dest = warp_offset[k] + __popc(vote & lane_mask_lt);
                    out_points.x[dest] = px;
                    out_points.y[dest] = py;
                }
                warp_offset[k] += __popc(vote);
            }
        }
        __syncthreads();

        /* 4. The last thread prepares the four children and launches them. */
        if (threadIdx.x == blockDim.x - 1) {
            /* First node of the next level: this level starts at the first sibling. */
            qt_node *children = &nodes[params.num_nodes_at_this_level - (node->id & ~3)];
            const int child_offset = 4 * node->id;
            for (int k = 0; k < 4; k++) {
                qt_node *child = &children[child_offset + k];
                child->id = child_offset + k;
                child->bbox = qt_child_bbox(&bbox, center, k);
                child->begin = s_num_pts[k * QT_WARPS];
                child->end = k < 3 ? s_num_pts[(k + 1) * QT_WARPS] : node->end;
            }

            qt_params child_params;
            child_params.point_selector = (params.point_selector + 1) % 2;
            child_params.num_nodes_at_this_level = 4 * params.num_nodes_at_this_level;
            child_params.depth = params.depth + 1;
            child_params.max_depth = params.max_depth;
            child_params.min_points_per_node = params.min_points_per_node;

            {
                // dpopt: build_quadtree_kernel<<<...>>> postponed to the end of the block, aggregated at grid granularity
                dp_pending_0.dp_grid = 4;
                dp_pending_0.dp_block = blockDim.x;
                dp_pending_0.dp_shmem = 0;
                dp_pending_0.dp_stream = cudaStreamFireAndForget;
                dp_pending_0.nodes = &children[child_offset];
                dp_pending_0.points = points;
                dp_pending_0.params = child_params;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 127 "bench/apps/qt/cdp.cu"
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
        }
    }();
    {
        // dpopt: the grid's launches of build_quadtree_kernel from line 125, fused into one launch
        build_quadtree_kernel_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<build_quadtree_kernel_dp_grid_args, build_quadtree_kernel_dp_grid_launch>();
        dp_options.one_per_row = true; // at most one launch per row of the block's threads
        dp_options.level = true; // a level of the recursion: its batch may come from the heap
        dpopt::grid_batch_open(&dp_batch, dp_temp, &build_quadtree_kernel_dp_grid_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                build_quadtree_kernel_dp_grid_args dp_record = {};
                dp_record.nodes = dp_pending_0.nodes;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    build_quadtree_kernel_dp_grid_launch *dp_first_launch = dpopt::batch_first<build_quadtree_kernel_dp_grid_launch, build_quadtree_kernel_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                    dp_first_launch->nodes = dp_pending_0.nodes;
                    dp_first_launch->points = dp_pending_0.points;
                    dp_first_launch->params = dp_pending_0.params;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // neither the launch pool nor the device heap has room for this level's launches: stop
                dpopt::levels_no_room("build_quadtree_kernel");
            }
        }
        // The last block launches the next grid of the recursion: this level's batch, or the next piece of
        // one kept for later where a level did not fit the memory left.
        dpopt::LevelPiece dp_next;
        if (dpopt::level_batch_close(&dp_batch, dp_temp, &build_quadtree_kernel_dp_grid_state, &build_quadtree_kernel_dp_grid_levels, dp_options, &dp_next)) {
            dp_first = dpopt::batch_first<build_quadtree_kernel_dp_grid_launch, build_quadtree_kernel_dp_grid_args>(dp_next.data, dp_next.capacity);
            // The next level starts at once, as a child of this grid (after it, past the nesting depth).
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                build_quadtree_kernel_dp_grid<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, dp_stream>>>(dp_next, (*dp_first).points, (*dp_first).params, (*dp_first).dp_grid);
            });
        }
    }
}

// dpopt: build_quadtree_kernel fused across the launches of one grid of build_quadtree_kernel.
__global__ void build_quadtree_kernel_dp_grid(const dpopt::LevelPiece dp_piece, qt_points *points, qt_params params, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    build_quadtree_kernel_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter_piece(dp_enter, dp_piece, &dp_record);
    qt_node *nodes = dp_record.nodes;
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 20 "bench/apps/qt/cdp.cu"
    {
        build_quadtree_kernel_dp_grid_launch dp_pending_0 = {}; // the launch at line 125, made at the end of the block
        // The original body: a return ends it, not the thread, so every thread reaches the flush.
        [&]() {
            /* Points per quadrant and warp, then the offsets where each warp writes
             * its points of each quadrant: index quadrant * QT_WARPS + warp. */
            __shared__ int s_num_pts[4 * QT_WARPS];

            const int warp_id = threadIdx.x / 32;
            const int lane_id = threadIdx.x % 32;
            const unsigned int lane_mask_lt = (1u << lane_id) - 1u;

            /* The current node: one of the four siblings launched together. */
            qt_node *node = &nodes[dp_blockIdx.x];
            const int num_points = node->end - node->begin;

            /* Leaf: stop the recursion; make sure points[0] holds the leaf's points. */
            if (params.depth >= params.max_depth || num_points <= params.min_points_per_node) {
                if (params.point_selector == 1) {
                    for (int it = node->begin + threadIdx.x; it < node->end; it += dp_blockDim.x) {
                        points[0].x[it] = points[1].x[it];
                        points[0].y[it] = points[1].y[it];
                    }
                }
                return;
            }

            const qt_bbox bbox = node->bbox;
            const float2 center = qt_center(&bbox);

            /* Each warp takes a contiguous slice of the node's points. */
            const int num_points_per_warp = max(32, (num_points + QT_WARPS - 1) / QT_WARPS);
            const int range_begin = node->begin + warp_id * num_points_per_warp;
            const int range_end = min(range_begin + num_points_per_warp, node->end);

            /* 1. Count the points of the warp's slice in each quadrant. */
            const qt_points in_points = points[params.point_selector];
            int warp_cnts[4] = {0, 0, 0, 0};
            for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
                bool is_active = it < range_end;
                float px = is_active ? in_points.x[it] : 0.0f;
                float py = is_active ? in_points.y[it] : 0.0f;
                int q = qt_quadrant(px, py, center);
                for (int k = 0; k < 4; k++)
                    warp_cnts[k] += __popc(__ballot_sync(0xffffffffu, is_active && q == k));
            }
            if (lane_id == 0) {
                for (int k = 0; k < 4; k++)
                    s_num_pts[k * QT_WARPS + warp_id] = warp_cnts[k];
            }
            __syncthreads();

            /* 2. Exclusive scan of the 4 x QT_WARPS counts (quadrant-major) from the
             *    node's first point: where each warp writes its points of each quadrant. */
            if (threadIdx.x == 0) {
                int offset = node->begin;
                for (int i = 0; i < 4 * QT_WARPS; i++) {
                    int count = s_num_pts[i];
                    s_num_pts[i] = offset;
                    offset += count;
                }
            }
            __syncthreads();

            /* 3. Move the points to the other buffer, grouped by quadrant; the order
             *    of the points within a quadrant is kept. */
            const qt_points out_points = points[(params.point_selector + 1) % 2];
            int warp_offset[4];
            for (int k = 0; k < 4; k++)
                warp_offset[k] = s_num_pts[k * QT_WARPS + warp_id];
            for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
                bool is_active = it < range_end;
                float px = is_active ? in_points.x[it] : 0.0f;
                float py = is_active ? in_points.y[it] : 0.0f;
                int q = qt_quadrant(px, py, center);
                for (int k = 0; k < 4; k++) {
                    bool pred = is_active && q == k;
                    unsigned int vote = __ballot_sync(0xffffffffu, pred);
                    if (pred) {
                        int dest = warp_offset[k] + __popc(vote & lane_mask_lt);
                        out_points.x[dest] = px;
                        out_points.y[dest] = py;
                    }
                    warp_offset[k] += __popc(vote);
                }
            }
            __syncthreads();

            /* 4. The last thread prepares the four children and launches them. */
            if (threadIdx.x == dp_blockDim.x - 1) {
                /* First node of the next level: this level starts at the first sibling. */
                qt_node *children = &nodes[params.num_nodes_at_this_level - (node->id & ~3)];
                const int child_offset = 4 * node->id;
                for (int k = 0; k < 4; k++) {
                    qt_node *child = &children[child_offset + k];
                    child->id = child_offset + k;
                    child->bbox = qt_child_bbox(&bbox, center, k);
                    child->begin = s_num_pts[k * QT_WARPS];
                    child->end = k < 3 ? s_num_pts[(k + 1) * QT_WARPS] : node->end;
                }

                qt_params child_params;
                child_params.point_selector = (params.point_selector + 1) % 2;
                child_params.num_nodes_at_this_level = 4 * params.num_nodes_at_this_level;
                child_params.depth = params.depth + 1;
                child_params.max_depth = params.max_depth;
                child_params.min_points_per_node = params.min_points_per_node;

                {
                    // dpopt: build_quadtree_kernel<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = 4;
                    dp_pending_0.dp_block = dp_blockDim.x;
                    dp_pending_0.dp_shmem = 0;
                    dp_pending_0.dp_stream = cudaStreamFireAndForget;
                    dp_pending_0.nodes = &children[child_offset];
                    dp_pending_0.points = points;
                    dp_pending_0.params = child_params;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
                if (cudaGetLastError() != cudaSuccess)
                    bench_count_launch_error();
            }
        }();
        {
            // dpopt: the grid's launches of build_quadtree_kernel from line 125, fused into one launch
            build_quadtree_kernel_dp_grid_launch *dp_first = nullptr;
            dpopt::BlockBatch dp_batch;
            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
            dpopt::BatchOptions dp_options = dpopt::batch_options<build_quadtree_kernel_dp_grid_args, build_quadtree_kernel_dp_grid_launch>();
            dp_options.one_per_row = true; // at most one launch per row of the block's threads
            dp_options.level = true; // a level of the recursion: its batch may come from the heap
            dpopt::grid_batch_open(&dp_batch, dp_temp, &build_quadtree_kernel_dp_grid_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                   dp_pending_0.dp_block, dp_options);
            if (dp_pending_0.dp_active) {
                if (dp_batch.data) {
                    build_quadtree_kernel_dp_grid_args dp_record = {};
                    dp_record.nodes = dp_pending_0.nodes;
                    dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                    if (dp_batch.slot == 0) {
                        build_quadtree_kernel_dp_grid_launch *dp_first_launch = dpopt::batch_first<build_quadtree_kernel_dp_grid_launch, build_quadtree_kernel_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                        dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                        dp_first_launch->dp_block = dp_pending_0.dp_block;
                        dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                        dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                        dp_first_launch->nodes = dp_pending_0.nodes;
                        dp_first_launch->points = dp_pending_0.points;
                        dp_first_launch->params = dp_pending_0.params;
                        dp_first_launch->dp_active = dp_pending_0.dp_active;
                    }
                } else {
                    // neither the launch pool nor the device heap has room for this level's launches: stop
                    dpopt::levels_no_room("build_quadtree_kernel");
                }
            }
            // The last block launches the next grid of the recursion: this level's batch, or the next piece of
            // one kept for later where a level did not fit the memory left.
            dpopt::LevelPiece dp_next;
            if (dpopt::level_batch_close(&dp_batch, dp_temp, &build_quadtree_kernel_dp_grid_state, &build_quadtree_kernel_dp_grid_levels, dp_options, &dp_next)) {
                dp_first = dpopt::batch_first<build_quadtree_kernel_dp_grid_launch, build_quadtree_kernel_dp_grid_args>(dp_next.data, dp_next.capacity);
                // The next level starts at once, as a child of this grid (after it, past the nesting depth).
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    build_quadtree_kernel_dp_grid<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, dp_stream>>>(dp_next, (*dp_first).points, (*dp_first).params, (*dp_first).dp_grid);
                });
            }
        }
    }
}
#line 130 "bench/apps/qt/cdp.cu"

#line 131 "bench/apps/qt/cdp.cu"

void qt_variant_run(const qt_problem *p)
{
    qt_params params;
    params.point_selector = 0;
    params.num_nodes_at_this_level = 1;
    params.depth = 0;
    params.max_depth = p->max_depth;
    params.min_points_per_node = p->min_points_per_node;

    (dpopt::GridOrderLock(0), build_quadtree_kernel<<<1, QT_BLOCK>>>(p->nodes, p->points, params));
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
