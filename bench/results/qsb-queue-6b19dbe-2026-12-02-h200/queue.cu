/*
 * qsb's recursion scheduled by a work queue instead of levels: a question
 * for issue 46, not part of the suite. The same partition and selection sort
 * as the CDP program (qsb.h); a persistent grid of as many blocks as the
 * device holds at once, each taking the next ticket of a FIFO queue, waiting
 * for that slot to be filled, and running the segment there; a partitioned
 * segment's parts are pushed at once. No level waits for another: a part
 * starts as soon as its parent is done, as a CDP launch would, without a
 * launch. A count of pushed but unfinished segments tells the grid when the
 * tree is done (the blocks still waiting then leave).
 *
 * The queue's slots are never reused within a run (a run's tree has at most
 * (max_depth + 1) * n segments: each depth's are disjoint and nonempty);
 * they are allocated once and the used prefix's flags reset before a run.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"

struct qq_item {
    int left, right, depth;
};

struct qq_queue {
    unsigned int head, tail; /* tickets taken; slots filled (claimed) */
    int pending;             /* segments pushed and not yet finished */
    int done;                /* set when pending reaches 0 */
    int overflow;            /* a push past the capacity (the run then fails verification) */
};

__global__ void __launch_bounds__(QSB_THREADS) qsb_queue_run(unsigned int *data, unsigned int *scratch, qq_queue *q,
                                                             qq_item *items, unsigned int *ready,
                                                             unsigned int capacity, int max_depth)
{
    __shared__ qsb_counts counts;
    __shared__ int below, equal;
    __shared__ qq_item item;
    __shared__ int have;
    for (;;) {
        if (threadIdx.x == 0) {
            const unsigned int ticket = atomicAdd(&q->head, 1u);
            have = 0;
            while (ticket < capacity) {
                if (*(volatile unsigned int *)&ready[ticket]) {
                    __threadfence();
                    const volatile qq_item *v = &items[ticket];
                    item.left = v->left;
                    item.right = v->right;
                    item.depth = v->depth;
                    have = 1;
                    break;
                }
                if (*(volatile int *)&q->done)
                    break;
                __nanosleep(100);
            }
        }
        __syncthreads();
        if (!have)
            return;
        const int left = item.left, right = item.right, depth = item.depth;
        if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
            if (threadIdx.x == 0)
                qs_selection_sort(data, left, right);
        } else {
            qsb_partition(data, scratch, left, right, &counts, &below, &equal);
            if (threadIdx.x == 0) {
                qq_item parts[2];
                int n = 0;
                if (below > 1)
                    parts[n++] = qq_item{left, left + below - 1, depth + 1};
                if (left + below + equal < right)
                    parts[n++] = qq_item{left + below + equal, right, depth + 1};
                if (n) {
                    atomicAdd(&q->pending, n);
                    const unsigned int slot = atomicAdd(&q->tail, (unsigned int)n);
                    if (slot + n > capacity) {
                        atomicExch(&q->overflow, 1);
                    } else {
                        for (int k = 0; k < n; k++)
                            items[slot + k] = parts[k];
                        __threadfence();
                        for (int k = 0; k < n; k++)
                            atomicExch(&ready[slot + k], 1u);
                    }
                }
            }
        }
        if (threadIdx.x == 0) {
            __threadfence(); /* the segment's data before its count */
            if (atomicSub(&q->pending, 1) == 1)
                atomicExch(&q->done, 1);
        }
        __syncthreads(); /* `item` and `have` are rewritten next round */
    }
}

void qs_variant_run(const qs_problem *p)
{
    static qq_queue *q;
    static qq_item *items;
    static unsigned int *ready;
    static unsigned int capacity, used;
    static int blocks;
    if (!q) {
        capacity = (unsigned int)((size_t)(p->max_depth + 1) * (size_t)p->n + 1);
        CHECK_CUDA(cudaMalloc((void **)&q, sizeof *q));
        CHECK_CUDA(cudaMalloc((void **)&items, (size_t)capacity * sizeof *items));
        CHECK_CUDA(cudaMalloc((void **)&ready, (size_t)capacity * sizeof *ready));
        CHECK_CUDA(cudaMemset(ready, 0, (size_t)capacity * sizeof *ready));
        int per_sm = 0, sms = 0;
        CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, qsb_queue_run, QSB_THREADS, 0));
        CHECK_CUDA(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
        blocks = per_sm * sms;
        used = 0;
    }
    if (used)
        CHECK_CUDA(cudaMemset(ready, 0, (size_t)used * sizeof *ready));
    qq_queue h = {0u, 1u, 1, 0, 0};
    qq_item root = {0, p->n - 1, 0};
    const unsigned int one = 1u;
    CHECK_CUDA(cudaMemcpy(q, &h, sizeof h, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(items, &root, sizeof root, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(ready, &one, sizeof one, cudaMemcpyHostToDevice));
    if (p->n > 1) {
        qsb_queue_run<<<blocks, QSB_THREADS>>>(p->data, p->scratch, q, items, ready, capacity, p->max_depth);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
    CHECK_CUDA(cudaMemcpy(&h, q, sizeof h, cudaMemcpyDeviceToHost));
    used = h.tail < capacity ? h.tail : capacity;
    if (h.overflow)
        fprintf(stderr, "qsb queue: more segments than %u slots\n", capacity);
}
