/*
 * qsb without levels (hand-written prototype, not dpopt's output): one
 * persistent grid, as many blocks as the GPU holds at once, takes segments
 * from one queue in the order they were made; a block that partitions a
 * segment appends its parts at once, so a part starts as soon as a block is
 * free, not when its whole level has ended. The same partition and
 * selection sort as cdp.cu and flat.cu (qsb.h).
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"

struct qsb_task {
    int left, right, depth;
    int ready; /* set last, after the fields */
};

struct qsb_queue {
    unsigned int tail;    /* tasks appended */
    unsigned int head;    /* tasks taken */
    int pending;          /* appended and not finished */
    unsigned int overflow;
};

static __device__ void qsb_append(qsb_task *tasks, unsigned int capacity, qsb_queue *q, unsigned int slot, int left,
                                  int right, int depth)
{
    if (slot >= capacity) {
        atomicAdd(&q->overflow, 1u);
        __trap();
    }
    volatile qsb_task *t = &tasks[slot];
    t->left = left;
    t->right = right;
    t->depth = depth;
    __threadfence();
    t->ready = 1;
}

__global__ void __launch_bounds__(QSB_THREADS) qsb_dataflow(unsigned int *data, unsigned int *scratch, qsb_task *tasks,
                                                            unsigned int capacity, qsb_queue *q, int max_depth)
{
    __shared__ qsb_counts counts;
    __shared__ int below, equal;
    __shared__ int s_left, s_right, s_depth, s_stop;
    for (;;) {
        if (threadIdx.x == 0) {
            const unsigned int idx = atomicAdd(&q->head, 1u);
            volatile qsb_task *t = &tasks[idx < capacity ? idx : 0];
            volatile int *pending = &q->pending;
            int stop = 0;
            unsigned int pause = 32;
            while (idx >= capacity || !t->ready) {
                if (*pending == 0) {
                    stop = 1;
                    break;
                }
                __nanosleep(pause);
                pause = pause < 256u ? pause * 2u : pause;
            }
            __threadfence();
            if (!stop) {
                s_left = t->left;
                s_right = t->right;
                s_depth = t->depth;
            }
            s_stop = stop;
        }
        __syncthreads();
        if (s_stop)
            return;
        const int left = s_left, right = s_right, depth = s_depth;
        if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
            if (threadIdx.x == 0)
                qs_selection_sort(data, left, right);
        } else {
            qsb_partition(data, scratch, left, right, &counts, &below, &equal);
            if (threadIdx.x == 0) {
                const bool lower = below > 1, upper = left + below + equal < right;
                const int parts = (int)lower + (int)upper;
                if (parts > 0) {
                    atomicAdd(&q->pending, parts);
                    unsigned int slot = atomicAdd(&q->tail, (unsigned int)parts);
                    __threadfence(); /* the partition's writes, before any part is seen */
                    if (lower)
                        qsb_append(tasks, capacity, q, slot++, left, left + below - 1, depth + 1);
                    if (upper)
                        qsb_append(tasks, capacity, q, slot, left + below + equal, right, depth + 1);
                }
            }
        }
        if (threadIdx.x == 0) {
            __threadfence();
            atomicSub(&q->pending, 1);
        }
        __syncthreads(); /* the shared fields are read again */
    }
}

void qs_variant_run(const qs_problem *p)
{
    if (p->n < 2) {
        CHECK_CUDA(cudaDeviceSynchronize());
        return;
    }
    /* Every task is a segment of at least two elements, and the tree has at
     * most one inner segment per leaf: fewer than n tasks. */
    const unsigned int capacity = (unsigned int)p->n;
    qsb_task *tasks;
    qsb_queue *q;
    CHECK_CUDA(cudaMalloc((void **)&tasks, (size_t)capacity * sizeof(qsb_task)));
    CHECK_CUDA(cudaMalloc((void **)&q, sizeof(qsb_queue)));
    CHECK_CUDA(cudaMemset(tasks, 0, (size_t)capacity * sizeof(qsb_task)));
    qsb_queue q0 = {1u, 0u, 1, 0u};
    CHECK_CUDA(cudaMemcpy(q, &q0, sizeof q0, cudaMemcpyHostToDevice));
    qsb_task root = {0, p->n - 1, 0, 1};
    CHECK_CUDA(cudaMemcpy(tasks, &root, sizeof root, cudaMemcpyHostToDevice));
    int device = 0, sms = 0, per_sm = 0;
    CHECK_CUDA(cudaGetDevice(&device));
    CHECK_CUDA(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, qsb_dataflow, QSB_THREADS, 0));
    qsb_dataflow<<<sms * per_sm, QSB_THREADS>>>(p->data, p->scratch, tasks, capacity, q, p->max_depth);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
    CHECK_CUDA(cudaFree(tasks));
    CHECK_CUDA(cudaFree(q));
}
