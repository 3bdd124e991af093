/* launch-bounds, apart_chain.cu: apart.cu's class under --promote. A chain of
 * single-block grids whose kernel calls a function calling itself: the
 * kernel and its chain's copy were bounded to 64 registers a thread, and
 * ptxas refused the output ("Entry function 'step_dp_chain' with max
 * regcount of 64 calls function 'mix_again' with regcount of 254"). */
__device__ __noinline__ float mix_again(const float *a, int n, int depth)
{
    float r[96];
#pragma unroll
    for (int k = 0; k < 96; k++)
        r[k] = a[k * n] * (float)(k + 1);
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < 96; k++)
        s += r[k] * r[(k * 7) % 96];
    if (depth > 0 && s > 1e30f)
        s += mix_again(a + 1, n, depth - 1);
    return s;
}
__global__ void step(const float *a, float *out, int n, int left)
{
    out[threadIdx.x] += mix_again(a + threadIdx.x, n, 1);
    if (threadIdx.x == 0 && left > 0)
        step<<<1, blockDim.x>>>(a, out, n, left - 1);
}
void run(const float *a, float *out, int n, int b)
{
    step<<<1, b>>>(a, out, n, 10);
}
