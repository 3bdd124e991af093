// The device half of --corun (runtime corun.cuh: admission under a quota
// an SM, original blocks from a work counter, bypass tags) run on the host:
// each "block" of a co-runnable grid is a host thread on a made-up SM, with
// CUDA's atomics as the C++ ones, and runs the loop dpopt writes in
// <kernel>_dp_corun (transform/corun.c). Checked, under quotas from 0 (taken
// as 1) to more than fit and bypass targets fixed or moved while it runs:
//   - every original block runs exactly once, whatever blocks are turned away;
//   - no SM ever runs more of the kernel's blocks than its quota, nor tags
//     more than its target (a fixed one) to bypass L1;
//   - at the end no slot or tag is held, and the counters add up;
//   - with the quota raised while it runs and a second grid sharing the
//     state (the host's raise once the kernel runs alone), still every
//     original block once, and no block of the first grid ends before
//     every original block is done (what follows the first grid in its
//     stream must see the second grid's work).
//   - a state made on the device (a child grid's, corun_device.cuh) is
//     freed once, by the grid's last block, whether that block was turned
//     away or admitted, and no block writes to it after; its blocks leave
//     without waiting.
// And corun_block_index numbers a 3-D grid's blocks once each, x fastest.
// No GPU: tests/run-all.sh builds it with the C++ compiler and runs it;
// one line a case, exit non-zero on a failure.
#include <atomic>
#include <cstring>
#include <cstdio>
#include <cuda_runtime.h>
#include <thread>
#include <vector>

// CUDA's device functions that corun.cuh calls, for the host.
static unsigned int atomicAdd(unsigned int *a, unsigned int v) { return __atomic_fetch_add(a, v, __ATOMIC_SEQ_CST); }
static unsigned int atomicSub(unsigned int *a, unsigned int v) { return __atomic_fetch_sub(a, v, __ATOMIC_SEQ_CST); }
static unsigned long long atomicAdd(unsigned long long *a, unsigned long long v)
{
    return __atomic_fetch_add(a, v, __ATOMIC_SEQ_CST);
}
static void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
template <class T>
static T __ldcg(const T *p)
{
    return *p;
}

#define DPOPT_CORUN_HOST_MODEL 1
#include <dpopt/corun.cuh>

// The SM the calling "block" (host thread) is on.
static thread_local unsigned int model_sm;
unsigned int dpopt::corun_model_smid() { return model_sm; }
void dpopt::corun_model_pause() { std::this_thread::yield(); }

// A state made "on the device" is poisoned, not freed, when its last block
// frees it: a write after that shows in the poison.
static std::atomic<int> frees{0};
static std::atomic<unsigned long long> done_when_freed{0};
void dpopt::corun_model_free(dpopt::CorunState *s)
{
    frees++;
    done_when_freed = s->done;
    std::memset((void *)s, 0xA5, sizeof *s);
}

static int failures = 0;

static void expect(const char *what, bool ok, long got, long want)
{
    std::printf("%s %s: %ld (want %ld)\n", ok ? "ok  " : "FAIL", what, got, want);
    failures += !ok;
}

struct Model {
    unsigned int sms, quota, target;
    unsigned long long blocks;
    unsigned int launched; // blocks of the co-runnable grid (the GPU's room)
    bool move_target;      // the target moves while it runs (the search)
    unsigned int raised;   // >0: once a quarter is done, the quota raised to it
    unsigned int more;     // and a second grid of as many blocks launched
    unsigned int chunk;    // original blocks taken at once (0: 1)
};

