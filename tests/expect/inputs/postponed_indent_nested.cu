// Two bodies wrapped where they stand, one inside the other: a loop's,
// whose launch is made at the end of each iteration, inside the kernel's.
__global__ void child(int *out, int v) { out[threadIdx.x] = v; }

__global__ void parent(int *out, const int *sizes, int rounds)
{
    int n = sizes[threadIdx.x];
    for (int r = 0; r < rounds; r++) {
        __syncthreads();
        if (n > r)
            child<<<1, 32, 0, cudaStreamFireAndForget>>>(out + r, n);
    }
    if (n > 0)
        child<<<1, n, 0, cudaStreamFireAndForget>>>(out, n);
}
