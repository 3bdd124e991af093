#include <dpopt/base.cuh>
#include <dpopt/grid_flat.cuh>
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

__global__ void blur_child_dp_grid(unsigned char *dp_batch, dim3 dp_block);

__device__ void blur_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, dim3 dp_block);

// The grid the host launches right after each grid of blur_batch_dp_followed, to walk its batch.
__global__ void blur_child_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> blur_child_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> blur_child_dp_grid_aside;

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

// dpopt: one thread of blur_child, for the fused grids that flatten its launches.
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


// dpopt: the launches of blur_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void blur_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    blur_child_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_record.dp_grid;
        const dim3 dp_its_block = dp_block;
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        blur_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_record.in, dp_record.out, dp_record.width, dp_record.height);
    }
}


// dpopt: the launches of blur_child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void blur_child_dp_grid_walk_apart(const dpopt::GridFlatFound &dp_found, dim3 dp_block)
{
    blur_child_dp_grid_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<blur_child_dp_grid_args, blur_child_dp_grid_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_record.dp_grid;
        const dim3 dp_its_block = dp_block;
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            blur_child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_record.in, dp_record.out, dp_record.width, dp_record.height);
    }
}


// dpopt: blur_child fused across the launches of one grid of blur_batch, a thread for each child thread.
__global__ void blur_child_dp_grid(unsigned char *dp_batch, dim3 dp_block)
{
    blur_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of blur_child's launches as the host launches it, right after each grid of blur_batch_dp_followed.
__global__ void blur_child_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&blur_child_dp_grid_state, &dp_found))
        return;
    const blur_child_dp_grid_launch *dp_first = dpopt::batch_first<blur_child_dp_grid_launch, blur_child_dp_grid_args>(dp_found.batch, dp_found.capacity);
    blur_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).dp_block);
    blur_child_dp_grid_walk_apart(dp_found, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 34 "tests/corpus/grid_dims.cu"


// dpopt: blur_batch's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void blur_batch_dp_body(const Image *images, float *const *outputs, int num_images, unsigned long long dp_ticket)
#line 37 "tests/corpus/grid_dims.cu"
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
                // dpopt: blur_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of blur_child from line 45, fused into one launch
        blur_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_thread_count(dp_pending_0.dp_grid, dp_pending_0.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<blur_child_dp_grid_args, blur_child_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &blur_child_dp_grid_state, dp_pending_0.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&blur_child_dp_grid_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                blur_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.out, dp_pending_0.width, dp_pending_0.height);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &blur_child_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<blur_child_dp_grid_launch, blur_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (blur_child_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    blur_child_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            blur_child_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: blur_batch as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) blur_batch(const Image *images, float *const *outputs, int num_images)
{
    blur_batch_dp_body<false>(images, outputs, num_images, 0ull);
}


// dpopt: blur_batch as its host launches in this file launch it, each followed by the fused grids of its children.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) blur_batch_dp_followed(const Image *images, float *const *outputs, int num_images, unsigned long long dp_ticket)
{
    blur_batch_dp_body<true>(images, outputs, num_images, dp_ticket);
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
    {
        // dpopt: blur_batch's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = grid, dp_follow_block = block;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&blur_child_dp_grid_aside, blur_child_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(blur_child_dp_grid_args), sizeof(blur_child_dp_grid_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            blur_batch_dp_followed<<<dp_follow_grid, dp_follow_block>>>(images, outputs, num_images, dp_ticket);
            blur_child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(blur_child_dp_grid_follow, &blur_child_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            blur_batch<<<dp_follow_grid, dp_follow_block>>>(images, outputs, num_images);
        }
    }
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
