// The CDP program behind tests/runtime/gpu-grid-flat.sh: dpopt
// --flatten=grid rewrites it, and the rewritten program must do what this
// one does. Each parent thread launches a child of `sizes[t]` threads that
// adds its launch's number into its own part of `out` (a thread run twice
// shows as twice the number). The cases:
// - 5,000 launches from blocks of 128 threads, a batch too large for the
//   grid's last block to run itself (runtime grid_flat.cuh: a fused grid).
//   The sizes reach the walk's corners: long runs of launches of no
//   threads (a lane's search gallops past them), launches of one thread, a
//   launch of 65,536 threads (the most one launch may put into the batch)
//   and one of 100,000 (made as written), and more threads than the fused
//   grid has (each warp takes a share of many).
// - 20,000 launches, 12 million child threads, the long ones side by
//   side as a graph's hubs: each lane of the fused grid takes tens of
//   turns, its warp's share crossing many launches.
// - 300 small launches from blocks of 128 threads: few enough child threads
//   for the grid's last block to run them itself (grid_flat_close).
// - 300 launches of no threads: a batch of launches but no thread.
// - 100 small launches from blocks of 16 x 3 threads: the same by a block
//   of two dimensions whose last warp has 16 lanes.
// - the large case again from a kernel whose name the program also uses
//   (an attribute), so that dpopt leaves its launch as written: its grid's
//   last block launches the fused grid from the device. (The others'
//   host launches are followed by the fused grid's own launch.)
// - 66,000 launches of 65,536 threads, past 2^32 - 1 child threads in one
//   batch (counted wide: the blocks past it make their launches as written).
// - the large case with a child bounded to 64 threads a block
//   (__launch_bounds__(64)), followed and launched from the device: the
//   fused grid runs dpopt's blocks of 256 threads, so it must not repeat
//   the child's bounds (it did: its launch failed, no child thread ran).
// Each case runs twice: the batch starts over.
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void fill(int *out, int n, int id)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        atomicAdd(&out[j], id);
}

__global__ void parent(const int *sizes, const int *offsets, int launches, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches) {
        int n = sizes[t];
        fill<<<(n + 63) / 64 + 1, 64, 0, cudaStreamFireAndForget>>>(out + offsets[t], n, t + 1);
    }
}

// The same from blocks of two dimensions.
__global__ void parent_2d(const int *sizes, const int *offsets, int launches, int *out)
{
    int t = blockIdx.x * (blockDim.x * blockDim.y) + threadIdx.y * blockDim.x + threadIdx.x;
    if (t < launches) {
        int n = sizes[t];
        fill<<<(n + 63) / 64 + 1, 64, 0, cudaStreamFireAndForget>>>(out + offsets[t], n, t + 1);
    }
}

// The same, its name also given to cudaFuncSetAttribute.
__global__ void parent_kept(const int *sizes, const int *offsets, int launches, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches) {
        int n = sizes[t];
        fill<<<(n + 63) / 64 + 1, 64, 0, cudaStreamFireAndForget>>>(out + offsets[t], n, t + 1);
    }
}

// The same with a child bounded below the fused grid's block, followed and
// (its name also given to cudaFuncSetAttribute) not.
__global__ void __launch_bounds__(64) fill_narrow(int *out, int n, int id)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        atomicAdd(&out[j], id);
}

__global__ void parent_narrow(const int *sizes, const int *offsets, int launches, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches) {
        int n = sizes[t];
        fill_narrow<<<(n + 63) / 64 + 1, 64, 0, cudaStreamFireAndForget>>>(out + offsets[t], n, t + 1);
    }
}

__global__ void parent_narrow_kept(const int *sizes, const int *offsets, int launches, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches) {
        int n = sizes[t];
        fill_narrow<<<(n + 63) / 64 + 1, 64, 0, cudaStreamFireAndForget>>>(out + offsets[t], n, t + 1);
    }
}

// Past 2^32 child threads: 66,000 launches of 65,536 threads (1,024
// blocks of 64), each counting its threads into count[t], a warp at a time
// (one word a thread would take 17 GB).
__global__ void count_threads(int *count, int n, int id)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int mine = __reduce_add_sync(0xffffffffu, j < n ? 1u : 0u);
    if (threadIdx.x % 32 == 0 && mine)
        atomicAdd(&count[id], (int)mine);
}

__global__ void parent_wide(int launches, int n, int *count)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches)
        count_threads<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(count, n, t);
}

// The batch's threads would pass 2^32 - 1 (runtime block_batch.cuh: counted
// wide): the launches of the blocks past it are made as written, each child
// thread still runs once. Twice, as the other cases.
static int run_wide_case()
{
    const int launches = 66000, n = 65536;
    int *d_count;
    cudaMalloc(&d_count, launches * sizeof(int));
    int bad = 0;
    for (int round = 0; round < 2; round++) {
        cudaMemset(d_count, 0, launches * sizeof(int));
        parent_wide<<<(launches + 127) / 128, 128>>>(launches, n, d_count);
        cudaError_t err = cudaDeviceSynchronize();
        if (err != cudaSuccess) {
            printf("FAIL past 2^32 child threads, round %d: %s\n", round, cudaGetErrorString(err));
            return 1;
        }
        std::vector<int> count(launches);
        cudaMemcpy(count.data(), d_count, launches * sizeof(int), cudaMemcpyDeviceToHost);
        for (int t = 0; t < launches; t++)
            if (count[t] != n && bad++ < 5)
                printf("FAIL past 2^32 child threads, round %d: launch %d ran %d threads\n", round, t, count[t]);
    }
    cudaFree(d_count);
    if (bad) {
        printf("FAIL past 2^32 child threads: %d launches wrong\n", bad);
        return 1;
    }
    printf("PASS past 2^32 child threads: %d launches, %lld child threads, twice\n", launches, (long long)launches * n);
    return 0;
}

