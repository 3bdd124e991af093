// The CDP program behind tests/runtime/gpu-grid-flat.sh's second check: a
// child with warp-wide operations, which dpopt --flatten=grid runs in whole
// warps (each step of a walking warp one warp of the child, lane for lane).
// Each parent thread t launches a child of sizes[t] counted threads in
// blocks of `block` threads (one more block than it needs, all idle); the child's threads add j + 1 for each of
// their indices j below the size into sums[t], one atomic per warp, after a
// warp-wide reduction over the lanes that have an index. Threads past the
// size leave first: the others name only themselves in the reduction, as a
// careful program does, so a lane that has left must not be counted in
// another warp of the child. Each sum must be n (n + 1) / 2. Cases:
// - 4,000 launches from blocks of 128 threads, child blocks of 64: a batch
//   for a fused grid, with launches of no threads, of one warp and of 4,096
//   threads among them;
// - 20,000 launches of 12 million threads, the long ones side by side (a
//   graph's hubs): each lane of the fused grid takes tens of turns, its
//   warp's share crossing many launches, each step one warp of a child;
// - 300 small launches from blocks of 128: the grid's last block walks them;
// - 100 small launches from blocks of 16 x 3 threads: that block's last warp
//   has 16 lanes, so the batch gets a fused grid instead;
// - 200 launches of child blocks of 48 threads, not whole warps: made as
//   written (a child warp of 16 lanes).
// Each case runs twice: the batch starts over.
#include <cstdio>
#include <vector>

__global__ void warp_sum(unsigned long long *sums, int n, int id)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    // The lanes of this warp of the block (its last warp may be short).
    unsigned int first = threadIdx.x & ~31u, lanes = blockDim.x - first < 32u ? blockDim.x - first : 32u;
    unsigned int warp_lanes = lanes == 32u ? 0xffffffffu : (1u << lanes) - 1u;
    unsigned int counted = __ballot_sync(warp_lanes, j < n);
    if (j >= n)
        return;
    unsigned int sum = __reduce_add_sync(counted, (unsigned int)(j + 1));
    if ((threadIdx.x & 31u) == (unsigned int)(__ffs(counted) - 1))
        atomicAdd(&sums[id], (unsigned long long)sum);
}

__global__ void parent(const int *sizes, int launches, int block, unsigned long long *sums)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches) {
        int n = sizes[t];
        warp_sum<<<n / block + 1, block, 0, cudaStreamFireAndForget>>>(sums, n, t);
    }
}

// The same from blocks of two dimensions.
__global__ void parent_2d(const int *sizes, int launches, int block, unsigned long long *sums)
{
    int t = blockIdx.x * (blockDim.x * blockDim.y) + threadIdx.y * blockDim.x + threadIdx.x;
    if (t < launches) {
        int n = sizes[t];
        warp_sum<<<n / block + 1, block, 0, cudaStreamFireAndForget>>>(sums, n, t);
    }
}

static int large_size(int t)
{
    if (t % 1000 < 400)
        return 0;    // launches of no threads
    if (t % 13 == 0)
        return 32;   // one warp
    if (t % 97 == 0)
        return 4096;
    return (t * 37) % 200;
}

// Hubs first: launches 0 to 499 of 8,523 to 20,000 threads, then a tail
// of 0 to 500.
static int skewed_size(int t)
{
    if (t < 500)
        return 20000 - t * 23;
    return (t * 131) % 501;
}

static int small_size(int t) { return t % 4 == 0 ? 0 : t % 7; }

static int run_case(const char *name, int launches, int (*size_of)(int), int block, bool two_d)
{
    std::vector<int> sizes(launches);
    for (int t = 0; t < launches; t++)
        sizes[t] = size_of(t);
    int *d_sizes;
    unsigned long long *d_sums;
    cudaMalloc(&d_sizes, launches * sizeof(int));
    cudaMalloc(&d_sums, launches * sizeof(unsigned long long));
    cudaMemcpy(d_sizes, sizes.data(), launches * sizeof(int), cudaMemcpyHostToDevice);
    int bad = 0;
    for (int round = 0; round < 2; round++) {
        cudaMemset(d_sums, 0, launches * sizeof(unsigned long long));
        if (two_d)
            parent_2d<<<(launches + 47) / 48, dim3(16, 3)>>>(d_sizes, launches, block, d_sums);
        else
            parent<<<(launches + 127) / 128, 128>>>(d_sizes, launches, block, d_sums);
        cudaError_t err = cudaDeviceSynchronize();
        if (err != cudaSuccess) {
            printf("FAIL %s, round %d: %s\n", name, round, cudaGetErrorString(err));
            return 1;
        }
        std::vector<unsigned long long> sums(launches);
        cudaMemcpy(sums.data(), d_sums, launches * sizeof(unsigned long long), cudaMemcpyDeviceToHost);
        for (int t = 0; t < launches; t++) {
            unsigned long long n = (unsigned long long)sizes[t], want = n * (n + 1) / 2;
            if (sums[t] != want && bad++ < 5)
                printf("FAIL %s, round %d: launch %d of %llu threads summed %llu, not %llu\n", name, round, t, n,
                       sums[t], want);
        }
    }
    cudaFree(d_sizes);
    cudaFree(d_sums);
    if (bad) {
        printf("FAIL %s: %d wrong sums\n", name, bad);
        return 1;
    }
    printf("PASS %s: %d launches, twice\n", name, launches);
    return 0;
}

int main()
{
    // As written, the skewed case makes 20,000 launches from one grid: more
    // than the device runtime's default 2,048 pending launches.
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 32768);
    int failed = run_case("whole warps, large batch", 4000, large_size, 64, false);
    failed += run_case("whole warps, skewed batch", 20000, skewed_size, 64, false);
    failed += run_case("whole warps, small batch", 300, small_size, 64, false);
    failed += run_case("whole warps, small batch from 16 x 3 blocks", 100, small_size, 64, true);
    failed += run_case("child blocks of 48 threads, made as written", 200, small_size, 48, false);
    return failed != 0;
}
