// Sparse matrix times vector (CSR) with one thread per row, where a row too
// long for one thread gets a grid of its own: the child multiplies the row's
// entries one per thread, sums them per warp with shuffles and adds each
// warp's sum into the row's result. The shape of CDP's SpMV in the
// literature (rows of power-law matrices, graphs' high-degree vertices).
// The host multiplies in double and compares every row.
//
// Build and run, with dpopt (the launches of each block fused into one grid):
//
//   scripts/dpopt-nvcc --dpopt=--aggregate=block -arch=sm_90 \
//       examples/spmv-long-rows/main.cu -o /tmp/spmv && /tmp/spmv
//
//   usage: spmv [ROWS]   prints PASS or FAIL, and the median time of five
//   products after a warm-up
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define LONG_ROW 128    // a row with more entries gets a child grid
#define CHILD_BLOCK 256

// The products of entries [begin, end) of `row`, added into y[row].
__global__ void row_product(const int *cols, const float *vals, const float *x, float *y, int row, int begin,
                            int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < end ? vals[i] * x[cols[i]] : 0.0f;
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    if (threadIdx.x % 32 == 0)
        atomicAdd(&y[row], v);
}

__global__ void spmv(const int *row_ptr, const int *cols, const float *vals, const float *x, float *y, int rows)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= rows)
        return;
    int begin = row_ptr[row], end = row_ptr[row + 1];
    if (end - begin > LONG_ROW) {
        y[row] = 0.0f;
        row_product<<<(end - begin + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK>>>(cols, vals, x, y, row, begin, end);
    } else {
        float sum = 0.0f;
        for (int i = begin; i < end; i++)
            sum += vals[i] * x[cols[i]];
        y[row] = sum;
    }
}

int main(int argc, char **argv)
{
    const int rows = argc > 1 ? atoi(argv[1]) : 1 << 18;
    if (rows <= 0) {
        fprintf(stderr, "FAIL: ROWS must be positive\n");
        return 2;
    }
    // Most rows short, one in 64 long (up to 4,000 entries): a power-law's
    // few heavy rows.
    srand(11);
    std::vector<int> row_ptr(rows + 1, 0);
    int long_rows = 0;
    for (int r = 0; r < rows; r++) {
        int len = r % 64 == 0 ? LONG_ROW + 1 + rand() % 4000 : 1 + rand() % 24;
        long_rows += len > LONG_ROW;
        row_ptr[r + 1] = row_ptr[r] + len;
    }
    const int nnz = row_ptr[rows];
    std::vector<int> cols(nnz);
    std::vector<float> vals(nnz), x(rows);
    for (int i = 0; i < nnz; i++) {
        cols[i] = rand() % rows;
        vals[i] = (float)rand() / RAND_MAX;
    }
    for (int i = 0; i < rows; i++)
        x[i] = (float)rand() / RAND_MAX;
    int *d_row_ptr, *d_cols;
    float *d_vals, *d_x, *d_y;
    cudaMalloc(&d_row_ptr, (rows + 1) * sizeof(int));
    cudaMalloc(&d_cols, nnz * sizeof(int));
    cudaMalloc(&d_vals, nnz * sizeof(float));
    cudaMalloc(&d_x, rows * sizeof(float));
    cudaMalloc(&d_y, rows * sizeof(float));
    cudaMemcpy(d_row_ptr, row_ptr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_cols, cols.data(), nnz * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_vals, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_x, x.data(), rows * sizeof(float), cudaMemcpyHostToDevice);
    // As written, every long row's grid may be pending at once.
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)long_rows + 1024);
    const int products = 6;
    std::vector<float> times;
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaError_t err = cudaSuccess;
    for (int p = 0; p < products && err == cudaSuccess; p++) {
        cudaMemset(d_y, 0xff, rows * sizeof(float));
        cudaEventRecord(start);
        spmv<<<(rows + 127) / 128, 128>>>(d_row_ptr, d_cols, d_vals, d_x, d_y, rows);
        cudaEventRecord(stop);
        err = cudaDeviceSynchronize();
        float ms = 0.0f;
        cudaEventElapsedTime(&ms, start, stop);
        if (p > 0)
            times.push_back(ms);
    }
    if (err != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(err));
        return 1;
    }
    std::vector<float> y(rows);
    cudaMemcpy(y.data(), d_y, rows * sizeof(float), cudaMemcpyDeviceToHost);
    for (int r = 0; r < rows; r++) {
        double want = 0.0;
        for (int i = row_ptr[r]; i < row_ptr[r + 1]; i++)
            want += (double)vals[i] * x[cols[i]];
        if (!(std::fabs(y[r] - want) <= 1e-4 * (row_ptr[r + 1] - row_ptr[r]) + 1e-5 * std::fabs(want))) {
            printf("FAIL: row %d is %g, not %g\n", r, y[r], want);
            return 1;
        }
    }
    std::sort(times.begin(), times.end());
    printf("PASS: %d rows (%d long), %d entries, %d products, median %.3f ms\n", rows, long_rows, nnz, products,
           times[times.size() / 2]);
    return 0;
}
