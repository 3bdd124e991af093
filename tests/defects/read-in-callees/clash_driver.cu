// Launches repro_bins.cu's histogram_bin, whose helper bin_of has the name
// of a function of this file's own: the copy would clash with it.
__global__ void histogram_bin(const int *keys, int *bins, int begin, int end);

__device__ int bin_of(int key, int shift) { return key >> shift; }

__global__ void histogram_all(const int *keys, int *bins, int n)
{
    if (threadIdx.x == 0 && bin_of(n, 1) >= 0)
        histogram_bin<<<(n + 255) / 256, 256>>>(keys, bins, 0, n);
}
