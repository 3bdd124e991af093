#include <dpopt/base.cuh>
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
// dpopt: blur_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void __launch_bounds__(1024) blur_child_dp_coarse2(const float *in, float *out, int width, int height, dim3 dp_gridDim);

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

// dpopt: blur_child, each block doing the work of 2 blocks of the grid it was launched with.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) blur_child_dp_coarse2(const float *in, float *out, int width, int height, dim3 dp_gridDim)
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
        // The original body: a return ends this block's share of the work only.
#line 16 "tests/corpus/grid_dims.cu"
        [&]() {
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
        }();
    }
}
#line 34 "tests/corpus/grid_dims.cu"


// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
#line 36 "tests/corpus/grid_dims.cu"
__global__ void __launch_bounds__(1024) blur_batch(const Image *images, float *const *outputs, int num_images)
{
    int img = blockIdx.x * blockDim.x + threadIdx.x;
    if (img < num_images) {
        Image im = images[img];
        dim3 block(TILE, TILE);
        int gx = min((im.width + TILE - 1) / TILE, 32);
        int gy = min((im.height + TILE - 1) / TILE, 32);
        dim3 grid(gx, gy);
        {
            // dpopt: blur_child<<<grid, block>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = grid, dp_block = block;
            blur_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(im.pixels, outputs[img], im.width, im.height, dp_grid);
        }
#line 46 "tests/corpus/grid_dims.cu"
    }
}

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
    blur_batch<<<grid, block>>>(images, outputs, num_images);
    cudaError_t err = cudaDeviceSynchronize();
    printf("grid_dims: %s\n", cudaGetErrorString(err));

    for (int i = 0; i < num_images; i++) {
        cudaFree(h_images[i].pixels);
        cudaFree(h_outputs[i]);
    }
    cudaFree(images); cudaFree(outputs);
    return 0;
}
