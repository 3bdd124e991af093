#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/shared_dynamic.cu"
// shared_dynamic.cu - a child kernel with dynamic shared memory
// (extern __shared__), launched with a shared-memory size and into a named
// stream that the parent thread creates on the device with
// cudaStreamCreateWithFlags(..., cudaStreamNonBlocking) and then destroys.
#include <cstdio>
#include <cuda_runtime.h>

// Child: block-wide sum of one segment, blockDim.x floats of dynamic shared memory.
// dpopt: segment_sum coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void __launch_bounds__(1024) segment_sum_dp_coarse2(const float *in, int n, float *out, dim3 dp_gridDim);

#line 9 "tests/corpus/shared_dynamic.cu"
__global__ void segment_sum(const float *in, int n, float *out)
{
    extern __shared__ float partial[];
    int tid = threadIdx.x;
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x)
        sum += in[i];
    partial[tid] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (tid < s)
            partial[tid] += partial[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(out, partial[0]);
}

// dpopt: segment_sum, each block doing the work of 2 blocks of the grid it was launched with.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) segment_sum_dp_coarse2(const float *in, int n, float *out, dim3 dp_gridDim)
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
#line 10 "tests/corpus/shared_dynamic.cu"
        [&]() {
            extern __shared__ float partial[];
            int tid = threadIdx.x;
            float sum = 0.0f;
            for (int i = dp_blockIdx.x * dp_blockDim.x + tid; i < n; i += dp_gridDim.x * dp_blockDim.x)
                sum += in[i];
            partial[tid] = sum;
            __syncthreads();
            for (int s = dp_blockDim.x / 2; s > 0; s /= 2) {
                if (tid < s)
                    partial[tid] += partial[tid + s];
                __syncthreads();
            }
            if (tid == 0)
                atomicAdd(out, partial[0]);
        }();
    }
}
#line 25 "tests/corpus/shared_dynamic.cu"


// Parent: one thread per segment; each uses its own non-blocking stream.
__global__ void sum_segments(const float *data, const int *offsets, int num_segments,
                             int threads, float *sums)
{
    int seg = blockIdx.x * blockDim.x + threadIdx.x;
    if (seg < num_segments) {
        int begin = offsets[seg];
        int len = offsets[seg + 1] - begin;
        int blocks = min((len + threads - 1) / threads, 8);
        cudaStream_t stream;
        cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
        {
            // dpopt: segment_sum<<<blocks, threads>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = blocks, dp_block = threads;
            segment_sum_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block, threads * sizeof(float), stream>>>(data + begin, len, &sums[seg], dp_grid);
        }
#line 40 "tests/corpus/shared_dynamic.cu"
        cudaStreamDestroy(stream);
    }
}

int main(void)
{
    const int num_segments = 32, seg_len = 5000, n = num_segments * seg_len;
    int h_offsets[num_segments + 1];
    for (int s = 0; s <= num_segments; s++)
        h_offsets[s] = s * seg_len;
    float *h_data = new float[n];
    for (int i = 0; i < n; i++)
        h_data[i] = 1.0f;

    float *data, *sums;
    int *offsets;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&sums, num_segments * sizeof(float));
    cudaMalloc(&offsets, sizeof(h_offsets));
    cudaMemcpy(data, h_data, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(offsets, h_offsets, sizeof(h_offsets), cudaMemcpyHostToDevice);
    cudaMemset(sums, 0, num_segments * sizeof(float));

    sum_segments<<<1, num_segments>>>(data, offsets, num_segments, 256, sums);

    float h_sum0 = 0.0f;
    cudaMemcpy(&h_sum0, sums, sizeof(float), cudaMemcpyDeviceToHost);
    printf("shared_dynamic: segment 0 sum = %f (expect %d)\n", h_sum0, seg_len);
    cudaFree(data); cudaFree(sums); cudaFree(offsets);
    delete[] h_data;
    return 0;
}
