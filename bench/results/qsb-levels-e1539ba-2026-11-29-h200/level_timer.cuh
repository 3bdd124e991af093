// qsb timeline: per recursion depth, thread 0 of each block notes %globaltimer
// at its start, after the original body (t1) and at its end; the host prints,
// per depth, blocks, span (first start to last end), longest block, the mean
// body and the mean rest (the flush: batch open and close), and the gap to
// the next depth's first start.
#ifndef QSB_LEVEL_TIMER_CUH
#define QSB_LEVEL_TIMER_CUH
#include <cstdio>
#include <cuda_runtime.h>
#define QST_LEVELS 40
__device__ unsigned long long qst_first[QST_LEVELS], qst_last[QST_LEVELS], qst_longest[QST_LEVELS],
    qst_body[QST_LEVELS], qst_rest[QST_LEVELS];
__device__ unsigned int qst_blocks[QST_LEVELS];
__device__ __forceinline__ unsigned long long qst_now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
__device__ __forceinline__ unsigned long long qst_begin(int depth)
{
    unsigned long long t = qst_now();
    if (threadIdx.x == 0 && depth >= 0 && depth < QST_LEVELS)
        atomicMin(&qst_first[depth], t);
    return t;
}
__device__ __forceinline__ void qst_end(int depth, unsigned long long t0, unsigned long long t1)
{
    if (threadIdx.x == 0 && depth >= 0 && depth < QST_LEVELS) {
        unsigned long long t = qst_now();
        if (t1 == 0)
            t1 = t;
        atomicMax(&qst_last[depth], t);
        atomicMax(&qst_longest[depth], t - t0);
        atomicAdd(&qst_body[depth], t1 - t0);
        atomicAdd(&qst_rest[depth], t - t1);
        atomicAdd(&qst_blocks[depth], 1u);
    }
}
static inline void qst_reset()
{
    unsigned long long big[QST_LEVELS], zero[QST_LEVELS] = {};
    unsigned int zb[QST_LEVELS] = {};
    for (int i = 0; i < QST_LEVELS; i++)
        big[i] = ~0ull;
    cudaMemcpyToSymbol(qst_first, big, sizeof big);
    cudaMemcpyToSymbol(qst_last, zero, sizeof zero);
    cudaMemcpyToSymbol(qst_longest, zero, sizeof zero);
    cudaMemcpyToSymbol(qst_body, zero, sizeof zero);
    cudaMemcpyToSymbol(qst_rest, zero, sizeof zero);
    cudaMemcpyToSymbol(qst_blocks, zb, sizeof zb);
}
static inline void qst_print()
{
    unsigned long long f[QST_LEVELS], l[QST_LEVELS], g[QST_LEVELS], b[QST_LEVELS], r[QST_LEVELS];
    unsigned int n[QST_LEVELS];
    cudaMemcpyFromSymbol(f, qst_first, sizeof f);
    cudaMemcpyFromSymbol(l, qst_last, sizeof l);
    cudaMemcpyFromSymbol(g, qst_longest, sizeof g);
    cudaMemcpyFromSymbol(b, qst_body, sizeof b);
    cudaMemcpyFromSymbol(r, qst_rest, sizeof r);
    cudaMemcpyFromSymbol(n, qst_blocks, sizeof n);
    printf("LEVELS depth blocks span_us longest_us mean_body_us mean_rest_us gap_to_next_us\n");
    for (int d = 0; d < QST_LEVELS && n[d]; d++) {
        double gap = d + 1 < QST_LEVELS && n[d + 1] ? ((double)f[d + 1] - (double)l[d]) / 1e3 : 0;
        printf("LEVEL %2d %6u %10.1f %10.1f %8.2f %8.2f %8.1f\n", d, n[d], (l[d] - f[d]) / 1e3, g[d] / 1e3,
               b[d] / 1e3 / n[d], r[d] / 1e3 / n[d], gap);
    }
    int last = 0;
    while (last + 1 < QST_LEVELS && n[last + 1])
        last++;
    printf("LEVELS first start to last end: %.1f us\n", n[0] ? (l[last] - f[0]) / 1e3 : 0.0);
}
#endif
