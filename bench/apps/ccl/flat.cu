/*
 * bench/apps/ccl/flat.cu - connected component labelling without dynamic
 * parallelism: the same parent grids as cdp.cu (blocks of 2 threads, a thread
 * per strip), each thread looping over its strip's pixels itself where the
 * CDP program launches a child grid with a thread per pixel.
 */
#include <cuda_runtime.h>

#include "ccl.h"
#include "harness.h"

__global__ void ccl_init_flat(const unsigned char *img, int *L, int width, int strips,
                              int strip_rows)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < strips) {
        int count = strip_rows * width;
        for (int i = 0; i < count; i++)
            ccl_init_pixel(img, L, s * count + i);
    }
}

__global__ void ccl_local_flat(const unsigned char *img, int *L, int width, int strips,
                               int strip_rows)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < strips) {
        int row0 = s * strip_rows;
        int count = strip_rows * width;
        for (int i = 0; i < count; i++)
            ccl_local_pixel(img, L, width, row0, row0 * width + i);
    }
}

__global__ void ccl_merge_flat(const unsigned char *img, int *L, int width, int strips,
                               int strip_rows)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s > 0 && s < strips) {
        int row = s * strip_rows;
        for (int x = 0; x < width; x++)
            ccl_merge_pixel(img, L, width, row * width + x);
    }
}

__global__ void ccl_compress_flat(const unsigned char *img, int *L, int width, int strips,
                                  int strip_rows)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < strips) {
        int count = strip_rows * width;
        for (int i = 0; i < count; i++)
            ccl_compress_pixel(img, L, s * count + i);
    }
}

void ccl_variant_run(const ccl_problem *p)
{
    size_t frame = (size_t)p->width * p->height;
    int strip_rows = p->height / p->strips;
    int blocks = (p->strips + CCL_PARENT_BLOCK - 1) / CCL_PARENT_BLOCK;
    for (int f = 0; f < p->n_frames; f++) {
        cudaStream_t st = p->streams[f % CCL_STREAMS];
        const unsigned char *img = p->img + f * frame;
        int *L = p->labels + f * frame;
        ccl_init_flat<<<blocks, CCL_PARENT_BLOCK, 0, st>>>(img, L, p->width, p->strips,
                                                           strip_rows);
        CHECK_LAUNCH();
        ccl_local_flat<<<blocks, CCL_PARENT_BLOCK, 0, st>>>(img, L, p->width, p->strips,
                                                            strip_rows);
        CHECK_LAUNCH();
        ccl_merge_flat<<<blocks, CCL_PARENT_BLOCK, 0, st>>>(img, L, p->width, p->strips,
                                                            strip_rows);
        CHECK_LAUNCH();
        ccl_compress_flat<<<blocks, CCL_PARENT_BLOCK, 0, st>>>(img, L, p->width, p->strips,
                                                               strip_rows);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
