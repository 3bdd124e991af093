/*
 * bench/apps/dyncall/dyncall.h - the DynCall codelet of Free Launch (Chen and
 * Shen, MICRO 2015), figure 1: a parent kernel whose threads, when a launching
 * condition holds, launch a child kernel `loop` times; the child (2 blocks of
 * 512 threads) loads a tile of A into shared memory, synchronises, and adds
 * the global ids of the child threads whose element matches the parent's
 * iteration to the parent thread's entry.
 *
 * Results, for parent thread p with flags[p] != 0, with
 *     c_i(p) = sum of child thread ids t (0 <= t < 1024) with A[t] == (i + p) % DC_VALUES:
 *     R[p] = sum over i < loop of c_i(p)          (what the children accumulate)
 *     S[p] = sum over i < loop of R[p] after iteration i
 *          = sum over i < loop of (loop - i) * c_i(p)
 * and R[p] = S[p] = 0 for the others.  S is the parent's "other computations"
 * of the codelet: in the synchronous (CDP1) form the parent reads R[p] after
 * waiting for each child; the asynchronous (CDP2) form cannot wait, so each
 * child adds its share of S itself.
 */
#ifndef DYNCALL_H
#define DYNCALL_H

#define DC_CHILD_GRID 2     /* childGDim */
#define DC_CHILD_BLOCK 512  /* childBDim */
#define DC_PARENT_BLOCK 544 /* parentBDim */
#define DC_A_LEN (DC_CHILD_GRID * DC_CHILD_BLOCK)
#define DC_VALUES 16        /* elements of A are in [0, DC_VALUES) */

typedef struct dc_problem {
    const int *A;           /* [DC_A_LEN] */
    const int *flags;       /* [n_parents] launching condition */
    int n_parents;          /* parent threads */
    int loop;               /* child launches per launching parent thread */
    unsigned long long *R;  /* [n_parents], zeroed by the caller */
    unsigned long long *S;  /* [n_parents], zeroed by the caller */
} dc_problem;

/* Device work only; returns after cudaDeviceSynchronize and an error check. */
void dc_variant_run(const dc_problem *p);

#endif /* DYNCALL_H */
