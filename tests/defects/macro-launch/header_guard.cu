#include "position_header.h"
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p)
{
    int t = HTID;
    if (t == 0)
        child<<<1, 32>>>(p);
}
int main() { int *p; cudaMalloc(&p, 256); parent<<<1, 64>>>(p); return 0; }
