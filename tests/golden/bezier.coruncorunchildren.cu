#include <dpopt/base.cuh>
#include <dpopt/arena.cuh>
#include <dpopt/corun.cuh>
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

// dpopt: computeBezierLine_child's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting computeBezierLine_child_dp_corun_setting;

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

// dpopt: computeBezierLine_child's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void computeBezierLine_child_dp_block(int lidx, BezierLine *bLines, int nTessPoints, const dim3 dp_blockIdx)
#line 29 "tests/corpus/bezier.cu"
{
    int idx = threadIdx.x + blockDim.x * dp_blockIdx.x;  // one vertex per thread
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

// dpopt: computeBezierLine_child, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void computeBezierLine_child_dp_corun(dpopt::CorunState *dp_corun, int lidx, BezierLine *bLines, int nTessPoints)
{
    __shared__ dpopt::CorunTicket dp_ticket;
    __shared__ bool dp_more;
    bool dp_first = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
    if (dp_first)
        dp_ticket = dpopt::corun_admit(dp_corun);
    __syncthreads();
    if (!dp_ticket.admitted)
        return;
    for (;;) {
        if (dp_first)
            dp_more = dpopt::corun_next(dp_corun, &dp_ticket);
        __syncthreads();
        if (!dp_more)
            break;
        computeBezierLine_child_dp_block(lidx, bLines, nTessPoints, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 44 "tests/corpus/bezier.cu"

__global__ void computeBezierLines_parent(BezierLine *bLines, int nLines)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;  // one line per thread
    if (lidx < nLines) {
        float curvature = computeCurvature(&bLines[lidx]);
        bLines[lidx].nVertices = min(max((int)(curvature * 16.0f), 4), MAX_TESS_POINTS);
        dpopt::arena_cudaMalloc((void **)&bLines[lidx].vertexPos,
                   bLines[lidx].nVertices * sizeof(float2));
        dpopt::corun_launch_device(computeBezierLine_child_dp_corun, computeBezierLine_child, computeBezierLine_child_dp_corun_setting, ceil((float)bLines[lidx].nVertices / 32.0f), 32, 0, 0, lidx, bLines, bLines[lidx].nVertices);
    }
}

__global__ void freeVertexMem(BezierLine *bLines, int nLines)
{
    int lidx = threadIdx.x + blockDim.x * blockIdx.x;
    if (lidx < nLines)
        dpopt::arena_cudaFree(bLines[lidx].vertexPos);
}

// dpopt: freeVertexMem's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void freeVertexMem_dp_block(BezierLine *bLines, int nLines, const dim3 dp_blockIdx)
#line 59 "tests/corpus/bezier.cu"
{
    int lidx = threadIdx.x + blockDim.x * dp_blockIdx.x;
    if (lidx < nLines)
        dpopt::arena_cudaFree(bLines[lidx].vertexPos);
}

// dpopt: freeVertexMem, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void freeVertexMem_dp_corun(dpopt::CorunState *dp_corun, BezierLine *bLines, int nLines)
{
    __shared__ dpopt::CorunTicket dp_ticket;
    __shared__ bool dp_more;
    bool dp_first = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
    if (dp_first)
        dp_ticket = dpopt::corun_admit(dp_corun);
    __syncthreads();
    if (!dp_ticket.admitted)
        return;
    for (;;) {
        if (dp_first)
            dp_more = dpopt::corun_next(dp_corun, &dp_ticket);
        __syncthreads();
        if (!dp_more)
            break;
        freeVertexMem_dp_block(bLines, nLines, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 64 "tests/corpus/bezier.cu"

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

    dpopt::corun_set_device(computeBezierLine_child_dp_corun_setting, "computeBezierLine_child");
#line 79 "tests/corpus/bezier.cu"
    computeBezierLines_parent<<<(N_LINES + 63) / 64, 64>>>(d_lines, N_LINES);
    dpopt::corun_launch(freeVertexMem_dp_corun, freeVertexMem, "freeVertexMem", (N_LINES + 63) / 64, 64, 0, 0, d_lines, N_LINES);
    cudaError_t err = cudaDeviceSynchronize();
    printf("bezier: %s\n", cudaGetErrorString(err));

    cudaFree(d_lines);
    delete[] h_lines;
    return 0;
}
