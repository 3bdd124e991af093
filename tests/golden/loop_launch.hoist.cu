// loop_launch.cu - launches inside loops of the parent kernel.
// scale_rows: one parent thread per row; the row is cut into chunks of CHUNK
// elements and the thread launches one child grid per chunk (a for loop).
// smooth_passes: one thread runs a while loop of dependent passes; the passes go
// to the block's default stream, so each pass starts after the previous one ends.
#include <cstdio>
#include <cuda_runtime.h>

#define CHUNK 1024

__global__ void scale_chunk(float *data, int count, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        data[i] *= factor;
}

__global__ void scale_rows(float *data, const int *row_ptr, const float *factor, int num_rows)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= num_rows)
        return;
    int begin = row_ptr[row];
    int len = row_ptr[row + 1] - begin;
    for (int start = 0; start < len; start += CHUNK) {
        int count = min(CHUNK, len - start);
        scale_chunk<<<(count + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(
            data + begin + start, count, factor[row]);
    }
}

__global__ void smooth_child(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

__global__ void smooth_passes(float *a, float *b, int n, int passes)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        int pass = 0;
        while (pass < passes) {
            float *src = (pass % 2 == 0) ? a : b;
            float *dst = (pass % 2 == 0) ? b : a;
            smooth_child<<<(n + 255) / 256, 256>>>(src, dst, n);
            pass++;
        }
    }
}

int main(void)
{
    const int num_rows = 64, row_len = 3000, n = num_rows * row_len;
    int h_row_ptr[num_rows + 1];
    float h_factor[num_rows];
    for (int r = 0; r <= num_rows; r++)
        h_row_ptr[r] = r * row_len;
    for (int r = 0; r < num_rows; r++)
        h_factor[r] = 1.0f / (r + 1);

    float *data, *tmp, *factor;
    int *row_ptr;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&tmp, n * sizeof(float));
    cudaMalloc(&factor, num_rows * sizeof(float));
    cudaMalloc(&row_ptr, (num_rows + 1) * sizeof(int));
    cudaMemset(data, 0, n * sizeof(float));
    cudaMemset(tmp, 0, n * sizeof(float));
    cudaMemcpy(factor, h_factor, sizeof(h_factor), cudaMemcpyHostToDevice);
    cudaMemcpy(row_ptr, h_row_ptr, sizeof(h_row_ptr), cudaMemcpyHostToDevice);

    scale_rows<<<(num_rows + 31) / 32, 32>>>(data, row_ptr, factor, num_rows);
    smooth_passes<<<1, 32>>>(data, tmp, n, 4);
    cudaError_t err = cudaDeviceSynchronize();
    printf("loop_launch: %s\n", cudaGetErrorString(err));

    cudaFree(data); cudaFree(tmp); cudaFree(factor); cudaFree(row_ptr);
    return 0;
}
