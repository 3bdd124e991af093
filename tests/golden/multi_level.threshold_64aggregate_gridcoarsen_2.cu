#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
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
// dpopt: row_grandchild as launched from spmv_child (line 36), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct row_grandchild_dp_block_args {
    int begin;
    int len;
    float *y_row;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct row_grandchild_dp_block_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *col;
    const float *val;
    int begin;
    int len;
    const float *x;
    float *y_row;
    bool dp_active;
};

__global__ void row_grandchild_dp_block_coarse2(unsigned char *dp_batch, const int *col, const float *val, const float *x);

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

// dpopt: row_grandchild fused across the launches of one block of spmv_child.
__global__ void row_grandchild_dp_block_coarse2(unsigned char *dp_batch, const int *col, const float *val, const float *x)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Each block does the work of 2 consecutive blocks of the fused grid, one after another.
    // (Read before any of them enters the batch, which lives until the last has.)
    const unsigned int dp_fused_blocks = dpopt::batch_total_blocks(dp_batch);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        const unsigned long long dp_at = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_at >= dp_fused_blocks)
            break;
        const unsigned int dp_vb = (unsigned int)dp_at;
        // Which parent launch this block belongs to, and that launch's arguments.
        // (batch_enter_block starts with a barrier: the block before is done with shared memory.)
        row_grandchild_dp_block_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        int begin = dp_record.begin;
        int len = dp_record.len;
        float *y_row = dp_record.y_row;
        const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
        const dim3 dp_blockDim = blockDim;
#line 21 "tests/corpus/multi_level.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            int k = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (k < len)
                atomicAdd(y_row, val[begin + k] * x[col[begin + k]]);
        }();
    }
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
// dpopt: spmv_child as launched from spmv_batch (line 53), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct spmv_child_dp_grid_args {
    CsrMatrix A;
    const float *x;
    float *y;
    dim3 dp_grid;  // the parent's grid
};

struct spmv_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    CsrMatrix A;
    const float *x;
    float *y;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of spmv_batch runs at a time).
static __device__ dpopt::GridState spmv_child_dp_grid_state;

__global__ void spmv_child_dp_grid(unsigned char *dp_batch);

#line 28 "tests/corpus/multi_level.cu"
__global__ void spmv_child(CsrMatrix A, const float *x, float *y)
{
    row_grandchild_dp_block_launch dp_pending_0 = {}; // the launch at line 36, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 30 "tests/corpus/multi_level.cu"
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
                        // dpopt: row_grandchild<<<...>>> postponed to the end of the block, aggregated at block granularity
                        dp_pending_0.dp_grid = dp_grid;
                        dp_pending_0.dp_block = dp_block;
                        dp_pending_0.col = dp_arg0;
                        dp_pending_0.val = dp_arg1;
                        dp_pending_0.begin = dp_arg2;
                        dp_pending_0.len = dp_arg3;
                        dp_pending_0.x = dp_arg4;
                        dp_pending_0.y_row = dp_arg5;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
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
    }();
    {
        // dpopt: the block's launches of row_grandchild from line 36, fused into one launch
        row_grandchild_dp_block_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<row_grandchild_dp_block_args, row_grandchild_dp_block_launch>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                row_grandchild_dp_block_args dp_record = {};
                dp_record.begin = dp_pending_0.begin;
                dp_record.len = dp_pending_0.len;
                dp_record.y_row = dp_pending_0.y_row;
                dp_record.dp_grid_x = dp_pending_0.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    row_grandchild_dp_block_launch *dp_first_launch = dpopt::batch_first<row_grandchild_dp_block_launch, row_grandchild_dp_block_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->col = dp_pending_0.col;
                    dp_first_launch->val = dp_pending_0.val;
                    dp_first_launch->begin = dp_pending_0.begin;
                    dp_first_launch->len = dp_pending_0.len;
                    dp_first_launch->x = dp_pending_0.x;
                    dp_first_launch->y_row = dp_pending_0.y_row;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                row_grandchild<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.col, dp_pending_0.val, dp_pending_0.begin, dp_pending_0.len, dp_pending_0.x, dp_pending_0.y_row);
            }
        }
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<row_grandchild_dp_block_launch, row_grandchild_dp_block_args>(dp_batch.data, dp_batch.capacity);
            row_grandchild_dp_block_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).col, (*dp_first).val, (*dp_first).x);
        }
    }
}

