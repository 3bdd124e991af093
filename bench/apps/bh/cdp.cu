/*
 * bench/apps/bh/cdp.cu - the Barnes-Hut force step with dynamic parallelism:
 * a parent thread per body (block 256) walks the tree into the body's
 * interaction list and launches a child grid (block 256) with a thread per
 * list entry; the child's blocks sum their contributions (a reduction in
 * shared memory) and add them to the body's acceleration atomically.
 * Children go to cudaStreamFireAndForget; every device launch is checked.
 * The host waits for the parent grid, and with it for every child.
 */
#include <cuda_runtime.h>

#include "bh.h"
#include "harness.h"

__global__ void bh_force_child(int i, const int *list, int len, const float *x, const float *y,
                               const float *z, const float *m, float *ax, float *ay, float *az)
{
    __shared__ float sx[BH_CHILD_BLOCK], sy[BH_CHILD_BLOCK], sz[BH_CHILD_BLOCK];
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    float fx = 0.0f, fy = 0.0f, fz = 0.0f;
    if (k < len) {
        int j = list[k];
        bh_interact(x[i], y[i], z[i], x[j], y[j], z[j], m[j], &fx, &fy, &fz);
    }
    sx[threadIdx.x] = fx;
    sy[threadIdx.x] = fy;
    sz[threadIdx.x] = fz;
    __syncthreads();
    for (int s = BH_CHILD_BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            sx[threadIdx.x] += sx[threadIdx.x + s];
            sy[threadIdx.x] += sy[threadIdx.x + s];
            sz[threadIdx.x] += sz[threadIdx.x + s];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        atomicAdd(&ax[i], sx[0]);
        atomicAdd(&ay[i], sy[0]);
        atomicAdd(&az[i], sz[0]);
    }
}

__global__ void bh_force_parent(int n, int root, const float *x, const float *y, const float *z,
                                const float *m, const float *open2, const int *more,
                                const int *next, int *lists, float *ax, float *ay, float *az)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int *list = lists + (size_t)i * n;
        int len = bh_walk(i, n, root, x, y, z, open2, more, next, list);
        /* the children add to these: written before the launch, so the
         * child grid sees them */
        ax[i] = 0.0f;
        ay[i] = 0.0f;
        az[i] = 0.0f;
        if (len > 0) {
            bh_force_child<<<(len + BH_CHILD_BLOCK - 1) / BH_CHILD_BLOCK, BH_CHILD_BLOCK, 0,
                             cudaStreamFireAndForget>>>(i, list, len, x, y, z, m, ax, ay, az);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
        }
    }
}

void bh_variant_forces(const bh_problem *p)
{
    int blocks = (p->n + BH_PARENT_BLOCK - 1) / BH_PARENT_BLOCK;
    bh_force_parent<<<blocks, BH_PARENT_BLOCK>>>(p->n, p->root, p->x, p->y, p->z, p->m, p->open2,
                                                 p->more, p->next, p->lists, p->ax, p->ay, p->az);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
