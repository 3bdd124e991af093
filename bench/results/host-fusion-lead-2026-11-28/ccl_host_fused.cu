/*
 * bench/apps/ccl/cdp.cu - connected component labelling with dynamic
 * parallelism: per frame and phase, a parent grid of blocks of 2 threads
 * (El Hajj, table 5.1), a thread per strip of the frame, each launching a
 * child grid of 256-thread blocks with a thread per pixel of its strip (merge:
 * per pixel of the strip's first row).
 *
 * The CDP CCL of the dissertation iterates in the parent thread, waiting for
 * each child with a device-side cudaDeviceSynchronize, which CDP2 no longer
 * has.  Here no parent waits: union-find needs no iteration, and the order of
 * the phases is the order of the parent grids in the frame's host stream
 * (a grid completes only when its children have).  Children go to
 * cudaStreamFireAndForget; every device launch is checked.
 */
#include <cuda_runtime.h>

#include "ccl.h"
#include "harness.h"

/* ---- children: a thread per pixel ---- */

/* pixels [first, first + count) of the frame */
__global__ void ccl_init_child(const unsigned char *img, int *L, int first, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        ccl_init_pixel(img, L, first + i);
}

/* the rows [row0, row0 + rows) of the frame */
__global__ void ccl_local_child(const unsigned char *img, int *L, int width, int row0, int rows)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < rows * width)
        ccl_local_pixel(img, L, width, row0, row0 * width + i);
}

/* row `row` against the row above it */
__global__ void ccl_merge_child(const unsigned char *img, int *L, int width, int row)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x < width)
        ccl_merge_pixel(img, L, width, row * width + x);
}

__global__ void ccl_compress_child(const unsigned char *img, int *L, int first, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        ccl_compress_pixel(img, L, first + i);
}

/* ---- parents: a thread per strip ---- */

__global__ void ccl_init_parent(const unsigned char *img, int *L, int width, int strips,
                                int strip_rows)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < strips) {
        int count = strip_rows * width;
        ccl_init_child<<<(count + CCL_CHILD_BLOCK - 1) / CCL_CHILD_BLOCK, CCL_CHILD_BLOCK, 0,
                         cudaStreamFireAndForget>>>(img, L, s * count, count);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}

__global__ void ccl_local_parent(const unsigned char *img, int *L, int width, int strips,
                                 int strip_rows)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < strips) {
        int count = strip_rows * width;
        ccl_local_child<<<(count + CCL_CHILD_BLOCK - 1) / CCL_CHILD_BLOCK, CCL_CHILD_BLOCK, 0,
                          cudaStreamFireAndForget>>>(img, L, width, s * strip_rows, strip_rows);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}

/* strip s > 0 joins its first row to the last row of strip s - 1 */
__global__ void ccl_merge_parent(const unsigned char *img, int *L, int width, int strips,
                                 int strip_rows)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s > 0 && s < strips) {
        ccl_merge_child<<<(width + CCL_CHILD_BLOCK - 1) / CCL_CHILD_BLOCK, CCL_CHILD_BLOCK, 0,
                          cudaStreamFireAndForget>>>(img, L, width, s * strip_rows);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}

__global__ void ccl_compress_parent(const unsigned char *img, int *L, int width, int strips,
                                    int strip_rows)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < strips) {
        int count = strip_rows * width;
        ccl_compress_child<<<(count + CCL_CHILD_BLOCK - 1) / CCL_CHILD_BLOCK, CCL_CHILD_BLOCK, 0,
                             cudaStreamFireAndForget>>>(img, L, s * count, count);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}


/* ---- hand prototype: each parent's host launch made as one grid of the
 * children's blocks (a block for each child block of each parent thread);
 * the parent's code before its launch (no memory access, no side effect)
 * runs again in each block to find the launch's arguments ---- */

/* The parent thread this block stands for, and its child block. */
struct dp_host_place {
    dim3 parent_block, parent_thread, child_block;
};

static __device__ __forceinline__ dp_host_place dp_host_place_of(dim3 pg, dim3 pb, unsigned int child_blocks)
{
    unsigned int t = blockIdx.x / child_blocks;
    unsigned int threads = pb.x * pb.y * pb.z;
    unsigned int b = t / threads, r = t % threads;
    dp_host_place w;
    w.parent_thread = dim3(r % pb.x, r / pb.x % pb.y, r / (pb.x * pb.y));
    w.parent_block = dim3(b % pg.x, b / pg.x % pg.y, b / (pg.x * pg.y));
    w.child_block = dim3(blockIdx.x % child_blocks);
    return w;
}

