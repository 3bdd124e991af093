#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#include <dpopt/arena.cuh>
#line 1 "tests/corpus/bezier.cu"
// bezier.cu - tessellation of quadratic Bezier lines (PMPP chapter 21).
// One parent thread per line computes how many points the line needs,
// allocates its vertex array with device-side cudaMalloc and launches a child
// grid with one thread per point. A separate kernel frees the arrays.
#include <cstdio>
#include <cuda_runtime.h>

#define MAX_TESS_POINTS 32
#define N_LINES 256

struct BezierLine {
    float2 CP[3];        // control points
    float2 *vertexPos;   // tessellated points, allocated on the device
    int nVertices;       // number of tessellated points
};

__device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ float2 operator-(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }
__device__ float2 operator*(float s, float2 a) { return make_float2(s * a.x, s * a.y); }
__device__ float length(float2 a) { return sqrtf(a.x * a.x + a.y * a.y); }

__device__ float computeCurvature(BezierLine *bLine)
{
    float2 mid = 0.5f * (bLine->CP[0] + bLine->CP[2]);
    return length(bLine->CP[1] - mid) / length(bLine->CP[2] - bLine->CP[0]);
}

// dpopt: computeBezierLine_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void computeBezierLine_child_dp_coarse2(int lidx, BezierLine *bLines, int nTessPoints, dim3 dp_gridDim);

#line 28 "tests/corpus/bezier.cu"
__global__ void computeBezierLine_child(int lidx, BezierLine *bLines, int nTessPoints)
{
    int idx = threadIdx.x + blockDim.x * blockIdx.x;  // one vertex per thread
    if (idx < nTessPoints) {
        float u = (float)idx / (float)(nTessPoints - 1);
        float omu = 1.0f - u;
        float B3u[3];                                 // quadratic Bezier coefficients
        B3u[0] = omu * omu;
        B3u[1] = 2.0f * u * omu;
        B3u[2] = u * u;
        float2 position = make_float2(0.0f, 0.0f);
        for (int i = 0; i < 3; i++)
            position = position + B3u[i] * bLines[lidx].CP[i];
        bLines[lidx].vertexPos[idx] = position;
    }
}

// dpopt: computeBezierLine_child, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void computeBezierLine_child_dp_coarse2(int lidx, BezierLine *bLines, int nTessPoints, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 29 "tests/corpus/bezier.cu"
        [&]() {
            int idx = threadIdx.x + dp_blockDim.x * dp_blockIdx.x;  // one vertex per thread
            if (idx < nTessPoints) {
                float u = (float)idx / (float)(nTessPoints - 1);
                float omu = 1.0f - u;
                float B3u[3];                                 // quadratic Bezier coefficients
                B3u[0] = omu * omu;
                B3u[1] = 2.0f * u * omu;
                B3u[2] = u * u;
                float2 position = make_float2(0.0f, 0.0f);
                for (int i = 0; i < 3; i++)
                    position = position + B3u[i] * bLines[lidx].CP[i];
                bLines[lidx].vertexPos[idx] = position;
            }
        }();
    }
}
#line 43 "tests/corpus/bezier.cu"


__global__ void computeBezierLines_parent(BezierLine *bLines, int nLines)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;  // one line per thread
    if (lidx < nLines) {
        float curvature = computeCurvature(&bLines[lidx]);
        bLines[lidx].nVertices = min(max((int)(curvature * 16.0f), 4), MAX_TESS_POINTS);
        dpopt::arena_cudaMalloc((void **)&bLines[lidx].vertexPos,
                   bLines[lidx].nVertices * sizeof(float2));
        {
            // dpopt: computeBezierLine_child<<<ceil((float)bLines[lidx].nVertices / 32.0f), 32>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = ceil((float)bLines[lidx].nVertices / 32.0f), dp_block = 32;
            computeBezierLine_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(lidx, bLines, bLines[lidx].nVertices, dp_grid);
        }
#line 55 "tests/corpus/bezier.cu"
    }
}

__global__ void freeVertexMem(BezierLine *bLines, int nLines)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines)
        dpopt::arena_cudaFree(bLines[lidx].vertexPos);
}

int main(void)
{
    BezierLine *h_lines = new BezierLine[N_LINES];
    for (int i = 0; i < N_LINES; i++) {
        for (int j = 0; j < 3; j++)
            h_lines[i].CP[j] = make_float2((float)j, (float)((i * 7 + j * 3) % 11) * 0.1f);
        h_lines[i].vertexPos = NULL;
        h_lines[i].nVertices = 0;
    }

    BezierLine *d_lines;
    cudaMalloc(&d_lines, N_LINES * sizeof(BezierLine));
    cudaMemcpy(d_lines, h_lines, N_LINES * sizeof(BezierLine), cudaMemcpyHostToDevice);

    computeBezierLines_parent<<<(N_LINES + 63) / 64, 64>>>(d_lines, N_LINES);
    freeVertexMem<<<(N_LINES + 63) / 64, 64>>>(d_lines, N_LINES);
    cudaError_t err = cudaDeviceSynchronize();
    printf("bezier: %s\n", cudaGetErrorString(err));

    cudaFree(d_lines);
    delete[] h_lines;
    return 0;
}
