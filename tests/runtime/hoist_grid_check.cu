// Host-side check of runtime/include/dpopt/hoist.cuh's hoist_grid: the
// hoisted grid's blocks, and 0 (the kernel launched as written) where the
// launch as written would be refused or the grid would pass 2^31 - 1 blocks.
// Host code only: it runs without a GPU (tests/run-all.sh). Prints "ok ..."
// per case, "FAIL ..." otherwise.
#include <cstdio>

#include "dpopt/hoist.cuh"
#include "dpopt/hoist_offsets.cuh"

static int failures = 0;

static void expect(const char *what, dim3 pg, dim3 pb, dim3 cg, dim3 cb, unsigned int blocks, unsigned int child_blocks)
{
    const dpopt::HoistGrid h = dpopt::hoist_grid(pg, pb, dpopt::HoistChild{cg, cb});
    const bool ok = h.blocks == blocks && (blocks == 0u || h.child_blocks == child_blocks);
    std::printf("%s %s: %u blocks (want %u), %u a child\n", ok ? "ok" : "FAIL", what, h.blocks, blocks, h.child_blocks);
    failures += !ok;
}

static void expect_lane(const char *what, dim3 pg, dim3 pb, dim3 cg, dim3 cb, unsigned int lane, unsigned int blocks,
                        unsigned int child_blocks)
{
    const dpopt::HoistGrid h = dpopt::hoist_grid_lane(pg, pb, dpopt::HoistChild{cg, cb}, lane);
    const bool ok = h.blocks == blocks && h.lane == lane && (blocks == 0u || h.child_blocks == child_blocks);
    std::printf("%s %s: %u blocks (want %u), %u a child\n", ok ? "ok" : "FAIL", what, h.blocks, blocks, h.child_blocks);
    failures += !ok;
}

// A walk over offsets (hoist_offsets.cuh): the parents it stands for, or
// the kernel as written (parents 0), or nothing at all. Past 8,192 parents
// the walk needs memory allocated in the stream, which a machine without a
// GPU cannot give: the kernel as written, as where the allocation fails.
static void expect_walk(const char *what, dim3 pg, dim3 pb, long long bound, unsigned long long parents, bool nothing,
                        unsigned int check_blocks)
{
    const dpopt::OffsetWalk w = dpopt::offset_walk(pg, pb, bound, 0, 0);
    const bool ok = w.parents == parents && w.nothing == nothing && w.check_blocks == check_blocks &&
                    (parents == 0ull || (w.blocks == dpopt::offset_walk_blocks && !w.unsorted == !check_blocks));
    dpopt::offset_walk_end(w, 0);
    std::printf("%s %s: %llu parents (want %llu)%s, %u check blocks\n", ok ? "ok" : "FAIL", what, w.parents, parents,
                w.nothing ? ", nothing to launch" : "", w.check_blocks);
    failures += !ok;
}

// How many indices pass `v < bound` as the kernel compares them.
static void expect_bound(const char *what, long long got, long long want)
{
    const bool ok = got == want;
    std::printf("%s %s: %lld (want %lld)\n", ok ? "ok" : "FAIL", what, got, want);
    failures += !ok;
}

