// Warps with nothing to count leave early; the others vote (__ballot_sync
// over the full warp) and meet at a __syncthreads(), which the warps that
// left, having exited, no longer hold up; thread 0 then launches a child
// with the block's count. main checks the children's total and prints
// PASS or FAIL. Run as written it passes. With the body in a lambda (block,
// grid and multiblock aggregation), the warps that returned would go on to
// the block's flush and its barriers and warp shuffles while the others
// wait at the body's: the block hangs or miscounts.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void add_count(int *total, int count)
{
    if (threadIdx.x == 0)
        atomicAdd(total, count);
}

__global__ void tally(const int *data, int n, int *total)
{
    __shared__ int warp_counts[32];
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    int begin = blockIdx.x * blockDim.x + warp * 32;
    if (begin >= n)
        return; // a warp with nothing to count leaves
    int i = begin + lane;
    unsigned int vote = __ballot_sync(0xffffffffu, i < n && data[i] > 0);
    if (lane == 0)
        warp_counts[warp] = __popc(vote);
    __syncthreads();
    if (threadIdx.x == 0) {
        int warps = (min(n - (int)(blockIdx.x * blockDim.x), (int)blockDim.x) + 31) / 32, count = 0;
        for (int w = 0; w < warps; w++)
            count += warp_counts[w];
        add_count<<<1, 32>>>(total, count);
    }
}

int main(void)
{
    const int n = 900, threads = 256, blocks = (n + threads - 1) / threads;
    static int h_data[n];
    int expected = 0;
    for (int i = 0; i < n; i++) {
        h_data[i] = (i * 7919) % 13 - 6;
        expected += h_data[i] > 0;
    }
    int *data, *total, got = -1;
    cudaMalloc(&data, sizeof h_data);
    cudaMalloc(&total, sizeof(int));
    cudaMemcpy(data, h_data, sizeof h_data, cudaMemcpyHostToDevice);
    cudaMemset(total, 0, sizeof(int));
    tally<<<blocks, threads>>>(data, n, total);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(&got, total, sizeof(int), cudaMemcpyDeviceToHost);
    printf("early_return_votes: %s (%d of %d positive, %s)\n", err == cudaSuccess && got == expected ? "PASS" : "FAIL", got,
           expected, cudaGetErrorString(err));
    return 0;
}
