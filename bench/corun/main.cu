// bench/corun/main.cu - the harness of the concurrent-kernel benchmarks
// (issue 17, Li & Liang, "Efficient Kernel Management on GPUs"): runs one of
// the eight Table II kernels alone, or two of them: one after the other in
// one stream (serial), each in a stream of its own launched back to back
// (concurrent), or each in a green context of its own share of the SMs
// (green: CUDA's own partitioning). Host code only; the kernels are in
// apps/*.cu, as written or through dpopt --corun (built with
// -DDPOPT_CORUN_BUILD=1: the co-runnable build, whose kernels take their
// quotas from DPOPT_CORUN; runtime corun.cuh).
//
//   corun --alone BKP [--scale 1.0] [--runs 5] [--warmup 1]
//   corun --pair BKP,KMS --mode serial|concurrent|green [--split 0.5] [--scale-a X] [--scale-b Y] [--runs 5] [--warmup 1]
//   corun --profile BKP [--scale 1.0] [--runs 5] [--warmup 1]      (the co-runnable build)
//   corun --script < commands                                       (one command a line)
//   corun --list
//
// --profile runs the kernel alone at every TLP from 1 to the most blocks an
// SM holds (DPOPT_CORUN=<kernel>:tlp=T), a line each, then its category
// (Up, Optimal, Down) and optimum (dpopt::corun_category, 2% tolerance).
//
// --script reads commands, so that one process sets each app up once (its
// inputs and CPU reference) for many runs:
//
//   alone BKP scale=1.5 runs=5
//   pair BKP,KMS mode=concurrent scale_a=1.5 scale_b=2 DPOPT_CORUN=bpnn_layerforward:tlp=3
//   profile KMS scale=2
//
// Words KEY=VALUE whose key begins with DPOPT_ are set in the environment
// for that command alone. In the co-runnable build, every launch is
// finished and reported (DPOPT_CORUN_REPORT) before the command's line.
//
// Each run is timed with CUDA events around the whole of it; the line
// gives the median and the minimum over the runs after the warm-up runs,
// then whether every kernel that ran gave its CPU reference's output
// (checked after the last run):
//
//   alone=BKP scale=1 ms_median=0.1234 ms_min=0.1200 runs=5 blocks=131072 block=256 max_per_sm=8 verified=yes
//   pair=BKP,KMS mode=concurrent scale_a=1 scale_b=1 ms_median=0.3214 ms_min=0.3100 runs=5 verified=yes
//
// Exit status: 0; 1 where a verification failed (why on stderr); 2 on a
// CUDA error (the call named on stderr); 3 on a usage error or a scale an
// app cannot take; 4 where green contexts are not to be had (why on stderr).
#include "app.h"

#include <algorithm>
#include <cuda.h>
#include <cstring>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <strings.h>
#include <vector>

#ifdef DPOPT_CORUN_BUILD
#include <dpopt/dpopt.cuh>
#include <dpopt/corun.cuh>
#endif

static const CorunApp *const corun_apps[] = {
    &app_bkp, &app_hst, &app_srd, &app_spm, &app_blk, &app_lbm, &app_kms, &app_stc,
};

