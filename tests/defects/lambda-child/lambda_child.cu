// A child kernel template that calls what it is given through its template
// parameter, launched from the device with extended __device__ lambdas:
// one written in the launch, one held in an `auto` variable first. Build
// with --extended-lambda. Prints PASS when every row holds what the host
// computes.
#include <cstdio>
#include <cstdlib>

template <typename F>
__global__ void for_each_index(F f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

// Row r's first len[r] entries, doubled.
__global__ void scale_rows(float *m, const int *len, int cols, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n && len[r] > 0) {
        float *row = m + r * cols;
        for_each_index<<<(len[r] + 63) / 64, 64>>>([=] __device__(int i) { row[i] *= 2.0f; }, len[r]);
    }
}

// Each entry of row r gets its column added, by one launch per row from
// the row's own block (one thread of it).
__global__ void add_columns(float *m, int cols)
{
    if (threadIdx.x != 0)
        return;
    float *row = m + blockIdx.x * cols;
    auto add = [=] __device__(int i) { row[i] += (float)i; };
    for_each_index<<<(cols + 31) / 32, 32>>>(add, cols);
}

int main()
{
    const int n = 300, cols = 200;
    float *h = (float *)malloc(sizeof(float) * n * cols);
    int *hlen = (int *)malloc(sizeof(int) * n);
    for (int r = 0; r < n; r++) {
        hlen[r] = (r * 37) % cols;
        for (int c = 0; c < cols; c++)
            h[r * cols + c] = 0.5f * (float)r + (float)c;
    }
    float *m;
    int *len;
    cudaMalloc(&m, sizeof(float) * n * cols);
    cudaMalloc(&len, sizeof(int) * n);
    cudaMemcpy(m, h, sizeof(float) * n * cols, cudaMemcpyHostToDevice);
    cudaMemcpy(len, hlen, sizeof(int) * n, cudaMemcpyHostToDevice);
    scale_rows<<<(n + 127) / 128, 128>>>(m, len, cols, n);
    add_columns<<<n, 32>>>(m, cols);
    cudaError_t err = cudaDeviceSynchronize();
    float *got = (float *)malloc(sizeof(float) * n * cols);
    cudaMemcpy(got, m, sizeof(float) * n * cols, cudaMemcpyDeviceToHost);
    int bad = err != cudaSuccess;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < cols; c++) {
            float want = h[r * cols + c];
            if (c < hlen[r])
                want *= 2.0f;
            want += (float)c;
            bad += got[r * cols + c] != want;
        }
    printf("%s (%d wrong, %s)\n", bad ? "FAIL" : "PASS", bad, cudaGetErrorString(err));
    return bad != 0;
}
