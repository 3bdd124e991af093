// dpopt runtime: flattening at grid scope (--flatten=grid).
//
// Grid aggregation (block_batch.cuh) at the grain of threads: each launch
// reserves its child threads, not its blocks, in the grid-wide batch, and
// the fused grid has one thread for each child thread of all the launches,
// in blocks of grid_flat_block threads. A launch of 3 threads takes 3
// threads of the fused grid, not a 32-thread block; the fused grid's
// blocks are full whatever the children's sizes. The batch's start array
// holds each launch's first thread; a thread of the fused grid finds its
// launch by walking along them (grid_flat_step) and runs one thread of the
// child (<child>_dp_thread) with the child's geometry rebuilt.
//
// Each warp of the fused grid takes an equal, contiguous share of the
// flattened threads, 32 at a time: lane r takes threads r, r + 32, ... of
// its warp's share. A lane keeps the launch holding its current thread and
// that launch's record; only when its thread passes the launch's end does
// it look again, galloping on from where it is (batch_gallop), and load
// the next record. So a warp inside one long launch runs it with no search
// and no barrier, and short launches cost a few loads through L2 each.
// (Blocks taking chunks of 256 threads and searching each chunk's launches
// through a shared window would pay three barriers a chunk.)
#ifndef DPOPT_RUNTIME_GRID_FLAT_CUH
#define DPOPT_RUNTIME_GRID_FLAT_CUH

#include <atomic>
#include <cstddef>
#include <cstdio>
#include <mutex>

#include "dpopt/block_batch.cuh"
#include "dpopt/host_lock.cuh"
#include "dpopt/per_device.cuh"

