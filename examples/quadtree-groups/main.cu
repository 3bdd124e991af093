// A recursive quadtree (PMPP chapter 21, the CUDA sample cdpQuadtree)
// written with cooperative groups: one block per node, which reads its
// place only through its thread_block. The block counts its points in each
// quadrant (per warp: a tile of the block, with its ballots), scans the counts, moves the points to
// the other buffer grouped by quadrant, and its last thread launches the
// four children as one grid of four blocks, recursively. The host builds
// the same tree and compares every point's final place.
//
// Build and run, with dpopt (level by level, one fused grid per level):
//
//   scripts/dpopt-nvcc --dpopt=--aggregate=grid -arch=sm_90 \
//       examples/quadtree-groups/main.cu -o /tmp/quadtree && /tmp/quadtree
//
// dpopt stands a thread_block of its own (dpopt::ChildBlock) in for the
// group in the fused kernel: the group's members read the hardware's place,
// which fused blocks do not have.
//   usage: quadtree [POINTS]   prints PASS or FAIL, and the median time of
//   five builds after a warm-up
#include <algorithm>
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace cg = cooperative_groups;

#define BLOCK 128
#define WARPS (BLOCK / 32)
#define MAX_DEPTH 12 // as PMPP and the qt benchmark
#define MIN_POINTS 1

struct Box {
    float min_x, min_y, max_x, max_y;
};

struct Node {
    int id;     // its index within its level
    Box box;
    int begin;  // its points: [begin, end)
    int end;
};

// Launches that failed (the device runtime's pending-launch limit).
__device__ unsigned int failed_launches;

struct Level {
    int selector; // the buffer holding this level's points
    int nodes;    // 4^depth
    int depth;
};

__host__ __device__ inline int quadrant(float x, float y, float cx, float cy)
{
    return (y < cy ? 2 : 0) + (x < cx ? 0 : 1);
}

__host__ __device__ inline Box child_box(Box b, float cx, float cy, int k)
{
    Box c = b;
    if (k & 1) c.min_x = cx; else c.max_x = cx;
    if (k & 2) c.max_y = cy; else c.min_y = cy;
    return c;
}

__global__ void build(Node *nodes, float *xs, float *ys, int count, Level level)
{
    cg::thread_block block = cg::this_thread_block();
    // The block's warps, as tiles: their votes and counts go through the tile.
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    __shared__ int offsets[4 * WARPS];
    const int warp = tile.meta_group_rank(), lane = tile.thread_rank();
    Node *node = &nodes[block.group_index().x];
    const int points = node->end - node->begin;
    const float *in_x = xs + level.selector * count, *in_y = ys + level.selector * count;
    if (level.depth >= MAX_DEPTH || points <= MIN_POINTS) {
        // A leaf: its points go back to buffer 0.
        if (level.selector == 1)
            for (int i = node->begin + block.thread_rank(); i < node->end; i += block.size()) {
                xs[i] = in_x[i];
                ys[i] = in_y[i];
            }
        return;
    }
    const float cx = 0.5f * (node->box.min_x + node->box.max_x), cy = 0.5f * (node->box.min_y + node->box.max_y);
    const int per_warp = max(32, (points + WARPS - 1) / WARPS);
    const int first = node->begin + warp * per_warp, last = min(first + per_warp, node->end);
    int counts[4] = {0, 0, 0, 0};
    for (int i = first + lane; tile.any(i < last); i += 32) {
        bool active = i < last;
        int q = active ? quadrant(in_x[i], in_y[i], cx, cy) : -1;
        for (int k = 0; k < 4; k++)
            counts[k] += __popc(tile.ballot(q == k));
    }
    if (lane == 0)
        for (int k = 0; k < 4; k++)
            offsets[k * WARPS + warp] = counts[k];
    block.sync();
    if (block.thread_rank() == 0) {
        int at = node->begin;
        for (int i = 0; i < 4 * WARPS; i++) {
            int n = offsets[i];
            offsets[i] = at;
            at += n;
        }
    }
    block.sync();
    float *out_x = xs + (1 - level.selector) * count, *out_y = ys + (1 - level.selector) * count;
    // Each warp's first place in each quadrant: read by its first lane,
    // handed to the others.
    int next[4];
    for (int k = 0; k < 4; k++)
        next[k] = tile.shfl(lane == 0 ? offsets[k * WARPS + warp] : 0, 0);
    for (int i = first + lane; tile.any(i < last); i += 32) {
        bool active = i < last;
        float x = active ? in_x[i] : 0.0f, y = active ? in_y[i] : 0.0f;
        int q = active ? quadrant(x, y, cx, cy) : -1;
        for (int k = 0; k < 4; k++) {
            unsigned int vote = tile.ballot(q == k);
            if (q == k) {
                int to = next[k] + __popc(vote & ((1u << lane) - 1u));
                out_x[to] = x;
                out_y[to] = y;
            }
            next[k] += __popc(vote);
        }
    }
    block.sync();
    // The last thread makes the four children and launches them.
    if (block.thread_rank() == block.size() - 1) {
        Node *children = &nodes[level.nodes - (node->id & ~3)] + 4 * node->id;
        for (int k = 0; k < 4; k++) {
            children[k].id = 4 * node->id + k;
            children[k].box = child_box(node->box, cx, cy, k);
            children[k].begin = offsets[k * WARPS];
            children[k].end = k < 3 ? offsets[(k + 1) * WARPS] : node->end;
        }
        Level below = {1 - level.selector, 4 * level.nodes, level.depth + 1};
        build<<<4, BLOCK, 0, cudaStreamFireAndForget>>>(children, xs, ys, count, below);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&failed_launches, 1u);
    }
}

