/*
 * bench/apps/mstf/mstf.h - minimum spanning forest by Boruvka's algorithm, the
 * steps of LonestarGPU's MST, shared by the apps mstf and mstv (bench/apps/mstv
 * includes this file as "../mstf/mstf.h"; mstv's driver is this folder's
 * main.cu).  mstf's variants write the find step, mstv's the verify step.
 *
 * The host runs rounds until a round merges nothing (one component left, or
 * only components without an edge out: a forest).  A round, over the
 * component labels comp[] (every vertex's label is its component's root
 * vertex when the round starts):
 *   find     every vertex v: vmin[v] = the lightest edge from v to another
 *            component; cmin[comp[v]] = min over the component (atomicMin)
 *            (LonestarGPU's dfindelemin; the CDP kernel of mstf)
 *   elect    the vertex whose vmin is its component's cmin: goahead[c]
 *            (dfindelemin2)
 *   verify   every root c with a goahead x: scan x's edges for the edge of
 *            key cmin[c]; partner[c] = the component across it
 *            (verify_min_elem; the CDP kernel of mstv)
 *   merge    every root c with a partner p hooks onto p (comp[c] = p) and
 *            adds the edge's weight, except the smaller root of a pair that
 *            chose each other (the same edge), which stays the root
 *   compress every vertex follows comp[] to its root (pointer jumping)
 *
 * Ties: an edge's key is (weight << 32) | id, the id the same for both
 * directions of an undirected edge (main.cu numbers the distinct
 * (min endpoint, max endpoint, weight) triples), so keys order the undirected
 * edges totally: each component's choice is unique, the chosen edges form no
 * cycle but the pairs that chose the same edge, and every form of either app
 * computes the same forest.
 */
#ifndef BENCH_MSTF_H
#define BENCH_MSTF_H

#include "harness.h"

#define MST_KEY_NONE 0xffffffffffffffffull /* no edge out of the component */
#define MST_THREADS 1024 /* parent and child blocks (El Hajj, table 5.1) */

/* The graph on the device and the rounds' state; main.cu uploads and
 * allocates all of it before any run. */
typedef struct mst_graph_dev {
    int n;                          /* vertices */
    int m;                          /* directed edges (symmetric graph) */
    const int *row;                 /* n+1 offsets */
    const int *col;                 /* m destinations */
    const unsigned long long *key;  /* m: (weight << 32) | undirected edge id */
    int *comp;                      /* n: component label (a root vertex) */
    unsigned long long *vmin;       /* n: lightest key from v out of its component */
    unsigned long long *cmin;       /* n, by root: lightest key out of the component */
    int *goahead;                   /* n, by root: the vertex whose vmin is cmin, or -1 */
    int *partner;                   /* n, by root: the component across cmin, or -1 */
    int *merges;                    /* 1: components hooked this round */
    unsigned long long *weight;     /* 1: the forest's weight so far */
} mst_graph_dev;

/* The key of edge e (of a vertex in component c) if it leaves c, else MST_KEY_NONE. */
static __device__ __forceinline__ unsigned long long mst_out_key(const int *col,
                                                                 const unsigned long long *key,
                                                                 const int *comp, int c, int e)
{
    return comp[col[e]] != c ? key[e] : MST_KEY_NONE;
}

/* find for vertex v, one thread looping over the edges (the flat form) */
static __device__ __forceinline__ void mst_find_vertex(const int *row, const int *col,
                                                       const unsigned long long *key,
                                                       const int *comp, int v,
                                                       unsigned long long *vmin,
                                                       unsigned long long *cmin)
{
    int c = comp[v];
    unsigned long long best = MST_KEY_NONE;
    for (int e = row[v]; e < row[v + 1]; e++) {
        unsigned long long k = mst_out_key(col, key, comp, c, e);
        if (k < best)
            best = k;
    }
    if (best != MST_KEY_NONE) {
        vmin[v] = best;
        atomicMin(&cmin[c], best);
    }
}

/* verify for root c, one thread looping over the edges of its goahead vertex
 * (the flat form): the edge of key cmin[c] is there and leaves c */
static __device__ __forceinline__ void mst_verify_component(const int *row, const int *col,
                                                            const unsigned long long *key,
                                                            const int *comp,
                                                            const unsigned long long *cmin,
                                                            const int *goahead, int c,
                                                            int *partner)
{
    if (comp[c] != c || goahead[c] < 0)
        return;
    int x = goahead[c];
    unsigned long long want = cmin[c];
    for (int e = row[x]; e < row[x + 1]; e++)
        if (key[e] == want && comp[col[e]] != c)
            partner[c] = comp[col[e]];
}

/* The step mstf's variant files define (cdp.cu, flat.cu, flat_lb.cu, dpopt
 * outputs): one round's find over every vertex, launched into stream 0 (the
 * host waits for it with the round's other steps, main.cu).  mstv's is
 * mstv_verify_round (bench/apps/mstv/mstv.h). */
void mstf_find_round(const mst_graph_dev *g);

#endif /* BENCH_MSTF_H */
