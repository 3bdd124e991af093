// The one predicate every strategy asks whether a launch would start
// (runtime launch_config.cuh: launch_config_valid), against CUDA's limits on
// constructed configurations, and the helpers built on it: coarsening's
// grid (shape.cuh: coarsened_grid keeps a refused launch's grid), the sum of
// blocks that must not wrap (base.cuh: saturating_add) and how a grid-wide
// batch counts its reservations (block_batch.cuh: batch_reserve_kind).
// Host code only, no GPU needed: tests/run-all.sh builds and runs it; it
// prints "ok ..." per case, "FAIL ..." otherwise, and exits non-zero on a
// wrong answer. (The GPU check of every strategy:
// bench/results/next-plan-2026-11-29/run-invalid-config.sh.)
#include <dpopt/dpopt.cuh>

#include <cstdio>

static int failures = 0;

static void expect(const char *what, bool got, bool want)
{
    std::printf("%s %s: %s (want %s)\n", got == want ? "ok" : "FAIL", what, got ? "true" : "false",
                want ? "true" : "false");
    failures += got != want;
}

static void expect_dim(const char *what, dim3 got, dim3 want)
{
    const bool ok = got.x == want.x && got.y == want.y && got.z == want.z;
    std::printf("%s %s: %u x %u x %u (want %u x %u x %u)\n", ok ? "ok" : "FAIL", what, got.x, got.y, got.z, want.x,
                want.y, want.z);
    failures += !ok;
}

static void expect_u(const char *what, unsigned long long got, unsigned long long want)
{
    std::printf("%s %s: %llu (want %llu)\n", got == want ? "ok" : "FAIL", what, got, want);
    failures += got != want;
}

int main()
{
    const int negative = -1; // as a launch converts an int grid
    expect("a grid of 2 blocks of 256", dpopt::launch_config_valid(dim3(2), dim3(256)), true);
    expect("the largest grid and block", dpopt::launch_config_valid(dim3(2147483647u, 65535u, 65535u), dim3(1024)), true);
    expect("a block of 2 x 2 x 16", dpopt::launch_config_valid(dim3(1), dim3(2, 2, 16)), true);
    expect("a block of 1 x 1 x 64", dpopt::launch_config_valid(dim3(1), dim3(1, 1, 64)), true);
    expect("a negative grid", dpopt::launch_config_valid(dim3((unsigned int)negative), dim3(256)), false);
    expect("a grid of 2^31 blocks", dpopt::launch_config_valid(dim3(2147483648u), dim3(32)), false);
    expect("a grid y of 65,536", dpopt::launch_config_valid(dim3(1, 65536u), dim3(32)), false);
    expect("a grid z of 65,536", dpopt::launch_config_valid(dim3(1, 1, 65536u), dim3(32)), false);
    expect("a grid of 0 blocks", dpopt::launch_config_valid(dim3(0), dim3(32)), false);
    expect("a grid y of 0", dpopt::launch_config_valid(dim3(4, 0, 1), dim3(32)), false);
    expect("a block of 2,048", dpopt::launch_config_valid(dim3(1), dim3(2048)), false);
    expect("a block of 1,025", dpopt::launch_config_valid(dim3(1), dim3(1025)), false);
    expect("a block of 0", dpopt::launch_config_valid(dim3(1), dim3(0)), false);
    expect("a block z of 65", dpopt::launch_config_valid(dim3(1), dim3(1, 1, 65)), false);
    expect("a block y of 1,025", dpopt::launch_config_valid(dim3(1), dim3(1, 1025)), false);
    expect("a block of 32 x 32 x 2", dpopt::launch_config_valid(dim3(1), dim3(32, 32, 2)), false);
    expect("a block of 1,024 x 1,024 x 1", dpopt::launch_config_valid(dim3(1), dim3(1024, 1024, 1)), false);

    // Coarsening: one dimension where the launch would start, the grid as it
    // is (the coarsened launch fails as written) where it would not.
    expect_dim("coarsened by 2, a grid of 5", dpopt::coarsened_grid(dim3(5), dim3(32), 2u), dim3(3));
    expect_dim("coarsened by 4, a grid of 4 x 3", dpopt::coarsened_grid(dim3(4, 3), dim3(32), 4u), dim3(3));
    expect_dim("coarsened by 4, a negative grid", dpopt::coarsened_grid(dim3((unsigned int)negative), dim3(32), 4u), dim3((unsigned int)negative));
    expect_dim("coarsened by 2, a block of 2,048", dpopt::coarsened_grid(dim3(8), dim3(2048), 2u), dim3(8));
    expect_dim("coarsened by 2, a grid y of 70,000", dpopt::coarsened_grid(dim3(1, 70000u), dim3(32), 2u),
               dim3(1, 70000u));

    expect_u("saturating 1 + 2", dpopt::saturating_add(1u, 2u), 3u);
    expect_u("saturating 2^31 + 2^31", dpopt::saturating_add(0x80000000u, 0x80000000u), 0xffffffffu);
    expect_u("saturating 2^32 - 2 + 1", dpopt::saturating_add(0xfffffffeu, 1u), 0xffffffffu);
    expect_u("saturating 2^32 - 1 + 5", dpopt::saturating_add(0xffffffffu, 5u), 0xffffffffu);

    // A batch of blocks (any number a launch) counts what every block asked
    // for; a flattened one of 65,535 launches of 2^16 threads at most cannot
    // pass 2^32 - 1 and reserves with one atomic.
    expect("a batch of blocks is counted",
           dpopt::batch_reserve_kind(4096u, 0ull, dpopt::fused_grid_max_blocks) == dpopt::batch_reserve_counted, true);
    expect("65,535 flattened launches: plain",
           dpopt::batch_reserve_kind(65535u, dpopt::grid_flat_launch_max, 0xffffffffu) == dpopt::batch_reserve_plain,
           true);
    expect("65,536 flattened launches: counted",
           dpopt::batch_reserve_kind(65536u, dpopt::grid_flat_launch_max, 0xffffffffu) == dpopt::batch_reserve_counted,
           true);
    expect_u("a fused grid's most blocks", dpopt::fused_grid_max_blocks, 2147483647ull);

    if (failures)
        std::printf("%d wrong\n", failures);
    return failures ? 1 : 0;
}
