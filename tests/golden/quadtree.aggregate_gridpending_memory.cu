#include <dpopt/base.cuh>
#include <dpopt/levels.cuh>
#line 1 "tests/corpus/quadtree.cu"
// quadtree.cu - recursive quadtree construction (after PMPP chapter 21).
// Each block owns one node: its threads count the node's points per quadrant in
// shared memory, reorder them into the other buffer, and thread 0 launches the
// same kernel with 4 blocks, one per child quadrant, until a depth limit.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

struct Node {
    int begin, end;          // range of points in this node
    float x0, y0, x1, y1;    // bounding box
};

// Index of the first node of a level: levels are stored one after the other.
__host__ __device__ int level_offset(int depth) { return ((1 << (2 * depth)) - 1) / 3; }

__device__ int quadrant(float2 p, float cx, float cy)
{
    return (p.x >= cx ? 1 : 0) + (p.y >= cy ? 2 : 0);
}

// dpopt: build_quadtree as launched from build_quadtree (line 71), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct build_quadtree_dp_grid_args {
    int parent_slot;
};

struct build_quadtree_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    Node *nodes;
    float2 *in;
    float2 *out;
    int depth;
    int max_depth;
    int min_points;
    int parent_slot;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of build_quadtree runs at a time).
static __device__ dpopt::GridState build_quadtree_dp_grid_state;

// The batches of build_quadtree's recursion kept for their later pieces (a level too large for the
// memory left runs in pieces).
static __device__ dpopt::LevelStack build_quadtree_dp_grid_levels;

__global__ void build_quadtree_dp_grid(const dpopt::LevelPiece dp_piece, Node *nodes, float2 *in, float2 *out, int depth, int max_depth, int min_points, dim3 dp_grid);

