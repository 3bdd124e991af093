// dpopt runtime: a state for each grid of a kernel whose grids may run at
// once (launched from the host into several streams, issue 46).
//
// Grid granularity keeps what the blocks of one parent grid share (the
// batch they fill, the count of blocks done) in a state a launch site
// has. With one static state, two grids of the kernel running at once
// would fill one batch and count each other's blocks. A GridTable holds
// grid_table_size states; each grid takes one for its lifetime, found by
// its launch number (%gridid, unique among the grids of a context):
//
//     State *s = grid_table_find(&table, grid_launch_id());  thread 0 of each block
//     ... the block uses *s as it would the static state ...
//     grid_table_release(&table, s);                         the grid's last block, after
//                                                            its last use of *s (reset)
//
// A block looks for its grid's entry without the table's lock first: an
// entry a block of its grid took stays the grid's until its last block
// releases it, and no other grid holds that number. Not found, it takes
// the lock, looks again (another block of its grid may have just taken
// one) and takes the first free entry. So the blocks of a grid agree on
// one entry whatever order they run in. A block waiting for the lock
// keeps looking, so that once one block of its grid has taken the entry
// the others stop waiting: a grid's first wave of blocks does not queue
// on the lock one by one.
//
// A look covers the entries from the number's home to `reach` past it
// (the farthest from its home any grid has taken an entry, plus one;
// it only grows, and only under the lock), not the whole table: a look
// through all 256 entries is 256 dependent loads, which each of a grid's
// first blocks made twice, in turn. A look without the lock that reads an
// older, shorter reach misses at worst, and then takes the lock, under
// which the reach is exact.
//
// The table cannot run out: a grid holds its entry from its first block
// to its last, so only grids resident at once hold entries, and a device
// holds at most 128 grids at once (CUDA's concurrent kernel limit for
// compute capability 7.0 to 12.x); the table has twice that. Where it
// did run out the grid stops with a message (grid_table_full), never
// sharing a state.
#ifndef DPOPT_GRID_TABLE_CUH
#define DPOPT_GRID_TABLE_CUH

#ifndef DPOPT_GRID_TABLE_HOST_MODEL
#include <cstdio>
#endif

namespace dpopt {

// Entries of a table: twice the grids a device holds at once.
constexpr unsigned int grid_table_size = 256;
// (dpopt's notes name it: src/plan/plan.h's GRID_TABLE_SIZE, checked equal by tests/docs/check.sh.)

template <typename State>
struct GridTable {
    unsigned int lock;                         // 1 while a block looks for a free entry
    unsigned int reach;                        // entries a look covers from an id's home (see above)
    unsigned long long owner[grid_table_size]; // the launch number + 1 of the grid holding entry k; 0: free
    State state[grid_table_size];
};

#ifdef DPOPT_GRID_TABLE_HOST_MODEL
// A host model of the device (tests/runtime/grid_table_check.cpp) says
// which grid the calling "block" belongs to, and stops it where the table
// is full.
unsigned long long grid_table_model_id();
void grid_table_model_full();
#endif

// The launch number of the calling thread's grid, plus one (0 marks a free
// entry).
__device__ inline unsigned long long grid_launch_id()
{
#if defined(__CUDA_ARCH__)
    unsigned long long id;
    asm volatile("mov.u64 %0, %%gridid;" : "=l"(id));
    return id + 1;
#elif defined(DPOPT_GRID_TABLE_HOST_MODEL)
    return grid_table_model_id();
#else
    return 1;
#endif
}

// Entry k's owner as the memory holds it now, past any cache of it.
__device__ inline unsigned long long grid_table_owner(const unsigned long long *owner)
{
    return *(const volatile unsigned long long *)owner;
}

// Where a grid's entry is looked for first: grids spread over the table.
__device__ inline unsigned int grid_table_home(unsigned long long id)
{
    return (unsigned int)((id * 0x9E3779B97F4A7C15ull) >> 56) % grid_table_size;
}

// The table's reach, as the last write to it left it.
__device__ inline unsigned int grid_table_reach(const unsigned int *reach)
{
    return *(const volatile unsigned int *)reach;
}

// The entry grid `id` holds among the `reach` from its home, or
// grid_table_size.
__device__ inline unsigned int grid_table_held(const unsigned long long *owner, unsigned long long id,
                                               unsigned int home, unsigned int reach)
{
    for (unsigned int k = 0; k < reach; k++) {
        unsigned int at = (home + k) % grid_table_size;
        if (grid_table_owner(&owner[at]) == id)
            return at;
    }
    return grid_table_size;
}

__device__ inline void grid_table_full()
{
#ifdef DPOPT_GRID_TABLE_HOST_MODEL
    grid_table_model_full();
#else
    printf("dpopt: more than %u grids of one kernel at once: a grid has no state of its own\n", grid_table_size);
    __trap();
#endif
}

// What a state learns as a grid takes its entry (a state that frees its
// entry itself overloads it: block_batch.cuh's GridState).
template <typename State>
__device__ inline void grid_table_taken(State *, unsigned long long *)
{
}

// Thread 0 of a block: its grid's state, taken from the table by the
// grid's first block to come here.
template <typename State>
__device__ inline State *grid_table_find(GridTable<State> *t, unsigned long long id)
{
    const unsigned int home = grid_table_home(id);
    unsigned int at;
    for (;;) {
        at = grid_table_held(t->owner, id, home, grid_table_reach(&t->reach));
        if (at < grid_table_size)
            return &t->state[at];
        if (atomicCAS(&t->lock, 0u, 1u) == 0u)
            break;
    }
    __threadfence(); // the owners and reach as the last holder of the lock left them
    at = grid_table_held(t->owner, id, home, grid_table_reach(&t->reach));
    for (unsigned int k = 0; at == grid_table_size && k < grid_table_size; k++) {
        unsigned int free_at = (home + k) % grid_table_size;
        if (grid_table_owner(&t->owner[free_at]) == 0ull) {
            grid_table_taken(&t->state[free_at], &t->owner[free_at]);
            if (k + 1 > grid_table_reach(&t->reach))
                *(volatile unsigned int *)&t->reach = k + 1;
            *(volatile unsigned long long *)&t->owner[free_at] = id;
            at = free_at;
        }
    }
    __threadfence(); // the entry taken before the lock is seen free
    atomicExch(&t->lock, 0u);
    if (at == grid_table_size) {
        grid_table_full();
        return nullptr;
    }
    return &t->state[at];
}

// The grid's last block, after its last use of s (the state reset for the
// next grid to take it): the entry is free again.
template <typename State>
__device__ inline void grid_table_release(GridTable<State> *t, State *s)
{
    __threadfence(); // the state's reset before the entry is seen free
    atomicExch(&t->owner[s - t->state], 0ull);
}

} // namespace dpopt

#endif
