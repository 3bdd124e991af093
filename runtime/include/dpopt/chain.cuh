// dpopt runtime: chains of single-block grids, promoted and aggregated
// (vertical aggregation: --promote=p|pa|po|pao; src/plan/promote.h).
//
// A chain's link hands its consumer two things: at its start, the
// arguments known there (Avail) or the news that the chain ends there; after
// its prologue, the arguments the prologue computed (Post). Each goes
// through a slot of a pool of G blocks launched together, in two flags:
//
//     started:  0 waiting, 1 go (avail written)
//     released: 0 waiting, 1 post written
//
// and the pool's `end`: the first slot past the chain's end (the pool's
// size while it goes on), which every block past it sees at once, rather
// than one after another down the pool's tail.
//
// A block takes its slot by a ticket, in the order the pool's blocks start,
// so the slot it waits on belongs to a block already running or done: no
// block waits on one that cannot run (blockIdx gives no such order). The
// block of the last slot that goes on launches the next pool; every block
// of a pool leaves it, and the last to leave frees it.
//
// Each pool is launched by a block of the pool before it, so it is that
// grid's child, and a grid completes only once its children have: every
// pool of a chain holds one of the device runtime's pending launches until
// the chain's end. Under --promote=p and po (a pool per link) the host
// raises the pending-launch limit before a chain's first link
// (chain_pending_room: 65,536, or DPOPT_CHAIN_PENDING); pa and pao make a
// pool per G links. A chain started from the host (chain_start) has its
// first pool made and launched by the host.
//
// A link's launch that fails as written (a block of 0 or of more than 1,024
// threads, a negative block as the launch converts it: launch_config.cuh)
// is lost there, with every link after it, and the link that made it goes
// on: the chain ends at that link, its prologue and epilogue run, the
// program goes on. So here: a link whose consumer's launch as written
// would not start (chain_link_starts) passes nothing on and stops the chain
// (nothing is made or launched for its consumer), and a pool whose launch
// fails all the same (the pending-launch limit past a chain of more pools
// than it) is freed and the chain ends at the link that launched it
// (chain_launch_failed), as the program as written, whose launch would
// fail there too or sooner (past the default limit of 2,048), loses the
// rest of its chain. A release to no consumer does nothing (chain_release).
//
// One thread of a block (the launcher, thread 0) makes every call here;
// the generated code hands what it waited for to the block through shared
// memory and a barrier.
//
//     a chain started from the host (every argument known there):
//         chain_start(kernel_dp_chain, G, B, stream, avail, post)
//     host version (the kernel as written, launched another way):
//         pool = chain_begin<A, P>(G, avail);  kernel_dp_chain<<<G, B>>>(pool);
//         <prologue>  chain_release(pool, 0, post);  <epilogue>
//     device version (a block of a pool):
//         place = chain_enter(pool, &avail)   (ended: return)
//         next = chain_pass(pool, place, avail') (cond && chain_link_starts(B)) or chain_stop(pool, place)
//         chain_wait(pool, place, &post)
//         <prologue>  chain_release(next.pool, next.slot, post');  chain_leave(pool)  <epilogue>
#ifndef DPOPT_RUNTIME_CHAIN_CUH
#define DPOPT_RUNTIME_CHAIN_CUH

#include <atomic>
#include <cstdio>
#include <cstdlib>

#include "dpopt/host_lock.cuh"
#include "dpopt/launch_config.cuh"
#include "dpopt/per_device.cuh"

