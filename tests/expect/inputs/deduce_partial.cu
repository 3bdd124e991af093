// Template arguments written in part: `<64>` fixes the first parameter
// only, the compiler deduces the rest from the call's arguments; generated
// code naming the instantiation must write them all.
template <int BS, typename T>
__global__ void tile_reverse(T *p, int n)
{
    __shared__ T tile[BS];
    int i = threadIdx.x;
    tile[i] = i < n ? p[i] : T(0);
    __syncthreads();
    if (i < n)
        p[i] = tile[BS - 1 - i] + BS;
}

template <int BS, typename T>
__global__ void scale(float *p, T f)
{
    p[threadIdx.x] = p[threadIdx.x] * f + BS;
}

// T of a T * parameter, from an expression: not read; left as written
__global__ void reverse_parent(float *p, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        tile_reverse<64><<<1, 64>>>(p + t * 64, 64);
}

// T of a T parameter, from a float local: <64, float>
__global__ void scale_parent(float *p, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float f = 0.5f;
    if (t < n)
        scale<64><<<1, 64>>>(p + t * 64, f);
}
