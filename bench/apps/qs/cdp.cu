/*
 * bench/apps/qs/cdp.cu - quicksort with CUDA Dynamic Parallelism, as the CUDA
 * sample cdpSimpleQuicksort writes it: one thread partitions a segment and
 * launches each non-empty part <<<1, 1>>> into a stream it creates for that
 * launch (cudaStreamNonBlocking) and destroys right after; a segment of at
 * most QS_SELECT_BELOW elements, or at the depth limit, is selection-sorted.
 * CDP2-legal: no device-side synchronisation; the host waits for the tree.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qs.h"

__global__ void cdp_simple_quicksort(unsigned int *data, int left, int right, int depth, int max_depth)
{
    if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
        qs_selection_sort(data, left, right);
        return;
    }
    int nright, nleft;
    qs_partition(data, left, right, &nright, &nleft);

    if (left < nright) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        cdp_simple_quicksort<<<1, 1, 0, s>>>(data, left, nright, depth + 1, max_depth);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
        cudaStreamDestroy(s);
    }
    if (nleft < right) {
        cudaStream_t s1;
        cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
        cdp_simple_quicksort<<<1, 1, 0, s1>>>(data, nleft, right, depth + 1, max_depth);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
        cudaStreamDestroy(s1);
    }
}

void qs_variant_run(const qs_problem *p)
{
    cdp_simple_quicksort<<<1, 1>>>(p->data, 0, p->n - 1, 0, p->max_depth);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
