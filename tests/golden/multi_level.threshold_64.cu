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
// dpopt: row_grandchild run by a single thread, where a launch of it is below the threshold.
__device__ void row_grandchild_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *col, const float *val, int begin, int len, const float *x, float *y_row);

#line 19 "tests/corpus/multi_level.cu"
__global__ void row_grandchild(const int *col, const float *val, int begin, int len,
                               const float *x, float *y_row)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < len)
        atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
}

// dpopt: row_grandchild, every thread of one of its blocks run in turn by the calling thread.
__device__ void row_grandchild_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *col, const float *val, int begin, int len, const float *x, float *y_row)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 22 "tests/corpus/multi_level.cu"
            int k = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
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
                // dpopt: row_grandchild<<<(len + 127) / 128, 128>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
                const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
                auto dp_arg0 = A.col;
                auto dp_arg1 = A.val;
                auto dp_arg2 = begin;
                auto dp_arg3 = len;
                auto dp_arg4 = x;
                auto dp_arg5 = &y[row];
                if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                    row_grandchild<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5);
                } else {
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    if (dpopt::launch_config_valid(dp_grid, dp_block))
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                            row_grandchild_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5);
                }
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
