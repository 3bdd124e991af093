/*
 * bench/apps/tc/tc.h - triangle counting (El Hajj dissertation, chapter 8).
 *
 * The undirected input graph is canonicalised on the host: self loops and
 * duplicate edges are dropped and every edge {u,v} is kept once, oriented from
 * the smaller to the larger node id.  A triangle {a<b<c} is then counted
 * exactly once, by the oriented edge (a,b), as the common element c of the
 * (sorted) out-neighbour lists of a and b.
 *
 * Both CSR (row_ptr/col_idx: out-neighbours of a node) and COO
 * (edge_src/edge_dst: head and tail of edge e) are kept, as in the
 * dissertation's figure 8.1.
 */
#ifndef TC_H
#define TC_H

typedef struct tc_graph_dev {
    int num_nodes;
    int num_edges;        /* oriented edges: one per undirected edge */
    const int *row_ptr;   /* [num_nodes + 1] */
    const int *col_idx;   /* [num_edges], each row sorted ascending */
    const int *edge_src;  /* [num_edges] head of edge e (row of e) */
    const int *edge_dst;  /* [num_edges] tail of edge e (= col_idx[e]) */
    int threshold;        /* CDP: launch a child grid only when the larger
                             adjacency list has at least this many elements;
                             otherwise the parent thread intersects itself */
} tc_graph_dev;

/* Adds the number of triangles of the graph to *d_count (the caller zeroes it).
 * Device work only; returns after cudaDeviceSynchronize and an error check. */
void tc_variant_run(const tc_graph_dev *g, unsigned long long *d_count);

/* Block sizes (parent: one thread per edge; child: one thread per element of
 * the larger adjacency list). */
#define TC_PARENT_BLOCK 256
#define TC_CHILD_BLOCK 128

/* Default launch threshold of the CDP program (--param threshold=N). */
#define TC_DEFAULT_THRESHOLD 64

#endif /* TC_H */