#line 22 "tests/corpus/quadtree.cu"
__global__ void build_quadtree(Node *nodes, float2 *in, float2 *out,
                               int depth, int max_depth, int min_points, int parent_slot)
{
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 25 "tests/corpus/quadtree.cu"
        __shared__ int counts[4];
        __shared__ int offsets[4];

        int slot = parent_slot * 4 + blockIdx.x;
        Node node = nodes[level_offset(depth) + slot];
        int n = node.end - node.begin;

        if (depth >= max_depth || n <= min_points) {
            // Leaf: make sure the points end up in buffer 0.
            if (depth % 2 == 1)
                for (int i = node.begin + threadIdx.x; i < node.end; i += blockDim.x)
                    out[i] = in[i];
            return;
        }

        float cx = 0.5f * (node.x0 + node.x1), cy = 0.5f * (node.y0 + node.y1);
        if (threadIdx.x < 4)
            counts[threadIdx.x] = 0;
        __syncthreads();
        for (int i = node.begin + threadIdx.x; i < node.end; i += blockDim.x)
            atomicAdd(&counts[quadrant(in[i], cx, cy)], 1);
        __syncthreads();
        if (threadIdx.x == 0) {
            int sum = node.begin;
            for (int q = 0; q < 4; q++) {
                offsets[q] = sum;
                sum += counts[q];
            }
        }
        __syncthreads();
        for (int i = node.begin + threadIdx.x; i < node.end; i += blockDim.x) {
            int pos = atomicAdd(&offsets[quadrant(in[i], cx, cy)], 1);
            out[pos] = in[i];
        }
        __syncthreads();

        if (threadIdx.x == 0) {
            Node *children = &nodes[level_offset(depth + 1) + slot * 4];
            for (int q = 0; q < 4; q++) {
                children[q].begin = offsets[q] - counts[q];
                children[q].end = offsets[q];
                children[q].x0 = (q & 1) ? cx : node.x0;
                children[q].x1 = (q & 1) ? node.x1 : cx;
                children[q].y0 = (q & 2) ? cy : node.y0;
                children[q].y1 = (q & 2) ? node.y1 : cy;
            }
            {
                // dpopt: build_quadtree<<<...>>> into the next level's batch at once, aggregated at grid granularity
                build_quadtree_dp_grid_launch dp_this = {};
                dp_this.dp_grid = 4;
                dp_this.dp_block = blockDim.x;
                dp_this.nodes = nodes;
                dp_this.in = out;
                dp_this.out = in;
                dp_this.depth = depth + 1;
                dp_this.max_depth = max_depth;
                dp_this.min_points = min_points;
                dp_this.parent_slot = slot;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_this.dp_active = dpopt::launch_config_valid(dp_this.dp_grid, dp_this.dp_block);
                if (dp_this.dp_active) {
                    dpopt::BatchOptions dp_options = dpopt::batch_options<build_quadtree_dp_grid_args, build_quadtree_dp_grid_launch>();
                    dp_options.one_per_row = true; // at most one launch per row of the block's threads
                    dp_options.level = true; // a level of the recursion: its batch may come from the heap
                    dp_options.max_units = 4u; // every launch of the level is 4 blocks: one atomic reserves them
                    dpopt::BlockBatch dp_batch;
                    if (dpopt::level_append(&dp_batch, &build_quadtree_dp_grid_state, dpopt::block_count(dp_this.dp_grid), dp_this.dp_block, dp_options)) {
                        build_quadtree_dp_grid_args dp_record = {};
                        dp_record.parent_slot = dp_this.parent_slot;
                        dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                        if (dp_batch.slot == 0) {
                            build_quadtree_dp_grid_launch *dp_first_launch = dpopt::batch_first<build_quadtree_dp_grid_launch, build_quadtree_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                            dp_first_launch->dp_grid = dp_this.dp_grid;
                            dp_first_launch->dp_block = dp_this.dp_block;
                            dp_first_launch->nodes = dp_this.nodes;
                            dp_first_launch->in = dp_this.in;
                            dp_first_launch->out = dp_this.out;
                            dp_first_launch->depth = dp_this.depth;
                            dp_first_launch->max_depth = dp_this.max_depth;
                            dp_first_launch->min_points = dp_this.min_points;
                            dp_first_launch->parent_slot = dp_this.parent_slot;
                            dp_first_launch->dp_active = dp_this.dp_active;
                        }
                        dpopt::batch_block_start(dp_batch.data)[dp_batch.slot] = dp_batch.start;
                    } else {
                        // neither the launch pool nor the device heap has room for this level's launches: stop
                        dpopt::levels_no_room("build_quadtree");
                    }
                }
            }
#line 73 "tests/corpus/quadtree.cu"
        }
    }();
    {
        // dpopt: the grid's launches of build_quadtree from line 71 went into the next level's batch at the launch:
        // the block only counts itself out, and the last block starts the next level out of line
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (dpopt::group_batch_last_block(dp_temp, dpopt::whole_grid(&build_quadtree_dp_grid_state)))
            []() __attribute__((noinline)) {
                build_quadtree_dp_grid_launch *dp_first = nullptr;
                dpopt::BlockBatch dp_batch;
                dpopt::BatchOptions dp_options = dpopt::batch_options<build_quadtree_dp_grid_args, build_quadtree_dp_grid_launch>();
                dp_options.one_per_row = true; // at most one launch per row of the block's threads
                dp_options.level = true; // a level of the recursion: its batch may come from the heap
                dp_options.max_units = 4u; // every launch of the level is 4 blocks: one atomic reserves them
                // The last block launches the next grid of the recursion: this level's batch, or the next piece of
                // one kept for later where a level did not fit the memory left.
                dpopt::LevelPiece dp_next;
                if (dpopt::level_batch_close_last(&dp_batch, &build_quadtree_dp_grid_state, &build_quadtree_dp_grid_levels, dp_options, &dp_next)) {
                    dp_first = dpopt::batch_first<build_quadtree_dp_grid_launch, build_quadtree_dp_grid_args>(dp_next.data, dp_next.capacity);
                    // The next level starts at once, as a child of this grid (after it, past the nesting depth).
                    dpopt::launch_nested([&](cudaStream_t dp_stream) {
                        build_quadtree_dp_grid<<<dp_next.blocks, dp_next.block, 0, dp_stream>>>(dp_next, (*dp_first).nodes, (*dp_first).in, (*dp_first).out, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).min_points, (*dp_first).dp_grid);
                    });
                }
            }();
    }
}

