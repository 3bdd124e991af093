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
    bool more = avail.link + 1 < avail.links;
    if (more) {
        dpopt::ChainNext<Avail, Post> n = dpopt::chain_pass(pool, place, Avail{avail.link + 1, avail.links});
        if (n.launch)
            launch_pool(c, n.pool, pool->size);
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

// A chain of `links` links in pools of `size`, started from the host.
static void run(int links, unsigned int size, bool start_pool)
{
    device_pools = device_frees = 0;
    Chain c(links);
    Pool *host_pool = nullptr;
    if (start_pool) {
        // --promote-start=pool: the host's first pool, link 0 its first block.
        host_pool = dpopt::chain_start_image<Avail, Post>(size, Avail{0, links}, Post{0});
        launch_pool(c, host_pool, size);
    } else {
        // The kernel as written is link 0: its consumer is the first block of
        // a pool it makes (chain_begin), released after its prologue.
        c.seen[0] = 0;
        c.runs[0]++;
        if (links > 1) {
            Pool *first = dpopt::chain_begin<Avail, Post>(size, Avail{1, links});
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
    int right = 0, once = 0;
    for (int k = 0; k < links; k++) {
        right += c.seen[k] == (long long)k * (k - 1) / 2;
        once += c.runs[k] == 1;
    }
    std::printf("-- %d links, pools of %u, started %s\n", links, size, start_pool ? "as a pool" : "by the kernel");
    expect("links that ran once", once == links, once, links);
    expect("links released with the sum of the links before", right == links, right, links);
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
    }
    return failures ? 1 : 0;
}
