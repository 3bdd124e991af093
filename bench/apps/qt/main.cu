/*
 * bench/apps/qt/main.cu - quadtree construction benchmark driver.
 *
 * Datasets (--dataset), seeded by --seed (bench/datasets/geom.h):
 *   points-N     N points uniform in the unit square (default points-40000,
 *                the size of the El Hajj dissertation's table 5.1)
 *   clustered-N  N points in 16 Gaussian clusters (sigma 0.02)
 * Parameters: --param max_depth=D (default 12), --param min_points=M (default 1):
 * a node with at most M points, or at depth D, is a leaf.
 *
 * The root's box is the points' bounding box.  Verification, every run,
 * against a CPU build of the same tree (same arithmetic, same stable
 * partition), all exact:
 *   - points[0] is the CPU's permutation of the points (each leaf's points
 *     contiguous, in the order of the tree);
 *   - every node of the CPU tree exists at its slot with the same id,
 *     bounding box and range of points (so every point is in the right leaf);
 *   - every other node slot is still zero (no extra nodes).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geom.h"
#include "harness.h"
#include "qt.h"

typedef struct qt_ctx {
    qt_problem p;
    qt_points h_points[2]; /* device pointers of the two buffers */
    float *d_x0, *d_y0;    /* pristine copy of the input points */
    qt_node root;
    long long num_slots;
    qt_node *h_nodes;      /* pinned: node array downloaded after a run */
    float *h_x, *h_y;      /* points[0] downloaded after a run */
    /* CPU reference */
    float *ref_x, *ref_y;
    long long *ref_slot;   /* slot of each node of the CPU tree */
    qt_node *ref_node;
    long long ref_count;
    unsigned char *in_tree; /* [num_slots] 1 for slots of the CPU tree */
} qt_ctx;

/* ---- CPU reference --------------------------------------------------------- */

typedef struct qt_cpu {
    float *x[2], *y[2];
    int max_depth, min_points;
    qt_node *node;
    long long *slot;
    long long count, capacity;
    long long internal;
    int deepest;
} qt_cpu;

static void qt_cpu_record(qt_cpu *b, const qt_node *n, long long slot)
{
    if (b->count == b->capacity) {
        b->capacity = b->capacity ? 2 * b->capacity : 1024;
        b->node = (qt_node *)realloc(b->node, (size_t)b->capacity * sizeof(qt_node));
        b->slot = (long long *)realloc(b->slot, (size_t)b->capacity * sizeof(long long));
        if (!b->node || !b->slot) {
            fprintf(stderr, "qt: out of memory\n");
            exit(2);
        }
    }
    b->node[b->count] = *n;
    b->slot[b->count] = slot;
    b->count++;
}

static void qt_cpu_build(qt_cpu *b, const qt_node *node, int depth, int sel)
{
    int num = node->end - node->begin;
    if (depth > b->deepest)
        b->deepest = depth;
    if (depth >= b->max_depth || num <= b->min_points) {
        if (sel == 1)
            for (int i = node->begin; i < node->end; i++) {
                b->x[0][i] = b->x[1][i];
                b->y[0][i] = b->y[1][i];
            }
        return;
    }
    b->internal++;
    float2 c = qt_center(&node->bbox);
    int start[5];
    int pos = node->begin;
    for (int q = 0; q < 4; q++) { /* stable partition into the other buffer */
        start[q] = pos;
        for (int i = node->begin; i < node->end; i++)
            if (qt_quadrant(b->x[sel][i], b->y[sel][i], c) == q) {
                b->x[1 - sel][pos] = b->x[sel][i];
                b->y[1 - sel][pos] = b->y[sel][i];
                pos++;
            }
    }
    start[4] = node->end;
    qt_node child[4];
    for (int q = 0; q < 4; q++) {
        child[q].id = 4 * node->id + q;
        child[q].bbox = qt_child_bbox(&node->bbox, c, q);
        child[q].begin = start[q];
        child[q].end = start[q + 1];
        qt_cpu_record(b, &child[q], qt_level_start(depth + 1) + child[q].id);
    }
    for (int q = 0; q < 4; q++)
        qt_cpu_build(b, &child[q], depth + 1, 1 - sel);
}

/* ---- benchmark case ------------------------------------------------------ */

