// bench/corun/main.cu - the harness of the concurrent-kernel benchmarks
// (issue 17, Li & Liang, "Efficient Kernel Management on GPUs"): runs one of
// the eight Table II kernels alone, or two of them, one after the other in
// one stream (serial) or each in a stream of its own, launched back to back
// (concurrent). Host code only; the kernels are in apps/*.cu.
//
//   corun --alone BKP [--scale 1.0] [--runs 5] [--warmup 1]
//   corun --pair BKP,KMS --mode serial|concurrent [--scale-a X] [--scale-b Y] [--runs 5] [--warmup 1]
//   corun --list
//
// Each run is timed with CUDA events around the whole of it; the line
// printed gives the median and the minimum over the runs after the warm-up
// runs, then whether every kernel that ran gave its CPU reference's output
// (checked once, after the last run):
//
//   alone=BKP scale=1 ms_median=0.1234 ms_min=0.1200 runs=5 blocks=131072 block=256 max_per_sm=8 verified=yes
//   pair=BKP,KMS mode=concurrent scale_a=1 scale_b=1 ms_median=0.3214 ms_min=0.3100 runs=5 verified=yes
//
// Exit status: 0; 1 where a verification failed (why on stderr); 2 on a
// CUDA error (the call named on stderr); 3 on a usage error or a scale an
// app cannot take.
#include "app.h"

#include <algorithm>
#include <cstring>
#include <strings.h>
#include <string>
#include <vector>

static const CorunApp *const corun_apps[] = {
    &app_bkp, &app_hst, &app_srd, &app_spm, &app_blk, &app_lbm, &app_kms, &app_stc,
};

static void usage(const char *msg)
{
    if (msg)
        fprintf(stderr, "corun: %s\n", msg);
    fprintf(stderr,
            "usage: corun --alone ABBR [--scale S] [--runs R] [--warmup W]\n"
            "       corun --pair A,B --mode serial|concurrent [--scale-a S] [--scale-b S] [--runs R] [--warmup W]\n"
            "       corun --list\n"
            "apps:");
    for (const CorunApp *a : corun_apps)
        fprintf(stderr, " %s", a->abbr);
    fprintf(stderr, "\n");
    exit(3);
}

static const CorunApp *find_app(const std::string &abbr)
{
    for (const CorunApp *a : corun_apps)
        if (strcasecmp(a->abbr, abbr.c_str()) == 0)
            return a;
    usage(("no app " + abbr).c_str());
    return nullptr;
}

static double parse_double(const char *opt, const char *s)
{
    char *end;
    double v = strtod(s, &end);
    if (end == s || *end || !(v > 0))
        usage((std::string(opt) + " wants a positive number, not " + s).c_str());
    return v;
}

static int parse_int(const char *opt, const char *s, int least)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end || v < least || v > 1000000)
        usage((std::string(opt) + " wants a whole number from " + std::to_string(least) + ", not " + s).c_str());
    return (int)v;
}

// One app's state, set up for a run.
struct Running {
    const CorunApp *app;
    double scale;
    void *state;
};

static Running start(const CorunApp *app, double scale)
{
    void *state = app->setup(scale);
    if (!state)
        exit(3);
    return Running{app, scale, state};
}

static double median(std::vector<float> v)
{
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * ((double)v[n / 2 - 1] + v[n / 2]);
}

// Verifies each app that ran (all of them, even after a failure, so that
// stderr names every one that differs); false if any differed.
static bool verify_all(std::vector<Running> &apps)
{
    bool ok = true;
    for (Running &r : apps) {
        char why[512] = "";
        if (!r.app->verify(r.state, why, sizeof why)) {
            fprintf(stderr, "corun: %s (%s) differs from the CPU reference: %s\n", r.app->abbr, r.app->kernel, why);
            ok = false;
        }
    }
    return ok;
}

