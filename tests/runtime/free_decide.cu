// The host-side selector of launch removal (Free Launch figure 7(a)) on
// constructed inputs: host code only, no GPU needed. tests/run-all.sh
// builds and runs it; it prints one line per case and exits non-zero on a
// wrong decision.
#include <dpopt/dpopt.cuh>
#include <dpopt/free_select.cuh>

#include <cstdio>

static int failures = 0;

static void expect(const char *what, int got, int want)
{
    std::printf("%s %s: %s\n", got == want ? "ok  " : "FAIL", what, dpopt::free_decision_text(got));
    failures += got != want;
}

static dpopt::LaunchStats stats(unsigned long long launches, unsigned long long blocks, unsigned long long squared)
{
    dpopt::LaunchStats s = {launches, blocks, squared};
    return s;
}

int main()
{
    using namespace dpopt;
    const LaunchStats none = stats(0, 0, 0);
    // 100 launches of 4 blocks each: even sizes (spread 0).
    const LaunchStats even = stats(100, 400, 1600);
    // 100 launches, 99 of 1 block and one of 1000: spread far above the mean.
    const LaunchStats skewed = stats(100, 99 + 1000, 99 + 1000000ull);
    expect("no cooperative launch: in place", free_decide(REQUEST_AUTO, false, 1000, 10, 256, true, even), DECIDE_IN_PLACE);
    expect("no resident block: in place", free_decide(REQUEST_T1, true, 0, 10, 256, true, even), DECIDE_IN_PLACE);
    expect("t1 asked", free_decide(REQUEST_T1, true, 132, 1000, 256, true, even), DECIDE_T1);
    expect("t2 asked", free_decide(REQUEST_T2, true, 132, 1000, 256, false, none), DECIDE_T2);
    expect("more resident blocks than the grid: megakernel",
           free_decide(REQUEST_AUTO, true, 1056, 8, 256, true, even), DECIDE_MEGA_RESIDENT);
    expect("first launch, nothing known: megakernel", free_decide(REQUEST_AUTO, true, 132, 1000, 256, false, none),
           DECIDE_MEGA_UNKNOWN);
    expect("uneven child sizes: megakernel", free_decide(REQUEST_AUTO, true, 132, 1000, 256, true, skewed),
           DECIDE_MEGA_SPREAD);
    // 1000 blocks of 256 threads = 256,000 threads; 100 launched: T3.
    expect("even sizes, few launching threads: T3", free_decide(REQUEST_AUTO, true, 132, 1000, 256, true, even),
           DECIDE_T3);
    // 200,000 of 256,000 threads launched: T4.
    expect("even sizes, most threads launch: T4",
           free_decide(REQUEST_AUTO, true, 132, 1000, 256, true, stats(200000, 800000, 3200000)), DECIDE_T4);
    expect("nothing launched last time: T3", free_decide(REQUEST_AUTO, true, 132, 1000, 256, true, none), DECIDE_T3);
    // One launch a thread: past 2^31 - 1 threads the worklists cannot count
    // them (4,194,304 blocks of 1,024 threads, 2^32, made a capacity of 0
    // launches, which the launches overran), whatever was asked.
    expect("2^32 threads, t1 asked: in place", free_decide(REQUEST_T1, true, 132, 4194304ull, 1024, true, even),
           DECIDE_IN_PLACE_WIDE);
    expect("2^32 threads: in place", free_decide(REQUEST_AUTO, true, 132, 4194304ull, 1024, false, none),
           DECIDE_IN_PLACE_WIDE);
    expect("2^31 threads: in place", free_decide(REQUEST_T2, true, 132, 2097152ull, 1024, false, none),
           DECIDE_IN_PLACE_WIDE);
    expect("2^31 - 1024 threads, t2 asked", free_decide(REQUEST_T2, true, 132, 2097151ull, 1024, false, none),
           DECIDE_T2);
    expect("a grid of (2^31 - 1) x 3 blocks: in place",
           free_decide(REQUEST_AUTO, true, 132, 3ull * 0x7fffffffull, 32, false, none), DECIDE_IN_PLACE_WIDE);
    // The grid barrier's lanes (grid_barrier.cuh): every persistent block in
    // a lane that counts it, the lanes' counts adding up to the grid, and the
    // top count waiting for exactly the lanes that have blocks.
    for (unsigned int blocks : {1u, 5u, 31u, 32u, 33u, 132u, 1056u, 1048583u}) {
        unsigned long long sum = 0;
        unsigned int used = 0, empty_with_block = 0;
        for (unsigned int lane = 0; lane < grid_barrier_lanes; lane++) {
            const unsigned int n = grid_barrier_lane_blocks(lane, blocks);
            sum += n;
            used += n > 0;
            // the lane's blocks are lane, lane + 32, ...: it has one exactly where lane < blocks
            empty_with_block += (n == 0) != (lane >= blocks);
        }
        const bool good = sum == blocks && used == grid_barrier_lanes_used(blocks) && empty_with_block == 0;
        std::printf("%s grid barrier of %u blocks: %u lanes used, %llu blocks counted\n", good ? "ok  " : "FAIL",
                    blocks, used, sum);
        failures += !good;
    }
    std::printf("free_decide: %d wrong\n", failures);
    return failures != 0;
}
