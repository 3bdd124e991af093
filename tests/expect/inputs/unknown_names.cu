// Names defined nowhere dpopt reads: unknown_names_missing.h is not beside this file (it
// stands for a header found only with an -I folder dpopt was not given),
// and OFF comes from the command line (-D). LANE_ID may be
// (threadIdx.x & 31) for all dpopt knows: it differs between threads.
#include "unknown_names_missing.h"
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }
__global__ void missing_header(int *p)
{
    child<<<1, 32>>>(p + (blockIdx.x * blockDim.x + threadIdx.x) * 32, LANE_ID);
}
__global__ void command_line(int *p)
{
    child<<<1, 32>>>(p + (blockIdx.x * blockDim.x + threadIdx.x) * 32, OFF);
}
