// dpopt runtime: aggregation at block and grid granularity.
//
// The launches a kernel's threads would make at one site are postponed to
// the end of the block, where every thread is present: the generated kernel
// runs its original body in a lambda (so a `return` ends the body, not the
// thread) and then flushes. At block granularity the block's launches
// become one fused launch made by thread 0. At grid granularity each block
// reserves a contiguous range of one grid-wide batch with a single 64-bit
// atomic (the atomic sparse scan of the dissertation's section 3.4.3: blocks
// without launches take no range), and the last block to finish launches
// the fused grid once, as its child (launch_nested) or, where another
// launch of the same blocks is ordered with the batch's, into
// cudaStreamTailLaunch, after the whole parent grid: no host round trip,
// from any nesting depth. Multiblock
// granularity (multiblock_batch.cuh) does the same per group of blocks: the
// grid-wide machinery below works on any BlockGroup.
#ifndef DPOPT_RUNTIME_BLOCK_BATCH_CUH
#define DPOPT_RUNTIME_BLOCK_BATCH_CUH

#include "dpopt/batch.cuh"
#include "dpopt/block_scan.cuh"
#include "dpopt/grid_stride.cuh"
#include "dpopt/grid_table.cuh"
#include "dpopt/host_lock.cuh"

namespace dpopt {

// Launches a fused grid by calling launch(stream) on the thread that
// closed its batch, as the launching grid's last act: into
// cudaStreamFireAndForget, where it starts at once as a child of that grid
// (which then completes only after it), and where that launch fails (past
// the device's nesting depth), into cudaStreamTailLaunch, after the grid.
// A tail launch waits on the device runtime's launch pool, longer the
// higher the program set its pending-launch limit; a nested launch does
// not. dpopt nests only where no other launch of the same blocks is
// ordered with the batch's (plan: SiteAggregation.nested). An error the
// grid's own code left unread is cleared first: nothing of the grid runs
// after this to read it.
template <typename Launch>
__device__ inline void launch_nested(Launch launch)
{
    (void)cudaGetLastError();
    launch(cudaStreamFireAndForget);
    if (cudaGetLastError() != cudaSuccess)
        launch(cudaStreamTailLaunch);
}

// One block's view of its batch.
struct BlockBatch {
    unsigned int capacity;     // launches the batch has room for (records: batch_slots)
    unsigned int slot;         // this thread's record index (if it launches)
    unsigned int start;        // first block of its child grid in the fused grid
    unsigned int count;        // launches in the batch
    unsigned int total_blocks; // blocks of the fused grid
    dim3 max_block;            // largest child block: the fused block shape
    unsigned char *data;       // pool space; nullptr: pool full or nothing to launch
    // The grid's batch is the room the host set aside (BatchOptions'
    // `ticket`; the same in every block of the grid): the host's follow-up
    // grid reads it once the grid has ended (grid_flat_close).
    bool in_aside = false;
    // Its block's launches took no threads of the batch, past its most
    // (BatchOptions' `apart`): each is listed apart (grid_flat_list_apart).
    bool apart = false;

