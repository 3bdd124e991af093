#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
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
// dpopt: blur_child run by a single thread (launch removal, T4).
__device__ void blur_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int width, int height);

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
            // dpopt: blur_child<<<grid, block>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = grid, dp_block = block;
            auto dp_arg0 = im.pixels;
            auto dp_arg1 = outputs[img];
            auto dp_arg2 = im.width;
            auto dp_arg3 = im.height;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    blur_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
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
