// Two kernels of shared_bins.cu that call one helper: it is copied once.
__global__ void count_even(const int *keys, int *bins, int n);
__global__ void count_odd(const int *keys, int *bins, int n);

__global__ void count_both(const int *keys, int *bins, int n)
{
    if (threadIdx.x == 0) {
        count_even<<<(n + 255) / 256, 256>>>(keys, bins, n);
        count_odd<<<(n + 255) / 256, 256>>>(keys, bins, n);
    }
}