__global__ void ccl_init_parent_dp_host(const unsigned char *img, int *L, int width, int strips, int strip_rows,
                                        dim3 dp_pg, dim3 dp_pb, unsigned int dp_cb)
{
    const dp_host_place dp = dp_host_place_of(dp_pg, dp_pb, dp_cb);
    int s = dp.parent_block.x * dp_pb.x + dp.parent_thread.x;
    if (s < strips) {
        int count = strip_rows * width;
        int first = s * count;
        int i = dp.child_block.x * blockDim.x + threadIdx.x;
        if (i < count)
            ccl_init_pixel(img, L, first + i);
    }
}

__global__ void ccl_local_parent_dp_host(const unsigned char *img, int *L, int width, int strips, int strip_rows,
                                         dim3 dp_pg, dim3 dp_pb, unsigned int dp_cb)
{
    const dp_host_place dp = dp_host_place_of(dp_pg, dp_pb, dp_cb);
    int s = dp.parent_block.x * dp_pb.x + dp.parent_thread.x;
    if (s < strips) {
        int row0 = s * strip_rows, rows = strip_rows;
        int i = dp.child_block.x * blockDim.x + threadIdx.x;
        if (i < rows * width)
            ccl_local_pixel(img, L, width, row0, row0 * width + i);
    }
}

__global__ void ccl_merge_parent_dp_host(const unsigned char *img, int *L, int width, int strips, int strip_rows,
                                         dim3 dp_pg, dim3 dp_pb, unsigned int dp_cb)
{
    const dp_host_place dp = dp_host_place_of(dp_pg, dp_pb, dp_cb);
    int s = dp.parent_block.x * dp_pb.x + dp.parent_thread.x;
    if (s > 0 && s < strips) {
        int row = s * strip_rows;
        int x = dp.child_block.x * blockDim.x + threadIdx.x;
        if (x < width)
            ccl_merge_pixel(img, L, width, row * width + x);
    }
}

__global__ void ccl_compress_parent_dp_host(const unsigned char *img, int *L, int width, int strips, int strip_rows,
                                            dim3 dp_pg, dim3 dp_pb, unsigned int dp_cb)
{
    const dp_host_place dp = dp_host_place_of(dp_pg, dp_pb, dp_cb);
    int s = dp.parent_block.x * dp_pb.x + dp.parent_thread.x;
    if (s < strips) {
        int count = strip_rows * width;
        int i = dp.child_block.x * blockDim.x + threadIdx.x;
        if (i < count)
            ccl_compress_pixel(img, L, s * count + i);
    }
}

void ccl_variant_run(const ccl_problem *p)
{
    size_t frame = (size_t)p->width * p->height;
    int strip_rows = p->height / p->strips;
    int blocks = (p->strips + CCL_PARENT_BLOCK - 1) / CCL_PARENT_BLOCK;
    dim3 pg(blocks), pb(CCL_PARENT_BLOCK);
    unsigned int threads = blocks * CCL_PARENT_BLOCK;
    for (int f = 0; f < p->n_frames; f++) {
        cudaStream_t st = p->streams[f % CCL_STREAMS];
        const unsigned char *img = p->img + f * frame;
        int *L = p->labels + f * frame;
        unsigned int cb = (strip_rows * p->width + CCL_CHILD_BLOCK - 1) / CCL_CHILD_BLOCK;
        ccl_init_parent_dp_host<<<threads * cb, CCL_CHILD_BLOCK, 0, st>>>(img, L, p->width, p->strips, strip_rows, pg, pb, cb);
        CHECK_LAUNCH();
        ccl_local_parent_dp_host<<<threads * cb, CCL_CHILD_BLOCK, 0, st>>>(img, L, p->width, p->strips, strip_rows, pg, pb, cb);
        CHECK_LAUNCH();
        unsigned int mb = (p->width + CCL_CHILD_BLOCK - 1) / CCL_CHILD_BLOCK;
        ccl_merge_parent_dp_host<<<threads * mb, CCL_CHILD_BLOCK, 0, st>>>(img, L, p->width, p->strips, strip_rows, pg, pb, mb);
        CHECK_LAUNCH();
        ccl_compress_parent_dp_host<<<threads * cb, CCL_CHILD_BLOCK, 0, st>>>(img, L, p->width, p->strips, strip_rows, pg, pb, cb);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