// dpopt: build_quadtree fused across the launches of one grid of build_quadtree.
__global__ void build_quadtree_dp_grid(const dpopt::LevelPiece dp_piece, Node *nodes, float2 *in, float2 *out, int depth, int max_depth, int min_points, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    build_quadtree_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter_piece(dp_enter, dp_piece, &dp_record);
    int parent_slot = dp_record.parent_slot;
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 24 "tests/corpus/quadtree.cu"
    {
        // The original body: a return ends it, not the thread, so every thread reaches the flush.
        [&]() {
            __shared__ int counts[4];
            __shared__ int offsets[4];

            int slot = parent_slot * 4 + dp_blockIdx.x;
            Node node = nodes[level_offset(depth) + slot];
            int n = node.end - node.begin;

            if (depth >= max_depth || n <= min_points) {
                // Leaf: make sure the points end up in buffer 0.
                if (depth % 2 == 1)
                    for (int i = node.begin + threadIdx.x; i < node.end; i += dp_blockDim.x)
                        out[i] = in[i];
                return;
            }

            float cx = 0.5f * (node.x0 + node.x1), cy = 0.5f * (node.y0 + node.y1);
            if (threadIdx.x < 4)
                counts[threadIdx.x] = 0;
            __syncthreads();
            for (int i = node.begin + threadIdx.x; i < node.end; i += dp_blockDim.x)
                atomicAdd(&counts[quadrant(in[i], cx, cy)], 1);
            __syncthreads();
            if (threadIdx.x == 0) {
                int sum = node.begin;
                for (int q = 0; q < 4; q++) {
                    offsets[q] = sum;
                    sum += counts[q];
                }
            }
            __syncthreads();
            for (int i = node.begin + threadIdx.x; i < node.end; i += dp_blockDim.x) {
                int pos = atomicAdd(&offsets[quadrant(in[i], cx, cy)], 1);
                out[pos] = in[i];
            }
            __syncthreads();

            if (threadIdx.x == 0) {
                Node *children = &nodes[level_offset(depth + 1) + slot * 4];
                for (int q = 0; q < 4; q++) {
                    children[q].begin = offsets[q] - counts[q];
                    children[q].end = offsets[q];
                    children[q].x0 = (q & 1) ? cx : node.x0;
                    children[q].x1 = (q & 1) ? node.x1 : cx;
                    children[q].y0 = (q & 2) ? cy : node.y0;
                    children[q].y1 = (q & 2) ? node.y1 : cy;
                }
                {
                    // dpopt: build_quadtree<<<...>>> into the next level's batch at once, aggregated at grid granularity
                    build_quadtree_dp_grid_launch dp_this = {};
                    dp_this.dp_grid = 4;
                    dp_this.dp_block = dp_blockDim.x;
                    dp_this.nodes = nodes;
                    dp_this.in = out;
                    dp_this.out = in;
                    dp_this.depth = depth + 1;
                    dp_this.max_depth = max_depth;
                    dp_this.min_points = min_points;
                    dp_this.parent_slot = slot;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_this.dp_active = dpopt::launch_config_valid(dp_this.dp_grid, dp_this.dp_block);
                    if (dp_this.dp_active) {
                        dpopt::BatchOptions dp_options = dpopt::batch_options<build_quadtree_dp_grid_args, build_quadtree_dp_grid_launch>();
                        dp_options.one_per_row = true; // at most one launch per row of the block's threads
                        dp_options.level = true; // a level of the recursion: its batch may come from the heap
                        dp_options.max_units = 4u; // every launch of the level is 4 blocks: one atomic reserves them
                        dpopt::BlockBatch dp_batch;
                        if (dpopt::level_append(&dp_batch, &build_quadtree_dp_grid_state, dpopt::block_count(dp_this.dp_grid), dp_this.dp_block, dp_options)) {
                            build_quadtree_dp_grid_args dp_record = {};
                            dp_record.parent_slot = dp_this.parent_slot;
                            dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                            if (dp_batch.slot == 0) {
                                build_quadtree_dp_grid_launch *dp_first_launch = dpopt::batch_first<build_quadtree_dp_grid_launch, build_quadtree_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                                dp_first_launch->dp_grid = dp_this.dp_grid;
                                dp_first_launch->dp_block = dp_this.dp_block;
                                dp_first_launch->nodes = dp_this.nodes;
                                dp_first_launch->in = dp_this.in;
                                dp_first_launch->out = dp_this.out;
                                dp_first_launch->depth = dp_this.depth;
                                dp_first_launch->max_depth = dp_this.max_depth;
                                dp_first_launch->min_points = dp_this.min_points;
                                dp_first_launch->parent_slot = dp_this.parent_slot;
                                dp_first_launch->dp_active = dp_this.dp_active;
                            }
                            dpopt::batch_block_start(dp_batch.data)[dp_batch.slot] = dp_batch.start;
                        } else {
                            // neither the launch pool nor the device heap has room for this level's launches: stop
                            dpopt::levels_no_room("build_quadtree");
                        }
                    }
                }
            }
        }();
        {
            // dpopt: the grid's launches of build_quadtree from line 71 went into the next level's batch at the launch:
            // the block only counts itself out, and the last block starts the next level out of line
            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
            if (dpopt::group_batch_last_block(dp_temp, dpopt::whole_grid(&build_quadtree_dp_grid_state)))
                []() __attribute__((noinline)) {
                    build_quadtree_dp_grid_launch *dp_first = nullptr;
                    dpopt::BlockBatch dp_batch;
                    dpopt::BatchOptions dp_options = dpopt::batch_options<build_quadtree_dp_grid_args, build_quadtree_dp_grid_launch>();
                    dp_options.one_per_row = true; // at most one launch per row of the block's threads
                    dp_options.level = true; // a level of the recursion: its batch may come from the heap
                    dp_options.max_units = 4u; // every launch of the level is 4 blocks: one atomic reserves them
                    // The last block launches the next grid of the recursion: this level's batch, or the next piece of
                    // one kept for later where a level did not fit the memory left.
                    dpopt::LevelPiece dp_next;
                    if (dpopt::level_batch_close_last(&dp_batch, &build_quadtree_dp_grid_state, &build_quadtree_dp_grid_levels, dp_options, &dp_next)) {
                        dp_first = dpopt::batch_first<build_quadtree_dp_grid_launch, build_quadtree_dp_grid_args>(dp_next.data, dp_next.capacity);
                        // The next level starts at once, as a child of this grid (after it, past the nesting depth).
                        dpopt::launch_nested([&](cudaStream_t dp_stream) {
                            build_quadtree_dp_grid<<<dp_next.blocks, dp_next.block, 0, dp_stream>>>(dp_next, (*dp_first).nodes, (*dp_first).in, (*dp_first).out, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).min_points, (*dp_first).dp_grid);
                        });
                    }
                }();
        }
    }
}
#line 74 "tests/corpus/quadtree.cu"

