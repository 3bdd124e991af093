/* qsb's recursion as grids of at most QSB_GROUP blocks, each launching its own children as soon as its blocks
 * are done (not once the whole level is): the last block of a grid (a fence and an atomic on the grid's own
 * counter) launches the grid's children, QSB_GROUP blocks a grid, as its children (a tail launch past the
 * nesting depth). Work lists and grid records come from one buffer by a bump atomic. A prototype, to time
 * beside flat.cu: eager levels reach qsb's deep leaf sooner. */
#include <cstring>
#include <cuda_runtime.h>

#include "harness.h"
#include "qsb.h"
#ifdef QSL
#include "qsl.h"
#endif

#ifndef QSB_GROUP
#define QSB_GROUP 64
#endif

struct grp_grid {
    const int2 *in;          /* this grid's segments, one a block */
    int2 *out;               /* its children's, 2 a block at most */
    unsigned int out_count;  /* children appended */
    unsigned int tickets;    /* blocks done */
};

struct grp_arena {
    int2 *items;
    unsigned long long items_cap, items_used;
    grp_grid *grids;
    unsigned int grids_cap, grids_used;
    unsigned int overflow;
};
static __device__ grp_arena arena;

static __device__ int2 *grp_items(unsigned int n)
{
    unsigned long long at = atomicAdd(&arena.items_used, (unsigned long long)n);
    if (at + n > arena.items_cap) {
        atomicExch(&arena.overflow, 1u);
        return nullptr;
    }
    return arena.items + at;
}

static __device__ grp_grid *grp_new(const int2 *in, unsigned int n)
{
    unsigned int at = atomicAdd(&arena.grids_used, 1u);
    int2 *out = grp_items(2u * n);
    if (at >= arena.grids_cap || !out) {
        atomicExch(&arena.overflow, 1u);
        return nullptr;
    }
    grp_grid *g = &arena.grids[at];
    g->in = in;
    g->out = out;
    g->out_count = 0u;
    g->tickets = 0u;
    return g;
}

__global__ void qsb_group(grp_grid *g, unsigned int *data, unsigned int *scratch, int depth, int max_depth);

static __device__ void grp_launch(const int2 *in, unsigned int n, unsigned int *data, unsigned int *scratch, int depth,
                                  int max_depth)
{
    grp_grid *child = grp_new(in, n);
    if (!child)
        return;
    __threadfence();
    (void)cudaGetLastError();
    qsb_group<<<n, QSB_THREADS, 0, cudaStreamFireAndForget>>>(child, data, scratch, depth, max_depth);
    if (cudaGetLastError() != cudaSuccess)
        qsb_group<<<n, QSB_THREADS, 0, cudaStreamTailLaunch>>>(child, data, scratch, depth, max_depth);
}

__global__ void qsb_group(grp_grid *g, unsigned int *data, unsigned int *scratch, int depth, int max_depth)
{
#ifdef QSL
    qsl_scope qsl_s(depth);
#endif
    [&]() {
        const int left = g->in[blockIdx.x].x, right = g->in[blockIdx.x].y;
        if (depth >= max_depth || right - left <= QS_SELECT_BELOW) {
            if (threadIdx.x == 0)
                qs_selection_sort(data, left, right);
            return;
        }
        __shared__ qsb_counts counts;
        __shared__ int below, equal;
        qsb_partition(data, scratch, left, right, &counts, &below, &equal);
        if (threadIdx.x == 0) {
            if (below > 1)
                g->out[atomicAdd(&g->out_count, 1u)] = make_int2(left, left + below - 1);
            if (left + below + equal < right)
                g->out[atomicAdd(&g->out_count, 1u)] = make_int2(left + below + equal, right);
        }
    }();
    __syncthreads();
    if (threadIdx.x != 0)
        return;
    __threadfence();
    if (atomicAdd(&g->tickets, 1u) != gridDim.x - 1)
        return;
    __threadfence();
    const unsigned int n = atomicAdd(&g->out_count, 0u);
    for (unsigned int from = 0; from < n; from += QSB_GROUP)
        grp_launch(g->out + from, n - from < QSB_GROUP ? n - from : QSB_GROUP, data, scratch, depth + 1, max_depth);
}

void qs_variant_run(const qs_problem *p)
{
    grp_arena h;
    memset(&h, 0, sizeof h);
    /* A segment of the tree is one item, and its grid's room for children two: about 2n / 16 segments a tree
     * (segments stop at QS_SELECT_BELOW elements); a grid has one segment or more. An overflow fails the run. */
    h.items_cap = (unsigned long long)p->n / 2 + 16;
    h.grids_cap = (unsigned int)(p->n / 8 + 16);
    CHECK_CUDA(cudaMalloc((void **)&h.items, h.items_cap * sizeof(int2)));
    CHECK_CUDA(cudaMalloc((void **)&h.grids, (size_t)h.grids_cap * sizeof(grp_grid)));
    /* The host's grid is grid 0 of the arena, its one segment item 0, its children's room items 1 and 2. */
    int2 r = make_int2(0, p->n - 1);
    CHECK_CUDA(cudaMemcpy(h.items, &r, sizeof r, cudaMemcpyHostToDevice));
    grp_grid g0 = {h.items, h.items + 1, 0u, 0u};
    CHECK_CUDA(cudaMemcpy(h.grids, &g0, sizeof g0, cudaMemcpyHostToDevice));
    h.items_used = 3;
    h.grids_used = 1;
    CHECK_CUDA(cudaMemcpyToSymbol(arena, &h, sizeof h));
    if (p->n > 1) {
        qsb_group<<<1, QSB_THREADS>>>(h.grids, p->data, p->scratch, 0, p->max_depth);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
#ifdef QSL
    qsl_report();
#endif
    CHECK_CUDA(cudaMemcpyFromSymbol(&h, arena, sizeof h));
    if (h.overflow)
        fprintf(stderr, "qsb groups: the arena overflowed (items %llu of %llu, grids %u of %u)\n", h.items_used,
                h.items_cap, h.grids_used, h.grids_cap);
    CHECK_CUDA(cudaFree(h.items));
    CHECK_CUDA(cudaFree(h.grids));
}
