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
__global__ void row_grandchild(const int *col, const float *val, int begin, int len,
                               const float *x, float *y_row)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < len)
        atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
}

// Child: one thread per row of one matrix.
__global__ void spmv_child(CsrMatrix A, const float *x, float *y)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < A.rows) {
        int begin = A.row_ptr[row];
        int len = A.row_ptr[row + 1] - begin;
        if (len >= LONG_ROW) {
            y[row] = 0.0f;
            row_grandchild<<<(len + 127) / 128, 128>>>(A.col, A.val, begin, len, x, &y[row]);
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
