// Host-side check of the runtime's counts that pass 32 bits (or 31, in a
// signed int): the walk over offsets (hoist_offsets.cuh) of int offsets
// starting negative, whose distance passes 2^31 - 1, and of 64-bit
// offsets, whose child threads pass 2^32 - 1; a launch's threads where its
// grid has more than 2^32 blocks (shape.cuh: thresholds and flattening
// compare them); coarsening's blocks within the factor of 2^32 and its
// grids that are not coarsened; a grid-wide batch's bytes and a room's set
// aside for one; a grid's blocks in 32 bits (block_count), which stay
// 2^32 - 1 past it. Host code only:
// it runs without a GPU (tests/run-all.sh). Prints "ok ..." per case,
// "FAIL ..." otherwise.
#include <climits>
#include <cstdio>

#include "dpopt/batch.cuh"
#include "dpopt/grid_flat.cuh"
#include "dpopt/hoist_offsets.cuh"
#include "dpopt/shape.cuh"

static int failures = 0;

static void expect_u(const char *what, unsigned long long got, unsigned long long want)
{
    const bool ok = got == want;
    std::printf("%s %s: %llu (want %llu)\n", ok ? "ok" : "FAIL", what, got, want);
    failures += !ok;
}

static void expect_dim(const char *what, dim3 got, dim3 want)
{
    const bool ok = got.x == want.x && got.y == want.y && got.z == want.z;
    std::printf("%s %s: %u x %u x %u (want %u x %u x %u)\n", ok ? "ok" : "FAIL", what, got.x, got.y, got.z, want.x,
                want.y, want.z);
    failures += !ok;
}

// A walk over `parents` offsets as launch_free's host side makes it (no GPU:
// the fields the device side reads).
static dpopt::OffsetWalk walk_of(unsigned long long parents, unsigned int block)
{
    dpopt::OffsetWalk w = {dim3(1), dim3(block), 0, parents, nullptr, 0u, 0u, false};
    return w;
}

template <typename T>
static void expect_place(const char *what, const dpopt::OffsetWalk &w, const T *offsets, unsigned long long at,
                         unsigned long long parent, unsigned long long child_thread)
{
    const dpopt::OffsetPlace p = dpopt::offset_walk_place(w, offsets, at);
    const unsigned long long v = (unsigned long long)p.parent_block.x * w.parent_block.x + p.parent_thread.x;
    const bool ok = v == parent && p.child_thread == child_thread;
    std::printf("%s %s: parent %llu, its thread %llu (want %llu, %llu)\n", ok ? "ok" : "FAIL", what, v, p.child_thread,
                parent, child_thread);
    failures += !ok;
}

