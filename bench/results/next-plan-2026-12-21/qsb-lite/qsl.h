/*
 * Light stamps per depth of qsb's recursion (globaltimer, ns): each block's
 * thread 0 notes its start and, at its end, the depth's first start, last
 * end, block count and longest block. Unlike ../../next-plan-2026-12-20/
 * qsb-entry/qse.h (a block's entry, body and exit, through shared memory),
 * it holds two values across the body, so that a kernel's registers (and
 * its blocks an SM) stay what they are without it: the question is the
 * wide levels' spans and the longest leaf's start at 4, 6 and 8 blocks an
 * SM. The longest block of the last depth is the one that ends last (one
 * thread's selection sort of 3,668 elements): its start is last - longest.
 */
#ifndef QSL_H
#define QSL_H

#include <cstdio>
#include <cuda_runtime.h>

#define QSL_DEPTHS 64

/* ~start, so that zeroed memory means no block yet and atomicMax finds the earliest */
static __device__ unsigned long long qsl_first_not[QSL_DEPTHS], qsl_last[QSL_DEPTHS], qsl_longest[QSL_DEPTHS];
static __device__ unsigned int qsl_blocks[QSL_DEPTHS];

static __device__ __forceinline__ unsigned long long qsl_now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

struct qsl_block {
    int depth;
    unsigned long long start;
    __device__ explicit qsl_block(int d) : depth(d < QSL_DEPTHS ? d : QSL_DEPTHS - 1), start(0)
    {
        if (threadIdx.x == 0)
            start = qsl_now();
    }
    __device__ ~qsl_block()
    {
        if (threadIdx.x == 0) {
            const unsigned long long end = qsl_now();
            atomicMax(&qsl_first_not[depth], ~start);
            atomicMax(&qsl_last[depth], end);
            atomicMax(&qsl_longest[depth], end - start);
            atomicAdd(&qsl_blocks[depth], 1u);
        }
    }
};

static void qsl_report()
{
    unsigned long long first[QSL_DEPTHS], last[QSL_DEPTHS], longest[QSL_DEPTHS];
    unsigned int blocks[QSL_DEPTHS];
    cudaMemcpyFromSymbol(first, qsl_first_not, sizeof first);
    cudaMemcpyFromSymbol(last, qsl_last, sizeof last);
    cudaMemcpyFromSymbol(longest, qsl_longest, sizeof longest);
    cudaMemcpyFromSymbol(blocks, qsl_blocks, sizeof blocks);
    const unsigned long long t0 = ~first[0];
    printf("QSL depth blocks first_us last_us span_us longest_us\n");
    for (int d = 0; d < QSL_DEPTHS && blocks[d]; d++)
        printf("QSL %d %u %.1f %.1f %.1f %.1f\n", d, blocks[d], (~first[d] - t0) / 1e3, (last[d] - t0) / 1e3,
               (last[d] - ~first[d]) / 1e3, longest[d] / 1e3);
    unsigned long long zeros[QSL_DEPTHS] = {0};
    unsigned int zn[QSL_DEPTHS] = {0};
    cudaMemcpyToSymbol(qsl_first_not, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qsl_last, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qsl_longest, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qsl_blocks, zn, sizeof zn);
}

#endif
