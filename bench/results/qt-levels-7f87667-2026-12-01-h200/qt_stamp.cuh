/* Per-level spans for bench/results/qt-levels: each block's (or child
 * block's) thread 0 notes its start and end in its depth's slot. */
#ifndef QT_STAMP_CUH
#define QT_STAMP_CUH
#include <cstdio>
#define QTS_DEPTHS 16
static __device__ unsigned long long qts_first[QTS_DEPTHS], qts_last[QTS_DEPTHS];
static __device__ unsigned int qts_blocks[QTS_DEPTHS];
static __device__ __forceinline__ unsigned long long qts_now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
struct QtStamp {
    int depth;
    __device__ explicit QtStamp(int d) : depth(d)
    {
        if (threadIdx.x == 0 && d < QTS_DEPTHS) {
            atomicMin(&qts_first[d], qts_now());
            atomicAdd(&qts_blocks[d], 1u);
        }
    }
    __device__ ~QtStamp()
    {
        if (threadIdx.x == 0 && depth < QTS_DEPTHS)
            atomicMax(&qts_last[depth], qts_now());
    }
};
static void qts_reset()
{
    unsigned long long f[QTS_DEPTHS], z[QTS_DEPTHS] = {};
    unsigned int zb[QTS_DEPTHS] = {};
    for (int i = 0; i < QTS_DEPTHS; i++) f[i] = ~0ull;
    cudaMemcpyToSymbol(qts_first, f, sizeof f);
    cudaMemcpyToSymbol(qts_last, z, sizeof z);
    cudaMemcpyToSymbol(qts_blocks, zb, sizeof zb);
}
static void qts_print()
{
    unsigned long long f[QTS_DEPTHS], l[QTS_DEPTHS];
    unsigned int b[QTS_DEPTHS];
    cudaMemcpyFromSymbol(f, qts_first, sizeof f);
    cudaMemcpyFromSymbol(l, qts_last, sizeof l);
    cudaMemcpyFromSymbol(b, qts_blocks, sizeof b);
    printf("QTS");
    for (int d = 0; d < QTS_DEPTHS && b[d]; d++)
        printf(" d%d:%u:%.1f:%.1f", d, b[d], (f[d] - f[0]) / 1e3, (l[d] - f[0]) / 1e3);
    printf("\n");
    qts_reset();
}
#endif
