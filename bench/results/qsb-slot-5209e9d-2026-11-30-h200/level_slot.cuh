// A/B scratch: a launching thread takes its slot of the grid's batch at the launch.
#pragma once
#include <dpopt/levels.cuh>
namespace dpopt {
struct LaunchSlot {
    unsigned char *data;
    unsigned int capacity, slot, start;
};
__device__ inline LaunchSlot grid_batch_take_slot(GridState *state, unsigned int units, dim3 block,
                                                  const BatchOptions &options)
{
    LaunchSlot s = {nullptr, 0u, 0u, 0u};
    const BlockGroup group = whole_grid(state);
    const unsigned long long launches_room = (unsigned long long)group.blocks * options.sites *
                                             (options.one_per_row ? blockDim.y * blockDim.z : block_thread_count());
    const bool counted = group.blocks > 0u &&
                         batch_room_bytes(launches_room, options.record_size, options.first_size) <= 0xffffffffull;
    if (!counted || units == 0u || units > options.max_total)
        return s;
    if (flag_acquire(&state->ready) == 0u) {
        if (atomicCAS(&state->owner, 0u, 1u) == 0u) {
            const unsigned int bytes =
                (unsigned int)batch_room_bytes(launches_room, options.record_size, options.first_size);
            unsigned char *space = pool_alloc(bytes);
            if (!space && options.level)
                space = static_cast<unsigned char *>(malloc(bytes));
            if (space)
                space = batch_with_read_groups(space);
            else
                pool_note_fallback();
            state->capacity = (unsigned int)launches_room;
            state->data = space;
            flag_release(&state->ready, 1u);
        } else {
            while (flag_acquire(&state->ready) == 0u)
                ;
        }
    }
    unsigned char *data = state->data;
    const unsigned int made = state->capacity;
    unsigned long long base = 0;
    if (!data || !group_batch_reserve(state, 1u, units, &base, batch_reserve_kind(made, options.max_units, options.max_total),
                                      options.max_total))
        return s;
    if (options.max_block) {
#ifdef SLOT_NOMAX
        // only where this block is larger than what the state holds (it only grows)
        if (block.x > *(volatile unsigned int *)&state->max_x) atomicMax(&state->max_x, block.x);
        if (block.y > *(volatile unsigned int *)&state->max_y) atomicMax(&state->max_y, block.y);
        if (block.z > *(volatile unsigned int *)&state->max_z) atomicMax(&state->max_z, block.z);
#else
        atomicMax(&state->max_x, block.x);
        atomicMax(&state->max_y, block.y);
        atomicMax(&state->max_z, block.z);
#endif
    }
    s.data = data;
    s.capacity = made;
    s.slot = (unsigned int)(base >> 32);
    s.start = (unsigned int)base;
    return s;
}
}
