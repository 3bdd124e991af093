#include <dpopt/base.cuh>
#include <dpopt/warp_batch.cuh>
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
// dpopt: row_grandchild as launched from spmv_child (line 36), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct row_grandchild_dp_warp_args {
    int begin;
    int len;
    float *y_row;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

__global__ void row_grandchild_dp_warp(unsigned char *dp_batch, const int *col, const float *val, const float *x);

#line 19 "tests/corpus/multi_level.cu"
__global__ void row_grandchild(const int *col, const float *val, int begin, int len,
                               const float *x, float *y_row)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < len)
        atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
}

// dpopt: row_grandchild fused across the launches of one warp of spmv_child.
__global__ void row_grandchild_dp_warp(unsigned char *dp_batch, const int *col, const float *val, const float *x)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    row_grandchild_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int begin = dp_record.begin;
    int len = dp_record.len;
    float *y_row = dp_record.y_row;
    const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 21 "tests/corpus/multi_level.cu"
    {
        int k = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (k < len)
            atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
    }
}
#line 25 "tests/corpus/multi_level.cu"


// Child: one thread per row of one matrix.
// dpopt: spmv_child as launched from spmv_batch (line 53), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct spmv_child_dp_warp_args {
    CsrMatrix A;
    const float *x;
    float *y;
    dim3 dp_grid;  // the parent's grid
};

__global__ void spmv_child_dp_warp(unsigned char *dp_batch);

#line 28 "tests/corpus/multi_level.cu"
__global__ void spmv_child(CsrMatrix A, const float *x, float *y)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < A.rows) {
        int begin = A.row_ptr[row];
        int len = A.row_ptr[row + 1] - begin;
        if (len >= LONG_ROW) {
            y[row] = 0.0f;
            {
                // dpopt: row_grandchild<<<(len + 127) / 128, 128>>> aggregated at warp granularity: one launch for the warp's active lanes
                const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
                row_grandchild_dp_warp_args dp_record = {};
                dp_record.begin = begin;
                dp_record.len = len;
                dp_record.y_row = &y[row];
                dp_record.dp_grid_x = dp_grid.x;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
                // (its lane stays out of the batch).
                if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                    dpopt::WarpBatch dp_batch;
                    if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                        if (dpopt::warp_batch_is_leader(dp_batch))
                            row_grandchild_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, A.col, A.val, x);
                        dpopt::warp_batch_close(dp_batch);
                    } else {
                        // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                        row_grandchild<<<dp_grid, dp_block>>>(A.col, A.val, dp_record.begin, dp_record.len, x, dp_record.y_row);
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

// dpopt: spmv_child fused across the launches of one warp of spmv_batch.
__global__ void spmv_child_dp_warp(unsigned char *dp_batch)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    spmv_child_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    CsrMatrix A = dp_record.A;
    const float *x = dp_record.x;
    float *y = dp_record.y;
    const dim3 dp_gridDim = dp_record.dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 29 "tests/corpus/multi_level.cu"
    {
        int row = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (row < A.rows) {
            int begin = A.row_ptr[row];
            int len = A.row_ptr[row + 1] - begin;
            if (len >= LONG_ROW) {
                y[row] = 0.0f;
                {
                    // dpopt: row_grandchild<<<(len + 127) / 128, 128>>> aggregated at warp granularity: one launch for the warp's active lanes
                    const dim3 dp_grid = (len + 127) / 128, dp_block = 128;
                    row_grandchild_dp_warp_args dp_record = {};
                    dp_record.begin = begin;
                    dp_record.len = len;
                    dp_record.y_row = &y[row];
                    dp_record.dp_grid_x = dp_grid.x;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
                    // (its lane stays out of the batch).
                    if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                        dpopt::WarpBatch dp_batch;
                        if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                            if (dpopt::warp_batch_is_leader(dp_batch))
                                row_grandchild_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, A.col, A.val, x);
                            dpopt::warp_batch_close(dp_batch);
                        } else {
                            // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                            row_grandchild<<<dp_grid, dp_block>>>(A.col, A.val, dp_record.begin, dp_record.len, x, dp_record.y_row);
                        }
                    }
                }
            } else {
                float sum = 0.0f;
                for (int k = begin; k < begin + len; k++)
                    sum += A.val[k] * x[A.col[k]];
                y[row] = sum;
            }
        }
    }
}
#line 44 "tests/corpus/multi_level.cu"


// Parent: one thread per matrix of the batch.
__global__ void spmv_batch(const CsrMatrix *batch, int num_matrices,
                           const float *const *xs, float *const *ys)
{
    int m = blockIdx.x * blockDim.x + threadIdx.x;
    if (m < num_matrices) {
        CsrMatrix A = batch[m];
        {
            // dpopt: spmv_child<<<(A.rows + 31) / 32, 32>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = (A.rows + 31) / 32, dp_block = 32;
            spmv_child_dp_warp_args dp_record = {};
            dp_record.A = A;
            dp_record.x = xs[m];
            dp_record.y = ys[m];
            dp_record.dp_grid = dp_grid;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        spmv_child_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    spmv_child<<<dp_grid, dp_block>>>(dp_record.A, dp_record.x, dp_record.y);
                }
            }
        }
#line 54 "tests/corpus/multi_level.cu"
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
