/*
 * bench/apps/dyncall/cdp.cu - the DynCall codelet (Free Launch, figure 1) in
 * its CDP2-legal asynchronous form.
 *
 * The parent thread cannot wait for its child (no device-side
 * cudaDeviceSynchronize in CDP2), so it cannot read the child's result after
 * each iteration; instead each child adds its contribution to the parent's
 * running total S with the weight it has there (loop - i).  Children are
 * launched fire-and-forget; the host waits for the whole launch tree.
 */
#include <cuda_runtime.h>

#include "dyncall.h"
#include "harness.h"

__global__ void childKernel(const int *A, unsigned long long *R, unsigned long long *S, int P_i,
                            int P_threadID, int P_weight)
{
    __shared__ int AS[DC_CHILD_BLOCK];
    int threadID = threadIdx.x + blockIdx.x * blockDim.x;

    /* Load data from global memory to shared memory. */
    AS[threadIdx.x] = A[threadID];
    __syncthreads();

    if (AS[threadIdx.x] == (P_i + P_threadID) % DC_VALUES) {
        atomicAdd(&R[P_threadID], (unsigned long long)threadID);
        atomicAdd(&S[P_threadID], (unsigned long long)P_weight * threadID);
    }
}

__global__ void parentKernel(dc_problem p)
{
    int threadID = threadIdx.x + blockIdx.x * blockDim.x;
    if (threadID < p.n_parents && p.flags[threadID] != 0) { /* launching condition */
        for (int i = 0; i < p.loop; i++) {
            /* Child kernel grid and thread block dimensions. */
            int childGDim = DC_CHILD_GRID;
            int childBDim = DC_CHILD_BLOCK;
            childKernel<<<childGDim, childBDim, 0, cudaStreamFireAndForget>>>(
                p.A, p.R, p.S, i, threadID, p.loop - i);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
        }
    }
}

void dc_variant_run(const dc_problem *p)
{
    int blocks = (p->n_parents + DC_PARENT_BLOCK - 1) / DC_PARENT_BLOCK;
    if (blocks > 0) {
        parentKernel<<<blocks, DC_PARENT_BLOCK>>>(*p);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
