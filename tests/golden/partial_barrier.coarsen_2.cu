#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/partial_barrier.cu"
// partial_barrier.cu - a child with shared memory and a barrier, launched
// with blocks of 64 threads by parents running blocks of 256: launch removal
// T3 stands in for each child block with the first 64 threads of the
// launching block and a barrier over those threads alone.
#include <cstdio>
#include <cuda_runtime.h>

#define CHILD_BLOCK 64

// Reverses each 64-element tile of a segment, through shared memory.
// dpopt: reverse_tiles coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void reverse_tiles_dp_coarse2(const int *in, int *out, int begin, int len, dim3 dp_gridDim);

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

// dpopt: reverse_tiles, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void reverse_tiles_dp_coarse2(const int *in, int *out, int begin, int len, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        if (dp_i > 0)
            __syncthreads(); // the block before is done with the shared memory
        // The original body: a return ends this block's share of the work only.
#line 12 "tests/corpus/partial_barrier.cu"
        [&]() {
            __shared__ int tile[CHILD_BLOCK];
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            tile[threadIdx.x] = i < len ? in[begin + i] : -1;
            __syncthreads();
            int j = dp_blockIdx.x * dp_blockDim.x + (dp_blockDim.x - 1 - threadIdx.x);
            if (j < len)
                out[begin + j] = tile[threadIdx.x] + 1;
        }();
    }
}
#line 20 "tests/corpus/partial_barrier.cu"


__global__ void segments(const int *in, int *out, const int *seg_begin, const int *seg_len, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n && s % 3 == 0)
        {
            // dpopt: reverse_tiles<<<(seg_len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (seg_len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, dp_block = CHILD_BLOCK;
            reverse_tiles_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(in, out, seg_begin[s], seg_len[s], dp_grid);
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
