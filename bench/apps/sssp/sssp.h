/*
 * bench/apps/sssp/sssp.h - single-source shortest paths (data-driven
 * Bellman-Ford with a worklist): shared types and the one entry point every
 * variant (cdp.cu, flat.cu, flat_lb.cu, dpopt outputs) defines.
 */
#ifndef BENCH_SSSP_H
#define BENCH_SSSP_H

#include "harness.h"

#define SSSP_INF 0x7fffffff

/* The weighted graph on the device (CSR) and the variants' workspace; main.cu
 * uploads and allocates all of it before any run. */
typedef struct sssp_graph_dev {
    int n;             /* vertices */
    int m;             /* directed edges */
    int max_degree;    /* largest out-degree */
    const int *row;    /* n+1 offsets */
    const int *col;    /* m destinations */
    const int *weight; /* m weights (>= 0) */
    int *frontier;     /* n: vertices whose distance dropped in the last round */
    int *next;         /* n: the next round's worklist */
    int *next_size;    /* 1 */
    int *stamp;        /* n: round in which a vertex was last pushed (deduplication) */
    int *lb_offsets;   /* n (flat_lb) */
    int *lb_tile_sums; /* n/1024 + 2 (flat_lb) */
} sssp_graph_dev;

/* Distances from source: d_dist[v] = length of a shortest path, SSSP_INF when
 * unreachable.  d_dist holds garbage on entry.  Device work only. */
void sssp_variant_run(const sssp_graph_dev *g, int source, int *d_dist);

#endif /* BENCH_SSSP_H */
