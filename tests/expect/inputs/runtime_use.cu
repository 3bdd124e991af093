__global__ void leaf(int *out, int i) { out[i] = i; }
__global__ void checked(int *out, int *errors, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        leaf<<<1, 1>>>(out, t);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(errors, 1);
    }
}
__global__ void allocating(int *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *scratch;
    cudaMalloc(&scratch, sizeof(int));
    if (t < n)
        leaf<<<1, 1>>>(out, t);
    cudaFree(scratch);
}
void run(int *out, int *errors, int n)
{
    checked<<<(n + 127) / 128, 128>>>(out, errors, n);
    allocating<<<(n + 127) / 128, 128>>>(out, n);
}
