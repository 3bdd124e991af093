#include <dpopt/base.cuh>
#include <dpopt/warp_flat.cuh>
#include <dpopt/block_batch.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/grid_dims.cu"
// grid_dims.cu - 2D launch configurations built with dim3, and a child kernel
// that depends on blockIdx.x/y and gridDim.x/y (a grid-stride loop in 2D).
// Parent: one thread per image of a batch of images of different sizes.
#include <cstdio>
#include <cuda_runtime.h>

#define TILE 16

struct Image {
    float *pixels;
    int width, height;
};

// Child: 3x3 box blur of one image, 2D grid-stride loops over the pixels.
// dpopt: blur_child as launched from blur_batch (line 45), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct blur_child_dp_grid_args {
    const float *in;
    float *out;
    int width;
    int height;
    dim3 dp_grid;  // the parent's grid
};

struct blur_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const float *in;
    float *out;
    int width;
    int height;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of blur_batch runs at a time).
static __device__ dpopt::GridState blur_child_dp_grid_state;

__global__ void __launch_bounds__(1024) blur_child_dp_grid(unsigned char *dp_batch);

// dpopt: one thread of blur_child, for the warps that flatten its launches.
__device__ void blur_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int width, int height);

#line 15 "tests/corpus/grid_dims.cu"
__global__ void blur_child(const float *in, float *out, int width, int height)
{
    for (int y = blockIdx.y * blockDim.y + threadIdx.y; y < height;
         y += gridDim.y * blockDim.y) {
        for (int x = blockIdx.x * blockDim.x + threadIdx.x; x < width;
             x += gridDim.x * blockDim.x) {
            float sum = 0.0f;
            int count = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int xx = x + dx, yy = y + dy;
                    if (xx >= 0 && xx < width && yy >= 0 && yy < height) {
                        sum += in[yy * width + xx];
                        count++;
                    }
                }
            out[y * width + x] = sum / count;
        }
    }
}

// dpopt: blur_child fused across the launches of one grid of blur_batch.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) blur_child_dp_grid(unsigned char *dp_batch)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    blur_child_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    const float *in = dp_record.in;
    float *out = dp_record.out;
    int width = dp_record.width;
    int height = dp_record.height;
    const dim3 dp_gridDim = dp_record.dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 16 "tests/corpus/grid_dims.cu"
    {
        for (int y = dp_blockIdx.y * dp_blockDim.y + threadIdx.y; y < height;
             y += dp_gridDim.y * dp_blockDim.y) {
            for (int x = dp_blockIdx.x * dp_blockDim.x + threadIdx.x; x < width;
                 x += dp_gridDim.x * dp_blockDim.x) {
                float sum = 0.0f;
                int count = 0;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        int xx = x + dx, yy = y + dy;
                        if (xx >= 0 && xx < width && yy >= 0 && yy < height) {
                            sum += in[yy * width + xx];
                            count++;
                        }
                    }
                out[y * width + x] = sum / count;
            }
        }
    }
}


// dpopt: one thread of blur_child (flattening).
__device__ void blur_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int width, int height)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 16 "tests/corpus/grid_dims.cu"
    {
        for (int y = dp_blockIdx.y * dp_blockDim.y + dp_threadIdx.y; y < height;
             y += dp_gridDim.y * dp_blockDim.y) {
            for (int x = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x; x < width;
                 x += dp_gridDim.x * dp_blockDim.x) {
                float sum = 0.0f;
                int count = 0;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        int xx = x + dx, yy = y + dy;
                        if (xx >= 0 && xx < width && yy >= 0 && yy < height) {
                            sum += in[yy * width + xx];
                            count++;
                        }
                    }
                out[y * width + x] = sum / count;
            }
        }
    }
}
#line 34 "tests/corpus/grid_dims.cu"


// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
#line 36 "tests/corpus/grid_dims.cu"
__global__ void __launch_bounds__(1024) blur_batch(const Image *images, float *const *outputs, int num_images)
{
    blur_child_dp_grid_launch dp_pending_0 = {}; // the launch at line 45, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 38 "tests/corpus/grid_dims.cu"
        int img = blockIdx.x * blockDim.x + threadIdx.x;
        if (img < num_images) {
            Image im = images[img];
            dim3 block(TILE, TILE);
            int gx = min((im.width + TILE - 1) / TILE, 32);
            int gy = min((im.height + TILE - 1) / TILE, 32);
            dim3 grid(gx, gy);
            {
                // dpopt: blur_child<<<grid, block>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = grid, dp_block = block;
                auto dp_arg0 = im.pixels;
                auto dp_arg1 = outputs[img];
                auto dp_arg2 = im.width;
                auto dp_arg3 = im.height;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: blur_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = dp_grid;
                    dp_pending_0.dp_block = dp_block;
                    dp_pending_0.in = dp_arg0;
                    dp_pending_0.out = dp_arg1;
                    dp_pending_0.width = dp_arg2;
                    dp_pending_0.height = dp_arg3;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                auto dp_its_arg0 = dp_arg0;
                auto dp_its_arg1 = dp_arg1;
                auto dp_its_arg2 = dp_arg2;
                auto dp_its_arg3 = dp_arg3;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                        dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                        dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                        dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                        dp_its_arg3 = dpopt::warp_flat_fetch(dp_flat, dp_arg3, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        blur_child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2, dp_its_arg3);
                    }
                }
            }
#line 46 "tests/corpus/grid_dims.cu"
        }
    }();
    {
        // dpopt: the grid's launches of blur_child from line 45, fused into one launch
        blur_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<blur_child_dp_grid_args, blur_child_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &blur_child_dp_grid_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                blur_child_dp_grid_args dp_record = {};
                dp_record.in = dp_pending_0.in;
                dp_record.out = dp_pending_0.out;
                dp_record.width = dp_pending_0.width;
                dp_record.height = dp_pending_0.height;
                dp_record.dp_grid = dp_pending_0.dp_grid;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    blur_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<blur_child_dp_grid_launch, blur_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->in = dp_pending_0.in;
                    dp_first_launch->out = dp_pending_0.out;
                    dp_first_launch->width = dp_pending_0.width;
                    dp_first_launch->height = dp_pending_0.height;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                blur_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.out, dp_pending_0.width, dp_pending_0.height);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &blur_child_dp_grid_state)) {
            dp_first = dpopt::batch_first<blur_child_dp_grid_launch, blur_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                blur_child_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data);
            });
            dpopt::grid_batch_reset(&blur_child_dp_grid_state);
        }
    }
}
#line 48 "tests/corpus/grid_dims.cu"

int main(void)
{
    const int num_images = 8;
    Image h_images[num_images];
    float *h_outputs[num_images];
    for (int i = 0; i < num_images; i++) {
        h_images[i].width = 64 * (i + 1);
        h_images[i].height = 48 * (i + 1);
        size_t bytes = (size_t)h_images[i].width * h_images[i].height * sizeof(float);
        cudaMalloc(&h_images[i].pixels, bytes);
        cudaMalloc(&h_outputs[i], bytes);
        cudaMemset(h_images[i].pixels, 0, bytes);
    }

    Image *images;
    float **outputs;
    cudaMalloc(&images, sizeof(h_images));
    cudaMalloc(&outputs, sizeof(h_outputs));
    cudaMemcpy(images, h_images, sizeof(h_images), cudaMemcpyHostToDevice);
    cudaMemcpy(outputs, h_outputs, sizeof(h_outputs), cudaMemcpyHostToDevice);

    dim3 grid(1, 1), block(num_images, 1);
    (dpopt::GridOrderLock(0), blur_batch<<<grid, block>>>(images, outputs, num_images));
    cudaError_t err = cudaDeviceSynchronize();
    printf("grid_dims: %s\n", cudaGetErrorString(err));

    for (int i = 0; i < num_images; i++) {
        cudaFree(h_images[i].pixels);
        cudaFree(h_outputs[i]);
    }
    cudaFree(images); cudaFree(outputs);
    return 0;
}
