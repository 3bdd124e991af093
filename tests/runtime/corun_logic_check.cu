// The host's logic of --corun (runtime corun_host.cuh, corun_search.cuh) on
// constructed inputs: what fits on an SM beside other kernels, the
// profile's categories, the DPOPT_CORUN settings, the online bypass search
// (Li and Liang section III-B, steps 1 to 4). Host code only, no GPU
// needed: tests/run-all.sh builds and runs it; one line per case, exit
// non-zero on a wrong answer.
#include <dpopt/dpopt.cuh>
#include <dpopt/corun.cuh>

#include <cstdio>
#include <cstring>

static int failures = 0;

static void expect(const char *what, long got, long want)
{
    std::printf("%s %s: %ld (want %ld)\n", got == want ? "ok  " : "FAIL", what, got, want);
    failures += got != want;
}

static void expect_text(const char *what, const char *got, const char *want)
{
    bool same = std::strcmp(got, want) == 0;
    std::printf("%s %s: %s (want %s)\n", same ? "ok  " : "FAIL", what, got, want);
    failures += !same;
}

// Runs the search on a made-up GPU whose progress under bypass targets
// {a, b} is progress(a, b); returns the targets it settles on.
template <class F>
static void search(F progress, unsigned int quota_a, unsigned int quota_b, unsigned int *a, unsigned int *b, int *periods)
{
    dpopt::CorunSearch s;
    dpopt::corun_search_begin(&s, quota_a, quota_b);
    *periods = 0;
    while (dpopt::corun_search_step(&s, progress(s.by[0], s.by[1])) && *periods < 100)
        ++*periods;
    *a = s.by[0];
    *b = s.by[1];
}

