// One thread's launches into the NULL stream run one after another. Two
// cases, each of 32 threads; a strategy that runs small launches in place
// or later and makes large ones as written must keep the order:
// - loop: a fill of 70,000 threads, then a fill of 64 and an add, all on the
//   same memory; the first 64 values must be 3, the rest 1. A fill over
//   --flatten=warp's cap, made as written, must not run after the small
//   ones run in place (it once did: CHANGELOG.md).
// - pair: a fill of 64, then an add of 70,000 threads; the first 64 must be
//   3, the rest 1: the add, made as written where it is too large to be
//   aggregated, may not run before the fill.
// - kept: a fill of 64, then an add of 64 whose dynamic shared memory
//   differs between the threads, so that every strategy leaves it as
//   written; the first 64 must be 3 (fill 2, then add 1): the add, made as
//   written, may not run before the fill, aggregated or not.
// Run by tests/runtime/gpu-null-order.sh as written and under the
// strategies that run some launches in place or later.
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

__global__ void parent_loop(int *out, const int *sizes, int stride)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int round = 0; round < 2; round++) {
        int n = sizes[2 * t + round];
        fill<<<(n + 63) / 64, 64>>>(out + t * stride, n, round + 1);
    }
    add<<<1, 64>>>(out + t * stride, 64);
}

__global__ void parent_pair(int *out, const int *sizes, int stride)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int small = sizes[2 * t + 1], big = sizes[2 * t];
    fill<<<(small + 63) / 64, 64>>>(out + t * stride, small, 2);
    add<<<(big + 63) / 64, 64>>>(out + t * stride, big);
}

// Adds 1 through shared memory sized at the launch.
__global__ void add_shared(int *out, int n)
{
    extern __shared__ int tile[];
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = j < n ? out[j] : 0;
    __syncthreads();
    if (j < n)
        out[j] = tile[threadIdx.x] + 1;
}

__global__ void parent_kept(int *out, const int *sizes, int stride)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int small = sizes[2 * t + 1];
    fill<<<(small + 63) / 64, 64>>>(out + t * stride, small, 2);
    add_shared<<<(small + 63) / 64, 64, (64 + t % 2) * sizeof(int)>>>(out + t * stride, small);
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
    int failed = 0;
    for (int which = 0; which < 3; which++) {
        const char *name = which == 0 ? "loop" : which == 1 ? "pair" : "kept";
        const int checked = which == 2 ? small : big;
        int bad = 0;
        for (int round = 0; round < 3; round++) {
            cudaMemset(d_out, 0, threads * stride * sizeof(int));
            if (which == 0)
                parent_loop<<<1, threads>>>(d_out, d_sizes, stride);
            else if (which == 1)
                parent_pair<<<1, threads>>>(d_out, d_sizes, stride);
            else
                parent_kept<<<1, threads>>>(d_out, d_sizes, stride);
            cudaError_t err = cudaDeviceSynchronize();
            if (err != cudaSuccess) {
                printf("FAIL %s: %s\n", name, cudaGetErrorString(err));
                return 1;
            }
            std::vector<int> out(threads * stride);
            cudaMemcpy(out.data(), d_out, out.size() * sizeof(int), cudaMemcpyDeviceToHost);
            for (int t = 0; t < threads; t++)
                for (int j = 0; j < checked; j++) {
                    int want = j < small ? 3 : 1;
                    if (out[t * stride + j] != want && bad++ < 3)
                        printf("FAIL %s, round %d: thread %d element %d is %d, not %d\n", name, round, t, j,
                               out[t * stride + j], want);
                }
        }
        if (bad)
            printf("FAIL %s: %d wrong\n", name, bad);
        else
            printf("PASS %s: 3 rounds, %d threads\n", name, threads);
        failed += bad != 0;
    }
    return failed != 0;
}
