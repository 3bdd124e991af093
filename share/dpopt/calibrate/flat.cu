/* dpopt-calibrate's flat program: each of N parent threads launches a child
 * of C threads (read from an array, so that the size differs per thread as
 * far as dpopt can tell), whose threads each write one value. dpopt-calibrate
 * builds it as written and under each form -O chooses among, runs it at a
 * few (N, C) and fits each form's cost per grid, per launch and per child
 * thread (docs/optimize.md). Usage: flat N:C [N:C ...]; prints one line
 * "N C milliseconds" each (the median of the runs), after checking every
 * value the children wrote. */
#include <vector>

#include "calibrate.cuh"

#define CHILD_BLOCK 32
#define PARENT_BLOCK 256

__global__ void calib_child(float *out, int base, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        out[base + i] = 0.5f * (float)i + 1.0f;
}

__global__ void calib_parent(float *out, const int *counts, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        int c = counts[t];
        calib_child<<<(c + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK, 0, cudaStreamFireAndForget>>>(out, t * c, c);
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: flat N:C [N:C ...]\n");
        return 2;
    }
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("gpu %s\n", prop.name);
    for (int a = 1; a < argc; a++) {
        int n, c;
        if (sscanf(argv[a], "%d:%d", &n, &c) != 2 || n < 1 || c < 1) {
            fprintf(stderr, "flat: '%s' is not N:C\n", argv[a]);
            return 2;
        }
        /* As CDP programs do: room for every launch pending at once. */
        CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)n + n / 8 + 64));
        size_t total = (size_t)n * c;
        float *out;
        int *counts;
        CHECK(cudaMalloc(&out, total * sizeof *out));
        CHECK(cudaMalloc(&counts, (size_t)n * sizeof *counts));
        std::vector<int> h_counts(n, c);
        CHECK(cudaMemcpy(counts, h_counts.data(), (size_t)n * sizeof *counts, cudaMemcpyHostToDevice));
        std::vector<double> times;
        for (int r = 0; r < RUNS + 2; r++) {
            CHECK(cudaMemset(out, 0, total * sizeof *out));
            Timing t = timing_start();
            calib_parent<<<(n + PARENT_BLOCK - 1) / PARENT_BLOCK, PARENT_BLOCK>>>(out, counts, n);
            double ms = timing_stop(t);
            if (r >= 2)
                times.push_back(ms);
        }
        std::vector<float> h_out(total);
        CHECK(cudaMemcpy(h_out.data(), out, total * sizeof *out, cudaMemcpyDeviceToHost));
        for (size_t k = 0; k < total; k++)
            if (h_out[k] != 0.5f * (float)(k % c) + 1.0f) {
                fprintf(stderr, "flat: N=%d C=%d: value %zu is %g, not %g\n", n, c, k, h_out[k],
                        0.5f * (float)(k % c) + 1.0f);
                return 1;
            }
        printf("%d %d %.6f\n", n, c, median_of(times));
        CHECK(cudaFree(out));
        CHECK(cudaFree(counts));
    }
    return 0;
}