// The host's tree: the same stable partition, node by node.
static void build_on_host(std::vector<float> &x, std::vector<float> &y, int begin, int end, Box box, int depth)
{
    if (depth >= MAX_DEPTH || end - begin <= MIN_POINTS)
        return;
    float cx = 0.5f * (box.min_x + box.max_x), cy = 0.5f * (box.min_y + box.max_y);
    std::vector<float> px, py;
    int bounds[5] = {begin};
    for (int k = 0; k < 4; k++) {
        for (int i = begin; i < end; i++)
            if (quadrant(x[i], y[i], cx, cy) == k) {
                px.push_back(x[i]);
                py.push_back(y[i]);
            }
        bounds[k + 1] = begin + (int)px.size();
    }
    std::copy(px.begin(), px.end(), x.begin() + begin);
    std::copy(py.begin(), py.end(), y.begin() + begin);
    for (int k = 0; k < 4; k++)
        build_on_host(x, y, bounds[k], bounds[k + 1], child_box(box, cx, cy, k), depth + 1);
}

int main(int argc, char **argv)
{
    const int count = argc > 1 ? atoi(argv[1]) : 40000;
    std::vector<float> x(count), y(count);
    srand(7);
    for (int i = 0; i < count; i++) {
        // Clustered: half the points in a small corner, so the tree is deep there.
        float s = i % 2 ? 1.0f : 0.05f;
        x[i] = s * (float)rand() / RAND_MAX;
        y[i] = s * (float)rand() / RAND_MAX;
    }
    size_t slots = 0;
    for (int d = 0, n = 1; d <= MAX_DEPTH; d++, n *= 4)
        slots += n;
    Node root = {0, {0.0f, 0.0f, 1.0f, 1.0f}, 0, count};
    Node *nodes;
    float *xs, *ys;
    cudaMalloc(&nodes, slots * sizeof(Node));
    cudaMalloc(&xs, 2 * count * sizeof(float));
    cudaMalloc(&ys, 2 * count * sizeof(float));
    cudaMemset(nodes, 0, slots * sizeof(Node));
    // As written, every node that splits is a launch, and a grid stays
    // pending until its children end: at most one per node of every level
    // but the last, and one per MIN_POINTS + 1 points on each.
    size_t pending = 1024;
    for (long long d = 0, n = 1; d < MAX_DEPTH; d++, n *= 4)
        pending += (size_t)std::min(n, (long long)count / (MIN_POINTS + 1));
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, pending);
    // A warm-up build, then timed ones (the first launch of a kernel loads
    // it), each from the same points: the median time is printed.
    const int builds = 6;
    std::vector<float> times;
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaError_t err = cudaSuccess;
    for (int b = 0; b < builds && err == cudaSuccess; b++) {
        cudaMemcpy(nodes, &root, sizeof root, cudaMemcpyHostToDevice);
        cudaMemcpy(xs, x.data(), count * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(ys, y.data(), count * sizeof(float), cudaMemcpyHostToDevice);
        cudaEventRecord(start);
        build<<<1, BLOCK>>>(nodes, xs, ys, count, Level{0, 1, 0});
        cudaEventRecord(stop);
        err = cudaDeviceSynchronize();
        float ms = 0.0f;
        cudaEventElapsedTime(&ms, start, stop);
        if (b > 0)
            times.push_back(ms);
    }
    std::vector<float> gx(count), gy(count);
    cudaMemcpy(gx.data(), xs, count * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(gy.data(), ys, count * sizeof(float), cudaMemcpyDeviceToHost);
    unsigned int failed = 0;
    cudaMemcpyFromSymbol(&failed, failed_launches, sizeof failed);
    if (err != cudaSuccess || failed) {
        printf("FAIL: %s, %u launches failed\n", cudaGetErrorString(err), failed);
        return 1;
    }
    build_on_host(x, y, 0, count, root.box, 0);
    for (int i = 0; i < count; i++)
        if (gx[i] != x[i] || gy[i] != y[i]) {
            printf("FAIL: point %d is (%g, %g), not (%g, %g)\n", i, gx[i], gy[i], x[i], y[i]);
            return 1;
        }
    std::sort(times.begin(), times.end());
    printf("PASS: %d points in place, %d builds, median %.3f ms\n", count, builds, times[times.size() / 2]);
    return 0;
}
