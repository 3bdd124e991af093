/* shared-limit: a child whose static shared memory is the 48 KB a block
 * may declare. A fused kernel (aggregation) declares its batch's entry
 * beside it, T3 runs the child's blocks in the parent (the child's shared
 * memory, and the parent's records, in the parent), a co-runnable version
 * declares its ticket: each past 48 KB, which nvlink refuses. Prints PASS
 * when every child wrote its row. */
#include <cstdio>

#define TILE (48 * 1024 / 4)
#define ROW 32

__global__ void tile_child(const float *in, float *out, int i)
{
    __shared__ float tile[TILE];
    for (int k = threadIdx.x; k < TILE; k += blockDim.x)
        tile[k] = in[k];
    __syncthreads();
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < ROW)
        out[i * ROW + j] = tile[(i + j) % TILE];
}

__global__ void rows(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        tile_child<<<1, ROW>>>(in, out, i);
}

int main()
{
    const int n = 256;
    static float host_in[TILE], host_out[n * ROW];
    for (int k = 0; k < TILE; k++)
        host_in[k] = (float)(k % 89);
    float *in, *out;
    cudaMalloc(&in, sizeof host_in);
    cudaMalloc(&out, sizeof host_out);
    cudaMemcpy(in, host_in, sizeof host_in, cudaMemcpyHostToDevice);
    rows<<<1, n>>>(in, out, n);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(host_out, out, sizeof host_out, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < ROW; j++)
            wrong += host_out[i * ROW + j] != host_in[(i + j) % TILE];
    printf("%s: %s, %d wrong\n", err == cudaSuccess && !wrong ? "PASS" : "FAIL", cudaGetErrorString(err), wrong);
    return err != cudaSuccess || wrong;
}
