#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#include <dpopt/arena.cuh>
#line 1 "bench/apps/bt/cdp.cu"
/*
 * bench/apps/bt/cdp.cu - Bezier line tessellation with dynamic parallelism, as
 * in PMPP chapter 21 (and the CUDA sample cdpBezierTessellation).
 *
 * Parent: one line per thread.  It computes the line's curvature, derives the
 * number of vertices, allocates the line's vertex array with device-side
 * cudaMalloc and launches a child grid with one thread per vertex.
 * A later kernel consumes the vertices (copies them to the output) and frees
 * each line's array with device-side cudaFree.
 *
 * CDP2-legal: no device-side synchronisation; the second kernel runs after
 * the parent grid and all its children have finished (stream order).
 */
#include <cuda_runtime.h>

#include "bt.h"
#include "harness.h"

/* Child: one tessellated vertex per thread. */
// dpopt: computeBezierLine_child run by a single thread, where a launch of it is below the threshold.
__device__ void computeBezierLine_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int lidx, BezierLine *bLines, int nTessPoints);

#line 20 "bench/apps/bt/cdp.cu"
__global__ void computeBezierLine_child(int lidx, BezierLine *bLines, int nTessPoints)
{
    int idx = threadIdx.x + blockDim.x * blockIdx.x; /* vertex of this thread */
    if (idx < nTessPoints) {
        float u = (float)idx / (float)(nTessPoints - 1);
        float omu = 1.0f - u;

        float B3u[3]; /* quadratic Bezier coefficients */
        B3u[0] = omu * omu;
        B3u[1] = 2.0f * u * omu;
        B3u[2] = u * u;

        float2 position = make_float2(0.0f, 0.0f);
        for (int i = 0; i < 3; i++)
            position = bt_add(position, bt_scale(B3u[i], bLines[lidx].CP[i]));

        bLines[lidx].vertexPos[idx] = position;
    }
}

// dpopt: computeBezierLine_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void computeBezierLine_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int lidx, BezierLine *bLines, int nTessPoints)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 22 "bench/apps/bt/cdp.cu"
            int idx = dp_threadIdx.x + dp_blockDim.x * dp_blockIdx.x;
            if (idx < nTessPoints) {
                float u = (float)idx / (float)(nTessPoints - 1);
                float omu = 1.0f - u;

                float B3u[3]; /* quadratic Bezier coefficients */
                B3u[0] = omu * omu;
                B3u[1] = 2.0f * u * omu;
                B3u[2] = u * u;

                float2 position = make_float2(0.0f, 0.0f);
                for (int i = 0; i < 3; i++)
                    position = bt_add(position, bt_scale(B3u[i], bLines[lidx].CP[i]));

                bLines[lidx].vertexPos[idx] = position;
            }
        }();
    }
}
#line 38 "bench/apps/bt/cdp.cu"


/* Parent: one line per thread. */
__global__ void computeBezierLines_parent(BezierLine *bLines, int nLines)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines) {
        float curvature = bt_curvature(&bLines[lidx]);
        int nVertices = bt_tess_points(curvature);

        if (dpopt::arena_cudaMalloc((void **)&bLines[lidx].vertexPos, nVertices * sizeof(float2)) !=
            cudaSuccess) {
            /* Device heap exhausted: leave the line empty (verification fails). */
            bLines[lidx].vertexPos = NULL;
            bLines[lidx].nVertices = 0;
            return;
        }
        bLines[lidx].nVertices = nVertices;

        int childBlocks = (nVertices + BT_CHILD_BLOCK - 1) / BT_CHILD_BLOCK;
        {
            // dpopt: computeBezierLine_child<<<childBlocks, BT_CHILD_BLOCK>>> launched only with at least 128 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = childBlocks, dp_block = BT_CHILD_BLOCK;
            auto dp_arg0 = lidx;
            auto dp_arg1 = bLines;
            auto dp_arg2 = nVertices;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 128u) {
                computeBezierLine_child<<<dp_grid, dp_block, 0, cudaStreamFireAndForget>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        computeBezierLine_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
            }
        }
#line 60 "bench/apps/bt/cdp.cu"
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}

/* Consumer of the vertices: copies each line's vertices to the output and
 * frees the line's vertex array. */
__global__ void collectAndFreeVertices(BezierLine *bLines, int nLines, float2 *outVertices)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines) {
        float2 *vertexPos = bLines[lidx].vertexPos;
        if (vertexPos != NULL) {
            int nVertices = bLines[lidx].nVertices;
            for (int k = 0; k < nVertices; k++)
                outVertices[lidx * BT_MAX_TESS_POINTS + k] = vertexPos[k];
            dpopt::arena_cudaFree(vertexPos);
            bLines[lidx].vertexPos = NULL;
        }
    }
}

void bt_variant_run(const bt_problem *p)
{
    int blocks = (p->n_lines + BT_PARENT_BLOCK - 1) / BT_PARENT_BLOCK;
    if (blocks > 0) {
        computeBezierLines_parent<<<blocks, BT_PARENT_BLOCK>>>(p->lines, p->n_lines);
        CHECK_LAUNCH();
        collectAndFreeVertices<<<blocks, BT_PARENT_BLOCK>>>(p->lines, p->n_lines,
                                                            p->out_vertices);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
