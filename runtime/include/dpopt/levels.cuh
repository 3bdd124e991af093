// dpopt runtime: a kernel's recursion run level by level, in pieces.
//
// Grid aggregation of a kernel launching itself (src/plan/levels.h) runs
// one grid of the kernel at a time: the last block of each grid launches
// the next once every block's launches are in the batch, as a child of its
// grid (launch_nested) or, where the kernel's blocks make other launches
// that must keep their order, as a tail launch, which starts only after
// that grid and all its work. The host's grid is level 0; its launches of
// the kernel go into one batch, and the fused grid over that batch is
// level 1, and so on.
//
// A grid's launches need room for one record per launching row or thread
// of every block (the batch is made before the grid's blocks know how many
// they launch). Where the pool and the device heap have no room for a whole
// level's next batch, the level runs in pieces: the launcher runs the first
// blocks of the batch that leave room for their own launches, and keeps the
// rest of the batch on a stack. The next grid is then always the piece's
// own next level (depth first); when a piece makes no launches, the next
// piece of the nearest batch on the stack runs. So one grid of the kernel
// runs at a time, at most one launch is waiting to start, and memory holds one
// piece's batch per level of the stack. With room enough, every level is
// one piece and the stack stays empty.
//
// A piece's batch is made by its launcher before the piece starts (the
// state then holds it, as room set aside: the piece's blocks take it with
// no allocation and no wait). The batch a grid reads is given back when
// that grid closes, if the grid is its last piece: every block has then
// read it, and no block counts itself as a reader on entry (an atomic a
// block, whose answer the block would wait for before its body).
#ifndef DPOPT_RUNTIME_LEVELS_CUH
#define DPOPT_RUNTIME_LEVELS_CUH

#include <cstdio>

#include "dpopt/block_batch.cuh"

#ifndef DPOPT_LEVEL_FRAMES
#define DPOPT_LEVEL_FRAMES 64 // batches a recursion may keep for their later pieces
#endif

