// templates.cu - templated kernels and kernel declarations with qualifiers:
// a templated parent launching a templated child (child<T><<<...>>>), a
// non-type template parameter, an explicit child<float> launch, a static
// __global__, an extern "C" __global__, and __launch_bounds__(256).
#include <cstdio>
#include <cuda_runtime.h>

template <typename T>
__global__ void axpy_child(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

template <typename T, int BLOCK_SIZE>
__global__ void scale_child(T *y, int n, T s)
{
    int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    if (i < n)
        y[i] *= s;
}

// One thread per batch; each launches a child over its batch.
template <typename T>
__global__ void __launch_bounds__(256) batched_axpy(const int *offsets, T a, const T *x,
                                                    T *y, int batches)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < batches) {
        int begin = offsets[b];
        int len = offsets[b + 1] - begin;
        axpy_child<T><<<(len + 255) / 256, 256>>>(a, x + begin, y + begin, len);
    }
}

static __global__ void fill_child(float *x, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = value;
}

// A file-local parent kernel: block b fills batch b.
static __global__ void fill_batches(float *x, const int *offsets, float value)
{
    if (threadIdx.x == 0) {
        int begin = offsets[blockIdx.x];
        int len = offsets[blockIdx.x + 1] - begin;
        fill_child<<<(len + 127) / 128, 128>>>(x + begin, len, value);
    }
}

// A kernel with C linkage, e.g. for loading through the driver API.
extern "C" __global__ void scale_batches(float *y, const int *offsets, int batches, float s)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < batches) {
        int begin = offsets[b];
        int len = offsets[b + 1] - begin;
        scale_child<float, 128><<<(len + 127) / 128, 128>>>(y + begin, len, s);
        axpy_child<float><<<(len + 127) / 128, 128>>>(s, y + begin, y + begin, len);
    }
}

int main(void)
{
    const int batches = 16, batch_len = 1000, n = batches * batch_len;
    int h_offsets[batches + 1];
    for (int b = 0; b <= batches; b++)
        h_offsets[b] = b * batch_len;

    int *offsets;
    float *x, *y;
    double *xd, *yd;
    cudaMalloc(&offsets, sizeof(h_offsets));
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMalloc(&xd, n * sizeof(double));
    cudaMalloc(&yd, n * sizeof(double));
    cudaMemcpy(offsets, h_offsets, sizeof(h_offsets), cudaMemcpyHostToDevice);
    cudaMemset(xd, 0, n * sizeof(double));
    cudaMemset(yd, 0, n * sizeof(double));

    fill_batches<<<batches, 32>>>(x, offsets, 1.0f);
    fill_batches<<<batches, 32>>>(y, offsets, 2.0f);
    batched_axpy<float><<<1, batches>>>(offsets, 3.0f, x, y, batches);
    batched_axpy<double><<<1, batches>>>(offsets, 0.5, xd, yd, batches);
    scale_batches<<<1, batches>>>(y, offsets, batches, 0.5f);

    float h_y0 = 0.0f;
    cudaMemcpy(&h_y0, y, sizeof(float), cudaMemcpyDeviceToHost);
    printf("templates: y[0] = %f\n", h_y0);
    cudaFree(offsets); cudaFree(x); cudaFree(y); cudaFree(xd); cudaFree(yd);
    return 0;
}
