/*
 * bench/apps/qt/flat.cu - quadtree construction without dynamic parallelism:
 * level by level from the host.  One kernel per level processes every node of
 * the level that exists (one block per node, the same work as the CDP block);
 * instead of launching its children, a splitting node appends them to the
 * next level's worklist.  The host reads the worklist's length to size the
 * next level's grid.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qt.h"
#include "qt_stamp.cuh"

__global__ void build_quadtree_level(qt_node *nodes, qt_points *points, qt_params params,
                                     const int *work_in, int *work_out, int *work_out_count)
{
    QtStamp qts(params.depth);
    __shared__ int s_num_pts[4 * QT_WARPS];

    const int warp_id = threadIdx.x / 32;
    const int lane_id = threadIdx.x % 32;
    const unsigned int lane_mask_lt = (1u << lane_id) - 1u;

    /* The node of this block: an index into the level-by-level node array. */
    qt_node *node = &nodes[work_in[blockIdx.x]];
    const int num_points = node->end - node->begin;

    /* Leaf: make sure points[0] holds the leaf's points. */
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

    const int num_points_per_warp = max(32, (num_points + QT_WARPS - 1) / QT_WARPS);
    const int range_begin = node->begin + warp_id * num_points_per_warp;
    const int range_end = min(range_begin + num_points_per_warp, node->end);

    /* 1. Count per quadrant and warp. */
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

    /* 2. Exclusive scan into write offsets. */
    if (threadIdx.x == 0) {
        int offset = node->begin;
        for (int i = 0; i < 4 * QT_WARPS; i++) {
            int count = s_num_pts[i];
            s_num_pts[i] = offset;
            offset += count;
        }
    }
    __syncthreads();

    /* 3. Move the points, grouped by quadrant, order kept. */
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

    /* 4. The last thread creates the four children and queues them. */
    if (threadIdx.x == blockDim.x - 1) {
        long long first_child = qt_level_start(params.depth + 1) + 4ll * node->id;
        for (int k = 0; k < 4; k++) {
            qt_node *child = &nodes[first_child + k];
            child->id = 4 * node->id + k;
            child->bbox = qt_child_bbox(&bbox, center, k);
            child->begin = s_num_pts[k * QT_WARPS];
            child->end = k < 3 ? s_num_pts[(k + 1) * QT_WARPS] : node->end;
        }
        int slot = atomicAdd(work_out_count, 4);
        for (int k = 0; k < 4; k++)
            work_out[slot + k] = (int)(first_child + k);
    }
}

/* Worklists, allocated on first use and kept (not part of the problem). */
static int *g_work[2];
static int *g_work_count;
static int g_work_capacity;

void qt_variant_run(const qt_problem *p)
{
    /* A level holds at most 4 nodes per splitting node of the level above, and
     * splitting nodes hold more than min_points_per_node points each. */
    int capacity = 4 * (p->num_points / (p->min_points_per_node + 1)) + 4;
    if (capacity > g_work_capacity) {
        if (g_work_capacity > 0) {
            CHECK_CUDA(cudaFree(g_work[0]));
            CHECK_CUDA(cudaFree(g_work[1]));
        } else {
            CHECK_CUDA(cudaMalloc((void **)&g_work_count, sizeof(int)));
        }
        CHECK_CUDA(cudaMalloc((void **)&g_work[0], capacity * sizeof(int)));
        CHECK_CUDA(cudaMalloc((void **)&g_work[1], capacity * sizeof(int)));
        g_work_capacity = capacity;
    }

    qt_params params;
    params.point_selector = 0;
    params.num_nodes_at_this_level = 1;
    params.depth = 0;
    params.max_depth = p->max_depth;
    params.min_points_per_node = p->min_points_per_node;

    int num_work = 1;
    static bool qts_once = (qts_reset(), true);
    (void)qts_once;
    int root = 0;
    CHECK_CUDA(cudaMemcpy(g_work[0], &root, sizeof(int), cudaMemcpyHostToDevice));
    for (int level = 0; num_work > 0; level++) {
        int *work_in = g_work[level % 2];
        int *work_out = g_work[(level + 1) % 2];
        CHECK_CUDA(cudaMemsetAsync(g_work_count, 0, sizeof(int)));
        build_quadtree_level<<<num_work, QT_BLOCK>>>(p->nodes, p->points, params, work_in,
                                                     work_out, g_work_count);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&num_work, g_work_count, sizeof(int), cudaMemcpyDeviceToHost));

        params.point_selector = (params.point_selector + 1) % 2;
        params.num_nodes_at_this_level *= 4;
        params.depth++;
    }
    CHECK_CUDA(cudaDeviceSynchronize());
    qts_print();
}
