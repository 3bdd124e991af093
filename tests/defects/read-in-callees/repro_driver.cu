__global__ void histogram_bin(const int *keys, int *bins, int begin, int end);
__global__ void histogram_segments(const int *keys, int *bins, const int *seg, int segs)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < segs && seg[s + 1] > seg[s])
        histogram_bin<<<(seg[s + 1] - seg[s] + 255) / 256, 256>>>(keys, bins, seg[s], seg[s + 1]);
}
