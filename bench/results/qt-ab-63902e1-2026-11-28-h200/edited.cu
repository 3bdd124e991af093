#include <dpopt/base.cuh>
#include <dpopt/free_select.cuh>
/*
 * .gpu/qt-study/edited.cu - build/dpopt --remove=auto bench/apps/qt/cdp.cu
 * (remove_auto.cu beside it, byte for byte dpopt's), hand-edited.  Each edit
 * is under its own macro and removes one suspected cost; with none defined
 * the program is remove_auto.cu's.  run.sh builds one binary per macro.
 *
 *   QT_OCC    the persistent kernel's occupancy: dpopt's version takes 80
 *             registers (ptxas), so 6 blocks of 128 a SM (792 resident on
 *             132 SMs) against flat's 40 registers, 12 a SM.  Edit:
 *             __launch_bounds__(128, 12) on build_quadtree_kernel_dp_free.
 *   QT_SYNC1  the per-level grid barriers and allocation: 3 cooperative grid
 *             barriers per level (top of the loop, free_level_next, end of
 *             level) and, per level, pool_alloc plus a 1,040-byte header
 *             zeroed byte by byte by one thread, then pool_release.  Edit:
 *             one barrier per level, the level lists in three preallocated
 *             rotating buffers (one 16-byte header reset per level).
 *   QT_FLUSH  the per-node-block flush: every original/child block ends with
 *             free_list_append (a two-value block scan, a block max, 8
 *             __syncthreads in all) although at most one thread (the last)
 *             launches, and every thread carries an 80-byte launch record
 *             (dp_pending_0) through the body.  Edit: the launching thread
 *             appends itself with one atomicAdd and stores its record.
 *   QT_SPIN   the grid barrier's spinning: cooperative_groups' grid.sync()
 *             has thread 0 of each of the ~800 idle blocks poll one word with
 *             ld.acquire.gpu without pause while the root levels (one block
 *             of 40,000 points, then 4, 16) run.  Edit: a grid barrier of
 *             our own that polls with __nanosleep backoff.
 *
 *   QT_PIN=6  not an edit: keeps QT_SYNC1/QT_FLUSH/QT_SPIN at the unedited
 *             program's 6 resident blocks a SM (their register counts, 96,
 *             72 and 72 unpinned, would give 5, 7 and 7): __launch_bounds__
 *             (128, 6) and the persistent grid clamped to 6 x SMs (launch_free
 *             sizes it by the occupancy API at its first launch, a warm-up).
 *   QT_OCC=N  takes N blocks a SM (the edit above is N = 12).
 */
#ifndef QT_OCC
#define QT_OCC 0
#endif
#ifndef QT_SYNC1
#define QT_SYNC1 0
#endif
#ifndef QT_FLUSH
#define QT_FLUSH 0
#endif
#ifndef QT_SPIN
#define QT_SPIN 0
#endif
#ifndef QT_PIN
#define QT_PIN 0
#endif

#if QT_SPIN
// Grid barrier with backoff (all blocks resident: the launch is cooperative).
static __device__ unsigned int qt_bar_count;
static __device__ volatile unsigned int qt_bar_gen;
__device__ inline void qt_grid_sync()
{
    __syncthreads();
    if (threadIdx.x == 0) {
        const unsigned int gen = qt_bar_gen; // cannot move before every block has arrived
        __threadfence();
        if (atomicAdd(&qt_bar_count, 1u) == gridDim.x - 1u) {
            qt_bar_count = 0;
            __threadfence();
            qt_bar_gen = gen + 1u;
        } else {
            unsigned int ns = 32;
            while (qt_bar_gen == gen) {
                __nanosleep(ns);
                if (ns < 512)
                    ns *= 2;
            }
        }
        __threadfence();
    }
    __syncthreads();
}
#define QT_GRID_SYNC() qt_grid_sync()
#else
#define QT_GRID_SYNC() dpopt::persistent_grid_sync()
#endif

