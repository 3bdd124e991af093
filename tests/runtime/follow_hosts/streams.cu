// Linked with dpopt's --flatten=grid output of parent.cu
// (tests/runtime/gpu-follow-hosts.sh): the followed copy of `parent` and
// its follow-up grid launched into two streams at once, as host threads
// each with a per-thread default stream launch them: a small grid in one,
// a wide grid (its blocks starting in waves) in the other, with tickets
// that say so (the runtime's aside_unshared_bit, 1 << 63). The room set
// aside fits both. Before 2026-11-28 such tickets claimed the room: the
// wide grid's first blocks found it held by the small grid, whose
// follow-up then freed it, and its later blocks took it, so that its
// batch was split in two and the part in the pool never ran. Every child
// must run once with its own arguments.
#include <cstdio>

#include <cuda_runtime.h>

#include "follow_hosts.h"

// Made by dpopt from parent.cu.
__global__ void parent_dp_followed(unsigned *out, unsigned salt, unsigned long long dp_ticket);
__global__ void child_dp_grid_follow(unsigned long long dp_ticket);

constexpr int rounds = 8;

int main(void)
{
    unsigned *out;
    static unsigned got[FOLLOW_WORDS], want[FOLLOW_WORDS];
    cudaStream_t small, wide;
    if (cudaMalloc((void **)&out, sizeof got) != cudaSuccess || cudaMemset(out, 0, sizeof got) != cudaSuccess ||
        cudaStreamCreateWithFlags(&small, cudaStreamNonBlocking) != cudaSuccess ||
        cudaStreamCreateWithFlags(&wide, cudaStreamNonBlocking) != cudaSuccess) {
        std::printf("FAIL follow streams: no device memory or stream\n");
        return 1;
    }
    run_parent_wide(out, 1000u); // as the host code launches it: the room is set aside for the wide grid
    follow_expect_blocks(want, 1000u, FOLLOW_WIDE_BLOCKS);
    cudaDeviceSynchronize();
    // Tickets of their own, far past those the host code draws.
    const unsigned long long unshared = 1ull << 63, t = 1ull << 40;
    for (unsigned r = 0; r < rounds; r++) {
        const unsigned long long t_small = unshared | (t + 2 * r + 1), t_wide = unshared | (t + 2 * r + 2);
        const unsigned salt_small = 2000u + 7919u * r, salt_wide = 3000u + 104729u * r;
        parent_dp_followed<<<FOLLOW_BLOCKS, FOLLOW_BLOCK_THREADS, 0, small>>>(out, salt_small, t_small);
        child_dp_grid_follow<<<264, 256, 0, small>>>(t_small);
        parent_dp_followed<<<FOLLOW_WIDE_BLOCKS, FOLLOW_BLOCK_THREADS, 0, wide>>>(out, salt_wide, t_wide);
        child_dp_grid_follow<<<264, 256, 0, wide>>>(t_wide);
        follow_expect(want, salt_small);
        follow_expect_blocks(want, salt_wide, FOLLOW_WIDE_BLOCKS);
    }
    const cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess || cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost) != cudaSuccess) {
        std::printf("FAIL follow streams: %s\n", cudaGetErrorString(err));
        return 1;
    }
    unsigned wrong = 0;
    for (unsigned k = 0; k < FOLLOW_WORDS; k++)
        wrong += got[k] != want[k];
    if (wrong) {
        std::printf("FAIL follow streams: %u of %u words wrong\n", wrong, FOLLOW_WORDS);
        return 1;
    }
    std::printf("PASS follow streams: %d rounds of a small and a wide grid (%d blocks) at once in two streams\n", rounds,
                FOLLOW_WIDE_BLOCKS);
    return 0;
}
