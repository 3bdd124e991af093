#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
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
// dpopt: window_sum coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void window_sum_dp_coarse2(const int *in, int n_in, int key, int *result, dim3 dp_gridDim);

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

// dpopt: window_sum, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void window_sum_dp_coarse2(const int *in, int n_in, int key, int *result, dim3 dp_gridDim)
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
        if (dp_i > 0)
            __syncthreads(); // the block before is done with the shared memory
        // The original body: a return ends this block's share of the work only.
#line 24 "tests/corpus/shared_tiles.cu"
        [&]() {
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
        }();
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
            // dpopt: window_sum<<<1 + key % 8, CHILD_BLOCK>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = 1 + key % 8, dp_block = CHILD_BLOCK;
            window_sum_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(in, n_in, key, &out[gid], dp_grid);
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
