// Launches into streams their threads create for them alone (issue 14,
// build item 3): each thread of `spawn` creates a stream, launches `mark`
// into it and destroys it; each iteration of `spawn_loop` does the same
// with a stream made anew; `spawn_blocks` does it in two blocks whose
// streams have one name. Under launch removal (T3, T4, auto, T1, T2) the
// launches run in place or are recorded, and the streams go with them (T4
// output that left such streams empty hung on an H100 before; they are no
// longer made). Every child thread marks its cell; each cell must be
// marked exactly once.
//   usage: streams_check   prints PASS or FAIL and the first wrong cell
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCKS 64
#define THREADS 64
#define ROUNDS 3
#define CHILD 32

__device__ unsigned int launch_failures;

__global__ void mark(unsigned int *cells, unsigned int base)
{
    atomicAdd(&cells[base + threadIdx.x], 1u);
}

__global__ void spawn(unsigned int *cells)
{
    unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    mark<<<1, CHILD, 0, s>>>(cells, t * CHILD);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
    cudaStreamDestroy(s);
}

__global__ void spawn_loop(unsigned int *cells)
{
    unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int r = 0; r < ROUNDS; r++) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        mark<<<1, CHILD, 0, s>>>(cells, (BLOCKS * THREADS * (1 + r) + t) * CHILD);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&launch_failures, 1u);
        cudaStreamDestroy(s);
    }
}

// Two blocks, each with a stream of the same name: a stream a block creates
// is that block's own, so each launch sees its own block's.
__global__ void spawn_blocks(unsigned int *cells)
{
    unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
    {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        mark<<<1, CHILD, 0, s>>>(cells, (BLOCKS * THREADS * (1 + ROUNDS) + t) * CHILD);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&launch_failures, 1u);
        cudaStreamDestroy(s);
    }
    {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        mark<<<1, CHILD, 0, s>>>(cells, (BLOCKS * THREADS * (2 + ROUNDS) + t) * CHILD);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&launch_failures, 1u);
        cudaStreamDestroy(s);
    }
}

int main()
{
    const unsigned int cells_count = BLOCKS * THREADS * (3 + ROUNDS) * CHILD;
    unsigned int *cells;
    cudaMalloc(&cells, cells_count * sizeof(unsigned int));
    cudaMemset(cells, 0, cells_count * sizeof(unsigned int));
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 32768);
    spawn<<<BLOCKS, THREADS>>>(cells);
    spawn_loop<<<BLOCKS, THREADS>>>(cells);
    spawn_blocks<<<BLOCKS, THREADS>>>(cells);
    cudaError_t err = cudaDeviceSynchronize();
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    unsigned int *host = new unsigned int[cells_count];
    cudaMemcpy(host, cells, cells_count * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    if (err != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(err));
        return 1;
    }
    if (failures) {
        printf("FAIL: %u launches failed\n", failures);
        return 1;
    }
    for (unsigned int i = 0; i < cells_count; i++)
        if (host[i] != 1) {
            printf("FAIL: cell %u marked %u times\n", i, host[i]);
            return 1;
        }
    printf("PASS: %u cells each marked once\n", cells_count);
    delete[] host;
    cudaFree(cells);
    return 0;
}