namespace dpopt {

template <class Avail, class Post>
struct ChainSlot {
    unsigned int started;  // flag_release / flag_acquire (base.cuh)
    unsigned int released; // the same
    Avail avail;
    Post post;
};

template <class Avail, class Post>
struct ChainPool {
    unsigned int ticket; // the next slot to take, in the order blocks start
    unsigned int left;   // blocks still to leave: the last frees the pool
    unsigned int size;   // G
    unsigned int end;    // the first slot past the chain's end (size: none yet), a flag
    ChainSlot<Avail, Post> slots[1];
};

// A block's place in its pool.
struct ChainPlace {
    unsigned int slot;
    bool ended; // the chain ended before it: it does nothing
};
// Counted in every link before dpopt writes one (src/plan/shared_limit.h,
// SHARED_CHAIN): past 48 KB of static shared memory a kernel does not link.
static_assert(sizeof(ChainPlace) <= 8, "src/plan/shared_limit.h's SHARED_CHAIN counts 8 bytes");

// Where a link's consumer is: a slot of its own pool, or of a new one.
template <class Avail, class Post>
struct ChainNext {
    ChainPool<Avail, Post> *pool;
    unsigned int slot;
    bool launch; // a new pool: the caller launches it
};

// Reads a value another SM wrote, past this SM's L1 (__ldcg), a word at a
// time where the record is made of words (a byte at a time otherwise).
template <class T>
__device__ inline void chain_load(T *to, const T *from)
{
    if constexpr (sizeof(T) % 4 == 0 && alignof(T) >= 4) {
        const unsigned int *src = reinterpret_cast<const unsigned int *>(from);
        unsigned int *dst = reinterpret_cast<unsigned int *>(to);
        for (unsigned int i = 0; i < sizeof(T) / 4; i++)
            dst[i] = __ldcg(src + i);
        return;
    }
    const volatile unsigned char *src = reinterpret_cast<const volatile unsigned char *>(from);
    unsigned char *dst = reinterpret_cast<unsigned char *>(to);
    for (unsigned int i = 0; i < sizeof(T); i++)
        dst[i] = src[i];
}

// Waits for a flag, or for the slot to be past the chain's end (end_slot
// is then the pool's end; a slot number of none: ~0u). The pause stays
// short: this wait is on the chain's critical path.
__device__ inline bool chain_spin(const unsigned int *flag, const unsigned int *end, unsigned int slot)
{
    // Acquire loads: what the producer wrote before its release store (the
    // slot's arguments, or everything before the chain's end) is seen after.
    while (flag_acquire(flag) == 0u) {
        if (end && slot >= flag_acquire(end))
            return false;
        __nanosleep(32);
    }
    return true;
}

// Whether a link's launch of its consumer as written, `kernel<<<1, block>>>`
// (block converted to a dim3 as the launch converts it), would start: where
// it would not, the link stops the chain instead of passing it on (see
// above). A pool of G blocks of that size starts where one block does (no
// dynamic shared memory: a launch with some is not promoted).
__host__ __device__ inline bool chain_link_starts(dim3 block)
{
    return launch_config_valid(dim3(1u), block);
}

// Host: raises the current device's runtime pending-launch limit, once a
// device, to what a chain of a pool per link needs (DPOPT_CHAIN_PENDING,
// default 65,536; a higher limit makes every link a little slower, so only
// these chains raise it). Called before a chain's first link is launched
// from the host into `stream` (--promote=p, po). The limit is each
// device's: a program that switches devices raises it on each
// (per_device.cuh), and one that resets a device raises it again. While
// `stream` is being captured into a graph the limit cannot be set (the
// capture would end): the chain then runs under the limit as it is, and
// where that is lower, the program is told once how to raise it before
// the capture. Of internal linkage: which stream 0 is, is the translation
// unit's (host_lock.cuh).
static inline void chain_pending_room(cudaStream_t stream)
{
    static PerDevice<bool> raised;
    DeviceSlot<bool> here(raised);
    if (*here)
        return;
    size_t want = 65536, now = 0;
    if (const char *env = getenv("DPOPT_CHAIN_PENDING"))
        want = strtoull(env, nullptr, 10);
    if (cudaDeviceGetLimit(&now, cudaLimitDevRuntimePendingLaunchCount) != cudaSuccess) {
        cudaGetLastError(); // not the program's error
        return;
    }
    if (now >= want) {
        *here = true;
        return;
    }
    if (host_stream_capturing(stream)) {
        static std::atomic<bool> told{false};
        if (!told.exchange(true))
            std::fprintf(stderr, "dpopt: a promoted chain starts in a stream being captured into a graph, where the "
                                 "pending-launch limit (%zu) cannot be raised to %zu: a chain of more links than the "
                                 "limit ends early; raise it before the capture with "
                                 "cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, %zu)\n",
                         now, want, want);
        return;
    }
    *here = true;
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, want);
}

