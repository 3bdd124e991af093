// The quicksort example's second file: the kernel that sorts one small
// segment with one block, a bitonic sort in shared memory (as the CUDA
// sample cdpAdvancedQuicksort keeps its bitonic sort in a file of its own).
#include "quicksort.h"

__global__ void bitonic_sort_segment(unsigned int *data, int left, int count)
{
    // The segment, padded with the largest value to SMALL_SEGMENT, which
    // the sort then leaves at the end.
    __shared__ unsigned int keys[SMALL_SEGMENT];
    for (int i = threadIdx.x; i < SMALL_SEGMENT; i += blockDim.x)
        keys[i] = i < count ? data[left + i] : 0xffffffffu;
    __syncthreads();
    // Each thread compares and swaps one pair per step.
    for (int size = 2; size <= SMALL_SEGMENT; size *= 2) {
        for (int stride = size / 2; stride > 0; stride /= 2) {
            int i = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
            int j = i + stride;
            bool ascending = (i & size) == 0;
            unsigned int a = keys[i], b = keys[j];
            if ((a > b) == ascending) {
                keys[i] = b;
                keys[j] = a;
            }
            __syncthreads();
        }
    }
    for (int i = threadIdx.x; i < count; i += blockDim.x)
        data[left + i] = keys[i];
}
