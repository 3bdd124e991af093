/*
 * bench/apps/qs/flat.cu - the same quicksort without dynamic parallelism:
 * level by level from the host. A level's kernel has one thread per segment
 * (the same partition and selection sort as the CDP program); instead of
 * launching its parts, a thread appends them to the next level's work list.
 * The host reads the list's length to size the next level's grid.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qs.h"

__global__ void qs_level(unsigned int *data, const int2 *work_in, int count, int2 *work_out, int *work_out_count,
                         int depth, int max_depth)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= count)
        return;
    int left = work_in[i].x, right = work_in[i].y;
    if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
        qs_selection_sort(data, left, right);
        return;
    }
    int nright, nleft;
    qs_partition(data, left, right, &nright, &nleft);
    if (left < nright)
        work_out[atomicAdd(work_out_count, 1)] = make_int2(left, nright);
    if (nleft < right)
        work_out[atomicAdd(work_out_count, 1)] = make_int2(nleft, right);
}

void qs_variant_run(const qs_problem *p)
{
    /* A level has at most one segment per element, and at most 2^depth. */
    int capacity = p->n;
    int2 *work[2];
    int *count;
    CHECK_CUDA(cudaMalloc((void **)&work[0], (size_t)capacity * sizeof(int2)));
    CHECK_CUDA(cudaMalloc((void **)&work[1], (size_t)capacity * sizeof(int2)));
    CHECK_CUDA(cudaMalloc((void **)&count, sizeof(int)));
    int2 root = make_int2(0, p->n - 1);
    CHECK_CUDA(cudaMemcpy(work[0], &root, sizeof root, cudaMemcpyHostToDevice));
    int segments = 1;
    for (int depth = 0; segments > 0; depth++) {
        CHECK_CUDA(cudaMemset(count, 0, sizeof(int)));
        int threads = 128;
        qs_level<<<(segments + threads - 1) / threads, threads>>>(p->data, work[depth % 2], segments,
                                                                  work[(depth + 1) % 2], count, depth, p->max_depth);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&segments, count, sizeof(int), cudaMemcpyDeviceToHost));
    }
    CHECK_CUDA(cudaDeviceSynchronize());
    CHECK_CUDA(cudaFree(work[0]));
    CHECK_CUDA(cudaFree(work[1]));
    CHECK_CUDA(cudaFree(count));
}
