/*
 * bench/apps/dyncall/cdp1_sync.cu - the DynCall codelet (Free Launch, figure
 * 1) in its original synchronous form, as CDP1 code was written: after each
 * child launch the parent thread waits for the child with a device-side
 * cudaDeviceSynchronize() and then uses the child's result.
 *
 * NOT BUILDABLE with CUDA 13 for sm_90 (CDP2 has no device-side
 * cudaDeviceSynchronize); see NOT_BUILDABLE.  Kept as an input for launch
 * removal, which makes it runnable.
 */
#include <cuda_runtime.h>

#include "dyncall.h"
#include "harness.h"

__global__ void childKernel(const int *A, unsigned long long *R, int P_i, int P_threadID)
{
    __shared__ int AS[DC_CHILD_BLOCK];
    int threadID = threadIdx.x + blockIdx.x * blockDim.x;

    /* Load data from global memory to shared memory. */
    AS[threadIdx.x] = A[threadID];
    __syncthreads();

    if (AS[threadIdx.x] == (P_i + P_threadID) % DC_VALUES)
        atomicAdd(&R[P_threadID], (unsigned long long)threadID);
}

__global__ void parentKernel(dc_problem p)
{
    int threadID = threadIdx.x + blockIdx.x * blockDim.x;
    if (threadID < p.n_parents && p.flags[threadID] != 0) { /* launching condition */
        for (int i = 0; i < p.loop; i++) {
            /* Child kernel grid and thread block dimensions. */
            int childGDim = DC_CHILD_GRID;
            int childBDim = DC_CHILD_BLOCK;
            childKernel<<<childGDim, childBDim>>>(p.A, p.R, i, threadID);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
            cudaDeviceSynchronize(); /* wait for childKernel to finish */

            /* Other computations: use the child's result. */
            p.S[threadID] += p.R[threadID];
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
