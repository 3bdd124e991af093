#define CFG(n) (n + 127) / 128, 128
template <typename T> __device__ T twice(T x) { return x + x; }
__global__ void child(float *p, int n) {
    __shared__ float s[128];
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    p[blockIdx.x * 128 + threadIdx.x] = twice(s[127 - threadIdx.x]);
}
__global__ void parent(float *p, int n) {
    auto go = [&](int k) { child<<<k, 128, 0, cudaStreamFireAndForget>>>(p, k); };
    int i = 0;
again:
    if (i < 2) { go(n); i++; goto again; }
    for (int j = 0; j < n; j++)
        child<<<CFG(j)>>>(p, j);
#if 0
    not C at all <<<
#endif
    cudaDeviceSynchronize();
}
