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

__global__ void fill_row(int *row, int base)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] = base + j;
}

__global__ void double_row(int *row)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < COLS)
        row[j] *= 2;
}

// Launches the child that fills row r (the launch the parent's wait must see).
__device__ void start_fill(int *m, int r)
{
    fill_row<<<(COLS + 31) / 32, 32>>>(m + r * COLS, r * 1000);
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
        double_row<<<(COLS + 31) / 32, 32>>>(m + r * COLS);
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