#if QT_SPIN && !QT_SYNC1
// dpopt::free_level_next / free_level_last with the barrier above.
__device__ inline dpopt::FreeSpace qt_level_next(dpopt::FreeSpace *next, dpopt::FreeSpace level, unsigned long long capacity,
                                                 unsigned long long bytes)
{
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        unsigned char *data = nullptr;
        if (capacity <= 0xffffffffull && bytes <= 0xffffffffull) {
            data = dpopt::pool_alloc((unsigned int)bytes);
            if (!data)
                data = static_cast<unsigned char *>(malloc(bytes));
        }
        if (!data) {
            printf("qt-study: no room for a level\n");
            __trap();
        }
        for (size_t i = 0; i < dpopt::FREE_HEADER_BYTES; i++)
            data[i] = 0;
        dpopt::FreeSpace space = level;
        space.data = data;
        space.capacity = (unsigned int)capacity;
        *next = space;
    }
    QT_GRID_SYNC();
    return *next;
}
__device__ inline void qt_level_last(dpopt::FreeSpace level, dpopt::FreeSpace host, unsigned int sites)
{
    if (level.data == host.data)
        return;
    QT_GRID_SYNC();
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0)
        dpopt::free_level_done(level, host, sites);
}
#define QT_LEVEL_NEXT qt_level_next
#define QT_LEVEL_LAST qt_level_last
#else
#define QT_LEVEL_NEXT dpopt::free_level_next
#define QT_LEVEL_LAST dpopt::free_level_last
#endif

#if QT_SYNC1
// Three rotating level spaces (one site each), preallocated: level i records
// into qt_rot[i % 3]; the header of qt_rot[(i + 1) % 3], last read at level
// i - 1, is reset during level i.
#define QT_ROT_CAP (1u << 17) /* launches per level: a level has at most one per block of the level before */
#define QT_REC_BYTES 96u      /* >= sizeof(build_quadtree_kernel_dp_removed_launch), checked below */
#define QT_ROT_BYTES (dpopt::FREE_HEADER_BYTES + ((QT_ROT_CAP + 1ull) * 4u + 15u) / 16u * 16u + (unsigned long long)QT_ROT_CAP * QT_REC_BYTES)
struct __align__(16) QtRot {
    unsigned char bytes[QT_ROT_BYTES];
};
static __device__ QtRot qt_rot[3];
__device__ inline dpopt::FreeSpace qt_rot_space(dpopt::FreeSpace like, unsigned int i)
{
    dpopt::FreeSpace s = like;
    s.data = qt_rot[i % 3u].bytes;
    s.capacity = QT_ROT_CAP;
    return s;
}
__device__ inline void qt_header_reset(dpopt::FreeSpace s)
{
    dpopt::FreeListHeader *h = reinterpret_cast<dpopt::FreeListHeader *>(s.data);
    h->reserved = 0;
    h->max_blocks = 0;
    h->max_threads = 0;
}
#endif

#if QT_FLUSH
// The block's launch (at most one thread's), appended by that thread alone.
template <typename Launch>
__device__ inline void qt_append(dpopt::FreeList list, const Launch &l)
{
    if (!l.dp_active)
        return;
    const unsigned int blocks = dpopt::block_count(l.dp_grid), threads = dpopt::block_count(l.dp_block);
    const unsigned long long base = atomicAdd(&list.header->reserved, (1ull << 32) | blocks);
    const unsigned int slot = (unsigned int)(base >> 32);
    list.first_block[slot] = (unsigned int)base;
    if (*(volatile unsigned int *)&list.header->max_blocks < blocks)
        atomicMax(&list.header->max_blocks, blocks);
    if (*(volatile unsigned int *)&list.header->max_threads < threads)
        atomicMax(&list.header->max_threads, threads);
    dpopt::batch_store_record(&dpopt::free_list_records<Launch>(list)[slot], l);
}
#endif
#line 1 "bench/apps/qt/cdp.cu"
/*
 * bench/apps/qt/cdp.cu - recursive quadtree construction with dynamic
 * parallelism, as in PMPP chapter 21 (and the CUDA sample cdpQuadtree).
 *
 * One block per node.  The block counts the points of its node in each of the
 * four quadrants (per warp, with ballots), scans the counts into offsets,
 * moves the points to the other buffer grouped by quadrant, and then one
 * thread of the block (the last) prepares the four children and launches one
 * child grid of four blocks, one block per child, recursively.
 *
 * CDP2-legal: no device-side synchronisation; the host waits for the whole
 * launch tree.
 */
