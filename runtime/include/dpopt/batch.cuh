// dpopt runtime: a batch of child grids fused into one launch.
//
// Layout in pool memory: a header, then block_start[count + 1] (an
// exclusive scan of the child grids' block counts, so parent p owns blocks
// [block_start[p], block_start[p + 1]) of the fused grid), then one argument
// record per parent. The fused kernel finds its parent with a binary search
// (the dissertation's section 3.1.3), reads the record, and releases the
// batch when its last block has read what it needs.
#ifndef DPOPT_RUNTIME_BATCH_CUH
#define DPOPT_RUNTIME_BATCH_CUH

#include "dpopt/pool.cuh"

namespace dpopt {

struct BatchHeader {
    unsigned int count;        // parents in the batch
    unsigned int total_blocks; // blocks of the fused grid
    unsigned int blocks_read;  // blocks that have read their record
    unsigned int record_offset;
    unsigned int blocks_done;  // blocks finished (batches that outlive their entry)
    unsigned int state_offset; // grid states of the fused kernel's own grid-granularity sites
    unsigned int pad[2];
};

// The state one grid-granularity launch site keeps for the launching grid:
// a static device variable per site for a kernel launched from the host,
// and a slot in the batch for a fused kernel (one per batch, so several
// fused grids may run at once).
struct GridState {
    unsigned long long reserved; // launches << 32 | blocks taken so far
    unsigned int tickets;        // blocks finished
    unsigned int owner;          // a block has taken on allocating the batch
    unsigned int ready;          // ...and published it
    unsigned int max_x, max_y, max_z;
    unsigned int capacity;
    unsigned char *data;
};

__host__ __device__ inline unsigned int align16(unsigned int n) { return (n + 15u) & ~15u; }

// Layout: header, block_start[capacity + 1], records[capacity], the first
// launch (block and grid batches: the fused launch's scalars), grid states.
__host__ __device__ inline unsigned int batch_bytes(unsigned int count, unsigned int record_size)
{
    unsigned int starts = (unsigned int)sizeof(BatchHeader) + (count + 1) * 4u;
    return align16(starts) + count * record_size;
}

__host__ __device__ inline unsigned int batch_first_offset(unsigned int capacity, unsigned int record_size)
{
    return align16(batch_bytes(capacity, record_size));
}

__host__ __device__ inline unsigned int batch_state_offset(unsigned int capacity, unsigned int record_size,
                                                           unsigned int first_size)
{
    return batch_first_offset(capacity, record_size) + align16(first_size);
}

__host__ __device__ inline unsigned int batch_total_bytes(unsigned int capacity, unsigned int record_size,
                                                          unsigned int first_size, unsigned int states)
{
    return batch_state_offset(capacity, record_size, first_size) + states * (unsigned int)sizeof(GridState);
}

__device__ inline unsigned int *batch_block_start(unsigned char *batch)
{
    return reinterpret_cast<unsigned int *>(batch + sizeof(BatchHeader));
}

// Fresh pool space made a batch: everything but the scan and the records.
__device__ inline void batch_init(unsigned char *batch, unsigned int capacity, unsigned int record_size,
                                  unsigned int first_size, unsigned int states)
{
    BatchHeader *header = reinterpret_cast<BatchHeader *>(batch);
    header->blocks_read = 0;
    header->blocks_done = 0;
    header->record_offset = batch_bytes(capacity, 0);
    header->state_offset = batch_state_offset(capacity, record_size, first_size);
    unsigned long long *state = reinterpret_cast<unsigned long long *>(batch + header->state_offset);
    for (unsigned int i = 0; i < states * sizeof(GridState) / 8u; i++)
        state[i] = 0ull;
}

__device__ inline GridState *batch_grid_state(unsigned char *batch, unsigned int k)
{
    return reinterpret_cast<GridState *>(batch + reinterpret_cast<BatchHeader *>(batch)->state_offset) + k;
}

// The records of a finished batch, as the fused kernel reads them.
template <typename Record>
__device__ inline Record *batch_records(unsigned char *batch)
{
    return reinterpret_cast<Record *>(batch + reinterpret_cast<BatchHeader *>(batch)->record_offset);
}

// The records of a batch being filled, with room for `capacity` launches:
// writers compute the place themselves rather than read a header that
// another thread may still be writing.
template <typename Record>
__device__ inline Record *batch_slots(unsigned char *batch, unsigned int capacity)
{
    return reinterpret_cast<Record *>(batch + batch_bytes(capacity, 0));
}

// Where a batch keeps its first launch.
template <typename Launch, typename Record>
__device__ inline Launch *batch_first(unsigned char *data, unsigned int capacity)
{
    return reinterpret_cast<Launch *>(data + batch_first_offset(capacity, sizeof(Record)));
}

// Total blocks of a grid configuration, whatever its spelling.
__host__ __device__ inline unsigned int block_count(dim3 grid) { return grid.x * grid.y * grid.z; }

// The original blockIdx of a block that is `linear` blocks into its
// parent's grid of shape `grid` (x fastest, as CUDA numbers blocks).
__device__ inline dim3 unflatten(unsigned int linear, dim3 grid)
{
    return dim3(linear % grid.x, (linear / grid.x) % grid.y, linear / (grid.x * grid.y));
}

// What one block of a fused grid knows about its place in the original.
struct BatchBlock {
    unsigned int parent;   // index of the parent launch in the batch
    unsigned int offset;   // linear block index inside that parent's grid
};

// Finds this block's parent: the last p with block_start[p] <= block. Thread
// 0 searches, the block shares the answer; then every thread may read its
// record, and once the block has done so (the barrier) thread 0 counts the
// block as having read, the last block releasing the batch to the pool --
// unless the kernel keeps grid states in it (release_on_entry false): then
// batch_exit releases it when the last block finishes.
// Must be called by all threads of the block, first thing in the kernel.
template <typename Record>
__device__ inline BatchBlock batch_enter(unsigned char *batch, Record *record, bool release_on_entry = true)
{
    __shared__ BatchBlock found;
    BatchHeader *header = reinterpret_cast<BatchHeader *>(batch);
    const unsigned int *start = batch_block_start(batch);
    bool first_thread = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
    if (first_thread) {
        unsigned int lo = 0, hi = header->count; // invariant: start[lo] <= block < start[hi]
        // Initial guess assuming even distribution, then binary search.
        unsigned int guess = (unsigned int)((unsigned long long)blockIdx.x * header->count / header->total_blocks);
        if (start[guess] <= blockIdx.x)
            lo = guess;
        else
            hi = guess;
        while (hi - lo > 1) {
            unsigned int mid = lo + (hi - lo) / 2;
            if (start[mid] <= blockIdx.x)
                lo = mid;
            else
                hi = mid;
        }
        found.parent = lo;
        found.offset = blockIdx.x - start[lo];
    }
    __syncthreads();
    BatchBlock where = found;
    *record = batch_records<Record>(batch)[where.parent];
    __syncthreads();
    if (release_on_entry && first_thread && atomicAdd(&header->blocks_read, 1u) == header->total_blocks - 1)
        pool_release();
    return where;
}

// The end of a fused kernel whose batch holds grid states: all threads call
// it; the last block to finish gives the batch back.
__device__ inline void batch_exit(unsigned char *batch)
{
    BatchHeader *header = reinterpret_cast<BatchHeader *>(batch);
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
        __threadfence();
        if (atomicAdd(&header->blocks_done, 1u) == header->total_blocks - 1)
            pool_release();
    }
}

}  // namespace dpopt

#endif
