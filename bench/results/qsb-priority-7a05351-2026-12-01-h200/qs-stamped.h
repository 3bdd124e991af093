/*
 * bench/apps/qs/qs.h - quicksort with dynamic parallelism, as the CUDA sample
 * cdpSimpleQuicksort writes it, and the same algorithm without it.
 *
 * A segment [left, right] (inclusive) of the array is partitioned by one
 * thread around its middle element (Hoare's scheme: two pointers meeting),
 * giving [left, nright] and [nleft, right]; each non-empty part is sorted
 * the same way. A segment of at most QS_SELECT_BELOW elements, or one at
 * depth max_depth, is sorted by a selection sort instead.
 */
#ifndef QS_H
#define QS_H

#include <cuda_runtime.h>

#define QS_SELECT_BELOW 32 /* a segment this small is selection-sorted */

typedef struct qs_problem {
    unsigned int *data;    /* the array, sorted in place */
    unsigned int *scratch; /* as large: qsb's block partitions go through it */
    int n;
    int max_depth;         /* a segment at this depth is selection-sorted */
} qs_problem;

/* Device work only; returns after cudaDeviceSynchronize and an error check. */
void qs_variant_run(const qs_problem *p);


#ifdef QST /* stamps for bench/results/qsb-priority: when and how long the selection sorts run */
#include <cstdio>
static __device__ unsigned long long qst_first = ~0ull; /* the root partition's start (globaltimer, ns) */
static __device__ unsigned long long qst_last_end;      /* the last sort's end */
static __device__ unsigned int qst_n;
static __device__ unsigned long long qst_start[512], qst_dur[512];
static __device__ __forceinline__ unsigned long long qst_now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
static void qst_report()
{
    unsigned long long first = 0, last = 0, start[512], dur[512];
    unsigned int n = 0;
    cudaMemcpyFromSymbol(&first, qst_first, sizeof first);
    cudaMemcpyFromSymbol(&last, qst_last_end, sizeof last);
    cudaMemcpyFromSymbol(&n, qst_n, sizeof n);
    if (n > 512) n = 512;
    cudaMemcpyFromSymbol(start, qst_start, sizeof start);
    cudaMemcpyFromSymbol(dur, qst_dur, sizeof dur);
    unsigned int best = 0, over1 = 0;
    for (unsigned int i = 0; i < n; i++) { if (dur[i] > dur[best]) best = i; over1 += dur[i] > 1000000ull; }
    printf("QST span_us=%.1f sorts_over_200us=%u over_1ms=%u longest_us=%.1f longest_start_us=%.1f\n",
           (last - first) / 1e3, n, over1, n ? dur[best] / 1e3 : 0.0, n ? (start[best] - first) / 1e3 : 0.0);
    const unsigned long long nf = ~0ull, z = 0;
    const unsigned int zn = 0;
    cudaMemcpyToSymbol(qst_first, &nf, sizeof nf);
    cudaMemcpyToSymbol(qst_last_end, &z, sizeof z);
    cudaMemcpyToSymbol(qst_n, &zn, sizeof zn);
}
#define QST_SORT_BEGIN unsigned long long qst_t0 = qst_now();
#define QST_SORT_END { unsigned long long qst_t1 = qst_now(); atomicMax(&qst_last_end, qst_t1); \
    if (qst_t1 - qst_t0 > 200000ull) { unsigned int qst_i = atomicAdd(&qst_n, 1u); \
        if (qst_i < 512u) { qst_start[qst_i] = qst_t0; qst_dur[qst_i] = qst_t1 - qst_t0; } } }
#define QST_PARTITION(left) { if (threadIdx.x == 0 && (left) == 0) atomicMin(&qst_first, qst_now()); }
#else
#define QST_SORT_BEGIN
#define QST_SORT_END
#define QST_PARTITION(left)
static void qst_report() {}
#endif

/* Selection sort of data[left..right], both inclusive. */
static __host__ __device__ __forceinline__ void qs_selection_sort(unsigned int *data, int left, int right)
{
#ifdef __CUDA_ARCH__
    QST_SORT_BEGIN
#endif
    for (int i = left; i <= right; ++i) {
        unsigned int min_val = data[i];
        int min_idx = i;
        for (int j = i + 1; j <= right; ++j) {
            unsigned int val_j = data[j];
            if (val_j < min_val) {
                min_idx = j;
                min_val = val_j;
            }
        }
        if (i != min_idx) {
            data[min_idx] = data[i];
            data[i] = min_val;
        }
    }
#ifdef __CUDA_ARCH__
    QST_SORT_END
#endif
}

/* Partitions data[left..right] around its middle element: on return
 * data[left..*nright] <= pivot <= data[*nleft..right]. */
static __host__ __device__ __forceinline__ void qs_partition(unsigned int *data, int left, int right, int *nright,
                                                             int *nleft)
{
    unsigned int *lptr = data + left;
    unsigned int *rptr = data + right;
    unsigned int pivot = data[(left + right) / 2];
    while (lptr <= rptr) {
        unsigned int lval = *lptr;
        unsigned int rval = *rptr;
        while (lval < pivot) {
            lptr++;
            lval = *lptr;
        }
        while (rval > pivot) {
            rptr--;
            rval = *rptr;
        }
        if (lptr <= rptr) {
            *lptr++ = rval;
            *rptr-- = lval;
        }
    }
    *nright = (int)(rptr - data);
    *nleft = (int)(lptr - data);
}

#endif