int main()
{
    expect_bound("an int index, an int bound", dpopt::offset_walk_bound<int>(4096), 4096);
    expect_bound("an int index, a negative bound", dpopt::offset_walk_bound<int>(-5), 0);
    expect_bound("an unsigned index, a negative int bound: every index passes",
                 dpopt::offset_walk_bound<unsigned>(-5), 4294967291ll);
    expect_bound("an unsigned index, a negative long long bound: none", dpopt::offset_walk_bound<unsigned>(-5ll), 0);
    expect_bound("an int index, an unsigned bound", dpopt::offset_walk_bound<int>(7u), 7);
    expect_bound("a long long index, a size_t bound past 2^63",
                 dpopt::offset_walk_bound<long long>((unsigned long long)-1), 0x7fffffffffffffffll);
    expect_bound("a long index, an int bound", dpopt::offset_walk_bound<long>(70000), 70000);
    expect_walk("mstf's find step", dim3(4), dim3(1024), 4096, 4096ull, false, 0u);
    expect_walk("a bound past the threads", dim3(2), dim3(128), 1000, 256ull, false, 0u);
    expect_walk("every thread (no bound)", dim3(3), dim3(64), 0x7fffffffffffffffLL, 192ull, false, 0u);
    expect_walk("8,192 parents, the last checked by the walk", dim3(32), dim3(256), 8192, 8192ull, false, 0u);
    expect_walk("a bound of 0", dim3(4), dim3(64), 0, 0ull, true, 0u);
    expect_walk("a negative bound", dim3(4), dim3(64), -5, 0ull, true, 0u);
    expect_walk("a parent block of two dimensions", dim3(4), dim3(32, 2), 100, 0ull, false, 0u);
    expect_walk("a parent grid of two dimensions", dim3(4, 2), dim3(32), 100, 0ull, false, 0u);
    expect_walk("a parent block of 1025 threads", dim3(1), dim3(1025), 100, 0ull, false, 0u);
    expect_walk("an empty parent grid", dim3(0), dim3(32), 100, 0ull, false, 0u);
    int gpus = 0;
    if (cudaGetDeviceCount(&gpus) != cudaSuccess)
        gpus = 0;
    cudaGetLastError();
    if (gpus > 0)
        expect_walk("8,193 parents: a check grid of 33 blocks", dim3(33), dim3(256), 8193, 8193ull, false, 33u);
    else
        expect_walk("8,193 parents on a machine without a GPU: as written", dim3(33), dim3(256), 8193, 0ull, false, 0u);

    expect("ccl's phase", dim3(8), dim3(2), dim3(256), dim3(256), 16u * 256u, 256u);
    expect("2-D parent, 2-D child", dim3(3, 2), dim3(4, 2), dim3(5, 3), dim3(16, 2), 6u * 8u * 15u, 15u);
    expect("an empty child grid", dim3(1), dim3(32), dim3(0), dim3(32), 0u, 0u);
    expect("a child block of 2048 threads", dim3(1), dim3(32), dim3(1), dim3(2048), 0u, 0u);
    expect("a child block of 32x64 threads", dim3(1), dim3(1), dim3(1), dim3(32, 64), 0u, 0u);
    expect("a parent block of 1025 threads", dim3(1), dim3(1025), dim3(1), dim3(32), 0u, 0u);
    expect("a parent grid's y past 65535", dim3(1, 65536), dim3(1), dim3(1), dim3(32), 0u, 0u);
    expect("a negative child grid, as a dim3 reads it", dim3(1), dim3(1), dim3((unsigned)-1), dim3(32), 0u, 0u);
    expect("2^31 - 1 blocks exactly", dim3(0x7fffffffu), dim3(1), dim3(1), dim3(32), 0x7fffffffu, 1u);
    expect("one block past 2^31 - 1", dim3(0x40000000u), dim3(2), dim3(1), dim3(32), 0u, 0u);
    // Six sides whose product wraps 64 bits unless checked factor by factor.
    expect("sides whose product wraps", dim3(0x7fffffffu, 65535, 65535), dim3(1024), dim3(0x7fffffffu, 65535, 65535),
           dim3(1), 0u, 0u);
    // One lane of each parent block launches: a block of the grid for each child block of each parent block.
    expect_lane("lane 0 of 64-thread blocks", dim3(4), dim3(64), dim3(3), dim3(32), 0u, 12u, 3u);
    expect_lane("lane 5 of a 2-D parent grid", dim3(3, 2), dim3(32), dim3(2, 2), dim3(32), 5u, 24u, 4u);
    expect_lane("a lane past the block", dim3(4), dim3(32), dim3(1), dim3(32), 32u, 0u, 0u);
    expect_lane("a parent block of two dimensions", dim3(4), dim3(32, 2), dim3(1), dim3(32), 0u, 0u, 0u);
    expect_lane("an empty child grid", dim3(4), dim3(32), dim3(0), dim3(32), 0u, 0u, 0u);
    expect_lane("one block past 2^31 - 1", dim3(0x40000000u), dim3(32), dim3(2), dim3(32), 0u, 0u, 0u);
    return failures ? 1 : 0;
}
