// The pool's allocation and release, each in a kernel of its own
// (tests/defects/warp-leader-loop-hang): their PTX must hold no loop.
#include "dpopt/dpopt.cuh"

__global__ void allocate(unsigned int bytes, unsigned char **space)
{
    *space = dpopt::pool_alloc(bytes);
}

__global__ void release()
{
    dpopt::pool_release();
}
