// Launches global_bins.cu's histogram_shifted, whose helper names a
// variable of its file: not brought along (the launch stays as written).
__global__ void histogram_shifted(const int *keys, int *bins, int n);

__global__ void histogram_once(const int *keys, int *bins, int n)
{
    if (threadIdx.x == 0)
        histogram_shifted<<<(n + 255) / 256, 256>>>(keys, bins, n);
}
