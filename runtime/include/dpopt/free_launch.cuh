// dpopt runtime: launch removal with persistent parent blocks (Free Launch
// T1, CB*->PB*, and T2, CK*->PB*), device side.
//
// The parent kernel runs as a persistent grid: only as many blocks as can be
// resident at once (so that a grid barrier is safe: grid_barrier.cuh), each
// running the original blocks `blockIdx, blockIdx + gridDim, ...` in turn.
// A thread's launch is not made: at the end of each original block its
// record goes into a grid-wide worklist, one list per launch site, in space
// the host gives the kernel (dpopt::FreeSpace, sized for one launch per
// thread of the original grid, so it cannot overflow). After the grid
// barrier every persistent block takes its share of the child work:
//   T1: the child blocks of all launches, split evenly into contiguous
//       ranges, one per persistent block (the launch of a child block found
//       by binary search over the launches' first blocks);
//   T2: whole launches, round robin over the persistent blocks.
// free_list_mode makes the device-side choice between the two of figure
// 7(b) in the paper from what the worklist holds. A second grid barrier, and
// the lists are reset for the next run.
#ifndef DPOPT_RUNTIME_FREE_LAUNCH_CUH
#define DPOPT_RUNTIME_FREE_LAUNCH_CUH

#include "dpopt/base.cuh"
#include "dpopt/batch.cuh"
#include "dpopt/block_batch.cuh"
#include "dpopt/block_scan.cuh"
#include "dpopt/grid_barrier.cuh"
#include "dpopt/pool.cuh"
#include "dpopt/removal.cuh"