enum Parent { PARENT, PARENT_2D, PARENT_KEPT, PARENT_NARROW, PARENT_NARROW_KEPT };

static int large_size(int t)
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
        return 4096;
    return (t * 37) % 97;     // 0 to 96
}

// Hubs first: launches 0 to 499 of 8,523 to 20,000 threads, then a long
// tail of 0 to 600.
static int skewed_size(int t)
{
    if (t < 500)
        return 20000 - t * 23;
    return (t * 131) % 601;
}

static int no_threads(int) { return 0; }

static int small_size(int t) { return t % 4 == 0 ? 0 : t % 5; }

// Runs one case twice; 0 when every child thread wrote where it should.
static int run_case(const char *name, int launches, int (*size_of)(int), Parent which)
{
    std::vector<int> sizes(launches), offsets(launches);
    long long total = 0;
    for (int t = 0; t < launches; t++) {
        sizes[t] = size_of(t);
        offsets[t] = (int)total;
        total += sizes[t];
    }
    int *d_sizes, *d_offsets, *d_out;
    cudaMalloc(&d_sizes, launches * sizeof(int));
    cudaMalloc(&d_offsets, launches * sizeof(int));
    cudaMalloc(&d_out, total * sizeof(int));
    cudaMemcpy(d_sizes, sizes.data(), launches * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_offsets, offsets.data(), launches * sizeof(int), cudaMemcpyHostToDevice);
    int bad = 0;
    for (int round = 0; round < 2; round++) {
        cudaMemset(d_out, 0, total * sizeof(int));
        if (which == PARENT_2D)
            parent_2d<<<(launches + 47) / 48, dim3(16, 3)>>>(d_sizes, d_offsets, launches, d_out);
        else if (which == PARENT_KEPT)
            parent_kept<<<(launches + 127) / 128, 128>>>(d_sizes, d_offsets, launches, d_out);
        else if (which == PARENT_NARROW)
            parent_narrow<<<(launches + 127) / 128, 128>>>(d_sizes, d_offsets, launches, d_out);
        else if (which == PARENT_NARROW_KEPT)
            parent_narrow_kept<<<(launches + 127) / 128, 128>>>(d_sizes, d_offsets, launches, d_out);
        else
            parent<<<(launches + 127) / 128, 128>>>(d_sizes, d_offsets, launches, d_out);
        cudaError_t err = cudaDeviceSynchronize();
        if (err != cudaSuccess) {
            printf("FAIL %s, round %d: %s\n", name, round, cudaGetErrorString(err));
            return 1;
        }
        std::vector<int> out(total);
        cudaMemcpy(out.data(), d_out, total * sizeof(int), cudaMemcpyDeviceToHost);
        for (int t = 0; t < launches; t++)
            for (int j = 0; j < sizes[t]; j++)
                if (out[offsets[t] + j] != t + 1 && bad++ < 5)
                    printf("FAIL %s, round %d: launch %d thread %d wrote %d\n", name, round, t, j, out[offsets[t] + j]);
    }
    cudaFree(d_sizes);
    cudaFree(d_offsets);
    cudaFree(d_out);
    if (bad) {
        printf("FAIL %s: %d wrong values\n", name, bad);
        return 1;
    }
    printf("PASS %s: %d launches, %lld child threads, twice\n", name, launches, total);
    return 0;
}

int main()
{
    // As written, the skewed case makes 20,000 launches from one grid: more
    // than the device runtime's default 2,048 pending launches.
    // The wide case's 66,000 more.
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 70000);
    cudaFuncSetAttribute(parent_kept, cudaFuncAttributePreferredSharedMemoryCarveout, cudaSharedmemCarveoutDefault);
    cudaFuncSetAttribute(parent_narrow_kept, cudaFuncAttributePreferredSharedMemoryCarveout, cudaSharedmemCarveoutDefault);
    int failed = run_case("large batch", 5000, large_size, PARENT);
    failed += run_case("skewed batch", 20000, skewed_size, PARENT);
    failed += run_case("skewed batch, its fused grid launched from the device", 20000, skewed_size, PARENT_KEPT);
    failed += run_case("small batch", 300, small_size, PARENT);
    failed += run_case("launches of no threads only", 300, no_threads, PARENT);
    failed += run_case("small batch, 16 x 3 blocks", 100, small_size, PARENT_2D);
    failed += run_case("large batch, its fused grid launched from the device", 5000, large_size, PARENT_KEPT);
    failed += run_case("large batch, a child of __launch_bounds__(64)", 5000, large_size, PARENT_NARROW);
    failed += run_case("large batch, a child of __launch_bounds__(64), its fused grid launched from the device", 5000,
                       large_size, PARENT_NARROW_KEPT);
    failed += run_wide_case();
    return failed != 0;
}
