// The table of grid states (runtime grid_table.cuh) run on the host: each
// "block" of a grid is a host thread, CUDA's atomics the C++ ones, and
// grids of one kernel run at once from several "streams" (host threads
// launching one grid after another). Checked:
//   - every block of a grid finds the same entry, whatever order its
//     blocks start in;
//   - no two grids hold one entry at once (each block marks the entry
//     with its grid while it uses it);
//   - every entry is free at the end, and the lock is not held;
//   - with more grids resident at once than entries, the ones past the
//     table are stopped (grid_table_full), none shares a state.
// No GPU: tests/run-all.sh builds it with the C++ compiler and runs it;
// one line a case, exit non-zero on a failure.
#include <atomic>
#include <cstdio>
#include <cuda_runtime.h>
#include <thread>
#include <vector>

// CUDA's device functions that grid_table.cuh calls, for the host.
static unsigned int atomicCAS(unsigned int *a, unsigned int expected, unsigned int desired)
{
    __atomic_compare_exchange_n(a, &expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return expected;
}
static unsigned int atomicExch(unsigned int *a, unsigned int v) { return __atomic_exchange_n(a, v, __ATOMIC_SEQ_CST); }
static unsigned long long atomicExch(unsigned long long *a, unsigned long long v)
{
    return __atomic_exchange_n(a, v, __ATOMIC_SEQ_CST);
}
static void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

#define DPOPT_GRID_TABLE_HOST_MODEL 1
#include <dpopt/grid_table.cuh>

// The grid the calling "block" (host thread) belongs to.
static thread_local unsigned long long model_id;
unsigned long long dpopt::grid_table_model_id() { return model_id; }
static std::atomic<int> stopped{0};
void dpopt::grid_table_model_full() { stopped++; }

// What a block does with its grid's state: marks it held by its grid,
// counts itself done; the last block of the grid resets it and releases
// the entry, as grid_batch_close's last block does.
struct State {
    unsigned long long holder; // the grid using it; 0: none
    unsigned int done;         // blocks of that grid done
};

static int failures = 0;

static void expect(const char *what, bool ok, long got, long want)
{
    std::printf("%s %s: %ld (want %ld)\n", ok ? "ok  " : "FAIL", what, got, want);
    failures += !ok;
}

struct Run {
    unsigned int streams;       // grids at once, at most
    unsigned int grids;         // a stream's grids, one after another
    unsigned int blocks;        // a grid's blocks (the last stream's grids: 1 more)
    unsigned long long id_step; // launch numbers: 1 + k * id_step (spread, or close together)
};

static void run(const char *what, Run r)
{
    auto *t = new dpopt::GridTable<State>();
    std::atomic<int> shared{0}, split{0}, grids_done{0};
    auto stream = [&](unsigned int st) {
        for (unsigned int g = 0; g < r.grids; g++) {
            unsigned long long id = 1 + (st * r.grids + g) * r.id_step;
            unsigned int blocks = r.blocks + (st + 1 == r.streams);
            std::vector<State *> found(blocks, nullptr);
            std::vector<std::thread> grid;
            std::atomic<unsigned int> started{0};
            for (unsigned int b = 0; b < blocks; b++)
                grid.emplace_back([&, b] {
                    model_id = id;
                    // The grid's blocks look for its entry together, as
                    // the first blocks of a grid do on a GPU.
                    started++;
                    while (started < blocks)
                        std::this_thread::yield();
                    State *s = dpopt::grid_table_find(t, dpopt::grid_launch_id());
                    found[b] = s;
                    unsigned long long none = 0;
                    if (!__atomic_compare_exchange_n(&s->holder, &none, id, false, __ATOMIC_SEQ_CST,
                                                     __ATOMIC_SEQ_CST) &&
                        none != id)
                        shared++;
                    std::this_thread::yield();
                    if (__atomic_add_fetch(&s->done, 1u, __ATOMIC_SEQ_CST) == blocks) {
                        s->done = 0;
                        __atomic_store_n(&s->holder, 0ull, __ATOMIC_SEQ_CST);
                        dpopt::grid_table_release(t, s);
                        grids_done++;
                    }
                });
            for (std::thread &b : grid)
                b.join();
            for (unsigned int b = 1; b < blocks; b++)
                split += found[b] != found[0];
        }
    };
    std::vector<std::thread> streams;
    for (unsigned int st = 0; st < r.streams; st++)
        streams.emplace_back(stream, st);
    for (std::thread &s : streams)
        s.join();
    unsigned int held = 0;
    for (unsigned int k = 0; k < dpopt::grid_table_size; k++)
        held += t->owner[k] != 0;
    std::printf("-- %s\n", what);
    expect("grids whose blocks found two entries", split == 0, split, 0);
    expect("blocks that found an entry another grid held", shared == 0, shared, 0);
    expect("grids that ended", grids_done == (int)(r.streams * r.grids), grids_done, r.streams * r.grids);
    expect("entries held at the end", held == 0, held, 0);
    expect("the lock free at the end", t->lock == 0, t->lock, 0);
    delete t;
}

// More grids resident at once than entries: each holds its block until all
// have looked; those past the table are stopped, none shares an entry.
static void run_full(unsigned int grids)
{
    auto *t = new dpopt::GridTable<State>();
    stopped = 0;
    std::atomic<unsigned int> looked{0};
    std::atomic<int> shared{0};
    std::vector<std::thread> blocks;
    for (unsigned int g = 0; g < grids; g++)
        blocks.emplace_back([&, g] {
            model_id = 7 + g * 977ull;
            State *s = dpopt::grid_table_find(t, dpopt::grid_launch_id());
            unsigned long long none = 0;
            if (s && !__atomic_compare_exchange_n(&s->holder, &none, model_id, false, __ATOMIC_SEQ_CST,
                                                  __ATOMIC_SEQ_CST))
                shared++;
            looked++;
            while (looked < grids)
                std::this_thread::yield();
        });
    for (std::thread &b : blocks)
        b.join();
    std::printf("-- %u grids of one block resident at once, %u entries\n", grids, dpopt::grid_table_size);
    int want = grids > dpopt::grid_table_size ? (int)(grids - dpopt::grid_table_size) : 0;
    expect("grids stopped: no entry left", stopped == want, stopped, want);
    expect("blocks that found an entry another grid held", shared == 0, shared, 0);
    delete t;
}

int main()
{
    run("8 streams of 40 grids of 6 blocks", {8, 40, 6, 977});
    run("64 streams, launch numbers one apart", {64, 10, 4, 1});
    run("32 streams of one-block grids, launch numbers 2^32 apart", {32, 20, 1, 1ull << 32});
    run("120 streams at once, near the device's 128 grids", {120, 3, 3, 31});
    run_full(dpopt::grid_table_size);
    run_full(dpopt::grid_table_size + 40);
    return failures ? 1 : 0;
}
