#include <dpopt/base.cuh>
#include <dpopt/warp_batch.cuh>
#line 1 "tests/corpus/shared_tiles.cu"
// shared_tiles.cu - launch removal with static shared memory on both sides:
// the parent (blocks of 256) stages a 19 KB tile and 1 KB of per-thread keys
// in __shared__ arrays, and the threads whose key is a multiple of 3 each
// launch a child grid of 1 to 8 blocks of 128 threads, asynchronously (only
// the host waits). Each child block fills its own 19.5 KB __shared__ scratch
// array, sums it into 0.5 KB of __shared__ partial sums, reduces those with
// barriers in a block-uniform loop and adds the result into its launcher's
// output with an atomic, so the output is deterministic.
// Removing the launches puts both arrays in one kernel: 40 KB of static
// shared memory, under the 48 KB limit. main checks against the CPU.
#include <cstdio>
#include <cuda_runtime.h>

#define PARENT_BLOCK 256
#define CHILD_BLOCK 128
#define TILE_INTS 4864     // 19 KB: 19 values per parent thread
#define SCRATCH_INTS 4992  // 19.5 KB: 39 values per child thread (+ 0.5 KB of partial sums)
#define PARENT_BLOCKS 4

// Adds to *result a weighted window of 'in' starting at 'key', one
// SCRATCH_INTS-long window per block, reduced in shared memory (each partial
// sum is stored before the next barrier: no local lives across one).
// dpopt: window_sum as launched from tile_parent (line 62), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct window_sum_dp_warp_args {
    int key;
    int *result;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

__global__ void window_sum_dp_warp(unsigned char *dp_batch, const int *in, int n_in);

#line 23 "tests/corpus/shared_tiles.cu"
__global__ void window_sum(const int *in, int n_in, int key, int *result)
{
    __shared__ int scratch[SCRATCH_INTS];
    __shared__ int partials[CHILD_BLOCK];
    int t = threadIdx.x;
    for (int k = t; k < SCRATCH_INTS; k += blockDim.x)
        scratch[k] = in[(key + blockIdx.x * SCRATCH_INTS + k) % n_in] * (1 + k % 3);
    __syncthreads();
    int per = SCRATCH_INTS / blockDim.x, partial = 0;
    for (int k = 0; k < per; k++) // values written by other threads
        partial += scratch[t * per + k];
    partials[t] = partial;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            partials[t] += partials[t + s];
        __syncthreads();
    }
    if (t == 0)
        atomicAdd(result, partials[0]);
}

// dpopt: window_sum fused across the launches of one warp of tile_parent.
__global__ void window_sum_dp_warp(unsigned char *dp_batch, const int *in, int n_in)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    window_sum_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int key = dp_record.key;
    int *result = dp_record.result;
    const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 24 "tests/corpus/shared_tiles.cu"
    {
        __shared__ int scratch[SCRATCH_INTS];
        __shared__ int partials[CHILD_BLOCK];
        int t = threadIdx.x;
        for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
            scratch[k] = in[(key + dp_blockIdx.x * SCRATCH_INTS + k) % n_in] * (1 + k % 3);
        __syncthreads();
        int per = SCRATCH_INTS / dp_blockDim.x, partial = 0;
        for (int k = 0; k < per; k++) // values written by other threads
            partial += scratch[t * per + k];
        partials[t] = partial;
        __syncthreads();
        for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
            if (t < s)
                partials[t] += partials[t + s];
            __syncthreads();
        }
        if (t == 0)
            atomicAdd(result, partials[0]);
    }
}
#line 43 "tests/corpus/shared_tiles.cu"


// One key per thread, from its slice of the block's tile and its
// neighbour's; a multiple of 3 launches a child, anything else is the output.
__global__ void tile_parent(const int *in, int n_in, int *out)
{
    __shared__ int tile[TILE_INTS];
    __shared__ int keys[PARENT_BLOCK];
    int t = threadIdx.x, gid = blockIdx.x * blockDim.x + t;
    for (int k = t; k < TILE_INTS; k += blockDim.x)
        tile[k] = in[blockIdx.x * TILE_INTS + k];
    __syncthreads();
    int per = TILE_INTS / blockDim.x, key = 0;
    for (int k = 0; k < per; k++) // loaded by other threads
        key += tile[t * per + k];
    keys[t] = key;
    __syncthreads();
    key += keys[(t + 1) % blockDim.x];
    if (key % 3 == 0)
        {
            // dpopt: window_sum<<<1 + key % 8, CHILD_BLOCK>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = 1 + key % 8, dp_block = CHILD_BLOCK;
            window_sum_dp_warp_args dp_record = {};
            dp_record.key = key;
            dp_record.result = &out[gid];
            dp_record.dp_grid_x = dp_grid.x;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        window_sum_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, in, n_in);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    window_sum<<<dp_grid, dp_block>>>(in, n_in, dp_record.key, dp_record.result);
                }
            }
        }
#line 63 "tests/corpus/shared_tiles.cu"
    else
        out[gid] = key;
}

int main(void)
{
    const int n_in = PARENT_BLOCKS * TILE_INTS, n_out = PARENT_BLOCKS * PARENT_BLOCK;
    static int h_in[n_in], h_out[n_out], want[n_out];
    for (int i = 0; i < n_in; i++)
        h_in[i] = (i * 7919) % 1009;
    int *in, *out;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&out, sizeof h_out);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof h_out);
    tile_parent<<<PARENT_BLOCKS, PARENT_BLOCK>>>(in, n_in, out);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
    const int per = TILE_INTS / PARENT_BLOCK;
    int bad = 0, launches = 0;
    long long checksum = 0;
    for (int g = 0; g < n_out; g++) {
        int b = g / PARENT_BLOCK, key = 0;
        for (int k = 0; k < per; k++)
            key += h_in[b * TILE_INTS + (g % PARENT_BLOCK) * per + k] +
                   h_in[b * TILE_INTS + ((g + 1) % PARENT_BLOCK) * per + k];
        want[g] = key;
        if (key % 3 == 0) {
            launches++;
            want[g] = 0;
            for (int i = 0; i < (1 + key % 8) * SCRATCH_INTS; i++)
                want[g] += h_in[(key + i) % n_in] * (1 + i % SCRATCH_INTS % 3);
        }
        bad += h_out[g] != want[g];
        checksum += h_out[g];
    }
    printf("shared_tiles: %s (checksum %lld, %d launches, %d wrong, %s)\n", err == cudaSuccess && !bad ? "PASS" : "FAIL",
           checksum, launches, bad, cudaGetErrorString(err));
    cudaFree(in);
    cudaFree(out);
    return err == cudaSuccess && !bad ? 0 : 1;
}
