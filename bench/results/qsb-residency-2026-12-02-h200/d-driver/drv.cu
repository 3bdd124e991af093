/* qsb's flat.cu levels launched from the device by a one-thread driver: drive(d) launches level d as its
 * child and itself (d + 1) as its tail launch, which starts once drive(d) and level d are done. NOLAUNCH
 * undefined: the level kernel also holds a device launch that is never made. */
#include <cstring>
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"
#ifdef QSL
#include "qsl.h"
#endif

struct drv_state {
    int2 *work[2];
    int counts[64];
};
static __device__ drv_state drv;

__global__ void qsb_level_d(unsigned int *data, unsigned int *scratch, int depth, int max_depth)
{
#ifdef QSL
    qsl_scope qsl_s(depth);
#endif
    const int2 *work_in = drv.work[depth % 2];
    int2 *work_out = drv.work[(depth + 1) % 2];
    int *work_out_count = &drv.counts[depth + 1];
    const int left = work_in[blockIdx.x].x, right = work_in[blockIdx.x].y;
#ifndef NOLAUNCH
    if (left < 0 && threadIdx.x == 0) /* never */
        qsb_level_d<<<1, 1, 0, cudaStreamFireAndForget>>>(data, scratch, depth, max_depth);
#endif
    if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
        if (threadIdx.x == 0)
            qs_selection_sort(data, left, right);
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

__global__ void drive(unsigned int *data, unsigned int *scratch, int depth, int max_depth)
{
    const int n = drv.counts[depth];
    if (n == 0)
        return;
    qsb_level_d<<<n, QSB_THREADS, 0, cudaStreamFireAndForget>>>(data, scratch, depth, max_depth);
    drive<<<1, 1, 0, cudaStreamTailLaunch>>>(data, scratch, depth + 1, max_depth);
}

void qs_variant_run(const qs_problem *p)
{
    int capacity = p->n / 2 + 1;
    drv_state h;
    memset(&h, 0, sizeof h);
    CHECK_CUDA(cudaMalloc((void **)&h.work[0], (size_t)capacity * sizeof(int2)));
    CHECK_CUDA(cudaMalloc((void **)&h.work[1], (size_t)capacity * sizeof(int2)));
    int2 root = make_int2(0, p->n - 1);
    CHECK_CUDA(cudaMemcpy(h.work[0], &root, sizeof root, cudaMemcpyHostToDevice));
    h.counts[0] = p->n > 1 ? 1 : 0;
    CHECK_CUDA(cudaMemcpyToSymbol(drv, &h, sizeof h));
    drive<<<1, 1>>>(p->data, p->scratch, 0, p->max_depth);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
#ifdef QSL
    qsl_report();
#endif
    CHECK_CUDA(cudaFree(h.work[0]));
    CHECK_CUDA(cudaFree(h.work[1]));
}
