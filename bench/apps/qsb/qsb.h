/*
 * bench/apps/qsb/qsb.h - quicksort with block partitions, as CUDA's
 * cdpAdvancedQuicksort partitions: a block of QSB_THREADS threads splits a
 * segment [left, right] (inclusive) around its middle element into the
 * elements below the pivot, those equal to it and those above, through the
 * scratch array, so each part keeps its elements' order of thread and
 * stride. The parts below and above are sorted the same way; a segment of
 * at most QS_SELECT_BELOW elements, or one at depth max_depth, is
 * selection-sorted by the block's first thread.
 */
#ifndef QSB_H
#define QSB_H

#include <cuda_runtime.h>

#include "../qs/qs.h"

#define QSB_THREADS 256 /* threads of a block partitioning a segment */

/* The block's counts of each part, then its threads' first places in them. */
typedef struct qsb_counts {
    unsigned int below[QSB_THREADS], equal[QSB_THREADS];
} qsb_counts;

/* Partitions data[left..right] with the whole block (every thread calls
 * it): on return data[left..left + *below - 1] < pivot, the next *equal
 * elements are the pivot, the rest above it. */
static __device__ __forceinline__ void qsb_partition(unsigned int *data, unsigned int *scratch, int left, int right,
                                                     qsb_counts *counts, int *below, int *equal)
{
    const unsigned int pivot = data[(left + right) / 2];
    const int t = threadIdx.x;
    unsigned int n_below = 0, n_equal = 0;
    for (int i = left + t; i <= right; i += QSB_THREADS) {
        unsigned int v = data[i];
        n_below += v < pivot;
        n_equal += v == pivot;
    }
    counts->below[t] = n_below;
    counts->equal[t] = n_equal;
    __syncthreads();
    if (t == 0) { /* exclusive scans; the totals in the last slot's place */
        unsigned int sum_below = 0, sum_equal = 0;
        for (int k = 0; k < QSB_THREADS; k++) {
            unsigned int b = counts->below[k], e = counts->equal[k];
            counts->below[k] = sum_below;
            counts->equal[k] = sum_equal;
            sum_below += b;
            sum_equal += e;
        }
        *below = (int)sum_below;
        *equal = (int)sum_equal;
    }
    __syncthreads();
    const int total_below = *below, total_equal = *equal;
    /* Thread k reads n / QSB_THREADS elements, one more where k < n % QSB_THREADS;
     * those the threads before t read that are neither below nor equal
     * come first above the pivot. */
    const unsigned int n = (unsigned int)(right - left + 1), per = n / QSB_THREADS, extra = n % QSB_THREADS;
    unsigned int at_below = counts->below[t], at_equal = counts->equal[t];
    unsigned int read_before = (unsigned int)t * per + ((unsigned int)t < extra ? (unsigned int)t : extra);
    unsigned int at_above = read_before - at_below - at_equal;
    for (int i = left + t; i <= right; i += QSB_THREADS) {
        unsigned int v = data[i];
        if (v < pivot)
            scratch[left + at_below++] = v;
        else if (v == pivot)
            scratch[left + total_below + at_equal++] = v;
        else
            scratch[left + total_below + total_equal + at_above++] = v;
    }
    __syncthreads();
    for (int i = left + t; i <= right; i += QSB_THREADS)
        data[i] = scratch[i];
    __syncthreads();
}

#endif
