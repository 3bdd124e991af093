#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#line 1 "tests/corpus/mutual_recursion.cu"
// mutual_recursion.cu - two kernels that launch each other: expand_max launches
// expand_min for the children of its node, and expand_min launches expand_max.
// Top-down labelling of an implicit 4-ary game tree (node k has children
// 4k+1 .. 4k+4): each level writes its node's bound from its parent's,
// alternating max and min levels. Depth-limited by max_depth.
#include <cstdio>
#include <cuda_runtime.h>

#define ARITY 4

// Forward declaration: the two kernels refer to each other.
__global__ void expand_min(float *bound, const float *score, int first, int num_nodes,
                           int depth, int max_depth);

// dpopt: expand_min as launched from expand_max (line 23), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct expand_min_dp_block_args {
    int first;
};

struct expand_min_dp_block_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *bound;
    const float *score;
    int first;
    int num_nodes;
    int depth;
    int max_depth;
    bool dp_active;
};

__global__ void expand_min_dp_block(unsigned char *dp_batch, float *bound, const float *score, int num_nodes, int depth, int max_depth, dim3 dp_grid);

// dpopt: expand_max as launched from expand_min (line 34), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct expand_max_dp_block_args {
    int first;
};

struct expand_max_dp_block_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *bound;
    const float *score;
    int first;
    int num_nodes;
    int depth;
    int max_depth;
    bool dp_active;
};

__global__ void expand_max_dp_block(unsigned char *dp_batch, float *bound, const float *score, int num_nodes, int depth, int max_depth, dim3 dp_grid);

#line 15 "tests/corpus/mutual_recursion.cu"
__global__ void expand_max(float *bound, const float *score, int first, int num_nodes,
                           int depth, int max_depth)
{
    expand_min_dp_block_launch dp_pending_0 = {}; // the launch at line 23, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 18 "tests/corpus/mutual_recursion.cu"
        int node = first + threadIdx.x;
        int parent = (node - 1) / ARITY;
        bound[node] = fmaxf(score[node], node > 0 ? bound[parent] : score[node]);
        int child = ARITY * node + 1;
        if (depth < max_depth && child < num_nodes)
            {
                // dpopt: expand_min<<<...>>> postponed to the end of the block, aggregated at block granularity
                dp_pending_0.dp_grid = 1;
                dp_pending_0.dp_block = ARITY;
                dp_pending_0.bound = bound;
                dp_pending_0.score = score;
                dp_pending_0.first = child;
                dp_pending_0.num_nodes = num_nodes;
                dp_pending_0.depth = depth + 1;
                dp_pending_0.max_depth = max_depth;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 24 "tests/corpus/mutual_recursion.cu"
    }();
    {
        // dpopt: the block's launches of expand_min from line 23, fused into one launch
        expand_min_dp_block_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<expand_min_dp_block_args, expand_min_dp_block_launch>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                expand_min_dp_block_args dp_record = {};
                dp_record.first = dp_pending_0.first;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    expand_min_dp_block_launch *dp_first_launch = dpopt::batch_first<expand_min_dp_block_launch, expand_min_dp_block_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->bound = dp_pending_0.bound;
                    dp_first_launch->score = dp_pending_0.score;
                    dp_first_launch->first = dp_pending_0.first;
                    dp_first_launch->num_nodes = dp_pending_0.num_nodes;
                    dp_first_launch->depth = dp_pending_0.depth;
                    dp_first_launch->max_depth = dp_pending_0.max_depth;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                expand_min<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.bound, dp_pending_0.score, dp_pending_0.first, dp_pending_0.num_nodes, dp_pending_0.depth, dp_pending_0.max_depth);
            }
        }
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<expand_min_dp_block_launch, expand_min_dp_block_args>(dp_batch.data, dp_batch.capacity);
            expand_min_dp_block<<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).bound, (*dp_first).score, (*dp_first).num_nodes, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);
        }
    }
}

