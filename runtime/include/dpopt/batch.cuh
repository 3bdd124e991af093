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

#include <cstring>
#include <type_traits>

#include "dpopt/base.cuh"
#include "dpopt/launch_config.cuh"
#include "dpopt/pool.cuh"

namespace dpopt {

// The most blocks a fused grid may have: a grid's most along x, where it
// is launched (2^31 - 1). A batch whose launches' blocks would add up past
// it takes only the launches that fit (the others are made as written:
// block_batch_open, warp_batch_open, group_batch_open_launches).
constexpr unsigned int fused_grid_max_blocks = 2147483647u;

struct BatchHeader {
    unsigned int count;        // parents in the batch
    unsigned int total_blocks; // blocks of the fused grid
    unsigned int blocks_read;  // blocks that have read their record (or, with read_groups, groups whose
                               // blocks all have)
    unsigned int record_offset;
    unsigned int read_groups;  // 0, or the counters before the batch that its blocks count in first
                               // (batch_count_read)
};

// A grid-wide batch (grid and multiblock granularity) can be read by
// hundreds of thousands of fused blocks, each counting itself once: on one
// word those atomics queue at one L2 slice, where counters 128 bytes apart
// spread over several. Such a batch keeps batch_read_groups counters, one
// per 128 bytes, in the batch_read_bytes before its header.
constexpr unsigned int batch_read_groups = 32u;
constexpr unsigned int batch_read_stride = 32u; // words: 128 bytes
constexpr unsigned int batch_read_bytes = batch_read_groups * batch_read_stride * 4u;

// Zeroes the read counters of a grid-wide batch being made at `space`
// (its pool allocation, batch_read_bytes longer than the batch) and
// returns where the batch itself starts.
__device__ inline unsigned char *batch_with_read_groups(unsigned char *space)
{
    for (unsigned int g = 0; g < batch_read_groups; g++)
        reinterpret_cast<unsigned int *>(space)[g * batch_read_stride] = 0u;
    return space + batch_read_bytes;
}

__host__ __device__ inline unsigned int batch_bytes(unsigned int count, unsigned int record_size)
{
    unsigned int starts = (unsigned int)sizeof(BatchHeader) + (count + 1) * 4u;
    starts = (starts + 15u) & ~15u;
    return starts + count * record_size;
}

// batch_bytes in 64 bits, for a batch whose room is sized by a grid's
// threads: where they pass 2^32 - 1 the room is not made (in 32 bits they
// would wrap, and a small room be overrun by the launches it was made for).
__host__ __device__ inline unsigned long long batch_bytes_wide(unsigned long long count, unsigned int record_size)
{
    const unsigned long long starts = (sizeof(BatchHeader) + (count + 1ull) * 4ull + 15ull) & ~15ull;
    return starts + count * record_size;
}

// The bytes of a grid-wide batch's room for `capacity` launches: its read
// counters, the batch, its first launch after the records.
__host__ __device__ inline unsigned long long batch_room_bytes(unsigned long long capacity, unsigned int record_size,
                                                               unsigned int first_size)
{
    return batch_read_bytes + ((batch_bytes_wide(capacity, record_size) + 15ull) & ~15ull) + first_size;
}

// Where a batch made with room for `capacity` launches keeps its records:
// after the header and the start array (the header's record_offset).
__host__ __device__ inline unsigned int batch_record_offset(unsigned int capacity) { return batch_bytes(capacity, 0); }

__device__ inline unsigned int *batch_block_start(unsigned char *batch)
{
    return reinterpret_cast<unsigned int *>(batch + sizeof(BatchHeader));
}

// Writes the header of a batch of `count` launches, made with room for
// `capacity`, whose fused grid has `total_blocks` blocks (threads, for a
// flattened batch), and the end of its start array; no read groups.
__device__ inline void batch_write_header(unsigned char *data, unsigned int count, unsigned int capacity,
                                          unsigned int total_blocks)
{
    BatchHeader *header = reinterpret_cast<BatchHeader *>(data);
    header->count = count;
    header->total_blocks = total_blocks;
    header->blocks_read = 0;
    header->record_offset = batch_record_offset(capacity);
    header->read_groups = 0;
    batch_block_start(data)[count] = total_blocks;
}

// A batch in the room the host set aside for a grid whose batch only the
// host's follow-up grid reads (BatchOptions' `ticket`): each block that
// reserves launches grows the header to the end of its own, by atomics whose
// results nobody waits for, and no block counts the others out; the
// follow-up grid, which runs once the whole grid has ended, reads the header
// and empties it for the next grid (batch_write_header of no launch). Its
// start array has no end written: the walk takes the end from the header.
__device__ inline void batch_grow_header(unsigned char *data, unsigned int capacity, unsigned int count_end,
                                         unsigned int total_end)
{
    BatchHeader *header = reinterpret_cast<BatchHeader *>(data);
    atomicMax(&header->count, count_end);
    atomicMax(&header->total_blocks, total_end);
    header->record_offset = batch_record_offset(capacity); // the same in every block
}

// Pool space is handed to the next batch as soon as a batch is released,
// and the L1 cache of the SM a fused block runs on may still hold what an
// earlier batch at the same address held: a fused block reads its batch
// through L2 (ld.global.cg), never through L1.
// (On the host, where tests/runtime/batch_search_check.cu runs the
// searches below, a plain load.)
__host__ __device__ inline unsigned int batch_load(const unsigned int *word)
{
#ifdef __CUDA_ARCH__
    return __ldcg(word);
#else
    return *word;
#endif
}

// Gives a finished batch's space back: to the pool, or to the device heap
// for a grid-wide batch that came from it (after its read counters).
__device__ inline void batch_release(unsigned char *batch)
{
    if (pool_holds(batch))
        pool_release();
    else
        free(batch - batch_read_bytes);
}

// The widest word a record is copied in: 8 or 4 bytes where its size and
// alignment allow, else a byte (a batch's records start 16-aligned, so each
// has its type's alignment).
template <typename Record>
using RecordWord = typename std::conditional<
    sizeof(Record) % 8u == 0 && alignof(Record) >= 8u, unsigned long long,
    typename std::conditional<sizeof(Record) % 4u == 0 && alignof(Record) >= 4u, unsigned int, unsigned char>::type>::type;

// Copies one record of a finished batch into *to, through L2.
template <typename Record>
__device__ inline void batch_load_record(Record *to, const Record *from)
{
    using Word = RecordWord<Record>;
    Word words[sizeof(Record) / sizeof(Word)];
    for (unsigned int k = 0; k != sizeof(Record) / sizeof(Word); k++)
        words[k] = __ldcg(reinterpret_cast<const Word *>(from) + k);
    memcpy(static_cast<void *>(to), words, sizeof(Record));
}

// The records of a finished batch, as the fused kernel reads them.
template <typename Record>
__device__ inline Record *batch_records(unsigned char *batch)
{
    return reinterpret_cast<Record *>(batch + batch_load(&reinterpret_cast<BatchHeader *>(batch)->record_offset));
}

// Writes one record where a batch (or any launch list) keeps it, a word at
// a time: a struct assigned through a pointer into a byte buffer is copied
// one byte at a time by nvcc (sp's launching grid spent most of its time
// in those stores: bench/results/record-stores-*).
template <typename Record>
__device__ inline void batch_store_record(Record *to, const Record &from)
{
    using Word = RecordWord<Record>;
    Word words[sizeof(Record) / sizeof(Word)];
    memcpy(words, static_cast<const void *>(&from), sizeof(Record));
    for (unsigned int k = 0; k != sizeof(Record) / sizeof(Word); k++)
        reinterpret_cast<Word *>(to)[k] = words[k];
}

// The records of a batch being filled, with room for `capacity` launches:
// writers compute the place themselves rather than read a header that
// another thread may still be writing.
template <typename Record>
__device__ inline Record *batch_slots(unsigned char *batch, unsigned int capacity)
{
    return reinterpret_cast<Record *>(batch + batch_bytes(capacity, 0));
}

// Writes the record of launch `slot` of a batch being filled.
template <typename Record>
__device__ inline void batch_store_slot(unsigned char *batch, unsigned int capacity, unsigned int slot,
                                        const Record &record)
{
    batch_store_record(&batch_slots<Record>(batch, capacity)[slot], record);
}

// Counts block `block` of `total` as done reading the batch; true for the
// last. With read groups (a grid-wide batch), the blocks count in the
// counter of their group (block % groups) first, and the last of each
// group in blocks_read. Everything it reads of the batch is read before
// counting (see batch_enter_block).
__device__ inline bool batch_count_read(unsigned char *batch, unsigned int block, unsigned int total)
{
    BatchHeader *header = reinterpret_cast<BatchHeader *>(batch);
    const unsigned int groups = batch_load(&header->read_groups) < total ? batch_load(&header->read_groups) : 0u;
    if (groups == 0u)
        return atomicAdd(&header->blocks_read, 1u) == total - 1u;
    const unsigned int g = block % groups;
    const unsigned int in_group = (total - g + groups - 1u) / groups;
    unsigned int *counter = reinterpret_cast<unsigned int *>(batch - batch_read_bytes) + g * batch_read_stride;
    if (atomicAdd(counter, 1u) != in_group - 1u)
        return false;
    return atomicAdd(&header->blocks_read, 1u) == groups - 1u;
}

// What one block of a fused grid knows about its place in the original.
struct BatchBlock {
    unsigned int parent;   // index of the parent launch in the batch
    unsigned int offset;   // linear block index inside that parent's grid
};

// The last index p in [lo, hi) with start[p] <= key, given start[lo] <=
// key < start[hi]: halving, through L2 (the entries just after a p share
// its start where they hold nothing, so the last is the one that holds key).
__host__ __device__ inline unsigned int batch_search(const unsigned int *start, unsigned int lo, unsigned int hi,
                                                     unsigned int key)
{
    while (hi - lo > 1) {
        unsigned int mid = lo + (hi - lo) / 2;
        if (batch_load(&start[mid]) <= key)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

// The last index p in [lo, hi) with start[p] <= key, given start[lo] <=
// key < start[hi], when p is likely near lo: gallops (tries lo + 1, lo + 3,
// lo + 7, ...: steps of 1, 2, 4, ...) for at most `steps` steps, then
// halves the span the gallop brackets (or, where the answer is further
// off, the rest). An answer d entries away costs about 2 log2(d) loads.
__host__ __device__ inline unsigned int batch_gallop(const unsigned int *start, unsigned int lo, unsigned int hi,
                                                     unsigned int key, unsigned int steps)
{
    for (unsigned int step = 1, k = 0; k < steps && step < hi - lo; step *= 2, k++) {
        if (batch_load(&start[lo + step]) > key)
            return batch_search(start, lo, lo + step, key);
        lo += step;
    }
    return batch_search(start, lo, hi, key);
}

// The same, the answer likely near hi - 1 (given start[lo] <= key <
// start[hi]): the gallop goes down from hi.
__host__ __device__ inline unsigned int batch_gallop_down(const unsigned int *start, unsigned int lo, unsigned int hi,
                                                          unsigned int key, unsigned int steps)
{
    for (unsigned int step = 1, k = 0; k < steps && step < hi - lo; step *= 2, k++) {
        if (batch_load(&start[hi - step]) <= key)
            return batch_search(start, hi - step, hi, key);
        hi -= step;
    }
    return batch_search(start, lo, hi, key);
}

// Steps of batch_find's gallop: an answer within 2^batch_find_steps
// entries of the guess is found without halving the rest of the batch.
constexpr unsigned int batch_find_steps = 5u;

// The last p with start[p] <= key over a whole batch of `count` entries
// whose start[count] is `total` (start[0] = 0 <= key < total). The first
// guess comes from an even spread; from it the search gallops in the
// direction the guess was wrong. Launches of alike sizes (bfs on a uniform
// graph, where halving alone takes 14 dependent loads through L2 to search
// 9,000 launches) then take two or three loads;
// skewed ones at most batch_find_steps more than halving alone.
__host__ __device__ inline unsigned int batch_find(const unsigned int *start, unsigned int count, unsigned int total,
                                                   unsigned int key)
{
    unsigned int guess = (unsigned int)((unsigned long long)key * count / total);
    if (batch_load(&start[guess]) <= key)
        return batch_gallop(start, guess, count, key, batch_find_steps);
    // key < start[guess], so guess > 0 (start[0] = 0).
    return batch_gallop_down(start, 0, guess, key, batch_find_steps);
}

// Blocks of the fused grid, as the batch records them. A coarsened fused
// kernel reads it before entering any of its blocks (the batch is released
// only once every block has entered).
__device__ inline unsigned int batch_total_blocks(const unsigned char *batch)
{
    return batch_load(&reinterpret_cast<const BatchHeader *>(batch)->total_blocks);
}

// The shared memory of batch_enter, batch_enter_block and
// batch_enter_piece (levels.cuh), which the fused kernel owns, one per block:
//
//     __shared__ dpopt::BatchEnterStorage dp_enter;
//     const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
struct BatchEnterStorage {
    BatchBlock found; // thread 0's answer, for the block
};
// Counted in every fused kernel before dpopt writes one (src/plan/
// shared_limit.h, SHARED_FUSED_ENTRY): past 48 KB of static shared memory a
// kernel does not link.
static_assert(sizeof(BatchEnterStorage) <= 16, "src/plan/shared_limit.h's SHARED_FUSED_ENTRY counts 16 bytes");

// batch_enter_block's first half, which counts nothing: the block's parent
// and record. Thread 0 also gets the batch's total_blocks in *total (read
// before anyone counts); the others get 0. `nonempty`: the caller knows
// every launch of the batch has a block or more (a level's, levels.cuh);
// as many blocks as launches then means one block each, block k being
// launch k's, found with no load (the search and the start are two loads,
// one after the other, before the record's: a wide level of one-block
// launches, as a quicksort's, spends its blocks' entry on them).
template <typename Record>
__device__ inline BatchBlock batch_find_block(BatchEnterStorage &temp, unsigned char *batch, unsigned int block,
                                              Record *record, unsigned int *total, bool nonempty = false)
{
    BatchBlock &found = temp.found;
    BatchHeader *header = reinterpret_cast<BatchHeader *>(batch);
    const unsigned int *start = batch_block_start(batch);
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
        *total = batch_load(&header->total_blocks);
        const unsigned int count = batch_load(&header->count);
        if (nonempty && count == *total) {
            found.parent = block;
            found.offset = 0u;
        } else {
            found.parent = batch_find(start, count, *total, block);
            found.offset = block - batch_load(&start[found.parent]);
        }
    }
    __syncthreads();
    BatchBlock where = found;
    batch_load_record(record, &batch_records<Record>(batch)[where.parent]);
    __syncthreads();
    return where;
}

// Finds the parent of block `block` of the fused grid: the last p with
// block_start[p] <= block. Thread 0 searches, the block shares the answer;
// then every thread may read its record, and once the block has done so
// (the barrier) thread 0 counts the block as having read, the last block
// releasing the batch to the pool. Must be called by all threads of the
// block; it starts with a barrier, so a coarsened kernel calling it once per
// block it stands for knows the block before is finished.
//
// Once a block has counted itself, nothing of the batch may be read: the
// other blocks may count themselves at once, the last one releasing the
// batch, and when nothing else is in flight the pool starts again from zero
// and hands this very space to the next batch. So the number of blocks to
// compare the count with is read before counting: read after it, it could
// be the next batch's, making a second block release, the pool then reuse a
// batch still in flight, and its fused grid read another's records (one
// candidate cause of the cudaErrorIllegalAddress, cudaErrorMisalignedAddress
// and wrong results of tests/difftest/found/pool-release-race, which this
// alone does not cure: see warp_batch.cuh).
template <typename Record>
__device__ inline BatchBlock batch_enter_block(BatchEnterStorage &temp, unsigned char *batch, unsigned int block,
                                               Record *record)
{
    unsigned int total_blocks = 0;
    const BatchBlock where = batch_find_block(temp, batch, block, record, &total_blocks);
    if (total_blocks && batch_count_read(batch, block, total_blocks))
        batch_release(batch);
    return where;
}

// The same for this block of the fused grid, first thing in the kernel.
template <typename Record>
__device__ inline BatchBlock batch_enter(BatchEnterStorage &temp, unsigned char *batch, Record *record)
{
    return batch_enter_block(temp, batch, blockIdx.x, record);
}

}  // namespace dpopt

#endif
