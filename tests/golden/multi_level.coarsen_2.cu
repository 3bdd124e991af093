#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/multi_level.cu"
// multi_level.cu - three levels of kernels: parent -> child -> grandchild.
// Batched sparse matrix-vector product y = A x over a batch of CSR matrices.
// The parent has one thread per matrix and launches a child with one thread
// per row; a child thread whose row is long launches a grandchild with one
// thread per nonzero of that row, and does short rows itself.
#include <cstdio>
#include <cuda_runtime.h>

#define LONG_ROW 64

struct CsrMatrix {
    const int *row_ptr;
    const int *col;
    const float *val;
    int rows;
};

// Grandchild: one thread per nonzero of one row.
// dpopt: row_grandchild coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void row_grandchild_dp_coarse2(const int *col, const float *val, int begin, int len, const float *x, float *y_row, dim3 dp_gridDim);

#line 19 "tests/corpus/multi_level.cu"
__global__ void row_grandchild(const int *col, const float *val, int begin, int len,
                               const float *x, float *y_row)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < len)
        atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
}

// dpopt: row_grandchild, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void row_grandchild_dp_coarse2(const int *col, const float *val, int begin, int len, const float *x, float *y_row, dim3 dp_gridDim)
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
#line 21 "tests/corpus/multi_level.cu"
        [&]() {
            int k = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (k < len)
                atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
        }();
    }
}
#line 25 "tests/corpus/multi_level.cu"


// Child: one thread per row of one matrix.
__global__ void spmv_child(CsrMatrix A, const float *x, float *y)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < A.rows) {
        int begin = A.row_ptr[row];
        int len = A.row_ptr[row + 1] - begin;
        if (len >= LONG_ROW) {
            y[row] = 0.0f;
            {
                // dpopt: row_grandchild<<<(len + 127) / 128, 128>>> coarsened: each block does 2 of the grid's blocks
                const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
                row_grandchild_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(A.col, A.val, begin, len, x, &y[row], dp_grid);
            }
#line 37 "tests/corpus/multi_level.cu"
        } else {
            float sum = 0.0f;
            for (int k = begin; k < begin + len; k++)
                sum += A.val[k] * x[A.col[k]];
            y[row] = sum;
        }
    }
}

// Parent: one thread per matrix of the batch.
__global__ void spmv_batch(const CsrMatrix *batch, int num_matrices,
                           const float *const *xs, float *const *ys)
{
    int m = blockIdx.x * blockDim.x + threadIdx.x;
    if (m < num_matrices) {
        CsrMatrix A = batch[m];
        spmv_child<<<(A.rows + 31) / 32, 32>>>(A, xs[m], ys[m]);
    }
}

int main(void)
{
    // A batch of 4 identical matrices: n x n, row r holds r % 100 + 1 nonzeros.
    const int num_matrices = 4, n = 256;
    int h_row_ptr[n + 1];
    h_row_ptr[0] = 0;
    for (int r = 0; r < n; r++)
        h_row_ptr[r + 1] = h_row_ptr[r] + r % 100 + 1;
    int nnz = h_row_ptr[n];
    int *h_col = new int[nnz];
    float *h_val = new float[nnz];
    for (int r = 0; r < n; r++)
        for (int k = h_row_ptr[r]; k < h_row_ptr[r + 1]; k++) {
            h_col[k] = (r + k) % n;
            h_val[k] = 1.0f;
        }

    int *row_ptr, *col;
    float *val, *x, *y;
    cudaMalloc(&row_ptr, sizeof(h_row_ptr));
    cudaMalloc(&col, nnz * sizeof(int));
    cudaMalloc(&val, nnz * sizeof(float));
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, num_matrices * n * sizeof(float));
    cudaMemcpy(row_ptr, h_row_ptr, sizeof(h_row_ptr), cudaMemcpyHostToDevice);
    cudaMemcpy(col, h_col, nnz * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(val, h_val, nnz * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(x, 0, n * sizeof(float));

    CsrMatrix h_batch[num_matrices];
    const float *h_xs[num_matrices];
    float *h_ys[num_matrices];
    for (int m = 0; m < num_matrices; m++) {
        h_batch[m] = {row_ptr, col, val, n};
        h_xs[m] = x;
        h_ys[m] = y + m * n;
    }
    CsrMatrix *batch;
    const float **xs;
    float **ys;
    cudaMalloc(&batch, sizeof(h_batch));
    cudaMalloc(&xs, sizeof(h_xs));
    cudaMalloc(&ys, sizeof(h_ys));
    cudaMemcpy(batch, h_batch, sizeof(h_batch), cudaMemcpyHostToDevice);
    cudaMemcpy(xs, h_xs, sizeof(h_xs), cudaMemcpyHostToDevice);
    cudaMemcpy(ys, h_ys, sizeof(h_ys), cudaMemcpyHostToDevice);

    spmv_batch<<<1, num_matrices>>>(batch, num_matrices, xs, ys);
    cudaError_t err = cudaDeviceSynchronize();
    printf("multi_level: %s\n", cudaGetErrorString(err));

    cudaFree(row_ptr); cudaFree(col); cudaFree(val); cudaFree(x); cudaFree(y);
    cudaFree(batch); cudaFree(xs); cudaFree(ys);
    delete[] h_col;
    delete[] h_val;
    return 0;
}
