template <typename F>
__global__ void for_each_index(F f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}
struct Lane {
    int *a;
    __device__ void operator()(int i) const { a[i] = threadIdx.x; }
};
__global__ void rows(int *m, const int *len, int cols, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n && len[r] > 0)
        for_each_index<<<(len[r] + 63) / 64, 64>>>(Lane{m + r * cols}, len[r]);
}