#line 75 "tests/corpus/quadtree.cu"

// Points of the subtree at (depth, slot) that lie inside their leaf's box.
static int count_placed(const Node *nodes, const float2 *pts, int depth, int slot, int max_depth, int min_points)
{
    Node nd = nodes[level_offset(depth) + slot];
    if (depth >= max_depth || nd.end - nd.begin <= min_points) {
        int placed = 0;
        for (int i = nd.begin; i < nd.end; i++)
            placed += pts[i].x >= nd.x0 && pts[i].x <= nd.x1 && pts[i].y >= nd.y0 && pts[i].y <= nd.y1;
        return placed;
    }
    int placed = 0;
    for (int q = 0; q < 4; q++)
        placed += count_placed(nodes, pts, depth + 1, slot * 4 + q, max_depth, min_points);
    return placed;
}

int main(void)
{
    const int num_points = 4096, max_depth = 4, min_points = 16;
    float2 *h_points = (float2 *)malloc(num_points * sizeof(float2));
    for (int i = 0; i < num_points; i++)
        h_points[i] = make_float2(rand() / (float)RAND_MAX, rand() / (float)RAND_MAX);

    int num_nodes = level_offset(max_depth + 1);
    Node root = {0, num_points, 0.0f, 0.0f, 1.0f, 1.0f};
    Node *nodes;
    float2 *points[2];
    cudaMalloc(&nodes, num_nodes * sizeof(Node));
    cudaMalloc(&points[0], num_points * sizeof(float2));
    cudaMalloc(&points[1], num_points * sizeof(float2));
    cudaMemcpy(nodes, &root, sizeof(Node), cudaMemcpyHostToDevice);
    cudaMemcpy(points[0], h_points, num_points * sizeof(float2), cudaMemcpyHostToDevice);

    (dpopt::GridOrderLock(0), build_quadtree<<<1, 128>>>(nodes, points[0], points[1], 0, max_depth, min_points, 0));
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_points, points[0], num_points * sizeof(float2), cudaMemcpyDeviceToHost);
    // The order of points inside a leaf depends on atomics; which points land
    // in which leaf does not. Count the points found inside their leaf's box.
    Node *h_nodes = (Node *)malloc(num_nodes * sizeof(Node));
    cudaMemcpy(h_nodes, nodes, num_nodes * sizeof(Node), cudaMemcpyDeviceToHost);
    int placed = count_placed(h_nodes, h_points, 0, 0, max_depth, min_points);
    printf("quadtree: %s, %d of %d points inside their leaf\n", cudaGetErrorString(err), placed, num_points);
    free(h_nodes);

    cudaFree(nodes); cudaFree(points[0]); cudaFree(points[1]);
    free(h_points);
    return 0;
}
