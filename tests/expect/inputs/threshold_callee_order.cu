// --threshold: a kernel's launch into its block's NULL stream after one a
// device function it calls makes into that stream (the review's miscompile:
// run in place, `sum` overtook `fill`, still running, and read `a` before it
// was written), and the control, whose helper launches into
// cudaStreamFireAndForget, which orders nothing: thresholded.
__global__ void fill(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = i;
}

__global__ void sum(int *a, int n, int *out)
{
    int t = 0;
    for (int i = 0; i < n; i++)
        t += a[i];
    out[threadIdx.x] = t;
}

__device__ void start_fill(int *a, int n)
{
    fill<<<(n + 255) / 256, 256>>>(a, n);
}

__global__ void parent(int *a, int n, int *out)
{
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        start_fill(a, n);
        sum<<<1, 1>>>(a, n, out);
    }
}

__global__ void count(int *a, int n, int *out)
{
    int t = 0;
    for (int i = 0; i < n; i++)
        t += a[i] != 0;
    out[threadIdx.x] = t;
}

__device__ void start_fill_unordered(int *a, int n)
{
    fill<<<(n + 255) / 256, 256, 0, cudaStreamFireAndForget>>>(a, n);
}

__global__ void parent_unordered(int *a, int n, int *out)
{
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        start_fill_unordered(a, n);
        count<<<1, 1>>>(a, n, out);
    }
}