// dpopt: expand_max fused across the launches of one block of expand_min.
__global__ void expand_max_dp_block(unsigned char *dp_batch, float *bound, const float *score, int num_nodes, int depth, int max_depth, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    expand_max_dp_block_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int first = dp_record.first;
    (void)dp_grid;
    (void)dp_where;
#line 17 "tests/corpus/mutual_recursion.cu"
    {
        expand_min_dp_block_launch dp_pending_0 = {}; // the launch at line 23, made at the end of the block
        // The original body: a return ends it, not the thread, so every thread reaches the flush.
        [&]() {
            int node = first + threadIdx.x;
            int parent = (node - 1) / ARITY;
            bound[node] = fmaxf(score[node], node > 0 ? bound[parent] : score[node]);
            int child = ARITY * node + 1;
            if (depth < max_depth && child < num_nodes)
                {
                    // dpopt: expand_min<<<...>>> postponed to the end of the block, aggregated at block granularity
                    dp_pending_0.dp_grid = 1;
                    dp_pending_0.dp_block = ARITY;
                    dp_pending_0.bound = bound;
                    dp_pending_0.score = score;
                    dp_pending_0.first = child;
                    dp_pending_0.num_nodes = num_nodes;
                    dp_pending_0.depth = depth + 1;
                    dp_pending_0.max_depth = max_depth;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
        }();
        {
            // dpopt: the block's launches of expand_min from line 23, fused into one launch
            expand_min_dp_block_launch *dp_first = nullptr;
            dpopt::BlockBatch dp_batch;
            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
            dpopt::BatchOptions dp_options = dpopt::batch_options<expand_min_dp_block_args, expand_min_dp_block_launch>();
            dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                    dp_pending_0.dp_block, dp_options);
            if (dp_pending_0.dp_active) {
                if (dp_batch.data) {
                    expand_min_dp_block_args dp_record = {};
                    dp_record.first = dp_pending_0.first;
                    dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                    if (dp_batch.slot == 0) {
                        expand_min_dp_block_launch *dp_first_launch = dpopt::batch_first<expand_min_dp_block_launch, expand_min_dp_block_args>(dp_batch.data, dp_batch.capacity);
                        dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                        dp_first_launch->dp_block = dp_pending_0.dp_block;
                        dp_first_launch->bound = dp_pending_0.bound;
                        dp_first_launch->score = dp_pending_0.score;
                        dp_first_launch->first = dp_pending_0.first;
                        dp_first_launch->num_nodes = dp_pending_0.num_nodes;
                        dp_first_launch->depth = dp_pending_0.depth;
                        dp_first_launch->max_depth = dp_pending_0.max_depth;
                        dp_first_launch->dp_active = dp_pending_0.dp_active;
                    }
                } else {
                    // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                    expand_min<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.bound, dp_pending_0.score, dp_pending_0.first, dp_pending_0.num_nodes, dp_pending_0.depth, dp_pending_0.max_depth);
                }
            }
            dpopt::block_batch_close(&dp_batch);
            if (dpopt::block_batch_is_leader(dp_batch)) {
                dp_first = dpopt::batch_first<expand_min_dp_block_launch, expand_min_dp_block_args>(dp_batch.data, dp_batch.capacity);
                expand_min_dp_block<<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).bound, (*dp_first).score, (*dp_first).num_nodes, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);
            }
        }
    }
}
#line 24 "tests/corpus/mutual_recursion.cu"

#line 25 "tests/corpus/mutual_recursion.cu"

__global__ void expand_min(float *bound, const float *score, int first, int num_nodes,
                           int depth, int max_depth)
{
    expand_max_dp_block_launch dp_pending_1 = {}; // the launch at line 34, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 29 "tests/corpus/mutual_recursion.cu"
        int node = first + threadIdx.x;
        int parent = (node - 1) / ARITY;
        bound[node] = fminf(score[node], bound[parent]);
        int child = ARITY * node + 1;
        if (depth < max_depth && child < num_nodes)
            {
                // dpopt: expand_max<<<...>>> postponed to the end of the block, aggregated at block granularity
                dp_pending_1.dp_grid = 1;
                dp_pending_1.dp_block = ARITY;
                dp_pending_1.bound = bound;
                dp_pending_1.score = score;
                dp_pending_1.first = child;
                dp_pending_1.num_nodes = num_nodes;
                dp_pending_1.depth = depth + 1;
                dp_pending_1.max_depth = max_depth;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 35 "tests/corpus/mutual_recursion.cu"
    }();
    {
        // dpopt: the block's launches of expand_max from line 34, fused into one launch
        expand_max_dp_block_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<expand_max_dp_block_args, expand_max_dp_block_launch>();
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                                dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                expand_max_dp_block_args dp_record = {};
                dp_record.first = dp_pending_1.first;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    expand_max_dp_block_launch *dp_first_launch = dpopt::batch_first<expand_max_dp_block_launch, expand_max_dp_block_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->bound = dp_pending_1.bound;
                    dp_first_launch->score = dp_pending_1.score;
                    dp_first_launch->first = dp_pending_1.first;
                    dp_first_launch->num_nodes = dp_pending_1.num_nodes;
                    dp_first_launch->depth = dp_pending_1.depth;
                    dp_first_launch->max_depth = dp_pending_1.max_depth;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                expand_max<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.bound, dp_pending_1.score, dp_pending_1.first, dp_pending_1.num_nodes, dp_pending_1.depth, dp_pending_1.max_depth);
            }
        }
        dpopt::block_batch_close(&dp_batch);
        if (dpopt::block_batch_is_leader(dp_batch)) {
            dp_first = dpopt::batch_first<expand_max_dp_block_launch, expand_max_dp_block_args>(dp_batch.data, dp_batch.capacity);
            expand_max_dp_block<<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).bound, (*dp_first).score, (*dp_first).num_nodes, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);
        }
    }
}