int main(int argc, char **argv)
{
    std::string alone, pair, mode;
    double scale = 1.0, scale_a = 1.0, scale_b = 1.0;
    int runs = 5, warmup = 1;
    bool list = false, alone_scale = false, pair_scale = false;
    for (int i = 1; i < argc; i++) {
        std::string opt = argv[i];
        if (opt == "--list") {
            list = true;
            continue;
        }
        if (i + 1 >= argc)
            usage(("no value after " + opt).c_str());
        const char *val = argv[++i];
        if (opt == "--alone")
            alone = val;
        else if (opt == "--pair")
            pair = val;
        else if (opt == "--mode")
            mode = val;
        else if (opt == "--scale")
            scale = parse_double("--scale", val), alone_scale = true;
        else if (opt == "--scale-a")
            scale_a = parse_double("--scale-a", val), pair_scale = true;
        else if (opt == "--scale-b")
            scale_b = parse_double("--scale-b", val), pair_scale = true;
        else if (opt == "--runs")
            runs = parse_int("--runs", val, 1);
        else if (opt == "--warmup")
            warmup = parse_int("--warmup", val, 0);
        else
            usage(("unknown option " + opt).c_str());
    }
    if (list + !alone.empty() + !pair.empty() != 1)
        usage("give one of --alone, --pair and --list");
    if (list) {
        for (const CorunApp *a : corun_apps)
            printf("%s %s %s\n", a->abbr, a->kernel, a->type);
        return 0;
    }

    std::vector<Running> apps;
    bool concurrent = false;
    if (!alone.empty()) {
        if (!mode.empty() || pair_scale)
            usage("--mode, --scale-a and --scale-b go with --pair");
        apps.push_back(start(find_app(alone), scale));
    } else {
        if (alone_scale)
            usage("--scale goes with --alone (--pair takes --scale-a and --scale-b)");
        size_t comma = pair.find(',');
        if (comma == std::string::npos || pair.find(',', comma + 1) != std::string::npos)
            usage("--pair wants two apps, A,B");
        if (mode != "serial" && mode != "concurrent")
            usage("--pair wants --mode serial or --mode concurrent");
        concurrent = mode == "concurrent";
        const CorunApp *a = find_app(pair.substr(0, comma)), *b = find_app(pair.substr(comma + 1));
        apps.push_back(start(a, scale_a));
        apps.push_back(start(b, scale_b));
    }

    // Three streams, none synchronising with the legacy default stream:
    // s0 times, s1 and s2 run the kernels.
    cudaStream_t s0, s1, s2;
    CORUN_CUDA(cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking));
    CORUN_CUDA(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    CORUN_CUDA(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    cudaEvent_t start_ev, end_ev, done1, done2;
    CORUN_CUDA(cudaEventCreate(&start_ev));
    CORUN_CUDA(cudaEventCreate(&end_ev));
    CORUN_CUDA(cudaEventCreateWithFlags(&done1, cudaEventDisableTiming));
    CORUN_CUDA(cudaEventCreateWithFlags(&done2, cudaEventDisableTiming));
    CORUN_CUDA(cudaDeviceSynchronize());  // setup's copies done before the first run

    std::vector<float> times;
    for (int run = 0; run < warmup + runs; run++) {
        if (apps.size() == 1 || !concurrent) {
            // Alone, or A then B in one stream.
            CORUN_CUDA(cudaEventRecord(start_ev, s1));
            for (Running &r : apps)
                r.app->launch(r.state, s1);
            CORUN_CUDA(cudaEventRecord(end_ev, s1));
        } else {
            // The start in s0; s1 and s2 wait for it, take a kernel each, and
            // s0 waits for both before the end.
            CORUN_CUDA(cudaEventRecord(start_ev, s0));
            CORUN_CUDA(cudaStreamWaitEvent(s1, start_ev, 0));
            CORUN_CUDA(cudaStreamWaitEvent(s2, start_ev, 0));
            apps[0].app->launch(apps[0].state, s1);
            apps[1].app->launch(apps[1].state, s2);
            CORUN_CUDA(cudaEventRecord(done1, s1));
            CORUN_CUDA(cudaEventRecord(done2, s2));
            CORUN_CUDA(cudaStreamWaitEvent(s0, done1, 0));
            CORUN_CUDA(cudaStreamWaitEvent(s0, done2, 0));
            CORUN_CUDA(cudaEventRecord(end_ev, s0));
        }
        CORUN_CUDA(cudaEventSynchronize(end_ev));
        float ms;
        CORUN_CUDA(cudaEventElapsedTime(&ms, start_ev, end_ev));
        if (run >= warmup)
            times.push_back(ms);
    }
    CORUN_CUDA(cudaDeviceSynchronize());

    bool ok = verify_all(apps);
    double ms_median = median(times), ms_min = *std::min_element(times.begin(), times.end());
    if (apps.size() == 1) {
        const CorunApp *a = apps[0].app;
        int max_per_sm;
        CORUN_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&max_per_sm, a->kernel_fn, (int)a->block_threads,
                                                                 a->dynamic_shared));
        printf("alone=%s scale=%g ms_median=%.4f ms_min=%.4f runs=%d blocks=%u block=%u max_per_sm=%d verified=%s\n",
               a->abbr, apps[0].scale, ms_median, ms_min, runs, a->grid_blocks(apps[0].state), a->block_threads,
               max_per_sm, ok ? "yes" : "no");
    } else {
        printf("pair=%s,%s mode=%s scale_a=%g scale_b=%g ms_median=%.4f ms_min=%.4f runs=%d verified=%s\n",
               apps[0].app->abbr, apps[1].app->abbr, mode.c_str(), apps[0].scale, apps[1].scale, ms_median, ms_min,
               runs, ok ? "yes" : "no");
    }
    fflush(stdout);

    for (Running &r : apps)
        r.app->release(r.state);
    CORUN_CUDA(cudaEventDestroy(start_ev));
    CORUN_CUDA(cudaEventDestroy(end_ev));
    CORUN_CUDA(cudaEventDestroy(done1));
    CORUN_CUDA(cudaEventDestroy(done2));
    CORUN_CUDA(cudaStreamDestroy(s0));
    CORUN_CUDA(cudaStreamDestroy(s1));
    CORUN_CUDA(cudaStreamDestroy(s2));
    return ok ? 0 : 1;
}
