__global__ void leaf(int *out, int i) { out[i] = i; }
__global__ void top(int *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        leaf<<<1, 1>>>(out, t);
}
void run(int *out, int n, cudaStream_t s) { top<<<(n + 127) / 128, 128, 0, s>>>(out, n); }
