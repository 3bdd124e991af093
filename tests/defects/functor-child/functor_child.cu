// A child kernel template that calls a functor through its template
// parameter, launched with its template arguments deduced (Scale{...}, a
// variable of a written-out type) and written out, from the device and
// from the host. Prints PASS when every row holds what the host computes.
#include <cstdio>
#include <cstdlib>

template <typename F>
__global__ void for_each_index(F f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

struct Scale {
    float *a;
    float s;
    __device__ void operator()(int i) const { a[i] *= s; }
};

struct AddIndex {
    float *a;
    __device__ void operator()(int i) const { a[i] += (float)i; }
};

__global__ void scale_rows(float *m, const int *len, int cols, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n && len[r] > 0)
        for_each_index<<<(len[r] + 63) / 64, 64>>>(Scale{m + r * cols, 2.0f}, len[r]);
}

__global__ void add_rows(float *m, const int *len, int cols, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n && len[r] > 0) {
        AddIndex add{m + r * cols};
        for_each_index<AddIndex><<<(len[r] + 31) / 32, 32>>>(add, len[r]);
    }
}

int main()
{
    const int n = 300, cols = 200, extra = 1000;
    float *h = (float *)malloc(sizeof(float) * n * cols);
    int *hlen = (int *)malloc(sizeof(int) * n);
    for (int r = 0; r < n; r++) {
        hlen[r] = (r * 37) % cols;
        for (int c = 0; c < cols; c++)
            h[r * cols + c] = 0.5f * (float)r + (float)c;
    }
    float *m, *x;
    int *len;
    cudaMalloc(&m, sizeof(float) * n * cols);
    cudaMalloc(&x, sizeof(float) * extra);
    cudaMalloc(&len, sizeof(int) * n);
    cudaMemcpy(m, h, sizeof(float) * n * cols, cudaMemcpyHostToDevice);
    cudaMemcpy(len, hlen, sizeof(int) * n, cudaMemcpyHostToDevice);
    cudaMemset(x, 0, sizeof(float) * extra);
    scale_rows<<<(n + 127) / 128, 128>>>(m, len, cols, n);
    add_rows<<<(n + 63) / 64, 64>>>(m, len, cols, n);
    for_each_index<<<(extra + 255) / 256, 256>>>(AddIndex{x}, extra);
    cudaError_t err = cudaDeviceSynchronize();
    float *got = (float *)malloc(sizeof(float) * n * cols), *gx = (float *)malloc(sizeof(float) * extra);
    cudaMemcpy(got, m, sizeof(float) * n * cols, cudaMemcpyDeviceToHost);
    cudaMemcpy(gx, x, sizeof(float) * extra, cudaMemcpyDeviceToHost);
    int bad = err != cudaSuccess;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < cols; c++) {
            float want = h[r * cols + c];
            if (c < hlen[r])
                want = want * 2.0f + (float)c;
            bad += got[r * cols + c] != want;
        }
    for (int i = 0; i < extra; i++)
        bad += gx[i] != (float)i;
    printf("%s (%d wrong, %s)\n", bad ? "FAIL" : "PASS", bad, cudaGetErrorString(err));
    return bad != 0;
}
