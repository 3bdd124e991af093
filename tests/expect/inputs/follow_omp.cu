// Rows scaled by a child grid a row, the parent launched from an OpenMP
// parallel loop on the host: not followed (follow_host_threads).
__global__ void scale_row(float *row, int len, float by)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        row[i] *= by;
}

__global__ void scale_rows(float *rows, const int *lens, int width, int count)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < count)
        scale_row<<<(lens[r] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(rows + r * width, lens[r], 0.5f);
}

void scale_all(float *rows, const int *lens, int width, int count, int times)
{
#pragma omp parallel for
    for (int t = 0; t < times; t++)
        scale_rows<<<(count + 127) / 128, 128>>>(rows, lens, width, count);
}
