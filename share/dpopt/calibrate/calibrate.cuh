/* What dpopt-calibrate's programs (flat.cu, tree.cu) share: a CUDA call
 * checked, one timed run of the program's host launch, the median of the
 * runs. */
#ifndef DPOPT_CALIBRATE_CUH
#define DPOPT_CALIBRATE_CUH

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define RUNS 15 /* timed runs of each size, after two untimed */

#define CHECK(call)                                                                          \
    do {                                                                                     \
        cudaError_t e_ = (call);                                                             \
        if (e_ != cudaSuccess) {                                                             \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));     \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

/* One timed run: timing_start() before the program's host launch,
 * timing_stop() after it, the milliseconds to the end of all it started.
 * (The launch stays in the program's own code, where dpopt rewrites it.) */
struct Timing {
    cudaEvent_t start, stop;
};

static Timing timing_start()
{
    Timing t;
    CHECK(cudaEventCreate(&t.start));
    CHECK(cudaEventCreate(&t.stop));
    CHECK(cudaEventRecord(t.start));
    return t;
}

static double timing_stop(Timing t)
{
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(t.stop));
    CHECK(cudaEventSynchronize(t.stop));
    CHECK(cudaDeviceSynchronize());
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, t.start, t.stop));
    CHECK(cudaEventDestroy(t.start));
    CHECK(cudaEventDestroy(t.stop));
    return ms;
}

static double median_of(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

#endif
