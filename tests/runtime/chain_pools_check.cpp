// Vertical aggregation's pools (runtime chain.cuh, --promote) run on the
// host: each block of a pool is a host thread running what dpopt writes in
// <kernel>_dp_chain (transform/promote.c), with CUDA's atomics as the C++
// ones; a pool "launched" is a set of threads started. A chain of links
// each adds its link's number to a running sum (postponed) and writes the
// sum it was released with. Checked, for chains started both ways (the
// kernel as written, whose consumers' first pool chain_begin makes, and
// --promote-start=pool, whose first pool is chain_start_image, the host's
// link its first block), for pools of 1, 2, 7 and 128 blocks and chains
// ending inside a pool or at its edge:
//   - every link ran once, with the sum of the links before it;
//   - every pool the device made was freed by its last block; none the host
//     made was (the stream frees it after the grid).
// And chains that end early, as the program as written loses a failed
// launch and the links after it: a link whose launch as written would not
// start (a block of 2,048: chain_link_starts) stops the chain; a pool whose
// launch fails all the same (chain_launch_failed) is freed and the chain
// ends at the link that launched it: the links before it ran once, none
// after, and every pool made was freed.
// No GPU: tests/run-all.sh builds it with the C++ compiler and runs it;
// one line a case, exit non-zero on a failure.
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <mutex>
#include <thread>
#include <vector>

// CUDA's device functions that chain.cuh calls, for the host.
static unsigned int atomicAdd(unsigned int *a, unsigned int v) { return __atomic_fetch_add(a, v, __ATOMIC_SEQ_CST); }
static unsigned int atomicSub(unsigned int *a, unsigned int v) { return __atomic_fetch_sub(a, v, __ATOMIC_SEQ_CST); }
static void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
static void __nanosleep(unsigned int) { std::this_thread::yield(); }
static void __trap() { abort(); }
static unsigned int __ldcg(const unsigned int *p) { return __atomic_load_n(p, __ATOMIC_SEQ_CST); }
// base.cuh's flags, as the C++ atomics they are on the device.
namespace dpopt {
static unsigned int flag_acquire(const unsigned int *flag) { return __atomic_load_n(flag, __ATOMIC_ACQUIRE); }
static void flag_release(unsigned int *flag, unsigned int value) { __atomic_store_n(flag, value, __ATOMIC_RELEASE); }
} // namespace dpopt

// The pools the device made and freed (chain.cuh's malloc and free).
static std::atomic<int> device_pools{0}, device_frees{0};
namespace model {
static void *malloc(size_t n)
{
    device_pools++;
    return std::malloc(n);
}
static void free(void *p)
{
    device_frees++;
    std::free(p);
}
} // namespace model
// chain.cuh's own headers first: the macros below are for its pools only.
#include <dpopt/host_lock.cuh>
#define malloc model::malloc
#define free model::free
#include <dpopt/chain.cuh>
#undef malloc
#undef free

struct Avail {
    int link;
    int links;
};
struct Post {
    long long sum;
};
typedef dpopt::ChainPool<Avail, Post> Pool;

struct Chain {
    std::vector<std::atomic<long long>> seen; // the sum each link was released with; -1: not run
    std::vector<std::atomic<int>> runs;
    std::mutex threads_lock;
    std::vector<std::thread> threads;
    int invalid = -1;     // the link launched with a block of 2,048 (-1: none)
    int failing = -1;     // the link whose pool's launch fails all the same (-1: none)
    explicit Chain(int links) : seen(links), runs(links)
    {
        for (auto &s : seen)
            s = -1;
    }
};

static void launch_pool(Chain &c, Pool *pool, unsigned int size);

// One block of a pool: <kernel>_dp_chain's calls, in its order.
static void chain_block(Chain &c, Pool *pool)
{
    Avail avail;
    dpopt::ChainPlace place = dpopt::chain_enter(pool, &avail);
    if (place.ended)
        return;
    Pool *next = nullptr;
    unsigned int next_slot = 0;
    bool more = avail.link + 1 < avail.links &&
                dpopt::chain_link_starts(dim3(avail.link + 1 == c.invalid ? 2048u : 64u));
    if (more) {
        dpopt::ChainNext<Avail, Post> n = dpopt::chain_pass(pool, place, Avail{avail.link + 1, avail.links});
        if (n.launch) {
            if (avail.link + 1 == c.failing)
                n.pool = dpopt::chain_launch_failed(n.pool);
            else
                launch_pool(c, n.pool, pool->size);
        }
        next = n.pool;
        next_slot = n.slot;
    } else {
        dpopt::chain_stop(pool, place);
    }
    Post post;
    dpopt::chain_wait(pool, place, &post);
    c.seen[avail.link] = post.sum;
    c.runs[avail.link]++;
    if (more)
        dpopt::chain_release(next, next_slot, Post{post.sum + avail.link});
    dpopt::chain_leave(pool);
}

