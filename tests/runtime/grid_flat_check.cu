// The CDP program behind tests/runtime/gpu-grid-flat.sh: dpopt
// --flatten=grid rewrites it, and the rewritten program must do what this
// one does. Each parent thread launches a child of `sizes[t]` threads that
// writes its launch's number into its own part of `out`. The sizes are
// chosen to reach grid_flat_enter's corners (runtime grid_flat.cuh): runs
// of launches of no threads crowding a block's window of first threads
// (the search goes on through L2), launches of one thread, a launch of
// 65,536 threads (the most one launch may put into the batch) and one of
// 100,000 (made as written), launches ending exactly at a chunk's edge, and
// more chunks than the fused grid has blocks (each block takes several).
// The parent grid runs twice: the batch starts over.
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void fill(int *out, int n, int id)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[j] = id;
}

__global__ void parent(const int *sizes, const int *offsets, int launches, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches) {
        int n = sizes[t];
        fill<<<(n + 63) / 64 + 1, 64, 0, cudaStreamFireAndForget>>>(out + offsets[t], n, t + 1);
    }
}

static int size_of(int t)
{
    if (t == 2500)
        return 65536;         // the most a launch may put into the batch
    if (t == 3500)
        return 100000;        // more: made as written
    if (t % 1000 < 600)
        return 0;             // long runs of launches of no threads
    if (t % 7 == 0)
        return 1;
    if (t % 11 == 0)
        return 4096;          // sixteen whole chunks
    return (t * 37) % 97;     // 0 to 96
}

int main()
{
    const int launches = 5000;
    std::vector<int> sizes(launches), offsets(launches);
    long long total = 0;
    for (int t = 0; t < launches; t++) {
        sizes[t] = size_of(t);
        offsets[t] = (int)total;
        total += sizes[t];
    }
    // As written, the program makes 5,000 launches from one grid: more than
    // the device runtime's default 2,048 pending launches.
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 8192);
    int *d_sizes, *d_offsets, *d_out;
    cudaMalloc(&d_sizes, launches * sizeof(int));
    cudaMalloc(&d_offsets, launches * sizeof(int));
    cudaMalloc(&d_out, total * sizeof(int));
    cudaMemcpy(d_sizes, sizes.data(), launches * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_offsets, offsets.data(), launches * sizeof(int), cudaMemcpyHostToDevice);
    int bad = 0;
    for (int round = 0; round < 2; round++) {
        cudaMemset(d_out, 0, total * sizeof(int));
        parent<<<(launches + 127) / 128, 128>>>(d_sizes, d_offsets, launches, d_out);
        cudaError_t err = cudaDeviceSynchronize();
        if (err != cudaSuccess) {
            printf("FAIL round %d: %s\n", round, cudaGetErrorString(err));
            return 1;
        }
        std::vector<int> out(total);
        cudaMemcpy(out.data(), d_out, total * sizeof(int), cudaMemcpyDeviceToHost);
        for (int t = 0; t < launches; t++)
            for (int j = 0; j < sizes[t]; j++)
                if (out[offsets[t] + j] != t + 1 && bad++ < 5)
                    printf("FAIL round %d: launch %d thread %d wrote %d\n", round, t, j, out[offsets[t] + j]);
    }
    if (bad) {
        printf("FAIL: %d wrong values\n", bad);
        return 1;
    }
    printf("PASS: %d launches, %lld child threads, twice\n", launches, total);
    return 0;
}
