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
// dpopt: window_sum run by a single thread, where a launch of it is below the threshold.
__device__ void window_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int n_in, int key, int *result);

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

// dpopt: window_sum, every thread of one of its blocks run in turn by the calling thread.
__device__ void window_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int n_in, int key, int *result)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int scratch[SCRATCH_INTS]; // the block's shared memory: this thread's own now
    int partials[CHILD_BLOCK]; // the block's shared memory: this thread's own now
    // every child thread in turn: lines 27-29
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
            int t = dp_threadIdx.x;
            for (int k = t; k < SCRATCH_INTS; k += dp_blockDim.x)
                scratch[k] = in[(key + dp_blockIdx.x * SCRATCH_INTS + k) % n_in] * (1 + k % 3);
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    // every child thread in turn: lines 31-34
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 31 "tests/corpus/shared_tiles.cu"
            int per = SCRATCH_INTS / dp_blockDim.x, partial = 0;
            for (int k = 0; k < per; k++) // values written by other threads
                partial += scratch[t * per + k];
            partials[t] = partial;
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    // line 36: a loop the same in every child thread: run once for the whole child block, its body split at its barriers
    for (int s = dp_blockDim.x / 2; s > 0; s >>= 1) {
        // every child thread in turn: lines 37-38
        for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
            const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
            [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
                int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 37 "tests/corpus/shared_tiles.cu"
                if (t < s)
                    partials[t] += partials[t + s];
            }();
        }
        // __syncthreads(): every thread above has finished before any below starts
    }
    // every child thread in turn: lines 41-42
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 27 "tests/corpus/shared_tiles.cu"
            int t = dp_threadIdx.x; // again, from an earlier thread loop
#line 41 "tests/corpus/shared_tiles.cu"
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
            // dpopt: window_sum<<<1 + key % 8, CHILD_BLOCK>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = 1 + key % 8, dp_block = CHILD_BLOCK;
            auto dp_arg0 = in;
            auto dp_arg1 = n_in;
            auto dp_arg2 = key;
            auto dp_arg3 = &out[gid];
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                window_sum<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        window_sum_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
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
