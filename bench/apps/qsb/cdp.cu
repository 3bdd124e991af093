/*
 * bench/apps/qsb/cdp.cu - quicksort with CUDA Dynamic Parallelism and block
 * partitions (cdpAdvancedQuicksort's way of partitioning, qsb.h): a block
 * partitions its segment; its first thread launches each part of more than
 * one element as a block <<<1, QSB_THREADS>>> into a stream it creates for
 * that launch (cudaStreamNonBlocking) and destroys right after. CDP2-legal:
 * no device-side synchronisation; the host waits for the tree.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"

__global__ void cdp_block_quicksort(unsigned int *data, unsigned int *scratch, int left, int right, int depth,
                                    int max_depth)
{
    if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
        if (threadIdx.x == 0)
            qs_selection_sort(data, left, right);
        return;
    }
    __shared__ qsb_counts counts;
    __shared__ int below, equal;
    qsb_partition(data, scratch, left, right, &counts, &below, &equal);

    if (threadIdx.x == 0) {
        if (below > 1) {
            cudaStream_t s;
            cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
            cdp_block_quicksort<<<1, QSB_THREADS, 0, s>>>(data, scratch, left, left + below - 1, depth + 1, max_depth);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
            cudaStreamDestroy(s);
        }
        if (left + below + equal < right) {
            cudaStream_t s1;
            cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
            cdp_block_quicksort<<<1, QSB_THREADS, 0, s1>>>(data, scratch, left + below + equal, right, depth + 1,
                                                            max_depth);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
            cudaStreamDestroy(s1);
        }
    }
}

void qs_variant_run(const qs_problem *p)
{
    cdp_block_quicksort<<<1, QSB_THREADS>>>(p->data, p->scratch, 0, p->n - 1, 0, p->max_depth);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
