// dpopt runtime: kernels that run together, managed (--corun; Li and Liang,
// "Efficient Kernel Management on GPUs": TLP modulation and L1 bypassing,
// made in software on a real GPU).
//
// A co-runnable kernel (kernel_dp_corun, written by dpopt from a kernel as
// written) is launched with at most as many blocks as fit on the GPU at
// once. Each block is admitted or leaves at once:
//
//     ticket = corun_admit(state)      a slot of its kernel's quota on its SM
//                                      (%smid), or none: the block leaves
//     while corun_next(state, &ticket) the original blocks, by a work counter (in chunks),
//         kernel_dp_block(..., corun_block_index(ticket.block, state), ticket.bypass)
//     corun_leave(state, ticket)
//
// so that at most `quota` blocks of the kernel run on an SM at once (its
// TLP), and the rest of the SM is left to the kernels beside it. Between
// two original blocks an admitted block also takes or drops a bypass tag,
// so that `bypass` of its kernel's blocks on each SM read global memory past
// L1 (__ldcg: corun_load) while the others use it.
//
// Every admitted block works until no original block is left, so the work
// is done whatever the quota (never below 1) and wherever blocks land. Once
// the kernel runs alone, the host raises its quota to its `alone` setting
// and launches more blocks sharing its state (corun_host.cuh: the quota
// that suits two kernels starves one).
//
// A kernel launched from the device (a CDP program's child grids, run
// beside each other and the parent's other blocks) is launched with
// corun_launch_device instead (corun_device.cuh): the same blocks, a state
// of the launch's own, its setting written by the host beforehand.
//
// The host launches it with corun_launch, which takes the kernel's settings
// from the environment (a program as written needs no change):
//
//     DPOPT_CORUN="bpnn_layerforward:tlp=3,invert_mapping:tlp=rest:bypass=1"
//         tlp=N     N blocks an SM at most (clamped to what fits, at least 1)
//         tlp=rest  what fits on an SM beside the quotas of the co-runnable
//                   kernels already running (the static pairing of the
//                   paper's section III-A: the Down or Optimal kernel gets its
//                   optimum, the other what is left); with no bypass and no
//                   smaller alone=N, the launch as written, whose blocks the
//                   hardware gives just that
//         alone=N   N blocks an SM once no other co-runnable launch runs
//                   (default: N of tlp=N; the most that fit for tlp=rest)
//         bypass=N  N blocks an SM bypass L1 from the start
//         (a kernel not named: the launch as written, the hardware's own)
//     DPOPT_CORUN_BYPASS=search   the online search of section III-B over the
//                   kernels running together (corun_search.cuh), for every
//                   pair of launches; =learn: once for two kernels, whose
//                   later launches together start with its outcome
//     DPOPT_CORUN_REPORT=1        a line per launch on standard error (=stdout:
//                   on standard output): its quota, bypass, blocks admitted
//                   and turned away, time, and "on device N"; written when
//                   it is retired (at the next launch on its device,
//                   corun_flush() or exit)
#ifndef DPOPT_RUNTIME_CORUN_CUH
#define DPOPT_RUNTIME_CORUN_CUH

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "dpopt/launch_config.cuh"

// Needs nothing of dpopt.cuh: its host side is built and checked as plain
// C++ too (tests/runtime/corun_blocks_check.cpp).

#ifndef DPOPT_CORUN_MAX_SMS
#define DPOPT_CORUN_MAX_SMS 256
#endif

