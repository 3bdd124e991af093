#include <dpopt/base.cuh>
#include <dpopt/corun.cuh>
#line 1 "tests/corpus/uniform_barriers.cu"
// uniform_barriers.cu - children with __syncthreads inside a block-uniform
// loop and a block-uniform if, launched with blocks of 512 threads by parents
// running blocks of 128: launch removal runs them in thread loops split at
// those barriers (T3: each parent thread stands in for four child threads).
// A second child has a barrier under a condition dpopt cannot prove the same
// in every thread: T4 refuses it, T3 keeps real threads for it.
#include <climits>
#include <cstdio>
#include <cuda_runtime.h>

#define CHILD_BLOCK 512
#define TILE 64

// dpopt: tile_stats's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting tile_stats_dp_corun_setting;

#line 14 "tests/corpus/uniform_barriers.cu"
// The sum (and, when asked, the maximum) of each 512-element tile of a
// segment: shared-memory tree reductions.
__global__ void tile_stats(const int *in, int *sums, int *maxes, int len, int want_max)
{
    __shared__ int sh[CHILD_BLOCK];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    sh[t] = i < len ? in[i] : 0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0)
        sums[blockIdx.x] = sh[0];
    if (want_max) {
        __syncthreads(); // thread 0 has read the sum before sh is reused
        sh[t] = i < len ? in[i] : INT_MIN;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (t < s)
                sh[t] = max(sh[t], sh[t + s]);
            __syncthreads();
        }
        if (t == 0)
            maxes[blockIdx.x] = sh[0];
    }
}

// dpopt: tile_stats's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void tile_stats_dp_block(const int *in, int *sums, int *maxes, int len, int want_max, const dim3 dp_blockIdx)
#line 17 "tests/corpus/uniform_barriers.cu"
{
    __shared__ int sh[CHILD_BLOCK];
    int t = threadIdx.x;
    int i = dp_blockIdx.x * blockDim.x + t;
    sh[t] = i < len ? in[i] : 0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0)
        sums[dp_blockIdx.x] = sh[0];
    if (want_max) {
        __syncthreads(); // thread 0 has read the sum before sh is reused
        sh[t] = i < len ? in[i] : INT_MIN;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (t < s)
                sh[t] = max(sh[t], sh[t + s]);
            __syncthreads();
        }
        if (t == 0)
            maxes[dp_blockIdx.x] = sh[0];
    }
}

// dpopt: tile_stats, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) tile_stats_dp_corun(dpopt::CorunState *dp_corun, const int *in, int *sums, int *maxes, int len, int want_max)
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
        tile_stats_dp_block(in, sums, maxes, len, want_max, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 43 "tests/corpus/uniform_barriers.cu"

// dpopt: double_positive_tiles's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting double_positive_tiles_dp_corun_setting;

#line 44 "tests/corpus/uniform_barriers.cu"
// Doubles a tile when its first element is positive. Every thread sees the
// same tile[0], but dpopt cannot prove it: the barrier under that condition
// keeps T4 away.
__global__ void double_positive_tiles(int *data, int len)
{
    __shared__ int tile[TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < len ? data[i] : 0;
    __syncthreads();
    if (tile[0] > 0) {
        __syncthreads();
        if (i < len)
            data[i] = 2 * tile[threadIdx.x];
    }
}

// dpopt: double_positive_tiles's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void double_positive_tiles_dp_block(int *data, int len, const dim3 dp_blockIdx)
#line 48 "tests/corpus/uniform_barriers.cu"
{
    __shared__ int tile[TILE];
    int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < len ? data[i] : 0;
    __syncthreads();
    if (tile[0] > 0) {
        __syncthreads();
        if (i < len)
            data[i] = 2 * tile[threadIdx.x];
    }
}

// dpopt: double_positive_tiles, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void double_positive_tiles_dp_corun(dpopt::CorunState *dp_corun, int *data, int len)
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
        double_positive_tiles_dp_block(data, len, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 59 "tests/corpus/uniform_barriers.cu"

__global__ void segments(const int *in, int *data, int *sums, int *maxes, int seg_len, int tiles, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n) {
        dpopt::corun_launch_device(tile_stats_dp_corun, tile_stats, tile_stats_dp_corun_setting, tiles, CHILD_BLOCK, 0, 0, in + s * seg_len, sums + s * tiles, maxes + s * tiles, seg_len, s % 2);
        dpopt::corun_launch_device(double_positive_tiles_dp_corun, double_positive_tiles, double_positive_tiles_dp_corun_setting, (seg_len + TILE - 1) / TILE, TILE, 0, 0, data + s * seg_len, seg_len);
    }
}

int main(void)
{
    const int n = 256, seg_len = 1500, tiles = (seg_len + CHILD_BLOCK - 1) / CHILD_BLOCK;
    static int h_in[n * seg_len], h_data[n * seg_len], h_sums[n * tiles], h_maxes[n * tiles];
    for (int i = 0; i < n * seg_len; i++)
        h_in[i] = (i * 7919) % 2001 - 1000;
    int *in, *data, *sums, *maxes;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&data, sizeof h_data);
    cudaMalloc(&sums, sizeof h_sums);
    cudaMalloc(&maxes, sizeof h_maxes);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemcpy(data, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(maxes, 0, sizeof h_maxes);
    dpopt::corun_set_device(tile_stats_dp_corun_setting, "tile_stats");
    dpopt::corun_set_device(double_positive_tiles_dp_corun_setting, "double_positive_tiles");
#line 83 "tests/corpus/uniform_barriers.cu"
    segments<<<n / 128, 128>>>(in, data, sums, maxes, seg_len, tiles, n);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_data, data, sizeof h_data, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_sums, sums, sizeof h_sums, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_maxes, maxes, sizeof h_maxes, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int s = 0; s < n; s++)
        for (int b = 0; b < tiles; b++) {
            int sum = 0, most = INT_MIN;
            for (int i = b * CHILD_BLOCK; i < (b + 1) * CHILD_BLOCK && i < seg_len; i++) {
                sum += h_in[s * seg_len + i];
                most = h_in[s * seg_len + i] > most ? h_in[s * seg_len + i] : most;
            }
            bad += h_sums[s * tiles + b] != sum || h_maxes[s * tiles + b] != (s % 2 ? most : 0);
        }
    for (int i = 0; i < n * seg_len; i++)
        bad += h_data[i] != (h_in[i - (i % seg_len) % TILE] > 0 ? 2 * h_in[i] : h_in[i]);
    printf("uniform_barriers: %s, %s (%d wrong)\n", cudaGetErrorString(err), bad ? "FAIL" : "PASS", bad);
    cudaFree(in);
    cudaFree(data);
    cudaFree(sums);
    cudaFree(maxes);
    return 0;
}
