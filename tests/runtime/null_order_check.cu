// One thread's launches into the NULL stream run one after another: a large
// fill, then a small fill of the same memory, then an add to it; the first
// 64 values must be 3, the rest 1. A strategy that runs small launches in
// place and makes large ones as written (or later) must keep that order.
// --flatten=warp did not (an H100, 2026-11-24: the fill of 70,000 threads,
// over the cap, made as written, ran after the small ones run in place,
// 5,952 values wrong); it now leaves both launches as written, with a note.
// Run by tests/runtime/gpu-null-order.sh as written and under the
// strategies that run launches in place.
#include <cstdio>
#include <vector>

__global__ void fill(int *out, int n, int v)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[j] = v;
}

__global__ void add(int *out, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[j] += 1;
}

__global__ void parent(int *out, const int *sizes, int stride)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int round = 0; round < 2; round++) {
        int n = sizes[2 * t + round];
        fill<<<(n + 63) / 64, 64>>>(out + t * stride, n, round + 1);
    }
    add<<<1, 64>>>(out + t * stride, 64);
}

int main()
{
    const int threads = 32, big = 70000, small = 64, stride = 80000;
    std::vector<int> sizes(2 * threads);
    for (int t = 0; t < threads; t++) {
        sizes[2 * t] = big;
        sizes[2 * t + 1] = small;
    }
    int *d_out, *d_sizes;
    cudaMalloc(&d_out, threads * stride * sizeof(int));
    cudaMalloc(&d_sizes, sizes.size() * sizeof(int));
    cudaMemcpy(d_sizes, sizes.data(), sizes.size() * sizeof(int), cudaMemcpyHostToDevice);
    int bad = 0;
    for (int round = 0; round < 3; round++) {
        cudaMemset(d_out, 0, threads * stride * sizeof(int));
        parent<<<1, threads>>>(d_out, d_sizes, stride);
        cudaError_t err = cudaDeviceSynchronize();
        if (err != cudaSuccess) {
            printf("FAIL: %s\n", cudaGetErrorString(err));
            return 1;
        }
        std::vector<int> out(threads * stride);
        cudaMemcpy(out.data(), d_out, out.size() * sizeof(int), cudaMemcpyDeviceToHost);
        for (int t = 0; t < threads; t++)
            for (int j = 0; j < big; j++) {
                int want = j < small ? 3 : 1;
                if (out[t * stride + j] != want && bad++ < 3)
                    printf("FAIL round %d: thread %d element %d is %d, not %d\n", round, t, j, out[t * stride + j], want);
            }
    }
    if (bad)
        printf("FAIL: %d wrong\n", bad);
    else
        printf("PASS: 3 rounds, %d threads\n", threads);
    return bad != 0;
}
