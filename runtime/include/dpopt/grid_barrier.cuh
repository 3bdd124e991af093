// dpopt runtime: a barrier of a whole persistent grid (every block
// resident: a cooperative launch), its traffic spread over cache lines.
//
// A thousand blocks arriving at one count and polling one word queue at
// one L2 slice, and a block that has work after the barrier waits behind
// the others' polls: qt's persistent grid started the child blocks of a
// narrow level late, one after the other, on such a barrier
// (bench/results/qt-levels-7f87667-2026-12-01-h200/). Here block b arrives
// at lane b % grid_barrier_lanes's count, the last of a lane at the count
// of lanes, and the last of all writes the new generation into each lane,
// which the lane's blocks poll, backing off: each line takes a lane's
// share. Cooperative groups' grid.sync() has every block spin on one word.
//
// Two forms. Where the last block to arrive has work to do before the
// others go on (launch removal's levels, free_launch.cuh), the counts in
// lanes and the backing off keep the waiting blocks' polls off the line
// the working block needs; on thread 0 of each block:
//
//     unsigned int seen;
//     if (dpopt::grid_barrier_arrive(barrier, &seen)) {
//         ... (what the others read after the barrier)
//         dpopt::grid_barrier_release(barrier, seen);
//     } else {
//         dpopt::grid_barrier_wait(barrier, seen);
//     }
//
// Where no block has work at the barrier (a persistent grid's phases,
// persistent_grid_sync), every thread of every block:
//
//     dpopt::grid_barrier_sync(barrier);
//
// which counts the blocks at one word (they arrive about together: a second
// count in lanes made each barrier later) and has each spin on its lane's
// line (a pause only woke it later): bench/results/grid-barrier-*/.
//
// The barrier's memory starts zeroed and is left ready for the next use.
#ifndef DPOPT_RUNTIME_GRID_BARRIER_CUH
#define DPOPT_RUNTIME_GRID_BARRIER_CUH

#include "dpopt/base.cuh"

namespace dpopt {

constexpr unsigned int grid_barrier_lanes = 32u;

struct alignas(128) GridBarrierLane {
    unsigned int arrived;    // blocks of the lane at the barrier
    unsigned int generation; // the lane's copy: one more each time the barrier opens
};

struct GridBarrier {
    GridBarrierLane lanes[grid_barrier_lanes];
    // The count of the whole grid, back at zero after each barrier: lanes
    // whose blocks have all arrived (grid_barrier_arrive), or blocks
    // (grid_barrier_sync). The runtime uses each barrier in one form only.
    alignas(128) unsigned int arrivals;
};

// The blocks of lane `lane` among `blocks` (block b is of lane
// b % grid_barrier_lanes), and the lanes that have any: the count of lanes
// waits for those (a grid of fewer blocks than lanes leaves some empty).
__host__ __device__ inline unsigned int grid_barrier_lane_blocks(unsigned int lane, unsigned int blocks)
{
    return blocks / grid_barrier_lanes + (lane < blocks % grid_barrier_lanes ? 1u : 0u);
}

__host__ __device__ inline unsigned int grid_barrier_lanes_used(unsigned int blocks)
{
    return blocks < grid_barrier_lanes ? blocks : grid_barrier_lanes;
}

__device__ inline unsigned int grid_barrier_lane_of_block()
{
    return (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) % grid_barrier_lanes;
}

// Thread 0 of a block, once the block's writes before the barrier are
// made: true on the last block to arrive. *seen is the generation the
// block saw, which only the last block's release changes.
__device__ inline bool grid_barrier_arrive(GridBarrier *barrier, unsigned int *seen)
{
    const unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
    const unsigned int l = grid_barrier_lane_of_block();
    GridBarrierLane *lane = &barrier->lanes[l];
    *seen = *(volatile unsigned int *)&lane->generation; // cannot change before every block has arrived
    __threadfence();
    if (atomicAdd(&lane->arrived, 1u) != grid_barrier_lane_blocks(l, blocks) - 1u)
        return false;
    lane->arrived = 0; // every block of the lane is here: none arrives again before the release
    __threadfence();
    if (atomicAdd(&barrier->arrivals, 1u) != grid_barrier_lanes_used(blocks) - 1u)
        return false;
    barrier->arrivals = 0;
    __threadfence(); // every block's writes before the barrier are seen
    return true;
}

// Thread 0 of the last block: opens the barrier, its writes before it seen
// by every block that waited.
__device__ inline void grid_barrier_release(GridBarrier *barrier, unsigned int seen)
{
    __threadfence();
    for (unsigned int l = 0; l < grid_barrier_lanes; l++)
        *(volatile unsigned int *)&barrier->lanes[l].generation = seen + 1u;
}

// Thread 0 of every other block: waits for the release, backing off (32
// ns doubling to 512: polling more often slowed the block that works,
// less often woke late; bench/results/qt-backoff-5534c90-2026-12-01-h200/).
__device__ inline void grid_barrier_wait(GridBarrier *barrier, unsigned int seen)
{
    volatile unsigned int *generation = &barrier->lanes[grid_barrier_lane_of_block()].generation;
    unsigned int pause = 32;
    while (*generation == seen) {
        __nanosleep(pause);
        pause = pause < 512u ? pause * 2u : pause;
    }
    __threadfence();
}

// Every thread of every block; the grid's count (arrivals) counts blocks
// here, not lanes.
__device__ inline void grid_barrier_sync(GridBarrier *barrier)
{
    __syncthreads();
    if (block_thread_rank() == 0) {
        const unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        volatile unsigned int *generation = &barrier->lanes[grid_barrier_lane_of_block()].generation;
        const unsigned int seen = *generation; // cannot change before every block has arrived
        __threadfence();
        if (atomicAdd(&barrier->arrivals, 1u) == blocks - 1u) {
            barrier->arrivals = 0; // every block is here: none arrives again before the release
            grid_barrier_release(barrier, seen);
        } else {
            while (*generation == seen) {
            }
            __threadfence();
        }
    }
    __syncthreads();
}

}  // namespace dpopt

#endif