static void usage(const char *msg)
{
    if (msg)
        fprintf(stderr, "corun: %s\n", msg);
    fprintf(stderr,
            "usage: corun --alone ABBR [--scale S] [--runs R] [--warmup W]\n"
            "       corun --pair A,B --mode serial|concurrent|green [--split F] [--scale-a S] [--scale-b S] [--runs R] "
            "[--warmup W]\n"
            "       corun --profile ABBR [--scale S] [--runs R] [--warmup W]\n"
            "       corun --script < commands\n"
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

// One app's state, set up once for every run at its scale.
struct Running {
    const CorunApp *app;
    double scale;
    void *state;
};

static Running *running(const CorunApp *app, double scale)
{
    static std::map<std::pair<const CorunApp *, double>, Running *> set_up;
    Running *&r = set_up[{app, scale}];
    if (!r) {
        void *state = app->setup(scale);
        if (!state)
            exit(3);
        r = new Running{app, scale, state};
        CORUN_CUDA(cudaDeviceSynchronize()); // its copies done before a run
    }
    return r;
}

static double median(std::vector<float> v)
{
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * ((double)v[n / 2 - 1] + v[n / 2]);
}

// Verifies each app that ran (all of them, even after a failure, so that
// stderr names every one that differs); false if any differed.
static bool verify_all(const std::vector<Running *> &apps)
{
    bool ok = true;
    for (Running *r : apps) {
        char why[512] = "";
        if (!r->app->verify(r->state, why, sizeof why)) {
            fprintf(stderr, "corun: %s (%s) differs from the CPU reference: %s\n", r->app->abbr, r->app->kernel, why);
            ok = false;
        }
    }
    return ok;
}

// ---- green contexts: each kernel on its own share of the SMs ----------------

static bool driver(CUresult r, const char *call, std::string *why)
{
    if (r == CUDA_SUCCESS)
        return true;
    const char *text = nullptr;
    cuGetErrorString(r, &text);
    *why = std::string(call) + ": " + (text ? text : "unknown error");
    return false;
}

// Two streams, the first in a green context of `split` of the SMs (rounded
// to what the device partitions by), the second in one of the rest.
static bool green_streams(double split, cudaStream_t *first, cudaStream_t *second, std::string *why)
{
    static std::map<double, std::pair<cudaStream_t, cudaStream_t>> made;
    auto found = made.find(split);
    if (found != made.end()) {
        *first = found->second.first;
        *second = found->second.second;
        return true;
    }
    int device;
    CORUN_CUDA(cudaGetDevice(&device));
    CUdevice dev;
    CUdevResource all, group, rest;
    if (!driver(cuInit(0), "cuInit", why) || !driver(cuDeviceGet(&dev, device), "cuDeviceGet", why) ||
        !driver(cuDeviceGetDevResource(dev, &all, CU_DEV_RESOURCE_TYPE_SM), "cuDeviceGetDevResource", why))
        return false;
    unsigned int align = all.sm.smCoscheduledAlignment ? all.sm.smCoscheduledAlignment : 1;
    unsigned int least = std::max(all.sm.minSmPartitionSize, align);
    unsigned int want = (unsigned int)(all.sm.smCount * split) / align * align;
    want = std::max(want, least);
    if (want + least > all.sm.smCount) {
        *why = "too few SMs to split " + std::to_string(all.sm.smCount) + " by " + std::to_string(split);
        return false;
    }
    unsigned int groups = 1;
    CUdevResourceDesc desc_a, desc_b;
    CUgreenCtx ctx_a, ctx_b;
    CUstream a, b;
    if (!driver(cuDevSmResourceSplitByCount(&group, &groups, &all, &rest, 0, want), "cuDevSmResourceSplitByCount",
                why) ||
        !driver(cuDevResourceGenerateDesc(&desc_a, &group, 1), "cuDevResourceGenerateDesc", why) ||
        !driver(cuDevResourceGenerateDesc(&desc_b, &rest, 1), "cuDevResourceGenerateDesc", why) ||
        !driver(cuGreenCtxCreate(&ctx_a, desc_a, dev, CU_GREEN_CTX_DEFAULT_STREAM), "cuGreenCtxCreate", why) ||
        !driver(cuGreenCtxCreate(&ctx_b, desc_b, dev, CU_GREEN_CTX_DEFAULT_STREAM), "cuGreenCtxCreate", why) ||
        !driver(cuGreenCtxStreamCreate(&a, ctx_a, CU_STREAM_NON_BLOCKING, 0), "cuGreenCtxStreamCreate", why) ||
        !driver(cuGreenCtxStreamCreate(&b, ctx_b, CU_STREAM_NON_BLOCKING, 0), "cuGreenCtxStreamCreate", why))
        return false;
    fprintf(stderr, "corun: green contexts of %u and %u SMs\n", group.sm.smCount, rest.sm.smCount);
    made[split] = {a, b};
    *first = a;
    *second = b;
    return true;
}

// ---- runs ---------------------------------------------------------------------

// The harness's streams: s0 times, s1 and s2 run the kernels; none
// synchronises with the legacy default stream.
struct Streams {
    cudaStream_t s0, s1, s2;
    cudaEvent_t start, end, done1, done2;
};

static Streams &streams()
{
    static Streams st;
    static bool made = false;
    if (!made) {
        made = true;
        CORUN_CUDA(cudaStreamCreateWithFlags(&st.s0, cudaStreamNonBlocking));
        CORUN_CUDA(cudaStreamCreateWithFlags(&st.s1, cudaStreamNonBlocking));
        CORUN_CUDA(cudaStreamCreateWithFlags(&st.s2, cudaStreamNonBlocking));
        CORUN_CUDA(cudaEventCreate(&st.start));
        CORUN_CUDA(cudaEventCreate(&st.end));
        CORUN_CUDA(cudaEventCreateWithFlags(&st.done1, cudaEventDisableTiming));
        CORUN_CUDA(cudaEventCreateWithFlags(&st.done2, cudaEventDisableTiming));
    }
    return st;
}

// Runs the apps `warmup + runs` times (alone or serial: one stream; two
// streams otherwise, `one` and `two`); the timed runs' milliseconds.
static std::vector<float> time_runs(const std::vector<Running *> &apps, bool together, cudaStream_t one,
                                    cudaStream_t two, int runs, int warmup)
{
    Streams &st = streams();
    std::vector<float> times;
    for (int run = 0; run < warmup + runs; run++) {
        if (!together) {
            CORUN_CUDA(cudaEventRecord(st.start, one));
            for (Running *r : apps)
                r->app->launch(r->state, one);
            CORUN_CUDA(cudaEventRecord(st.end, one));
        } else {
            // The start in s0; both streams wait for it, take a kernel each,
            // and s0 waits for both before the end.
            CORUN_CUDA(cudaEventRecord(st.start, st.s0));
            CORUN_CUDA(cudaStreamWaitEvent(one, st.start, 0));
            CORUN_CUDA(cudaStreamWaitEvent(two, st.start, 0));
            apps[0]->app->launch(apps[0]->state, one);
            apps[1]->app->launch(apps[1]->state, two);
            CORUN_CUDA(cudaEventRecord(st.done1, one));
            CORUN_CUDA(cudaEventRecord(st.done2, two));
            CORUN_CUDA(cudaStreamWaitEvent(st.s0, st.done1, 0));
            CORUN_CUDA(cudaStreamWaitEvent(st.s0, st.done2, 0));
            CORUN_CUDA(cudaEventRecord(st.end, st.s0));
        }
        CORUN_CUDA(cudaEventSynchronize(st.end));
        float ms;
        CORUN_CUDA(cudaEventElapsedTime(&ms, st.start, st.end));
        if (run >= warmup)
            times.push_back(ms);
    }
    CORUN_CUDA(cudaDeviceSynchronize());
#ifdef DPOPT_CORUN_BUILD
    dpopt::corun_flush(); // every launch reported before the command's line
#endif
    return times;
}

static int max_per_sm(const CorunApp *a)
{
    int n;
    CORUN_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, a->kernel_fn, (int)a->block_threads,
                                                             a->dynamic_shared));
    return n;
}

