// A kernel passing its parameter to functions that may change it: one
// dpopt cannot see (defined in another file) and one taking it by
// reference. The note says it may change, and through which call; a
// parameter passed by value is read only.
__device__ int tally(int &count);
__device__ void bump(int &x) { x += 1; }
__device__ int twice(int x) { return 2 * x; }
__global__ void child(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] += 1;
}
__global__ void elsewhere_parent(int *a, int m, int n)
{
    a[threadIdx.x] = tally(m);
    if (threadIdx.x == 0)
        child<<<1, n>>>(a, n);
}
__global__ void reference_parent(int *a, int m, int n)
{
    bump(m);
    a[threadIdx.x] = m;
    if (threadIdx.x == 0)
        child<<<1, n>>>(a, n);
}
__global__ void value_parent(int *a, int m, int n)
{
    a[threadIdx.x] = twice(m);
    if (threadIdx.x == 0)
        child<<<1, n>>>(a, n);
}
int main()
{
    int *a;
    cudaMalloc(&a, 3 * 32 * sizeof(int));
    elsewhere_parent<<<1, 32>>>(a, 4, 32);
    reference_parent<<<1, 32>>>(a + 32, 4, 32);
    value_parent<<<1, 32>>>(a + 64, 4, 32);
    cudaDeviceSynchronize();
    return 0;
}
