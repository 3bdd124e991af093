// A kernel with a flattened launch, launched from an OpenMP parallel loop
// on the host: not followed (follow_host_threads).
__global__ void child(int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&x[i], 1);
}

__global__ void parent(int *x)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(x, j % 32 + 1);
}

void run(int *x)
{
#pragma omp parallel for
    for (int r = 0; r < 4; r++)
        parent<<<4, 64>>>(x);
}