int main()
{
    // Two parents of int offsets from -1,100,000,000 to 1,100,000,000: each
    // child's count fits an int, their sum (2,200,000,000) does not, and the
    // int subtraction offsets[2] - offsets[0] overflowed (a count near 2^64).
    const int signed_rows[] = {-1100000000, 0, 1100000000};
    const dpopt::OffsetWalk two = walk_of(2, 256);
    expect_u("int offsets starting negative: the walk's threads", dpopt::offset_walk_count(two, signed_rows),
             2200000000ull);
    expect_place("int offsets: the first thread", two, signed_rows, 0ull, 0ull, 0ull);
    expect_place("int offsets: the second parent's first thread", two, signed_rows, 1100000000ull, 1ull, 0ull);
    expect_place("int offsets: the last thread, past 2^31", two, signed_rows, 2199999999ull, 1ull, 1099999999ull);
    // The whole range of int: 2^32 - 1 threads.
    const int widest[] = {INT_MIN, -1, INT_MAX};
    expect_u("int offsets from INT_MIN to INT_MAX", dpopt::offset_walk_count(two, widest), 0xffffffffull);
    expect_place("INT_MIN to INT_MAX: the last thread", two, widest, 0xfffffffeull, 1ull, 0x7fffffffull);
    // short offsets, promoted to int: no overflow either way, the same count.
    const short shorts[] = {-30000, 0, 30000};
    expect_u("short offsets starting negative", dpopt::offset_walk_count(two, shorts), 60000ull);
    expect_place("short offsets: the last thread", two, shorts, 59999ull, 1ull, 29999ull);
    // unsigned offsets past 2^31.
    const unsigned unsigned_rows[] = {100u, 3000000000u, 4000000000u};
    expect_u("unsigned offsets past 2^31", dpopt::offset_walk_count(two, unsigned_rows), 3999999900ull);
    expect_place("unsigned offsets: a thread of the second parent", two, unsigned_rows, 3000000000ull, 1ull,
                 100ull);
    // long long offsets from near LLONG_MIN: a child of more than 2^32 threads.
    const long long wide_rows[] = {LLONG_MIN + 5, LLONG_MIN + 5 + 6000000000ll, LLONG_MIN + 5 + 6000000001ll};
    expect_u("long long offsets from LLONG_MIN", dpopt::offset_walk_count(two, wide_rows), 6000000001ull);
    expect_place("long long offsets: a child thread past 2^32", two, wide_rows, 5000000000ull, 0ull, 5000000000ull);
    expect_place("long long offsets: the last thread", two, wide_rows, 6000000000ull, 1ull, 0ull);

    // A walked thread's place in its child launch: past 2^32 threads (a child
    // of 64-bit offsets), and in a grid of more than 2^32 blocks.
    {
        const dpopt::WalkedThread t = dpopt::offset_walk_thread(5000000000ull, dim3(20000000u), dim3(256));
        expect_dim("child thread 5,000,000,000 of 256-thread blocks: its block", t.block, dim3(19531250u, 0, 0));
        expect_dim("...its thread", t.thread, dim3(0, 0, 0));
        const dpopt::WalkedThread u = dpopt::offset_walk_thread(77ull, dim3(8), dim3(32));
        expect_dim("child thread 77 of 32-thread blocks: its block", u.block, dim3(2, 0, 0));
        expect_dim("...its thread", u.thread, dim3(13, 0, 0));
        // Block 6,442,450,943 of a grid of 2^31 - 1 x 4: (2, 3, 0).
        const unsigned long long block = 3ull * 0x7fffffffull + 2ull;
        const dpopt::WalkedThread v = dpopt::offset_walk_thread(block * 64ull + 5ull, dim3(0x7fffffffu, 4), dim3(64));
        expect_dim("a thread of block 3 x (2^31 - 1) + 2 of a grid of (2^31 - 1) x 4: its block", v.block,
                   dim3(2, 3, 0));
        expect_dim("...its thread", v.thread, dim3(5, 0, 0));
    }

    // A launch's threads, where its grid's blocks pass 2^32 - 1 (block_count wraps):
    // a grid of 2^30 x 4 blocks, exactly 2^32, was 0 threads (under a
    // threshold, then run by no thread at all; flattened, none walked).
    expect_u("a grid of 2^30 x 4 blocks of 32 threads", dpopt::launch_thread_count(dim3(1u << 30, 4), dim3(32)),
             1ull << 37);
    expect_u("a grid of (2^31 - 1) x 65,535 x 65,535 of 1,024 threads: past 2^64, all ones",
             dpopt::launch_thread_count(dim3(0x7fffffffu, 65535, 65535), dim3(1024)), ~0ull);
    expect_u("an ordinary launch", dpopt::launch_thread_count(dim3(100, 2), dim3(128)), 25600ull);
    expect_u("an empty block", dpopt::launch_thread_count(dim3(0x7fffffffu, 65535, 65535), dim3(0)), 0ull);
    // A grid's blocks in 32 bits (what a batch and T3's choice count): past
    // 2^32 - 1 they stay 2^32 - 1, more than a batch takes, so the launch is
    // made as written. They wrapped: 2^30 x 4 counted 0 blocks, (2^31 - 1)
    // x 3 counted 2^31 - 3, which a grid-wide batch took and ran a third of.
    expect_u("32-bit blocks of a grid of 2^30 x 4", dpopt::block_count(dim3(1u << 30, 4)), 0xffffffffull);
    expect_u("32-bit blocks of a grid of (2^31 - 1) x 3", dpopt::block_count(dim3(0x7fffffffu, 3)), 0xffffffffull);
    expect_u("32-bit blocks of a grid of (2^31 - 1) x 65,535 x 65,535",
             dpopt::block_count(dim3(0x7fffffffu, 65535, 65535)), 0xffffffffull);
    expect_u("32-bit blocks of a grid of (2^31 - 1) x 2", dpopt::block_count(dim3(0x7fffffffu, 2)), 0xfffffffeull);
    expect_u("32-bit threads of a block of 32 x 32", dpopt::block_count(dim3(32, 32)), 1024ull);
    // ...and added up over a level's sites (saturating_add): one such
    // launch beside another of 5 blocks still counts past any batch.
    expect_u("2^32 - 1 blocks and 5 more", dpopt::saturating_add(dpopt::block_count(dim3(1u << 30, 4)), 5u),
             0xffffffffull);
    expect_u("blocks of a grid of 65,536 x 65,535 x 2", dpopt::block_count_wide(dim3(65536, 65535, 2)),
             65536ull * 65535ull * 2ull);
    expect_dim("block 5,000,000,000 of a grid of 100,000 x 65,535 x 3", dpopt::unflatten_wide(5000000000ull,
               dim3(100000, 65535, 3)), dim3(0, 50000, 0));
    expect_dim("block 4,294,967,296 + 7 of a grid of 65,536 x 65,535 x 2",
               dpopt::unflatten_wide(4294967303ull, dim3(65536, 65535, 2)), dim3(7, 1, 1));

    // Coarsening: a fused grid within the factor of 2^32 blocks (blocks +
    // factor - 1 wrapped, and the grid had almost no blocks).
    expect_u("2^32 - 1 fused blocks coarsened by 4", dpopt::coarsened_blocks(0xffffffffu, 4u), 1ull << 30);
    expect_u("2^32 - 2 fused blocks coarsened by 7", dpopt::coarsened_blocks(0xfffffffeu, 7u), 613566757ull);
    expect_u("1,000 blocks coarsened by 4", dpopt::coarsened_blocks(1000u, 4u), 250ull);
    // A grid of (2^31 - 1) x 2 coarsened by 4: 2^30 blocks (it wrapped to 0).
    expect_dim("a grid of (2^31 - 1) x 2 coarsened by 4", dpopt::coarsened_grid(dim3(0x7fffffffu, 2), dim3(32), 4u),
               dim3(1u << 30));
    // Not coarsened, the grid as written: past 2^32 - 1 blocks; a coarsened
    // grid past 2^31 - 1 blocks; a configuration CUDA refuses (it fails as
    // written, where coarsened into one dimension it ran).
    expect_dim("a grid of 100,000 x 65,535 (past 2^32 blocks): as written",
               dpopt::coarsened_grid(dim3(100000, 65535), dim3(32), 4u), dim3(100000, 65535));
    expect_dim("a grid of 65,537 x 65,535 (2^32 - 1 blocks) coarsened by 2 (2^31 blocks): as written",
               dpopt::coarsened_grid(dim3(65537, 65535), dim3(32), 2u), dim3(65537, 65535));
    expect_dim("a grid of (2^31 - 1) x 2 coarsened by 2: 2^31 - 1 blocks",
               dpopt::coarsened_grid(dim3(0x7fffffffu, 2), dim3(32), 2u), dim3(0x7fffffffu));
    expect_dim("a grid of 1 x 70,000 (refused by CUDA): as written", dpopt::coarsened_grid(dim3(1, 70000), dim3(32), 4u),
               dim3(1, 70000));
    expect_dim("a grid of 0 blocks: as written", dpopt::coarsened_grid(dim3(0), dim3(32), 4u), dim3(0));
    expect_dim("a grid of 2^31 - 1 blocks coarsened by 2", dpopt::coarsened_grid(dim3(0x7fffffffu), dim3(32), 2u),
               dim3(1u << 30));
    expect_dim("a grid of 10 x 3 x 2 coarsened by 4", dpopt::coarsened_grid(dim3(10, 3, 2), dim3(32), 4u), dim3(15));
    expect_dim("a grid of 100,000 x 65,535 and a block of 2,048 (neither fits): as written",
               dpopt::coarsened_grid(dim3(100000, 65535), dim3(2048), 4u), dim3(100000, 65535));

    // A grid-wide batch's room: 2^28 launches of 16-byte records pass 4 GB
    // (batch_bytes' 32 bits came to a few kilobytes).
    expect_u("the room of 2^28 launches of 16 bytes", dpopt::batch_room_bytes(1ull << 28, 16u, 0u),
             dpopt::batch_read_bytes + (1ull << 30) + (1ull << 32) + 32ull);
    expect_u("the room of 1,000 launches of 24 bytes, 40 for the first",
             dpopt::batch_room_bytes(1000ull, 24u, 40u),
             dpopt::batch_read_bytes + ((dpopt::batch_bytes(1000u, 24u) + 15u) & ~15u) + 40ull);
    // A room set aside for a followed grid's batch (grid_flat.cuh): 2^27
    // launches of 32-byte records pass 4 GB (it came to a few hundred
    // bytes, and the launches overran it); after the batch, the list of
    // launches apart, 4 bytes a launch.
    expect_u("the room set aside for 2^27 launches of 32 bytes", dpopt::grid_flat_room_bytes(1u << 27, 32u, 0u),
             dpopt::aside_state_bytes + (1ull << 29) + (1ull << 32) + 32ull + (1ull << 29));
    // A room holds the batch of a grid only within its capacity and where
    // the batch's words (32 bits) reach its end; a grid past 2^32 - 1
    // launches has none.
    expect_u("a room of 1,000 launches holds a grid of 1,000", dpopt::grid_flat_room_holds(1000ull, 1000u, 32u, 64u), 1ull);
    expect_u("a room of 999 launches holds no grid of 1,000", dpopt::grid_flat_room_holds(1000ull, 999u, 32u, 64u), 0ull);
    expect_u("no room holds 2^27 launches of 32 bytes", dpopt::grid_flat_room_holds(1ull << 27, 1u << 27, 32u, 0u), 0ull);
    expect_u("the launches of 65,536 x 65,536 x 2 blocks of 1,024", dpopt::grid_flat_room_launches(dim3(65536u, 65536u, 2u),
             dim3(1024u), 1u), ~0ull);
    return failures ? 1 : 0;
}
