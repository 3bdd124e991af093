/*
 * bench/apps/qsb/flat.cu - the same quicksort without dynamic parallelism:
 * level by level from the host, a block per segment (the same partition and
 * selection sort as the CDP program, qsb.h); instead of launching its parts,
 * a block's first thread appends them to the next level's work list. The
 * host reads the list's length to size the next level's grid.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"

// A/B: the selection sort in a function of its own, not inlined into the kernel
__device__ __noinline__ void qsb_ab_selection_sort(unsigned int *data, int left, int right)
{
    qs_selection_sort(data, left, right);
}

__global__ void qsb_level(unsigned int *data, unsigned int *scratch, const int2 *work_in, int2 *work_out,
                          int *work_out_count, int depth, int max_depth)
{
    const int left = work_in[blockIdx.x].x, right = work_in[blockIdx.x].y;
    if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
        if (threadIdx.x == 0)
            qsb_ab_selection_sort(data, left, right);
        return;
    }
    __shared__ qsb_counts counts;
    __shared__ int below, equal;
    qsb_partition(data, scratch, left, right, &counts, &below, &equal);
    if (threadIdx.x == 0) {
        if (below > 1)
            work_out[atomicAdd(work_out_count, 1)] = make_int2(left, left + below - 1);
        if (left + below + equal < right)
            work_out[atomicAdd(work_out_count, 1)] = make_int2(left + below + equal, right);
    }
}

void qs_variant_run(const qs_problem *p)
{
    /* A level has at most one segment per two elements. */
    int capacity = p->n / 2 + 1;
    int2 *work[2];
    int *count;
    CHECK_CUDA(cudaMalloc((void **)&work[0], (size_t)capacity * sizeof(int2)));
    CHECK_CUDA(cudaMalloc((void **)&work[1], (size_t)capacity * sizeof(int2)));
    CHECK_CUDA(cudaMalloc((void **)&count, sizeof(int)));
    int2 root = make_int2(0, p->n - 1);
    CHECK_CUDA(cudaMemcpy(work[0], &root, sizeof root, cudaMemcpyHostToDevice));
    int segments = p->n > 1 ? 1 : 0;
    for (int depth = 0; segments > 0; depth++) {
        CHECK_CUDA(cudaMemset(count, 0, sizeof(int)));
        qsb_level<<<segments, QSB_THREADS>>>(p->data, p->scratch, work[depth % 2], work[(depth + 1) % 2], count, depth,
                                            p->max_depth);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&segments, count, sizeof(int), cudaMemcpyDeviceToHost));
    }
    CHECK_CUDA(cudaDeviceSynchronize());
    CHECK_CUDA(cudaFree(work[0]));
    CHECK_CUDA(cudaFree(work[1]));
    CHECK_CUDA(cudaFree(count));
}
