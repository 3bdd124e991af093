/*
 * bench/apps/qt/qt.h - quadtree construction (PMPP chapter 21; the CUDA
 * sample cdpQuadtree).
 *
 * Each node owns a contiguous range [begin, end) of the point arrays and a
 * bounding box.  A node with more than min_points_per_node points and depth
 * below max_depth splits its box at the centre into four quadrants, moves its
 * points (stable, grouped by quadrant: top-left, top-right, bottom-left,
 * bottom-right) into the other of two point buffers, and creates four
 * children.  Leaves copy their points back to buffer 0, so at the end
 * points[0] holds all points ordered leaf by leaf.
 *
 * Nodes are stored level by level, each level complete: level d holds 4^d
 * nodes starting at index (4^d - 1) / 3; the children of node id k (its index
 * within its level) are ids 4k .. 4k+3 of the next level.  Only the nodes the
 * tree really has are written; the host zeroes the array and sets the root.
 */
#ifndef QT_H
#define QT_H

#include <cuda_runtime.h>

#define QT_BLOCK 128 /* threads per node (parent and child blocks) */
#define QT_WARPS (QT_BLOCK / 32)

typedef struct qt_bbox {
    float min_x, min_y, max_x, max_y;
} qt_bbox;

typedef struct qt_node {
    int id;       /* index of the node within its level */
    qt_bbox bbox; /* bounding box */
    int begin;    /* range of points owned: [begin, end) */
    int end;
} qt_node;

typedef struct qt_points {
    float *x;
    float *y;
} qt_points;

typedef struct qt_params {
    int point_selector;          /* buffer (0 or 1) that holds this level's points */
    int num_nodes_at_this_level; /* 4^depth */
    int depth;
    int max_depth;
    int min_points_per_node;
} qt_params;

typedef struct qt_problem {
    qt_node *nodes;    /* [qt_num_node_slots(max_depth)], zeroed, root set */
    qt_points *points; /* device array of the two point buffers */
    int num_points;
    int max_depth;
    int min_points_per_node;
} qt_problem;

/* Device work only; returns after cudaDeviceSynchronize and an error check. */
void qt_variant_run(const qt_problem *p);

/* Index of the first node of level `depth`: (4^depth - 1) / 3. */
static __host__ __device__ __forceinline__ long long qt_level_start(int depth)
{
    return ((1ll << (2 * depth)) - 1) / 3;
}

/* Number of node slots for levels 0 .. max_depth. */
static __host__ __device__ __forceinline__ long long qt_num_node_slots(int max_depth)
{
    return qt_level_start(max_depth + 1);
}

static __host__ __device__ __forceinline__ float2 qt_center(const qt_bbox *b)
{
    return make_float2(0.5f * (b->min_x + b->max_x), 0.5f * (b->min_y + b->max_y));
}

/* Quadrant of a point: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right. */
static __host__ __device__ __forceinline__ int qt_quadrant(float x, float y, float2 c)
{
    return (y < c.y ? 2 : 0) + (x < c.x ? 0 : 1);
}

/* Bounding box of quadrant q of box b with centre c. */
static __host__ __device__ __forceinline__ qt_bbox qt_child_bbox(const qt_bbox *b, float2 c, int q)
{
    qt_bbox r;
    r.min_x = (q & 1) ? c.x : b->min_x;
    r.max_x = (q & 1) ? b->max_x : c.x;
    r.min_y = (q & 2) ? b->min_y : c.y;
    r.max_y = (q & 2) ? c.y : b->max_y;
    return r;
}

#endif /* QT_H */