// A command; its status: 0, 1 (a verification failed), 4 (no green contexts).
struct Command {
    std::string what;          // alone, pair, profile
    std::string apps;          // A or A,B
    std::string mode = "concurrent";
    double scale = 1.0, scale_a = 1.0, scale_b = 1.0, split = 0.5;
    int runs = 5, warmup = 1;
};

static int run_alone(const Command &c)
{
    Running *r = running(find_app(c.apps), c.scale);
    Streams &st = streams();
    std::vector<float> times = time_runs({r}, false, st.s1, st.s1, c.runs, c.warmup);
    bool ok = verify_all({r});
    printf("alone=%s scale=%g ms_median=%.4f ms_min=%.4f runs=%d blocks=%u block=%u max_per_sm=%d verified=%s\n",
           r->app->abbr, r->scale, median(times), *std::min_element(times.begin(), times.end()), c.runs,
           r->app->grid_blocks(r->state), r->app->block_threads, max_per_sm(r->app), ok ? "yes" : "no");
    return ok ? 0 : 1;
}

static int run_pair(const Command &c)
{
    size_t comma = c.apps.find(',');
    if (comma == std::string::npos || c.apps.find(',', comma + 1) != std::string::npos)
        usage("a pair is two apps, A,B");
    if (c.mode != "serial" && c.mode != "concurrent" && c.mode != "green")
        usage("a pair's mode is serial, concurrent or green");
    std::vector<Running *> apps = {running(find_app(c.apps.substr(0, comma)), c.scale_a),
                                   running(find_app(c.apps.substr(comma + 1)), c.scale_b)};
    Streams &st = streams();
    cudaStream_t one = st.s1, two = st.s2;
    if (c.mode == "green") {
        std::string why;
        if (!green_streams(c.split, &one, &two, &why)) {
            fprintf(stderr, "corun: no green contexts: %s\n", why.c_str());
            printf("pair=%s,%s mode=green status=unsupported\n", apps[0]->app->abbr, apps[1]->app->abbr);
            return 4;
        }
    }
    std::vector<float> times = time_runs(apps, c.mode != "serial", one, two, c.runs, c.warmup);
    bool ok = verify_all(apps);
    printf("pair=%s,%s mode=%s scale_a=%g scale_b=%g ms_median=%.4f ms_min=%.4f runs=%d verified=%s\n",
           apps[0]->app->abbr, apps[1]->app->abbr, c.mode.c_str(), apps[0]->scale, apps[1]->scale, median(times),
           *std::min_element(times.begin(), times.end()), c.runs, ok ? "yes" : "no");
    return ok ? 0 : 1;
}

