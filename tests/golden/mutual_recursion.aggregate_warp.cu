#include <dpopt/dpopt.cuh>
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

// dpopt: expand_min as launched from expand_max (line 23), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct expand_min_dp_warp_args {
    int first;
};

__global__ void expand_min_dp_warp(unsigned char *dp_batch, float *bound, const float *score, int num_nodes, int depth, int max_depth, dim3 dp_grid);

#line 15 "tests/corpus/mutual_recursion.cu"
// dpopt: expand_max as launched from expand_min (line 34), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct expand_max_dp_warp_args {
    int first;
};

__global__ void expand_max_dp_warp(unsigned char *dp_batch, float *bound, const float *score, int num_nodes, int depth, int max_depth, dim3 dp_grid);

#line 15 "tests/corpus/mutual_recursion.cu"
__global__ void expand_max(float *bound, const float *score, int first, int num_nodes,
                           int depth, int max_depth)
{
    int node = first + threadIdx.x;
    int parent = (node - 1) / ARITY;
    bound[node] = fmaxf(score[node], node > 0 ? bound[parent] : score[node]);
    int child = ARITY * node + 1;
    if (depth < max_depth && child < num_nodes)
        {
            // dpopt: expand_min<<<1, ARITY>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid(1), dp_block(ARITY);
            expand_min_dp_warp_args dp_record = {};
            dp_record.first = child;
            dpopt::WarpBatch dp_batch;
            if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                if (dpopt::warp_batch_is_leader(dp_batch))
                    expand_min_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, bound, score, num_nodes, depth + 1, max_depth, dp_grid);
                dpopt::warp_batch_close(dp_batch);
            } else {
                // the launch pool is full: launch as written
                expand_min<<<dp_grid, dp_block>>>(bound, score, dp_record.first, num_nodes, depth + 1, max_depth);
            }
        }
#line 24 "tests/corpus/mutual_recursion.cu"
}

// dpopt: expand_max fused across the launches of one warp of expand_min.
__global__ void expand_max_dp_warp(unsigned char *dp_batch, float *bound, const float *score, int num_nodes, int depth, int max_depth, dim3 dp_grid)
{
    // Which parent launch this block belongs to, and that launch's arguments.
    expand_max_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_batch, &dp_record);
    int first = dp_record.first;
    (void)dp_grid;
    (void)dp_where;
    {
        int node = first + threadIdx.x;
        int parent = (node - 1) / ARITY;
        bound[node] = fmaxf(score[node], node > 0 ? bound[parent] : score[node]);
        int child = ARITY * node + 1;
        if (depth < max_depth && child < num_nodes)
            {
                // dpopt: expand_min<<<1, ARITY>>> aggregated at warp granularity: one launch for the warp's active lanes
                const dim3 dp_grid(1), dp_block(ARITY);
                expand_min_dp_warp_args dp_record = {};
                dp_record.first = child;
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        expand_min_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, bound, score, num_nodes, depth + 1, max_depth, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full: launch as written
                    expand_min<<<dp_grid, dp_block>>>(bound, score, dp_record.first, num_nodes, depth + 1, max_depth);
                }
            }
    }
}
#line 24 "tests/corpus/mutual_recursion.cu"


__global__ void expand_min(float *bound, const float *score, int first, int num_nodes,
                           int depth, int max_depth)
{
    int node = first + threadIdx.x;
    int parent = (node - 1) / ARITY;
    bound[node] = fminf(score[node], bound[parent]);
    int child = ARITY * node + 1;
    if (depth < max_depth && child < num_nodes)
        {
            // dpopt: expand_max<<<1, ARITY>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid(1), dp_block(ARITY);
            expand_max_dp_warp_args dp_record = {};
            dp_record.first = child;
            dpopt::WarpBatch dp_batch;
            if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                if (dpopt::warp_batch_is_leader(dp_batch))
                    expand_max_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, bound, score, num_nodes, depth + 1, max_depth, dp_grid);
                dpopt::warp_batch_close(dp_batch);
            } else {
                // the launch pool is full: launch as written
                expand_max<<<dp_grid, dp_block>>>(bound, score, dp_record.first, num_nodes, depth + 1, max_depth);
            }
        }
#line 35 "tests/corpus/mutual_recursion.cu"
}

// dpopt: expand_min fused across the launches of one warp of expand_max.
__global__ void expand_min_dp_warp(unsigned char *dp_batch, float *bound, const float *score, int num_nodes, int depth, int max_depth, dim3 dp_grid)
{
    // Which parent launch this block belongs to, and that launch's arguments.
    expand_min_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_batch, &dp_record);
    int first = dp_record.first;
    (void)dp_grid;
    (void)dp_where;
    {
        int node = first + threadIdx.x;
        int parent = (node - 1) / ARITY;
        bound[node] = fminf(score[node], bound[parent]);
        int child = ARITY * node + 1;
        if (depth < max_depth && child < num_nodes)
            {
                // dpopt: expand_max<<<1, ARITY>>> aggregated at warp granularity: one launch for the warp's active lanes
                const dim3 dp_grid(1), dp_block(ARITY);
                expand_max_dp_warp_args dp_record = {};
                dp_record.first = child;
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        expand_max_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, bound, score, num_nodes, depth + 1, max_depth, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full: launch as written
                    expand_max<<<dp_grid, dp_block>>>(bound, score, dp_record.first, num_nodes, depth + 1, max_depth);
                }
            }
    }
}
#line 35 "tests/corpus/mutual_recursion.cu"


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
