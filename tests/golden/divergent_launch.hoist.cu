#include <dpopt/base.cuh>
#include <dpopt/hoist.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

__global__ void detect(float *data, int n, float threshold, int *counter)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (tid < n) ? data[tid] : 0.0f;

    // Divergent condition: each thread decides from its own element.
    if (v > threshold)
        refine<<<1, 32, 0, cudaStreamFireAndForget>>>(data, n, tid, blockIdx.x);

    // Block-uniform condition: all threads of block 0 launch, each over a slice.
    if (blockIdx.x == 0) {
        int slice = (n + blockDim.x - 1) / blockDim.x;
        count_above<<<(slice + 127) / 128, 128>>>(data, n, threadIdx.x * slice, slice,
                                                  threshold, counter);
    }
}

__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: one block of stripe_child, run by a block of its own size in a hoisted grid
// (--hoist): the block's place in the child's grid is handed in.
static __device__ void stripe_child_dp_hoisted(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale)
#line 40 "tests/corpus/divergent_launch.cu"
{
    int i = first + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}
#line 45 "tests/corpus/divergent_launch.cu"

__global__ void stripes(float *data, int n, int stripe)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float scale = 1.0f / (float)(blockIdx.x + 1);
    // Grid-uniform condition: n is a kernel parameter.
    if (n > 0)
        stripe_child<<<(stripe + 63) / 64, 64>>>(data, n, t * stripe, stripe, scale);
}

// dpopt: the grid of stripe_child that each thread of stripes launches (line 52),
// worked out on the host from the kernel's arguments (--hoist).
static dpopt::HoistChild stripes_dp_hoist_child(float *, int, int stripe)
{
    return dpopt::HoistChild{dim3((stripe + 63) / 64), dim3(64)};
}

// dpopt: stripes with its launch of stripe_child (line 52) hoisted into its host launches
// (--hoist): a block for each child block of each of its threads, which runs that
// thread's code again (it reads no memory and only launches), the launch its own block.
__global__ void stripes_dp_hoist(float *data, int n, int stripe, dpopt::HoistGrid dp_hoist)
{
    const dpopt::HoistPlace dp_place = dpopt::hoist_place(dp_hoist);
    const dim3 dp_threadIdx = dp_place.parent_thread;
    const dim3 dp_blockIdx = dp_place.parent_block;
    const dim3 dp_blockDim = dp_hoist.parent_block;
#line 47 "tests/corpus/divergent_launch.cu"
    {
        int t = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        float scale = 1.0f / (float)(dp_blockIdx.x + 1);
        // Grid-uniform condition: n is a kernel parameter.
        if (n > 0)
            {
                // dpopt: stripe_child<<<(stripe + 63) / 64, 64>>> hoisted: this block is one of its blocks
                stripe_child_dp_hoisted(dp_place.child_block, dim3((stripe + 63) / 64), dim3(64), data, n, t * stripe, stripe, scale);
            }
    }
}
#line 53 "tests/corpus/divergent_launch.cu"


__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

__global__ void process_items(const int *item_begin, float *values, int num_items,
                              int use_children)
{
    int item = blockIdx.x * blockDim.x + threadIdx.x;
    if (item < num_items) {                   // divergent
        int begin = item_begin[item], end = item_begin[item + 1];
        if (use_children) {                   // uniform, nested in a divergent one
            item_child<<<(end - begin + 31) / 32, 32>>>(values, begin, end);
        } else {
            for (int i = begin; i < end; i++)
                values[i] = sqrtf(values[i]);
        }
    }
}

int main(void)
{
    const int n = 1 << 14, num_items = 64;
    float *data;
    int *counter, *item_begin;
    int h_begin[num_items + 1];
    for (int i = 0; i <= num_items; i++)
        h_begin[i] = i * (n / num_items);
    float *h_data = new float[n];
    for (int i = 0; i < n; i++)
        h_data[i] = (i % 64 == 0) ? 1.0f : 0.25f;   // 256 elements above 0.5
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&counter, sizeof(int));
    cudaMalloc(&item_begin, sizeof(h_begin));
    cudaMemcpy(data, h_data, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(counter, 0, sizeof(int));
    cudaMemcpy(item_begin, h_begin, sizeof(h_begin), cudaMemcpyHostToDevice);

    detect<<<n / 256, 256>>>(data, n, 0.5f, counter);
    {
        // dpopt: stripes's launch of stripe_child (line 52) hoisted here (--hoist): one grid of
        // all the children's blocks, or stripes as written where that grid cannot be made
        const dim3 dp_grid = 4, dp_block = 64;
        float *dp_arg0 = data;
        int dp_arg1 = n;
        int dp_arg2 = n / 256;
        const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid(dp_grid, dp_block, stripes_dp_hoist_child(dp_arg0, dp_arg1, dp_arg2));
        if (dp_hoist.blocks)
            stripes_dp_hoist<<<dp_hoist.blocks, dp_hoist.child_block, 0, 0>>>(dp_arg0, dp_arg1, dp_arg2, dp_hoist);
        else
            stripes<<<dp_grid, dp_block, 0, 0>>>(dp_arg0, dp_arg1, dp_arg2);
    }
#line 97 "tests/corpus/divergent_launch.cu"
    process_items<<<1, num_items>>>(item_begin, data, num_items, 1);

    int h_counter = 0;
    cudaMemcpy(&h_counter, counter, sizeof(int), cudaMemcpyDeviceToHost);
    printf("divergent_launch: %d above threshold\n", h_counter);
    cudaFree(data); cudaFree(counter); cudaFree(item_begin);
    delete[] h_data;
    return 0;
}
