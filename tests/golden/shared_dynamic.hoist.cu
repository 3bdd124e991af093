// shared_dynamic.cu - a child kernel with dynamic shared memory
// (extern __shared__), launched with a shared-memory size and into a named
// stream that the parent thread creates on the device with
// cudaStreamCreateWithFlags(..., cudaStreamNonBlocking) and then destroys.
#include <cstdio>
#include <cuda_runtime.h>

// Child: block-wide sum of one segment, blockDim.x floats of dynamic shared memory.
__global__ void segment_sum(const float *in, int n, float *out)
{
    extern __shared__ float partial[];
    int tid = threadIdx.x;
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x)
        sum += in[i];
    partial[tid] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (tid < s)
            partial[tid] += partial[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(out, partial[0]);
}

// Parent: one thread per segment; each uses its own non-blocking stream.
__global__ void sum_segments(const float *data, const int *offsets, int num_segments,
                             int threads, float *sums)
{
    int seg = blockIdx.x * blockDim.x + threadIdx.x;
    if (seg < num_segments) {
        int begin = offsets[seg];
        int len = offsets[seg + 1] - begin;
        int blocks = min((len + threads - 1) / threads, 8);
        cudaStream_t stream;
        cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
        segment_sum<<<blocks, threads, threads * sizeof(float), stream>>>(
            data + begin, len, &sums[seg]);
        cudaStreamDestroy(stream);
    }
}

int main(void)
{
    const int num_segments = 32, seg_len = 5000, n = num_segments * seg_len;
    int h_offsets[num_segments + 1];
    for (int s = 0; s <= num_segments; s++)
        h_offsets[s] = s * seg_len;
    float *h_data = new float[n];
    for (int i = 0; i < n; i++)
        h_data[i] = 1.0f;

    float *data, *sums;
    int *offsets;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&sums, num_segments * sizeof(float));
    cudaMalloc(&offsets, sizeof(h_offsets));
    cudaMemcpy(data, h_data, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(offsets, h_offsets, sizeof(h_offsets), cudaMemcpyHostToDevice);
    cudaMemset(sums, 0, num_segments * sizeof(float));

    sum_segments<<<1, num_segments>>>(data, offsets, num_segments, 256, sums);

    float h_sum0 = 0.0f;
    cudaMemcpy(&h_sum0, sums, sizeof(float), cudaMemcpyDeviceToHost);
    printf("shared_dynamic: segment 0 sum = %f (expect %d)\n", h_sum0, seg_len);
    cudaFree(data); cudaFree(sums); cudaFree(offsets);
    delete[] h_data;
    return 0;
}
