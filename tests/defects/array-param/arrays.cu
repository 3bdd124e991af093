// Parameters written as arrays and functions are the pointers the language
// makes of them: the child's (records, copies), and the parent's (the
// persistent and followed copies of the kernel, which declare them again).
__device__ int twice(int v) { return 2 * v; }
__global__ void child(int idx, int results[], int fixed[10], const float m[][4], int *ptrs[], int f(int), int (*pm)[4])
{
    if (threadIdx.x == 0 && f)
        results[idx] = fixed[idx] + (int)m[idx][1] + *ptrs[idx] + pm[idx][0];
}
__global__ void parent(int results[], int fixed[10], const float m[][4], int *ptrs[], int (*pm)[4], int n)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx < n && m[idx][0] > 0)
        child<<<1, 32>>>(idx, results, fixed, m, ptrs, twice, pm);
}
__global__ void leaf(int out[], const float m[][4]) { out[threadIdx.x] = (int)m[threadIdx.x][0]; }
__global__ void chain(int out[], const float m[][4], int depth)
{
    out[depth] = (int)m[depth][0];
    if (threadIdx.x == 0 && depth > 0)
        chain<<<1, 1>>>(out, m, depth - 1);
}
void run(int *r, int *fx, const float (*m)[4], int **p, int (*pm)[4], int n)
{
    parent<<<(n + 127) / 128, 128>>>(r, fx, m, p, pm, n);
    leaf<<<1, 32>>>(r, m);
    chain<<<1, 1>>>(r, m, 8);
}
