// Thread 0's test read through the comments and parentheses between its
// tokens (a differential-tester program of 2026-11-25 had one after every
// operator): the same chain as without them.
#define TILE 64

__global__ void commented(const int *in, int *out, int n, int start, int offset)
{
    int mine = in[start + threadIdx.x];
    if ( /* who */ threadIdx.x == /* first */ 0 && /* more */ start + TILE < n)
        commented<<<1, TILE>>>(in, out, n, start + TILE, offset + mine);
    out[start + threadIdx.x] = offset;
}

__global__ void negated(const int *in, int *out, int n, int start, int offset)
{
    int mine = in[start + threadIdx.x];
    if ((!(threadIdx . x)) && start + TILE < n)
        negated<<<1, TILE>>>(in, out, n, start + TILE, offset + mine);
    out[start + threadIdx.x] = offset;
}

// Not thread 0: threadIdx.y.
__global__ void other_axis(const int *in, int *out, int n, int start, int offset)
{
    int mine = in[start + threadIdx.x];
    if (threadIdx.y == 0 && start + TILE < n)
        other_axis<<<1, TILE>>>(in, out, n, start + TILE, offset + mine);
    out[start + threadIdx.x] = offset;
}

int main()
{
    int *in, *out;
    cudaMalloc(&in, 4096 * sizeof(int));
    cudaMalloc(&out, 4096 * sizeof(int));
    commented<<<1, TILE>>>(in, out, 4096, 0, 0);
    negated<<<1, TILE>>>(in, out, 4096, 0, 0);
    other_axis<<<1, TILE>>>(in, out, 4096, 0, 0);
    cudaDeviceSynchronize();
    return 0;
}
