/*
 * bench/apps/sp/sp.h - survey propagation (SP) on a k-SAT formula, as in
 * LonestarGPU's sp (El Hajj, table 5.1: random-42000-10000-3.cnf, parent block
 * 384, child block 64): shared types and the one entry point every variant
 * (cdp.cu, flat.cu, flat_lb.cu, dpopt outputs) defines.
 *
 * The factor graph: an edge e per literal occurrence (clause a, variable j,
 * sign), numbered in clause order (cnf.h's lit[]); every edge carries a survey
 * eta[e] = eta_{a->j} in [0,1], the probability that clause a warns j to
 * satisfy it.  One run is a fixed number of Jacobi sweeps from the same seeded
 * initial surveys (main.cu), then the biases:
 *
 *   1. variables (the launching step): for every edge e = (a,j), with the
 *      products over the OTHER occurrences b of j (excluding e itself),
 *        ps = prod (1 - eta[b]) over b of e's sign,  pu = likewise, other sign,
 *        Pu = (1 - pu) ps,  Ps = (1 - ps) pu,  P0 = ps pu,
 *        ratio[e] = Pu / (Pu + Ps + P0)     (0 when the sum is 0: a contradiction)
 *      each product taken in the order of j's occurrence list (by edge number);
 *   2. clauses: eta[e] = prod ratio[f] over the other edges f of e's clause, in
 *      clause order.
 *   Step 1 reads only eta, step 2 only ratio, so every update of a sweep reads
 *   the values of the sweep before: no update order of the GPU can change the
 *   result, and each value is the same sequence of float operations in every
 *   variant and in the CPU reference (main.cu).
 *   3. after the last sweep, per variable j (products over all its occurrences):
 *        pp = prod (1 - eta) over positive occurrences,  pn = over negative,
 *        W+ = (1 - pp) pn / S,  W- = (1 - pn) pp / S,  S = (1-pp) pn + (1-pn) pp + pp pn
 *      (W+ = W- = 0 when S is 0).
 * Outputs: eta (edges), W+ and W- (variables).
 *
 * The launch: a parent grid of SP_PARENT_BLOCK threads whose threads walk the
 * variables in a grid-stride loop; each variable gets a child grid of
 * SP_CHILD_BLOCK threads, a thread per occurrence, which does step 1 for its edge.
 */
#ifndef BENCH_SP_H
#define BENCH_SP_H

#include "harness.h"

#define SP_PARENT_BLOCK 384
#define SP_CHILD_BLOCK 64

/* The formula on the device and the variants' workspace; main.cu uploads and
 * allocates all of it before any run. */
typedef struct sp_formula_dev {
    int nvars;               /* variables */
    int nclauses;            /* clauses */
    int nedges;              /* literal occurrences (edges of the factor graph) */
    int max_degree;          /* most occurrences of one variable */
    int parent_blocks;       /* grid of the variable step's parent kernel (grid-stride) */
    const int *clause_start; /* nclauses+1 offsets into lit */
    const int *lit;          /* nedges signed 1-based literals, in clause order */
    const int *var_start;    /* nvars+1 offsets into occ */
    const int *occ;          /* nedges: the edges of variable 0, then of 1, ...; ascending */
    const float *eta0;       /* nedges: the initial surveys */
    float *ratio;            /* nedges: step 1's output */
} sp_formula_dev;

/* sweeps Jacobi sweeps from eta0, then the biases: d_eta (nedges), d_wpos and
 * d_wneg (nvars) hold garbage on entry.  Device work only; returns when done. */
void sp_variant_run(const sp_formula_dev *f, int sweeps, float *d_eta, float *d_wpos,
                    float *d_wneg);

#endif /* BENCH_SP_H */