static int run_profile(const Command &c)
{
#ifdef DPOPT_CORUN_BUILD
    Running *r = running(find_app(c.apps), c.scale);
    Streams &st = streams();
    int most = max_per_sm(r->app);
    std::vector<double> medians;
    bool ok = true;
    for (int tlp = 1; tlp <= most; tlp++) {
        std::string setting = std::string(r->app->kernel) + ":tlp=" + std::to_string(tlp);
        setenv("DPOPT_CORUN", setting.c_str(), 1);
        std::vector<float> times = time_runs({r}, false, st.s1, st.s1, c.runs, c.warmup);
        bool verified = verify_all({r});
        ok = ok && verified;
        medians.push_back(median(times));
        printf("profile=%s tlp=%d ms_median=%.4f ms_min=%.4f runs=%d verified=%s\n", r->app->abbr, tlp,
               medians.back(), *std::min_element(times.begin(), times.end()), c.runs, verified ? "yes" : "no");
    }
    unsetenv("DPOPT_CORUN");
    int opt = 0;
    const char *category = dpopt::corun_category(medians.data(), most, 0.02, &opt);
    printf("profile=%s kernel=%s category=%s opt=%d opt_ms=%.4f max_per_sm=%d paper=%s verified=%s\n",
           r->app->abbr, r->app->kernel, category, opt, medians[opt - 1], most, r->app->type, ok ? "yes" : "no");
    return ok ? 0 : 1;
#else
    (void)c;
    usage("--profile needs the co-runnable build (-DDPOPT_CORUN_BUILD=1, the kernels through dpopt --corun)");
    return 3;
#endif
}

static int run_command(const Command &c)
{
    if (c.what == "alone")
        return run_alone(c);
    if (c.what == "pair")
        return run_pair(c);
    return run_profile(c);
}

