/*
 * bench/apps/dyncall/flat.cu - the DynCall codelet without dynamic
 * parallelism: one flat grid with one block per (parent thread, iteration,
 * child block).  A block whose parent thread fails the launching condition
 * exits at once; the others do the child block's work.
 */
#include <cuda_runtime.h>

#include "dyncall.h"
#include "harness.h"

__global__ void dyncall_flat(dc_problem p)
{
    __shared__ int AS[DC_CHILD_BLOCK];

    /* Which child block of which launch this block stands for. */
    int child_block = blockIdx.x % DC_CHILD_GRID;
    int launch = blockIdx.x / DC_CHILD_GRID;
    int i = launch % p.loop;
    int parent = launch / p.loop;
    if (p.flags[parent] == 0) /* launching condition (uniform in the block) */
        return;

    int threadID = threadIdx.x + child_block * DC_CHILD_BLOCK;
    AS[threadIdx.x] = p.A[threadID];
    __syncthreads();

    if (AS[threadIdx.x] == (i + parent) % DC_VALUES) {
        atomicAdd(&p.R[parent], (unsigned long long)threadID);
        atomicAdd(&p.S[parent], (unsigned long long)(p.loop - i) * threadID);
    }
}

void dc_variant_run(const dc_problem *p)
{
    long long blocks = (long long)p->n_parents * p->loop * DC_CHILD_GRID;
    if (blocks > 0) {
        dyncall_flat<<<(unsigned int)blocks, DC_CHILD_BLOCK>>>(*p);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
