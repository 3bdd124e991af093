// Launches whose configuration may be one CUDA refuses (a negative grid, a
// block of more than 1,024 threads): as written such a launch fails and
// none of the child runs; every strategy runs the child, or batches the
// launch, only where the launch would start.
__global__ void child(int *count, int slot)
{
    atomicAdd(&count[slot], 1);
}

__global__ void mixed(int *count, int grid, int block)
{
    int t = threadIdx.x;
    child<<<t % 2 ? grid : -grid, t % 3 ? block : 2 * block>>>(count, t);
}

__global__ void looped(int *count, int block)
{
    int t = threadIdx.x;
    for (int i = 0; i < 3; i++)
        child<<<2, block << i, 0, cudaStreamFireAndForget>>>(count, 3 * t + i);
}

int main()
{
    int *count;
    cudaMalloc(&count, 1024 * sizeof(int));
    mixed<<<1, 64>>>(count, 2, 1024);
    looped<<<1, 64>>>(count, 256);
    cudaDeviceSynchronize();
    return 0;
}
