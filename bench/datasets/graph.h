/*
 * bench/datasets/graph.h - host CSR graph, dataset loaders and generators.
 *
 * One struct for every graph input of the suite: compressed sparse rows with
 * 32-bit ids (row[n] = m <= INT32_MAX), adjacency lists sorted by destination
 * unless a loader says otherwise.  Loaders return 0 on success and -1 with a
 * message in err on failure; nothing is allocated on failure.  Generators are
 * seeded and deterministic (rng.h).
 *
 *   csr_graph g;  char err[256];
 *   if (gr_load("bench/data/rmat12.sym.gr", &g, err, sizeof err)) { puts(err); exit(2); }
 *   ... g.row[v] .. g.row[v+1] are v's edges: g.col[e] (dst), g.w[e] (weight, or w == NULL)
 *   csr_free(&g);
 *
 * Other inputs: cnf.h (DIMACS CNF), geom.h (Bezier lines, 2D points).
 */
#ifndef BENCH_GRAPH_H
#define BENCH_GRAPH_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct csr_graph {
    int n;          /* nodes */
    int m;          /* directed edges stored (an undirected edge counts twice) */
    int *row;       /* n+1 offsets */
    int *col;       /* m destinations */
    unsigned *w;    /* m integer weights, or NULL */
    float *val;     /* m real values (MatrixMarket real/integer), or NULL */
} csr_graph;

void csr_free(csr_graph *g);
int csr_max_degree(const csr_graph *g);

/* Flags for building a CSR from an edge list. */
enum {
    CSR_SYMMETRIZE = 1,       /* add (v,u) for every (u,v) */
    CSR_DROP_SELF_LOOPS = 2,  /* drop (u,u) */
    CSR_DEDUPE = 4,           /* keep the first of equal (u,v) (weights: the smallest) */
    CSR_SORTED = 8            /* sort each adjacency list by destination (implied by DEDUPE) */
};

/* Build g from ne edges (src[i] -> dst[i], optional w/val arrays).  Copies. */
int csr_from_edges(int n, size_t ne, const int *src, const int *dst, const unsigned *w,
                   const float *val, int flags, csr_graph *g, char *err, size_t errlen);

/* ---- loaders ---- */

/* MatrixMarket "coordinate" real|integer|pattern, general|symmetric, 1-based.
 * Rows are the sources.  Symmetric: each off-diagonal entry in both directions.
 * Diagonal entries are dropped unless keep_diagonal.  with_values: fill g->val. */
int mtx_load(const char *path, int keep_diagonal, int with_values, csr_graph *g, char *err,
             size_t errlen);

/* Galois binary .gr version 1 (edge data 0 or 4 bytes -> g->w).  Keeps the
 * file's edge order. */
int gr_load(const char *path, csr_graph *g, char *err, size_t errlen);

/* SNAP-style edge list: first line the node count, then "u v [w]" per line,
 * 0-based; an optional line "-1" ends the list.  flags: CSR_* (the SNAP files of
 * bench/data list each undirected edge in both directions: pass CSR_SYMMETRIZE |
 * CSR_DEDUPE to be safe either way).  Lines starting with '#' or '%' are comments. */
int edgelist_load(const char *path, int flags, csr_graph *g, char *err, size_t errlen);

/* ---- generators (deterministic for a given seed) ---- */

/* Uniform random simple undirected graph: exactly n*d/2 distinct undirected
 * edges {u,v}, u != v, endpoints uniform; stored both directions, so the
 * average degree is exactly d (n*d must be even; needs d < n-1). Sorted lists. */
int gen_uniform_graph(int n, int d, uint64_t seed, csr_graph *g, char *err, size_t errlen);

/* R-MAT (Chakrabarti et al.) with a=0.45 b=0.15 c=0.15 d=0.25: 2^scale nodes,
 * edge_factor * 2^scale generated edges; flags CSR_* applied (e.g. SYMMETRIZE |
 * DROP_SELF_LOOPS | DEDUPE).  max_weight > 0: weights uniform in [1, max_weight]
 * (symmetrized edges get the same weight in both directions). */
int gen_rmat(int scale, int edge_factor, uint64_t seed, int flags, unsigned max_weight,
             csr_graph *g, char *err, size_t errlen);

/* Parse a generated-graph dataset name: "uniform-N-D" or "rmat-SCALE-EF".
 * Returns 1 and generates into g when name is one of these, 0 when it is not,
 * -1 on error. */
int gen_graph_by_name(const char *name, uint64_t seed, csr_graph *g, char *err, size_t errlen);

/* ---- the catalogue of named graph datasets (catalog.c) ----
 *   rmat12        data_dir/rmat12.sym.gr (weighted, symmetric)
 *   bcsstk13      data_dir/bcsstk13.mtx (symmetric, no diagonal, no values)
 *   facebook      data_dir/facebook_combined.txt (symmetric, deduplicated)
 *   oregon        data_dir/oregon1_010331.txt (symmetric, deduplicated)
 *   uniform-N-D   gen_uniform_graph(N, D, seed)
 *   rmat-S-EF     gen_rmat(S, EF, seed, symmetric, no self loops, deduplicated, weights 1..100)
 *   any path ending in .gr, .mtx or .txt (loaded as above)
 * Returns 0 or -1 with a message in err. */
int dataset_load_graph(const char *name, const char *data_dir, uint64_t seed, csr_graph *g,
                       char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* BENCH_GRAPH_H */
