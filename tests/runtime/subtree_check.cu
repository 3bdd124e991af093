// Thresholded recursion (issue 14): a kernel that launches itself, each
// launch one block of FAN threads, each thread visiting one node of a
// complete FAN-ary tree and launching the node's children, to a depth given
// on the command line. Every node is counted where it is visited, so a node
// visited twice or never, or a level short, shows. Under --threshold=N
// (N > FAN) no launch is made: the host's launch runs the whole tree in one
// thread, depth first, its launches waiting on that thread's stack; built
// with -DDPOPT_SUBTREE_LAUNCHES=2 the stack fills, and the launches that
// find it full are made after all. The "streams" form launches into a
// stream each thread creates for the launch, as CUDA's quicksort sample
// does; the default form into cudaStreamFireAndForget. Under
// --aggregate=grid (level by level) built with -DDPOPT_POOL_BYTES=4096 and
// run with "smallheap" (a device heap of 64 KB), the deeper levels fit
// neither the pool nor the heap: their launches run in the launching thread
// with their subtrees.
//   usage: subtree_check DEPTH [streams] [smallheap]   prints PASS or FAIL and the first wrong node
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define FAN 3

__device__ unsigned int launch_failures;

// Node `node` at `depth` (the root is node 0 at depth 0); its children are
// node * FAN + 1 .. node * FAN + FAN.
__global__ void visit(unsigned int *visits, unsigned int node, int depth, int max_depth)
{
    unsigned int child = node * FAN + 1 + threadIdx.x;
    atomicAdd(&visits[child], 1u);
    if (depth + 1 < max_depth) {
        visit<<<1, FAN, 0, cudaStreamFireAndForget>>>(visits, child, depth + 1, max_depth);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&launch_failures, 1u);
    }
}

__global__ void visit_streams(unsigned int *visits, unsigned int node, int depth, int max_depth)
{
    unsigned int child = node * FAN + 1 + threadIdx.x;
    atomicAdd(&visits[child], 1u);
    if (depth + 1 < max_depth) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        visit_streams<<<1, FAN, 0, s>>>(visits, child, depth + 1, max_depth);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&launch_failures, 1u);
        cudaStreamDestroy(s);
    }
}

int main(int argc, char **argv)
{
    int depth = argc > 1 ? atoi(argv[1]) : 6;
    bool streams = false, small_heap = false;
    for (int a = 2; a < argc; a++) {
        streams = streams || strcmp(argv[a], "streams") == 0;
        small_heap = small_heap || strcmp(argv[a], "smallheap") == 0;
    }
    if (depth < 1 || depth > 12) {
        fprintf(stderr, "usage: subtree_check DEPTH (1..12) [streams] [smallheap]\n");
        return 2;
    }
    // Nodes of a complete tree of `depth` levels below the root, and the
    // launches the program as written makes (one per node above the last
    // level): the pending-launch limit is raised to hold them all.
    unsigned int nodes = 1, level = 1;
    for (int d = 0; d < depth; d++) {
        level *= FAN;
        nodes += level;
    }
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, nodes);
    if (small_heap)
        cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 10);
    unsigned int *visits;
    cudaMalloc(&visits, nodes * sizeof(unsigned int));
    cudaMemset(visits, 0, nodes * sizeof(unsigned int));
    if (streams)
        visit_streams<<<1, FAN>>>(visits, 0, 0, depth);
    else
        visit<<<1, FAN>>>(visits, 0, 0, depth);
    cudaError_t err = cudaDeviceSynchronize();
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    unsigned int *host = (unsigned int *)malloc(nodes * sizeof(unsigned int));
    cudaMemcpy(host, visits, nodes * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    const char *form = streams ? (small_heap ? "streams smallheap " : "streams ") : small_heap ? "smallheap " : "";
    if (err != cudaSuccess) {
        printf("FAIL %sdepth %d: %s\n", form, depth, cudaGetErrorString(err));
        return 1;
    }
    if (failures) {
        printf("FAIL %sdepth %d: %u launches failed\n", form, depth, failures);
        return 1;
    }
    for (unsigned int n = 1; n < nodes; n++)
        if (host[n] != 1) {
            printf("FAIL %sdepth %d: node %u visited %u times\n", form, depth, n, host[n]);
            return 1;
        }
    printf("PASS %sdepth %d: %u nodes each visited once\n", form, depth, nodes - 1);
    free(host);
    cudaFree(visits);
    return 0;
}
