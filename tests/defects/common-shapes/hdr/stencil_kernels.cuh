#ifndef STENCIL_KERNELS_CUH
#define STENCIL_KERNELS_CUH
__global__ void smooth_row(float *row, int len)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < len - 1)
        row[i] = 0.5f * row[i] + 0.25f * (row[i - 1] + row[i + 1]);
}
__global__ void smooth_rows(float *grid, const int *lens, int rows, int pitch)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows)
        smooth_row<<<(lens[r] + 255) / 256, 256>>>(grid + r * pitch, lens[r]);
}
#endif
