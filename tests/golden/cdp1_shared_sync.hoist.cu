// cdp1_shared_sync.cu - a CDP1 program whose parent keeps a 20 KB __shared__
// tile alive across a block-wide device-side cudaDeviceSynchronize(): the
// block fills the tile, the threads whose tile value is 1 mod 4 each launch a
// child of 1 to 4 blocks of 128 threads, every thread then waits for the
// block's children, and reads both its neighbour's slice of the tile and the
// results of its own and its neighbour's children. Each child block fills its
// own 20 KB of __shared__ arrays completely with negative values (the tile
// holds none), reduces them and adds the sum to global memory: if the child's
// arrays overlapped the parent's tile, the parent would read negative values
// after the sync. CUDA 12+ rejects the device-side cudaDeviceSynchronize;
// launch removal must keep 40 KB of shared memory apart. main checks against
// the CPU: PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

#define PARENT_BLOCK 256
#define CHILD_BLOCK 128
#define TILE_INTS 5120    // 20 KB: 20 values per parent thread
#define SCRATCH_INTS 4992 // 19.5 KB: 39 values per child thread (+ 0.5 KB of partial sums)
#define PARENT_BLOCKS 4

// Adds to *result the sum of -1 - in[...] over SCRATCH_INTS values per block.
__global__ void negative_sum(const int *in, int len, int *result)
{
    __shared__ int scratch[SCRATCH_INTS];
    __shared__ int partials[CHILD_BLOCK];
    int t = threadIdx.x;
    for (int k = t; k < SCRATCH_INTS; k += blockDim.x)
        scratch[k] = -1 - in[(blockIdx.x * SCRATCH_INTS + k) % len];
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

// One output per thread: 3 times its neighbour's slice of the tile, plus
// the results of its own child and its neighbour's (0 where none ran).
__global__ void tile_and_children(const int *in, int n_in, int *child_out, int *out)
{
    __shared__ int tile[TILE_INTS];
    int t = threadIdx.x, gid = blockIdx.x * blockDim.x + t;
    for (int k = t; k < TILE_INTS; k += blockDim.x)
        tile[k] = in[blockIdx.x * TILE_INTS + k];
    __syncthreads();
    int per = TILE_INTS / blockDim.x, own = tile[t * per];
    if (own % 4 == 1)
        negative_sum<<<1 + (own / 4) % 4, CHILD_BLOCK>>>(in + own, n_in - own, &child_out[gid]);
    __syncthreads();         // every launch of the block is made
    cudaDeviceSynchronize(); // CDP1: wait for all of the block's children
    int next = (t + 1) % blockDim.x, slice = 0;
    for (int k = 0; k < per; k++)
        slice += tile[next * per + k];
    out[gid] = 3 * slice + child_out[gid] + child_out[blockIdx.x * blockDim.x + next];
}

int main(void)
{
    const int n_in = PARENT_BLOCKS * TILE_INTS, n_out = PARENT_BLOCKS * PARENT_BLOCK, per = TILE_INTS / PARENT_BLOCK;
    static int h_in[n_in], h_out[n_out], h_child[n_out];
    for (int i = 0; i < n_in; i++)
        h_in[i] = (i * 7919) % 1009;
    int *in, *child_out, *out;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&child_out, sizeof h_child);
    cudaMalloc(&out, sizeof h_out);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(child_out, 0, sizeof h_child);
    tile_and_children<<<PARENT_BLOCKS, PARENT_BLOCK>>>(in, n_in, child_out, out);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
    for (int g = 0; g < n_out; g++) { // what each thread's child adds up
        int own = h_in[g / PARENT_BLOCK * TILE_INTS + g % PARENT_BLOCK * per];
        h_child[g] = 0;
        for (int i = 0; own % 4 == 1 && i < (1 + (own / 4) % 4) * SCRATCH_INTS; i++)
            h_child[g] += -1 - h_in[own + i % (n_in - own)];
    }
    int bad = -1;
    for (int g = 0; g < n_out && bad < 0; g++) {
        int next = g - g % PARENT_BLOCK + (g + 1) % PARENT_BLOCK, slice = 0;
        for (int k = 0; k < per; k++)
            slice += h_in[g / PARENT_BLOCK * TILE_INTS + next % PARENT_BLOCK * per + k];
        if (h_out[g] != 3 * slice + h_child[g] + h_child[next])
            bad = g;
    }
    printf("cdp1_shared_sync: %s (%s, first wrong value %d)\n", err == cudaSuccess && bad < 0 ? "PASS" : "FAIL",
           cudaGetErrorString(err), bad);
    cudaFree(in);
    cudaFree(child_out);
    cudaFree(out);
    return err == cudaSuccess && bad < 0 ? 0 : 1;
}
