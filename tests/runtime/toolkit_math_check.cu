// A child that calls the CUDA math library's builtins (erff, lgammaf,
// sinpif, normf, rsqrtf, __saturatef), which dpopt knows from the
// toolkit's headers (model/toolkit.h): aggregated, it must compute what
// the kernel as written does. Compared with the host's math within 1e-4.
//   usage: toolkit_math_check   prints PASS or FAIL and the first wrong value
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

#define PARENTS 64
#define MAX_N 700

__device__ unsigned int launch_failures;

__global__ void special(const float *in, int n, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = in[i];
        float pair[2] = {x, 1.0f - x};
        out[i] = erff(x) + lgammaf(1.0f + x) + sinpif(x) + normf(2, pair) + rsqrtf(1.0f + x) + __saturatef(2.0f * x);
    }
}

__global__ void parent(const float *in, const int *lengths, float *out)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p >= PARENTS || lengths[p] == 0)
        return;
    int n = lengths[p];
    special<<<(n + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(in + p * MAX_N, n, out + p * MAX_N);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
}

int main()
{
    std::vector<float> in(PARENTS * MAX_N);
    std::vector<int> lengths(PARENTS);
    unsigned int seed = 5u;
    for (int p = 0; p < PARENTS; p++) {
        seed = seed * 1664525u + 1013904223u;
        lengths[p] = p % 5 == 0 ? 0 : (int)(seed >> 8) % MAX_N + 1;
        for (int k = 0; k < MAX_N; k++) {
            seed = seed * 1664525u + 1013904223u;
            in[p * MAX_N + k] = (float)((seed >> 8) % 1000) / 1000.0f;
        }
    }
    const size_t all = in.size();
    float *d_in, *d_out;
    int *d_lengths;
    cudaMalloc(&d_in, sizeof(float) * all);
    cudaMalloc(&d_out, sizeof(float) * all);
    cudaMalloc(&d_lengths, sizeof(int) * PARENTS);
    cudaMemcpy(d_in, in.data(), sizeof(float) * all, cudaMemcpyHostToDevice);
    cudaMemcpy(d_lengths, lengths.data(), sizeof(int) * PARENTS, cudaMemcpyHostToDevice);
    cudaMemset(d_out, 0, sizeof(float) * all);
    parent<<<(PARENTS + 31) / 32, 32>>>(d_in, d_lengths, d_out);
    cudaError_t err = cudaDeviceSynchronize();
    std::vector<float> out(all);
    cudaMemcpy(out.data(), d_out, sizeof(float) * all, cudaMemcpyDeviceToHost);
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    if (err != cudaSuccess || failures) {
        printf("FAIL: %s, %u launches failed\n", cudaGetErrorString(err), failures);
        return 1;
    }
    for (int p = 0; p < PARENTS; p++)
        for (int i = 0; i < lengths[p]; i++) {
            double x = in[p * MAX_N + i];
            double want = std::erf(x) + std::lgamma(1.0 + x) + std::sin(M_PI * x) + std::hypot(x, 1.0 - x) +
                          1.0 / std::sqrt(1.0 + x) + std::fmin(1.0, std::fmax(0.0, 2.0 * x));
            double got = out[p * MAX_N + i];
            if (std::fabs(got - want) > 1e-4 * (1.0 + std::fabs(want))) {
                printf("FAIL: parent %d, element %d: %.7f, not %.7f\n", p, i, got, want);
                return 1;
            }
        }
    printf("PASS: %d parents, every element's math\n", PARENTS);
    return 0;
}
