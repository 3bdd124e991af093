/*
 * bench/apps/bt/flat_pool.cu - the CDP program's algorithm (cdp.cu) without
 * dynamic parallelism, as a careful programmer writes it: bt's reference.
 *
 * cdp.cu does more than the simple program (flat.cu): each line's vertices go
 * to an array of its own, and a second kernel (the consumer) copies them to
 * the output a thread a line and releases the arrays.  This program keeps
 * that algorithm and replaces the launches and the device heap: the parent's
 * per-line work, then every line's child grid as one grid of a block a line,
 * from the host; each line's array is its fixed slot of one pool allocated
 * once (a line has at most BT_MAX_TESS_POINTS vertices), where cdp.cu calls
 * the device heap's cudaMalloc and cudaFree (and dpopt's outputs an arena).
 */
#include <cuda_runtime.h>

#include "bt.h"
#include "harness.h"

/* cdp.cu's parent without its launch: one line per thread; its array is the
 * line's slot of the pool. */
__global__ void allocateBezierLines(BezierLine *bLines, int nLines, float2 *pool)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines) {
        float curvature = bt_curvature(&bLines[lidx]);
        bLines[lidx].nVertices = bt_tess_points(curvature);
        bLines[lidx].vertexPos = pool + (size_t)lidx * BT_MAX_TESS_POINTS;
    }
}

/* cdp.cu's children, all in one grid: a block a line, a thread a vertex. */
__global__ void computeBezierLines(BezierLine *bLines, int nLines)
{
    int lidx = blockIdx.x;
    if (lidx >= nLines)
        return;
    float2 *vertexPos = bLines[lidx].vertexPos;
    int nVertices = bLines[lidx].nVertices;
    for (int idx = threadIdx.x; idx < nVertices; idx += blockDim.x)
        vertexPos[idx] = bt_vertex(&bLines[lidx], idx, nVertices);
}

/* cdp.cu's consumer: the same copy a thread a line; releasing a slot of the
 * pool is forgetting it. */
__global__ void collectVertices(BezierLine *bLines, int nLines, float2 *outVertices)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines) {
        float2 *vertexPos = bLines[lidx].vertexPos;
        int nVertices = bLines[lidx].nVertices;
        for (int k = 0; k < nVertices; k++)
            outVertices[lidx * BT_MAX_TESS_POINTS + k] = vertexPos[k];
        bLines[lidx].vertexPos = NULL;
    }
}

/* The pool, allocated on first use and kept (not part of the problem). */
static float2 *g_pool;
static int g_pool_lines;

void bt_variant_run(const bt_problem *p)
{
    if (p->n_lines > g_pool_lines) {
        if (g_pool)
            CHECK_CUDA(cudaFree(g_pool));
        CHECK_CUDA(cudaMalloc((void **)&g_pool,
                              (size_t)p->n_lines * BT_MAX_TESS_POINTS * sizeof(float2)));
        g_pool_lines = p->n_lines;
    }
    int blocks = (p->n_lines + BT_PARENT_BLOCK - 1) / BT_PARENT_BLOCK;
    if (blocks > 0) {
        allocateBezierLines<<<blocks, BT_PARENT_BLOCK>>>(p->lines, p->n_lines, g_pool);
        CHECK_LAUNCH();
        computeBezierLines<<<p->n_lines, BT_CHILD_BLOCK>>>(p->lines, p->n_lines);
        CHECK_LAUNCH();
        collectVertices<<<blocks, BT_PARENT_BLOCK>>>(p->lines, p->n_lines, p->out_vertices);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
