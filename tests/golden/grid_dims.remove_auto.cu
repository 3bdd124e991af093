#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
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
// dpopt: blur_child run by the launching block (launch removal, T3).
struct blur_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const float *in;
    float *out;
    int width;
    int height;
    bool dp_active;
};

__device__ void blur_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int width, int height);

// dpopt: blur_child run by a single thread (launch removal, T4).
__device__ void blur_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int width, int height);

// dpopt: one thread of blur_child, for persistent blocks that pack its blocks (T1/T2).
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

// dpopt: one block of blur_child, run by the calling block's threads.
__device__ void blur_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int width, int height)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 16 "tests/corpus/grid_dims.cu"
            [&]() {
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
            }();
    }
}


// dpopt: blur_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void blur_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int width, int height)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 17 "tests/corpus/grid_dims.cu"
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
        }();
    }
}


// dpopt: one thread of blur_child (launch removal, T1/T2).
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


// dpopt: what launches of blur_batch looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats blur_batch_dp_stats;
static __device__ unsigned int blur_batch_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> blur_batch_dp_selector;

// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
#line 36 "tests/corpus/grid_dims.cu"
__global__ void __launch_bounds__(1024) blur_batch(const Image *images, float *const *outputs, int num_images)
{
    blur_child_dp_removed_launch dp_pending_0 = {}; // the launch at line 45, made at the end of the block
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
                // dpopt: blur_child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_0.dp_grid = grid;
                dp_pending_0.dp_block = block;
                dp_pending_0.in = im.pixels;
                dp_pending_0.out = outputs[img];
                dp_pending_0.width = im.width;
                dp_pending_0.height = im.height;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 46 "tests/corpus/grid_dims.cu"
        }
    }();
    {
        // dpopt: the block's launches of blur_child from line 45, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::launch_stats_note(dp_temp, &blur_batch_dp_stats, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u);
        if (!dpopt::chosen_t3(dp_temp, blur_batch_dp_choice, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                              dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
            dp_pending_0.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                blur_child_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.in, dp_pending_0.out, dp_pending_0.width, dp_pending_0.height);
            dp_pending_0.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<blur_child_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            if (!dp_batch.data) {
                blur_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.out, dp_pending_0.width, dp_pending_0.height);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const blur_child_dp_removed_launch dp_l = dpopt::batch_slots<blur_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    blur_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.out, dp_l.width, dp_l.height);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of blur_batch's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool blur_batch_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 45
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of blur_child at line 45.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const blur_child_dp_removed_launch &dp_l = dpopt::free_list_records<blur_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                blur_child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.out, dp_l.width, dp_l.height);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const blur_child_dp_removed_launch dp_l = dpopt::free_list_records<blur_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            blur_child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.in, dp_l.out, dp_l.width, dp_l.height);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
    }
    return true;
}

// dpopt: blur_batch with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; blur_batch_dp_free_round runs them.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) blur_batch_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, const Image *images, float *const *outputs, int num_images)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 45
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 37 "tests/corpus/grid_dims.cu"
        {
            blur_child_dp_removed_launch dp_pending_0 = {}; // the launch at line 45, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int img = dp_blockIdx.x * blockDim.x + threadIdx.x;
                if (img < num_images) {
                    Image im = images[img];
                    dim3 block(TILE, TILE);
                    int gx = min((im.width + TILE - 1) / TILE, 32);
                    int gy = min((im.height + TILE - 1) / TILE, 32);
                    dim3 grid(gx, gy);
                    {
                        // dpopt: blur_child<<<...>>> removed (T1 or T2): recorded here, run by the persistent grid
                        dp_pending_0.dp_grid = grid;
                        dp_pending_0.dp_block = block;
                        dp_pending_0.in = im.pixels;
                        dp_pending_0.out = outputs[img];
                        dp_pending_0.width = im.width;
                        dp_pending_0.height = im.height;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    }
                }
            }();
            {
                // dpopt: the block's launches of blur_child from line 45, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                if (dp_mode & dpopt::FREE_GATHER) // the host-side selector asked
                    dpopt::launch_stats_note(dp_temp, &blur_batch_dp_stats, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u);
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                if (dp_pending_0.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<blur_child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    blur_batch_dp_free_round(dp_space, dp_mode);
}
#line 47 "tests/corpus/grid_dims.cu"

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
    dpopt::launch_free(dpopt::free_call(blur_batch_dp_free, blur_batch)
                           .named("blur_batch")
                           .kept_in(blur_batch_dp_selector, blur_batch_dp_stats, blur_batch_dp_choice)
                           .requesting(dpopt::REQUEST_AUTO)
                           .records({sizeof(blur_child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       grid, block, 0, 0, images, outputs, num_images); /* dpopt: the launch of blur_batch, with persistent blocks or T3/T4 in place */
#line 72 "tests/corpus/grid_dims.cu"
    cudaError_t err = cudaDeviceSynchronize();
    printf("grid_dims: %s\n", cudaGetErrorString(err));

    for (int i = 0; i < num_images; i++) {
        cudaFree(h_images[i].pixels);
        cudaFree(h_outputs[i]);
    }
    cudaFree(images); cudaFree(outputs);
    return 0;
}
