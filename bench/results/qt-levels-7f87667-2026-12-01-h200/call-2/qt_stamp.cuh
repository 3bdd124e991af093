/* Per-level spans for bench/results/qt-levels: each block's (or child
 * block's) thread 0 notes its start and end in its depth's slot. */
#ifndef QT_STAMP_CUH
#define QT_STAMP_CUH
#include <cstdio>
#define QTS_DEPTHS 16
static __device__ unsigned long long qts_first[QTS_DEPTHS], qts_last[QTS_DEPTHS];
static __device__ unsigned int qts_blocks[QTS_DEPTHS];
static __device__ unsigned long long qts_start_last[QTS_DEPTHS], qts_end_first[QTS_DEPTHS], qts_wake_first[QTS_DEPTHS], qts_wake_last[QTS_DEPTHS];
static __device__ __forceinline__ unsigned long long qts_now();
__device__ inline void qts_wake(int level)
{
    if (threadIdx.x == 0 && level < QTS_DEPTHS) {
        unsigned long long t = qts_now();
        atomicMin(&qts_wake_first[level], t);
        atomicMax(&qts_wake_last[level], t);
    }
}
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
            unsigned long long t = qts_now();
            atomicMin(&qts_first[d], t);
            atomicMax(&qts_start_last[d], t);
            atomicAdd(&qts_blocks[d], 1u);
        }
    }
    __device__ ~QtStamp()
    {
        if (threadIdx.x == 0 && depth < QTS_DEPTHS)
        {
            unsigned long long t = qts_now();
            atomicMax(&qts_last[depth], t);
            atomicMin(&qts_end_first[depth], t);
        }
    }
};
static void qts_reset()
{
    unsigned long long f[QTS_DEPTHS], z[QTS_DEPTHS] = {};
    unsigned int zb[QTS_DEPTHS] = {};
    for (int i = 0; i < QTS_DEPTHS; i++) f[i] = ~0ull;
    cudaMemcpyToSymbol(qts_first, f, sizeof f);
    cudaMemcpyToSymbol(qts_last, z, sizeof z);
    cudaMemcpyToSymbol(qts_start_last, z, sizeof z);
    cudaMemcpyToSymbol(qts_end_first, f, sizeof f);
    cudaMemcpyToSymbol(qts_wake_first, f, sizeof f);
    cudaMemcpyToSymbol(qts_wake_last, z, sizeof z);
    cudaMemcpyToSymbol(qts_blocks, zb, sizeof zb);
}
static void qts_print()
{
    unsigned long long f[QTS_DEPTHS], l[QTS_DEPTHS];
    unsigned int b[QTS_DEPTHS];
    unsigned long long sl[QTS_DEPTHS], ef[QTS_DEPTHS], wf[QTS_DEPTHS], wl[QTS_DEPTHS];
    cudaMemcpyFromSymbol(sl, qts_start_last, sizeof sl);
    cudaMemcpyFromSymbol(ef, qts_end_first, sizeof ef);
    cudaMemcpyFromSymbol(wf, qts_wake_first, sizeof wf);
    cudaMemcpyFromSymbol(wl, qts_wake_last, sizeof wl);
    cudaMemcpyFromSymbol(f, qts_first, sizeof f);
    cudaMemcpyFromSymbol(l, qts_last, sizeof l);
    cudaMemcpyFromSymbol(b, qts_blocks, sizeof b);
    printf("QTS");
    for (int d = 0; d < QTS_DEPTHS && b[d]; d++)
        printf(" d%d:%u:%.1f:%.1f:%.1f:%.1f:%.1f:%.1f", d, b[d], (f[d] - f[0]) / 1e3, (l[d] - f[0]) / 1e3,
               (sl[d] - f[0]) / 1e3, (ef[d] - f[0]) / 1e3, wf[d] == ~0ull ? -1.0 : (wf[d] - f[0]) / 1e3,
               wl[d] == 0 ? -1.0 : (wl[d] - f[0]) / 1e3);
    printf("\n");
    qts_reset();
}
#endif
