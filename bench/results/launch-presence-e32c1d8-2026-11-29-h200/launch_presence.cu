// Does a kernel that may launch from the device (a launch it never makes)
// take longer to start than the same kernel without it?
// bench/results/mstf-check-ab-2026-11-29-h200/ found about 2 us a launch of
// mstf's walking kernel; this times it alone.
//
// Three kernels of the same work (each thread adds one to its element):
// `plain`, `may_launch` (the same, plus a launch of `child` under a
// condition the compiler cannot see is never true) and `may_tail` (the
// launch into cudaStreamTailLaunch). Each is launched `reps` times back to
// back into one stream from the host (events around them), for grids of 1,
// 132 and 1,056 blocks of 256 threads; three rounds in turn. Prints one
// line a kernel, grid and round: microseconds a launch. The element values
// are checked at the end (every kernel ran every time).
//   nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 launch_presence.cu -o lp -lcudadevrt && ./lp
#include <cstdio>
#include <cstdlib>

#define CHECK(x)                                                                                        \
    do {                                                                                                \
        cudaError_t e_ = (x);                                                                           \
        if (e_ != cudaSuccess) {                                                                        \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));           \
            std::exit(2);                                                                               \
        }                                                                                               \
    } while (0)

__global__ void child(int *data) { data[0] = -1; }

__global__ void plain(int *data, int n, int never)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] += 1;
    (void)never;
}

__global__ void may_launch(int *data, int n, int never)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] += 1;
    if (never == 12345 && i == 0)
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(data);
}

__global__ void may_tail(int *data, int n, int never)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] += 1;
    if (never == 12345 && i == 0)
        child<<<1, 1, 0, cudaStreamTailLaunch>>>(data);
}

int main()
{
    const int reps = 2000, threads = 256;
    const int grids[] = {1, 132, 1056};
    const int max_n = 1056 * threads;
    int *data;
    CHECK(cudaMalloc(&data, max_n * sizeof(int)));
    CHECK(cudaMemset(data, 0, max_n * sizeof(int)));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaEvent_t a, b;
    CHECK(cudaEventCreate(&a));
    CHECK(cudaEventCreate(&b));
    typedef void (*Kernel)(int *, int, int);
    const Kernel kernels[] = {plain, may_launch, may_tail};
    const char *names[] = {"plain", "may_launch", "may_tail"};
    for (int round = 1; round <= 3; round++)
        for (int g : grids)
            for (int k = 0; k < 3; k++) {
                int n = g * threads;
                for (int w = 0; w < 20; w++) // warm-up
                    kernels[k]<<<g, threads, 0, s>>>(data, n, 0);
                CHECK(cudaEventRecord(a, s));
                for (int r = 0; r < reps; r++)
                    kernels[k]<<<g, threads, 0, s>>>(data, n, 0);
                CHECK(cudaEventRecord(b, s));
                CHECK(cudaEventSynchronize(b));
                float ms = 0;
                CHECK(cudaEventElapsedTime(&ms, a, b));
                std::printf("round=%d kernel=%s blocks=%d us_per_launch=%.3f\n", round, names[k], g,
                            1000.0 * ms / reps);
            }
    int first = 0;
    CHECK(cudaMemcpy(&first, data, sizeof first, cudaMemcpyDeviceToHost));
    // data[0] is in every grid: every launch of every kernel (3 rounds, 3 grids, 3 kernels) added one.
    const long long want = 3LL * 3 * 3 * (reps + 20);
    std::printf("%s data[0] = %d, want %lld\n", first == want ? "ok" : "FAIL", first, want);
    return first == want ? 0 : 1;
}
