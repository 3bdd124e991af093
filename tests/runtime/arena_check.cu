// The device allocation arena (runtime/include/dpopt/arena.cuh) on a GPU:
// rounds in which every thread of a grid allocates a part of its own size
// (lanes of one warp together, some lanes not at all), fills it with a
// pattern of its own, and, in another kernel, checks the pattern and frees
// the part. Parts that overlapped, or a region started over while a part
// was live, would break some thread's pattern. Built with a small
// DPOPT_ARENA_BYTES the region fills within a round, and the rest of the
// round's parts come from the device heap (the message says so once): both
// kinds must check and free alike. Prints a line per round and exits
// non-zero on any wrong word, failed allocation or part left live.
//
//   nvcc -arch=sm_90 -rdc=true -Iruntime/include tests/runtime/arena_check.cu -lcudadevrt
//   (add -DDPOPT_ARENA_BYTES=65536 for the heap fallback)
#include <dpopt/dpopt.cuh>

#include <cstdio>

__device__ unsigned int wrong_words, failed_allocations, arena_parts, heap_parts;

__device__ unsigned int words_of(unsigned int thread, unsigned int round) { return 1u + (thread * 7u + round) % 61u; }

__global__ void allocate(unsigned int **parts, unsigned int round)
{
    unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
    parts[t] = nullptr;
    if ((t + round) % 5u == 0)
        return; // some lanes of each warp take no part
    unsigned int n = words_of(t, round);
    unsigned int *p = nullptr;
    if (dpopt::arena_cudaMalloc(&p, n * sizeof(unsigned int)) != cudaSuccess || !p) {
        atomicAdd(&failed_allocations, 1u);
        return;
    }
    const unsigned char *region = dpopt::arena_region<DPOPT_ARENA_BYTES>.bytes;
    bool in_arena = (const unsigned char *)p >= region && (const unsigned char *)p < region + DPOPT_ARENA_BYTES;
    atomicAdd(in_arena ? &arena_parts : &heap_parts, 1u);
    for (unsigned int i = 0; i < n; i++)
        p[i] = t * 131u + i * 7u + round;
    parts[t] = p;
}

__global__ void check_and_free(unsigned int **parts, unsigned int round)
{
    unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int *p = parts[t];
    if (!p)
        return;
    unsigned int n = words_of(t, round);
    for (unsigned int i = 0; i < n; i++)
        if (p[i] != t * 131u + i * 7u + round)
            atomicAdd(&wrong_words, 1u);
    dpopt::arena_cudaFree(p);
}

int main()
{
    const unsigned int blocks = 256, threads = 128, n = blocks * threads;
    cudaDeviceSetLimit(cudaLimitMallocHeapSize, 256u << 20);
    unsigned int **parts;
    cudaMalloc(&parts, n * sizeof *parts);
    int failures = 0;
    for (unsigned int round = 0; round < 6; round++) {
        unsigned int zero = 0;
        cudaMemcpyToSymbol(arena_parts, &zero, sizeof zero);
        cudaMemcpyToSymbol(heap_parts, &zero, sizeof zero);
        allocate<<<blocks, threads>>>(parts, round);
        check_and_free<<<blocks, threads>>>(parts, round);
        cudaError_t err = cudaDeviceSynchronize();
        unsigned int wrong, failed, in_arena, in_heap;
        unsigned long long state;
        cudaMemcpyFromSymbol(&wrong, wrong_words, sizeof wrong);
        cudaMemcpyFromSymbol(&failed, failed_allocations, sizeof failed);
        cudaMemcpyFromSymbol(&in_arena, arena_parts, sizeof in_arena);
        cudaMemcpyFromSymbol(&in_heap, heap_parts, sizeof in_heap);
        cudaMemcpyFromSymbol(&state, dpopt::arena_state<DPOPT_ARENA_BYTES>, sizeof state);
        // Every part freed: the region starts over (live count and offset 0).
        bool ok = err == cudaSuccess && wrong == 0 && failed == 0 && state == 0 && in_arena + in_heap > 0;
        std::printf("%s round %u: %u parts from the arena, %u from the heap, %u wrong words, %u failed, state %llx, %s\n",
                    ok ? "ok  " : "FAIL", round, in_arena, in_heap, wrong, failed, state, cudaGetErrorString(err));
        failures += !ok;
    }
    cudaFree(parts);
    return failures ? 1 : 0;
}
