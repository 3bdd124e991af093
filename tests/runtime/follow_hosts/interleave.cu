// Linked with dpopt's --flatten=grid output of parent.cu
// (tests/runtime/gpu-follow-hosts.sh): launches the followed copy of
// `parent` and its follow-up grid in the orders two host threads may leave
// them in one stream, each grid's follow-up after both launching grids
// (the second's follow-up first, too), between two launches as the host
// code makes them; then checks every child ran once with its own
// arguments. Only host threads with per-thread default streams can leave
// them so (in the legacy stream the follow lock keeps each grid next to
// its follow-up): their tickets keep the grids out of the room set aside,
// which holds one grid's batch, and each finds its own through its
// ticket's slot.
#include <cstdio>
#include <cstring>

#include <cuda_runtime.h>

#include "follow_hosts.h"

// Made by dpopt from parent.cu.
__global__ void parent_dp_followed(unsigned *out, unsigned salt, unsigned long long dp_ticket);
__global__ void child_dp_grid_follow(unsigned long long dp_ticket);

static void followed(unsigned *out, unsigned salt, unsigned long long ticket)
{
    parent_dp_followed<<<FOLLOW_BLOCKS, FOLLOW_BLOCK_THREADS>>>(out, salt, ticket);
}

static void follow_up(unsigned long long ticket)
{
    child_dp_grid_follow<<<264, 256>>>(ticket);
}

int main(void)
{
    unsigned *out;
    static unsigned got[FOLLOW_WORDS], want[FOLLOW_WORDS];
    if (cudaMalloc((void **)&out, sizeof got) != cudaSuccess || cudaMemset(out, 0, sizeof got) != cudaSuccess) {
        std::printf("FAIL follow interleave: no device memory\n");
        return 1;
    }
    // Tickets of their own, far past those the host code draws, of
    // per-thread default streams (the runtime's aside_unshared_bit, 1 << 63).
    const unsigned long long t = 1ull << 63 | 1ull << 40;
    run_parent(out, 1000u); // as the host code launches it: the room is set aside
    follow_expect(want, 1000u);
    followed(out, 2000u, t + 1); // two grids, then their follow-ups in order
    followed(out, 3000u, t + 2);
    follow_up(t + 1);
    follow_up(t + 2);
    follow_expect(want, 2000u);
    follow_expect(want, 3000u);
    followed(out, 4000u, t + 3); // two grids, then their follow-ups the other way round
    followed(out, 5000u, t + 4);
    follow_up(t + 4);
    follow_up(t + 3);
    follow_expect(want, 4000u);
    follow_expect(want, 5000u);
    run_parent(out, 6000u); // the room free and clean again
    follow_expect(want, 6000u);
    const cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess || cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost) != cudaSuccess) {
        std::printf("FAIL follow interleave: %s\n", cudaGetErrorString(err));
        return 1;
    }
    for (unsigned k = 0; k < FOLLOW_WORDS; k++)
        if (got[k] != want[k]) {
            std::printf("FAIL follow interleave: word %u is %u, not %u\n", k, got[k], want[k]);
            return 1;
        }
    std::printf("PASS follow interleave: 6 grids of %d launches, two pairs of them launched before their follow-ups\n",
                FOLLOW_BLOCKS * FOLLOW_BLOCK_THREADS);
    return 0;
}
