#include <dpopt/base.cuh>
#include <dpopt/warp_batch.cuh>
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

// dpopt: computeBezierLine_child as launched from computeBezierLines_parent (line 53), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct computeBezierLine_child_dp_warp_args {
    int lidx;
    int nTessPoints;
    dim3 dp_grid;  // the parent's grid
};

__global__ void computeBezierLine_child_dp_warp(unsigned char *dp_batch, BezierLine *bLines);

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

// dpopt: computeBezierLine_child fused across the launches of one warp of computeBezierLines_parent.
__global__ void computeBezierLine_child_dp_warp(unsigned char *dp_batch, BezierLine *bLines)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    computeBezierLine_child_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int lidx = dp_record.lidx;
    int nTessPoints = dp_record.nTessPoints;
    const dim3 dp_gridDim = dp_record.dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 29 "tests/corpus/bezier.cu"
    {
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
            // dpopt: computeBezierLine_child<<<ceil((float)bLines[lidx].nVertices / 32.0f), 32>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = ceil((float)bLines[lidx].nVertices / 32.0f), dp_block = 32;
            computeBezierLine_child_dp_warp_args dp_record = {};
            dp_record.lidx = lidx;
            dp_record.nTessPoints = bLines[lidx].nVertices;
            dp_record.dp_grid = dp_grid;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        computeBezierLine_child_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, bLines);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    computeBezierLine_child<<<dp_grid, dp_block>>>(dp_record.lidx, bLines, dp_record.nTessPoints);
                }
            }
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
