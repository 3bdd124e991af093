// Several GPUs in one program (issue 47): a parent whose threads launch
// children of sizes that differ per thread, run on every GPU of the machine
// (or the first DPOPT_CHECK_DEVICES), first by one host thread switching
// devices between launches (cudaSetDevice), then by a host thread per GPU
// at once. Each device's launches grow at other times than the others', so
// dpopt's host-side state (the room set aside for a flattened batch, the
// follow-up grid's size, the removal's selector) is made and grown on each
// device separately. Each device's sums are checked against the host's.
// Prints PASS (with the number of devices) or FAIL.
//   tests/runtime/gpu-devices.sh runs it as written and under each strategy.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <thread>
#include <vector>

#define CHILD_BLOCK 64
#define ROUNDS 6

__global__ void add_range(unsigned long long *sum, int first, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        atomicAdd(sum, (unsigned long long)(first + i));
}

__global__ void parent(unsigned long long *sum, int n, int scale)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        int count = (t % 7) * scale + 1;
        add_range<<<(count + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK, 0, cudaStreamFireAndForget>>>(sum, t, count);
    }
}

static unsigned long long expected(int n, int scale)
{
    unsigned long long s = 0;
    for (int t = 0; t < n; t++) {
        unsigned long long count = (unsigned long long)((t % 7) * scale + 1);
        s += count * (unsigned long long)t + count * (count - 1) / 2;
    }
    return s;
}

// Round r on device d: a size that grows with the round, and at a pace of
// its own per device; at most 1,920 launching threads (2,048 launches may
// be pending on a device).
static int threads_of(int d, int r)
{
    int n = 64 * (1 + (r + d) % ROUNDS) * (d % 5 + 1);
    return n < 1920 ? n : 1920;
}
static int scale_of(int d, int r) { return 8 + 24 * ((r * (d + 2)) % 5); }

static bool run_round(int d, int r, unsigned long long *sum)
{
    int n = threads_of(d, r), scale = scale_of(d, r);
    if (cudaMemset(sum, 0, sizeof *sum) != cudaSuccess)
        return false;
    parent<<<(n + 127) / 128, 128>>>(sum, n, scale);
    unsigned long long got = 0;
    if (cudaDeviceSynchronize() != cudaSuccess || cudaMemcpy(&got, sum, sizeof got, cudaMemcpyDeviceToHost) != cudaSuccess) {
        printf("FAIL device %d round %d: %s\n", d, r, cudaGetErrorString(cudaGetLastError()));
        return false;
    }
    if (got != expected(n, scale)) {
        printf("FAIL device %d round %d: %llu, expected %llu\n", d, r, got, expected(n, scale));
        return false;
    }
    return true;
}

int main()
{
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices < 1) {
        printf("FAIL no device\n");
        return 1;
    }
    if (const char *limit = getenv("DPOPT_CHECK_DEVICES")) {
        // A count of at least one: a check of no device passes nothing.
        if (atoi(limit) < 1) {
            printf("FAIL DPOPT_CHECK_DEVICES=%s is no count of devices\n", limit);
            return 1;
        }
        devices = atoi(limit) < devices ? atoi(limit) : devices;
    }
    std::vector<unsigned long long *> sums(devices);
    for (int d = 0; d < devices; d++) {
        cudaSetDevice(d);
        if (cudaMalloc(&sums[d], sizeof(unsigned long long)) != cudaSuccess) {
            printf("FAIL cudaMalloc on device %d\n", d);
            return 1;
        }
    }
    // One host thread, switching device at every launch.
    for (int r = 0; r < ROUNDS; r++)
        for (int d = 0; d < devices; d++) {
            cudaSetDevice(d);
            if (!run_round(d, r, sums[d]))
                return 1;
        }
    // A host thread a device, at once.
    std::vector<std::thread> threads;
    std::vector<int> good(devices, 1);
    for (int d = 0; d < devices; d++)
        threads.emplace_back([d, &sums, &good] {
            cudaSetDevice(d);
            for (int r = ROUNDS - 1; r >= 0 && good[d]; r--)
                good[d] = run_round(d, r + 1, sums[d]);
        });
    for (std::thread &t : threads)
        t.join();
    for (int d = 0; d < devices; d++)
        if (!good[d])
            return 1;
    printf("PASS %d device(s)\n", devices);
    return 0;
}
