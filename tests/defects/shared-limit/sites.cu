/* shared-limit: two parents of 48,000 bytes of static shared memory, one
 * with three launch sites, one with four. Each site a strategy keeps a
 * batch for declares its own storage in the parent (dpopt counts 352
 * bytes): three fit within 48 KB, four do not. */
#include <cstdio>

#define TILE 12000
#define ROW 32

__global__ void add_row(float *out, int i, float v)
{
    int j = threadIdx.x;
    if (j < ROW)
        atomicAdd(&out[i * ROW + j], v);
}

__global__ void three_sites(const float *in, float *out, int n)
{
    __shared__ float tile[TILE];
    for (int k = threadIdx.x; k < TILE; k += blockDim.x)
        tile[k] = in[k];
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        add_row<<<1, ROW>>>(out, i, tile[i % TILE]);
    if (i < n / 2)
        add_row<<<1, ROW>>>(out, i, 1.0f);
    if (i < n / 4)
        add_row<<<1, ROW>>>(out, i, 2.0f);
}

__global__ void four_sites(const float *in, float *out, int n)
{
    __shared__ float tile[TILE];
    for (int k = threadIdx.x; k < TILE; k += blockDim.x)
        tile[k] = in[k];
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        add_row<<<1, ROW>>>(out, i, tile[i % TILE]);
    if (i < n / 2)
        add_row<<<1, ROW>>>(out, i, 1.0f);
    if (i < n / 4)
        add_row<<<1, ROW>>>(out, i, 2.0f);
    if (i < n / 8)
        add_row<<<1, ROW>>>(out, i, 4.0f);
}

int main()
{
    const int n = 256;
    float *in, *out;
    cudaMalloc(&in, sizeof(float) * TILE);
    cudaMalloc(&out, sizeof(float) * n * ROW);
    cudaMemset(in, 0, sizeof(float) * TILE);
    cudaMemset(out, 0, sizeof(float) * n * ROW);
    three_sites<<<1, n>>>(in, out, n);
    four_sites<<<1, n>>>(in, out, n);
    cudaError_t err = cudaDeviceSynchronize();
    static float host_out[n * ROW];
    cudaMemcpy(host_out, out, sizeof host_out, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < ROW; j++)
            wrong += host_out[i * ROW + j] != 2.0f * ((i < n / 2) + 2 * (i < n / 4)) + 4.0f * (i < n / 8);
    printf("%s: %s, %d wrong\n", err == cudaSuccess && !wrong ? "PASS" : "FAIL", cudaGetErrorString(err), wrong);
    return err != cudaSuccess || wrong;
}
