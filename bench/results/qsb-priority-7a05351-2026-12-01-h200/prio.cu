/*
 * qsb without levels, deepest first (hand-written prototype, not dpopt's
 * output): one persistent grid, as many blocks as the GPU holds at once; a
 * segment's parts go to the queue of their depth, and a free block takes
 * from the deepest queue that has work, so that the chain to the deepest
 * segment runs ahead of the wide levels instead of after them. The same
 * partition and selection sort as cdp.cu and flat.cu (qsb.h).
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"

#define QSP_DEPTHS 32

struct qsp_task {
    int left, right;
    int ready; /* set last, after the fields */
    int pad;
};

struct qsp_queues {
    unsigned int head[QSP_DEPTHS]; /* tasks taken, per depth */
    unsigned int tail[QSP_DEPTHS]; /* tasks appended, per depth */
    unsigned int base[QSP_DEPTHS]; /* depth d's first slot in tasks */
    unsigned int cap[QSP_DEPTHS];
    unsigned int mask; /* bit d: depth d may have a task */
    int pending;       /* appended and not finished */
};

static __device__ void qsp_append(qsp_task *tasks, qsp_queues *q, int depth, int left, int right)
{
    const unsigned int slot = atomicAdd(&q->tail[depth], 1u);
    if (slot >= q->cap[depth])
        __trap();
    volatile qsp_task *t = &tasks[q->base[depth] + slot];
    t->left = left;
    t->right = right;
    __threadfence();
    t->ready = 1;
    atomicOr(&q->mask, 1u << depth);
}

/* Thread 0: the next task, deepest first; false when every task is done. */
static __device__ bool qsp_take(qsp_task *tasks, qsp_queues *q, int *left, int *right, int *depth)
{
    volatile unsigned int *mask = &q->mask, *head = q->head, *tail = q->tail;
    volatile int *pending = &q->pending;
    unsigned int pause = 32;
    for (;;) {
        const unsigned int m = *mask;
        if (m == 0u) {
            if (*pending == 0)
                return false;
            __nanosleep(pause);
            pause = pause < 256u ? pause * 2u : pause;
            continue;
        }
        const int d = 31 - __clz(m);
        const unsigned int h = head[d];
        if (h >= tail[d]) { /* empty: clear its bit, then look again (an append may have come in between) */
            atomicAnd(&q->mask, ~(1u << d));
            __threadfence();
            if (tail[d] > h)
                atomicOr(&q->mask, 1u << d);
            continue;
        }
        if (atomicCAS(&q->head[d], h, h + 1u) != h)
            continue;
        volatile qsp_task *t = &tasks[q->base[d] + h];
        while (!t->ready)
            ;
        __threadfence();
        *left = t->left;
        *right = t->right;
        *depth = d;
        return true;
    }
}

__global__ void __launch_bounds__(QSB_THREADS) qsb_prio(unsigned int *data, unsigned int *scratch, qsp_task *tasks,
                                                        qsp_queues *q, int max_depth)
{
    __shared__ qsb_counts counts;
    __shared__ int below, equal;
    __shared__ int s_left, s_right, s_depth, s_stop;
    for (;;) {
        if (threadIdx.x == 0) {
            int l = 0, r = 0, d = 0;
            s_stop = !qsp_take(tasks, q, &l, &r, &d);
            s_left = l;
            s_right = r;
            s_depth = d;
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
                    __threadfence(); /* the partition's writes, before any part is seen */
                    if (lower)
                        qsp_append(tasks, q, depth + 1, left, left + below - 1);
                    if (upper)
                        qsp_append(tasks, q, depth + 1, left + below + equal, right);
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
    if (p->max_depth + 1 > QSP_DEPTHS) {
        fprintf(stderr, "prio.cu: max_depth %d past %d queues\n", p->max_depth, QSP_DEPTHS);
        exit(2);
    }
    /* Depth d holds at most 2^d segments, each of two elements at least. */
    qsp_queues q0 = {};
    unsigned int total = 0;
    for (int d = 0; d <= p->max_depth; d++) {
        unsigned long long cap = 1ull << d;
        if (cap > (unsigned long long)p->n / 2 + 1)
            cap = (unsigned long long)p->n / 2 + 1;
        q0.base[d] = total;
        q0.cap[d] = (unsigned int)cap;
        total += (unsigned int)cap;
    }
    q0.tail[0] = 1u;
    q0.mask = 1u;
    q0.pending = 1;
    qsp_task *tasks;
    qsp_queues *q;
    CHECK_CUDA(cudaMalloc((void **)&tasks, (size_t)total * sizeof(qsp_task)));
    CHECK_CUDA(cudaMalloc((void **)&q, sizeof(qsp_queues)));
    CHECK_CUDA(cudaMemsetAsync(tasks, 0, (size_t)total * sizeof(qsp_task)));
    CHECK_CUDA(cudaMemcpy(q, &q0, sizeof q0, cudaMemcpyHostToDevice));
    qsp_task root = {0, p->n - 1, 1, 0};
    CHECK_CUDA(cudaMemcpy(tasks, &root, sizeof root, cudaMemcpyHostToDevice));
    int device = 0, sms = 0, per_sm = 0;
    CHECK_CUDA(cudaGetDevice(&device));
    CHECK_CUDA(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, qsb_prio, QSB_THREADS, 0));
    qsb_prio<<<sms * per_sm, QSB_THREADS>>>(p->data, p->scratch, tasks, q, p->max_depth);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
    qst_report();
    CHECK_CUDA(cudaFree(tasks));
    CHECK_CUDA(cudaFree(q));
}
