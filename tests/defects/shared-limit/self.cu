/* shared-limit: a kernel of 48 KB of static shared memory that launches
 * itself, one block a level: the persistent version (--remove=t1, t2,
 * auto) runs its levels with a second copy of its body, and a promoted
 * chain's links (--promote) declare their place beside it; both past the
 * 48 KB a block may declare. Prints PASS when every level wrote its row. */
#include <cstdio>

#define TILE 12288
#define LEVELS 8

__global__ void level(const float *in, float *out, int depth)
{
    __shared__ float tile[TILE];
    for (int k = threadIdx.x; k < TILE; k += blockDim.x)
        tile[k] = in[k] + depth;
    __syncthreads();
    out[depth * blockDim.x + threadIdx.x] = tile[threadIdx.x];
    if (threadIdx.x == 0 && depth + 1 < LEVELS)
        level<<<1, 256, 0, cudaStreamFireAndForget>>>(in, out, depth + 1);
}

int main()
{
    float *in, *out;
    cudaMalloc(&in, sizeof(float) * TILE);
    cudaMalloc(&out, sizeof(float) * 256 * LEVELS);
    cudaMemset(in, 0, sizeof(float) * TILE);
    level<<<1, 256>>>(in, out, 0);
    cudaError_t err = cudaDeviceSynchronize();
    static float host_out[256 * LEVELS];
    cudaMemcpy(host_out, out, sizeof host_out, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int d = 0; d < LEVELS; d++)
        for (int t = 0; t < 256; t++)
            wrong += host_out[d * 256 + t] != (float)d;
    printf("%s: %s, %d wrong\n", err == cudaSuccess && !wrong ? "PASS" : "FAIL", cudaGetErrorString(err), wrong);
    return err != cudaSuccess || wrong;
}
