__global__ void leaf(int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[blockIdx.x] = s[63 - threadIdx.x];
}
__global__ void top(int *out, int n)
{
    const int m = 64;
    __shared__ int tile[m];
    tile[threadIdx.x % m] = n;
    if (threadIdx.x < 4)
        leaf<<<1, 64>>>(out + tile[0] * threadIdx.x);
}
void run(int *out, int n) { top<<<1, 128>>>(out, n); }