__device__ inline void chain_no_room(unsigned int size)
{
    printf("dpopt: no device heap left for a chain's pool of %u blocks (cudaLimitMallocHeapSize)\n", size);
    __trap();
}

// A launch of a pool failed all the same (most likely the pending-launch
// limit: see above): no block of it runs, so it is freed here, and the chain
// ends at the link that launched it, which releases no one (chain_release of
// the nullptr returned does nothing), as the program as written loses a
// failed launch and every link after it and goes on.
template <class Avail, class Post>
__device__ inline ChainPool<Avail, Post> *chain_launch_failed(ChainPool<Avail, Post> *pool)
{
    free(pool);
    return nullptr;
}

// The bytes of a pool of `size` blocks.
template <class Avail, class Post>
__host__ __device__ inline size_t chain_pool_bytes(unsigned int size)
{
    return sizeof(ChainPool<Avail, Post>) + (size - 1) * sizeof(ChainSlot<Avail, Post>);
}

// A new pool of `size` blocks, `left` of them to leave it, no slot started
// yet; its first slot's arguments `first`. Made by a block (chain_pool_new)
// or by the host (chain_start_pool).
template <class Avail, class Post>
__host__ __device__ inline void chain_pool_init(ChainPool<Avail, Post> *pool, unsigned int size, unsigned int left,
                                                const Avail &first)
{
    pool->ticket = 0;
    pool->left = left;
    pool->size = size;
    pool->end = size;
    for (unsigned int i = 0; i < size; i++) {
        pool->slots[i].started = 0;
        pool->slots[i].released = 0;
    }
    pool->slots[0].avail = first;
}

template <class Avail, class Post>
__device__ inline ChainPool<Avail, Post> *chain_pool_new(unsigned int size, const Avail &first)
{
    typedef ChainPool<Avail, Post> Pool;
    Pool *pool = static_cast<Pool *>(malloc(chain_pool_bytes<Avail, Post>(size)));
    if (!pool)
        chain_no_room(size);
    chain_pool_init(pool, size, size, first);
    flag_release(&pool->slots[0].started, 1u);
    return pool;
}

// What chain_start_pool writes into a chain's first pool.
template <class Avail, class Post>
__host__ __device__ inline void chain_start_fill(ChainPool<Avail, Post> *pool, unsigned int size, const Avail &avail,
                                                 const Post &post)
{
    chain_pool_init(pool, size, size + 1, avail);
    pool->slots[0].started = 1;
    pool->slots[0].released = 1;
    pool->slots[0].post = post;
}

#ifdef __CUDACC__ // a launch is CUDA's syntax (a host model of the device compiles the rest with a C++ compiler)
// The first pool of a chain started from the host (chain_start), made on
// the device by one thread before the chain's first grid: its first slot
// started and released with the first link's arguments, which the host
// knows all of (passed by value, so a graph that captures it keeps them);
// its `left` one more than its blocks, so that no block frees it (its
// stream does).
template <class Avail, class Post>
__global__ void chain_start_pool(ChainPool<Avail, Post> *pool, unsigned int size, Avail avail, Post post)
{
    chain_start_fill(pool, size, avail, post);
}

