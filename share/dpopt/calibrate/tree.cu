/* dpopt-calibrate's recursive program: a tree of nodes, each a block whose
 * threads write one value each and whose first thread launches the node's
 * FAN children, down to LEVELS levels: as one grid of FAN blocks, or (built
 * with -DTREE_BLOCKS) as FAN grids of one block each.
 * dpopt-calibrate builds it as written, level by level and by the
 * persistent version, runs it at a few (LEVELS, B) and fits each form's
 * cost per grid, per launch and per child thread (docs/optimize.md).
 * Usage: tree LEVELS:B [LEVELS:B ...]; prints "launches threads-per-launch
 * milliseconds" each (the median of the runs), after checking every node. */
#include <vector>

#include "calibrate.cuh"

#define FAN 4

/* Nodes are numbered as in a heap: node k's children are FAN * k + 1 ...
 * FAN * k + 4. Built with TREE_BLOCKS, each child is a launch of its own,
 * as a quicksort launches its parts; else the FAN children are one grid.
 */
#ifdef TREE_BLOCKS
#define LAUNCH_BLOCKS 1
__global__ void calib_tree(float *out, int first, int level, int levels)
{
    int node = first + blockIdx.x;
    out[(size_t)node * blockDim.x + threadIdx.x] = (float)level + 1.0f;
    if (threadIdx.x == 0 && level + 1 < levels) {
        calib_tree<<<1, blockDim.x, 0, cudaStreamFireAndForget>>>(out, FAN * node + 1, level + 1, levels);
        calib_tree<<<1, blockDim.x, 0, cudaStreamFireAndForget>>>(out, FAN * node + 2, level + 1, levels);
        calib_tree<<<1, blockDim.x, 0, cudaStreamFireAndForget>>>(out, FAN * node + 3, level + 1, levels);
        calib_tree<<<1, blockDim.x, 0, cudaStreamFireAndForget>>>(out, FAN * node + 4, level + 1, levels);
    }
}
#else
#define LAUNCH_BLOCKS FAN
__global__ void calib_tree(float *out, int first, int level, int levels)
{
    int node = first + blockIdx.x;
    out[(size_t)node * blockDim.x + threadIdx.x] = (float)level + 1.0f;
    if (threadIdx.x == 0 && level + 1 < levels)
        calib_tree<<<FAN, blockDim.x, 0, cudaStreamFireAndForget>>>(out, FAN * node + 1, level + 1, levels);
}
#endif

static long long nodes_of(int levels)
{
    long long n = 0, width = FAN;
    for (int l = 0; l < levels; l++, width *= FAN)
        n += width;
    return n + 1; /* node 0, never written: the first grid's blocks are nodes 1 ... FAN */
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: tree LEVELS:B [LEVELS:B ...]\n");
        return 2;
    }
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("gpu %s\n", prop.name);
    /* Room on the device heap for the lists a persistent version keeps per
     * level and site (it says so, and stops, when a level finds none). */
    CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, (size_t)256 << 20));
    for (int a = 1; a < argc; a++) {
        int levels, b;
        if (sscanf(argv[a], "%d:%d", &levels, &b) != 2 || levels < 1 || levels > 9 || b < 1 || b > 1024) {
            fprintf(stderr, "tree: '%s' is not LEVELS:B (1 to 9 levels, 1 to 1024 threads)\n", argv[a]);
            return 2;
        }
        long long nodes = nodes_of(levels), launches = (nodes - 1) / LAUNCH_BLOCKS;
        CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)launches + launches / 8 + 64));
        size_t total = (size_t)nodes * b;
        float *out;
        CHECK(cudaMalloc(&out, total * sizeof *out));
        std::vector<double> times;
        for (int r = 0; r < RUNS + 2; r++) {
            CHECK(cudaMemset(out, 0, total * sizeof *out));
            Timing t = timing_start();
            calib_tree<<<FAN, b>>>(out, 1, 0, levels);
            double ms = timing_stop(t);
            if (r >= 2)
                times.push_back(ms);
        }
        std::vector<float> h_out(total);
        CHECK(cudaMemcpy(h_out.data(), out, total * sizeof *out, cudaMemcpyDeviceToHost));
        long long first = 1, width = FAN;
        for (int l = 0; l < levels; l++, first = first * FAN + 1, width *= FAN)
            for (long long k = first * b; k < (first + width) * b; k++)
                if (h_out[k] != (float)l + 1.0f) {
                    fprintf(stderr, "tree: LEVELS=%d B=%d: node %lld holds %g, not %d\n", levels, b, k / b, h_out[k],
                            l + 1);
                    return 1;
                }
        printf("%lld %d %.6f\n", launches, LAUNCH_BLOCKS * b, median_of(times));
        CHECK(cudaFree(out));
    }
    return 0;
}
