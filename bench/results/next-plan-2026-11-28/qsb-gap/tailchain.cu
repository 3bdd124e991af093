// qsb-gap microbenchmark: a chain of device-launched grids, one per level,
// with no dpopt code at all, to tell whether qsb's alternating ~120 us /
// ~7 us gap between levels is the device runtime's (CDP2 tail launches) or
// dpopt's. Each grid: `blocks` blocks of 256 threads, each busy `work_us`;
// the last block to finish (a ticket) launches the next level, then notes
// its end. Per level: first block start, last block end; the gap is the
// next level's first start minus this level's last end (as level_timer.cuh).
//
// modes:
//   0 tail   the last block launches the next level into cudaStreamTailLaunch (dpopt's way)
//   1 ff     ...into cudaStreamFireAndForget (a failed launch, e.g. past the nesting
//            depth, falls back to a tail launch and is counted)
//   2 tail2  as 0, but the levels alternate between two identical kernels (K = depth & 1)
//   3 early  block 0 makes the tail launch first thing, long before the grid ends
//   4 delay  as 0, but the launching thread then spins 20 us before its block exits
//            (the gap is measured from after the spin)
//   5 empty  as 0, but each grid is 1 block doing nothing but the launch (work ignored)
//
// usage: tailchain <pending-launch-limit or 0 for the default> ; prints one CHAIN line per config.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define MAXL 64
__device__ unsigned long long c_first[MAXL], c_last[MAXL];
__device__ unsigned int c_tickets[MAXL];
__device__ unsigned int c_fallbacks;

__device__ __forceinline__ unsigned long long c_now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

template <int K>
__global__ void chain(int depth, int levels, int mode, unsigned int blocks, unsigned int work_ns);

// `mode` travels to the next level; `how` says how this launch is made (as `mode`).
__device__ void chain_next(int depth, int levels, int mode, int how, unsigned int blocks, unsigned int work_ns)
{
    const int d = depth + 1;
    if (how == 1) {
        (void)cudaGetLastError();
        chain<0><<<blocks, 256, 0, cudaStreamFireAndForget>>>(d, levels, mode, blocks, work_ns);
        if (cudaGetLastError() != cudaSuccess) {
            atomicAdd(&c_fallbacks, 1u);
            chain<0><<<blocks, 256, 0, cudaStreamTailLaunch>>>(d, levels, mode, blocks, work_ns);
        }
    } else if (how == 2 && (d & 1)) {
        chain<1><<<blocks, 256, 0, cudaStreamTailLaunch>>>(d, levels, mode, blocks, work_ns);
    } else {
        chain<0><<<blocks, 256, 0, cudaStreamTailLaunch>>>(d, levels, mode, blocks, work_ns);
    }
}

template <int K>
__global__ void chain(int depth, int levels, int mode, unsigned int blocks, unsigned int work_ns)
{
    const unsigned long long t0 = c_now();
    if (threadIdx.x == 0)
        atomicMin(&c_first[depth], t0);
    if (mode == 3 && blockIdx.x == 0 && threadIdx.x == 0 && depth + 1 < levels)
        chain_next(depth, levels, mode, 0, blocks, work_ns);
    if (mode != 5)
        while (c_now() - t0 < work_ns)
            ;
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        const bool last = atomicAdd(&c_tickets[depth], 1u) == gridDim.x - 1;
        if (last && depth + 1 < levels && mode != 3)
            chain_next(depth, levels, mode, mode, blocks, work_ns);
        if (last && mode == 4) {
            const unsigned long long t1 = c_now();
            while (c_now() - t1 < 20000ull)
                ;
        }
        atomicMax(&c_last[depth], c_now());
    }
}

static int run(int mode, unsigned int blocks, int levels, unsigned int work_us, const char *lim)
{
    static const char *names[] = {"tail", "ff", "tail2", "early", "delay", "empty"};
    for (int rep = 0; rep < 2; rep++) { // the first is a warm-up
        unsigned long long big[MAXL], zero[MAXL] = {};
        unsigned int zt[MAXL] = {}, zf = 0;
        for (int i = 0; i < MAXL; i++)
            big[i] = ~0ull;
        cudaMemcpyToSymbol(c_first, big, sizeof big);
        cudaMemcpyToSymbol(c_last, zero, sizeof zero);
        cudaMemcpyToSymbol(c_tickets, zt, sizeof zt);
        cudaMemcpyToSymbol(c_fallbacks, &zf, sizeof zf);
        const unsigned int b = mode == 5 ? 1u : blocks;
        chain<0><<<b, 256>>>(0, levels, mode, b, work_us * 1000u);
        cudaError_t e = cudaDeviceSynchronize();
        if (e != cudaSuccess) {
            printf("CHAIN lim=%s mode=%s blocks=%u levels=%d: ERROR %s\n", lim, names[mode], b, levels, cudaGetErrorString(e));
            return 1;
        }
        if (rep == 0)
            continue;
        unsigned long long f[MAXL], l[MAXL];
        unsigned int t[MAXL], fb = 0;
        cudaMemcpyFromSymbol(f, c_first, sizeof f);
        cudaMemcpyFromSymbol(l, c_last, sizeof l);
        cudaMemcpyFromSymbol(t, c_tickets, sizeof t);
        cudaMemcpyFromSymbol(&fb, c_fallbacks, sizeof fb);
        int ran = 0;
        while (ran < levels && t[ran] == b)
            ran++;
        double sum = 0, even = 0, odd = 0;
        char list[2048];
        int at = 0;
        list[0] = 0;
        for (int d = 0; d + 1 < ran; d++) {
            const double g = ((double)f[d + 1] - (double)l[d]) / 1e3;
            sum += g;
            (d & 1 ? odd : even) += g;
            at += snprintf(list + at, sizeof list - at, " %.0f", g);
            if (at >= (int)sizeof list - 16)
                break;
        }
        printf("CHAIN lim=%-6s mode=%-5s blocks=%-5u levels=%d ran=%d fallbacks=%u total_us=%.0f sum_gap_us=%.1f "
               "even_d=%.1f odd_d=%.1f gaps:%s\n",
               lim, names[mode], b, levels, ran, fb, ran ? ((double)l[ran - 1] - (double)f[0]) / 1e3 : 0.0, sum, even, odd,
               list);
    }
    return 0;
}

int main(int argc, char **argv)
{
    const size_t limit = argc > 1 ? strtoull(argv[1], nullptr, 0) : 0;
    char lim[32] = "dflt";
    if (limit) {
        if (cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, limit) != cudaSuccess) {
            printf("tailchain: cannot set the pending launch limit to %zu\n", limit);
            return 2;
        }
        snprintf(lim, sizeof lim, "%zu", limit);
    }
    int bad = 0;
    const unsigned int sizes[] = {1u, 1024u};
    for (unsigned int b : sizes) {
        bad |= run(0, b, 25, 20, lim);
        bad |= run(1, b, 25, 20, lim);
        bad |= run(2, b, 25, 20, lim);
        bad |= run(3, b, 25, 20, lim);
        bad |= run(4, b, 25, 20, lim);
    }
    bad |= run(5, 1, 25, 0, lim);
    bad |= run(0, 1, 48, 20, lim); // past 24 levels: does the pattern go on?
    return bad;
}
