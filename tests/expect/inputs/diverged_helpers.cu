// Running a child in place (T4, or a threshold's serial runs) where its
// size differs between the lanes of a warp leaves the warp diverged, and
// such a warp can hang at a launch its kernel then makes as written
// (tests/difftest/found/seed44-37-O-hang). The launch it hangs at may be in
// another function than the site: the kernel, a helper it calls, or a
// helper called beside the site's.
#include <cuda_runtime.h>

__global__ void child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&out[i % 64], 1);
}

__global__ void other(int *out) { atomicAdd(&out[0], 1); }

// Refused: its caller `in_kernel` makes a tail launch T4 cannot take.
__device__ void spawn_in_kernel(int *out, int d)
{
    child<<<1 + (d & 1), 128, 0, cudaStreamFireAndForget>>>(out, d % 97 + 1);
}

__global__ void in_kernel(int *out, const int *data)
{
    int d = data[threadIdx.x];
    for (int j = 0; j < 1 + d % 3; j++)
        spawn_in_kernel(out, d);
    if (threadIdx.x == 0)
        other<<<1, 32, 0, cudaStreamTailLaunch>>>(out);
}

// Refused: the tail launch is in a helper the kernel calls after the site.
__device__ void tail_helper(int *out)
{
    if (threadIdx.x == 0)
        other<<<1, 32, 0, cudaStreamTailLaunch>>>(out);
}

__global__ void in_callee(int *out, const int *data)
{
    int d = data[threadIdx.x];
    child<<<1 + (d & 1), 128, 0, cudaStreamFireAndForget>>>(out, d % 97 + 1);
    tail_helper(out);
}

// Refused: the site's helper and the tail launch's helper are called by
// one kernel.
__device__ void spawn_beside(int *out, int d)
{
    child<<<1 + (d & 1), 128, 0, cudaStreamFireAndForget>>>(out, d % 97 + 1);
}

__device__ void tail_beside(int *out)
{
    if (threadIdx.x == 0)
        other<<<1, 32, 0, cudaStreamTailLaunch>>>(out);
}

__global__ void beside(int *out, const int *data)
{
    spawn_beside(out, data[threadIdx.x]);
    tail_beside(out);
}

// Taken: no launch is left in any code its thread runs.
__device__ void spawn_alone(int *out, int d)
{
    child<<<1 + (d & 1), 128, 0, cudaStreamFireAndForget>>>(out, d % 97 + 1);
}

__global__ void alone(int *out, const int *data) { spawn_alone(out, data[threadIdx.x]); }

int main()
{
    int *out, *data;
    cudaMalloc(&out, 64 * sizeof(int));
    cudaMalloc(&data, 64 * sizeof(int));
    cudaMemset(data, 0, 64 * sizeof(int));
    in_kernel<<<1, 64>>>(out, data);
    in_callee<<<1, 64>>>(out, data);
    beside<<<1, 64>>>(out, data);
    alone<<<1, 64>>>(out, data);
    cudaDeviceSynchronize();
    return 0;
}
