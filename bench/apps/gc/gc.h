/*
 * bench/apps/gc/gc.h - graph colouring (speculative first-fit colouring with
 * conflict detection, deterministic): shared types and the one entry point
 * every variant (cdp.cu, flat.cu, dpopt outputs) defines.
 *
 * Each round, over the worklist W of uncoloured vertices:
 *   assign:  tentative[v] = smallest colour used by no coloured neighbour
 *   detect:  conflict[v] = 1 if a neighbour u in W with u < v has tentative[u] == tentative[v]
 *   commit:  colour[v] = tentative[v] unless conflict[v]; losers form the next W
 * Every step reads only the state of the step before, so the colouring is
 * deterministic: the CPU reference runs the same rounds and must match exactly.
 */
#ifndef BENCH_GC_H
#define BENCH_GC_H

#include "harness.h"

typedef struct gc_graph_dev {
    int n;           /* vertices */
    int m;           /* directed edges (symmetric graph) */
    int max_degree;  /* largest degree */
    const int *row;  /* n+1 offsets */
    const int *col;  /* m neighbours */
    int *tentative;  /* n */
    int *conflict;   /* n: 0/1 */
    int *worklist;   /* n: uncoloured vertices of this round */
    int *next;       /* n: uncoloured vertices of the next round */
    int *next_size;  /* 1 */
} gc_graph_dev;

/* d_colour[v] = colour of v (0-based).  d_colour holds garbage on entry.
 * Device work only; returns when done. */
void gc_variant_run(const gc_graph_dev *g, int *d_colour);

#endif /* BENCH_GC_H */