#include <cuda_runtime.h>

#include "harness.h"
#include "qt.h"

// dpopt: a launch of build_quadtree_kernel by itself, recorded by its persistent grid.
struct build_quadtree_kernel_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    qt_node *nodes;
    qt_points *points;
    qt_params params;
    bool dp_active;
};

// The lists of the level its persistent grid runs next (one grid of build_quadtree_kernel at a time).
static __device__ dpopt::FreeSpace build_quadtree_kernel_dp_free_next;

// dpopt: what launches of build_quadtree_kernel looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats build_quadtree_kernel_dp_stats;
static __device__ unsigned int build_quadtree_kernel_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> build_quadtree_kernel_dp_selector;

#line 19 "bench/apps/qt/cdp.cu"
__global__ void build_quadtree_kernel(qt_node *nodes, qt_points *points, qt_params params)
{
    /* Points per quadrant and warp, then the offsets where each warp writes
     * its points of each quadrant: index quadrant * QT_WARPS + warp. */
    __shared__ int s_num_pts[4 * QT_WARPS];

    const int warp_id = threadIdx.x / 32;
    const int lane_id = threadIdx.x % 32;
    const unsigned int lane_mask_lt = (1u << lane_id) - 1u;

    /* The current node: one of the four siblings launched together. */
    qt_node *node = &nodes[blockIdx.x];
    const int num_points = node->end - node->begin;

    /* Leaf: stop the recursion; make sure points[0] holds the leaf's points. */
    if (params.depth >= params.max_depth || num_points <= params.min_points_per_node) {
        if (params.point_selector == 1) {
            for (int it = node->begin + threadIdx.x; it < node->end; it += blockDim.x) {
                points[0].x[it] = points[1].x[it];
                points[0].y[it] = points[1].y[it];
            }
        }
        return;
    }

    const qt_bbox bbox = node->bbox;
    const float2 center = qt_center(&bbox);

    /* Each warp takes a contiguous slice of the node's points. */
    const int num_points_per_warp = max(32, (num_points + QT_WARPS - 1) / QT_WARPS);
    const int range_begin = node->begin + warp_id * num_points_per_warp;
    const int range_end = min(range_begin + num_points_per_warp, node->end);

    /* 1. Count the points of the warp's slice in each quadrant. */
    const qt_points in_points = points[params.point_selector];
    int warp_cnts[4] = {0, 0, 0, 0};
    for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
        bool is_active = it < range_end;
        float px = is_active ? in_points.x[it] : 0.0f;
        float py = is_active ? in_points.y[it] : 0.0f;
        int q = qt_quadrant(px, py, center);
        for (int k = 0; k < 4; k++)
            warp_cnts[k] += __popc(__ballot_sync(0xffffffffu, is_active && q == k));
    }
    if (lane_id == 0) {
        for (int k = 0; k < 4; k++)
            s_num_pts[k * QT_WARPS + warp_id] = warp_cnts[k];
    }
    __syncthreads();

    /* 2. Exclusive scan of the 4 x QT_WARPS counts (quadrant-major) from the
     *    node's first point: where each warp writes its points of each quadrant. */
    if (threadIdx.x == 0) {
        int offset = node->begin;
        for (int i = 0; i < 4 * QT_WARPS; i++) {
            int count = s_num_pts[i];
            s_num_pts[i] = offset;
            offset += count;
        }
    }
    __syncthreads();

    /* 3. Move the points to the other buffer, grouped by quadrant; the order
     *    of the points within a quadrant is kept. */
    const qt_points out_points = points[(params.point_selector + 1) % 2];
    int warp_offset[4];
    for (int k = 0; k < 4; k++)
        warp_offset[k] = s_num_pts[k * QT_WARPS + warp_id];
    for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
        bool is_active = it < range_end;
        float px = is_active ? in_points.x[it] : 0.0f;
        float py = is_active ? in_points.y[it] : 0.0f;
        int q = qt_quadrant(px, py, center);
        for (int k = 0; k < 4; k++) {
            bool pred = is_active && q == k;
            unsigned int vote = __ballot_sync(0xffffffffu, pred);
            if (pred) {
                int dest = warp_offset[k] + __popc(vote & lane_mask_lt);
                out_points.x[dest] = px;
                out_points.y[dest] = py;
            }
            warp_offset[k] += __popc(vote);
        }
    }
    __syncthreads();

    /* 4. The last thread prepares the four children and launches them. */
    if (threadIdx.x == blockDim.x - 1) {
        /* First node of the next level: this level starts at the first sibling. */
        qt_node *children = &nodes[params.num_nodes_at_this_level - (node->id & ~3)];
        const int child_offset = 4 * node->id;
        for (int k = 0; k < 4; k++) {
            qt_node *child = &children[child_offset + k];
            child->id = child_offset + k;
            child->bbox = qt_child_bbox(&bbox, center, k);
            child->begin = s_num_pts[k * QT_WARPS];
            child->end = k < 3 ? s_num_pts[(k + 1) * QT_WARPS] : node->end;
        }

        qt_params child_params;
        child_params.point_selector = (params.point_selector + 1) % 2;
        child_params.num_nodes_at_this_level = 4 * params.num_nodes_at_this_level;
        child_params.depth = params.depth + 1;
        child_params.max_depth = params.max_depth;
        child_params.min_points_per_node = params.min_points_per_node;

        build_quadtree_kernel<<<4, blockDim.x, 0, cudaStreamFireAndForget>>>(
            &children[child_offset], points, child_params);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}
