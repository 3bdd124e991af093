#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "bench/apps/dyncall/cdp.cu"
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

// dpopt: childKernel run by a single thread (launch removal, T4).
__device__ void childKernel_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *A, unsigned long long *R, unsigned long long *S, int P_i, int P_threadID, int P_weight);

#line 16 "bench/apps/dyncall/cdp.cu"
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

// dpopt: childKernel, every thread of one of its blocks run in turn by the calling thread.
__device__ void childKernel_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *A, unsigned long long *R, unsigned long long *S, int P_i, int P_threadID, int P_weight)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int AS[DC_CHILD_BLOCK]; // the block's shared memory: this thread's own now
    unsigned long long dp_sum0 = 0; // atomicAdd(&R[P_threadID], ...) on line 27, added up for the block
    // dp_sum0 also adds up atomicAdd(&S[P_threadID], ...) on line 28: the same value, added with it,
    // without its factor (unsigned long long)P_weight, which multiplies the sum once
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 20 "bench/apps/dyncall/cdp.cu"
            int threadID = dp_threadIdx.x + dp_blockIdx.x * dp_blockDim.x;
#line 23 "bench/apps/dyncall/cdp.cu"
            AS[dp_threadIdx.x] = A[threadID];
            // __syncthreads() (line 24) orders nothing here: each thread keeps to its own
            // slot of the shared memory, and what the threads read before it no thread writes
#line 26 "bench/apps/dyncall/cdp.cu"
            if (AS[dp_threadIdx.x] == (P_i + P_threadID) % DC_VALUES) {
                dp_sum0 += (unsigned long long)threadID;
                // atomicAdd on line 28: added up in dp_sum0
            }
        }();
    }
    if (dp_sum0 != 0) {
        atomicAdd(&R[P_threadID], dp_sum0);
        atomicAdd(&S[P_threadID], (unsigned long long)P_weight * dp_sum0);
    }
}
#line 30 "bench/apps/dyncall/cdp.cu"


// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
#line 32 "bench/apps/dyncall/cdp.cu"
__global__ void __launch_bounds__(1024) parentKernel(dc_problem p)
{
    int threadID = threadIdx.x + blockIdx.x * blockDim.x;
    if (threadID < p.n_parents && p.flags[threadID] != 0) { /* launching condition */
        for (int i = 0; i < p.loop; i++) {
            /* Child kernel grid and thread block dimensions. */
            int childGDim = DC_CHILD_GRID;
            int childBDim = DC_CHILD_BLOCK;
            {
                // dpopt: childKernel<<<childGDim, childBDim>>> removed (T4): this thread runs the child's threads itself
                const dim3 dp_grid = childGDim, dp_block = childBDim;
                auto dp_arg0 = p.A;
                auto dp_arg1 = p.R;
                auto dp_arg2 = p.S;
                auto dp_arg3 = i;
                auto dp_arg4 = threadID;
                auto dp_arg5 = p.loop - i;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        childKernel_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5);
            }
#line 42 "bench/apps/dyncall/cdp.cu"
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