// `alone A scale=1 runs=5 DPOPT_CORUN=...`: the command; its DPOPT_ words
// set in the environment (and named in `set`, to be unset after).
static Command parse_script_line(const std::string &line, std::vector<std::string> *set)
{
    std::istringstream in(line);
    Command c;
    in >> c.what >> c.apps;
    if (c.what != "alone" && c.what != "pair" && c.what != "profile")
        usage(("a command is alone, pair or profile, not: " + line).c_str());
    std::string word;
    while (in >> word) {
        size_t eq = word.find('=');
        if (eq == std::string::npos)
            usage(("a command's words are KEY=VALUE, not " + word).c_str());
        std::string key = word.substr(0, eq), value = word.substr(eq + 1);
        if (key.compare(0, 6, "DPOPT_") == 0) {
            setenv(key.c_str(), value.c_str(), 1);
            set->push_back(key);
        } else if (key == "mode")
            c.mode = value;
        else if (key == "scale")
            c.scale = parse_double("scale", value.c_str());
        else if (key == "scale_a")
            c.scale_a = parse_double("scale_a", value.c_str());
        else if (key == "scale_b")
            c.scale_b = parse_double("scale_b", value.c_str());
        else if (key == "split")
            c.split = parse_double("split", value.c_str());
        else if (key == "runs")
            c.runs = parse_int("runs", value.c_str(), 1);
        else if (key == "warmup")
            c.warmup = parse_int("warmup", value.c_str(), 0);
        else
            usage(("unknown word " + word).c_str());
    }
    return c;
}

static int run_script()
{
    int status = 0;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        std::vector<std::string> set;
        Command c = parse_script_line(line, &set);
        int s = run_command(c);
        status = status ? status : s == 4 ? 0 : s; // no green contexts: said, not a failure
        for (const std::string &key : set)
            unsetenv(key.c_str());
        fflush(stdout);
    }
    return status;
}

int main(int argc, char **argv)
{
    Command c;
    bool list = false, script = false, alone_scale = false, pair_only = false;
    int asked = 0;
    for (int i = 1; i < argc; i++) {
        std::string opt = argv[i];
        if (opt == "--list" || opt == "--script") {
            (opt == "--list" ? list : script) = true;
            asked++;
            continue;
        }
        if (i + 1 >= argc)
            usage(("no value after " + opt).c_str());
        const char *val = argv[++i];
        if (opt == "--alone" || opt == "--pair" || opt == "--profile") {
            c.what = opt.substr(2);
            c.apps = val;
            asked++;
        } else if (opt == "--mode")
            c.mode = val, pair_only = true;
        else if (opt == "--split")
            c.split = parse_double("--split", val), pair_only = true;
        else if (opt == "--scale")
            c.scale = parse_double("--scale", val), alone_scale = true;
        else if (opt == "--scale-a")
            c.scale_a = parse_double("--scale-a", val), pair_only = true;
        else if (opt == "--scale-b")
            c.scale_b = parse_double("--scale-b", val), pair_only = true;
        else if (opt == "--runs")
            c.runs = parse_int("--runs", val, 1);
        else if (opt == "--warmup")
            c.warmup = parse_int("--warmup", val, 0);
        else
            usage(("unknown option " + opt).c_str());
    }
    if (asked != 1)
        usage("give one of --alone, --pair, --profile, --script and --list");
    if (!list) {
        char why[512] = "";
        if (!corun_compare_device_selftest(why, sizeof why)) {
            fprintf(stderr, "corun: the output check does not work: %s\n", why);
            return 2;
        }
    }
    if (list) {
        for (const CorunApp *a : corun_apps)
            printf("%s %s %s\n", a->abbr, a->kernel, a->type);
        return 0;
    }
    if (script)
        return run_script();
    if (c.what != "pair" && pair_only)
        usage("--mode, --split, --scale-a and --scale-b go with --pair");
    if (c.what == "pair" && alone_scale)
        usage("--scale goes with --alone and --profile (--pair takes --scale-a and --scale-b)");
    return run_command(c);
}
