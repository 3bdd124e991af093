#include <dpopt/base.cuh>
#include <dpopt/warp_flat.cuh>
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
// dpopt: one thread of row_grandchild, for the warps that flatten its launches.
__device__ void row_grandchild_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *col, const float *val, int begin, int len, const float *x, float *y_row);

#line 19 "tests/corpus/multi_level.cu"
__global__ void row_grandchild(const int *col, const float *val, int begin, int len,
                               const float *x, float *y_row)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < len)
        atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
}

// dpopt: one thread of row_grandchild (flattening).
__device__ void row_grandchild_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *col, const float *val, int begin, int len, const float *x, float *y_row)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 21 "tests/corpus/multi_level.cu"
    {
        int k = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (k < len)
            atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
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
                // dpopt: row_grandchild<<<(len + 127) / 128, 128>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
                auto dp_arg0 = A.col;
                auto dp_arg1 = A.val;
                auto dp_arg2 = begin;
                auto dp_arg3 = len;
                auto dp_arg4 = x;
                auto dp_arg5 = &y[row];
                // row_grandchild's threads past its argument 'len' do nothing: they are not run.
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_threads_below(dp_grid, dp_block, dp_arg3) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): launched as written.
                if (!dp_flattened) {
                    row_grandchild<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                const auto dp_its_arg1 = dp_arg1;
                auto dp_its_arg2 = dp_arg2;
                auto dp_its_arg3 = dp_arg3;
                const auto dp_its_arg4 = dp_arg4;
                auto dp_its_arg5 = dp_arg5;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                        dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                        dp_its_arg3 = dpopt::warp_flat_fetch(dp_flat, dp_arg3, dp_at.lane);
                        dp_its_arg5 = dpopt::warp_flat_fetch(dp_flat, dp_arg5, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        row_grandchild_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2, dp_its_arg3, dp_its_arg4, dp_its_arg5);
                    }
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
