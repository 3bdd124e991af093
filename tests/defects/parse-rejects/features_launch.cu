struct __align__(16) P { float a, b, c, d; };
__global__ void __launch_bounds__(64, 4, 1) child(int *o, const __grid_constant__ int n) { o[threadIdx.x] = n; }
__global__ void parent(int *o, int n)
{
#if 0
    child<<<1, 1>>>(o, 1)
#else
    if (threadIdx.x == 0)
        child<<<1, 64>>>(o, n);
#endif
}