    // The shared memory of the helpers that open and close a block's batch
    // (block_batch_open, group_batch_open_launches and the opens built on
    // it, group_batch_close, grid_batch_close, level_batch_close,
    // block_flat_open, grid_flat_open, grid_flat_close, and the block-wide
    // block_max_block and block_prefers_t3), owned by the caller as CUB's
    // TempStorage is: the generated code declares one beside the batch,
    //
    //     dpopt::BlockBatch dp_batch;
    //     __shared__ dpopt::BlockBatch::TempStorage dp_temp;
    //
    // and passes it to each. One storage serves all of them in turn, by
    // this rule: a helper writes a field only after a __syncthreads() that
    // follows every earlier helper's last read of it. Each helper ends with
    // a barrier after its last read, but four: group_batch_open_launches
    // (`data`, `base`, `capacity`, read after its last barrier),
    // grid_state_of (`grid_state`, which shares `data`'s word),
    // group_batch_last_block (`last`) and grid_flat_close (`flat_data`,
    // `flat_capacity`); whatever writes those begins with a barrier (every
    // batch-open helper does, grid_state_of and group_batch_last_block),
    // and so must any new helper that writes them.
    struct TempStorage {
        BlockScan::TempStorage scan;             // block_exclusive_scan2
        unsigned int max_x, max_y, max_z;        // block_max_block
        union {
            unsigned char *data;                 // the batch thread 0 found, for the block
            struct GridState *grid_state;        // grid_state_of: the grid's state thread 0 found
        };
        unsigned long long base;                 // ...its reservation (launches << 32 | units)
        unsigned int capacity;                   // ...and its room in launches
        bool last;                               // group_batch_last_block: the group's last block
        bool in_aside;                           // ...the batch is the room set aside
        bool apart;                              // ...its launches took no threads: listed apart
        unsigned char *flat_data;                // grid_flat_close: a batch the block walks itself
        unsigned int flat_capacity;
        unsigned long long stats[3];             // launch_stats_note (free_launch.cuh)
    };
};
// dpopt counts this much of it in a launching kernel for each launch site
// (src/plan/shared_limit.h, SHARED_PER_SITE) before it writes one there: a
// kernel past 48 KB of static shared memory does not link.
static_assert(sizeof(BlockBatch::TempStorage) <= 336, "src/plan/shared_limit.h's SHARED_PER_SITE counts 336 bytes");

// How a launch site's batch is laid out and made: the same for every thread
// of the site, so the generated code fills it once where it opens the batch.
// It names the fields it sets, one a line, rather than use C++20's
// designated initialisers: nvcc's default dialect is C++17, and MSVC (the
// host compiler nvcc uses on Windows) rejects them before C++20.
//
//     dpopt::BatchOptions dp_options = dpopt::batch_options<kernel_dp_grid_args, kernel_dp_grid_launch>();
//     dp_options.one_per_row = true;
struct BatchOptions {
    unsigned int record_size = 0;     // bytes of one launch's argument record
    unsigned int first_size = 0;      // bytes kept after the records for the batch's first launch (its scalar
                                      // arguments: batch_first), 0 for none
    unsigned long long max_units = 0; // the most units one launch takes (0: any number, as a launch's blocks):
                                      // see group_batch_open_launches
    unsigned int max_total = fused_grid_max_blocks; // the most units the batch may hold: a fused grid's blocks
                                      // (a flattened batch's threads: 2^32 - 1); launches past it are made
                                      // as written
    bool one_per_row = false;         // at most one launch per row of a block's threads: room for one a row
    unsigned int sites = 1;           // sites that share the batch (a kernel's launches of itself, level by level)
    bool level = false;               // a level of a recursion: its batch may come from the device heap
    unsigned long long ticket = 0;    // a followed grid's ticket (grid_flat_ticket): its batch may be the room the
                                      // host set aside (grid_flat_set_aside); 0 for any other grid
    bool max_block = true;            // the batch keeps its launches' largest block (the fused block's shape;
                                      // not where flattened: every launch is counted in threads)
    bool apart = false;               // a followed grid's flattened batch in the room set aside: a launch of
                                      // no units (more threads than one launch may put in the walk) and the
                                      // launches of a block whose units would pass the most still take a
                                      // record each, listed apart for the follow-up grid (grid_flat.cuh),
                                      // never made as written
};

// The options of a batch of `Record`s whose first launch is kept as a
// `Launch` after them; everything else as BatchOptions says.
template <typename Record, typename Launch>
__host__ __device__ inline BatchOptions batch_options()
{
    BatchOptions options;
    options.record_size = (unsigned int)sizeof(Record);
    options.first_size = (unsigned int)sizeof(Launch);
    return options;
}

// The options of a batch of `Record`s that keeps no first launch.
template <typename Record>
__host__ __device__ inline BatchOptions batch_options()
{
    BatchOptions options;
    options.record_size = (unsigned int)sizeof(Record);
    return options;
}

// The largest of the active threads' `block`, dimension by dimension (1
// where none is active). Every thread of the block calls it.
__device__ inline void block_max_block(BlockBatch::TempStorage &temp, dim3 *result, bool active, dim3 block)
{
    if (block_thread_rank() == 0)
        temp.max_x = temp.max_y = temp.max_z = 1u;
    __syncthreads();
    if (active) {
        atomicMax(&temp.max_x, block.x);
        atomicMax(&temp.max_y, block.y);
        atomicMax(&temp.max_z, block.z);
    }
    __syncthreads();
    *result = dim3(temp.max_x, temp.max_y, temp.max_z);
    __syncthreads();
}

// Where a batch keeps its first launch (the scalars of the fused
// launch come from it): after the records.
template <typename Launch, typename Record>
__device__ inline Launch *batch_first(unsigned char *data, unsigned int capacity)
{
    return reinterpret_cast<Launch *>(data + ((batch_bytes(capacity, sizeof(Record)) + 15u) & ~15u));
}

// Called by every thread of the block, after the body. Of the options, only
// the sizes apply: a block's batch is always the block's, from the pool. A
// block whose launches' blocks add up past a fused grid's most
// (fused_grid_max_blocks) gets no batch: its launches are made as written,
// as where the pool is full.
__device__ inline void block_batch_open(BlockBatch *b, BlockBatch::TempStorage &temp, bool active, unsigned int blocks,
                                        dim3 block, const BatchOptions &options)
{
    const unsigned int record_size = options.record_size, first_size = options.first_size;
    unsigned int slot, start;
    // No lane starts the scan's warp shuffles while another lane of its warp
    // may still be in the body's warp batch (warp_batch.cuh): warp barriers
    // must not meet across the two.
    __syncthreads();
    block_exclusive_scan2(temp.scan, active ? 1u : 0u, active ? blocks : 0u, &slot, &start, &b->count, &b->total_blocks);
    block_max_block(temp, &b->max_block, active, block);
    b->slot = slot;
    b->start = start;
    if (block_thread_rank() == 0) {
        unsigned char *data = nullptr;
        if (b->count > 0 && b->total_blocks > 0 && b->total_blocks <= fused_grid_max_blocks) {
            data = pool_alloc(((batch_bytes(b->count, record_size) + 15u) & ~15u) + first_size);
            if (data)
                batch_write_header(data, b->count, b->count, b->total_blocks);
            else
                pool_note_fallback();
        }
        temp.data = data;
    }
    __syncthreads();
    b->data = temp.data;
    b->capacity = b->count;
    if (active && b->data)
        batch_block_start(b->data)[slot] = start;
    __syncthreads();
}

// Records written: make them visible to the child before thread 0 launches.
__device__ inline void block_batch_close(const BlockBatch *b)
{
    (void)b;
    __threadfence();
    __syncthreads();
}

__device__ inline bool block_batch_is_leader(const BlockBatch &b)
{
    return block_thread_rank() == 0 && b.data != nullptr;
}

// The state one launch site keeps for the parent grid running it: a static
// device variable per site, where no two grids of the parent run at once,
// or an entry of the site's GridStateTable that each grid takes for its
// own (grid_state_of) where several may.
struct GridState {
    unsigned long long reserved; // launches << 32 | blocks taken so far
    unsigned int tickets;        // blocks finished
    unsigned int owner;          // a block has taken on allocating the batch
    unsigned int ready;          // ...and published it
    unsigned int max_x, max_y, max_z;
    unsigned int capacity;
    unsigned char *data;
    // Room the host set aside for the batch (grid_flat_set_aside): kept
    // across runs, never reset, never released to the pool. It begins
    // with a GridState of its own (aside_state), in which the followed
    // grid holding the room reserves its batch.
    unsigned char *aside;
    unsigned int aside_capacity; // launches it has room for
    // In a GridStateTable: the owner word of its entry, freed by each
    // reset (the grid's last use of it); null for a site's own state.
    unsigned long long *held;
    // A batch whose units could pass its most (batch_reserve_counted): the
    // units every block has asked for so far, fitting or not (64 bits: it
    // cannot wrap).
    unsigned long long asked;
    // A room's own state (aside_state): its launches listed apart
    // (grid_flat_list_apart), which the follow-up grid walks whole.
    unsigned int apart;
};

// Raises the grid's largest child block to `block` where it is larger. Read
// first: the largest only rises until the grid's reset (grid_batch_reset),
// so once it is reached a block's launches cost a load, not an atomic.
__device__ inline void grid_state_raise_block(GridState *state, dim3 block)
{
    if (*(volatile unsigned int *)&state->max_x < block.x)
        atomicMax(&state->max_x, block.x);
    if (*(volatile unsigned int *)&state->max_y < block.y)
        atomicMax(&state->max_y, block.y);
    if (*(volatile unsigned int *)&state->max_z < block.z)
        atomicMax(&state->max_z, block.z);
}

// The blocks that share one batch: the whole grid, or a group of them.
struct BlockGroup {
    GridState *state;    // the batch they fill
    unsigned int blocks; // how many: the last of them to finish launches (0: none, see whole_grid)
};

// A grid of more blocks than 32 bits count (one of y or z past 1) is a
// group of none: it makes no batch, its launches are made as written, and
// no block of it counts itself out (group_batch_last_block).
__device__ inline BlockGroup whole_grid(GridState *state)
{
    const unsigned long long blocks = (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
    return BlockGroup{state, blocks > 0xffffffffull ? 0u : (unsigned int)blocks};
}

// A room set aside (grid_flat_set_aside) is a GridState of its own, then
// the batch: a followed grid reserves there, not in the site's state, so
// that the site's state stays free for a grid that cannot take the room.
constexpr unsigned int aside_state_bytes = (unsigned int)((sizeof(GridState) + 15u) & ~15u);

__host__ __device__ inline GridState *aside_state(unsigned char *room)
{
    return reinterpret_cast<GridState *>(room);
}

__host__ __device__ inline unsigned char *aside_batch(unsigned char *room)
{
    return room + aside_state_bytes;
}

// Whether the room set aside holds the batch of the followed grid that
// has just ended: a batch in it has launches (the follow-up of a grid
// that made none, or took the pool, finds its header empty, as the last
// follow-up left it).
__device__ inline bool aside_holds(unsigned char *room)
{
    return batch_load(&reinterpret_cast<BatchHeader *>(aside_batch(room))->count) != 0u;
}

// How a batch's reservations are counted, the same for every block of it
// (from its capacity, the most units a launch takes and the most the batch
// may hold, BatchOptions' max_units and max_total):
// plain: launches << 32 | units, one atomicAdd, where the units cannot pass
// the batch's most (its capacity times the most a launch takes is within
// it);
// counted: where they could (a launch of blocks may have any number), a
// block first adds its units to `asked`, the units of every block so far, in
// 64 bits, which cannot wrap; a block whose units would end past the most
// reserves nothing and makes its launches as written (so does every block
// that asks after it: the count has passed the most), and the others
// reserve as plain: only blocks that fit take a range, so the units
// reserved stay within the most, and within 32 bits. One atomicAdd more a block. (It replaces a count of
// launches << 40 | units, which a grid of more than 512 blocks of 2^31
// blocks each could wrap, and an atomicCAS loop, which took tc's parent of
// 4,096 blocks 1.3 ms where one atomicAdd took 175 us: an H100, 2026-11-27.)
enum BatchReserve {
    batch_reserve_plain,
    batch_reserve_counted,
};

__host__ __device__ inline BatchReserve batch_reserve_kind(unsigned int capacity, unsigned long long max_units,
                                                           unsigned int max_total)
{
    if (max_units && (unsigned long long)capacity * max_units <= max_total)
        return batch_reserve_plain;
    return batch_reserve_counted;
}

// Reserves `count` launches and `total` units (blocks, or threads when the
// grid is flattened: grid_flat.cuh) of the group's batch; false where they
// would end past `most` units (see batch_reserve_kind): the block's launches
// are then made as written. *base is launches << 32 | units before the
// block's.
__device__ inline bool group_batch_reserve(GridState *state, unsigned int count, unsigned int total,
                                           unsigned long long *base, BatchReserve kind, unsigned int most)
{
    if (kind == batch_reserve_counted && atomicAdd(&state->asked, (unsigned long long)total) + total > most)
        return false;
    *base = atomicAdd(&state->reserved, ((unsigned long long)count << 32) | total);
    return true;
}

// The launches a group's batch has room for: one a thread of the group (a
// row, options.one_per_row) and site. In 64 bits: a group of 2^32 threads
// or more (4,194,304 blocks of 1,024) would wrap to a small room that its
// launches overrun. Where the room passes 32 bits of launches or bytes (the
// batch's words), or the group has no blocks (a grid past 2^32 - 1 blocks:
// whole_grid), 0: the group makes no batch, its launches are made as
// written, as where the pool is full.
__device__ inline unsigned int group_batch_capacity(BlockGroup group, const BatchOptions &options)
{
    const unsigned long long launches_room = (unsigned long long)group.blocks * options.sites *
                                             (options.one_per_row ? blockDim.y * blockDim.z : block_thread_count());
    const bool counted = group.blocks > 0u &&
                         batch_room_bytes(launches_room, options.record_size, options.first_size) <= 0xffffffffull;
    return counted ? (unsigned int)launches_room : 0u;
}

// The group's batch space: the first to ask (a block with launches, or a
// launching thread: level_append) allocates room for `capacity` launches,
// from the pool, then, for a level of a recursion, the device heap; the
// others wait until it has published it. Null where neither had room.
__device__ inline unsigned char *group_batch_space(GridState *state, unsigned int capacity, const BatchOptions &options)
{
    if (atomicCAS(&state->owner, 0u, 1u) == 0u) {
        const unsigned int bytes = (unsigned int)batch_room_bytes(capacity, options.record_size, options.first_size);
        unsigned char *space = pool_alloc(bytes);
        if (!space && options.level)
            space = static_cast<unsigned char *>(malloc(bytes)); // 16-byte aligned
        if (space)
            space = batch_with_read_groups(space);
        else
            pool_note_fallback();
        state->capacity = capacity;
        state->data = space;
        // Release: the space and capacity are written before anyone else
        // can see the flag set.
        flag_release(&state->ready, 1u);
    } else {
        // Acquire: what the caller reads of the state after (the space and
        // capacity) is read after it sees the flag set.
        while (flag_acquire(&state->ready) == 0u)
            ;
    }
    return state->data;
}

// Called by every thread of the block, after the body. On return b->slot and
// b->start are group-wide. The options (BatchOptions):
// `max_units` and `max_total`: the most units one launch takes (0: any
// number) and the most the batch may hold (a fused grid's blocks, 2^31 - 1;
// a flattened batch's threads, 2^32 - 1); where a batch of the group's
// capacity could pass the most, the reservations are counted
// (batch_reserve_kind), and a block whose units would end past it, or
// whose own units do (the scan saturates), makes its launches as written:
// the batch holds the launches that fit.
// `one_per_row`: the site launches at most once per row of a block's threads
// (under `if (threadIdx.x == e)`), so the batch holds room for one launch a
// row rather than one a thread (a recursive quadtree's level of 40,000
// blocks of 128 threads: 40,000 records, not 5 million).
//
// `launches`: how many launches of the site (or of the sites sharing the
// batch: options.sites of them) the thread makes, `units` their units in all. On
// return b->slot and b->start are those of the thread's first launch; the
// caller writes each launch's block start and record, slot after slot.
// `level`: a level of a kernel's recursion (grid granularity, level by
// level), whose batch comes from the device heap where the pool has no
// room: the pool never empties while the levels run (each level's batch is
// made while the one before is read). Where the heap has no room either,
// the generated code runs each launch in its thread with its subtree
// (<kernel>_dp_subtree) or, where it cannot, as the program wrote it.
//
// `ticket`: a followed grid's batch may be the room the host set aside in
// the state (grid_flat_set_aside), where it is large enough: every block then reserves in the room's own
// state, with no allocation, no owner and no wait, and each block that
// reserves grows the room's header to cover its launches
// (batch_grow_header): nobody counts the blocks out, for only the host's
// follow-up grid, launched after the whole grid, reads the batch
// (grid_flat_close, grid_flat_follow_find).
__device__ inline void group_batch_open_launches(BlockBatch *b, BlockBatch::TempStorage &temp, BlockGroup group,
                                                 unsigned int launches, unsigned int units, dim3 block,
                                                 const BatchOptions &options)
{
    const unsigned long long max_units = options.max_units;
    const unsigned int max_total = options.max_total;
    const bool active = launches > 0;
    GridState *state = group.state;
    unsigned int slot, start, count, total;
    __syncthreads(); // as in block_batch_open
    block_exclusive_scan2(temp.scan, launches, active ? units : 0u, &slot, &start, &count, &total);
    dim3 block_max(1, 1, 1);
    if (options.max_block)
        block_max_block(temp, &block_max, active, block);
    if (block_thread_rank() == 0) {
        unsigned char *data = nullptr;
        unsigned long long base = 0;
        unsigned int made = 0; // the batch's room in launches
        // Every block computes the same capacity and reads the same room set
        // aside: all take the same way.
        const unsigned int capacity = group_batch_capacity(group, options);
        const bool counted = capacity > 0u;
        // The room's own state, where this grid's batch is the room: only one
        // followed grid of the kernel runs at a time on a device, from its
        // first block to its follow-up's last (FollowLock, host_lock.cuh), so the
        // room is free whenever a grid begins.
        GridState *room = nullptr;
        if (options.ticket && counted && state->aside != nullptr && capacity <= state->aside_capacity)
            room = aside_state(state->aside);
        if (room)
            room->capacity = capacity;
        // The host launches a grid that lists launches apart only where its
        // room holds the batch (grid_flat_set_aside): such a grid has no way to
        // make a launch as written.
        if (options.apart && !room)
            __trap();
        bool apart = false; // the block's launches take no units: listed apart
        // A block whose own units pass the most (a total the scan saturated
        // counts as more) reserves nothing: its launches are made as written
        // (or listed apart, below).
        if (count > 0 && total > 0 && counted && total <= max_total && total != 0xffffffffu) {
            if (room)
                data = aside_batch(state->aside);
            else // (a level's room is made by its launcher: level_next_piece)
                data = group_batch_space(state, capacity, options);
            made = room ? capacity : state->capacity;
            GridState *reserving = room ? room : state;
            if (data && !group_batch_reserve(reserving, count, total, &base, batch_reserve_kind(made, max_units, max_total),
                                             max_total))
                data = nullptr;
            if (data && options.max_block)
                grid_state_raise_block(state, block_max);
            if (data && room)
                batch_grow_header(data, capacity, (unsigned int)(base >> 32) + count, (unsigned int)base + total);
        }
        // Listing apart (always in the room, never with options.max_block), a
        // block whose launches reserved no units (none of theirs, or past the
        // batch's most) reserves its launches with none: the follow-up grid
        // walks each of them whole.
        if (options.apart && count > 0 && !data) {
            data = aside_batch(state->aside);
            made = capacity;
            group_batch_reserve(room, count, 0u, &base, batch_reserve_plain, max_total);
            apart = total != 0;
            batch_grow_header(data, capacity, (unsigned int)(base >> 32) + count, (unsigned int)base);
        }
        temp.data = data;
        temp.base = base;
        temp.capacity = data ? made : 0u;
        temp.in_aside = room != nullptr;
        temp.apart = apart;
    }
    __syncthreads();
    // No barrier after these reads (BlockBatch::TempStorage's rule): the
    // next helper to write them begins with one.
    b->in_aside = temp.in_aside;
    b->apart = temp.apart;
    b->data = temp.data;
    b->slot = (unsigned int)(temp.base >> 32) + slot;
    b->start = (unsigned int)temp.base + (temp.apart ? 0u : start);
    b->count = count;
    b->total_blocks = total;
    b->max_block = block_max;
    b->capacity = temp.capacity;
}

// As group_batch_open_launches, for a thread that makes one launch
// (`active`) of `units` units, whose block start it writes too.
__device__ inline void group_batch_open_units(BlockBatch *b, BlockBatch::TempStorage &temp, BlockGroup group, bool active,
                                              unsigned int units, dim3 block, const BatchOptions &options)
{
    group_batch_open_launches(b, temp, group, active ? 1u : 0u, units, block, options);
    if (active && b->data)
        batch_block_start(b->data)[b->slot] = b->start;
}

// The same, in blocks.
__device__ inline void group_batch_open(BlockBatch *b, BlockBatch::TempStorage &temp, BlockGroup group, bool active,
                                        unsigned int blocks, dim3 block, const BatchOptions &options)
{
    group_batch_open_units(b, temp, group, active, blocks, block, options);
}

// Called by every thread of the block, after the body. On return b->slot and
// b->start are grid-wide. The options: see group_batch_open_launches.
__device__ inline void grid_batch_open(BlockBatch *b, BlockBatch::TempStorage &temp, GridState *state, bool active,
                                       unsigned int blocks, dim3 block, const BatchOptions &options)
{
    group_batch_open_units(b, temp, whole_grid(state), active, blocks, block, options);
}

// The launches of several sites into one grid-wide batch (a kernel's
// launches of itself, level by level): see group_batch_open_launches.
__device__ inline void grid_batch_open_launches(BlockBatch *b, BlockBatch::TempStorage &temp, GridState *state,
                                                unsigned int launches, unsigned int units, dim3 block,
                                                const BatchOptions &options)
{
    group_batch_open_launches(b, temp, whole_grid(state), launches, units, block, options);
}

// Ready for the next run of the parent grid.
__device__ inline void grid_batch_reset(GridState *state)
{
    state->reserved = 0;
    state->owner = 0;
    state->ready = 0;
    state->max_x = state->max_y = state->max_z = 0;
    state->data = nullptr;
    state->asked = 0;
    state->apart = 0;
    __threadfence();
    state->tickets = 0;
    if (state->held) { // the table's entry is free for the next grid to take
        __threadfence();
        atomicExch(state->held, 0ull);
    }
}

// A state for each grid of a kernel whose grids may run at once (several
// streams, the device, launches dpopt cannot see): grid_table.cuh.
using GridStateTable = GridTable<GridState>;

// The table's hook as a grid takes an entry: the reset frees it.
__device__ inline void grid_table_taken(GridState *state, unsigned long long *owner) { state->held = owner; }

// Every thread of a block, at the flush, before the batch opens: the
// calling grid's own state, taken from the table by the grid's first
// block to come here. (It writes temp's `data` word, as a batch-open
// helper does, after a barrier; the helper that opens the batch next
// begins with one.)
__device__ inline GridState *grid_state_of(GridStateTable *table, BlockBatch::TempStorage &temp)
{
    __syncthreads();
    if (block_thread_rank() == 0)
        temp.grid_state = grid_table_find(table, grid_launch_id());
    __syncthreads();
    return temp.grid_state;
}

// group_batch_close's first half: every thread calls it once its record is
// written; true on thread 0 of the group's last block to finish.
__device__ inline bool group_batch_last_block(BlockBatch::TempStorage &temp, BlockGroup group)
{
    __threadfence();
    __syncthreads();
    if (block_thread_rank() == 0)
        temp.last = group.blocks > 0u && atomicAdd(&group.state->tickets, 1u) == group.blocks - 1;
    __syncthreads();
    return temp.last && block_thread_rank() == 0;
}

// group_batch_close's second half, on the thread the first half picked:
// describes the whole batch in b and returns true when there is anything
// to launch; otherwise gives back the batch's space and resets the state.
__device__ inline bool group_batch_finish(BlockBatch *b, GridState *state)
{
    __threadfence();
    unsigned long long reserved = atomicAdd(&state->reserved, 0ull);
    b->count = (unsigned int)(reserved >> 32);
    b->total_blocks = (unsigned int)reserved;
    b->data = state->data;
    b->capacity = state->capacity;
    b->max_block = dim3(state->max_x ? state->max_x : 1u, state->max_y ? state->max_y : 1u,
                        state->max_z ? state->max_z : 1u);
    if (b->data && b->count > 0) {
        batch_write_header(b->data, b->count, state->capacity, b->total_blocks);
        reinterpret_cast<BatchHeader *>(b->data)->read_groups = batch_read_groups;
        __threadfence();
        return true;
    }
    if (b->data)
        batch_release(b->data); // allocated, but every launch fell through
    grid_batch_reset(state);
    return false;
}

// Every thread calls it once its record is written. Returns true on the one
// thread that must launch the fused grid (thread 0 of the group's last block
// to finish, when there is anything to launch); b then describes the whole
// batch. That thread calls grid_batch_reset after launching; when there is
// nothing to launch the last block resets the state itself, so every
// group's state is clean once its blocks have finished.
__device__ inline bool group_batch_close(BlockBatch *b, BlockBatch::TempStorage &temp, BlockGroup group)
{
    return group_batch_last_block(temp, group) && group_batch_finish(b, group.state);
}

// The same for the whole grid: true on thread 0 of its last block.
__device__ inline bool grid_batch_close(BlockBatch *b, BlockBatch::TempStorage &temp, GridState *state)
{
    return group_batch_close(b, temp, whole_grid(state));
}

}  // namespace dpopt

#endif
