#include <dpopt/dpopt.cuh>
#line 1 "tests/corpus/cdp1_far_sync.cu"
// cdp1_far_sync.cu - a CDP1 program whose launches and waits are in helper
// functions: the parent fills its row through a helper that launches, and
// waits for its children through another helper. dpopt must treat the
// helper's cudaDeviceSynchronize as waiting for the parent's launches and
// the parent's as waiting for the helper's (tests/defects/far-sync).
// EXPECTED: does NOT compile with CUDA 13 as written (device-side
// cudaDeviceSynchronize); after --remove=t4 or auto it builds and prints PASS.
#include <cstdio>
#include <cuda_runtime.h>

#define ROWS 64
#define COLS 96

// dpopt: fill_row's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting fill_row_dp_corun_setting;

#line 14 "tests/corpus/cdp1_far_sync.cu"
__global__ void fill_row(int *row, int base)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] = base + j;
}

// dpopt: fill_row's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void fill_row_dp_block(int *row, int base, const dim3 dp_blockIdx)
{
    int j = dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] = base + j;
}

// dpopt: fill_row, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void fill_row_dp_corun(dpopt::CorunState *dp_corun, int *row, int base)
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
        fill_row_dp_block(row, base, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 20 "tests/corpus/cdp1_far_sync.cu"

// dpopt: double_row's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting double_row_dp_corun_setting;

#line 21 "tests/corpus/cdp1_far_sync.cu"
__global__ void double_row(int *row)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] *= 2;
}

// dpopt: double_row's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void double_row_dp_block(int *row, const dim3 dp_blockIdx)
{
    int j = dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] *= 2;
}

// dpopt: double_row, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void double_row_dp_corun(dpopt::CorunState *dp_corun, int *row)
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
        double_row_dp_block(row, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 27 "tests/corpus/cdp1_far_sync.cu"

// Launches the child that fills row r (the launch the parent's wait must see).
__device__ void start_fill(int *m, int r)
{
    dpopt::corun_launch_device(fill_row_dp_corun, fill_row, fill_row_dp_corun_setting, (COLS + 31) / 32, 32, 0, 0, m + r * COLS, r * 1000);
}

// Waits for the block's children (the wait the parent's launch must see).
__device__ void wait_children(void)
{
    cudaDeviceSynchronize();
}

// One thread per row: fill it (through start_fill), wait, double it, wait,
// then sum it.
__global__ void rows(int *m, long long *sums)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < ROWS)
        start_fill(m, r);
    cudaDeviceSynchronize();
    if (r < ROWS)
        dpopt::corun_launch_device(double_row_dp_corun, double_row, double_row_dp_corun_setting, (COLS + 31) / 32, 32, 0, 0, m + r * COLS);
    wait_children();
    if (r < ROWS) {
        long long s = 0;
        for (int j = 0; j < COLS; j++)
            s += m[r * COLS + j];
        sums[r] = s;
    }
}

int main(void)
{
    int *m;
    long long *sums, h_sums[ROWS];
    cudaMalloc(&m, ROWS * COLS * sizeof(int));
    cudaMalloc(&sums, ROWS * sizeof(long long));
    cudaMemset(m, 0, ROWS * COLS * sizeof(int));
    dpopt::corun_set_device(fill_row_dp_corun_setting, "fill_row");
#line 66 "tests/corpus/cdp1_far_sync.cu"
    dpopt::corun_set_device(double_row_dp_corun_setting, "double_row");
#line 66 "tests/corpus/cdp1_far_sync.cu"
    rows<<<ROWS / 32, 32>>>(m, sums);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_sums, sums, sizeof h_sums, cudaMemcpyDeviceToHost);
    int bad = -1;
    for (int r = 0; r < ROWS && bad < 0; r++) {
        long long want = 0;
        for (int j = 0; j < COLS; j++)
            want += 2LL * (r * 1000 + j);
        if (h_sums[r] != want)
            bad = r;
    }
    if (err != cudaSuccess || bad >= 0) {
        printf("FAIL: %s, row %d\n", cudaGetErrorString(err), bad);
        return 1;
    }
    printf("PASS: %d rows filled, doubled and summed by their children\n", ROWS);
    return 0;
}
