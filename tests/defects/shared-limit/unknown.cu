/* shared-limit: shared memory of a type dpopt cannot size (a struct)
 * counts for nothing; a parent is refused only where the part it can size
 * already passes the 48 KB with what the strategy adds. fits: 4,096 bytes
 * of cells and 40,960 of floats, well within; passes: 48,896 bytes of
 * floats, which with a strategy's 352 pass the limit whatever the 64 bytes
 * of cells beside them. */
#include <cstdio>

#define ROW 32

struct Cell {
    float value;
};

__global__ void fill_row(float *out, int i, float v)
{
    int j = threadIdx.x;
    if (j < ROW)
        out[i * ROW + j] = v + j;
}

__global__ void fits(const float *in, float *out, int n)
{
    __shared__ Cell cells[1024];
    __shared__ float tile[10240];
    for (int k = threadIdx.x; k < 10240; k += blockDim.x)
        tile[k] = in[k];
    for (int k = threadIdx.x; k < 1024; k += blockDim.x)
        cells[k].value = tile[k];
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        fill_row<<<1, ROW>>>(out, i, cells[i % 1024].value);
}

__global__ void passes(const float *in, float *out, int n)
{
    __shared__ float tile[12224];
    __shared__ Cell cells[16];
    for (int k = threadIdx.x; k < 12224; k += blockDim.x)
        tile[k] = in[k];
    if (threadIdx.x < 16)
        cells[threadIdx.x].value = tile[threadIdx.x];
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        fill_row<<<1, ROW>>>(out + n * ROW, i, cells[i % 16].value);
}

int main()
{
    const int n = 256;
    float *in, *out;
    cudaMalloc(&in, sizeof(float) * 12224);
    cudaMalloc(&out, sizeof(float) * 2 * n * ROW);
    cudaMemset(in, 0, sizeof(float) * 12224);
    fits<<<1, n>>>(in, out, n);
    passes<<<1, n>>>(in, out, n);
    cudaError_t err = cudaDeviceSynchronize();
    static float host_out[2 * n * ROW];
    cudaMemcpy(host_out, out, sizeof host_out, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < 2 * n; i++)
        for (int j = 0; j < ROW; j++)
            wrong += host_out[i * ROW + j] != (float)j;
    printf("%s: %s, %d wrong\n", err == cudaSuccess && !wrong ? "PASS" : "FAIL", cudaGetErrorString(err), wrong);
    return err != cudaSuccess || wrong;
}
