// A quicksort with dynamic parallelism in two files, as CUDA programmers
// write it (the CUDA samples' cdpSimpleQuicksort and cdpAdvancedQuicksort):
// one thread partitions a segment around its middle element and launches
// each part <<<1, 1>>> into a stream it creates for that launch; a segment
// of at most SMALL_SEGMENT elements goes to a block's bitonic sort,
// bitonic_sort_segment, which bitonic.cu defines. The host sorts a copy
// with std::sort and compares.
//
// Build and run, with dpopt (both files, one program):
//
//   scripts/dpopt-nvcc --dpopt=--aggregate=grid -arch=sm_90 \
//       examples/quicksort-files/quicksort.cu examples/quicksort-files/bitonic.cu \
//       -o /tmp/quicksort && /tmp/quicksort
//
// dpopt reads bitonic_sort_segment in from bitonic.cu to make code from its
// body in quicksort.cu (model/imports.h).
//   usage: quicksort [ELEMENTS]   prints PASS or FAIL, and the median time
//   of five sorts after a warm-up
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

#include "quicksort.h"

#define MAX_DEPTH 24 // below it a segment is sorted by its thread alone

__device__ unsigned int launch_failures;

// Sorts data[left..right] (inclusive) in the launching thread: the rare
// segment still large at MAX_DEPTH.
__device__ void insertion_sort(unsigned int *data, int left, int right)
{
    for (int i = left + 1; i <= right; i++) {
        unsigned int key = data[i];
        int j = i - 1;
        while (j >= left && data[j] > key) {
            data[j + 1] = data[j];
            j--;
        }
        data[j + 1] = key;
    }
}

__global__ void quicksort(unsigned int *data, int left, int right, int depth)
{
    int count = right - left + 1;
    if (count <= SMALL_SEGMENT) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        bitonic_sort_segment<<<1, SORT_THREADS, 0, s>>>(data, left, count);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&launch_failures, 1u);
        cudaStreamDestroy(s);
        return;
    }
    if (depth >= MAX_DEPTH) {
        insertion_sort(data, left, right);
        return;
    }
    // Hoare's partition around the middle element: data[left..r] <= pivot
    // <= data[l..right].
    unsigned int pivot = data[(left + right) / 2];
    int l = left, r = right;
    while (l <= r) {
        while (data[l] < pivot)
            l++;
        while (data[r] > pivot)
            r--;
        if (l <= r) {
            unsigned int t = data[l];
            data[l++] = data[r];
            data[r--] = t;
        }
    }
    if (left < r) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        quicksort<<<1, 1, 0, s>>>(data, left, r, depth + 1);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&launch_failures, 1u);
        cudaStreamDestroy(s);
    }
    if (l < right) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        quicksort<<<1, 1, 0, s>>>(data, l, right, depth + 1);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&launch_failures, 1u);
        cudaStreamDestroy(s);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
    if (n < 1 || n > (1 << 28)) {
        fprintf(stderr, "usage: quicksort [ELEMENTS] (1 to 268435456)\n");
        return 2;
    }
    std::vector<unsigned int> input(n);
    unsigned int seed = 12345u;
    for (int i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        input[i] = seed >> 4;
    }
    // Every segment a launch; parts of at least SMALL_SEGMENT / 2 elements
    // are most of them: a bound with room to spare.
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 4096 + 8 * (size_t)n / SMALL_SEGMENT);
    unsigned int *data;
    cudaMalloc(&data, sizeof(unsigned int) * n);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    const int sorts = 5;
    std::vector<float> times;
    cudaError_t err = cudaSuccess;
    for (int k = 0; k <= sorts && err == cudaSuccess; k++) { // the first one warms up
        cudaMemcpy(data, input.data(), sizeof(unsigned int) * n, cudaMemcpyHostToDevice);
        cudaEventRecord(start);
        quicksort<<<1, 1>>>(data, 0, n - 1, 0);
        cudaEventRecord(stop);
        err = cudaDeviceSynchronize();
        float ms = 0;
        cudaEventElapsedTime(&ms, start, stop);
        if (k > 0)
            times.push_back(ms);
    }
    std::vector<unsigned int> got(n);
    cudaMemcpy(got.data(), data, sizeof(unsigned int) * n, cudaMemcpyDeviceToHost);
    unsigned int failed = 0;
    cudaMemcpyFromSymbol(&failed, launch_failures, sizeof failed);
    std::sort(input.begin(), input.end());
    std::sort(times.begin(), times.end());
    if (err != cudaSuccess || failed) {
        printf("FAIL: %s, %u launches failed\n", cudaGetErrorString(err), failed);
        return 1;
    }
    for (int i = 0; i < n; i++)
        if (got[i] != input[i]) {
            printf("FAIL: element %d is %u, not %u\n", i, got[i], input[i]);
            return 1;
        }
    printf("PASS: %d elements sorted, %d sorts, median %.3f ms\n", n, sorts, times[times.size() / 2]);
    cudaFree(data);
    return 0;
}