namespace dpopt {

// Threads of a block of the fused grid.
constexpr unsigned int grid_flat_block = 256u;

// The most threads one launch may put into the batch; a larger launch is
// made as written. A batch of fewer than 65,536 launches then stays within
// 32 bits without a check (batch_reserve_kind).
constexpr unsigned long long grid_flat_launch_max = 1ull << 16;

// The most blocks of a fused grid: a GPU of 132 SMs holds 1,056 of 256
// threads at once (8 an SM); room for larger GPUs. Fewer, longer-lived blocks:
// short blocks by the ten thousand cost more to schedule than the work
// they do.
constexpr unsigned int grid_flat_max_blocks = 2048u;

// Blocks of the fused grid for `threads` child threads: one thread each,
// up to grid_flat_max_blocks.
__host__ __device__ inline unsigned int grid_flat_blocks(unsigned int threads)
{
    unsigned int blocks = threads / grid_flat_block + (threads % grid_flat_block != 0u);
    return blocks < grid_flat_max_blocks ? blocks : grid_flat_max_blocks;
}

// A flattened batch's options: its units are threads, at most
// grid_flat_launch_max a launch whatever the caller's max_units and 2^32 -
// 1 a batch (its fused grid has grid_flat_blocks at most), and it
// keeps no largest block (the walk's blocks are grid_flat_block threads
// whatever the children's); of the caller's, the sizes, `sites` and
// `ticket` apply (the batch may be the room the host set aside in the
// state, grid_flat_set_aside: a copy the host follows, whose batch only
// the follow-up grid reads).
__device__ inline BatchOptions grid_flat_options(const BatchOptions &options)
{
    BatchOptions flat;
    flat.record_size = options.record_size;
    flat.first_size = options.first_size;
    flat.max_units = grid_flat_launch_max;
    flat.max_total = 0xffffffffu;
    flat.max_block = false;
    flat.ticket = options.ticket;
    flat.sites = options.sites;
    flat.apart = options.apart;
    return flat;
}

// Called by every thread of the block, after the body: as grid_batch_open,
// with each launch's thread count. A block whose threads would take the
// batch past 2^32 - 1 threads gets no space: its launches are made as
// written (checked only for a grid of 65,536 threads or more: the options
// are grid_flat_options').
__device__ inline void grid_flat_open(BlockBatch *b, BlockBatch::TempStorage &temp, GridState *state, bool active,
                                      unsigned int threads, const BatchOptions &options)
{
    group_batch_open_units(b, temp, whole_grid(state), active, threads, dim3(1, 1, 1), grid_flat_options(options));
}

// As grid_flat_open, for a thread that makes `launches` launches of
// `threads` child threads in all (a launch in a loop, each execution kept
// in a record of its own: options.sites records a thread at most). The
// caller writes each launch's thread start and record, slot after slot, from
// b->slot and b->start.
__device__ inline void grid_flat_open_launches(BlockBatch *b, BlockBatch::TempStorage &temp, GridState *state,
                                               unsigned int launches, unsigned int threads, const BatchOptions &options)
{
    group_batch_open_launches(b, temp, whole_grid(state), launches, threads, dim3(1, 1, 1), grid_flat_options(options));
}

// One lane of the fused grid walking its warp's share of the flattened
// threads, and where its current thread is in the original launches.
struct FlatWalk {
    unsigned long long next; // the flattened thread it takes next
    unsigned long long stop; // one past its warp's share
    unsigned int lanes;      // lanes of its warp: the step from one of its threads to the next
    unsigned int lane;       // its place in its warp
    unsigned int count;      // launches in the batch
    unsigned int total;      // their threads (the end of the start array, which a batch in the room set
                             // aside does not write)
    unsigned int launch;     // the launch holding its current thread (count: none yet)
    unsigned int begin;      // that launch's first flattened thread
    unsigned int end;        // one past its last
    unsigned int thread;     // the current thread's linear index inside that launch's grid
};

// Each warp's share of `total` flattened threads walked by `warps` warps: an
// equal share, a multiple of 32 (the warps' shares one after another).
__device__ inline unsigned long long grid_flat_warp_share(unsigned long long total, unsigned long long warps)
{
    const unsigned long long share = (total + warps - 1) / warps;
    return (share + 31u) & ~31ull;
}

// Called by every thread of the blocks walking the batch, first, as block
// `block` of `blocks` (of any shape; its warps are its threads in rank
// order, 32 at a time): its warp's share of the batch's threads (a
// multiple of 32, the shares of the warps one after another) and its
// lane's first thread in it.
__device__ inline FlatWalk grid_flat_walk_in(unsigned char *batch, unsigned int block, unsigned int blocks)
{
    BatchHeader *header = reinterpret_cast<BatchHeader *>(batch);
    const unsigned long long total = batch_load(&header->total_blocks); // threads, here
    const unsigned int rank = block_thread_rank(), threads = block_thread_count();
    const unsigned int warps_per_block = (threads + 31u) / 32u;
    const unsigned long long warps = (unsigned long long)blocks * warps_per_block;
    const unsigned long long warp = (unsigned long long)block * warps_per_block + rank / 32u;
    const unsigned long long share = grid_flat_warp_share(total, warps);
    FlatWalk w;
    w.next = warp * share + rank % 32u;
    w.stop = warp * share + share < total ? warp * share + share : total;
    w.lanes = threads - rank / 32u * 32u < 32u ? threads - rank / 32u * 32u : 32u; // a block's last warp may be short
    w.lane = rank % 32u;
    w.count = batch_load(&header->count);
    w.total = (unsigned int)total;
    w.launch = w.count;
    w.begin = 0;
    w.end = 0;
    w.thread = 0;
    return w;
}

// The same for a block of the fused grid.
__device__ inline FlatWalk grid_flat_walk(unsigned char *batch)
{
    return grid_flat_walk_in(batch, blockIdx.x, gridDim.x);
}

// Moves the lane on to its next thread: false when its share is done.
// When the thread lies past the launch it had, finds the launch that holds
// it (the first time from an even spread, batch_find; then galloping on
// from the launch before, batch_gallop) and copies that launch's record
// into *record; w->thread is its index inside the launch.
template <typename Record>
__device__ inline bool grid_flat_step(unsigned char *batch, FlatWalk *w, Record *record)
{
    if (w->next >= w->stop)
        return false;
    // The warp's lanes that take a thread this round (those below its
    // share's end; the others are done), together again: a child whose
    // threads take different paths (ccl's unions spin on labels) left them
    // apart, each running the next child thread alone.
    const unsigned long long round = w->next - w->lane;
    const unsigned int stepping = w->stop - round < w->lanes ? (unsigned int)(w->stop - round) : w->lanes;
    __syncwarp(stepping == 32u ? 0xffffffffu : (1u << stepping) - 1u);
    const unsigned int t = (unsigned int)w->next;
    w->next += w->lanes;
    if (t >= w->end) {
        const unsigned int *start = batch_block_start(batch);
        if (w->launch == w->count)
            w->launch = batch_find(start, w->count, w->total, t);
        else // start[launch] <= t < start[count]
            w->launch = batch_gallop(start, w->launch, w->count, t, 32u);
        w->begin = batch_load(&start[w->launch]);
        w->end = w->launch + 1 < w->count ? batch_load(&start[w->launch + 1]) : w->total;
        batch_load_record(record, &batch_records<Record>(batch)[w->launch]);
    }
    w->thread = t - w->begin;
    return true;
}

// The most child threads, per thread of the launching block, that the
// grid's last block runs itself rather than launch a fused grid: each of
// its threads then takes at most this many turns. A device-side launch
// costs, before the fused grid runs, about what 8 to 16 turns of a walk do,
// which a small batch does not repay (bfs and sssp run levels of a few
// hundred child threads); from 32 turns on, launching is the faster.
constexpr unsigned int grid_flat_turns = 8u;

// What grid_flat_close tells a thread to do with the grid's batch.
enum GridFlatClosed {
    grid_flat_nothing, // nothing: not the last block, or nothing to run
    grid_flat_launch,  // launch the fused grid (thread 0 of the last block)
    grid_flat_here,    // walk the batch with the rest of this block (every thread of the last block)
};

// How the child's threads may be walked. A child with warp-wide operations
// goes in whole warps: its launches' blocks are whole warps, so each step of
// a walking warp of 32 lanes is one warp of the child, lane for lane; a
// warp of fewer lanes (the last of a block that is not whole warps) may not
// walk it.
enum GridFlatLanes {
    grid_flat_any_lanes,
    grid_flat_whole_warps,
};

// Called by every thread of the block in place of grid_batch_close, once
// its record is written. The grid's last block runs a batch of at most
// grid_flat_turns child threads per thread of its own (grid_flat_walk_in,
// as block 0 of 1; then grid_flat_done_here), unless the child goes in
// whole warps and the block is not whole warps; a larger one gets a fused
// grid, launched by its thread 0. *b then describes the batch (for
// grid_flat_here on every thread of the block). The grid's state is ready
// for the next run of the parent grid either way. A followed grid's batch
// is in the room the host set aside: nothing to do, the host's follow-up
// grid walks it.
__device__ inline GridFlatClosed grid_flat_close(BlockBatch *b, BlockBatch::TempStorage &temp, GridState *state,
                                                 GridFlatLanes lanes = grid_flat_any_lanes)
{
    // A batch in the room the host set aside: the host's follow-up grid
    // reads it once this grid has ended, its header grown by each block
    // (batch_grow_header); no block counts out, fences or launches.
    if (b->in_aside)
        return grid_flat_nothing;
    unsigned char *&here = temp.flat_data;
    unsigned int &here_capacity = temp.flat_capacity;
    if (block_thread_rank() == 0)
        here = nullptr;
    GridFlatClosed closed = grid_flat_nothing;
    if (grid_batch_close(b, temp, state)) { // (it starts with a barrier: `here` is set before anyone reads it)
        const bool walkable = lanes == grid_flat_any_lanes || block_thread_count() % 32u == 0u;
        if (walkable && (unsigned long long)b->total_blocks <= (unsigned long long)grid_flat_turns * block_thread_count()) {
            here = b->data;
            here_capacity = b->capacity;
        } else {
            closed = grid_flat_launch;
        }
        grid_batch_reset(state);
    }
    __syncthreads();
    if (here == nullptr)
        return closed;
    // The other blocks wrote their records, and what their children read,
    // before counting themselves out (grid_batch_close); thread 0 saw the
    // last count. Each thread fences before it reads any of it.
    __threadfence();
    b->data = here;
    b->capacity = here_capacity;
    return grid_flat_here;
}

// Called by every thread of the last block once the block has walked the
// batch (grid_flat_here): the batch goes back to the pool.
__device__ inline void grid_flat_done_here()
{
    __syncthreads();
    if (block_thread_rank() == 0)
        pool_release();
}

// Where a launching grid whose host launch is followed by the fused
// grid's own launch (--flatten=grid, a kernel's `_dp_followed` copy) leaves
// its batch: in the room the host set aside for it (grid_flat_set_aside),
// which the host's <fused kernel>_follow, launched right after the
// launching grid in its stream, walks; that costs several times less
// before the fused grid runs than a launch from the device. The host
// launches the copy only where the room holds the grid's whole batch, so
// the copy launches nothing from the device: a kernel that names the
// device runtime at all takes longer to launch (about 2 us on an H200).
// Grids of one kernel run in the room one at a time (FollowLock,
// host_lock.cuh), or, where each grid takes a state of its own, each in its
// stream's room; each host launch passes both grids a ticket, non-zero,
// that carries its stream's number.
//
// A launch of more threads than grid_flat_launch_max (and the launches of
// a block whose threads would take the batch past 2^32 - 1) takes a record
// but no threads of the batch: it is listed apart, after the batch in the
// room, and the follow-up grid walks each such launch whole, grid-stride,
// after its share of the batch.

// Rooms set aside for a followed site whose grids each take a state of
// their own (launched into streams: SiteAggregation.grid_table): one per
// stream, since a stream runs its grids one after another and the follow
// lock keeps each next to its follow-up, so a stream's room is free
// whenever one of its grids begins. A stream is known by its id
// (cudaStreamGetId: never reused in the process) and numbered by the first
// followed launch into it, per device, 1 to grid_flat_stream_rooms (0: no
// room; streams past the last take a state from the table). The number
// travels in the top byte of the launch's ticket; the site's rooms are a
// device array of that many pointers, written by the host only while no
// grid runs.
constexpr unsigned int grid_flat_stream_rooms = 16u;
constexpr unsigned int grid_flat_slot_shift = 56u;

struct GridFlatStreams {
    unsigned long long id[grid_flat_stream_rooms];
    unsigned int count;
};

// Host, under the follow lock: the number of `stream` on the current
// device (1 to grid_flat_stream_rooms), or 0 where it has none, and while
// it is being captured into a graph (nothing may be allocated then, and
// the kernel is launched as written: grid_flat_ticket). Of internal
// linkage, as the translation unit's streams are numbered for its own
// sites' rooms.
static inline unsigned int grid_flat_stream_slot(cudaStream_t stream)
{
    static PerDevice<GridFlatStreams> streams;
    unsigned long long id = 0;
    if (host_stream_capturing(stream) || cudaStreamGetId(stream, &id) != cudaSuccess) {
        cudaGetLastError(); // not the program's error
        return 0;
    }
    DeviceSlot<GridFlatStreams> known(streams);
    for (unsigned int k = 0; k < known->count; k++)
        if (known->id[k] == id)
            return k + 1;
    if (known->count == grid_flat_stream_rooms)
        return 0;
    known->id[known->count] = id;
    return ++known->count;
}

// The host's record of a site's rooms, one a stream number, per device.
struct GridFlatStreamAsides {
    unsigned char *room[grid_flat_stream_rooms];
    unsigned int capacity[grid_flat_stream_rooms];
    bool failed;
};

// A ticket's stream number (grid_flat_ticket; 0: none).
__host__ __device__ inline unsigned int grid_flat_ticket_slot(unsigned long long ticket)
{
    return (unsigned int)(ticket >> grid_flat_slot_shift);
}

// The state of the room of the stream of `ticket` in a site's device array
// of rooms, or nullptr: a room begins with a GridState of its own whose
// `aside` is the room itself, so that a grid holding it reserves there as
// in a room set aside for one grid at a time (group_batch_open_launches).
__device__ inline GridState *grid_flat_stream_state(unsigned char *const *rooms, unsigned long long ticket)
{
    const unsigned int slot = grid_flat_ticket_slot(ticket);
    unsigned char *room = slot ? rooms[slot - 1] : nullptr;
    return room ? aside_state(room) : nullptr;
}

// Every thread of the block at the flush of a followed site whose grids
// each take a state: the room of the grid's stream where it holds the
// grid's batch (its launches at most `sites` a thread), else the grid's
// entry of the table (grid_state_of). Every block takes the same way: the
// ticket, the room and its capacity stay while the grid runs.
__device__ inline GridState *grid_state_in_stream_room(unsigned char *const *rooms, unsigned long long ticket,
                                                       GridStateTable *table, BlockBatch::TempStorage &temp,
                                                       unsigned int sites = 1)
{
    GridState *own = grid_flat_stream_state(rooms, ticket);
    const unsigned long long most =
        (unsigned long long)gridDim.x * gridDim.y * gridDim.z * block_thread_count() * sites;
    if (own && most <= __ldcg(&own->aside_capacity))
        return own;
    return grid_state_of(table, temp);
}

// Host: a ticket unique in the process, never 0.
inline unsigned long long grid_flat_ticket_issue()
{
    static std::atomic<unsigned long long> issued{0};
    return issued.fetch_add(1, std::memory_order_relaxed) + 1;
}

// Host, before a followed host launch into `stream`: its ticket, or 0
// while the stream is being captured into a graph (a graph's instances
// may run at once, each with the ticket captured; the launch is then
// made as written). Of internal linkage: the default stream is the
// translation unit's, as it is compiled.
static inline unsigned long long grid_flat_ticket(cudaStream_t stream, unsigned int stream_slot = 0)
{
    if (host_stream_capturing(stream))
        return 0;
    return grid_flat_ticket_issue() | (unsigned long long)stream_slot << grid_flat_slot_shift;
}


// Where a batch of room for `capacity` launches lists its launches apart,
// from the batch's start: after its records and its first launch, a slot
// index each (within the room set aside, which has as much for its own
// capacity, at least the grid's).
__host__ __device__ inline unsigned long long grid_flat_apart_offset(unsigned long long capacity, unsigned int record_size,
                                                                     unsigned int first_size)
{
    return ((batch_bytes_wide(capacity, record_size) + 15ull) & ~15ull) + ((first_size + 15ull) & ~15ull);
}

__device__ inline unsigned int *grid_flat_apart_list(unsigned char *batch, unsigned int capacity, unsigned int record_size,
                                                     unsigned int first_size)
{
    return reinterpret_cast<unsigned int *>(batch + grid_flat_apart_offset(capacity, record_size, first_size));
}

// Called by a thread of a followed grid whose launch took a record but no
// threads of the batch (BatchOptions' `apart`): lists it apart for the
// follow-up grid, in the room of `state` (the site's state, or its
// stream's room's own).
__device__ inline void grid_flat_list_apart(const GridState *state, const BlockBatch &b, const BatchOptions &options)
{
    const unsigned int k = atomicAdd(&aside_state(state->aside)->apart, 1u);
    grid_flat_apart_list(b.data, b.capacity, options.record_size, options.first_size)[k] = b.slot;
}

// What the follow-up grid found in the room.
struct GridFlatFound {
    unsigned char *batch;  // the batch
    unsigned int capacity; // its room in launches (batch_first: the fused grid's uniform arguments)
    unsigned int threads;  // its child threads
    unsigned int apart;    // launches listed apart (grid_flat_list_apart)
    GridState *room;       // the room's own state
};

// How many blocks of a walk over `blocks` blocks of the calling block's
// shape have a share of `threads` flattened threads (as grid_flat_walk_in
// shares them out: the first ones); at least 1, so that one block takes
// part even in a batch of no threads.
__device__ inline unsigned int grid_flat_walking_blocks(unsigned int threads, unsigned int blocks)
{
    const unsigned long long warps_per_block = (block_thread_count() + 31u) / 32u;
    const unsigned long long warps = (unsigned long long)blocks * warps_per_block;
    const unsigned long long per_block = grid_flat_warp_share(threads, warps) * warps_per_block;
    const unsigned long long walking = per_block ? (threads + per_block - 1) / per_block : 0ull;
    return walking == 0 ? 1u : (unsigned int)(walking < blocks ? walking : blocks);
}

// Blocks of the follow-up grid that take part in the walk of what it
// found: those with a share of the batch, or all where launches are listed
// apart (each walked by the whole grid). Worked out again where needed
// rather than kept: a value held across the walk takes a register from
// the child's code inlined there.
__device__ inline unsigned int grid_flat_follow_walking(const GridFlatFound &found)
{
    return found.apart ? gridDim.x : grid_flat_walking_blocks(found.threads, gridDim.x);
}

// Called by every thread of the follow-up grid, first: true where the
// launching grid left a batch in the room of `state` (the site's own state
// where its grids run one at a time, the room of the grid's stream where
// each takes a state: grid_flat_stream_state) and this block takes part
// (*found). The launching grid ended before this one began, and no other
// grid that may use the room runs between (the follow lock, the stream's
// order). Only the blocks with a share of the batch take part, and count
// themselves out (grid_flat_follow_leave): with one counter for all of a
// GPU's worth of blocks, the counting would cost more than a small
// batch's walk; every block where launches are listed apart (each walked
// by the whole grid). Thread 0 reads the room for its block (every thread
// of a GPU's worth of blocks reading one word past the L1 cache queued
// them at one L2 line).
__device__ inline bool grid_flat_follow_find(const GridState *state, GridFlatFound *found)
{
    __shared__ GridFlatFound block_found;
    __shared__ bool block_shares;
    if (block_thread_rank() == 0) {
        unsigned char *room = state ? state->aside : nullptr; // (written by the host only)
        bool shares = room && aside_holds(room);
        if (shares) {
            block_found.batch = aside_batch(room);
            block_found.capacity = __ldcg(&aside_state(room)->capacity);
            block_found.threads = batch_load(&reinterpret_cast<BatchHeader *>(block_found.batch)->total_blocks);
            block_found.apart = __ldcg(&aside_state(room)->apart);
            block_found.room = aside_state(room);
            shares = blockIdx.x < grid_flat_follow_walking(block_found);
        }
        block_shares = shares;
    }
    __syncthreads();
    if (block_shares) // (block_found is this block's only then)
        *found = block_found;
    return block_shares;
}

// The record of the follow-up grid's `k`th launch listed apart, in a batch
// whose first launch is a `Launch`.
template <typename Record, typename Launch>
__device__ inline void grid_flat_apart_record(const GridFlatFound &found, unsigned int k, Record *record)
{
    const unsigned int *list = grid_flat_apart_list(found.batch, found.capacity, sizeof(Record), sizeof(Launch));
    batch_load_record(record, &batch_records<Record>(found.batch)[batch_load(&list[k])]);
}

// Called by all threads of the blocks walking the batch: each launch listed
// apart, whole, grid-stride: the first of a launch's threads this thread
// runs, and the step to its next.
__device__ inline unsigned long long grid_flat_apart_first()
{
    return (unsigned long long)blockIdx.x * block_thread_count() + block_thread_rank();
}

__device__ inline unsigned long long grid_flat_apart_step()
{
    return (unsigned long long)gridDim.x * block_thread_count();
}

// Called by all threads of the blocks leaving the batch (those that took
// part) after their walks: true on thread 0 of the last of `walking`
// blocks to do so. Nothing of the batch may be read after it.
__device__ inline bool grid_flat_last_to_leave(unsigned char *batch, unsigned int walking)
{
    __syncthreads();
    return threadIdx.x == 0 && atomicAdd(&reinterpret_cast<BatchHeader *>(batch)->blocks_read, 1u) == walking - 1;
}

// Called by all threads of the follow-up grid's block after their walks
// (a block that took part): the last such block clears the room and its
// state for the launching kernel's next grid.
__device__ inline void grid_flat_follow_leave(const GridFlatFound &found)
{
    if (grid_flat_last_to_leave(found.batch, grid_flat_follow_walking(found))) {
        batch_write_header(found.batch, 0u, 0u, 0u); // nothing in it, as batch_grow_header finds it
        grid_batch_reset(found.room);
    }
}

// What the host keeps of the room it set aside for a followed site's batch.
struct GridFlatAside {
    unsigned char *room;       // device memory (cudaMalloc), or nullptr
    unsigned int capacity;     // launches it has room for
    bool failed;               // an allocation failed: said once
};

// Host: the launches of a `grid` x `block` launch whose threads keep up to
// `records` each; past 2^32 - 1 (or a grid of more blocks than 32 bits
// count, which makes no batch: whole_grid), ~0ull: no room holds them.
inline unsigned long long grid_flat_room_launches(dim3 grid, dim3 block, unsigned int records)
{
    const unsigned long long blocks = (unsigned long long)grid.x * grid.y * grid.z; // below 2^63
    const unsigned long long each = (unsigned long long)block.x * block.y * block.z * records;
    if (blocks > 0xffffffffull || each > 0xffffffffull || (each && blocks > 0xffffffffull / each))
        return ~0ull;
    return blocks * each;
}

// The bytes of a room set aside for `launches` launches (its own state,
// the batch, the first launch's uniform arguments, the list of launches
// apart). In 64 bits: batch_bytes' 32 wrapped past 4 GB, 2^27 launches of
// 32-byte records, to a room the launches overran.
inline unsigned long long grid_flat_room_bytes(unsigned long long launches, unsigned int record_size, unsigned int first_size)
{
    return aside_state_bytes + grid_flat_apart_offset(launches, record_size, first_size) + launches * 4ull;
}

// Host: whether a room of `capacity` launches holds the whole batch of a
// grid of `launches` (group_batch_open_launches takes it then: within
// its capacity, and a batch whose words are 32 bits).
inline bool grid_flat_room_holds(unsigned long long launches, unsigned int capacity, unsigned int record_size,
                                 unsigned int first_size)
{
    return launches <= capacity && grid_flat_room_bytes(launches, record_size, first_size) <= 0xffffffffull &&
           batch_room_bytes(launches, record_size, first_size) <= 0xffffffffull;
}

// Host, before each launch of a copy it follows (--flatten=grid): makes
// sure the site's state holds room for the batch of a `grid` x `block`
// launch whose threads each keep up to `records` launches (a launch in a
// loop), so that its blocks take no allocation from the pool, no owner,
// no wait and no counting out (batch_grow_header): true where it does.
// The host launches the followed copy only then, and the kernel as
// written otherwise (its batches from the pool, its fused grids launched
// from the device). The room's own state and header are cleared in
// `stream` before the launch. Only a larger launch than any before on the
// current device allocates (cudaFree, cudaMalloc: synchronous, rare). The
// room is the current device's (per_device.cuh): a program that switches
// devices sets aside room on each, and each device's state is given its
// own. Nothing is allocated while `stream` is being captured into a graph
// (cudaMalloc and a synchronous copy there would end the capture). Of
// internal linkage: which stream the default stream is, and so what to
// ask, is the translation unit's.
template <typename State>
static inline bool grid_flat_set_aside(PerDevice<GridFlatAside> *asides, const State &state, dim3 grid, dim3 block,
                                       unsigned int record_size, unsigned int first_size, cudaStream_t stream,
                                       unsigned int records = 1)
{
    const unsigned long long launches = grid_flat_room_launches(grid, block, records);
    DeviceSlot<GridFlatAside> aside(*asides);
    if (launches <= aside->capacity)
        return grid_flat_room_holds(launches, aside->capacity, record_size, first_size);
    if (aside->failed || !grid_flat_room_holds(launches, (unsigned int)launches, record_size, first_size) ||
        host_stream_capturing(stream))
        return false;
    const unsigned long long bytes = grid_flat_room_bytes(launches, record_size, first_size);
    unsigned char *room = nullptr;
    if (cudaMalloc(&room, bytes) != cudaSuccess ||
        cudaMemsetAsync(room, 0, aside_state_bytes + sizeof(BatchHeader), stream) != cudaSuccess) {
        if (room)
            cudaFree(room);
        cudaGetLastError(); // not the program's error
        aside->failed = true;
        std::fprintf(stderr, "dpopt: could not set aside %llu bytes for a batch on device %d; the kernel runs as "
                             "written, its batches from the launch pool\n", bytes, aside.device());
        return false;
    }
    if (aside->room)
        cudaFree(aside->room); // no grid uses it any more: cudaFree waits for the device
    aside->room = room;
    aside->capacity = (unsigned int)launches;
    // The state's aside and aside_capacity, one after the other.
    struct {
        unsigned char *room;
        unsigned int capacity;
    } words = {room, aside->capacity};
    static_assert(offsetof(GridState, aside_capacity) == offsetof(GridState, aside) + sizeof(unsigned char *), "layout");
    cudaMemcpyToSymbol(state, &words, sizeof(unsigned char *) + sizeof(unsigned int), offsetof(GridState, aside));
    return true;
}

// Host, before each followed launch of a kernel whose grids each take a
// state, into the stream numbered `slot` (grid_flat_stream_slot; 0: none,
// nothing done, false): makes sure the site's room for that stream holds
// the batch of a `grid` x `block` launch whose threads keep up to
// `records` launches each; true where it does (the host launches the
// followed copy only then). Only a larger launch than any before into
// that stream allocates; the device array `rooms` (the site's, per
// device) is then written after the device has finished all it was
// given, so that no grid sees its stream's room change while it runs.
inline bool grid_flat_set_aside_in(PerDevice<GridFlatStreamAsides> *asides, unsigned char *const (&rooms)[grid_flat_stream_rooms],
                                   unsigned int slot, dim3 grid, dim3 block, unsigned int record_size,
                                   unsigned int first_size, unsigned int records = 1)
{
    if (slot == 0 || slot > grid_flat_stream_rooms)
        return false;
    const unsigned long long launches = grid_flat_room_launches(grid, block, records);
    DeviceSlot<GridFlatStreamAsides> aside(*asides);
    if (launches <= aside->capacity[slot - 1])
        return grid_flat_room_holds(launches, aside->capacity[slot - 1], record_size, first_size);
    if (aside->failed || !grid_flat_room_holds(launches, (unsigned int)launches, record_size, first_size))
        return false;
    const unsigned long long bytes = grid_flat_room_bytes(launches, record_size, first_size);
    unsigned char *room = nullptr;
    GridState own = {};
    own.aside_capacity = (unsigned int)launches;
    bool made = cudaMalloc(&room, bytes) == cudaSuccess;
    if (made) {
        own.aside = room;
        made = cudaMemset(room, 0, aside_state_bytes + sizeof(BatchHeader)) == cudaSuccess &&
               cudaMemcpy(room, &own, sizeof own, cudaMemcpyHostToDevice) == cudaSuccess &&
               cudaDeviceSynchronize() == cudaSuccess &&
               cudaMemcpyToSymbol(rooms, &room, sizeof room, (slot - 1) * sizeof room) == cudaSuccess;
    }
    if (!made) {
        if (room)
            cudaFree(room);
        cudaGetLastError(); // not the program's error
        aside->failed = true;
        std::fprintf(stderr, "dpopt: could not set aside %llu bytes for a stream's batches on device %d; the kernel "
                             "runs as written, its batches from the launch pool\n", bytes, aside.device());
        return false;
    }
    if (aside->room[slot - 1])
        cudaFree(aside->room[slot - 1]); // no grid uses it any more (the device was synchronized)
    aside->room[slot - 1] = room;
    aside->capacity[slot - 1] = (unsigned int)launches;
    return true;
}

// Host: blocks of a follow-up grid, as many as the current device holds at
// once (each warp walks one share; a block that finds no batch returns at
// once), at most grid_flat_max_blocks; asked of each device once, kept in
// its slot of *known (GPUs of one program may differ in SMs).
template <typename Kernel>
inline unsigned int grid_flat_follow_blocks(Kernel kernel, PerDevice<unsigned int> *known)
{
    DeviceSlot<unsigned int> blocks_here(*known);
    if (*blocks_here == 0) {
        int sms = 0, per_sm = 0;
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, blocks_here.device());
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, (int)grid_flat_block, 0);
        unsigned long long blocks = sms > 0 && per_sm > 0 ? (unsigned long long)sms * (unsigned long long)per_sm : 0ull;
        *blocks_here = blocks == 0 || blocks > grid_flat_max_blocks ? grid_flat_max_blocks : (unsigned int)blocks;
    }
    return *blocks_here;
}

// Called by all threads of the fused grid's block after their walks: the
// last block releases the batch (as batch_enter_block does).
__device__ inline void grid_flat_leave(unsigned char *batch)
{
    if (grid_flat_last_to_leave(batch, gridDim.x * gridDim.y * gridDim.z))
        pool_release();
}

}  // namespace dpopt

#endif
