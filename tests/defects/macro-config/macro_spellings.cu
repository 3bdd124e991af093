#include "macro_header.h"
#define ARGS o, n
#define LOCAL_ARG (t * 2)
#define DIV_UP(a, b) (((a) + (b) - 1) / (b))
#define BLOCK 128
__global__ void child(int *o, int n) { o[threadIdx.x] = n; }
__global__ void from_header(int *o, int n) { child<<<HCFG(n)>>>(o, n); }
__global__ void args_macro(int *o, int n) { child<<<1, 32>>>(ARGS); }
__global__ void local_arg(int *o, int n)
{
    int t = threadIdx.x;
    child<<<1, 32>>>(o, LOCAL_ARG);
}
__global__ void header_tid(int *o, int n) { child<<<1, 32>>>(o, HTID); }
__global__ void closed(int *o, int n) { child<<<DIV_UP(n, BLOCK), BLOCK>>>(o, n); }
