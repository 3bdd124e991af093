/* shared-limit: a parent of 48,800 bytes of static shared memory, 352
 * short of the 48 KB a block may declare: what a strategy adds for its one
 * launch site (dpopt counts 352 bytes) fits, and no strategy is refused
 * for it. */
#include <cstdio>

#define TILE 12200
#define ROW 32

__global__ void fill_row(float *out, int i, float v)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < ROW)
        out[i * ROW + j] = v + j;
}

__global__ void near_parent(const float *in, float *out, int n)
{
    __shared__ float tile[TILE];
    for (int k = threadIdx.x; k < TILE; k += blockDim.x)
        tile[k] = in[k];
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        fill_row<<<1, ROW>>>(out, i, tile[i % TILE]);
}

int main()
{
    const int n = 256;
    float *in, *out;
    cudaMalloc(&in, sizeof(float) * TILE);
    cudaMalloc(&out, sizeof(float) * n * ROW);
    cudaMemset(in, 0, sizeof(float) * TILE);
    near_parent<<<1, n>>>(in, out, n);
    cudaError_t err = cudaDeviceSynchronize();
    static float host_out[n * ROW];
    cudaMemcpy(host_out, out, sizeof host_out, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < ROW; j++)
            wrong += host_out[i * ROW + j] != (float)j;
    printf("%s: %s, %d wrong\n", err == cudaSuccess && !wrong ? "PASS" : "FAIL", cudaGetErrorString(err), wrong);
    return err != cudaSuccess || wrong;
}
