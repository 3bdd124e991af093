#include <dpopt/base.cuh>
#include <dpopt/free_select.cuh>
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
#include "qt_stamp.cuh"

// dpopt: a launch of build_quadtree_kernel by itself, recorded by its persistent grid.
struct build_quadtree_kernel_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    qt_node *nodes;
    qt_points *points;
    qt_params params;
    bool dp_active;
};

// Its persistent grid's barrier and lists from one level to the next (one grid of build_quadtree_kernel at a time).
static __device__ dpopt::FreeLevels build_quadtree_kernel_dp_levels;

// dpopt: what launches of build_quadtree_kernel looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats build_quadtree_kernel_dp_stats;
static __device__ unsigned int build_quadtree_kernel_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> build_quadtree_kernel_dp_selector;

#line 19 "bench/apps/qt/cdp.cu"
__global__ void build_quadtree_kernel(qt_node *nodes, qt_points *points, qt_params params)
{
    /* Points per quadrant and warp, then the offsets where each warp writes
     * its points of each quadrant: index quadrant * QT_WARPS + warp. */
    QtStamp qts(params.depth);
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

        build_quadtree_kernel<<<4, blockDim.x, 0, cudaStreamFireAndForget>>>(
            &children[child_offset], points, child_params);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}
// dpopt: build_quadtree_kernel with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; build_quadtree_kernel_dp_free_round runs them.
__global__ void __launch_bounds__(128, 8) build_quadtree_kernel_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, qt_node *nodes, qt_points *points, qt_params params)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 125
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 20 "bench/apps/qt/cdp.cu"
        {
            build_quadtree_kernel_dp_removed_launch dp_pending_0 = {}; // the launch at line 125, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                /* Points per quadrant and warp, then the offsets where each warp writes
                 * its points of each quadrant: index quadrant * QT_WARPS + warp. */
                QtStamp qts(params.depth);
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
                        // dpopt: build_quadtree_kernel<<<...>>> removed (T1 or T2): recorded here, run by the persistent grid
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
                    if (false /* dpopt: was a device-runtime error query: its launches are removed */)
                        bench_count_launch_error();
                }
            }();
            {
                // dpopt: the block's launches of build_quadtree_kernel from line 125, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                if (dp_mode & dpopt::FREE_GATHER) // the host-side selector asked
                    dpopt::launch_stats_note(dp_temp, &build_quadtree_kernel_dp_stats, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u);
                unsigned int dp_slot;
                dpopt::free_list_append_row(dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                            dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                if (dp_pending_0.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<build_quadtree_kernel_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    // build_quadtree_kernel launches itself: the launches its original blocks recorded are the first level of
    // the recursion. Every persistent block runs its share of a level's blocks (T1) or
    // launches (T2) as blocks of build_quadtree_kernel, recording their launches in the next level's lists.
    dpopt::FreeSpace dp_level = dp_space;
    int qts_level = 0;
    for (;;) {
        // The level's launches are all recorded; the last block to arrive makes the next level's lists,
        // room for a launch per row of threads (one launch a row) of this level's blocks, per site.
        const dpopt::FreeSpace dp_next = dpopt::free_level_step(&build_quadtree_kernel_dp_levels, dp_space, dp_level, 1u,
                                                                blockDim.y * blockDim.z, sizeof(build_quadtree_kernel_dp_removed_launch));
        qts_wake(++qts_level);
        if (!dp_next.data) // the recursion is done
            break;
        const dpopt::FreeList dp_from_0 = dpopt::free_list_at(dp_level, 0u, 0);
        const dpopt::FreeWork dp_work_0 = dpopt::free_list_work(dp_from_0);
        {
            const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_next, 0u, 0);
            {
                // The blocks of the launches at line 125.
                const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work_0, dp_mode);
                dpopt::FreeTask dp_task;
                for (bool dp_more = dpopt::free_task_first(dp_from_0, dp_work_0, dp_how, &dp_task); dp_more;
                     dp_more = dpopt::free_task_next(dp_from_0, dp_work_0, dp_how, &dp_task)) {
                    const build_quadtree_kernel_dp_removed_launch dp_l = dpopt::free_list_records<build_quadtree_kernel_dp_removed_launch>(dp_from_0)[dp_task.launch];
                    dpopt::free_level_block_check(dp_l.dp_block);
                    const dim3 dp_gridDim = dp_l.dp_grid;
                    const dim3 dp_blockIdx = dpopt::unflatten(dp_task.block, dp_l.dp_grid);
                    auto nodes = dp_l.nodes;
                    auto points = dp_l.points;
                    auto params = dp_l.params;
                    (void)dp_gridDim, (void)dp_blockIdx;
                    // The child block:
#line 20 "bench/apps/qt/cdp.cu"
                    {
                        build_quadtree_kernel_dp_removed_launch dp_pending_0 = {}; // the launch at line 125, made at the end of the block
                        // The original body: a return ends it, not the thread, so every thread reaches the flush.
                        [&]() {
                            /* Points per quadrant and warp, then the offsets where each warp writes
                             * its points of each quadrant: index quadrant * QT_WARPS + warp. */
                            QtStamp qts(params.depth);
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
                                    // dpopt: build_quadtree_kernel<<<...>>> removed (T1 or T2): recorded here, run by the persistent grid
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
                                if (false /* dpopt: was a device-runtime error query: its launches are removed */)
                                    bench_count_launch_error();
                            }
                        }();
                        {
                            // dpopt: the block's launches of build_quadtree_kernel from line 125, into the grid's worklist
                            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                            if (dp_mode & dpopt::FREE_GATHER) // the host-side selector asked
                                dpopt::launch_stats_note(dp_temp, &build_quadtree_kernel_dp_stats, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u);
                            unsigned int dp_slot;
                            dpopt::free_list_append_row(dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                                        dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                            if (dp_pending_0.dp_active)
                                dpopt::batch_store_record(&dpopt::free_list_records<build_quadtree_kernel_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
                        }
                    }
                    __syncthreads(); // the next block reuses the shared memory
                }
            }
        }
        dp_level = dp_next;
    }
}
#line 130 "bench/apps/qt/cdp.cu"


void qt_variant_run(const qt_problem *p)
{
    static bool qts_once = (qts_reset(), true);
    (void)qts_once;
    qt_params params;
    params.point_selector = 0;
    params.num_nodes_at_this_level = 1;
    params.depth = 0;
    params.max_depth = p->max_depth;
    params.min_points_per_node = p->min_points_per_node;

    dpopt::launch_free(dpopt::free_call(build_quadtree_kernel_dp_free, build_quadtree_kernel)
                           .named("build_quadtree_kernel")
                           .kept_in(build_quadtree_kernel_dp_selector, build_quadtree_kernel_dp_stats, build_quadtree_kernel_dp_choice)
                           .requesting(dpopt::REQUEST_AUTO)
                           .records({sizeof(build_quadtree_kernel_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, QT_BLOCK, 0, 0, p->nodes, p->points, params); /* dpopt: the launch of build_quadtree_kernel, with persistent blocks or T3/T4 in place */
#line 142 "bench/apps/qt/cdp.cu"
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
    qts_print();
}