static void run(const char *what, Model m)
{
    dpopt::CorunState *s = new dpopt::CorunState();
    s->quota = m.quota;
    s->bypass = m.target;
    s->blocks = m.blocks;
    s->chunk = m.chunk;
    s->grid_x = (unsigned int)m.blocks;
    s->grid_y = 1;
    std::vector<std::atomic<int>> ran(m.blocks);
    std::vector<std::atomic<int>> running(m.sms), tagged(m.sms);
    std::atomic<int> over_quota{0}, over_target{0}, ended_early{0};
    std::vector<std::thread> blocks;
    // What <kernel>_dp_corun does, thread 0 of a block of one.
    auto block = [&](unsigned int b, bool first) {
            model_sm = b % m.sms;
            dpopt::CorunTicket ticket = dpopt::corun_admit(s);
            if (!ticket.admitted)
                return;
            while (dpopt::corun_next(s, &ticket)) {
                unsigned int limit = m.quota > m.raised ? m.quota : m.raised ? m.raised : 1;
                if (running[ticket.sm].fetch_add(1) + 1 > (int)limit)
                    over_quota++;
                if (ticket.bypass && tagged[ticket.sm].fetch_add(1) + 1 > (int)m.target && !m.move_target)
                    over_target++;
                ran[ticket.block]++;
                std::this_thread::yield();
                if (ticket.bypass)
                    tagged[ticket.sm]--;
                running[ticket.sm]--;
            }
            dpopt::corun_leave(s, ticket);
            if (first && s->done < m.blocks)
                ended_early++;
    };
    for (unsigned int b = 0; b < m.launched; b++)
        blocks.emplace_back(block, b, true);
    if (m.raised) {
        while (__atomic_load_n(&s->done, __ATOMIC_SEQ_CST) < m.blocks / 4)
            std::this_thread::yield();
        s->quota = m.raised;
        for (unsigned int b = 0; b < m.more; b++)
            blocks.emplace_back(block, b, false);
    }
    if (m.move_target)
        for (unsigned int t = 0; t < 50; t++) {
            s->bypass = t % 5;
            std::this_thread::yield();
        }
    for (std::thread &t : blocks)
        t.join();
    unsigned long long once = 0;
    for (auto &r : ran)
        once += r == 1;
    unsigned int held = 0, tags = 0;
    for (unsigned int i = 0; i < DPOPT_CORUN_MAX_SMS; i++) {
        held += s->resident[i];
        tags += s->bypassing[i];
    }
    std::printf("-- %s\n", what);
    expect("original blocks run exactly once", once == m.blocks, (long)once, (long)m.blocks);
    expect("times an SM ran more than its quota", over_quota == 0, over_quota, 0);
    expect("times an SM tagged more than its target", over_target == 0, over_target, 0);
    expect("slots held at the end", held == 0, held, 0);
    expect("tags held at the end", tags == 0, tags, 0);
    expect("blocks done", s->done == m.blocks, (long)s->done, (long)m.blocks);
    expect("admitted and turned away: every block launched", s->admitted + s->turned_away == m.launched + m.more,
           s->admitted + s->turned_away, m.launched + m.more);
    expect("blocks of the first grid that ended before the work", ended_early == 0, ended_early, 0);
    delete s;
}

