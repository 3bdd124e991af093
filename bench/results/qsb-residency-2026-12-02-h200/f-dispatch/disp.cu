// Block dispatch of a grid launched from the host against one launched from the device (as one grid or split
// into K grids, each fire-and-forget): N blocks of 256 threads, each spinning SPIN ns (globaltimer); span from
// the first block's start to the last one's end, and the mean blocks resident per SM when a block starts.
#include <cstdio>
#include <cuda_runtime.h>
__device__ unsigned long long first_not, last_end, sumres;
__device__ unsigned int res[1024];
__device__ __forceinline__ unsigned long long now() { unsigned long long t; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); return t; }
__device__ __forceinline__ unsigned int smid() { unsigned int s; asm volatile("mov.u32 %0, %%smid;" : "=r"(s)); return s; }
__global__ void work(unsigned int spin, int early)
{
    __shared__ unsigned long long t0;
    if (threadIdx.x == 0) {
        t0 = now();
        atomicMax(&first_not, ~t0);
        atomicAdd(&sumres, (unsigned long long)atomicAdd(&res[smid() & 1023], 1u) + 1u);
    }
    __syncthreads();
    if (early && threadIdx.x >= 32) return;
    if (threadIdx.x == 0) {
        while (now() - t0 < spin) ;
        atomicSub(&res[smid() & 1023], 1u);
        atomicMax(&last_end, now());
    }
    __syncthreads();
}
__global__ void launcher(int n, int k, unsigned int spin, int early)
{
    for (int j = 0; j < k; j++) {
        int b = n / k + (j < n % k);
        work<<<b, 256, 0, cudaStreamFireAndForget>>>(spin, early);
    }
}
int main()
{
    const int n = 10000;
    for (int early = 0; early < 2; early++)
    for (unsigned int spin : {2000u, 6000u}) {
        for (int mode = 0; mode < 5; mode++) {
            const int ks[] = {0, 1, 2, 4, 8};
            double best = 1e30, res_at = 0;
            for (int rep = 0; rep < 5; rep++) {
                unsigned long long z = 0; unsigned int zr[1024] = {0};
                cudaMemcpyToSymbol(first_not, &z, 8); cudaMemcpyToSymbol(last_end, &z, 8); cudaMemcpyToSymbol(sumres, &z, 8);
                cudaMemcpyToSymbol(res, zr, sizeof zr);
                if (ks[mode] == 0) work<<<n, 256>>>(spin, early); else launcher<<<1, 1>>>(n, ks[mode], spin, early);
                if (cudaDeviceSynchronize() != cudaSuccess) { printf("error %s\n", cudaGetErrorString(cudaGetLastError())); return 1; }
                unsigned long long f, l, s; cudaMemcpyFromSymbol(&f, first_not, 8); cudaMemcpyFromSymbol(&l, last_end, 8); cudaMemcpyFromSymbol(&s, sumres, 8);
                f = ~f; double span = (l - f) / 1e3;
                if (span < best) { best = span; res_at = (double)s / n; }
            }
            printf("early %d spin %u ns %s k=%d: span %.1f us, %.1f blocks/us, resident per SM at start %.2f\n", early, spin,
                   ks[mode] ? "device" : "host  ", ks[mode], best, n / best, res_at);
        }
    }
}
