/*
 * bench/apps/bh/flat.cu - the Barnes-Hut force step without dynamic
 * parallelism: the same parent grid as cdp.cu (a thread per body, block 256)
 * walks the tree into the body's interaction list, then loops over the list
 * itself where the CDP program launches a child grid.
 */
#include <cuda_runtime.h>

#include "bh.h"
#include "harness.h"

__global__ void bh_force_flat(int n, int root, const float *x, const float *y, const float *z,
                              const float *m, const float *open2, const int *more,
                              const int *next, int *lists, float *ax, float *ay, float *az)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int *list = lists + (size_t)i * n;
        int len = bh_walk(i, n, root, x, y, z, open2, more, next, list);
        float xi = x[i], yi = y[i], zi = z[i];
        float fx = 0.0f, fy = 0.0f, fz = 0.0f;
        for (int k = 0; k < len; k++) {
            int j = list[k];
            bh_interact(xi, yi, zi, x[j], y[j], z[j], m[j], &fx, &fy, &fz);
        }
        ax[i] = fx;
        ay[i] = fy;
        az[i] = fz;
    }
}

void bh_variant_forces(const bh_problem *p)
{
    int blocks = (p->n + BH_PARENT_BLOCK - 1) / BH_PARENT_BLOCK;
    bh_force_flat<<<blocks, BH_PARENT_BLOCK>>>(p->n, p->root, p->x, p->y, p->z, p->m, p->open2,
                                               p->more, p->next, p->lists, p->ax, p->ay, p->az);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