// dpopt: spmv_child fused across the launches of one grid of spmv_batch.
__global__ void spmv_child_dp_grid(unsigned char *dp_batch)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    spmv_child_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    CsrMatrix A = dp_record.A;
    const float *x = dp_record.x;
    float *y = dp_record.y;
    const dim3 dp_gridDim = dp_record.dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 29 "tests/corpus/multi_level.cu"
    {
        row_grandchild_dp_block_launch dp_pending_0 = {}; // the launch at line 36, made at the end of the block
        // The original body: a return ends it, not the thread, so every thread reaches the flush.
        [&]() {
            int row = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
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
                            // dpopt: row_grandchild<<<...>>> postponed to the end of the block, aggregated at block granularity
                            dp_pending_0.dp_grid = dp_grid;
                            dp_pending_0.dp_block = dp_block;
                            dp_pending_0.col = dp_arg0;
                            dp_pending_0.val = dp_arg1;
                            dp_pending_0.begin = dp_arg2;
                            dp_pending_0.len = dp_arg3;
                            dp_pending_0.x = dp_arg4;
                            dp_pending_0.y_row = dp_arg5;
                            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                            dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                        } else {
                            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                            if (dpopt::launch_config_valid(dp_grid, dp_block))
                                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                                    row_grandchild_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5);
                        }
                    }
                } else {
                    float sum = 0.0f;
                    for (int k = begin; k < begin + len; k++)
                        sum += A.val[k] * x[A.col[k]];
                    y[row] = sum;
                }
            }
        }();
        {
            // dpopt: the block's launches of row_grandchild from line 36, fused into one launch
            row_grandchild_dp_block_launch *dp_first = nullptr;
            dpopt::BlockBatch dp_batch;
            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
            dpopt::BatchOptions dp_options = dpopt::batch_options<row_grandchild_dp_block_args, row_grandchild_dp_block_launch>();
            dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                    dp_pending_0.dp_block, dp_options);
            if (dp_pending_0.dp_active) {
                if (dp_batch.data) {
                    row_grandchild_dp_block_args dp_record = {};
                    dp_record.begin = dp_pending_0.begin;
                    dp_record.len = dp_pending_0.len;
                    dp_record.y_row = dp_pending_0.y_row;
                    dp_record.dp_grid_x = dp_pending_0.dp_grid.x;
                    dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                    if (dp_batch.slot == 0) {
                        row_grandchild_dp_block_launch *dp_first_launch = dpopt::batch_first<row_grandchild_dp_block_launch, row_grandchild_dp_block_args>(dp_batch.data, dp_batch.capacity);
                        dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                        dp_first_launch->dp_block = dp_pending_0.dp_block;
                        dp_first_launch->col = dp_pending_0.col;
                        dp_first_launch->val = dp_pending_0.val;
                        dp_first_launch->begin = dp_pending_0.begin;
                        dp_first_launch->len = dp_pending_0.len;
                        dp_first_launch->x = dp_pending_0.x;
                        dp_first_launch->y_row = dp_pending_0.y_row;
                        dp_first_launch->dp_active = dp_pending_0.dp_active;
                    }
                } else {
                    // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                    row_grandchild<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.col, dp_pending_0.val, dp_pending_0.begin, dp_pending_0.len, dp_pending_0.x, dp_pending_0.y_row);
                }
            }
            dpopt::block_batch_close(&dp_batch);
            if (dpopt::block_batch_is_leader(dp_batch)) {
                dp_first = dpopt::batch_first<row_grandchild_dp_block_launch, row_grandchild_dp_block_args>(dp_batch.data, dp_batch.capacity);
                row_grandchild_dp_block_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).col, (*dp_first).val, (*dp_first).x);
            }
        }
    }
}
#line 44 "tests/corpus/multi_level.cu"

#line 45 "tests/corpus/multi_level.cu"

// Parent: one thread per matrix of the batch.
__global__ void spmv_batch(const CsrMatrix *batch, int num_matrices,
                           const float *const *xs, float *const *ys)
{
    spmv_child_dp_grid_launch dp_pending_1 = {}; // the launch at line 53, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 50 "tests/corpus/multi_level.cu"
        int m = blockIdx.x * blockDim.x + threadIdx.x;
        if (m < num_matrices) {
            CsrMatrix A = batch[m];
            {
                // dpopt: spmv_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                dp_pending_1.dp_grid = (A.rows + 31) / 32;
                dp_pending_1.dp_block = 32;
                dp_pending_1.A = A;
                dp_pending_1.x = xs[m];
                dp_pending_1.y = ys[m];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 54 "tests/corpus/multi_level.cu"
        }
    }();
    {
        // dpopt: the grid's launches of spmv_child from line 53, fused into one launch
        spmv_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<spmv_child_dp_grid_args, spmv_child_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &spmv_child_dp_grid_state, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                               dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                spmv_child_dp_grid_args dp_record = {};
                dp_record.A = dp_pending_1.A;
                dp_record.x = dp_pending_1.x;
                dp_record.y = dp_pending_1.y;
                dp_record.dp_grid = dp_pending_1.dp_grid;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    spmv_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<spmv_child_dp_grid_launch, spmv_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->A = dp_pending_1.A;
                    dp_first_launch->x = dp_pending_1.x;
                    dp_first_launch->y = dp_pending_1.y;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                spmv_child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.A, dp_pending_1.x, dp_pending_1.y);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &spmv_child_dp_grid_state)) {
            dp_first = dpopt::batch_first<spmv_child_dp_grid_launch, spmv_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                spmv_child_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data);
            });
            dpopt::grid_batch_reset(&spmv_child_dp_grid_state);
        }
    }
}
#line 56 "tests/corpus/multi_level.cu"

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

    (dpopt::GridOrderLock(0), spmv_batch<<<1, num_matrices>>>(batch, num_matrices, xs, ys));
    cudaError_t err = cudaDeviceSynchronize();
    printf("multi_level: %s\n", cudaGetErrorString(err));

    cudaFree(row_ptr); cudaFree(col); cudaFree(val); cudaFree(x); cudaFree(y);
    cudaFree(batch); cudaFree(xs); cudaFree(ys);
    delete[] h_col;
    delete[] h_val;
    return 0;
}
