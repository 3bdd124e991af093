// The hand-written form of a chain (bench/vertical's flat.cu programs): one
// grid of a block per link, with no launch. A block takes its link by a
// ticket, in the order blocks start (so the link it waits for belongs to a
// block already running or done), waits for the link before it to publish
// its value, and publishes its own: the flag chaining of data-sliding
// algorithms (Gomez-Luna et al.), one predecessor looked back at.
#ifndef DPOPT_BENCH_SINGLE_GRID_H
#define DPOPT_BENCH_SINGLE_GRID_H

#include <cuda_runtime.h>

template <class T>
struct Links {
    unsigned int *ticket; // the next link to take
    int *flags;           // per link: 1 once its value is published
    T *values;            // per link: what it passes to the next
};

// Thread 0's: the link this block takes.
template <class T>
__device__ inline int links_take(Links<T> l)
{
    return (int)atomicAdd(l.ticket, 1u);
}

// Thread 0's: the value link `link - 1` published.
template <class T>
__device__ inline T links_wait(Links<T> l, int link)
{
    volatile int *flag = l.flags + link - 1;
    while (*flag == 0)
        __nanosleep(32);
    __threadfence();
    return __ldcg(l.values + link - 1); /* past this SM's L1 */
}

// Thread 0's: publishes link's value.
template <class T>
__device__ inline void links_publish(Links<T> l, int link, T value)
{
    __stcg(l.values + link, value);
    __threadfence();
    *(volatile int *)(l.flags + link) = 1;
}

// Room for `links` links, kept from run to run, its flags and ticket
// cleared in the stream before each.
template <class T>
static Links<T> links_for(int links)
{
    static Links<T> l;
    static int room;
    if (links > room) {
        if (room) {
            cudaFree(l.flags);
            cudaFree(l.values);
        } else
            cudaMalloc(&l.ticket, sizeof(unsigned int));
        cudaMalloc(&l.flags, links * sizeof(int));
        cudaMalloc(&l.values, links * sizeof(T));
        room = links;
    }
    cudaMemsetAsync(l.ticket, 0, sizeof(unsigned int));
    cudaMemsetAsync(l.flags, 0, links * sizeof(int));
    return l;
}

#endif