namespace dpopt {

// A launch's state on the device. The host writes `quota` and `bypass`
// (before the launch; `bypass` also while it runs); the blocks the rest.
struct CorunState {
    volatile unsigned int quota;  // admitted blocks an SM at most
    volatile unsigned int bypass; // of those, blocks an SM that bypass L1
    unsigned long long blocks;    // the original grid's blocks
    unsigned int grid_x, grid_y;  // its shape (z: the rest)
    unsigned int chunk;           // original blocks taken at once (0: 1)
    unsigned long long next;      // the next original block to take
    unsigned long long done;      // original blocks finished (progress)
    unsigned int admitted;        // blocks admitted
    unsigned int turned_away;     // blocks that left at once
    unsigned int owned;           // made on the device (corun_device.cuh): freed by the grid's
                                  // last block, never raised, no wait at the end
    unsigned int launched;        // the co-runnable grid's blocks (an owned state's)
    unsigned int exited;          // of those, blocks done with the state (an owned state's)
    unsigned int resident[DPOPT_CORUN_MAX_SMS];  // admitted blocks an SM, now
    unsigned int bypassing[DPOPT_CORUN_MAX_SMS]; // of those, tagged to bypass L1
};

// What an admitted block holds (thread 0 takes it; the block reads it
// from shared memory).
struct CorunTicket {
    unsigned int sm;
    unsigned long long block; // the original block it runs now
    unsigned long long start, end; // the chunk it took: [start, end)
    bool admitted;
    bool bypass;         // its loads of global memory bypass L1
    bool working;        // it has taken an original block before
};
// Counted in every co-runnable version before dpopt writes one (src/plan/
// shared_limit.h, SHARED_CORUN): past 48 KB of static shared memory a kernel
// does not link.
static_assert(sizeof(CorunTicket) <= 40, "src/plan/shared_limit.h's SHARED_CORUN counts 40 bytes");

#ifdef DPOPT_CORUN_HOST_MODEL
// A host model of the device (tests/runtime/corun_blocks_check.cpp) says
// which SM the calling "block" is on.
unsigned int corun_model_smid();
void corun_model_pause();
void corun_model_free(CorunState *s);
#endif

__device__ inline unsigned int corun_smid()
{
#if defined(__CUDA_ARCH__)
    unsigned int id;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(id));
    return id % DPOPT_CORUN_MAX_SMS;
#elif defined(DPOPT_CORUN_HOST_MODEL)
    return corun_model_smid() % DPOPT_CORUN_MAX_SMS;
#else
    return 0;
#endif
}

// Thread 0, the block's last use of the state: the last block of a grid
// whose state was made on the device frees it (every block comes here
// once, admitted or turned away; none reads the state after).
__device__ inline void corun_exit(CorunState *s)
{
    if (s->owned && atomicAdd(&s->exited, 1u) + 1 == s->launched) {
#ifdef DPOPT_CORUN_HOST_MODEL
        corun_model_free(s);
#else
        free(s);
#endif
    }
}

// Thread 0: a slot of the quota on this SM, or none (the block is then
// done with the state).
__device__ inline CorunTicket corun_admit(CorunState *s)
{
    CorunTicket t;
    t.sm = corun_smid();
    t.block = t.start = t.end = 0;
    t.bypass = false;
    t.working = false;
    unsigned int quota = s->quota > 0 ? s->quota : 1;
    t.admitted = atomicAdd(&s->resident[t.sm], 1u) < quota;
    if (t.admitted) {
        atomicAdd(&s->admitted, 1u);
    } else {
        atomicSub(&s->resident[t.sm], 1u);
        atomicAdd(&s->turned_away, 1u);
        corun_exit(s);
    }
    return t;
}

// Thread 0, between original blocks: the next of its chunk; or the chunk
// counted done, the bypass tag following the target, the next chunk taken;
// false when none is left. Chunks keep the blocks off one counter: taken
// one at a time, a kernel of short blocks spends its time in atomics.
__device__ inline bool corun_next(CorunState *s, CorunTicket *t)
{
    if (t->working && ++t->block < t->end)
        return true;
    if (t->working) {
        __threadfence();
        atomicAdd(&s->done, t->end - t->start);
    }
    t->working = true;
    unsigned int target = s->bypass;
    if (!t->bypass && target > 0) {
        t->bypass = atomicAdd(&s->bypassing[t->sm], 1u) < target;
        if (!t->bypass)
            atomicSub(&s->bypassing[t->sm], 1u);
    } else if (t->bypass && target < *(volatile unsigned int *)&s->bypassing[t->sm]) {
        atomicSub(&s->bypassing[t->sm], 1u);
        t->bypass = false;
    }
    unsigned long long chunk = s->chunk ? s->chunk : 1;
    t->start = t->block = atomicAdd(&s->next, chunk);
    t->end = t->start + chunk < s->blocks ? t->start + chunk : s->blocks;
    return t->block < s->blocks;
}

