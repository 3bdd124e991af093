/*
 * bench/apps/gc/cdp.cu - graph colouring with CUDA Dynamic Parallelism:
 * conflict detection launches, per worklist vertex, a child grid with one
 * thread per neighbour (parent block 256, child block 256: El Hajj, table 5.1).
 * CDP2-legal: children go to the fire-and-forget stream.
 */
#include "gc.h"

/* ---- the steps every gc variant shares (assign, commit, init) ---- */

/* smallest colour not used by a coloured neighbour (colour < 0: uncoloured) */
__device__ int gc_first_fit(const int *row, const int *col, const int *colour, int v)
{
    for (int base = 0;; base += 64) {
        unsigned long long used = 0;
        for (int e = row[v]; e < row[v + 1]; e++) {
            int c = colour[col[e]];
            if (c >= base && c < base + 64)
                used |= 1ull << (c - base);
        }
        if (~used)
            return base + __ffsll((long long)~used) - 1;
    }
}

__global__ void gc_assign(const int *row, const int *col, const int *colour, const int *worklist,
                          int wsize, int *tentative)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < wsize) {
        int v = worklist[i];
        tentative[v] = gc_first_fit(row, col, colour, v);
    }
}

__global__ void gc_commit(const int *worklist, int wsize, const int *tentative, int *conflict,
                          int *colour, int *next, int *next_size)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < wsize) {
        int v = worklist[i];
        if (conflict[v]) {
            conflict[v] = 0;
            next[atomicAdd(next_size, 1)] = v;
        } else {
            colour[v] = tentative[v];
        }
    }
}

__global__ void gc_init(int *colour, int *conflict, int *worklist, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        colour[v] = -1;
        conflict[v] = 0;
        worklist[v] = v;
    }
}

/* ---- conflict detection ---- */

__global__ void gc_detect_child(const int *neighbours, int degree, int v, int tentative_v,
                                const int *colour, const int *tentative, int *conflict)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < degree) {
        int u = neighbours[j];
        if (u < v && colour[u] < 0 && tentative[u] == tentative_v)
            conflict[v] = 1;
    }
}

__global__ void gc_detect(const int *row, const int *col, const int *colour, const int *worklist,
                          int wsize, const int *tentative, int *conflict)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < wsize) {
        int v = worklist[i];
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0) {
            gc_detect_child<<<(degree + 255) / 256, 256, 0, cudaStreamFireAndForget>>>(
                col + begin, degree, v, tentative[v], colour, tentative, conflict);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
        }
    }
}

void gc_variant_run(const gc_graph_dev *g, int *d_colour)
{
    int *worklist = g->worklist;
    int *next = g->next;
    gc_init<<<(g->n + 255) / 256, 256>>>(d_colour, g->conflict, worklist, g->n);
    CHECK_LAUNCH();
    int wsize = g->n;
    while (wsize > 0) {
        int threads = 256;
        int blocks = (wsize + threads - 1) / threads;
        gc_assign<<<blocks, threads>>>(g->row, g->col, d_colour, worklist, wsize, g->tentative);
        CHECK_LAUNCH();
        gc_detect<<<blocks, threads>>>(g->row, g->col, d_colour, worklist, wsize, g->tentative,
                                       g->conflict);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemset(g->next_size, 0, sizeof(int)));
        gc_commit<<<blocks, threads>>>(worklist, wsize, g->tentative, g->conflict, d_colour, next,
                                       g->next_size);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&wsize, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));
        int *t = worklist;
        worklist = next;
        next = t;
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
