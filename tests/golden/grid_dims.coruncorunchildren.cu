#include <dpopt/base.cuh>
#include <dpopt/corun.cuh>
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

// dpopt: blur_child's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting blur_child_dp_corun_setting;

#line 14 "tests/corpus/grid_dims.cu"
// Child: 3x3 box blur of one image, 2D grid-stride loops over the pixels.
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

// dpopt: blur_child's body, one of its original blocks (--corun): the place of that block is
// handed in; a load of its inputs bypasses L1 where the running block is tagged to.
__device__ __forceinline__ void blur_child_dp_block(const float *in, float *out, int width, int height, const dim3 dp_blockIdx, const dim3 dp_gridDim, const bool dp_bypass)
#line 16 "tests/corpus/grid_dims.cu"
{
    for (int y = dp_blockIdx.y * blockDim.y + threadIdx.y; y < height;
         y += dp_gridDim.y * blockDim.y) {
        for (int x = dp_blockIdx.x * blockDim.x + threadIdx.x; x < width;
             x += dp_gridDim.x * blockDim.x) {
            float sum = 0.0f;
            int count = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int xx = x + dx, yy = y + dy;
                    if (xx >= 0 && xx < width && yy >= 0 && yy < height) {
                        sum += dpopt::corun_load(&in[yy * width + xx], dp_bypass);
                        count++;
                    }
                }
            out[y * width + x] = sum / count;
        }
    }
}

// dpopt: blur_child, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) blur_child_dp_corun(dpopt::CorunState *dp_corun, const float *in, float *out, int width, int height)
{
    __shared__ dpopt::CorunTicket dp_ticket;
    __shared__ bool dp_more;
    bool dp_first = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
    if (dp_first)
        dp_ticket = dpopt::corun_admit(dp_corun);
    __syncthreads();
    if (!dp_ticket.admitted)
        return;
    for (;;) {
        if (dp_first)
            dp_more = dpopt::corun_next(dp_corun, &dp_ticket);
        __syncthreads();
        if (!dp_more)
            break;
        if (dp_ticket.bypass)
            blur_child_dp_block(in, out, width, height, dpopt::corun_block_index(dp_ticket.block, dp_corun), dpopt::corun_grid(dp_corun), true);
        else
            blur_child_dp_block(in, out, width, height, dpopt::corun_block_index(dp_ticket.block, dp_corun), dpopt::corun_grid(dp_corun), false);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 35 "tests/corpus/grid_dims.cu"

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
        dpopt::corun_launch_device(blur_child_dp_corun, blur_child, blur_child_dp_corun_setting, grid, block, 0, 0, im.pixels, outputs[img], im.width, im.height);
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
    dpopt::corun_set_device(blur_child_dp_corun_setting, "blur_child");
#line 71 "tests/corpus/grid_dims.cu"
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
