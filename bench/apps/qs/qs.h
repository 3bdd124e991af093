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

/* Selection sort of data[left..right], both inclusive. */
static __host__ __device__ __forceinline__ void qs_selection_sort(unsigned int *data, int left, int right)
{
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
