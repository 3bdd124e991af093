// launch-under-if on a GPU: the launch is in a branch of an #if in the
// kernel's body (a child per branch, fast_child defined only under
// USE_FAST). Each thread below n launches one child that writes out[i];
// the host checks every element. Built and run by gpu.sh under each
// strategy, with and without -DUSE_FAST.
#include <cstdio>

__global__ void child(int *out, int i) { out[i] = i + 1; }
#ifdef USE_FAST
struct Fast {
    int v;
};
__global__ void fast_child(int *out, Fast f) { out[f.v] = 2 * (f.v + 1); }
#endif
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
#ifdef USE_FAST
        Fast f = {i};
        fast_child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, f);
#else
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
#endif
    }
}

int main()
{
    const int n = 1000;
    int *out;
    cudaMalloc(&out, n * sizeof(int));
    cudaMemset(out, 0, n * sizeof(int));
    parent<<<(n + 127) / 128, 128>>>(out, n);
    cudaError_t err = cudaDeviceSynchronize();
    static int h[n];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++) {
#ifdef USE_FAST
        int want = 2 * (i + 1);
#else
        int want = i + 1;
#endif
        bad += h[i] != want;
    }
    printf("%s (%s, %d wrong)\n", err == cudaSuccess && bad == 0 ? "PASS" : "FAIL", cudaGetErrorString(err), bad);
    return err == cudaSuccess && bad == 0 ? 0 : 1;
}
