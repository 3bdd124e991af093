/*
 * bench/apps/bfs/bfs.h - breadth-first search: shared types and the one entry
 * point every variant (cdp.cu, flat.cu, flat_lb.cu, dpopt outputs) defines.
 */
#ifndef BENCH_BFS_H
#define BENCH_BFS_H

#include "harness.h"

/* The graph on the device (CSR) and the workspace the variants use.  main.cu
 * uploads and allocates all of it before any run. */
typedef struct bfs_graph_dev {
    int n;             /* vertices */
    int m;             /* directed edges */
    int max_degree;    /* largest out-degree */
    const int *row;    /* n+1 offsets */
    const int *col;    /* m destinations */
    int *frontier;     /* n: vertices of the current level */
    int *next;         /* n: vertices of the next level */
    int *next_size;    /* 1: size of next */
    int *lb_offsets;   /* n: scan of frontier degrees (flat_lb) */
    int *lb_tile_sums; /* n/1024 + 2 (flat_lb) */
} bfs_graph_dev;

/* Levels from source: d_level[v] = hops from source, -1 when unreachable.
 * d_level holds garbage on entry.  Device work only; returns when done. */
void bfs_variant_run(const bfs_graph_dev *g, int source, int *d_level);

#endif /* BENCH_BFS_H */
