// The helper is declared in a header both files include: the output
// calls bins.cu's definition through it (a static copy would contradict it).
#include "hdr_bins.h"

__global__ void histogram_segments(const int *keys, int *bins, const int *seg, int segs)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < segs && seg[s + 1] > seg[s])
        histogram_bin<<<(seg[s + 1] - seg[s] + 255) / 256, 256>>>(keys, bins, seg[s], seg[s + 1]);
}
