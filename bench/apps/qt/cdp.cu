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

__global__ void build_quadtree_kernel(qt_node *nodes, qt_points *points, qt_params params)
{
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

        build_quadtree_kernel<<<4, blockDim.x, 0, cudaStreamFireAndForget>>>(
            &children[child_offset], points, child_params);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}

void qt_variant_run(const qt_problem *p)
{
    qt_params params;
    params.point_selector = 0;
    params.num_nodes_at_this_level = 1;
    params.depth = 0;
    params.max_depth = p->max_depth;
    params.min_points_per_node = p->min_points_per_node;

    build_quadtree_kernel<<<1, QT_BLOCK>>>(p->nodes, p->points, params);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
