/* shared-limit: a parent whose static shared memory is the 48 KB a block
 * may declare (TILE floats, a macro) launches a child per thread from the
 * device. A strategy that keeps a batch or records in the parent declares
 * more shared memory there (a dpopt::BlockBatch::TempStorage): nvlink
 * then refuses the parent ("uses too much shared data"), where the program
 * as written links. Prints PASS when every
 * child wrote its row. */
#include <cstdio>

#define TILE 12288
#define ROW 32

__global__ void fill_row(float *out, int i, float v)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < ROW)
        out[i * ROW + j] = v + j;
}

__global__ void tile_parent(const float *in, float *out, int n)
{
    __shared__ float tile[TILE];
    for (int k = threadIdx.x; k < TILE; k += blockDim.x)
        tile[k] = in[k];
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        fill_row<<<1, ROW>>>(out, i, tile[(i * 7) % TILE]);
}

int main()
{
    const int n = 512;
    static float host_in[TILE], host_out[n * ROW];
    for (int k = 0; k < TILE; k++)
        host_in[k] = (float)(k % 101);
    float *in, *out;
    cudaMalloc(&in, sizeof host_in);
    cudaMalloc(&out, sizeof host_out);
    cudaMemcpy(in, host_in, sizeof host_in, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof host_out);
    tile_parent<<<n / 256, 256>>>(in, out, n);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(host_out, out, sizeof host_out, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < ROW; j++)
            wrong += host_out[i * ROW + j] != host_in[(i * 7) % TILE] + j;
    printf("%s: %s, %d wrong\n", err == cudaSuccess && !wrong ? "PASS" : "FAIL", cudaGetErrorString(err), wrong);
    return err != cudaSuccess || wrong;
}