static void qt_reset(void *ctx)
{
    qt_ctx *c = (qt_ctx *)ctx;
    size_t n = (size_t)c->p.num_points;
    CHECK_CUDA(cudaMemset(c->p.nodes, 0, (size_t)c->num_slots * sizeof(qt_node)));
    CHECK_CUDA(cudaMemcpy(c->p.nodes, &c->root, sizeof(qt_node), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(c->h_points[0].x, c->d_x0, n * sizeof(float), cudaMemcpyDeviceToDevice));
    CHECK_CUDA(cudaMemcpy(c->h_points[0].y, c->d_y0, n * sizeof(float), cudaMemcpyDeviceToDevice));
    CHECK_CUDA(cudaMemset(c->h_points[1].x, 0xff, n * sizeof(float)));
    CHECK_CUDA(cudaMemset(c->h_points[1].y, 0xff, n * sizeof(float)));
}

static void qt_run(void *ctx)
{
    qt_ctx *c = (qt_ctx *)ctx;
    qt_variant_run(&c->p);
}

static int qt_same_node(const qt_node *a, const qt_node *b)
{
    return a->id == b->id && a->begin == b->begin && a->end == b->end &&
           a->bbox.min_x == b->bbox.min_x && a->bbox.min_y == b->bbox.min_y &&
           a->bbox.max_x == b->bbox.max_x && a->bbox.max_y == b->bbox.max_y;
}

static int qt_verify(void *ctx, char *msg, size_t len)
{
    qt_ctx *c = (qt_ctx *)ctx;
    size_t n = (size_t)c->p.num_points;
    CHECK_CUDA(cudaMemcpy(c->h_x, c->h_points[0].x, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->h_y, c->h_points[0].y, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->h_nodes, c->p.nodes, (size_t)c->num_slots * sizeof(qt_node),
                          cudaMemcpyDeviceToHost));

    size_t bad_points = 0;
    for (size_t i = 0; i < n; i++)
        if (memcmp(&c->h_x[i], &c->ref_x[i], sizeof(float)) ||
            memcmp(&c->h_y[i], &c->ref_y[i], sizeof(float))) {
            if (!bad_points)
                snprintf(msg, len, "point %zu: (%.9g, %.9g), expected (%.9g, %.9g)", i, c->h_x[i],
                         c->h_y[i], c->ref_x[i], c->ref_y[i]);
            bad_points++;
        }
    if (bad_points) {
        size_t used = strlen(msg);
        snprintf(msg + used, len - used, " (%zu points misplaced)", bad_points);
        return 0;
    }

    for (long long k = 0; k < c->ref_count; k++) {
        const qt_node *got = &c->h_nodes[c->ref_slot[k]];
        const qt_node *ref = &c->ref_node[k];
        if (!qt_same_node(got, ref)) {
            snprintf(msg, len, "node slot %lld: id %d range [%d,%d) box (%g,%g)-(%g,%g), expected "
                               "id %d range [%d,%d) box (%g,%g)-(%g,%g)",
                     c->ref_slot[k], got->id, got->begin, got->end, got->bbox.min_x,
                     got->bbox.min_y, got->bbox.max_x, got->bbox.max_y, ref->id, ref->begin,
                     ref->end, ref->bbox.min_x, ref->bbox.min_y, ref->bbox.max_x, ref->bbox.max_y);
            return 0;
        }
    }

    static const qt_node zero = {0, {0.0f, 0.0f, 0.0f, 0.0f}, 0, 0}; /* all-zero node */
    for (long long s = 0; s < c->num_slots; s++)
        if (!c->in_tree[s] && memcmp(&c->h_nodes[s], &zero, sizeof zero)) {
            snprintf(msg, len, "node slot %lld written but not in the tree (id %d range [%d,%d))",
                     s, c->h_nodes[s].id, c->h_nodes[s].begin, c->h_nodes[s].end);
            return 0;
        }
    return 1;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "qt", "points-40000", &o);
    int max_depth = (int)bench_param_int(&o, "max_depth", 12);
    int min_points = (int)bench_param_int(&o, "min_points", 1);
    if (max_depth < 0 || max_depth > 13 || min_points < 0) {
        fprintf(stderr, "qt: max_depth must be in [0, 13], min_points >= 0\n");
        return 2;
    }

    int n = 0;
    int clustered = 0;
    char tail;
    if (sscanf(o.dataset, "points-%d%c", &n, &tail) == 1 && n > 0) {
        clustered = 0;
    } else if (sscanf(o.dataset, "clustered-%d%c", &n, &tail) == 1 && n > 0) {
        clustered = 1;
    } else {
        fprintf(stderr, "qt: unknown dataset '%s' (points-N, clustered-N)\n", o.dataset);
        return 2;
    }

    qt_ctx c;
    memset(&c, 0, sizeof c);
    size_t nn = (size_t)n;
    float *x = (float *)malloc(nn * sizeof(float));
    float *y = (float *)malloc(nn * sizeof(float));
    if (!x || !y) {
        fprintf(stderr, "qt: out of memory\n");
        return 2;
    }
    if (clustered)
        gen_points_clustered(o.seed, n, 16, 0.02f, x, y);
    else
        gen_points_uniform(o.seed, n, x, y);

    c.root.id = 0;
    c.root.begin = 0;
    c.root.end = n;
    c.root.bbox.min_x = c.root.bbox.max_x = x[0];
    c.root.bbox.min_y = c.root.bbox.max_y = y[0];
    for (size_t i = 1; i < nn; i++) {
        c.root.bbox.min_x = x[i] < c.root.bbox.min_x ? x[i] : c.root.bbox.min_x;
        c.root.bbox.max_x = x[i] > c.root.bbox.max_x ? x[i] : c.root.bbox.max_x;
        c.root.bbox.min_y = y[i] < c.root.bbox.min_y ? y[i] : c.root.bbox.min_y;
        c.root.bbox.max_y = y[i] > c.root.bbox.max_y ? y[i] : c.root.bbox.max_y;
    }

    /* CPU reference */
    qt_cpu b;
    memset(&b, 0, sizeof b);
    b.max_depth = max_depth;
    b.min_points = min_points;
    for (int s = 0; s < 2; s++) {
        b.x[s] = (float *)malloc(nn * sizeof(float));
        b.y[s] = (float *)malloc(nn * sizeof(float));
        if (!b.x[s] || !b.y[s]) {
            fprintf(stderr, "qt: out of memory\n");
            return 2;
        }
    }
    memcpy(b.x[0], x, nn * sizeof(float));
    memcpy(b.y[0], y, nn * sizeof(float));
    qt_cpu_record(&b, &c.root, 0);
    qt_cpu_build(&b, &c.root, 0, 0);
    c.ref_x = b.x[0];
    c.ref_y = b.y[0];
    free(b.x[1]);
    free(b.y[1]);
    c.ref_node = b.node;
    c.ref_slot = b.slot;
    c.ref_count = b.count;
    c.num_slots = qt_num_node_slots(max_depth);
    c.in_tree = (unsigned char *)calloc((size_t)c.num_slots, 1);
    for (long long k = 0; k < c.ref_count; k++)
        c.in_tree[c.ref_slot[k]] = 1;

    /* Upper bound of launches: a splitting node has more than min_points
     * points, so a level below max_depth has at most n / (min_points + 1) of
     * them, and at most 4^depth. */
    size_t bound = 0;
    for (int d = 0; d < max_depth; d++) {
        size_t level = (size_t)1 << (2 * d);
        size_t by_points = nn / (size_t)(min_points + 1);
        bound += level < by_points ? level : by_points;
    }
    bench_log(&o, "qt: %d points, max depth %d, min points %d: %lld nodes, %lld splitting "
                  "(= child launches), deepest level %d (CPU); %lld node slots (%.0f MB); "
                  "launch bound %zu\n",
              n, max_depth, min_points, c.ref_count, b.internal, b.deepest, c.num_slots,
              c.num_slots * (double)sizeof(qt_node) / 1e6, bound);
    bench_set_pending_launch_limit(bound);

    /* Upload */
    c.p.num_points = n;
    c.p.max_depth = max_depth;
    c.p.min_points_per_node = min_points;
    CHECK_CUDA(cudaMalloc((void **)&c.p.nodes, (size_t)c.num_slots * sizeof(qt_node)));
    for (int s = 0; s < 2; s++) {
        CHECK_CUDA(cudaMalloc((void **)&c.h_points[s].x, nn * sizeof(float)));
        CHECK_CUDA(cudaMalloc((void **)&c.h_points[s].y, nn * sizeof(float)));
    }
    CHECK_CUDA(cudaMalloc((void **)&c.p.points, 2 * sizeof(qt_points)));
    CHECK_CUDA(cudaMemcpy(c.p.points, c.h_points, 2 * sizeof(qt_points), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMalloc((void **)&c.d_x0, nn * sizeof(float)));
    CHECK_CUDA(cudaMalloc((void **)&c.d_y0, nn * sizeof(float)));
    CHECK_CUDA(cudaMemcpy(c.d_x0, x, nn * sizeof(float), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(c.d_y0, y, nn * sizeof(float), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMallocHost((void **)&c.h_nodes, (size_t)c.num_slots * sizeof(qt_node)));
    c.h_x = x;
    c.h_y = y;

    bench_case bc = {&c, qt_reset, qt_run, qt_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree(c.p.nodes));
    for (int s = 0; s < 2; s++) {
        CHECK_CUDA(cudaFree(c.h_points[s].x));
        CHECK_CUDA(cudaFree(c.h_points[s].y));
    }
    CHECK_CUDA(cudaFree(c.p.points));
    CHECK_CUDA(cudaFree(c.d_x0));
    CHECK_CUDA(cudaFree(c.d_y0));
    CHECK_CUDA(cudaFreeHost(c.h_nodes));
    free(x);
    free(y);
    free(c.ref_x);
    free(c.ref_y);
    free(c.ref_node);
    free(c.ref_slot);
    free(c.in_tree);
    return rc;
}
