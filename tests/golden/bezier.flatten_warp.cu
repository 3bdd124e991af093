#include <dpopt/base.cuh>
#include <dpopt/warp_flat.cuh>
#include <dpopt/block_batch.cuh>
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

// dpopt: computeBezierLine_child as launched from computeBezierLines_parent (line 53), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct computeBezierLine_child_dp_grid_args {
    int lidx;
    int nTessPoints;
    dim3 dp_grid;  // the parent's grid
};

struct computeBezierLine_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int lidx;
    BezierLine *bLines;
    int nTessPoints;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of computeBezierLines_parent runs at a time).
static __device__ dpopt::GridState computeBezierLine_child_dp_grid_state;

__global__ void computeBezierLine_child_dp_grid(unsigned char *dp_batch, BezierLine *bLines);

// dpopt: one thread of computeBezierLine_child, for the warps that flatten its launches.
__device__ void computeBezierLine_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int lidx, BezierLine *bLines, int nTessPoints);

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

// dpopt: computeBezierLine_child fused across the launches of one grid of computeBezierLines_parent.
__global__ void computeBezierLine_child_dp_grid(unsigned char *dp_batch, BezierLine *bLines)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    computeBezierLine_child_dp_grid_args dp_record;
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


// dpopt: one thread of computeBezierLine_child (flattening).
__device__ void computeBezierLine_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int lidx, BezierLine *bLines, int nTessPoints)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 29 "tests/corpus/bezier.cu"
    {
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
    }
}
#line 43 "tests/corpus/bezier.cu"


__global__ void computeBezierLines_parent(BezierLine *bLines, int nLines)
{
    computeBezierLine_child_dp_grid_launch dp_pending_0 = {}; // the launch at line 53, made at the end of the block
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
                // dpopt: computeBezierLine_child<<<ceil((float)bLines[lidx].nVertices / 32.0f), 32>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = ceil((float)bLines[lidx].nVertices / 32.0f), dp_block = 32;
                auto dp_arg0 = lidx;
                auto dp_arg1 = bLines;
                auto dp_arg2 = bLines[lidx].nVertices;
                // computeBezierLine_child's threads past its argument 'nTessPoints' do nothing: they are not run.
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_threads_below(dp_grid, dp_block, dp_arg2) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: computeBezierLine_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = dp_grid;
                    dp_pending_0.dp_block = dp_block;
                    dp_pending_0.lidx = dp_arg0;
                    dp_pending_0.bLines = dp_arg1;
                    dp_pending_0.nTessPoints = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                auto dp_its_arg0 = dp_arg0;
                const auto dp_its_arg1 = dp_arg1;
                auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                        dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                        dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        computeBezierLine_child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 55 "tests/corpus/bezier.cu"
        }
    }();
    {
        // dpopt: the grid's launches of computeBezierLine_child from line 53, fused into one launch
        computeBezierLine_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<computeBezierLine_child_dp_grid_args, computeBezierLine_child_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &computeBezierLine_child_dp_grid_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                computeBezierLine_child_dp_grid_args dp_record = {};
                dp_record.lidx = dp_pending_0.lidx;
                dp_record.nTessPoints = dp_pending_0.nTessPoints;
                dp_record.dp_grid = dp_pending_0.dp_grid;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    computeBezierLine_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<computeBezierLine_child_dp_grid_launch, computeBezierLine_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->lidx = dp_pending_0.lidx;
                    dp_first_launch->bLines = dp_pending_0.bLines;
                    dp_first_launch->nTessPoints = dp_pending_0.nTessPoints;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                computeBezierLine_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.lidx, dp_pending_0.bLines, dp_pending_0.nTessPoints);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &computeBezierLine_child_dp_grid_state)) {
            dp_first = dpopt::batch_first<computeBezierLine_child_dp_grid_launch, computeBezierLine_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                computeBezierLine_child_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).bLines);
            });
            dpopt::grid_batch_reset(&computeBezierLine_child_dp_grid_state);
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

    (dpopt::GridOrderLock(0), computeBezierLines_parent<<<(N_LINES + 63) / 64, 64>>>(d_lines, N_LINES));
    freeVertexMem<<<(N_LINES + 63) / 64, 64>>>(d_lines, N_LINES);
    cudaError_t err = cudaDeviceSynchronize();
    printf("bezier: %s\n", cudaGetErrorString(err));

    cudaFree(d_lines);
    delete[] h_lines;
    return 0;
}
