template <typename F>
__global__ void for_each_index(F f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}
__global__ void rows(float *m, const int *len, int cols, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n && len[r] > 0) {
        float *row = m + r * cols;
        for_each_index<<<(len[r] + 63) / 64, 64>>>([=] __device__ (int i) { row[i] *= 2.0f; }, len[r]);
    }
}