// dpopt: build_quadtree_kernel with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; build_quadtree_kernel_dp_free_round runs them.
#if QT_OCC
#define QT_BOUNDS __launch_bounds__(QT_BLOCK, QT_OCC) /* qt-study QT_OCC=12: 12 blocks a SM, as flat's 40 registers give */
#elif QT_PIN
#define QT_BOUNDS __launch_bounds__(QT_BLOCK, QT_PIN) /* qt-study QT_PIN: at most 85 registers, at least QT_PIN a SM */
#else
#define QT_BOUNDS
#endif
__global__ void QT_BOUNDS build_quadtree_kernel_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, qt_node *nodes, qt_points *points, qt_params params)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 125
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 20 "bench/apps/qt/cdp.cu"
        {
            build_quadtree_kernel_dp_removed_launch dp_pending_0 = {}; // the launch at line 125, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                /* Points per quadrant and warp, then the offsets where each warp writes
                 * its points of each quadrant: index quadrant * QT_WARPS + warp. */
                __shared__ int s_num_pts[4 * QT_WARPS];

                const int warp_id = threadIdx.x / 32;
                const int lane_id = threadIdx.x % 32;
                const unsigned int lane_mask_lt = (1u << lane_id) - 1u;

                /* The current node: one of the four siblings launched together. */
                qt_node *node = &nodes[dp_blockIdx.x];
                const int num_points = node->end - node->begin;

                /* Leaf: stop the recursion; make sure points[0] holds the leaf's points. */
                if (params.depth >= params.max_depth || num_points <= params.min_points_per_node) {
                    if (params.point_selector == 1) {
                        for (int it = node->begin + threadIdx.x; it < node->end; it += blockDim.x) {
                            points[0].x[it] = points[1].x[it];
                            points[0].y[it] = points[1].y[it];
                        }
                    }
                    return;
                }

                const qt_bbox bbox = node->bbox;
                const float2 center = qt_center(&bbox);

                /* Each warp takes a contiguous slice of the node's points. */
                const int num_points_per_warp = max(32, (num_points + QT_WARPS - 1) / QT_WARPS);
                const int range_begin = node->begin + warp_id * num_points_per_warp;
                const int range_end = min(range_begin + num_points_per_warp, node->end);

                /* 1. Count the points of the warp's slice in each quadrant. */
                const qt_points in_points = points[params.point_selector];
                int warp_cnts[4] = {0, 0, 0, 0};
                for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
                    bool is_active = it < range_end;
                    float px = is_active ? in_points.x[it] : 0.0f;
                    float py = is_active ? in_points.y[it] : 0.0f;
                    int q = qt_quadrant(px, py, center);
                    for (int k = 0; k < 4; k++)
                        warp_cnts[k] += __popc(__ballot_sync(0xffffffffu, is_active && q == k));
                }
                if (lane_id == 0) {
                    for (int k = 0; k < 4; k++)
                        s_num_pts[k * QT_WARPS + warp_id] = warp_cnts[k];
                }
                __syncthreads();

                /* 2. Exclusive scan of the 4 x QT_WARPS counts (quadrant-major) from the
                 *    node's first point: where each warp writes its points of each quadrant. */
                if (threadIdx.x == 0) {
                    int offset = node->begin;
                    for (int i = 0; i < 4 * QT_WARPS; i++) {
                        int count = s_num_pts[i];
                        s_num_pts[i] = offset;
                        offset += count;
                    }
                }
                __syncthreads();

                /* 3. Move the points to the other buffer, grouped by quadrant; the order
                 *    of the points within a quadrant is kept. */
                const qt_points out_points = points[(params.point_selector + 1) % 2];
                int warp_offset[4];
                for (int k = 0; k < 4; k++)
                    warp_offset[k] = s_num_pts[k * QT_WARPS + warp_id];
                for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
                    bool is_active = it < range_end;
                    float px = is_active ? in_points.x[it] : 0.0f;
                    float py = is_active ? in_points.y[it] : 0.0f;
                    int q = qt_quadrant(px, py, center);
                    for (int k = 0; k < 4; k++) {
                        bool pred = is_active && q == k;
                        unsigned int vote = __ballot_sync(0xffffffffu, pred);
                        if (pred) {
                            int dest = warp_offset[k] + __popc(vote & lane_mask_lt);
                            out_points.x[dest] = px;
                            out_points.y[dest] = py;
                        }
                        warp_offset[k] += __popc(vote);
                    }
                }
                __syncthreads();

                /* 4. The last thread prepares the four children and launches them. */
                if (threadIdx.x == blockDim.x - 1) {
                    /* First node of the next level: this level starts at the first sibling. */
                    qt_node *children = &nodes[params.num_nodes_at_this_level - (node->id & ~3)];
                    const int child_offset = 4 * node->id;
                    for (int k = 0; k < 4; k++) {
                        qt_node *child = &children[child_offset + k];
                        child->id = child_offset + k;
                        child->bbox = qt_child_bbox(&bbox, center, k);
                        child->begin = s_num_pts[k * QT_WARPS];
                        child->end = k < 3 ? s_num_pts[(k + 1) * QT_WARPS] : node->end;
                    }

                    qt_params child_params;
                    child_params.point_selector = (params.point_selector + 1) % 2;
                    child_params.num_nodes_at_this_level = 4 * params.num_nodes_at_this_level;
                    child_params.depth = params.depth + 1;
                    child_params.max_depth = params.max_depth;
                    child_params.min_points_per_node = params.min_points_per_node;

                    {
                        // dpopt: build_quadtree_kernel<<<...>>> removed (T1 or T2): recorded here, run by the persistent grid
                        dp_pending_0.dp_grid = 4;
                        dp_pending_0.dp_block = blockDim.x;
                        dp_pending_0.dp_shmem = 0;
                        dp_pending_0.dp_stream = cudaStreamFireAndForget;
                        dp_pending_0.nodes = &children[child_offset];
                        dp_pending_0.points = points;
                        dp_pending_0.params = child_params;
                        dp_pending_0.dp_active = true;
                    }
                    if (false /* dpopt: was a device-runtime error query: its launches are removed */)
                        bench_count_launch_error();
                }
            }();
