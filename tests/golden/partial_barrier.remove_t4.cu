#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "tests/corpus/partial_barrier.cu"
// partial_barrier.cu - a child with shared memory and a barrier, launched
// with blocks of 64 threads by parents running blocks of 256: launch removal
// T3 stands in for each child block with the first 64 threads of the
// launching block and a barrier over those threads alone.
#include <cstdio>
#include <cuda_runtime.h>

#define CHILD_BLOCK 64

// Reverses each 64-element tile of a segment, through shared memory.
// dpopt: reverse_tiles run by a single thread (launch removal, T4).
__device__ void reverse_tiles_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *out, int begin, int len);

#line 11 "tests/corpus/partial_barrier.cu"
__global__ void reverse_tiles(const int *in, int *out, int begin, int len)
{
    __shared__ int tile[CHILD_BLOCK];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < len ? in[begin + i] : -1;
    __syncthreads();
    int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
    if (j < len)
        out[begin + j] = tile[threadIdx.x] + 1;
}

// dpopt: reverse_tiles, every thread of one of its blocks run in turn by the calling thread.
__device__ void reverse_tiles_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *out, int begin, int len)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int tile[CHILD_BLOCK]; // the block's shared memory: this thread's own now
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 14 "tests/corpus/partial_barrier.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            tile[dp_threadIdx.x] = i < len ? in[begin + i] : -1;
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 17 "tests/corpus/partial_barrier.cu"
            int j = dp_blockIdx.x * dp_blockDim.x + (dp_blockDim.x - 1 - dp_threadIdx.x);
            if (j < len)
                out[begin + j] = tile[dp_threadIdx.x] + 1;
        }();
    }
}
#line 20 "tests/corpus/partial_barrier.cu"


__global__ void segments(const int *in, int *out, const int *seg_begin, const int *seg_len, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n && s % 3 == 0)
        {
            // dpopt: reverse_tiles<<<(seg_len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = (seg_len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, dp_block = CHILD_BLOCK;
            auto dp_arg0 = in;
            auto dp_arg1 = out;
            auto dp_arg2 = seg_begin[s];
            auto dp_arg3 = seg_len[s];
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    reverse_tiles_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
        }
#line 27 "tests/corpus/partial_barrier.cu"
}

int main(void)
{
    const int n = 512, len = 192;
    static int h_in[n * len], h_out[n * len], h_begin[n], h_len[n];
    for (int i = 0; i < n * len; i++)
        h_in[i] = (i * 37) % 1001;
    for (int s = 0; s < n; s++) {
        h_begin[s] = s * len;
        h_len[s] = len - (s % 5) * 16;
    }
    int *in, *out, *begin, *lens;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&out, sizeof h_out);
    cudaMalloc(&begin, sizeof h_begin);
    cudaMalloc(&lens, sizeof h_len);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof h_out);
    cudaMemcpy(begin, h_begin, sizeof h_begin, cudaMemcpyHostToDevice);
    cudaMemcpy(lens, h_len, sizeof h_len, cudaMemcpyHostToDevice);
    segments<<<n / 256, 256>>>(in, out, begin, lens, n);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
    long long sum = 0;
    for (int i = 0; i < n * len; i++)
        sum += (long long)h_out[i] * (i % 13 + 1);
    printf("partial_barrier: %s, weighted sum %lld\n", cudaGetErrorString(err), sum);
    cudaFree(in);
    cudaFree(out);
    cudaFree(begin);
    cudaFree(lens);
    return 0;
}
