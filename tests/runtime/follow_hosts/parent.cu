// Input to `dpopt --flatten=grid` for tests/runtime/gpu-follow-hosts.sh: a
// parent whose threads each launch a child of 1 to 32 threads, launched by
// the host (run_parent), so that dpopt follows it with the fused grid's own
// launch and sets aside room for its batch. This file starts no host thread
// (dpopt would then give each grid a state of its own): threads.cu calls
// run_parent from several threads at once.
#include <cuda_runtime.h>

#include "follow_hosts.h"

__global__ void child(unsigned *out, unsigned tag, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&out[(tag * 7u + (unsigned)i) % FOLLOW_WORDS], tag + (unsigned)i);
}

__global__ void parent(unsigned *out, unsigned salt)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, salt + (unsigned)j, j % 32 + 1);
}

void run_parent(unsigned *out, unsigned salt)
{
    parent<<<FOLLOW_BLOCKS, FOLLOW_BLOCK_THREADS>>>(out, salt);
}
