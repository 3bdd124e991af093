/* A/B variant hoist_new: dpopt --hoist of bench/apps/mstf/cdp.cu with the in-kernel fallback (no launch from the walking kernel) */
#include <dpopt/base.cuh>
#include <dpopt/hoist.cuh>
#include <dpopt/hoist_offsets.cuh>
#line 1 "bench/apps/mstf/cdp.cu"
/*
 * bench/apps/mstf/cdp.cu - Boruvka's find step with CUDA Dynamic Parallelism:
 * one parent thread per vertex (block 1024) launches a child grid with one
 * thread per edge of the vertex (block 1024: El Hajj, table 5.1), which
 * lowers the vertex's and its component's lightest outgoing key (atomicMin).
 * CDP2-legal: children go to the fire-and-forget stream.
 */
#include "mstf.h"

__global__ void mstf_find_child(const int *neighbours, const unsigned long long *keys, int degree,
                                const int *comp, int v, int c, unsigned long long *vmin,
                                unsigned long long *cmin)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < degree) {
        unsigned long long k = mst_out_key(neighbours, keys, comp, c, j);
        if (k != MST_KEY_NONE) {
            atomicMin(&vmin[v], k);
            atomicMin(&cmin[c], k);
        }
    }
}

// dpopt: one thread of mstf_find_child, run by a thread of a walk over offsets (--hoist).
static __device__ void mstf_find_child_dp_walked(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *neighbours, const unsigned long long *keys, int degree, const int *comp, int v, int c, unsigned long long *vmin, unsigned long long *cmin)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 13 "bench/apps/mstf/cdp.cu"
    {
        int j = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (j < degree) {
            unsigned long long k = mst_out_key(neighbours, keys, comp, c, j);
            if (k != MST_KEY_NONE) {
                atomicMin(&vmin[v], k);
                atomicMin(&cmin[c], k);
            }
        }
    }
}
#line 22 "bench/apps/mstf/cdp.cu"


__global__ void mstf_find_parent(const int *row, const int *col, const unsigned long long *key,
                                 const int *comp, int n, unsigned long long *vmin,
                                 unsigned long long *cmin)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0) {
            mstf_find_child<<<(degree + MST_THREADS - 1) / MST_THREADS, MST_THREADS, 0,
                              cudaStreamFireAndForget>>>(col + begin, key + begin, degree, comp, v,
                                                         comp[v], vmin, cmin);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
        }
    }
}

// dpopt: how many threads of mstf_find_parent read row: those whose index passes its bound, as
// the kernel compares them, worked out on the host from its arguments (--hoist over offsets).
static long long mstf_find_parent_dp_hoist_parents(const int *, const int *, const unsigned long long *, const int *, int n, unsigned long long *, unsigned long long *)
{
    return dpopt::offset_walk_bound<int>(n);
}

// dpopt: the code of one thread of mstf_find_parent, run again for one thread of its child
// (--hoist over offsets): it only reads and launches, and its launch is that child thread.
static __device__ void mstf_find_parent_dp_walk_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_blockDim, dim3 dp_gridDim,
    unsigned long long dp_child_thread, unsigned long long *dp_child_threads, const int *row, const int *col, const unsigned long long *key, const int *comp, int n, unsigned long long *vmin, unsigned long long *cmin)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_blockDim;
    (void)dp_gridDim;
#line 27 "bench/apps/mstf/cdp.cu"
    {
        int v = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (v < n) {
            int begin = row[v];
            int degree = row[v + 1] - begin;
            if (degree > 0) {
                {
                    // dpopt: mstf_find_child<<<(degree + MST_THREADS - 1) / MST_THREADS, MST_THREADS>>> hoisted over offsets: this thread is one of its threads
                    const dim3 dp_its_grid = dim3((degree + MST_THREADS - 1) / MST_THREADS), dp_its_block = dim3(MST_THREADS);
                    // The launch as written makes it: a configuration CUDA takes, the thread inside the grid
                    // (its threads counted in 64 bits).
                    *dp_child_threads = dpopt::launch_config_valid(dp_its_grid, dp_its_block)
                                            ? dpopt::launch_thread_count(dp_its_grid, dp_its_block) : 0ull;
                    if (dp_child_thread < *dp_child_threads) {
                        const dpopt::WalkedThread dp_its = dpopt::offset_walk_thread(dp_child_thread, dp_its_grid, dp_its_block);
                        mstf_find_child_dp_walked(dp_its.thread, dp_its.block, dp_its_grid, dp_its_block,
                                                  col + begin, key + begin, degree, comp, v, comp[v], vmin, cmin);
                    }
                }
                if (false /* dpopt: was a device-runtime error query: its launches are removed */)
                    bench_count_launch_error();
            }
        }
    }
}

