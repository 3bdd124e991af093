/*
 * bench/apps/bt/flat.cu - Bezier line tessellation without dynamic
 * parallelism, as in PMPP chapter 21: one line per block, the block's threads
 * loop over the line's vertices.  Vertices go straight to the output (no
 * per-line allocation).
 */
#include <cuda_runtime.h>

#include "bt.h"
#include "harness.h"

#define BT_FLAT_BLOCK 32

__global__ void computeBezierLines(BezierLine *bLines, int nLines, float2 *outVertices)
{
    int bidx = blockIdx.x;
    if (bidx < nLines) {
        float curvature = bt_curvature(&bLines[bidx]);
        int nTessPoints = bt_tess_points(curvature);
        if (threadIdx.x == 0)
            bLines[bidx].nVertices = nTessPoints;

        /* Loop through the vertices, blockDim.x at a time. */
        for (int inc = 0; inc < nTessPoints; inc += blockDim.x) {
            int idx = inc + threadIdx.x;
            if (idx < nTessPoints) {
                float u = (float)idx / (float)(nTessPoints - 1);
                float omu = 1.0f - u;

                float B3u[3];
                B3u[0] = omu * omu;
                B3u[1] = 2.0f * u * omu;
                B3u[2] = u * u;

                float2 position = make_float2(0.0f, 0.0f);
                for (int i = 0; i < 3; i++)
                    position = bt_add(position, bt_scale(B3u[i], bLines[bidx].CP[i]));

                outVertices[bidx * BT_MAX_TESS_POINTS + idx] = position;
            }
        }
    }
}

void bt_variant_run(const bt_problem *p)
{
    if (p->n_lines > 0) {
        computeBezierLines<<<p->n_lines, BT_FLAT_BLOCK>>>(p->lines, p->n_lines,
                                                          p->out_vertices);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