#if QT_FLUSH
            // qt-study QT_FLUSH: the launching thread appends its launch alone (dp_mode never asks for statistics here:
            // the grid has 1 block, fewer than the GPU holds, so launch_free does not gather)
            qt_append(dp_list_0, dp_pending_0);
#else
            {
                // dpopt: the block's launches of build_quadtree_kernel from line 125, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                if (dp_mode & dpopt::FREE_GATHER) // the host-side selector asked
                    dpopt::launch_stats_note(dp_temp, &build_quadtree_kernel_dp_stats, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u);
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                if (dp_pending_0.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<build_quadtree_kernel_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
            }
#endif
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    // build_quadtree_kernel launches itself: the launches its original blocks recorded are the first level of
    // the recursion. Every persistent block runs its share of a level's blocks (T1) or
    // launches (T2) as blocks of build_quadtree_kernel, recording their launches in the next level's lists.
    dpopt::FreeSpace dp_level = dp_space;
#if QT_SYNC1
    // qt-study QT_SYNC1: one grid barrier per level (the end-of-level one), preallocated rotating level lists.
    static_assert(sizeof(build_quadtree_kernel_dp_removed_launch) <= QT_REC_BYTES, "QT_REC_BYTES");
    unsigned int qt_i = 0;
    if (blockIdx.x == 0 && threadIdx.x == 0)
        qt_header_reset(qt_rot_space(dp_space, 0u)); // level 0 records into it; read only after the barrier below
    QT_GRID_SYNC(); // the first level's launches are all recorded
    for (;; qt_i++) {
        const dpopt::FreeList dp_from_0 = dpopt::free_list_at(dp_level, 0u, 0);
        const dpopt::FreeWork dp_work_0 = dpopt::free_list_work(dp_from_0);
        if (dp_work_0.launches == 0) { // done: the host's space, read at the first level only, reset for the next run
            if (blockIdx.x == 0 && threadIdx.x == 0)
                qt_header_reset(dp_space);
            break;
        }
        const unsigned long long dp_capacity = ((unsigned long long)dp_work_0.blocks) * (blockDim.y * blockDim.z);
        if (dp_capacity > QT_ROT_CAP) {
            if (blockIdx.x == 0 && threadIdx.x == 0)
                printf("qt-study: a level needs %llu launches, QT_ROT_CAP is %u\n", dp_capacity, QT_ROT_CAP);
            __trap();
        }
        const dpopt::FreeSpace dp_next = qt_rot_space(dp_space, qt_i);
        if (blockIdx.x == 0 && threadIdx.x == 0)
            qt_header_reset(qt_rot_space(dp_space, qt_i + 1u)); // the next level's; last read at the level before this one
#else
    for (;;) {
        QT_GRID_SYNC(); // the level's launches are all recorded
        const dpopt::FreeList dp_from_0 = dpopt::free_list_at(dp_level, 0u, 0);
        const dpopt::FreeWork dp_work_0 = dpopt::free_list_work(dp_from_0);
        if (dp_work_0.launches == 0) { // the recursion is done; its last level, empty, goes back too
            QT_LEVEL_LAST(dp_level, dp_space, 1u);
            break;
        }
        // The next level's lists: room for a launch per row of threads (one launch a row) of this level's blocks, per site.
        const unsigned long long dp_capacity = ((unsigned long long)dp_work_0.blocks) * (blockDim.y * blockDim.z);
        const dpopt::FreeSpace dp_next = QT_LEVEL_NEXT(&build_quadtree_kernel_dp_free_next, dp_level, dp_capacity,
            dpopt::FREE_HEADER_BYTES + 1u * dpopt::free_list_bytes((unsigned int)dp_capacity, sizeof(build_quadtree_kernel_dp_removed_launch)));
#endif
        {
            const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_next, 0u, 0);
            {
                // The blocks of the launches at line 125.
                const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work_0, dp_mode);
                dpopt::FreeTask dp_task;
                for (bool dp_more = dpopt::free_task_first(dp_from_0, dp_work_0, dp_how, &dp_task); dp_more;
                     dp_more = dpopt::free_task_next(dp_from_0, dp_work_0, dp_how, &dp_task)) {
                    const build_quadtree_kernel_dp_removed_launch dp_l = dpopt::free_list_records<build_quadtree_kernel_dp_removed_launch>(dp_from_0)[dp_task.launch];
                    dpopt::free_level_block_check(dp_l.dp_block);
                    const dim3 dp_gridDim = dp_l.dp_grid;
                    const dim3 dp_blockIdx = dpopt::unflatten(dp_task.block, dp_l.dp_grid);
                    auto nodes = dp_l.nodes;
                    auto points = dp_l.points;
                    auto params = dp_l.params;
                    (void)dp_gridDim, (void)dp_blockIdx;
                    // The child block:
#line 20 "bench/apps/qt/cdp.cu"
                    {
                        build_quadtree_kernel_dp_removed_launch dp_pending_0 = {}; // the launch at line 125, made at the end of the block
                        // The original body: a return ends it, not the thread, so every thread reaches the flush.
                        [&]() {
                            /* Points per quadrant and warp, then the offsets where each warp writes
                             * its points of each quadrant: index quadrant * QT_WARPS + warp. */
                            __shared__ int s_num_pts[4 * QT_WARPS];

                            const int warp_id = threadIdx.x / 32;
                            const int lane_id = threadIdx.x % 32;
                            const unsigned int lane_mask_lt = (1u << lane_id) - 1u;

                            /* The current node: one of the four siblings launched together. */
                            qt_node *node = &nodes[dp_blockIdx.x];
                            const int num_points = node->end - node->begin;

                            /* Leaf: stop the recursion; make sure points[0] holds the leaf's points. */
                            if (params.depth >= params.max_depth || num_points <= params.min_points_per_node) {
                                if (params.point_selector == 1) {
                                    for (int it = node->begin + threadIdx.x; it < node->end; it += blockDim.x) {
                                        points[0].x[it] = points[1].x[it];
                                        points[0].y[it] = points[1].y[it];
                                    }
                                }
                                return;
                            }

                            const qt_bbox bbox = node->bbox;
                            const float2 center = qt_center(&bbox);

                            /* Each warp takes a contiguous slice of the node's points. */
                            const int num_points_per_warp = max(32, (num_points + QT_WARPS - 1) / QT_WARPS);
                            const int range_begin = node->begin + warp_id * num_points_per_warp;
                            const int range_end = min(range_begin + num_points_per_warp, node->end);

                            /* 1. Count the points of the warp's slice in each quadrant. */
                            const qt_points in_points = points[params.point_selector];
                            int warp_cnts[4] = {0, 0, 0, 0};
                            for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
                                bool is_active = it < range_end;
                                float px = is_active ? in_points.x[it] : 0.0f;
                                float py = is_active ? in_points.y[it] : 0.0f;
                                int q = qt_quadrant(px, py, center);
                                for (int k = 0; k < 4; k++)
                                    warp_cnts[k] += __popc(__ballot_sync(0xffffffffu, is_active && q == k));
                            }
                            if (lane_id == 0) {
                                for (int k = 0; k < 4; k++)
                                    s_num_pts[k * QT_WARPS + warp_id] = warp_cnts[k];
                            }
                            __syncthreads();

                            /* 2. Exclusive scan of the 4 x QT_WARPS counts (quadrant-major) from the
                             *    node's first point: where each warp writes its points of each quadrant. */
                            if (threadIdx.x == 0) {
                                int offset = node->begin;
                                for (int i = 0; i < 4 * QT_WARPS; i++) {
                                    int count = s_num_pts[i];
                                    s_num_pts[i] = offset;
                                    offset += count;
                                }
                            }
                            __syncthreads();

                            /* 3. Move the points to the other buffer, grouped by quadrant; the order
                             *    of the points within a quadrant is kept. */
                            const qt_points out_points = points[(params.point_selector + 1) % 2];
                            int warp_offset[4];
                            for (int k = 0; k < 4; k++)
                                warp_offset[k] = s_num_pts[k * QT_WARPS + warp_id];
                            for (int it = range_begin + lane_id; __any_sync(0xffffffffu, it < range_end); it += 32) {
                                bool is_active = it < range_end;
                                float px = is_active ? in_points.x[it] : 0.0f;
                                float py = is_active ? in_points.y[it] : 0.0f;
                                int q = qt_quadrant(px, py, center);
                                for (int k = 0; k < 4; k++) {
                                    bool pred = is_active && q == k;
                                    unsigned int vote = __ballot_sync(0xffffffffu, pred);
                                    if (pred) {
                                        int dest = warp_offset[k] + __popc(vote & lane_mask_lt);
                                        out_points.x[dest] = px;
                                        out_points.y[dest] = py;
                                    }
                                    warp_offset[k] += __popc(vote);
                                }
                            }
                            __syncthreads();

                            /* 4. The last thread prepares the four children and launches them. */
                            if (threadIdx.x == blockDim.x - 1) {
                                /* First node of the next level: this level starts at the first sibling. */
                                qt_node *children = &nodes[params.num_nodes_at_this_level - (node->id & ~3)];
                                const int child_offset = 4 * node->id;
                                for (int k = 0; k < 4; k++) {
                                    qt_node *child = &children[child_offset + k];
                                    child->id = child_offset + k;
                                    child->bbox = qt_child_bbox(&bbox, center, k);
                                    child->begin = s_num_pts[k * QT_WARPS];
                                    child->end = k < 3 ? s_num_pts[(k + 1) * QT_WARPS] : node->end;
                                }

                                qt_params child_params;
                                child_params.point_selector = (params.point_selector + 1) % 2;
                                child_params.num_nodes_at_this_level = 4 * params.num_nodes_at_this_level;
                                child_params.depth = params.depth + 1;
                                child_params.max_depth = params.max_depth;
                                child_params.min_points_per_node = params.min_points_per_node;

                                {
                                    // dpopt: build_quadtree_kernel<<<...>>> removed (T1 or T2): recorded here, run by the persistent grid
                                    dp_pending_0.dp_grid = 4;
                                    dp_pending_0.dp_block = blockDim.x;
                                    dp_pending_0.dp_shmem = 0;
                                    dp_pending_0.dp_stream = cudaStreamFireAndForget;
                                    dp_pending_0.nodes = &children[child_offset];
                                    dp_pending_0.points = points;
                                    dp_pending_0.params = child_params;
                                    dp_pending_0.dp_active = true;
                                }
                                if (false /* dpopt: was a device-runtime error query: its launches are removed */)
                                    bench_count_launch_error();
                            }
                        }();
#if QT_FLUSH
                        qt_append(dp_list_0, dp_pending_0);
#else
                        {
                            // dpopt: the block's launches of build_quadtree_kernel from line 125, into the grid's worklist
                            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                            if (dp_mode & dpopt::FREE_GATHER) // the host-side selector asked
                                dpopt::launch_stats_note(dp_temp, &build_quadtree_kernel_dp_stats, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u);
                            unsigned int dp_slot;
                            dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                                    dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                            if (dp_pending_0.dp_active)
                                dpopt::batch_store_record(&dpopt::free_list_records<build_quadtree_kernel_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
                        }
#endif
                    }
                    __syncthreads(); // the next block reuses the shared memory
                }
            }
        }
        QT_GRID_SYNC(); // the level has run
#if !QT_SYNC1
        if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0)
            dpopt::free_level_done(dp_level, dp_space, 1u);
