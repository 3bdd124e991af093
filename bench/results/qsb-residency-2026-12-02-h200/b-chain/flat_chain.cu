/* qsb's flat.cu, its levels launched from the device: the last block of each level (counted out with a fence
 * and an atomic) launches the next as a child of its grid (a tail launch past the nesting depth). */
#include <cstring>
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"
#ifdef QSL
#include "qsl.h"
#endif

struct chain_state {
    int2 *work[2];
    int counts[64];
    unsigned int tickets[64];
};
static __device__ chain_state chain;

__global__ void qsb_chain(unsigned int *data, unsigned int *scratch, int depth, int max_depth)
{
#ifdef QSL
    qsl_scope qsl_s(depth);
#endif
    [&]() {
        const int2 *work_in = chain.work[depth % 2];
        int2 *work_out = chain.work[(depth + 1) % 2];
        int *work_out_count = &chain.counts[depth + 1];
        const int left = work_in[blockIdx.x].x, right = work_in[blockIdx.x].y;
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
    }();
    __shared__ bool last;
#ifdef CHAIN_F1
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(&chain.tickets[depth], 1u) == gridDim.x - 1;
    }
#else
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0)
        last = atomicAdd(&chain.tickets[depth], 1u) == gridDim.x - 1;
#endif
    __syncthreads();
    if (threadIdx.x == 0 && last) {
        const int n = atomicAdd(&chain.counts[depth + 1], 0);
        if (n > 0) {
            (void)cudaGetLastError();
            qsb_chain<<<n, QSB_THREADS, 0, cudaStreamFireAndForget>>>(data, scratch, depth + 1, max_depth);
            if (cudaGetLastError() != cudaSuccess)
                qsb_chain<<<n, QSB_THREADS, 0, cudaStreamTailLaunch>>>(data, scratch, depth + 1, max_depth);
        }
    }
}

void qs_variant_run(const qs_problem *p)
{
    int capacity = p->n / 2 + 1;
    chain_state h;
    memset(&h, 0, sizeof h);
    CHECK_CUDA(cudaMalloc((void **)&h.work[0], (size_t)capacity * sizeof(int2)));
    CHECK_CUDA(cudaMalloc((void **)&h.work[1], (size_t)capacity * sizeof(int2)));
    int2 root = make_int2(0, p->n - 1);
    CHECK_CUDA(cudaMemcpy(h.work[0], &root, sizeof root, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpyToSymbol(chain, &h, sizeof h));
    if (p->n > 1) {
        qsb_chain<<<1, QSB_THREADS>>>(p->data, p->scratch, 0, p->max_depth);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
#ifdef QSL
    qsl_report();
#endif
    CHECK_CUDA(cudaFree(h.work[0]));
    CHECK_CUDA(cudaFree(h.work[1]));
}