// dpopt: expand_min fused across the launches of one block of expand_max.
__global__ void expand_min_dp_block(unsigned char *dp_batch, float *bound, const float *score, int num_nodes, int depth, int max_depth, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    expand_min_dp_block_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int first = dp_record.first;
    (void)dp_grid;
    (void)dp_where;
#line 28 "tests/corpus/mutual_recursion.cu"
    {
        expand_max_dp_block_launch dp_pending_1 = {}; // the launch at line 34, made at the end of the block
        // The original body: a return ends it, not the thread, so every thread reaches the flush.
        [&]() {
            int node = first + threadIdx.x;
            int parent = (node - 1) / ARITY;
            bound[node] = fminf(score[node], bound[parent]);
            int child = ARITY * node + 1;
            if (depth < max_depth && child < num_nodes)
                {
                    // dpopt: expand_max<<<...>>> postponed to the end of the block, aggregated at block granularity
                    dp_pending_1.dp_grid = 1;
                    dp_pending_1.dp_block = ARITY;
                    dp_pending_1.bound = bound;
                    dp_pending_1.score = score;
                    dp_pending_1.first = child;
                    dp_pending_1.num_nodes = num_nodes;
                    dp_pending_1.depth = depth + 1;
                    dp_pending_1.max_depth = max_depth;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                }
        }();
        {
            // dpopt: the block's launches of expand_max from line 34, fused into one launch
            expand_max_dp_block_launch *dp_first = nullptr;
            dpopt::BlockBatch dp_batch;
            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
            dpopt::BatchOptions dp_options = dpopt::batch_options<expand_max_dp_block_args, expand_max_dp_block_launch>();
            dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                                    dp_pending_1.dp_block, dp_options);
            if (dp_pending_1.dp_active) {
                if (dp_batch.data) {
                    expand_max_dp_block_args dp_record = {};
                    dp_record.first = dp_pending_1.first;
                    dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                    if (dp_batch.slot == 0) {
                        expand_max_dp_block_launch *dp_first_launch = dpopt::batch_first<expand_max_dp_block_launch, expand_max_dp_block_args>(dp_batch.data, dp_batch.capacity);
                        dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                        dp_first_launch->dp_block = dp_pending_1.dp_block;
                        dp_first_launch->bound = dp_pending_1.bound;
                        dp_first_launch->score = dp_pending_1.score;
                        dp_first_launch->first = dp_pending_1.first;
                        dp_first_launch->num_nodes = dp_pending_1.num_nodes;
                        dp_first_launch->depth = dp_pending_1.depth;
                        dp_first_launch->max_depth = dp_pending_1.max_depth;
                        dp_first_launch->dp_active = dp_pending_1.dp_active;
                    }
                } else {
                    // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                    expand_max<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.bound, dp_pending_1.score, dp_pending_1.first, dp_pending_1.num_nodes, dp_pending_1.depth, dp_pending_1.max_depth);
                }
            }
            dpopt::block_batch_close(&dp_batch);
            if (dpopt::block_batch_is_leader(dp_batch)) {
                dp_first = dpopt::batch_first<expand_max_dp_block_launch, expand_max_dp_block_args>(dp_batch.data, dp_batch.capacity);
                expand_max_dp_block<<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).bound, (*dp_first).score, (*dp_first).num_nodes, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);
            }
        }
    }
}
#line 35 "tests/corpus/mutual_recursion.cu"

#line 36 "tests/corpus/mutual_recursion.cu"

int main(void)
{
    const int max_depth = 5;
    int num_nodes = 0;
    for (int d = 0, level = 1; d <= max_depth; d++, level *= ARITY)
        num_nodes += level;

    float *h_score = new float[num_nodes];
    for (int i = 0; i < num_nodes; i++)
        h_score[i] = (float)((i * 37) % 101);

    float *bound, *score;
    cudaMalloc(&bound, num_nodes * sizeof(float));
    cudaMalloc(&score, num_nodes * sizeof(float));
    cudaMemcpy(score, h_score, num_nodes * sizeof(float), cudaMemcpyHostToDevice);

    expand_max<<<1, 1>>>(bound, score, 0, num_nodes, 0, max_depth);
    cudaMemcpy(h_score, bound, num_nodes * sizeof(float), cudaMemcpyDeviceToHost);
    printf("mutual_recursion: bound[%d] = %f\n", num_nodes - 1, h_score[num_nodes - 1]);

    cudaFree(bound); cudaFree(score);
    delete[] h_score;
    return 0;
}
