// The quicksort example's two files share this header: the segment size
// below which a segment is sorted by one block (bitonic.cu), and that
// kernel's declaration, so that quicksort.cu can launch it.
#ifndef QUICKSORT_H
#define QUICKSORT_H

// A segment of at most this many elements goes to one block's bitonic
// sort: a power of two, twice the block's threads.
#define SMALL_SEGMENT 1024
#define SORT_THREADS (SMALL_SEGMENT / 2)

// Sorts data[left, left + count) (count <= SMALL_SEGMENT) with one block of
// SORT_THREADS threads. Defined in bitonic.cu.
__global__ void bitonic_sort_segment(unsigned int *data, int left, int count);

#endif
