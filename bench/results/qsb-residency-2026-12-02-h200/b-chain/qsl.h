/*
 * Stamps per depth of qsb's recursion (globaltimer, ns), for flat.cu and
 * dpopt's programs alike: thread 0 of each block notes when its body starts
 * and ends (qsl_scope, declared first in the kernel's body); qsl_report()
 * prints, per depth, the blocks, the first start and the last end (us from
 * the root's start), the mean block time, the gap to the next depth's
 * first start and the longest block (2026-12-02: at the last depth of
 * random-1M the block that ends last, one thread's selection sort, so its
 * start is the last end less it). A block holds two values across the
 * body, so a kernel's registers stay those it has without the stamps. Not
 * a benchmark: the atomics cost time of their own.
 */
#ifndef QSL_H
#define QSL_H

#include <cstdio>
#include <cuda_runtime.h>

#define QSL_DEPTHS 64

/* qsl_first_not holds ~start, so that zeroed memory means no block yet and atomicMax finds the earliest */
static __device__ unsigned long long qsl_first_not[QSL_DEPTHS], qsl_last[QSL_DEPTHS], qsl_busy[QSL_DEPTHS],
    qsl_longest[QSL_DEPTHS];
static __device__ unsigned int qsl_blocks[QSL_DEPTHS], qsl_res[1024], qsl_maxres[QSL_DEPTHS];
static __device__ unsigned long long qsl_sumres[QSL_DEPTHS];
static __device__ __forceinline__ unsigned int qsl_smid() { unsigned int s; asm volatile("mov.u32 %0, %%smid;" : "=r"(s)); return s; }

static __device__ __forceinline__ unsigned long long qsl_now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

struct qsl_scope {
    int depth;
    unsigned long long start;
    __device__ explicit qsl_scope(int d) : depth(d < QSL_DEPTHS ? d : QSL_DEPTHS - 1), start(0)
    {
        if (threadIdx.x == 0) {
            start = qsl_now();
            atomicMax(&qsl_first_not[depth], ~start);
            const unsigned int r = atomicAdd(&qsl_res[qsl_smid() & 1023], 1u) + 1u;
            atomicMax(&qsl_maxres[depth], r);
            atomicAdd(&qsl_sumres[depth], (unsigned long long)r);
        }
    }
    __device__ ~qsl_scope()
    {
        if (threadIdx.x == 0) {
            const unsigned long long end = qsl_now();
            atomicMax(&qsl_last[depth], end);
            atomicAdd(&qsl_busy[depth], end - start);
            atomicMax(&qsl_longest[depth], end - start);
            atomicAdd(&qsl_blocks[depth], 1u);
            atomicSub(&qsl_res[qsl_smid() & 1023], 1u);
        }
    }
};

static void qsl_clear()
{
    unsigned long long zeros[QSL_DEPTHS] = {0};
    unsigned int zn[QSL_DEPTHS] = {0};
    cudaMemcpyToSymbol(qsl_first_not, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qsl_last, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qsl_busy, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qsl_longest, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qsl_blocks, zn, sizeof zn);
    cudaMemcpyToSymbol(qsl_maxres, zn, sizeof zn);
    cudaMemcpyToSymbol(qsl_sumres, zeros, sizeof zeros);
}

static void qsl_report()
{
    unsigned long long first[QSL_DEPTHS], last[QSL_DEPTHS], busy[QSL_DEPTHS], longest[QSL_DEPTHS];
    unsigned int blocks[QSL_DEPTHS];
    cudaMemcpyFromSymbol(first, qsl_first_not, sizeof first);
    for (int d = 0; d < QSL_DEPTHS; d++) first[d] = ~first[d];
    cudaMemcpyFromSymbol(last, qsl_last, sizeof last);
    cudaMemcpyFromSymbol(busy, qsl_busy, sizeof busy);
    cudaMemcpyFromSymbol(longest, qsl_longest, sizeof longest);
    cudaMemcpyFromSymbol(blocks, qsl_blocks, sizeof blocks);
    unsigned int maxres[QSL_DEPTHS]; unsigned long long sumres[QSL_DEPTHS];
    cudaMemcpyFromSymbol(maxres, qsl_maxres, sizeof maxres);
    cudaMemcpyFromSymbol(sumres, qsl_sumres, sizeof sumres);
    const unsigned long long t0 = first[0];
    printf("QSL depth blocks first_us last_us span_us mean_block_us gap_to_next_us longest_us max_per_sm mean_per_sm_at_start\n");
    for (int d = 0; d < QSL_DEPTHS && blocks[d]; d++) {
        const double gap = d + 1 < QSL_DEPTHS && blocks[d + 1] ? ((double)first[d + 1] - (double)last[d]) / 1e3 : 0.0;
        printf("QSL %d %u %.1f %.1f %.1f %.2f %.1f %.1f %u %.2f\n", d, blocks[d], (first[d] - t0) / 1e3, (last[d] - t0) / 1e3,
               (last[d] - first[d]) / 1e3, busy[d] / 1e3 / blocks[d], gap, longest[d] / 1e3, maxres[d], (double)sumres[d] / blocks[d]);
    }
    qsl_clear();
}

#endif