// A child grid's state, made as corun_launch_device makes it: every block
// of the grid takes its turn, the last to leave frees it.
static void run_owned(const char *what, unsigned int sms, unsigned int fit, unsigned int tlp, unsigned long long blocks)
{
    dpopt::CorunState *s = (dpopt::CorunState *)std::malloc(sizeof(dpopt::CorunState));
    unsigned long long room = (unsigned long long)sms * fit;
    unsigned int launched = (unsigned int)(blocks < room ? blocks : room);
    dpopt::corun_device_state(s, dpopt::CorunDeviceSetting{tlp, 0}, dim3((unsigned int)blocks), fit, launched);
    unsigned int quota = s->quota;
    frees = 0;
    done_when_freed = 0;
    std::vector<std::atomic<int>> ran(blocks);
    std::vector<std::atomic<int>> running(sms);
    std::atomic<int> over_quota{0};
    std::vector<std::thread> threads;
    for (unsigned int b = 0; b < launched; b++)
        threads.emplace_back([&, b] {
            model_sm = b % sms;
            dpopt::CorunTicket ticket = dpopt::corun_admit(s);
            if (!ticket.admitted)
                return;
            while (dpopt::corun_next(s, &ticket)) {
                if (running[ticket.sm].fetch_add(1) + 1 > (int)quota)
                    over_quota++;
                ran[ticket.block]++;
                std::this_thread::yield();
                running[ticket.sm]--;
            }
            dpopt::corun_leave(s, ticket);
        });
    for (std::thread &t : threads)
        t.join();
    unsigned long long once = 0;
    for (auto &r : ran)
        once += r == 1;
    size_t poisoned = 0;
    for (size_t i = 0; i < sizeof *s; i++)
        poisoned += ((const unsigned char *)s)[i] == 0xA5;
    std::printf("-- %s\n", what);
    expect("original blocks run exactly once", once == blocks, (long)once, (long)blocks);
    expect("times an SM ran more than its quota", over_quota == 0, over_quota, 0);
    expect("the state freed once", frees == 1, frees, 1);
    expect("every original block done when it was freed", done_when_freed == blocks, (long)done_when_freed,
           (long)blocks);
    expect("bytes of the freed state written after", poisoned == sizeof *s, (long)(sizeof *s - poisoned), 0);
    std::free(s);
}

int main()
{
    run("quota 1 an SM, 4 SMs of 8 slots, 1,000 blocks", Model{4, 1, 0, 1000, 32, false, 0, 0, 0});
    run("quota 3, bypass 2 an SM", Model{4, 3, 2, 1000, 32, false, 0, 0, 0});
    run("quota 0 (taken as 1)", Model{3, 0, 0, 200, 24, false, 0, 0, 0});
    run("a quota above what fits", Model{2, 99, 1, 500, 16, false, 0, 0, 0});
    run("fewer original blocks than the grid's room", Model{4, 4, 4, 5, 32, false, 0, 0, 0});
    run("the bypass target moved while it runs", Model{4, 4, 0, 2000, 32, true, 0, 0, 0});
    run("quota 1 raised to 6 while it runs, a second grid of 24", Model{4, 1, 0, 3000, 32, false, 6, 24, 0});
    run("quota 2 raised to 8, bypass 1, a second grid of 32", Model{4, 2, 1, 3000, 32, false, 8, 32, 0});
    run("chunks of 7 (3,001 blocks: the last chunk short)", Model{4, 2, 1, 3001, 32, false, 0, 0, 7});
    run("chunks of 64, more than a block's share, raised", Model{4, 1, 0, 1000, 32, false, 4, 16, 64});

    run_owned("a child grid's state: quota 1 of 8, 4 SMs, 500 blocks", 4, 8, 1, 500);
    run_owned("a child grid's state: the most that fit (tlp 0), 3 SMs, 100 blocks", 3, 4, 0, 100);
    run_owned("a child grid's state: fewer blocks than the room", 4, 8, 2, 5);
    run_owned("a child grid's state: a tlp above what fits", 2, 3, 99, 300);

    // A 3-D grid of 5 x 3 x 2: each block index once, x fastest.
    dpopt::CorunState s{};
    s.grid_x = 5;
    s.grid_y = 3;
    s.blocks = 30;
    int seen[2][3][5] = {};
    bool order = true;
    for (unsigned long long b = 0; b < s.blocks; b++) {
        dim3 i = dpopt::corun_block_index(b, &s);
        seen[i.z][i.y][i.x]++;
        order = order && b == i.x + 5ull * (i.y + 3ull * i.z);
    }
    int once = 0;
    for (auto &plane : seen)
        for (auto &row : plane)
            for (int n : row)
                once += n == 1;
    std::printf("-- a 3-D grid\n");
    expect("block indices of a 5 x 3 x 2 grid met once", once == 30, once, 30);
    expect("x fastest, then y, then z", order, order, 1);
    dim3 g = dpopt::corun_grid(&s);
    expect("gridDim.z", g.z == 2, g.z, 2);
    return failures ? 1 : 0;
}
