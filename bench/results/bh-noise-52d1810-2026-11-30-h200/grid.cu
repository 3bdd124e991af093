#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#line 1 "bench/apps/bh/cdp.cu"
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

// dpopt: bh_force_child as launched from bh_force_parent (line 58), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct bh_force_child_dp_grid_args {
    int i;
    const int *list;
    int len;
    dim3 dp_grid;  // the parent's grid
};

struct bh_force_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    int i;
    const int *list;
    int len;
    const float *x;
    const float *y;
    const float *z;
    const float *m;
    float *ax;
    float *ay;
    float *az;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of bh_force_parent runs at a time).
static __device__ dpopt::GridState bh_force_child_dp_grid_state;

__global__ void bh_force_child_dp_grid(unsigned char *dp_batch, const float *x, const float *y, const float *z, const float *m, float *ax, float *ay, float *az);

#line 15 "bench/apps/bh/cdp.cu"
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

// dpopt: bh_force_child fused across the launches of one grid of bh_force_parent.
__global__ void bh_force_child_dp_grid(unsigned char *dp_batch, const float *x, const float *y, const float *z, const float *m, float *ax, float *ay, float *az)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    bh_force_child_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int i = dp_record.i;
    const int *list = dp_record.list;
    int len = dp_record.len;
    const dim3 dp_gridDim = dp_record.dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 17 "bench/apps/bh/cdp.cu"
    {
        __shared__ float sx[BH_CHILD_BLOCK], sy[BH_CHILD_BLOCK], sz[BH_CHILD_BLOCK];
        int k = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
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
}
#line 42 "bench/apps/bh/cdp.cu"


__global__ void bh_force_parent(int n, int root, const float *x, const float *y, const float *z,
                                const float *m, const float *open2, const int *more,
                                const int *next, int *lists, float *ax, float *ay, float *az)
{
    bh_force_child_dp_grid_launch dp_pending_0 = {}; // the launch at line 58, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 48 "bench/apps/bh/cdp.cu"
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
                {
                    // dpopt: bh_force_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = (len + BH_CHILD_BLOCK - 1) / BH_CHILD_BLOCK;
                    dp_pending_0.dp_block = BH_CHILD_BLOCK;
                    dp_pending_0.dp_shmem = 0;
                    dp_pending_0.dp_stream = cudaStreamFireAndForget;
                    dp_pending_0.i = i;
                    dp_pending_0.list = list;
                    dp_pending_0.len = len;
                    dp_pending_0.x = x;
                    dp_pending_0.y = y;
                    dp_pending_0.z = z;
                    dp_pending_0.m = m;
                    dp_pending_0.ax = ax;
                    dp_pending_0.ay = ay;
                    dp_pending_0.az = az;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
#line 60 "bench/apps/bh/cdp.cu"
                if (cudaGetLastError() != cudaSuccess)
                    bench_count_launch_error();
            }
        }
    }();
    {
        // dpopt: the grid's launches of bh_force_child from line 58, fused into one launch
        bh_force_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<bh_force_child_dp_grid_args, bh_force_child_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &bh_force_child_dp_grid_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                bh_force_child_dp_grid_args dp_record = {};
                dp_record.i = dp_pending_0.i;
                dp_record.list = dp_pending_0.list;
                dp_record.len = dp_pending_0.len;
                dp_record.dp_grid = dp_pending_0.dp_grid;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    bh_force_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<bh_force_child_dp_grid_launch, bh_force_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                    dp_first_launch->i = dp_pending_0.i;
                    dp_first_launch->list = dp_pending_0.list;
                    dp_first_launch->len = dp_pending_0.len;
                    dp_first_launch->x = dp_pending_0.x;
                    dp_first_launch->y = dp_pending_0.y;
                    dp_first_launch->z = dp_pending_0.z;
                    dp_first_launch->m = dp_pending_0.m;
                    dp_first_launch->ax = dp_pending_0.ax;
                    dp_first_launch->ay = dp_pending_0.ay;
                    dp_first_launch->az = dp_pending_0.az;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                bh_force_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.i, dp_pending_0.list, dp_pending_0.len, dp_pending_0.x, dp_pending_0.y, dp_pending_0.z, dp_pending_0.m, dp_pending_0.ax, dp_pending_0.ay, dp_pending_0.az);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &bh_force_child_dp_grid_state)) {
            dp_first = dpopt::batch_first<bh_force_child_dp_grid_launch, bh_force_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                bh_force_child_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, (*dp_first).dp_shmem, dp_stream>>>(dp_batch.data, (*dp_first).x, (*dp_first).y, (*dp_first).z, (*dp_first).m, (*dp_first).ax, (*dp_first).ay, (*dp_first).az);
            });
            dpopt::grid_batch_reset(&bh_force_child_dp_grid_state);
        }
    }
}
#line 65 "bench/apps/bh/cdp.cu"

void bh_variant_forces(const bh_problem *p)
{
    int blocks = (p->n + BH_PARENT_BLOCK - 1) / BH_PARENT_BLOCK;
    (dpopt::GridOrderLock(0), bh_force_parent<<<blocks, BH_PARENT_BLOCK>>>(p->n, p->root, p->x, p->y, p->z, p->m, p->open2,
                                                 p->more, p->next, p->lists, p->ax, p->ay, p->az));
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
