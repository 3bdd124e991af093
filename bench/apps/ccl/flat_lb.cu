/*
 * bench/apps/ccl/flat_lb.cu - connected component labelling without dynamic
 * parallelism, the work spread evenly: per frame and phase one grid with a
 * thread per pixel of the whole frame (merge: per pixel of every strip's
 * first row), the strips' children of cdp.cu run as one grid.  Every strip
 * has the same number of pixels, so this is the balance that aggregating the
 * child launches of a phase reaches; the strips still bound the local
 * phase's unions, as in the other forms.
 */
#include <cuda_runtime.h>

#include "ccl.h"
#include "harness.h"

#define CCL_LB_BLOCK 256

__global__ void ccl_init_lb(const unsigned char *img, int *L, int count)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p < count)
        ccl_init_pixel(img, L, p);
}

__global__ void ccl_local_lb(const unsigned char *img, int *L, int width, int count,
                             int strip_rows)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p < count)
        ccl_local_pixel(img, L, width, p / width / strip_rows * strip_rows, p);
}

/* thread i: column i % width of the first row of strip 1 + i / width */
__global__ void ccl_merge_lb(const unsigned char *img, int *L, int width, int strips,
                             int strip_rows)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < (strips - 1) * width) {
        int s = 1 + i / width;
        ccl_merge_pixel(img, L, width, s * strip_rows * width + i % width);
    }
}

__global__ void ccl_compress_lb(const unsigned char *img, int *L, int count)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p < count)
        ccl_compress_pixel(img, L, p);
}

void ccl_variant_run(const ccl_problem *p)
{
    size_t frame = (size_t)p->width * p->height;
    int count = (int)frame;
    int strip_rows = p->height / p->strips;
    int blocks = (count + CCL_LB_BLOCK - 1) / CCL_LB_BLOCK;
    int merge_threads = (p->strips - 1) * p->width;
    int merge_blocks = (merge_threads + CCL_LB_BLOCK - 1) / CCL_LB_BLOCK;
    for (int f = 0; f < p->n_frames; f++) {
        cudaStream_t st = p->streams[f % CCL_STREAMS];
        const unsigned char *img = p->img + f * frame;
        int *L = p->labels + f * frame;
        ccl_init_lb<<<blocks, CCL_LB_BLOCK, 0, st>>>(img, L, count);
        CHECK_LAUNCH();
        ccl_local_lb<<<blocks, CCL_LB_BLOCK, 0, st>>>(img, L, p->width, count, strip_rows);
        CHECK_LAUNCH();
        if (merge_blocks > 0) {
            ccl_merge_lb<<<merge_blocks, CCL_LB_BLOCK, 0, st>>>(img, L, p->width, p->strips,
                                                               strip_rows);
            CHECK_LAUNCH();
        }
        ccl_compress_lb<<<blocks, CCL_LB_BLOCK, 0, st>>>(img, L, count);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
