// A two-deep chain of helpers reading the place, without barriers or shared
// memory: every strategy can copy them, serial ones included.
#include <cstdio>
__device__ int lane_in_grid() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ int scaled(const int *v, int k) { return k * v[lane_in_grid()] + (int)gridDim.x; }
__global__ void child(const int *v, int *out, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = scaled(v, k);
}
__global__ void parent(const int *v, int *out, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows)
        child<<<4, 64>>>(v + r * 256, out + r * 256, r % 3 + 1);
}
int main()
{
    const int rows = 64;
    int *v, *out, hv[rows * 256], ho[rows * 256];
    for (int i = 0; i < rows * 256; ++i) hv[i] = i % 7;
    cudaMalloc(&v, sizeof hv); cudaMalloc(&out, sizeof ho);
    cudaMemcpy(v, hv, sizeof hv, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof ho);
    parent<<<2, 32>>>(v, out, rows);
    cudaMemcpy(ho, out, sizeof ho, cudaMemcpyDeviceToHost);
    for (int r = 0; r < rows; ++r)
        for (int i = 0; i < 256; ++i) {
            int e = (r % 3 + 1) * hv[r * 256 + i] + 4;
            if (ho[r * 256 + i] != e) { printf("FAIL row %d thread %d: %d, expected %d\n", r, i, ho[r * 256 + i], e); return 1; }
        }
    printf("PASS\n");
    return 0;
}