int main()
{
    using namespace dpopt;
    // An H100's SM: 2,048 threads, 64K registers, 228 KB of shared memory
    // (1 KB reserved a block), 32 blocks.
    const CorunSm sm = {2048, 65536, 233472, 32, 256, 128, 1024};
    const CorunUsage bkp = {256, 32, 2048}; // 8 warps x 1,024 registers, 3 KB
    const CorunUsage stc = {512, 40, 0};    // 16 warps x 1,280 registers
    expect("alone, threads bound: 2048 / 256", corun_fit(sm, nullptr, nullptr, 0, bkp), 8);
    unsigned int three = 3;
    expect("beside 3 blocks of 256 threads: (2048 - 768) / 256", corun_fit(sm, &bkp, &three, 1, bkp), 5);
    expect("512 threads at 40 registers: 65536 / 20480", corun_fit(sm, nullptr, nullptr, 0, stc), 3);
    unsigned int two = 2;
    expect("beside 2 of those: registers left 24576, a block of bkp 8192", corun_fit(sm, &stc, &two, 1, bkp), 3);
    const CorunUsage big_shared = {128, 16, 100 * 1024};
    expect("100 KB of shared memory a block: 2 fit", corun_fit(sm, nullptr, nullptr, 0, big_shared), 2);
    unsigned int one = 1;
    expect("beside one such block: 1 fits", corun_fit(sm, &big_shared, &one, 1, big_shared), 1);
    unsigned int full = 8;
    expect("an SM full of threads: none fits", corun_fit(sm, &bkp, &full, 1, stc), 0);

    // Categories from times at TLP 1..n (lower is better).
    int opt = 0;
    const double up[] = {8.0, 4.5, 3.2, 2.6, 2.2, 2.0};
    expect_text("faster with every block: Up", corun_category(up, 6, 0.02, &opt), "Up");
    expect("its optimum: the most", opt, 6);
    const double optimal[] = {6.0, 4.0, 3.0, 3.4, 3.9, 4.4};
    expect_text("best at 3 of 6: Optimal", corun_category(optimal, 6, 0.02, &opt), "Optimal");
    expect("its optimum", opt, 3);
    const double down[] = {2.0, 2.2, 2.5, 2.9};
    expect_text("slower with every block: Down", corun_category(down, 4, 0.02, &opt), "Down");
    expect("its optimum: one", opt, 1);
    const double noisy_up[] = {5.0, 3.0, 2.40, 2.41};
    expect_text("the most within 2% of the best: Up", corun_category(noisy_up, 4, 0.02, &opt), "Up");
    const double flat[] = {2.0, 2.01, 1.99, 2.0};
    expect_text("flat: Down (one block loses nothing)", corun_category(flat, 4, 0.02, &opt), "Down");

    // Settings.
    CorunSetting s = {9, 9, 9, true};
    expect("a kernel not named", corun_parse_setting("a:tlp=2,b:tlp=rest", "c", &s), 0);
    expect("a kernel not named keeps nothing of the spec", s.tlp, 9);
    expect("no spec at all", corun_parse_setting(nullptr, "a", &s), 0);
    expect("a:tlp=2:bypass=1 named", corun_parse_setting("x:tlp=5,a:tlp=2:bypass=1", "a", &s), 1);
    expect("its tlp", s.tlp, 2);
    expect("its bypass", s.bypass, 1);
    expect("not rest", s.rest, 0);
    expect("b:tlp=rest named", corun_parse_setting("a:tlp=2,b:tlp=rest", "b", &s), 1);
    expect("rest", s.rest, 1);
    expect("its alone: the default", s.alone, 0);
    expect("b:tlp=rest:alone=6:bypass=2 named", corun_parse_setting("b:tlp=rest:alone=6:bypass=2", "b", &s), 1);
    expect("rest, with alone", s.rest, 1);
    expect("its alone", s.alone, 6);
    expect("its bypass after alone", s.bypass, 2);
    expect("a name that prefixes another's is not it", corun_parse_setting("ab:tlp=4", "a", &s), 0);

    // Which launches run as written (corun_as_written, corun_device_asks).
    const CorunSetting none = {0, 0, 0, false}, rest = {0, 0, 0, true}, rest_alone_4 = {0, 0, 4, true},
                       rest_alone_8 = {0, 0, 8, true}, rest_bypass = {0, 1, 0, true}, tlp_8 = {8, 0, 0, false};
    expect("not named: as written", corun_as_written(false, none, 8, false), 1);
    expect("not named, under a bypass search: co-runnable", corun_as_written(false, none, 8, true), 0);
    expect("tlp=rest: as written", corun_as_written(true, rest, 8, false), 1);
    expect("tlp=rest:alone=8 of 8: as written", corun_as_written(true, rest_alone_8, 8, false), 1);
    expect("tlp=rest:alone=4 of 8: co-runnable (raised to 4 once alone, not 8)",
           corun_as_written(true, rest_alone_4, 8, false), 0);
    expect("tlp=rest:bypass=1: co-runnable", corun_as_written(true, rest_bypass, 8, false), 0);
    expect("tlp=rest under a bypass search: co-runnable", corun_as_written(true, rest, 8, true), 0);
    expect("tlp=8 of 8 asked: co-runnable (a profile's point)", corun_as_written(true, tlp_8, 8, false), 0);
    expect("from the device, no tlp and no bypass: as written", corun_device_asks(CorunDeviceSetting{0, 0}), 0);
    expect("from the device, tlp=2: co-runnable", corun_device_asks(CorunDeviceSetting{2, 0}), 1);
    expect("from the device, bypass=1: co-runnable", corun_device_asks(CorunDeviceSetting{0, 1}), 1);

    // The search. A pair where A bypassing 2 blocks an SM is best.
    unsigned int a = 0, b = 0;
    int periods = 0;
    search([](unsigned int x, unsigned int y) { return 1.0 + (y ? -0.1 : 0.0) + (x == 1 ? 0.1 : x == 2 ? 0.15 : x > 2 ? 0.05 : 0.0); },
           4, 4, &a, &b, &periods);
    expect("A bypassing 2 is best: A's target", a, 2);
    expect("B's target", b, 0);
    expect("periods: none, A, B, A=2, A=3 (worse: back to 2)", periods + 1, 5);
    search([](unsigned int x, unsigned int y) { return 1.0 - 0.1 * x - 0.1 * y; }, 4, 4, &a, &b, &periods);
    expect("bypassing only hurts: A's target", a, 0);
    expect("bypassing only hurts: B's target", b, 0);
    expect("three periods", periods + 1, 3);
    search([](unsigned int x, unsigned int y) { return 1.0 + 0.05 * y + 0.0 * x; }, 3, 3, &a, &b, &periods);
    expect("B gains with every block, up to its quota of 3", b, 3);
    expect("A stays", a, 0);
    search([](unsigned int x, unsigned int y) { return 1.0 + 0.05 * x + 0.0 * y; }, 1, 5, &a, &b, &periods);
    expect("A's quota of 1 bounds it", a, 1);
    return failures ? 1 : 0;
}
