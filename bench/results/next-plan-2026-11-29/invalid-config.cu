// Launches with a configuration CUDA refuses, among valid ones: as written
// such a launch fails (cudaErrorInvalidConfiguration) and none of the
// child's threads run, while the valid launches beside it run. Every
// strategy must keep that (dpopt::launch_config_valid, runtime
// launch_config.cuh): a removed launch runs the child only where the launch
// would start, and a batch holds only such launches.
//
// Each launch counts its child threads into a slot of its own; the host
// checks every slot against the threads the launch would start (0 for a
// refused one) and prints "PASS" or "FAIL <details>".
#include <cstdio>

__global__ void child(int *count, int slot)
{
    atomicAdd(&count[slot], 1);
}

// The kinds of launch of parent_mixed's threads, by threadIdx.x % 8. The
// grid comes from `negative` (-1, from the host: not a constant) for kind
// 3, which the launch converts to 2^32 - 1 blocks: past a grid's 2^31 - 1.
__host__ __device__ inline void mixed_config(int t, int negative, int *grid, int *block)
{
    switch (t % 8) {
    case 0: *grid = 2, *block = 256; break;
    case 1: *grid = 1, *block = 2048; break; // more than 1,024 threads a block
    case 2: *grid = 3, *block = 32; break;
    case 3: *grid = negative, *block = 256; break; // a negative grid
    case 4: *grid = 1, *block = 64; break;
    case 5: *grid = 1, *block = 1024; break; // the most a block may have
    case 6: *grid = 2, *block = 128; break;
    default: *grid = 0, *block = 32; break; // a zero grid
    }
}

// Two warps whose lanes launch valid and refused configurations side by side
// (one site: a batch of any granularity fuses them).
__global__ void parent_mixed(int *count, int negative)
{
    int t = threadIdx.x, grid, block;
    mixed_config(t, negative, &grid, &block);
    child<<<grid, block>>>(count, t);
}

// Blocks of three dimensions: z past 64 is refused (65 threads in all), a
// block of 2 x 2 x 16 is not.
__global__ void parent_shape(int *count, int base)
{
    int t = threadIdx.x;
    dim3 block = t % 2 ? dim3(1, 1, 65) : dim3(2, 2, 16);
    child<<<1, block>>>(count, base + t);
}

// A launch in a loop, fire and forget (grid aggregation keeps each
// execution's record): the middle one of each thread's three has a block of
// 2,048.
__global__ void parent_loop(int *count, int base)
{
    int t = threadIdx.x;
    for (int i = 0; i < 3; i++)
        child<<<2, i == 1 ? 2048 : 64, 0, cudaStreamFireAndForget>>>(count, base + 3 * t + i);
}

constexpr int mixed_slots = 64, shape_slots = 32, loop_slots = 3 * 32;
constexpr int slots = mixed_slots + shape_slots + loop_slots;

int main()
{
    int *count, host[slots], expect[slots];
    cudaMalloc(&count, sizeof host);
    cudaMemset(count, 0, sizeof host);
    parent_mixed<<<1, mixed_slots>>>(count, -1);
    parent_shape<<<1, shape_slots>>>(count, mixed_slots);
    parent_loop<<<1, loop_slots / 3>>>(count, mixed_slots + shape_slots);
    cudaError_t e = cudaDeviceSynchronize();
    cudaError_t copied = cudaMemcpy(host, count, sizeof host, cudaMemcpyDeviceToHost);
    for (int t = 0; t < mixed_slots; t++) {
        int grid, block;
        mixed_config(t, -1, &grid, &block);
        bool valid = grid >= 1 && block >= 1 && block <= 1024;
        expect[t] = valid ? grid * block : 0;
    }
    for (int t = 0; t < shape_slots; t++)
        expect[mixed_slots + t] = t % 2 ? 0 : 64;
    for (int k = 0; k < loop_slots; k++)
        expect[mixed_slots + shape_slots + k] = k % 3 == 1 ? 0 : 2 * 64;
    int wrong = 0, ran_refused = 0, lost_valid = 0, first = -1;
    for (int k = 0; k < slots && copied == cudaSuccess; k++) {
        if (host[k] == expect[k])
            continue;
        wrong++;
        ran_refused += expect[k] == 0;
        lost_valid += expect[k] != 0 && host[k] == 0;
        if (first < 0)
            first = k;
    }
    if (copied == cudaSuccess && wrong == 0) {
        printf("PASS (%s)\n", cudaGetErrorString(e));
        return 0;
    }
    if (copied != cudaSuccess)
        printf("FAIL: %s; the counts were not read (%s)\n", cudaGetErrorString(e), cudaGetErrorString(copied));
    else
        printf("FAIL: %s; %d of %d launches wrong: %d refused ones ran, %d valid ones lost; first: slot %d counted %d, "
               "not %d\n",
               cudaGetErrorString(e), wrong, slots, ran_refused, lost_valid, first, host[first], expect[first]);
    return 1;
}
