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

// The block's exclusive sum scan of v (THREADS threads, a multiple of 32,
// at most 1024); *total the block's sum. warp_sums: THREADS / 32 ints of
// shared memory. (The CDP programs write it out in their kernels: dpopt
// overlaps a prologue that calls no function of the program.)
template <int THREADS_>
__device__ inline int block_exclusive_sum(int v, int *warp_sums, int *total)
{
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int sum = v;
    for (int d = 1; d < 32; d *= 2) {
        int up = __shfl_up_sync(0xffffffffu, sum, d);
        if (lane >= d)
            sum += up;
    }
    if (lane == 31)
        warp_sums[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        int w = lane < THREADS_ / 32 ? warp_sums[lane] : 0;
        for (int d = 1; d < 32; d *= 2) {
            int up = __shfl_up_sync(0xffffffffu, w, d);
            if (lane >= d)
                w += up;
        }
        if (lane < THREADS_ / 32)
            warp_sums[lane] = w;
    }
    __syncthreads();
    *total = warp_sums[THREADS_ / 32 - 1];
    return sum - v + (warp > 0 ? warp_sums[warp - 1] : 0);
}

// The block's exclusive maximum scan of v (-INFINITY for thread 0); *most
// the block's maximum. warp_max: THREADS / 32 floats of shared memory.
template <int THREADS_>
__device__ inline float block_exclusive_max(float v, float *warp_max, float *most)
{
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    float m = v;
    for (int d = 1; d < 32; d *= 2) {
        float up = __shfl_up_sync(0xffffffffu, m, d);
        if (lane >= d)
            m = fmaxf(m, up);
    }
    if (lane == 31)
        warp_max[warp] = m;
    __syncthreads();
    if (warp == 0) {
        float w = lane < THREADS_ / 32 ? warp_max[lane] : -INFINITY;
        for (int d = 1; d < 32; d *= 2) {
            float up = __shfl_up_sync(0xffffffffu, w, d);
            if (lane >= d)
                w = fmaxf(w, up);
        }
        if (lane < THREADS_ / 32)
            warp_max[lane] = w;
    }
    __syncthreads();
    *most = warp_max[THREADS_ / 32 - 1];
    float before = __shfl_up_sync(0xffffffffu, m, 1);
    float earlier = warp > 0 ? warp_max[warp - 1] : -INFINITY;
    return lane == 0 ? earlier : fmaxf(before, earlier);
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
