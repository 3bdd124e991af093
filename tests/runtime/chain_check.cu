// A chain of single-block grids (vertical aggregation, --promote): each link
// sums its tile of 64 values, launches the next link with the running sum
// after its tile (postponed) and its own running sum passed on (carried:
// postponed too, since it comes from a postponed parameter), then writes
// both at its tile. 300 links; with --promote-group=2 or 7 the pools end
// and begin many times, and the chain's end falls inside a pool.
//   usage: chain_check   prints PASS or FAIL and the first wrong value
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

#define TILE 64
#define N (300 * TILE - 17)

__global__ void link(const int *in, int *out, int n, int start, int offset, int previous)
{
    __shared__ int warp_sums[TILE / 32];
    int v = start + threadIdx.x < n ? in[start + threadIdx.x] : 0;
    int sum = v;
    for (int d = 16; d > 0; d /= 2)
        sum += __shfl_down_sync(0xffffffffu, sum, d);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = sum;
    __syncthreads();
    int total = warp_sums[0] + warp_sums[1];
    if (threadIdx.x == 0 && start + TILE < n)
        link<<<1, TILE>>>(in, out, n, start + TILE, offset + total, offset);
    if (start + threadIdx.x < n)
        out[start + threadIdx.x] = offset * 4 + (previous & 3);
}

int main()
{
    std::vector<int> in(N), out(N);
    for (int i = 0; i < N; i++)
        in[i] = (i * 7 + 3) % 11;
    int *d_in, *d_out;
    cudaMalloc(&d_in, N * sizeof(int));
    cudaMalloc(&d_out, N * sizeof(int));
    cudaMemcpy(d_in, in.data(), N * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d_out, 0xff, N * sizeof(int));
    link<<<1, TILE>>>(d_in, d_out, N, 0, 0, 2);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(out.data(), d_out, N * sizeof(int), cudaMemcpyDeviceToHost);
    if (err != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(err));
        return 1;
    }
    int offset = 0, previous = 2;
    for (int start = 0; start < N; start += TILE) {
        int total = 0;
        for (int i = start; i < start + TILE && i < N; i++) {
            int want = offset * 4 + (previous & 3);
            if (out[i] != want) {
                printf("FAIL: out[%d] is %d, not %d\n", i, out[i], want);
                return 1;
            }
            total += in[i];
        }
        previous = offset;
        offset += total;
    }
    printf("PASS: %d links, every running sum and the one before it\n", (N + TILE - 1) / TILE);
    return 0;
}