static void launch_pool(Chain &c, Pool *pool, unsigned int size)
{
    std::lock_guard<std::mutex> hold(c.threads_lock);
    for (unsigned int b = 0; b < size; b++)
        c.threads.emplace_back(chain_block, std::ref(c), pool);
}

static int failures = 0;

static void expect(const char *what, bool ok, long long got, long long want)
{
    std::printf("%s %s: %lld (want %lld)\n", ok ? "ok  " : "FAIL", what, got, want);
    failures += !ok;
}

// A chain of `links` links in pools of `size`, started from the host; link
// `invalid` launched with a block of 2,048, the pool holding link `failing`
// failing to launch (-1: none).
static void run(int links, unsigned int size, bool start_pool, int invalid = -1, int failing = -1)
{
    device_pools = device_frees = 0;
    Chain c(links);
    c.invalid = invalid;
    c.failing = failing;
    Pool *host_pool = nullptr;
    if (start_pool) {
        // --promote-start=pool: the host's first pool, link 0 its first block.
        host_pool = static_cast<Pool *>(std::calloc(1, dpopt::chain_pool_bytes<Avail, Post>(size)));
        dpopt::chain_start_fill(host_pool, size, Avail{0, links}, Post{0});
        launch_pool(c, host_pool, size);
    } else {
        // The kernel as written is link 0: its consumer is the first block of
        // a pool it makes (chain_begin), released after its prologue.
        c.seen[0] = 0;
        c.runs[0]++;
        if (links > 1 && dpopt::chain_link_starts(dim3(invalid == 1 ? 2048u : 64u))) {
            Pool *first = dpopt::chain_begin<Avail, Post>(size, Avail{1, links});
            if (failing == 1)
                first = dpopt::chain_launch_failed(first);
            else
                launch_pool(c, first, size);
            dpopt::chain_release(first, 0, Post{0});
        }
    }
    for (;;) {
        std::thread t;
        {
            std::lock_guard<std::mutex> hold(c.threads_lock);
            for (std::thread &u : c.threads)
                if (u.joinable()) {
                    t = std::move(u);
                    break;
                }
        }
        if (!t.joinable())
            break;
        t.join();
    }
    // The chain as written ends before the first link whose launch fails.
    int ran = links;
    if (invalid >= 0 && invalid < ran)
        ran = invalid;
    if (failing >= 0 && failing < ran)
        ran = failing;
    int right = 0, once = 0, none = 0;
    for (int k = 0; k < links; k++) {
        right += k < ran && c.seen[k] == (long long)k * (k - 1) / 2;
        once += k < ran && c.runs[k] == 1;
        none += k >= ran && c.runs[k] == 0 && c.seen[k] == -1;
    }
    std::printf("-- %d links, pools of %u, started %s", links, size, start_pool ? "as a pool" : "by the kernel");
    if (invalid >= 0)
        std::printf(", link %d launched with a block of 2048", invalid);
    if (failing >= 0)
        std::printf(", the pool of link %d failing to launch", failing);
    std::printf("\n");
    expect("links that ran once", once == ran, once, ran);
    expect("links released with the sum of the links before", right == ran, right, ran);
    expect("links after a failed launch that did not run", none == links - ran, none, links - ran);
    expect("pools the device made, freed by their last block", device_frees == device_pools, device_frees,
           device_pools);
    if (host_pool) {
        expect("the host's pool: never freed by a block (left stays 1)", host_pool->left == 1, host_pool->left, 1);
        std::free(host_pool);
    }
}

int main()
{
    for (bool start_pool : {false, true}) {
        run(1, 4, start_pool);
        run(300, 1, start_pool);
        run(300, 2, start_pool);
        run(300, 7, start_pool);
        run(256, 128, start_pool);
        run(257, 128, start_pool);
        run(25, 128, start_pool);
        // Chains that end early: a link launched with a block of 2,048, in
        // a pool per link, inside a pool and at a pool's edge; a pool whose
        // launch fails (`failing` the first link of a pool: the host's pool
        // holds links 0 to G - 1, the kernel's first pool 1 to G), a later
        // one and the first the kernel makes.
        const int after = start_pool ? 0 : 1; // the first link of the first pool a link launches, less G
        run(300, 1, start_pool, 150);
        run(300, 7, start_pool, 150);
        run(300, 7, start_pool, 7);
        run(40, 128, start_pool, 1);
        run(300, 1, start_pool, -1, 150);
        run(300, 7, start_pool, -1, 14 + after);
        run(300, 128, start_pool, -1, 128 + after);
        if (!start_pool)
            run(40, 128, start_pool, -1, 1);
    }
    return failures ? 1 : 0;
}
