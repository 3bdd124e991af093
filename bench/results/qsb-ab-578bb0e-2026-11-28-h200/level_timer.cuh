// qsb-study: per-level timeline of a qsb run (diagnostic variants flat_t,
// grid_t). Thread 0 of each block notes %globaltimer (ns) at its start and
// end under the block's recursion depth; the host prints, per depth, the
// blocks, the level's span (first start to last end), its longest block,
// and the gap before the next level's first block starts.
#ifndef QSB_LEVEL_TIMER_CUH
#define QSB_LEVEL_TIMER_CUH
#include <cstdio>
#include <cuda_runtime.h>
#define QST_LEVELS 32
__device__ unsigned long long qst_first[QST_LEVELS], qst_last[QST_LEVELS], qst_longest[QST_LEVELS];
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
__device__ __forceinline__ void qst_end(int depth, unsigned long long t0)
{
    if (threadIdx.x == 0 && depth >= 0 && depth < QST_LEVELS) {
        unsigned long long t = qst_now();
        atomicMax(&qst_last[depth], t);
        atomicMax(&qst_longest[depth], t - t0);
        atomicAdd(&qst_blocks[depth], 1u);
    }
}
static inline void qst_reset()
{
    unsigned long long big[QST_LEVELS], zero[QST_LEVELS] = {};
    unsigned int zb[QST_LEVELS] = {};
    for (int i = 0; i < QST_LEVELS; i++) big[i] = ~0ull;
    cudaMemcpyToSymbol(qst_first, big, sizeof big);
    cudaMemcpyToSymbol(qst_last, zero, sizeof zero);
    cudaMemcpyToSymbol(qst_longest, zero, sizeof zero);
    cudaMemcpyToSymbol(qst_blocks, zb, sizeof zb);
}
static inline void qst_print()
{
    unsigned long long f[QST_LEVELS], l[QST_LEVELS], g[QST_LEVELS];
    unsigned int b[QST_LEVELS];
    cudaMemcpyFromSymbol(f, qst_first, sizeof f);
    cudaMemcpyFromSymbol(l, qst_last, sizeof l);
    cudaMemcpyFromSymbol(g, qst_longest, sizeof g);
    cudaMemcpyFromSymbol(b, qst_blocks, sizeof b);
    printf("LEVELS depth blocks span_us longest_block_us gap_to_next_us\n");
    double total = 0;
    for (int d = 0; d < QST_LEVELS && b[d]; d++) {
        double gap = d + 1 < QST_LEVELS && b[d + 1] ? ((double)f[d + 1] - (double)l[d]) / 1e3 : 0;
        printf("LEVEL %2d %6u %10.1f %10.1f %8.1f\n", d, b[d], (l[d] - f[d]) / 1e3, g[d] / 1e3, gap);
        total = (l[d] - f[0]) / 1e3;
    }
    printf("LEVELS first start to last end: %.1f us\n", total);
}
#endif
