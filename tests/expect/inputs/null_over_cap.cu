// --flatten=warp and a thread's launches into the NULL stream, which run one
// after another: a launch over the cap is made as written, so a launch that
// a thread may make after it (the same site, again) is not run in place
// (tests/expect/flatten.expect).
__global__ void fill(int *out, int n, int v)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[j] = v;
}

// Twice per thread into the NULL stream: the second may not overtake the first.
__global__ void fill_twice(int *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int round = 0; round < 2; round++)
        fill<<<(sizes[2 * t + round] + 63) / 64, 64>>>(out + t * 4096, sizes[2 * t + round], round + 1);
}

// The same, fire-and-forget: no order to keep, flattened.
__global__ void fill_twice_unordered(int *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int round = 0; round < 2; round++)
        fill<<<(sizes[2 * t + round] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, sizes[2 * t + round], round + 1);
}

// Once per thread into the NULL stream, nothing after it: flattened.
__global__ void fill_once(int *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    fill<<<(sizes[t] + 63) / 64, 64>>>(out + t * 4096, sizes[t], 1);
}
