// Recursion level by level where a level does not fit the memory left
// (issue 14): a 4-ary tree of blocks, 4^d at depth d, each block's thread
// 0 launching its four children as two grids of 2 blocks, fire-and-forget
// (into the NULL stream the second would wait for the first's whole
// subtree, which dpopt keeps by leaving both as written). The child votes
// across its warps (__ballot_sync), so no thread can run a subtree alone:
// under --aggregate=grid a level the launch pool and the device heap
// cannot hold at once must run in pieces. Every block counts itself and
// adds its node id at its depth, so a node run twice or never shows.
//
// As written the tree makes 4^(d-1)/2 launches at depth d: past the
// pending-launch limit (2,048) from depth 7, so run it as written only to
// depth 6.
//   usage: levels_split_check DEPTH [HEAP_KB [full]]   prints PASS or FAIL and the first wrong level
//     HEAP_KB: the device heap (cudaLimitMallocHeapSize) before the first launch
//     full: a kernel takes all of the heap first (1 KB at a time), so that
//           nothing finds room there (the limit is rounded up to some minimum)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__device__ unsigned int launch_failures;

__global__ void quad(unsigned int *blocks_at, unsigned long long *ids_at, unsigned long long id, int depth,
                     int max_depth)
{
    // Every warp of the block votes: all 64 threads must be there.
    const unsigned int present = __popc(__ballot_sync(0xffffffffu, true));
    __shared__ unsigned int threads;
    if (threadIdx.x == 0)
        threads = 0;
    __syncthreads();
    if (threadIdx.x % 32 == 0)
        atomicAdd(&threads, present);
    __syncthreads();
    const unsigned long long node = id * 4 + blockIdx.x; // this block's node: 2 blocks a launch, 2 launches a parent
    if (threadIdx.x == 0) {
        if (threads == blockDim.x) {
            atomicAdd(&blocks_at[depth], 1u);
            atomicAdd(&ids_at[depth], node);
        }
        if (depth < max_depth) {
            quad<<<2, 64, 0, cudaStreamFireAndForget>>>(blocks_at, ids_at, node, depth + 1, max_depth);
            if (cudaGetLastError() != cudaSuccess)
                atomicAdd(&launch_failures, 1u);
            quad<<<2, 64, 0, cudaStreamFireAndForget>>>(blocks_at, ids_at, node + 0x4000000000000000ull, depth + 1, max_depth);
            if (cudaGetLastError() != cudaSuccess)
                atomicAdd(&launch_failures, 1u);
        }
    }
}

// Takes the device heap, 1 KB at a time, until none is left (never given back).
__global__ void fill_heap(unsigned int *taken)
{
    while (malloc(1024) != nullptr)
        (*taken)++;
}

int main(int argc, char **argv)
{
    int depth = argc > 1 ? atoi(argv[1]) : 6;
    int heap_kb = argc > 2 ? atoi(argv[2]) : 0;
    bool full = argc > 3 && strcmp(argv[3], "full") == 0;
    if (depth < 1 || depth > 10 || heap_kb < 0) {
        fprintf(stderr, "usage: levels_split_check DEPTH (1..10) [HEAP_KB [full]]\n");
        return 2;
    }
    if (heap_kb > 0 && cudaDeviceSetLimit(cudaLimitMallocHeapSize, (size_t)heap_kb << 10) != cudaSuccess) {
        fprintf(stderr, "levels_split_check: cannot set the device heap to %d KB\n", heap_kb);
        return 2;
    }
    if (full) {
        unsigned int *taken;
        cudaMallocManaged(&taken, sizeof *taken);
        *taken = 0;
        fill_heap<<<1, 1>>>(taken);
        cudaDeviceSynchronize();
        printf("levels_split_check: took %u KB of the device heap\n", *taken);
        cudaFree(taken);
    }
    unsigned int *blocks_at;
    unsigned long long *ids_at;
    cudaMalloc(&blocks_at, sizeof(unsigned int) * (depth + 1));
    cudaMalloc(&ids_at, sizeof(unsigned long long) * (depth + 1));
    cudaMemset(blocks_at, 0, sizeof(unsigned int) * (depth + 1));
    cudaMemset(ids_at, 0, sizeof(unsigned long long) * (depth + 1));
    quad<<<1, 64>>>(blocks_at, ids_at, 0ull, 0, depth);
    cudaError_t err = cudaDeviceSynchronize();
    unsigned int *got = (unsigned int *)calloc(depth + 1, sizeof *got);
    unsigned long long *ids = (unsigned long long *)calloc(depth + 1, sizeof *ids);
    cudaMemcpy(got, blocks_at, sizeof(unsigned int) * (depth + 1), cudaMemcpyDeviceToHost);
    cudaMemcpy(ids, ids_at, sizeof(unsigned long long) * (depth + 1), cudaMemcpyDeviceToHost);
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    // The nodes at depth d, computed on the host the way the kernel names them.
    unsigned long long *level = (unsigned long long *)malloc(sizeof *level);
    size_t width = 1;
    level[0] = 0ull; // the host's block: id 0, blockIdx.x 0
    int wrong = -1;
    for (int d = 0; d <= depth && wrong < 0; d++) {
        unsigned long long sum = 0;
        for (size_t i = 0; i < width; i++)
            sum += level[i];
        if (got[d] != width || ids[d] != sum)
            wrong = d;
        if (d == depth)
            break;
        unsigned long long *next = (unsigned long long *)malloc(sizeof *next * width * 4);
        for (size_t i = 0; i < width; i++)
            for (int k = 0; k < 4; k++) // launch k / 2 of 2 blocks, block k % 2
                next[i * 4 + k] = (level[i] + (k / 2 ? 0x4000000000000000ull : 0ull)) * 4 + (k % 2);
        free(level);
        level = next;
        width *= 4;
    }
    free(level);
    if (err == cudaSuccess && wrong < 0 && failures == 0)
        printf("PASS depth %d%s: %d levels, %zu blocks at the deepest\n", depth, heap_kb ? " (small heap)" : "",
               depth + 1, width);
    else
        printf("FAIL depth %d: %s, %u launches failed, first wrong level %d (%u blocks)\n", depth, cudaGetErrorString(err),
               failures, wrong, wrong >= 0 ? got[wrong] : 0u);
    free(got);
    free(ids);
    cudaFree(blocks_at);
    cudaFree(ids_at);
    return 0;
}
