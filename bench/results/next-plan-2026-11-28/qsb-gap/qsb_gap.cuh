// qsb-gap: helpers of the diagnostic variants (make_variants.py).
#ifndef QSB_GAP_CUH
#define QSB_GAP_CUH
#include <cstdio>
#include <cuda_runtime.h>
// ff: fire-and-forget launches of the next level that failed (e.g. past the
// nesting depth) and were made as tail launches instead.
__device__ unsigned int qsg_ff_fallbacks;
__device__ __forceinline__ unsigned long long qsg_now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
// tdelay: the launching thread spins this long after its tail launch.
#ifndef QSG_DELAY_NS
#define QSG_DELAY_NS 20000ull
#endif
__device__ __forceinline__ void qsg_spin(unsigned long long ns)
{
    const unsigned long long t = qsg_now();
    while (qsg_now() - t < ns)
        ;
}
static inline void qsg_report()
{
    static unsigned int said = 0;
    unsigned int n = 0;
    cudaMemcpyFromSymbol(&n, qsg_ff_fallbacks, sizeof n);
    if (n != said)
        printf("QSG ff_fallbacks=%u (fire-and-forget launches that failed and were tail-launched, all runs so far)\n", n);
    said = n;
}
#endif
