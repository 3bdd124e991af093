// A kernel that launches itself (a tree of depth DEPTH, each thread of a
// node launching a child node while the depth allows), and a parent whose
// threads launch a leaf child: run RUNS times from the host, as a program
// with a time loop does. Each run's count is checked, and, in dpopt's
// output, that the launch pool holds nothing once the run's grids are done.
// Found on the bench suite (qt, 2026-11-26): under --remove=t1, t2 and auto,
// the recursion's last level, which records no launch, kept its space, so
// the pool never emptied; each run took more of it, then of the device heap,
// and the eighth run of qt stopped the grid ("neither the launch pool nor
// the device heap has" room). Built with a small pool and heap so that a
// space kept runs them out within a few runs even without the check.
#include <cstdio>
#include <cuda_runtime.h>

#define DEPTH 3
#define FANOUT 2
#define NODE_BLOCK 32
#define RUNS 200

__global__ void node(unsigned int *count, int depth)
{
    atomicAdd(count, 1u);
    if (depth < DEPTH && threadIdx.x < FANOUT)
        node<<<1, NODE_BLOCK, 0, cudaStreamFireAndForget>>>(count, depth + 1);
}

__global__ void leaf(unsigned int *count, int value)
{
    atomicAdd(count, (unsigned int)value);
}

__global__ void parent(unsigned int *count, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(count, i % 3);
}

// Threads of the tree: every node runs NODE_BLOCK threads, FANOUT of them
// launching a node one level down.
static unsigned int tree_threads(int roots)
{
    unsigned int nodes = 0, level = (unsigned int)roots;
    for (int d = 0; d <= DEPTH; d++) {
        nodes += level;
        level *= FANOUT;
    }
    return nodes * NODE_BLOCK;
}

int main()
{
    cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1u << 20);
    const int roots = 32, n = 1024; // under 2,048 launches pending at once
    unsigned int want_leaves = 0;
    for (int i = 0; i < n; i++)
        want_leaves += 32u * (unsigned int)(i % 3);
    unsigned int *count;
    if (cudaMalloc(&count, 2 * sizeof *count) != cudaSuccess) {
        printf("FAIL setup\n");
        return 1;
    }
    for (int run = 0; run < RUNS; run++) {
        cudaMemset(count, 0, 2 * sizeof *count);
        node<<<roots, NODE_BLOCK>>>(count, 0);
        parent<<<n / 128, 128>>>(count + 1, n);
        cudaError_t e = cudaDeviceSynchronize();
        unsigned int got[2] = {0, 0};
        if (e == cudaSuccess)
            e = cudaMemcpy(got, count, sizeof got, cudaMemcpyDeviceToHost);
        if (e != cudaSuccess) {
            printf("FAIL run %d: %s\n", run, cudaGetErrorString(e));
            return 1;
        }
        if (got[0] != tree_threads(roots) || got[1] != want_leaves) {
            printf("FAIL run %d: tree %u (want %u), leaves %u (want %u)\n", run, got[0], tree_threads(roots), got[1],
                   want_leaves);
            return 1;
        }
#ifdef DPOPT_RUNTIME_POOL_CUH
        if (dpopt::pool_in_flight() != 0) {
            printf("FAIL run %d: the launch pool still counts %u batch spaces in flight\n", run,
                   dpopt::pool_in_flight());
            return 1;
        }
#endif
    }
    printf("PASS %d runs\n", RUNS);
    return 0;
}
