#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
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

// dpopt: computeBezierLine_child run by the launching block (launch removal, T3).
struct computeBezierLine_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int lidx;
    BezierLine *bLines;
    int nTessPoints;
    bool dp_active;
};

__device__ void computeBezierLine_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int lidx, BezierLine *bLines, int nTessPoints);

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

// dpopt: one block of computeBezierLine_child, run by the calling block's threads.
__device__ void computeBezierLine_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int lidx, BezierLine *bLines, int nTessPoints)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 29 "tests/corpus/bezier.cu"
            [&]() {
                int idx = dp_threadIdx.x + dp_blockDim.x * dp_blockIdx.x;  // one vertex per thread
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
    computeBezierLine_child_dp_removed_launch dp_pending_0 = {}; // the launch at line 53, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/bezier.cu"
        int lidx = threadIdx.x + blockDim.x * blockIdx.x;  // one line per thread
        if (lidx < nLines) {
            float curvature = computeCurvature(&bLines[lidx]);
            bLines[lidx].nVertices = min(max((int)(curvature * 16.0f), 4), MAX_TESS_POINTS);
            dpopt::arena_cudaMalloc((void **)&bLines[lidx].vertexPos,
                       bLines[lidx].nVertices * sizeof(float2));
            {
                // dpopt: computeBezierLine_child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_0.dp_grid = ceil((float)bLines[lidx].nVertices / 32.0f);
                dp_pending_0.dp_block = 32;
                dp_pending_0.lidx = lidx;
                dp_pending_0.bLines = bLines;
                dp_pending_0.nTessPoints = bLines[lidx].nVertices;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 55 "tests/corpus/bezier.cu"
        }
    }();
    {
        // dpopt: the block's launches of computeBezierLine_child from line 53, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<computeBezierLine_child_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            if (!dp_batch.data) {
                computeBezierLine_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.lidx, dp_pending_0.bLines, dp_pending_0.nTessPoints);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const computeBezierLine_child_dp_removed_launch dp_l = dpopt::batch_slots<computeBezierLine_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    computeBezierLine_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.lidx, dp_l.bLines, dp_l.nTessPoints);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}
#line 57 "tests/corpus/bezier.cu"

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
