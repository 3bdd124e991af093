// Does a device launch hang while other lanes of the launching warp spin?
// Build: nvcc -arch=sm_90 -rdc=true launch-while-lanes-wait.cu -lcudadevrt
// Run: ./a.out MODE, MODE 0: lane 0 launches, the others wait for its flag;
// 1: lane 5 launches; 2: lane 0 launches, nobody waits; 3: two groups a
// warp (odd and even lanes), each with its own launcher and flag.
#include <cstdio>
#include <cstdlib>
__global__ void child(unsigned *c) { atomicAdd(c, 1u); }
__device__ void wait_flag(volatile unsigned *f) { while (*f == 0) __nanosleep(32); }
__global__ void parent(unsigned *c, unsigned *flags, int mode)
{
    unsigned lane = threadIdx.x & 31, w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    volatile unsigned *f = flags + 2 * w;
    if (mode == 0 || mode == 1 || mode == 2) {
        unsigned who = mode == 1 ? 5 : 0;
        if (lane == who) { child<<<1, 32>>>(c); __threadfence(); f[0] = 1; }
        else if (mode != 2) wait_flag(f);
    } else if (mode == 3) { // two groups, each leader launches while its group spins
        if (lane & 1) { if (lane == 1) { child<<<1, 32>>>(c); __threadfence(); f[1] = 1; } else wait_flag(f + 1); }
        else { if (lane == 0) { child<<<1, 32>>>(c); __threadfence(); f[0] = 1; } else wait_flag(f); }
    }
}
int main(int argc, char **argv)
{
    int mode = atoi(argv[1]);
    unsigned *c, *flags, blocks = 64, threads = 128, warps = blocks * threads / 32;
    cudaMalloc(&c, 4); cudaMemset(c, 0, 4);
    cudaMalloc(&flags, 8 * warps); cudaMemset(flags, 0, 8 * warps);
    parent<<<blocks, threads>>>(c, flags, mode);
    cudaError_t e = cudaDeviceSynchronize();
    unsigned got = 0; cudaMemcpy(&got, c, 4, cudaMemcpyDeviceToHost);
    unsigned launches = mode == 3 ? 2 * warps : warps;
    printf("mode %d: %s, child threads %u of %u\n", mode, cudaGetErrorName(e), got, launches * 32);
    return 0;
}
