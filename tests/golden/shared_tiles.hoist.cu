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
        window_sum<<<1 + key % 8, CHILD_BLOCK>>>(in, n_in, key, &out[gid]);
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
