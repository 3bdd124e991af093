// dpopt runtime: flattening at grid scope (--flatten=grid).
//
// Grid aggregation (block_batch.cuh) at the grain of threads: each launch
// reserves its child threads, not its blocks, in the grid-wide batch, and
// the fused grid has one thread for each child thread of all the launches,
// in blocks of grid_flat_block threads. A launch of 3 threads takes 3
// threads of the fused grid, not a 32-thread block; the fused grid's
// blocks are full whatever the children's sizes. The batch's start array
// holds each launch's first thread; a thread of the fused grid finds its
// launch with a binary search over it (grid_flat_find) and runs one
// thread of the child (<child>_dp_thread) with the child's geometry
// rebuilt. The flattened threads come in chunks of grid_flat_block; the
// fused grid has at most grid_flat_max_blocks blocks, each taking chunks
// blockIdx.x, blockIdx.x + gridDim.x, ...: short blocks by the ten
// thousand cost more to schedule than the work they do (bfs on a uniform
// graph, an H100: 0.55 -> 0.46 ms).
#ifndef DPOPT_RUNTIME_GRID_FLAT_CUH
#define DPOPT_RUNTIME_GRID_FLAT_CUH

#include "dpopt/block_batch.cuh"

namespace dpopt {

// Threads of a block of the fused grid.
constexpr unsigned int grid_flat_block = 256u;

// The most threads one launch may put into the batch; a larger launch is
// made as written. A batch of fewer than 65,536 launches then stays within
// 32 bits without a check (group_batch_open_units).
constexpr unsigned long long grid_flat_launch_max = 1ull << 16;

// The most blocks of a fused grid: an H100 holds 1,056 of 256 threads at
// once (132 SMs, 8 each); room for larger GPUs.
constexpr unsigned int grid_flat_max_blocks = 2048u;

// Chunks of grid_flat_block threads for `threads` child threads.
__host__ __device__ inline unsigned int grid_flat_chunk_count(unsigned int threads)
{
    return threads / grid_flat_block + (threads % grid_flat_block != 0u);
}

// Blocks of the fused grid for `threads` child threads.
__host__ __device__ inline unsigned int grid_flat_blocks(unsigned int threads)
{
    unsigned int chunks = grid_flat_chunk_count(threads);
    return chunks < grid_flat_max_blocks ? chunks : grid_flat_max_blocks;
}

// The chunks of a finished batch, as the fused kernel reads them first.
__device__ inline unsigned int grid_flat_chunks(unsigned char *batch)
{
    return grid_flat_chunk_count(batch_load(&reinterpret_cast<BatchHeader *>(batch)->total_blocks));
}

// Called by every thread of the block, after the body: as grid_batch_open,
// with each launch's thread count. A block whose threads would take the
// batch past 2^32 - 1 threads gets no space: its launches are made as
// written (checked only for a grid of 65,536 threads or more).
__device__ inline void grid_flat_open(BlockBatch *b, GridState *state, bool active, unsigned int threads,
                                      unsigned int record_size, unsigned int first_size)
{
    group_batch_open_units(b, whole_grid(state), active, threads, dim3(1, 1, 1), record_size, first_size,
                           grid_flat_launch_max);
}

// Where a thread of the fused grid is in the original launches.
struct FlatThread {
    unsigned int launch; // index of the launch in the batch
    unsigned int thread; // linear thread index inside that launch's grid
    bool valid;          // false for the padding of the last block
};

// Finds this thread's launch and its thread in chunk `chunk`, and copies
// the launch's record into *record. Must be called by all threads of the
// block, once per chunk; it starts with a barrier, so the chunk before is
// done with the shared window. The chunk's threads are consecutive in the
// flattened space, so they hold consecutive launches: thread 0 finds the
// launch of the chunk's first thread (a guess from an even spread, then
// halving), the block loads the first threads of the launches from there
// into shared memory, and each thread searches those (one search through
// L2 a chunk, not a thread).
template <typename Record>
__device__ inline FlatThread grid_flat_find(unsigned char *batch, unsigned int chunk, Record *record)
{
    __shared__ unsigned int first_launch;
    __shared__ unsigned int window[grid_flat_block + 1]; // first threads of launches first_launch, ...
    BatchHeader *header = reinterpret_cast<BatchHeader *>(batch);
    const unsigned int *start = batch_block_start(batch);
    const unsigned int total = batch_load(&header->total_blocks); // threads, here
    const unsigned int count = batch_load(&header->count);
    const unsigned int chunk_first = chunk * grid_flat_block;
    __syncthreads();
    if (threadIdx.x == 0)
        first_launch = batch_find(start, count, total, chunk_first);
    __syncthreads();
    const unsigned int base = first_launch;
    // base < count (start[count] = total lies past the chunk's first thread).
    const unsigned int seen = count + 1 - base < grid_flat_block + 1 ? count + 1 - base : grid_flat_block + 1;
    for (unsigned int i = threadIdx.x; i < seen; i += blockDim.x)
        window[i] = batch_load(&start[base + i]);
    __syncthreads();
    const unsigned int t = chunk_first + threadIdx.x;
    FlatThread where = {0u, 0u, t < total};
    if (where.valid) {
        if (window[seen - 1] > t) {
            // window[lo] <= t < window[hi]
            unsigned int lo = 0, hi = seen - 1;
            while (hi - lo > 1) {
                unsigned int mid = lo + (hi - lo) / 2;
                if (window[mid] <= t)
                    lo = mid;
                else
                    hi = mid;
            }
            where.launch = base + lo;
            where.thread = t - window[lo];
        } else {
            // Past the window (launches of no threads crowd it): through L2 from its end.
            where.launch = batch_search(start, base + seen - 1, count, t);
            where.thread = t - batch_load(&start[where.launch]);
        }
        batch_load_record(record, &batch_records<Record>(batch)[where.launch]);
    }
    return where;
}

// Called by all threads of the block after its last chunk: the block counts
// itself as done with the batch, the last block of the grid releasing it
// (as batch_enter_block does). Nothing of the batch may be read after it.
__device__ inline void grid_flat_leave(unsigned char *batch)
{
    __syncthreads();
    if (threadIdx.x == 0 &&
        atomicAdd(&reinterpret_cast<BatchHeader *>(batch)->blocks_read, 1u) == gridDim.x * gridDim.y * gridDim.z - 1)
        pool_release();
}

}  // namespace dpopt

#endif
