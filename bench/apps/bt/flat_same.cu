/*
 * bench/apps/bt/flat_same.cu - the CDP program's algorithm (cdp.cu) without
 * dynamic parallelism: what cdp.cu costs apart from its launches.
 *
 * cdp.cu does more than the simple program (flat.cu): each line's vertices go
 * to an array of its own, allocated with device-side cudaMalloc, and a second
 * kernel copies them to the output a thread a line and frees the arrays.
 * This program keeps all of that and replaces only the launches: the
 * parent's per-line work, then every line's child grid as one grid of a
 * block a line, from the host. Its arrays come from the device heap, which
 * dpopt's outputs serve from an arena instead, so it is no reference for
 * them (bench/README.md; flat.cu is bt's).
 */
#include <cuda_runtime.h>

#include "bt.h"
#include "harness.h"

/* cdp.cu's parent without its launch: one line per thread. */
__global__ void allocateBezierLines(BezierLine *bLines, int nLines)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines) {
        float curvature = bt_curvature(&bLines[lidx]);
        int nVertices = bt_tess_points(curvature);

        if (cudaMalloc((void **)&bLines[lidx].vertexPos, nVertices * sizeof(float2)) !=
            cudaSuccess) {
            /* Device heap exhausted: leave the line empty (verification fails). */
            bLines[lidx].vertexPos = NULL;
            bLines[lidx].nVertices = 0;
            return;
        }
        bLines[lidx].nVertices = nVertices;
    }
}

/* cdp.cu's children, all in one grid: a block a line, a thread a vertex. */
__global__ void computeBezierLines(BezierLine *bLines, int nLines)
{
    int lidx = blockIdx.x;
    if (lidx >= nLines || bLines[lidx].vertexPos == NULL)
        return;
    float2 *vertexPos = bLines[lidx].vertexPos;
    int nVertices = bLines[lidx].nVertices;
    for (int idx = threadIdx.x; idx < nVertices; idx += blockDim.x)
        vertexPos[idx] = bt_vertex(&bLines[lidx], idx, nVertices);
}

/* cdp.cu's consumer, unchanged. */
__global__ void collectAndFreeVertices(BezierLine *bLines, int nLines, float2 *outVertices)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines) {
        float2 *vertexPos = bLines[lidx].vertexPos;
        if (vertexPos != NULL) {
            int nVertices = bLines[lidx].nVertices;
            for (int k = 0; k < nVertices; k++)
                outVertices[lidx * BT_MAX_TESS_POINTS + k] = vertexPos[k];
            cudaFree(vertexPos);
            bLines[lidx].vertexPos = NULL;
        }
    }
}

void bt_variant_run(const bt_problem *p)
{
    int blocks = (p->n_lines + BT_PARENT_BLOCK - 1) / BT_PARENT_BLOCK;
    if (blocks > 0) {
        allocateBezierLines<<<blocks, BT_PARENT_BLOCK>>>(p->lines, p->n_lines);
        CHECK_LAUNCH();
        computeBezierLines<<<p->n_lines, BT_CHILD_BLOCK>>>(p->lines, p->n_lines);
        CHECK_LAUNCH();
        collectAndFreeVertices<<<blocks, BT_PARENT_BLOCK>>>(p->lines, p->n_lines,
                                                            p->out_vertices);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
