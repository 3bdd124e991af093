// Linked with dpopt's output of parent.cu under --flatten=grid,
// --aggregate=grid or --aggregate=multiblock:4 (tests/runtime/
// gpu-follow-hosts.sh): four host threads each launch the kernel 200 times
// into the default stream. Every child must run once with its own
// arguments. In the legacy default stream their launches interleave: a
// followed launch holds the follow lock up to its follow-up grid's launch,
// so no other thread's grid comes between. Built with --default-stream
// per-thread, each thread's grids would run beside the others', sharing
// the kernel's state per site: each locked launch waits on the device for
// the last one's grids (dpopt::FollowLock, dpopt::GridOrderLock).
#include <cstdio>
#include <thread>

#include <cuda_runtime.h>

#include "follow_hosts.h"

constexpr int threads = 4, rounds = 200;
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define STREAMS "a default stream each"
#else
#define STREAMS "the legacy default stream"
#endif

static void launch_rounds(unsigned *out, int t)
{
    for (int r = 0; r < rounds; r++)
        run_parent(out, (unsigned)(t * rounds + r) * 1000u);
}

int main(void)
{
    unsigned *out;
    static unsigned got[FOLLOW_WORDS], want[FOLLOW_WORDS];
    if (cudaMalloc((void **)&out, sizeof got) != cudaSuccess || cudaMemset(out, 0, sizeof got) != cudaSuccess) {
        std::printf("FAIL follow threads (" STREAMS "): no device memory\n");
        return 1;
    }
    std::thread workers[threads];
    for (int t = 0; t < threads; t++)
        workers[t] = std::thread(launch_rounds, out, t);
    for (int t = 0; t < threads; t++)
        workers[t].join();
    const cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess || cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost) != cudaSuccess) {
        std::printf("FAIL follow threads (" STREAMS "): %s\n", cudaGetErrorString(err));
        return 1;
    }
    for (unsigned g = 0; g < threads * rounds; g++)
        follow_expect(want, g * 1000u);
    for (unsigned k = 0; k < FOLLOW_WORDS; k++)
        if (got[k] != want[k]) {
            std::printf("FAIL follow threads (" STREAMS "): word %u is %u, not %u\n", k, got[k], want[k]);
            return 1;
        }
    std::printf("PASS follow threads: %d host threads, %d launches each, into %s\n", threads, rounds, STREAMS);
    return 0;
}
