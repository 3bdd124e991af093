// Prototype (not in the runtime): a launch of a recursion's level appended
// to the next level's batch by its own thread, at the launch, instead of a
// record kept in registers until the block's end and a block-wide flush
// (grid_batch_open_launches: a scan, barriers, the block's atomics). The
// block's end then only counts the block out (level_batch_close, as is).
// What the launch takes, in one 64-bit atomic as group_batch_reserve does
// for a block: its slot and its first block, monotonic together (the fused
// grid's search for a block's launch needs the starts in slot order).
#ifndef DPOPT_PROTO_LEVEL_APPEND_CUH
#define DPOPT_PROTO_LEVEL_APPEND_CUH

#include <dpopt/levels.cuh>

namespace proto {

// One launching thread: true with the batch, its room and the reservation
// (launches << 32 | blocks before this launch's) where the launch has a
// place; false where neither the pool nor the heap had room (the caller then
// does what the generated code does there: levels_no_room).
__device__ inline bool level_append(dpopt::GridState *state, const dpopt::BatchOptions &options, unsigned int blocks,
                                    dim3 block, unsigned char **data, unsigned int *capacity, unsigned long long *base)
{
    // The room: made by the grid's launcher (level_next_piece), or else by
    // the first thread to launch, for every row of the grid as a block's
    // open would (group_batch_open_launches); the others wait for it.
    if (dpopt::flag_acquire(&state->ready) == 0u) {
        if (atomicCAS(&state->owner, 0u, 1u) == 0u) {
            const unsigned long long rows = (unsigned long long)gridDim.x * gridDim.y * gridDim.z * options.sites *
                                            (options.one_per_row ? blockDim.y * blockDim.z
                                                                 : blockDim.x * blockDim.y * blockDim.z);
            unsigned char *space = nullptr;
            unsigned int room = 0;
            if (dpopt::batch_room_bytes(rows, options.record_size, options.first_size) <= 0xffffffffull) {
                room = (unsigned int)rows;
                const unsigned int bytes =
                    (unsigned int)dpopt::batch_room_bytes(room, options.record_size, options.first_size);
                space = dpopt::pool_alloc(bytes);
                if (!space && options.level)
                    space = static_cast<unsigned char *>(malloc(bytes));
                if (space)
                    space = dpopt::batch_with_read_groups(space);
                else
                    dpopt::pool_note_fallback();
            }
            state->capacity = room;
            state->data = space;
            dpopt::flag_release(&state->ready, 1u);
        } else {
            while (dpopt::flag_acquire(&state->ready) == 0u)
                ;
        }
    }
    *data = state->data;
    *capacity = state->capacity;
    if (!*data)
        return false;
    if (!dpopt::group_batch_reserve(state, 1u, blocks, base,
                                    dpopt::batch_reserve_kind(*capacity, options.max_units, options.max_total),
                                    options.max_total))
        return false;
    if (options.max_block) {
        if (*(volatile unsigned int *)&state->max_x < block.x)
            atomicMax(&state->max_x, block.x);
        if (*(volatile unsigned int *)&state->max_y < block.y)
            atomicMax(&state->max_y, block.y);
        if (*(volatile unsigned int *)&state->max_z < block.z)
            atomicMax(&state->max_z, block.z);
    }
    return true;
}

// level_batch_close's second half, on the thread its first half
// (group_batch_last_block) picked: meant to be called out of line, so that
// the last block's work (the batch's header, the next piece, the launch)
// sets none of the kernel's registers.
__device__ inline bool level_close_after_last(dpopt::BlockBatch *b, dpopt::GridState *state, dpopt::LevelStack *stack,
                                              const dpopt::BatchOptions &options, dpopt::LevelPiece *piece)
{
    if (dpopt::group_batch_finish(b, state)) {
        dpopt::grid_batch_reset(state);
        if (stack->depth == DPOPT_LEVEL_FRAMES) {
            *piece = dpopt::LevelPiece{b->data, b->capacity, 0u, b->total_blocks, b->total_blocks, b->max_block};
            return true;
        }
        const uint3 block = make_uint3(b->max_block.x, b->max_block.y, b->max_block.z);
        stack->frames[stack->depth++] = dpopt::LevelFrame{b->data, b->capacity, 0u, b->total_blocks, block};
    }
    return dpopt::level_next_piece(stack, state, options, piece);
}

}  // namespace proto

#endif