// Host: starts a chain as the first block of a pool of `size` blocks of
// `block` threads in `stream`, so that no device launch or device malloc
// stands before the second link (chain_start_pool says what the pool
// holds). The pool is the stream's (cudaMallocAsync, cudaFreeAsync after
// the grid, which completes only with every pool launched from it), made
// in the stream from nothing on the host: a graph captured around it
// replays it whole. Under --promote=p and po (a pool of one) each later
// link is a pending launch: the limit is raised first
// (chain_pending_room). An error is returned, and left for
// cudaGetLastError, as a failed launch's is. Of internal linkage, as
// chain_pending_room.
template <class Avail, class Post>
static inline cudaError_t chain_start(void (*chain)(ChainPool<Avail, Post> *), unsigned int size, unsigned int block,
                                      cudaStream_t stream, const Avail &avail, const Post &post)
{
    typedef ChainPool<Avail, Post> Pool;
    if (size == 1)
        chain_pending_room(stream);
    Pool *pool = nullptr;
    cudaError_t error = cudaMallocAsync(&pool, chain_pool_bytes<Avail, Post>(size), stream);
    if (error == cudaSuccess) {
        chain_start_pool<Avail, Post><<<1, 1, 0, stream>>>(pool, size, avail, post);
        error = cudaPeekAtLastError();
    }
    if (error == cudaSuccess) {
        chain<<<size, block, 0, stream>>>(pool);
        error = cudaPeekAtLastError();
    }
    if (pool)
        cudaFreeAsync(pool, stream);
    return error;
}
#endif

// The host version's consumer: a new pool whose first slot may start.
template <class Avail, class Post>
__device__ inline ChainPool<Avail, Post> *chain_begin(unsigned int size, const Avail &avail)
{
    return chain_pool_new<Avail, Post>(size, avail);
}

template <class Avail, class Post>
__device__ inline void chain_pool_leave(ChainPool<Avail, Post> *pool)
{
    __threadfence();
    if (atomicSub(&pool->left, 1u) == 1u)
        free(pool);
}

// Takes the block's slot and waits until its producer started: *avail its
// arguments; or the chain ended before it (the block then leaves the pool).
template <class Avail, class Post>
__device__ inline ChainPlace chain_enter(ChainPool<Avail, Post> *pool, Avail *avail)
{
    ChainPlace place;
    place.slot = atomicAdd(&pool->ticket, 1u);
    ChainSlot<Avail, Post> *slot = &pool->slots[place.slot];
    place.ended = !chain_spin(&slot->started, &pool->end, place.slot);
    if (place.ended) {
        chain_pool_leave(pool);
        return place;
    }
    chain_load(avail, &slot->avail);
    return place;
}

// The chain goes on past this block: its consumer may start, with `avail`.
// In the pool's last slot, a new pool is made: the caller launches it.
template <class Avail, class Post>
__device__ inline ChainNext<Avail, Post> chain_pass(ChainPool<Avail, Post> *pool, ChainPlace place, const Avail &avail)
{
    ChainNext<Avail, Post> next;
    if (place.slot + 1 < pool->size) {
        ChainSlot<Avail, Post> *slot = &pool->slots[place.slot + 1];
        slot->avail = avail;
        flag_release(&slot->started, 1u);
        next.pool = pool;
        next.slot = place.slot + 1;
        next.launch = false;
    } else {
        next.pool = chain_pool_new<Avail, Post>(pool->size, avail);
        next.slot = 0;
        next.launch = true;
    }
    return next;
}

// The chain ends at this block: the rest of its pool leaves.
template <class Avail, class Post>
__device__ inline void chain_stop(ChainPool<Avail, Post> *pool, ChainPlace place)
{
    flag_release(&pool->end, place.slot + 1);
}

// Waits for the producer's release: *post the arguments its prologue computed.
template <class Avail, class Post>
__device__ inline void chain_wait(ChainPool<Avail, Post> *pool, ChainPlace place, Post *post)
{
    ChainSlot<Avail, Post> *slot = &pool->slots[place.slot];
    chain_spin(&slot->released, nullptr, ~0u);
    chain_load(post, &slot->post);
}

// The producer's prologue is done: its consumer goes on with `post`; none
// (pool nullptr) where the consumer's launch failed (chain_launch_failed).
template <class Avail, class Post>
__device__ inline void chain_release(ChainPool<Avail, Post> *pool, unsigned int slot, const Post &post)
{
    if (!pool)
        return;
    pool->slots[slot].post = post;
    flag_release(&pool->slots[slot].released, 1u);
}

// The block is done with its pool (after its release, if any).
template <class Avail, class Post>
__device__ inline void chain_leave(ChainPool<Avail, Post> *pool)
{
    chain_pool_leave(pool);
}

} // namespace dpopt

#endif