// A short wait (a block that has nothing to do but wait).
__device__ inline void corun_pause()
{
#if defined(__CUDA_ARCH__)
    __nanosleep(1000);
#elif defined(DPOPT_CORUN_HOST_MODEL)
    corun_model_pause();
#endif
}

// The count of original blocks done, an acquire load: a block that sees
// every block done also sees what they wrote (each counted its blocks after
// a fence, corun_next), which the work after the grid may read, some of it
// written by a second grid on the runtime's stream (corun_host.cuh) that
// the program's stream does not order.
__device__ inline unsigned long long corun_done_acquire(const CorunState *s)
{
#if defined(__CUDA_ARCH__)
    unsigned long long done;
    asm volatile("ld.acquire.gpu.u64 %0, [%1];" : "=l"(done) : "l"(&s->done) : "memory");
    return done;
#else
    return __atomic_load_n(&s->done, __ATOMIC_ACQUIRE);
#endif
}

// Thread 0: the block leaves its SM's slot (and its tag), then waits until
// every original block is done. A kernel left running alone gets more
// blocks (corun_host.cuh: a second grid on the runtime's stream, sharing
// this state), and the grid the program launched must not end while they
// still run original blocks: what follows it in its stream would start too
// soon. The blocks that wait hold no work, so the ones holding work, all
// of them running, finish. A grid launched from the device is never raised:
// its blocks leave at once.
__device__ inline void corun_leave(CorunState *s, const CorunTicket &t)
{
    if (t.bypass)
        atomicSub(&s->bypassing[t.sm], 1u);
    atomicSub(&s->resident[t.sm], 1u);
    while (!s->owned && corun_done_acquire(s) < s->blocks)
        corun_pause();
    corun_exit(s);
}

// The original block `b`'s index in its grid (x fastest, as the hardware
// numbers them).
__device__ inline dim3 corun_block_index(unsigned long long b, const CorunState *s)
{
    unsigned long long plane = (unsigned long long)s->grid_x * s->grid_y;
    return dim3((unsigned int)(b % s->grid_x), (unsigned int)(b / s->grid_x % s->grid_y), (unsigned int)(b / plane));
}

__device__ inline dim3 corun_grid(const CorunState *s)
{
    unsigned long long plane = (unsigned long long)s->grid_x * s->grid_y;
    return dim3(s->grid_x, s->grid_y, (unsigned int)(s->blocks / plane));
}

// Original blocks an admitted block takes at once: about eight chunks for
// each block that could run, at most 64 (corun_next says why chunks).
__host__ __device__ inline unsigned int corun_chunk(unsigned long long blocks, unsigned int launched)
{
    unsigned long long chunk = blocks / ((unsigned long long)(launched ? launched : 1) * 8);
    return (unsigned int)(chunk < 1 ? 1 : chunk > 64 ? 64 : chunk);
}

// A load of global memory, past L1 where the block is tagged (ld.global.cg).
// The types __ldcg reads; any other is read as written.
template <class T>
__device__ inline T corun_load(const T *p, bool bypass)
{
    return *p;
}
#define DPOPT_CORUN_LOAD(T)                                                                                           \
    __device__ inline T corun_load(const T *p, bool bypass) { return bypass ? __ldcg(p) : *p; }
DPOPT_CORUN_LOAD(char)
DPOPT_CORUN_LOAD(signed char)
DPOPT_CORUN_LOAD(unsigned char)
DPOPT_CORUN_LOAD(short)
DPOPT_CORUN_LOAD(unsigned short)
DPOPT_CORUN_LOAD(int)
DPOPT_CORUN_LOAD(unsigned int)
DPOPT_CORUN_LOAD(long long)
DPOPT_CORUN_LOAD(unsigned long long)
DPOPT_CORUN_LOAD(float)
DPOPT_CORUN_LOAD(double)
DPOPT_CORUN_LOAD(int2)
DPOPT_CORUN_LOAD(int4)
DPOPT_CORUN_LOAD(uint2)
DPOPT_CORUN_LOAD(uint4)
DPOPT_CORUN_LOAD(float2)
DPOPT_CORUN_LOAD(float4)
DPOPT_CORUN_LOAD(double2)
#undef DPOPT_CORUN_LOAD

} // namespace dpopt

#include "dpopt/corun_host.cuh"
#include "dpopt/corun_device.cuh"

#endif
