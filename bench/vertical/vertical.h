// The harness of the vertical-aggregation benchmarks (bench/vertical, issue
// 16): each app's program defines its kernels and
//
//     static const VerticalApp APP = {...};         // name, sizes, data, check
//     static void launch(const VerticalData &d);    // runs the app once on the device
//
// then includes this file last, whose main() makes the input of the size
// asked, runs launch() (warm-up runs, then timed runs, each checked against
// the host's reference), and prints one line:
//
//     app=sc form=cdp size=medium n=204800 links=25 median_ms=0.512 gbps=3.2 verified=yes runs=5
//
//   usage: <program> [--size small|medium|large|xl] [--runs R] [--warmup W]
// VERTICAL_PENDING=N sets the device runtime's pending-launch limit first:
// the CDP chains need it past 2,048 links (run.sh sets 65,536 for them).
// Exit status 1 where a run's output differs from the reference (the
// first difference printed), 2 on a CUDA error.
#ifndef DPOPT_BENCH_VERTICAL_H
#define DPOPT_BENCH_VERTICAL_H

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#include <vector>

// What launch() works on: the input, the output (and its count), on the device.
struct VerticalData {
    int n;            // elements (rows * cols for a matrix)
    int rows, cols;   // a matrix's shape (pd, upd); n, 1 otherwise
    int *in;          // the input (in place: the output too, for pd and upd)
    int *out;         // the output
    int *count;       // how many the output holds (sc, unq, pt)
    float *heights;   // los: the terrain along the ray
    int *visible;     // los: 1 where a point is seen
};

struct VerticalApp {
    const char *name;
    int sizes[4][2];  // small, medium, large (table 5.2), xl (ours): {n, 0} or {rows, cols}
    int tile;         // elements a link handles
    // The bytes a run reads and writes (effective throughput), and its
    // unit of work for los (points).
    double (*bytes)(const VerticalData &d);
    // Fills the host input; checks the device's output against the
    // reference, printing the first difference. Returns true when equal.
    void (*fill)(std::vector<int> &in, std::vector<float> &heights, int rows, int cols);
    bool (*check)(const std::vector<int> &in, const std::vector<float> &heights, const VerticalData &d);
};

static void vertical_cuda(cudaError_t e, const char *what)
{
    if (e != cudaSuccess) {
        fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
        exit(2);
    }
}

// The host's copy of a device array.
template <class T>
static std::vector<T> vertical_copy(const T *device, size_t n)
{
    std::vector<T> host(n);
    vertical_cuda(cudaMemcpy(host.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost), "copy back");
    return host;
}

// Whether the device's output holds `want` and its count says so (sc,
// unq); prints the first difference.
static bool vertical_check_list(const std::vector<int> &want, const VerticalData &d)
{
    int count = vertical_copy(d.count, 1)[0];
    if (count != (int)want.size()) {
        printf("FAIL: %d values out, not %zu\n", count, want.size());
        return false;
    }
    std::vector<int> got = vertical_copy(d.out, want.size());
    for (size_t i = 0; i < want.size(); i++)
        if (got[i] != want[i]) {
            printf("FAIL: out[%zu] is %d, not %d\n", i, got[i], want[i]);
            return false;
        }
    return true;
}

static unsigned int vertical_seed = 12345u;
static int vertical_random(int bound)
{
    vertical_seed = vertical_seed * 1664525u + 1013904223u;
    return (int)((vertical_seed >> 8) % (unsigned)bound);
}

static void launch(const VerticalData &d);
extern const VerticalApp APP;

#ifndef VERTICAL_FORM
#define VERTICAL_FORM "cdp"
#endif

int main(int argc, char **argv)
{
    const char *size = "medium";
    int runs = 5, warmup = 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--size") && i + 1 < argc)
            size = argv[++i];
        else if (!strcmp(argv[i], "--runs") && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--warmup") && i + 1 < argc)
            warmup = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: %s [--size small|medium|large|xl] [--runs R] [--warmup W]\n", argv[0]);
            return 2;
        }
    }
    if (getenv("VERTICAL_PENDING") && atol(getenv("VERTICAL_PENDING")) > 0)
        vertical_cuda(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)atol(getenv("VERTICAL_PENDING"))),
                      "cudaDeviceSetLimit");
    int which = !strcmp(size, "small") ? 0 : !strcmp(size, "large") ? 2 : !strcmp(size, "xl") ? 3 : 1;
    int rows = APP.sizes[which][1] ? APP.sizes[which][0] : APP.sizes[which][0];
    int cols = APP.sizes[which][1] ? APP.sizes[which][1] : 1;
    VerticalData d = {};
    d.rows = rows;
    d.cols = cols;
    d.n = rows * cols;
    std::vector<int> in;
    std::vector<float> heights;
    APP.fill(in, heights, rows, cols);
    size_t room = std::max(in.size(), (size_t)d.n) + 64;
    vertical_cuda(cudaMalloc(&d.in, room * sizeof(int)), "cudaMalloc");
    vertical_cuda(cudaMalloc(&d.out, room * sizeof(int)), "cudaMalloc");
    vertical_cuda(cudaMalloc(&d.count, sizeof(int)), "cudaMalloc");
    vertical_cuda(cudaMalloc(&d.heights, (heights.size() + 1) * sizeof(float)), "cudaMalloc");
    vertical_cuda(cudaMalloc(&d.visible, (size_t)(d.n + 1) * sizeof(int)), "cudaMalloc");
    if (!heights.empty())
        vertical_cuda(cudaMemcpy(d.heights, heights.data(), heights.size() * sizeof(float), cudaMemcpyHostToDevice),
                      "copy in");
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    std::vector<float> times;
    bool ok = true;
    for (int r = 0; r < warmup + runs && ok; r++) {
        // Every run from a fresh input (pd and upd work in place).
        vertical_cuda(cudaMemcpy(d.in, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice), "copy in");
        vertical_cuda(cudaMemset(d.out, 0xff, room * sizeof(int)), "cudaMemset");
        vertical_cuda(cudaMemset(d.count, 0xff, sizeof(int)), "cudaMemset");
        vertical_cuda(cudaMemset(d.visible, 0xff, (size_t)(d.n + 1) * sizeof(int)), "cudaMemset");
        vertical_cuda(cudaDeviceSynchronize(), "before the run");
        cudaEventRecord(start);
        launch(d);
        cudaEventRecord(stop);
        vertical_cuda(cudaEventSynchronize(stop), "the run");
        vertical_cuda(cudaGetLastError(), "the run");
        float ms = 0;
        cudaEventElapsedTime(&ms, start, stop);
        ok = APP.check(in, heights, d);
        if (r >= warmup)
            times.push_back(ms);
    }
    std::sort(times.begin(), times.end());
    float median = times.empty() ? 0.0f : times[times.size() / 2];
    printf("app=%s form=%s size=%s n=%d links=%d median_ms=%.4f gbps=%.3f verified=%s runs=%zu\n", APP.name,
           VERTICAL_FORM, size, d.n, (d.n + APP.tile - 1) / APP.tile, median,
           median > 0 ? APP.bytes(d) / (median * 1e6) : 0.0, ok ? "yes" : "no", times.size());
    return ok ? 0 : 1;
}

#endif