// dpopt: mstf_find_parent with its launch of mstf_find_child (line 33) hoisted into its host launches
// (--hoist over offsets): a thread for each thread of each child, which finds its
// parent thread by a search in row and runs that thread's code again.
__global__ void __launch_bounds__(dpopt::offset_walk_threads) mstf_find_parent_dp_hoist(const int *row, const int *col, const unsigned long long *key, const int *comp, int n, unsigned long long *vmin, unsigned long long *cmin, dpopt::OffsetWalk dp_walk)
{
    const unsigned long long dp_threads = dpopt::offset_walk_count(dp_walk, row);
    if (dpopt::offset_walk_idle(dp_threads))
        return; // past the children's threads
    if (!dpopt::offset_walk_sorted(dp_walk, row)) {
        // The offsets decrease somewhere: no search finds a thread's parent. Each block runs the
        // child threads of one parent thread at a time, the parent's code telling how many.
        const unsigned int dp_blocks = dpopt::offset_walk_working_blocks(dp_threads);
        for (unsigned long long dp_v = blockIdx.x; dp_v < dp_walk.parents; dp_v += dp_blocks) {
            const dpopt::OffsetPlace dp_place = dpopt::offset_walk_parent(dp_walk, dp_v);
            for (unsigned long long dp_t = threadIdx.x;; dp_t += blockDim.x) {
                unsigned long long dp_n = 0; // the child's threads: none where it makes no launch
                mstf_find_parent_dp_walk_thread(dp_place.parent_thread, dp_place.parent_block, dp_walk.parent_block, dp_walk.parent_grid,
                    dp_t, &dp_n, row, col, key, comp, n, vmin, cmin);
                if (dp_t >= dp_n || dp_n - dp_t <= blockDim.x)
                    break;
            }
        }
        return;
    }
    const unsigned long long dp_stride = gridDim.x * blockDim.x;
    for (unsigned long long dp_at = blockIdx.x * blockDim.x + threadIdx.x; dp_at < dp_threads; dp_at += dp_stride) {
        const dpopt::OffsetPlace dp_place = dpopt::offset_walk_place(dp_walk, row, dp_at);
        unsigned long long dp_n = 0; // the child's threads (the search has found this one among them)
        mstf_find_parent_dp_walk_thread(dp_place.parent_thread, dp_place.parent_block, dp_walk.parent_block, dp_walk.parent_grid,
            dp_place.child_thread, &dp_n, row, col, key, comp, n, vmin, cmin);
    }
}
#line 40 "bench/apps/mstf/cdp.cu"


void mstf_find_round(const mst_graph_dev *g)
{
    {
        // dpopt: mstf_find_parent's launch of mstf_find_child (line 33) hoisted here (--hoist over offsets): a
        // thread for each child thread, or mstf_find_parent as written where row is not sorted
        const dim3 dp_grid = (g->n + MST_THREADS - 1) / MST_THREADS, dp_block = MST_THREADS;
        const int *dp_arg0 = g->row;
        const int *dp_arg1 = g->col;
        const unsigned long long *dp_arg2 = g->key;
        const int *dp_arg3 = g->comp;
        int dp_arg4 = g->n;
        unsigned long long *dp_arg5 = g->vmin;
        unsigned long long *dp_arg6 = g->cmin;
        const long long dp_parents = mstf_find_parent_dp_hoist_parents(dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5, dp_arg6);
        const dpopt::OffsetWalk dp_walk = dpopt::offset_walk(dp_grid, dp_block, dp_parents, 0, 0);
        if (dp_walk.parents) {
            if (dp_walk.check_blocks) // many parents: the offsets checked by a grid of their own
                dpopt::offsets_check<<<dp_walk.check_blocks, dpopt::offset_walk_threads, 0, 0>>>(dp_arg0, dp_walk);
            mstf_find_parent_dp_hoist<<<dp_walk.blocks, dpopt::offset_walk_threads, 0, 0>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5, dp_arg6, dp_walk);
            dpopt::offset_walk_end(dp_walk, 0);
        } else if (!dp_walk.nothing) {
            // The walk cannot be made here: mstf_find_parent as written.
            mstf_find_parent<<<dp_grid, dp_block, 0, 0>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5, dp_arg6);
        }
    }
#line 46 "bench/apps/mstf/cdp.cu"
    CHECK_LAUNCH();
}