namespace dpopt {

enum FreeMode : unsigned int {
    FREE_DEVICE_CHOICE = 0, // the megakernel: T1 or T2, chosen on the device
    FREE_T1 = 1,
    FREE_T2 = 2,
    FREE_CHOICE_BITS = 3,
    FREE_GATHER = 4,        // flag: record launch statistics for the host-side selector
};

// The worklist space of one persistent launch: `capacity` launches per site;
// and, where the kernel's shared memory is placed (Free Launch 2.3), where
// the children's lies in the dynamic shared memory and where a block saves
// its own around a round at a sync (saved_bytes 0: no need).
struct FreeSpace {
    unsigned char *data;
    unsigned int capacity;
    unsigned int child_shared; // offset of the children's shared memory
    unsigned int saved_bytes;  // the parent's shared memory, saved per block at a round
    unsigned char *saved;
};

// Counts a list's words keep (free_list_most_launches): the launches of one
// persistent launch, and the child blocks T1 walks with 32-bit indices
// (its steps, a persistent grid's worth at a time, stay below 2^32) and a
// T2 walk takes of one launch. A launch of more child blocks (a grid of y
// or z past 1) stops the grid (free_grid_blocks); child blocks summed past
// it are run by T2 (free_list_mode), which needs no sum.
constexpr unsigned int free_list_most_launches = 0x7fffffffu;
constexpr unsigned int free_list_most_blocks = 0x7fffffffu;

struct FreeListHeader {
    // Child blocks << 32 | launches, taken so far. The launches stay below
    // free_list_most_launches (the capacity: launch_free, free_level_make),
    // so never carry into the blocks; the blocks are counted modulo 2^32
    // (what passes 2^64 is dropped), each launch's first block too, whose
    // differences, each launch's blocks, stay exact (free_launch_blocks).
    unsigned long long reserved;
    unsigned int max_blocks;     // largest child grid, in blocks
    unsigned int max_threads;    // largest child block, in threads
    unsigned int wide;           // the child blocks passed free_list_most_blocks: no T1 (free_list_mode)
    unsigned int unused;
};

// The space starts with the headers of every site's list and the count of
// persistent blocks done with their parent work, at fixed places (zeroed
// when the space is made, reset by the kernel at its end), so that they
// stay put when a later launch has another capacity; then each site's
// first_block[capacity + 1] and records.
#define DPOPT_FREE_MAX_SITES 64u
constexpr size_t FREE_FINISHED_OFFSET = DPOPT_FREE_MAX_SITES * sizeof(FreeListHeader);
// The persistent grid's barrier (persistent_grid_sync), on lines of its own.
constexpr size_t FREE_BARRIER_OFFSET = (FREE_FINISHED_OFFSET + 16u + 127u) & ~(size_t)127u;
constexpr size_t FREE_HEADER_BYTES = FREE_BARRIER_OFFSET + sizeof(GridBarrier);

struct FreeList {
    FreeListHeader *header;
    unsigned int *first_block;
    unsigned char *records;
};

__host__ __device__ inline size_t free_list_starts_bytes(unsigned int capacity)
{
    return ((capacity + 1ull) * 4u + 15u) & ~size_t(15);
}

__host__ __device__ inline size_t free_list_bytes(unsigned int capacity, size_t record_size)
{
    return (free_list_starts_bytes(capacity) + capacity * record_size + 15u) & ~size_t(15);
}

// Site `site`'s list, whose arrays start `offset` bytes after the headers.
__device__ inline FreeList free_list_at(FreeSpace space, unsigned int site, size_t offset)
{
    FreeList list;
    list.header = reinterpret_cast<FreeListHeader *>(space.data) + site;
    list.first_block = reinterpret_cast<unsigned int *>(space.data + FREE_HEADER_BYTES + offset);
    list.records = space.data + FREE_HEADER_BYTES + offset + free_list_starts_bytes(space.capacity);
    return list;
}

template <typename Launch>
__device__ inline Launch *free_list_records(FreeList list)
{
    return reinterpret_cast<Launch *>(list.records);
}

// The child blocks of one launch, from its grid (every launch recorded in
// a list): where they pass free_list_most_blocks (a grid of y or z past 1:
// one of x alone has fewer) the lists cannot count them, and a cooperative
// kernel may not launch, so the grid stops with a message, as where a
// level finds no room.
__device__ inline unsigned int free_grid_blocks(dim3 grid)
{
    const unsigned long long blocks = block_count_wide(grid);
    if (blocks > free_list_most_blocks) {
        printf("dpopt: a launch removed into the persistent grid's worklist has %llu blocks (%u x %u x %u), more "
               "than its lists count (%u): the grid stops\n",
               blocks, grid.x, grid.y, grid.z, free_list_most_blocks);
        __trap();
    }
    return (unsigned int)blocks;
}

// A launch whose blocks start at `first` (modulo 2^32) of its list has
// `blocks`: where they end past free_list_most_blocks the list is wide. The
// launch that first takes the sum past it starts below 2^32, where `first`
// is exact: every list whose blocks pass it is marked, and no other.
__device__ inline void free_list_note_blocks(FreeList list, unsigned int first, unsigned int blocks)
{
    if ((unsigned long long)first + blocks > free_list_most_blocks && !*(volatile unsigned int *)&list.header->wide)
        atomicExch(&list.header->wide, 1u);
}

// End of one original block: every thread calls it; a launching thread
// (active) gets the index of its record in *slot. One atomic per block.
__device__ inline void free_list_append(BlockBatch::TempStorage &temp, FreeList list, bool active, unsigned int blocks,
                                        unsigned int threads, unsigned int *slot)
{
    unsigned long long &base = temp.base;
    unsigned int before, first, launches, total;
    block_exclusive_scan2(temp.scan, active ? 1u : 0u, active ? blocks : 0u, &before, &first, &launches, &total);
    dim3 largest;
    block_max_block(temp, &largest, active, dim3(active ? blocks : 1u, active ? threads : 1u, 1u));
    if (block_thread_rank() == 0) {
        base = 0;
        if (launches > 0) {
            base = atomicAdd(&list.header->reserved, ((unsigned long long)total << 32) | launches);
            atomicMax(&list.header->max_blocks, largest.x);
            atomicMax(&list.header->max_threads, largest.y);
        }
    }
    __syncthreads();
    *slot = (unsigned int)base + before;
    if (active) {
        const unsigned int at = (unsigned int)(base >> 32) + first; // modulo 2^32, as the scan's sums
        list.first_block[*slot] = at;
        free_list_note_blocks(list, at, blocks);
    }
    __syncthreads(); // base is reused by the next original block
}

// The same where a block's threads launch at most once a row (a recursion's
// `if (threadIdx.x == ...)`): each launching thread takes its slot itself,
// at most a row's worth of atomics a block, with none of the block-wide
// scans and barriers above, which cost more than the atomics they spare
// when one thread of a block launches (bench/results: qt). Slots in no
// order: a level's launches run together, in no order either.
__device__ inline void free_list_append_row(FreeList list, bool active, unsigned int blocks, unsigned int threads,
                                            unsigned int *slot)
{
    if (!active)
        return;
    const unsigned long long base = atomicAdd(&list.header->reserved, ((unsigned long long)blocks << 32) | 1ull);
    *slot = (unsigned int)base;
    list.first_block[*slot] = (unsigned int)(base >> 32);
    free_list_note_blocks(list, (unsigned int)(base >> 32), blocks);
    if (*(volatile unsigned int *)&list.header->max_blocks < blocks)
        atomicMax(&list.header->max_blocks, blocks);
    if (*(volatile unsigned int *)&list.header->max_threads < threads)
        atomicMax(&list.header->max_threads, threads);
}

// Every block waits for the whole persistent grid (a cooperative launch:
// every block resident), on the barrier in its space's header.
__device__ inline void persistent_grid_sync(FreeSpace space)
{
    grid_barrier_sync(reinterpret_cast<GridBarrier *>(space.data + FREE_BARRIER_OFFSET));
}

// Synchronous launches (a device-side cudaDeviceSynchronize, CDP1) make the
// persistent grid work in rounds, the goto P / Back flow of figure 3: a
// block that reaches such a sync records its launches and takes part in a
// round (grid barrier, every list's child work, grid barrier, lists reset,
// grid barrier), then goes on with its parent work; a block done with its
// parent work takes part in rounds until every block is. The count of done
// blocks is read between a round's first two barriers, where no block can
// change it, so every block sees the same value and leaves together.
__device__ inline unsigned int *free_finished_count(FreeSpace space)
{
    return reinterpret_cast<unsigned int *>(space.data + FREE_FINISHED_OFFSET);
}

// The block has run all its original blocks (every thread calls it).
__device__ inline void free_block_finished(FreeSpace space)
{
    __syncthreads();
    if (block_thread_rank() == 0)
        atomicAdd(free_finished_count(space), 1u);
}

// Between a round's first two grid barriers: whether every block is done.
__device__ inline bool free_all_finished(FreeSpace space)
{
    return *(volatile unsigned int *)free_finished_count(space) == gridDim.x;
}

// After the last round (one thread): ready for the next run.
__device__ inline void free_finished_reset(FreeSpace space)
{
    *free_finished_count(space) = 0;
}

// Placed shared memory: the parent's struct at the start of the dynamic
// shared memory, a child's at space.child_shared (beside it, or over it).
__device__ inline unsigned char *free_dynamic_shared()
{
    extern __shared__ __align__(16) unsigned char dpopt_free_shared[];
    return dpopt_free_shared;
}

template <typename Shared>
__device__ inline Shared &free_parent_shared()
{
    return *reinterpret_cast<Shared *>(free_dynamic_shared());
}

template <typename Shared>
__device__ inline Shared &free_child_shared(FreeSpace space)
{
    return *reinterpret_cast<Shared *>(free_dynamic_shared() + space.child_shared);
}

// Scenario 3: before the children overlap the parent's shared memory, the
// block copies it to global memory, and back after (every thread calls).
__device__ inline void free_shared_copy(unsigned char *to, const unsigned char *from, unsigned int bytes)
{
    __syncthreads();
    for (unsigned int i = block_thread_rank() * 16u; i < bytes; i += block_thread_count() * 16u)
        *reinterpret_cast<uint4 *>(to + i) = *reinterpret_cast<const uint4 *>(from + i);
    __syncthreads();
}

__device__ inline void free_shared_save(FreeSpace space)
{
    if (space.saved_bytes)
        free_shared_copy(space.saved + (size_t)blockIdx.x * space.saved_bytes, free_dynamic_shared(), space.saved_bytes);
}

__device__ inline void free_shared_restore(FreeSpace space)
{
    if (space.saved_bytes)
        free_shared_copy(free_dynamic_shared(), space.saved + (size_t)blockIdx.x * space.saved_bytes, space.saved_bytes);
}

// What the worklist holds once the grid has synchronised (`blocks`
// modulo 2^32: exact where not `wide`).
struct FreeWork {
    unsigned int launches, blocks, max_blocks, max_threads;
    bool wide;
};

__device__ inline FreeWork free_list_work(FreeList list)
{
    unsigned long long reserved = *(volatile unsigned long long *)&list.header->reserved;
    FreeWork w = {(unsigned int)reserved, (unsigned int)(reserved >> 32), list.header->max_blocks,
                  list.header->max_threads, *(volatile unsigned int *)&list.header->wide != 0u};
    return w;
}

// Figure 7(b): under T2 the busiest persistent block runs at least the
// largest launch, and its share of the launches at the mean size; under T1
// every block runs an even share of child blocks but pays, per child block,
// a binary search over the launches and a record read, which costs about
// as much as one small child block. So T1 only when T2's busiest block
// would carry more than that extra again.
// A wide list (child blocks past free_list_most_blocks) is run by T2
// whatever was asked: T1's walk over all the child blocks counts them in 32
// bits; T2 takes one launch's at a time.
__device__ inline FreeMode free_list_mode(FreeWork w, unsigned int mode)
{
    if (w.wide)
        return FREE_T2;
    unsigned int requested = mode & FREE_CHOICE_BITS;
    if (requested != FREE_DEVICE_CHOICE)
        return (FreeMode)requested;
    unsigned int persistent = gridDim.x * gridDim.y * gridDim.z;
    if (w.launches == 0)
        return FREE_T2;
    unsigned long long per_block_t1 = (w.blocks + persistent - 1ull) / persistent;
    unsigned long long share = (w.launches + persistent - 1ull) / persistent;
    unsigned long long busiest_t2 = share * ((w.blocks + w.launches - 1ull) / w.launches);
    if (busiest_t2 < w.max_blocks)
        busiest_t2 = w.max_blocks;
    unsigned long long extra_t2 = busiest_t2 > per_block_t1 ? busiest_t2 - per_block_t1 : 0ull;
    return extra_t2 > per_block_t1 ? FREE_T1 : FREE_T2;
}

// The launch that child block `block` (numbered across all launches)
// belongs to: the last launch whose first block is not after it. Searched
// from an even spread's guess, as a fused grid finds its parent
// (batch_find): launches of one size (a recursion's four quadrants) take
// one or two loads where halving took one per doubling of the level's
// launches, on every persistent block's way into each level.
__device__ inline unsigned int free_launch_of(FreeList list, FreeWork w, unsigned int block)
{
    return batch_find(list.first_block, w.launches, w.blocks, block);
}

// The child blocks of launch `launch`.
__device__ inline unsigned int free_launch_blocks(FreeList list, FreeWork w, unsigned int launch)
{
    unsigned int last = launch + 1 < w.launches ? list.first_block[launch + 1] : w.blocks;
    return last - list.first_block[launch];
}

// T2's walk over whole launches: the first of launch, launch + step, ...
// with more than `above` child blocks (w.launches or more when none); its
// block count in *blocks.
__device__ inline unsigned int free_next_launch(FreeList list, FreeWork w, unsigned int launch, unsigned int step,
                                                unsigned int above, unsigned int *blocks)
{
    for (; launch < w.launches; launch += step) {
        *blocks = free_launch_blocks(list, w, launch);
        if (*blocks > above)
            break;
    }
    return launch;
}

// One child block to run: the launch it belongs to and its linear index in
// that launch's grid.
struct FreeTask {
    unsigned int launch, block;
    unsigned int next, end; // iteration state
};

// The persistent block's first task, or false when it has none.
__device__ inline bool free_task_first(FreeList list, FreeWork w, FreeMode mode, FreeTask *t)
{
    unsigned int me = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned int persistent = gridDim.x * gridDim.y * gridDim.z;
    if (w.launches == 0)
        return false;
    if (mode == FREE_T1) {
        unsigned int per = (w.blocks + persistent - 1u) / persistent;
        t->next = me * per;
        t->end = min(w.blocks, t->next + per);
        if (t->next >= t->end)
            return false;
        t->launch = free_launch_of(list, w, t->next);
        t->block = t->next - list.first_block[t->launch];
        return true;
    }
    t->block = 0;
    t->launch = free_next_launch(list, w, me, persistent, 0u, &t->end);
    return t->launch < w.launches;
}

__device__ inline bool free_task_next(FreeList list, FreeWork w, FreeMode mode, FreeTask *t)
{
    unsigned int persistent = gridDim.x * gridDim.y * gridDim.z;
    if (mode == FREE_T1) {
        if (++t->next >= t->end)
            return false;
        t->block++;
        while (t->launch + 1 < w.launches && list.first_block[t->launch + 1] <= t->next) {
            t->launch++;
            t->block = t->next - list.first_block[t->launch];
        }
        return true;
    }
    if (++t->block < t->end)
        return true;
    t->block = 0;
    t->launch = free_next_launch(list, w, t->launch + persistent, persistent, 0u, &t->end);
    return t->launch < w.launches;
}

// After the last grid barrier: ready for the next run (one thread).
__device__ inline void free_list_reset(FreeList list)
{
    list.header->reserved = 0;
    list.header->max_blocks = 0;
    list.header->max_threads = 0;
    list.header->wide = 0;
}

// Every site's list of a space emptied (one thread).
__device__ inline void free_headers_reset(FreeSpace space, unsigned int sites)
{
    for (unsigned int site = 0; site < sites; site++)
        free_list_reset(free_list_at(space, site, 0));
}

// A kernel that launches itself (a recursion) runs level by level in its
// persistent grid: the launches its original blocks recorded (in the host's
// space) are the first level; every persistent block runs its share of a
// level's blocks as blocks of the kernel, recording their launches in the
// next level's lists, then a grid barrier. A level's lists hold one launch
// per thread (or row) of the level before's blocks and come from the
// launch pool, else the device heap; a cooperative kernel may not launch,
// so where neither has room, or a launch's block is not the persistent
// grid's, it stops the grid with a message (trap) rather than lose the
// launches.

// After a level has run (one thread): a level's space goes back to the pool
// or the heap; the host's space, the first level, is reset for the next run.
__device__ inline void free_level_done(FreeSpace level, FreeSpace host, unsigned int sites)
{
    if (level.data != host.data) {
        if (pool_holds(level.data))
            pool_release();
        else
            free(level.data);
        return;
    }
    free_headers_reset(host, sites);
}

// The next level's space, a copy for each lane of the grid barrier: the
// blocks of a lane read theirs on waking, a line each lane.
struct alignas(128) FreeLevelNext {
    FreeSpace space; // data nullptr: the recursion is done
};

// What a kernel's persistent grid keeps from one level to the next (one
// grid of the kernel at a time): its grid barrier, the next level's space,
// and the level before, given back one level later.
struct FreeLevels {
    GridBarrier barrier;
    FreeLevelNext next[grid_barrier_lanes];
    FreeSpace before; // data nullptr: none yet
};

// Site `site`'s count of child blocks and launches (blocks << 32 |
// launches), taken by other blocks' atomics: read past this SM's cache.
__device__ inline unsigned long long free_list_reserved(FreeSpace space, unsigned int site)
{
    return *(volatile unsigned long long *)&(reinterpret_cast<FreeListHeader *>(space.data) + site)->reserved;
}

// Whether site `site`'s child blocks passed free_list_most_blocks (their
// count modulo 2^32 then says nothing of them).
__device__ inline bool free_list_wide(FreeSpace space, unsigned int site)
{
    return *(volatile unsigned int *)&(reinterpret_cast<FreeListHeader *>(space.data) + site)->wide != 0u;
}

// The next level's space: room for `per_block` launches per block of
// `level`'s launches, per site (one thread, the last to reach the barrier).
// The level before `level`, run, is `spare`: its space serves again where
// it has the room (no allocation in the barrier, and a deep recursion holds
// two levels' spaces, not one more each level), else goes back.
__device__ inline FreeSpace free_level_make(FreeSpace level, FreeSpace spare, FreeSpace host, unsigned int sites,
                                            unsigned int per_block, size_t record_bytes)
{
    // The level's child blocks, each the next level's launching block: a
    // list past free_list_most_blocks gives a capacity past what a list
    // counts, as one whose sum with the others' does.
    unsigned long long blocks = 0;
    for (unsigned int site = 0; site < sites; site++)
        blocks += free_list_wide(level, site) ? 1ull << 32 : free_list_reserved(level, site) >> 32;
    const unsigned long long capacity = blocks * per_block;
    FreeSpace space = level;
    if (spare.data && spare.data != host.data && spare.capacity >= capacity) {
        space.data = spare.data;
        space.capacity = spare.capacity; // the lists as laid out for it
    } else {
        if (spare.data)
            free_level_done(spare, host, sites);
        unsigned char *data = nullptr;
        unsigned long long bytes = 0;
        if (capacity <= free_list_most_launches) {
            bytes = FREE_HEADER_BYTES + (unsigned long long)sites * free_list_bytes((unsigned int)capacity, record_bytes);
            if (bytes <= 0xffffffffull)
                data = pool_alloc((unsigned int)bytes);
            if (!data)
                data = static_cast<unsigned char *>(malloc(bytes));
        }
        if (!data) {
            if (capacity > free_list_most_launches)
                printf("dpopt: a level of a recursion may make %llu launches, more than the persistent grid's "
                       "lists count (%u): the persistent grid stops\n", capacity, free_list_most_launches);
            else
                printf("dpopt: a level of a recursion needs %llu bytes for its launches' lists, which neither the "
                       "launch pool nor the device heap has: the persistent grid stops (rebuild with "
                       "-DDPOPT_POOL_BYTES=<larger>, or raise cudaLimitMallocHeapSize)\n", bytes);
            __trap();
        }
        space.data = data;
        space.capacity = (unsigned int)capacity;
    }
    free_headers_reset(space, sites);
    return space;
}

// One grid barrier a level (every thread of every block calls it, once its
// block has run its share of `level` and recorded the launches its blocks
// made): the last block to arrive makes the next level's lists where
// `level` holds launches (in the space of the level before it, where that
// has the room), else gives `level` and the level before back. Returns the
// next level; data nullptr: the recursion is done. One barrier, not the
// three a level took with cooperative groups' (recorded, the next level
// made, run), in grid_barrier.cuh's lanes, whose waiting blocks back off
// rather than poll: at the first levels, one block works while hundreds
// wait, and their polling slowed it (bench/results: qt).
__device__ inline FreeSpace free_level_step(FreeLevels *levels, FreeSpace host, FreeSpace level, unsigned int sites,
                                            unsigned int per_block, size_t record_bytes)
{
    __syncthreads();
    if (block_thread_rank() == 0) {
        unsigned int seen;
        if (grid_barrier_arrive(&levels->barrier, &seen)) {
            const FreeSpace spare = levels->before; // run: no block reads it again
            unsigned long long launches = 0;
            for (unsigned int site = 0; site < sites; site++)
                launches += (unsigned int)free_list_reserved(level, site);
            FreeSpace next = level;
            if (launches == 0) { // the recursion is done; its last level, empty, goes back too
                if (spare.data)
                    free_level_done(spare, host, sites);
                free_level_done(level, host, sites);
                levels->before.data = nullptr;
                next.data = nullptr;
            } else {
                next = free_level_make(level, spare, host, sites, per_block, record_bytes);
                levels->before = level;
            }
            for (unsigned int l = 0; l < grid_barrier_lanes; l++)
                levels->next[l].space = next;
            grid_barrier_release(&levels->barrier, seen);
        } else {
            grid_barrier_wait(&levels->barrier, seen);
        }
    }
    __syncthreads();
    // Written by another block: past this SM's cache.
    volatile FreeSpace *next = &levels->next[grid_barrier_lane_of_block()].space;
    FreeSpace space;
    space.data = next->data;
    space.capacity = next->capacity;
    space.child_shared = next->child_shared;
    space.saved_bytes = next->saved_bytes;
    space.saved = next->saved;
    return space;
}

// A recorded launch's blocks run as the persistent grid's own: the same size.
__device__ inline void free_level_block_check(dim3 block)
{
    if (block.x != blockDim.x || block.y != blockDim.y || block.z != blockDim.z) {
        if (block_thread_rank() == 0)
            printf("dpopt: a launch of a recursion has blocks of %u x %u x %u threads, the persistent grid %u x %u "
                   "x %u: the grid stops\n", block.x, block.y, block.z, blockDim.x, blockDim.y, blockDim.z);
        __trap();
    }
}

// Packed child blocks, for children without barriers or shared memory:
// a persistent block splits into groups as wide as the largest child block
// and each group runs one child block at a time, so small child blocks
// (32 threads under 1024-thread parents) do not leave the block idle. Each
// thread walks its own tasks: no block-wide step is needed.
struct FreeThreadTask {
    unsigned int launch, block, lane; // this thread is thread `lane` of child block `block` of `launch`
    unsigned int next, stride, limit; // iteration state
};

// The first task of this thread: T1 spreads every child block over all the
// groups of the grid; T2 gives each persistent block whole launches, whose
// blocks its groups share.
__device__ inline bool free_thread_task_first(FreeList list, FreeWork w, FreeMode mode, FreeThreadTask *t)
{
    unsigned int width = w.max_threads ? w.max_threads : 1u;
    unsigned int groups = block_thread_count() / width;
    unsigned int group = block_thread_rank() / width;
    unsigned int me = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned int persistent = gridDim.x * gridDim.y * gridDim.z;
    t->lane = block_thread_rank() % width;
    if (groups == 0 || group >= groups || w.launches == 0)
        return false;
    if (mode == FREE_T1) {
        t->next = me * groups + group;
        t->stride = persistent * groups;
        t->limit = w.blocks;
        if (t->next >= t->limit)
            return false;
        t->launch = free_launch_of(list, w, t->next);
        t->block = t->next - list.first_block[t->launch];
        return true;
    }
    t->stride = groups;
    t->next = t->block = group;
    t->launch = free_next_launch(list, w, me, persistent, group, &t->limit);
    return t->launch < w.launches;
}

__device__ inline bool free_thread_task_next(FreeList list, FreeWork w, FreeMode mode, FreeThreadTask *t)
{
    t->next += t->stride;
    if (mode == FREE_T1) {
        if (t->next >= t->limit)
            return false;
        while (t->launch + 1 < w.launches && list.first_block[t->launch + 1] <= t->next)
            t->launch++;
        t->block = t->next - list.first_block[t->launch];
        return true;
    }
    if (t->next < t->limit) {
        t->block = t->next;
        return true;
    }
    unsigned int group = block_thread_rank() / (w.max_threads ? w.max_threads : 1u);
    unsigned int persistent = gridDim.x * gridDim.y * gridDim.z;
    t->next = t->block = group;
    t->launch = free_next_launch(list, w, t->launch + persistent, persistent, group, &t->limit);
    return t->launch < w.launches;
}

// The statistics the host-side selector (figure 7(a)) reads after a run:
// launches made, their child blocks, and the sum of squares of those.
struct LaunchStats {
    unsigned long long launches, blocks, blocks_squared;
};

// Every thread of a block calls it once per flush.
__device__ inline void launch_stats_note(BlockBatch::TempStorage &temp, LaunchStats *stats, bool active,
                                         unsigned int blocks)
{
    unsigned long long &launches = temp.stats[0], &total = temp.stats[1], &squared = temp.stats[2];
    if (block_thread_rank() == 0)
        launches = total = squared = 0;
    __syncthreads();
    if (active) {
        atomicAdd(&launches, 1ull);
        atomicAdd(&total, (unsigned long long)blocks);
        atomicAdd(&squared, (unsigned long long)blocks * blocks);
    }
    __syncthreads();
    if (block_thread_rank() == 0 && launches > 0) {
        atomicAdd(&stats->launches, launches);
        atomicAdd(&stats->blocks, total);
        atomicAdd(&stats->blocks_squared, squared);
    }
    __syncthreads();
}

// What the host chose for the kernel with T3 and T4 in place: 0 lets each
// block choose at its end (block_prefers_t3), 3 and 4 force T3 or T4.
__device__ inline bool chosen_t3(BlockBatch::TempStorage &temp, unsigned int choice, bool active,
                                 unsigned int child_blocks, unsigned int child_threads)
{
    if (choice == 3u)
        return true;
    if (choice == 4u)
        return false;
    return block_prefers_t3(temp, active, child_blocks, child_threads);
}

}  // namespace dpopt

#endif
