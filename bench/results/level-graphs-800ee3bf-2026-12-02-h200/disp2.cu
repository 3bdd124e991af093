// Block dispatch of one grid of N blocks of 256 threads (each spinning SPIN ns; with early, 7 of its 8 warps
// return at once) launched six ways: from the host, from the device (fire-and-forget, tail), as a graph from the
// host, and as a device-launchable graph from the device (fire-and-forget, tail). Does a grid launched from the
// device through a graph keep as many blocks resident as one from the host when warps exit early?
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
}
__global__ void launch_grid(int n, unsigned int spin, int early, int tail)
{
    work<<<n, 256, 0, tail ? cudaStreamTailLaunch : cudaStreamFireAndForget>>>(spin, early);
}
__device__ int graph_error;
// A device graph is launched only from a kernel that a graph launched: this one is a graph's node.
__global__ void launch_graph(cudaGraphExec_t g, int tail)
{
    cudaError_t e = cudaGraphLaunch(g, tail ? cudaStreamGraphTailLaunch : cudaStreamGraphFireAndForget);
    if (e != cudaSuccess) graph_error = (int)e;
}
static cudaGraphExec_t make_launcher(cudaGraphExec_t dg, int tail)
{
    cudaGraph_t g; cudaGraphCreate(&g, 0);
    cudaKernelNodeParams p = {};
    void *args[] = {&dg, &tail};
    p.func = (void *)launch_graph; p.gridDim = dim3(1); p.blockDim = dim3(1); p.kernelParams = args;
    cudaGraphNode_t node; cudaGraphAddKernelNode(&node, g, nullptr, 0, &p);
    cudaGraphExec_t x;
    cudaError_t e = cudaGraphInstantiateWithFlags(&x, g, cudaGraphInstantiateFlagDeviceLaunch);
    if (e != cudaSuccess) { printf("instantiate launcher: %s\n", cudaGetErrorString(e)); return nullptr; }
    cudaGraphUpload(x, 0);
    return x;
}
static cudaGraphExec_t make_graph(int n, unsigned int spin, int early, bool device)
{
    cudaGraph_t g; cudaGraphCreate(&g, 0);
    cudaKernelNodeParams p = {};
    void *args[] = {&spin, &early};
    p.func = (void *)work; p.gridDim = dim3(n); p.blockDim = dim3(256); p.kernelParams = args;
    cudaGraphNode_t node; cudaGraphAddKernelNode(&node, g, nullptr, 0, &p);
    cudaGraphExec_t x;
    cudaError_t e = cudaGraphInstantiateWithFlags(&x, g, device ? cudaGraphInstantiateFlagDeviceLaunch : 0);
    if (e != cudaSuccess) { printf("instantiate: %s\n", cudaGetErrorString(e)); return nullptr; }
    if (device && cudaGraphUpload(x, 0) != cudaSuccess) { printf("upload failed\n"); return nullptr; }
    return x;
}
int main()
{
    const int n = 10000;
    const char *names[] = {"host grid", "device grid fire-and-forget", "device grid tail", "host graph",
                           "device graph fire-and-forget", "device graph tail"};
    for (int early = 0; early < 2; early++)
    for (unsigned int spin : {2000u, 6000u}) {
        cudaGraphExec_t hg = make_graph(n, spin, early, false), dg = make_graph(n, spin, early, true);
        cudaGraphExec_t lf = make_launcher(dg, 0), lt = make_launcher(dg, 1);
        for (int mode = 0; mode < 6; mode++) {
            double best = 1e30, res_at = 0;
            for (int rep = 0; rep < 7; rep++) {
                unsigned long long z = 0; unsigned int zr[1024] = {0};
                cudaMemcpyToSymbol(first_not, &z, 8); cudaMemcpyToSymbol(last_end, &z, 8); cudaMemcpyToSymbol(sumres, &z, 8);
                cudaMemcpyToSymbol(res, zr, sizeof zr);
                switch (mode) {
                case 0: work<<<n, 256>>>(spin, early); break;
                case 1: launch_grid<<<1, 1>>>(n, spin, early, 0); break;
                case 2: launch_grid<<<1, 1>>>(n, spin, early, 1); break;
                case 3: cudaGraphLaunch(hg, 0); break;
                case 4: cudaGraphLaunch(lf, 0); break;
                case 5: cudaGraphLaunch(lt, 0); break;
                }
                cudaError_t e = cudaDeviceSynchronize();
                if (e != cudaSuccess) { printf("%s: error %s\n", names[mode], cudaGetErrorString(e)); return 1; }
                int ge = 0; cudaMemcpyFromSymbol(&ge, graph_error, sizeof ge);
                if (ge) { printf("%s: device graph launch error %d\n", names[mode], ge); return 1; }
                unsigned long long f, l, s; cudaMemcpyFromSymbol(&f, first_not, 8); cudaMemcpyFromSymbol(&l, last_end, 8); cudaMemcpyFromSymbol(&s, sumres, 8);
                f = ~f; double span = (l - f) / 1e3;
                if (span < best) { best = span; res_at = (double)s / n; }
            }
            printf("early %d spin %u ns %-30s span %6.1f us, %6.1f blocks/us, resident per SM at start %.2f\n", early, spin,
                   names[mode], best, n / best, res_at);
        }
    }
}