#endif
        dp_level = dp_next;
    }
}
#line 130 "bench/apps/qt/cdp.cu"


void qt_variant_run(const qt_problem *p)
{
    qt_params params;
    params.point_selector = 0;
    params.num_nodes_at_this_level = 1;
    params.depth = 0;
    params.max_depth = p->max_depth;
    params.min_points_per_node = p->min_points_per_node;

#if QT_PIN
    {
        // qt-study QT_PIN: the persistent grid at QT_PIN blocks a SM once launch_free has sized it (first launch).
        dpopt::DeviceSlot<dpopt::FreeSelector> sel(build_quadtree_kernel_dp_selector);
        int dev = 0, sms = 0;
        cudaGetDevice(&dev);
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (sel->resident_block == QT_BLOCK && sel->resident_shmem == 0 && sel->resident > (unsigned int)(QT_PIN * sms))
            sel->resident = (unsigned int)(QT_PIN * sms);
    }
#endif
    dpopt::launch_free(dpopt::free_call(build_quadtree_kernel_dp_free, build_quadtree_kernel)
                           .named("build_quadtree_kernel")
                           .kept_in(build_quadtree_kernel_dp_selector, build_quadtree_kernel_dp_stats, build_quadtree_kernel_dp_choice)
                           .requesting(dpopt::REQUEST_AUTO)
                           .records({sizeof(build_quadtree_kernel_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, QT_BLOCK, 0, 0, p->nodes, p->points, params); /* dpopt: the launch of build_quadtree_kernel, with persistent blocks or T3/T4 in place */
#line 142 "bench/apps/qt/cdp.cu"
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
