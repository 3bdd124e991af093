// A #pragma as the first line of a for's, if's or else's statement (the
// loop it governs is that statement), in a child and in its parent; the
// _Pragma operator, before a loop and heading a for's statement.
__global__ void child(float *o, const float *a, int n)
{
    float s = 0.0f;
    for (int r = 0; r < 4; r++)
#pragma unroll
        for (int k = 0; k < 8; k++)
            s += a[k] * a[(k + r) % 8];
    if (n < 0)
#pragma unroll 2
        for (int k = 0; k < 2; k++)
            s = 0.0f;
    else
#pragma unroll
        for (int k = 0; k < 2; k++)
            s += 1.0f;
    _Pragma("unroll")
    for (int k = 0; k < 4; k++)
        s += 2.0f;
    for (int r = 0; r < 2; r++)
        _Pragma("unroll") for (int k = 0; k < 4; k++)
            s -= 1.0f;
    o[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ void parent(float *o, const float *a, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
#pragma unroll 1
        for (int j = 0; j < 2; j++)
            child<<<1, 32, 0, cudaStreamFireAndForget>>>(o + (t * 2 + j) * 32, a, n);
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(o, a, n);
}
