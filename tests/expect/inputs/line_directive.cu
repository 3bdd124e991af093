// The file's own #line directives (a generator's): the #line directives
// dpopt writes after generated code follow them (they named this file's
// own lines, which undid the mapping for the rest of the file).
#line 100 "kernels.cuy"
__global__ void child(int *p, int n) { int i = threadIdx.x; if (i < n) p[i] = 1; }
__global__ void parent(int *p, int n)
{
    int t = threadIdx.x;
    if (t < n)
        child<<<1, 32>>>(p + t * 32, 32);
    p[t] = 0;
}
#line 200
__global__ void other(int *p)
{
    __syncthreads();
    child<<<1, 32>>>(p, 32);
}