namespace dpopt {

// A batch with pieces still to run.
struct LevelFrame {
    unsigned char *batch;
    unsigned int capacity; // its room, in launches: its first launch is after it
    unsigned int next;     // first block of its fused grid not yet run
    unsigned int total;    // blocks of its fused grid
    uint3 block;           // the fused grid's block (no dim3: a static device variable has no constructor)
};

// The kept batches of one kernel's recursion (a static device variable per
// kernel, as its GridState: one recursion of the kernel runs at a time).
struct LevelStack {
    LevelFrame frames[DPOPT_LEVEL_FRAMES];
    unsigned int depth;
    // The batch the running grid reads, given back when it closes (its last
    // piece); null where the grid is the host's or the batch is kept for a
    // later piece.
    unsigned char *running;
};

// One grid of the recursion: blocks [from, from + blocks) of a batch's
// fused grid.
struct LevelPiece {
    unsigned char *data;
    unsigned int capacity;
    unsigned int from;
    unsigned int blocks;
    dim3 block;
};

// Launches a block of `block` threads may make: `sites` per thread, or per
// row of threads where the kernel launches at most once a row.
__device__ inline unsigned long long level_block_launches(dim3 block, unsigned int sites, bool one_per_row)
{
    return (unsigned long long)sites * (one_per_row ? block.y * block.z : block.x * block.y * block.z);
}

// Room for the batch of a piece of `blocks` blocks, from the pool, then the
// device heap; nullptr where neither has it (or it would pass 4 GB).
__device__ inline unsigned char *level_batch_room(unsigned long long capacity, unsigned int record_size,
                                                  unsigned int first_size)
{
    const unsigned long long bytes = batch_read_bytes + ((sizeof(BatchHeader) + (capacity + 1) * 4u + 15u) & ~15ull) +
                                     ((capacity * record_size + 15u) & ~15ull) + first_size;
    if (bytes > 0xfffffff0ull)
        return nullptr;
    unsigned char *space = pool_alloc((unsigned int)bytes);
    if (!space)
        space = static_cast<unsigned char *>(malloc(bytes)); // 16-byte aligned
    return space ? batch_with_read_groups(space) : nullptr;
}

// Picks the next piece from the stack's top and makes its batch, halving
// the piece until the batch fits. False when the stack is empty: the
// recursion is over. Where not even one block's launches fit, the piece is
// the rest of the batch, without a batch made: its blocks look for room
// themselves, and those that find none run their launches as the generated
// code says (in their threads, or stop the program: levels_no_room).
// Of the options, the sizes, `sites` and `one_per_row` apply (those the
// levels' batches were opened with).
__device__ inline bool level_next_piece(LevelStack *stack, GridState *state, const BatchOptions &options,
                                        LevelPiece *piece)
{
    const unsigned int sites = options.sites, record_size = options.record_size, first_size = options.first_size;
    const bool one_per_row = options.one_per_row;
    if (stack->depth == 0)
        return false;
    LevelFrame *top = &stack->frames[stack->depth - 1];
    const unsigned int rest = top->total - top->next;
    const dim3 block(top->block.x, top->block.y, top->block.z);
    const unsigned long long per_block = level_block_launches(block, sites, one_per_row);
    unsigned int blocks = rest;
    unsigned char *room = nullptr;
    while (true) {
        room = level_batch_room(per_block * blocks, record_size, first_size);
        if (room || blocks == 1u)
            break;
        blocks = (blocks + 1u) / 2u;
    }
    if (!room)
        blocks = rest;
    piece->data = top->batch;
    piece->capacity = top->capacity;
    piece->from = top->next;
    piece->blocks = blocks;
    piece->block = block;
    if (blocks == rest) {
        stack->depth--;
        stack->running = top->batch; // its last piece gives the batch back
    } else {
        top->next += blocks;
    }
    if (room) {
        state->capacity = (unsigned int)(per_block * blocks);
        state->data = room;
        state->owner = 1u;
        // Release: the next grid's blocks wait for this flag with an acquire
        // (group_batch_open_launches), then read the space and capacity.
        flag_release(&state->ready, 1u);
    }
    __threadfence();
    return true;
}

// level_batch_close's second half, on the thread its first half
// (group_batch_last_block) picked: the batch's header, the stack, the next
// piece.
__device__ inline bool level_batch_close_last(BlockBatch *b, GridState *state, LevelStack *stack,
                                              const BatchOptions &options, LevelPiece *piece)
{
    // Every block of this grid has counted itself out (group_batch_last_block,
    // after a fence), so none reads its batch any more.
    if (stack->running) {
        batch_release(stack->running);
        stack->running = nullptr;
    }
    if (group_batch_finish(b, state)) {
        grid_batch_reset(state);
        if (stack->depth == DPOPT_LEVEL_FRAMES) {
            // No frame left to keep the batch in: the whole of it runs as one piece.
            *piece = LevelPiece{b->data, b->capacity, 0u, b->total_blocks, b->max_block};
            stack->running = b->data;
            return true;
        }
        const uint3 block = make_uint3(b->max_block.x, b->max_block.y, b->max_block.z);
        stack->frames[stack->depth++] = LevelFrame{b->data, b->capacity, 0u, b->total_blocks, block};
    }
    return level_next_piece(stack, state, options, piece);
}

// In place of grid_batch_close for a grid of the recursion: every thread
// calls it once its records are written. True on the one thread that must
// launch the next grid, *piece describing it: the batch this grid made, or
// (where it made none) the next piece of a kept batch. The state is then
// ready for that grid; with nothing to launch, the state and the stack are
// clean for the kernel's next host launch.
__device__ inline bool level_batch_close(BlockBatch *b, BlockBatch::TempStorage &temp, GridState *state,
                                         LevelStack *stack, const BatchOptions &options, LevelPiece *piece)
{
    return group_batch_last_block(temp, whole_grid(state)) && level_batch_close_last(b, state, stack, options, piece);
}

// A launch of a level appended to the next level's batch by its own thread,
// at the launch, where every launch of the kernel's level sites is made at
// most once a row (plan: SiteAggregation.append_at_launch): no record kept
// until the block's end, no block-wide scan, and the block's end only
// counts the block out (level_batch_close). The batch is the room the
// grid's launcher made (level_next_piece) or, where it made none (the
// host's grid, a piece too large for the memory left), the room the first
// launching thread makes for every row of the grid (group_batch_space).
// The launch's slot and first block come from one 64-bit atomic, as a
// block's reservation does, so the starts rise with the slots (the next
// grid's blocks search them). False where the batch has no room for it
// (neither pool nor heap, or its blocks past a fused grid's most): the
// caller does what it does there (levels_no_room). On true, b->data,
// b->capacity, b->slot and b->start say where its record and start go.
__device__ inline bool level_append(BlockBatch *b, GridState *state, unsigned int blocks, dim3 block,
                                    const BatchOptions &options)
{
    b->data = nullptr;
    const unsigned int capacity = group_batch_capacity(whole_grid(state), options);
    if (capacity == 0u || blocks == 0u || blocks > options.max_total)
        return false;
    // Acquire: the space and capacity are read after the flag is seen set.
    // Where the room is still to make, a thread may wait in group_batch_space
    // for another of its own warp to make it: independent thread scheduling
    // (compute capability 7.0 on, every GPU CUDA 13 compiles for) lets that
    // one go on.
    unsigned char *data = flag_acquire(&state->ready) ? state->data : group_batch_space(state, capacity, options);
    unsigned long long base = 0;
    if (!data || !group_batch_reserve(state, 1u, blocks, &base,
                                      batch_reserve_kind(state->capacity, options.max_units, options.max_total),
                                      options.max_total))
        return false;
    if (options.max_block)
        grid_state_raise_block(state, block);
    b->data = data;
    b->capacity = state->capacity;
    b->slot = (unsigned int)(base >> 32);
    b->start = (unsigned int)base;
    return true;
}

// The first thing a fused grid of the recursion does: finds its block's
// parent launch in the piece's batch and reads its record. Nothing is
// counted: the grid's close gives the batch back (level_batch_close_last).
// A level's launches each have a block or more (level_append refuses none,
// the flush records only the launches that start, launch_config_valid's),
// so a batch of as many blocks as launches is entered with no search.
template <typename Record>
__device__ inline BatchBlock batch_enter_piece(BatchEnterStorage &temp, const LevelPiece &piece, Record *record)
{
    unsigned int total = 0;
    return batch_find_block(temp, piece.data, piece.from + blockIdx.x, record, &total, true);
}

// batch_enter_piece where every launch of the level is one block
// (the generated code knows it: each level site's grid is the constant 1):
// block k of the piece runs its launch from + k, whose record every thread
// reads at once, with no header read, no search and no barrier.
template <typename Record>
__device__ inline BatchBlock batch_enter_piece_one_each(const LevelPiece &piece, Record *record)
{
    const unsigned int parent = piece.from + blockIdx.x;
    const Record *records = reinterpret_cast<const Record *>(piece.data + batch_record_offset(piece.capacity));
    batch_load_record(record, &records[parent]);
    return BatchBlock{parent, 0u};
}

// A launch of a level for which no piece, not even one block's, finds room
// in the pool or the heap (or whose block's launches would take the level
// past a fused grid's most blocks, 2^31 - 1), where its thread cannot run
// it (its subtree needs whole blocks): the kernel as written could pass the
// pending-launch limit (hanging, or dropping launches), so the program
// stops here.
__device__ inline void levels_no_room(const char *kernel)
{
    printf("dpopt: %s: neither the launch pool (%u bytes) nor the device heap has room for one block's launches "
           "of a level of its recursion (or the level's blocks pass 2^31 - 1); rebuild with "
           "-DDPOPT_POOL_BYTES=<larger> or raise cudaLimitMallocHeapSize\n",
           kernel, (unsigned)DPOPT_POOL_BYTES);
    __trap();
}

}  // namespace dpopt

#endif
