// How fast a wide grid's blocks are dispatched when the grid is launched from
// the host, from a device thread (a child of a one-thread grid), at the end of
// a chain of nested grids (as dpopt's levels are: each level a child of the
// one before), or into the tail-launch stream. Each block of the wide grid
// runs about `spin_ns` of work in thread 0's clock (the other threads wait at
// a barrier, as qsb's partition blocks do). Prints, per case, the grid's span
// from its first block's start to its last block's end (globaltimer) and the
// blocks it ran a microsecond. Build: nvcc -O3 -arch=sm_90 -rdc=true
// dispatch.cu -o dispatch -lcudadevrt; run: dispatch [PENDING_LIMIT]. Not part of the suite: a question for
// qsb's wide levels (bench/results/next-plan-2026-12-20/README.md).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x)                                                                              \
    do {                                                                                      \
        cudaError_t e_ = (x);                                                                 \
        if (e_ != cudaSuccess) {                                                              \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
            exit(1);                                                                          \
        }                                                                                     \
    } while (0)

__device__ unsigned long long first_not, last_end;

__device__ __forceinline__ unsigned long long now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

__global__ void work(unsigned int spin_ns)
{
    if (threadIdx.x == 0) {
        const unsigned long long start = now();
        atomicMax(&first_not, ~start);
        while (now() - start < spin_ns) {
        }
    }
    __syncthreads();
    if (threadIdx.x == 0)
        atomicMax(&last_end, now());
}

// Launches the wide grid at depth `depth` of a chain of nested grids (0: here).
__global__ void chain(int depth, int blocks, unsigned int spin_ns, int tail)
{
    if (depth > 0) {
        chain<<<1, 1, 0, cudaStreamFireAndForget>>>(depth - 1, blocks, spin_ns, tail);
        return;
    }
    if (tail)
        work<<<blocks, 256, 0, cudaStreamTailLaunch>>>(spin_ns);
    else
        work<<<blocks, 256, 0, cudaStreamFireAndForget>>>(spin_ns);
}

static void one(const char *name, int mode, int depth, int blocks, unsigned int spin_ns)
{
    double span_sum = 0;
    const int runs = 5;
    for (int r = -1; r < runs; r++) { // one warm-up
        unsigned long long zero = 0;
        CHECK(cudaMemcpyToSymbol(first_not, &zero, sizeof zero));
        CHECK(cudaMemcpyToSymbol(last_end, &zero, sizeof zero));
        if (mode == 0)
            work<<<blocks, 256>>>(spin_ns);
        else
            chain<<<1, 1>>>(depth, blocks, spin_ns, mode == 2);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        unsigned long long f, l;
        CHECK(cudaMemcpyFromSymbol(&f, first_not, sizeof f));
        CHECK(cudaMemcpyFromSymbol(&l, last_end, sizeof l));
        if (r >= 0)
            span_sum += (double)(l - ~f) / 1e3;
    }
    const double span = span_sum / runs;
    printf("%-22s depth %2d blocks %6d work %5.1f us: span %8.1f us, %6.1f blocks/us\n", name, depth, blocks,
           spin_ns / 1e3, span, blocks / span);
}

int main(int argc, char **argv)
{
    // The device runtime's pending-launch limit, as a program sets it (qsb's
    // harness: 281,314), where given.
    if (argc > 1) {
        CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)strtoull(argv[1], nullptr, 0)));
        printf("pending-launch limit %s\n", argv[1]);
    }
    const int wide[] = {2000, 10000};
    const unsigned int spins[] = {2000u, 5000u};
    for (unsigned int s : spins)
        for (int b : wide) {
            one("host", 0, 0, b, s);
            one("device child", 1, 0, b, s);
            one("device nested", 1, 8, b, s);
            one("device nested", 1, 20, b, s);
            one("device tail", 2, 0, b, s);
        }
    return 0;
}
