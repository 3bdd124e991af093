// Children launched into the tail stream run after the whole launching
// grid: --flatten=grid still fuses them, but the grid's last block never
// runs them itself (it would run them while other blocks may still run).
__global__ void scale(float *x, int n, float by)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        x[j] *= by;
}

__global__ void rows(float *x, const int *row_len, int rows_count, float by)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows_count) {
        int n = row_len[r];
        scale<<<(n + 31) / 32, 32, 0, cudaStreamTailLaunch>>>(x + r * 64, n, by);
    }
}
