/* A child sized by the distance between two neighbouring offsets at the
 * launching thread's own place (CSR's rows: a parent thread a vertex, a
 * child thread an edge):
 *
 *     int v = blockIdx.x * blockDim.x + threadIdx.x;
 *     if (v < n) {
 *         int begin = row[v];
 *         int degree = row[v + 1] - begin;
 *         if (degree > 0)
 *             child<<<(degree + B - 1) / B, B>>>(..., degree, ...);
 *     }
 *
 * with the child's threads past its count doing nothing (thread_guard.h)
 * and the launch of one dimension. Where `row` never decreases over [0, V]
 * (V: the threads that pass the bounds every read of `row` is under), the
 * children's working threads are those of [row[0], row[V]), child after
 * child, and a thread of that range finds its parent by a search in `row`:
 * what --hoist's walk over the offsets does (runtime hoist_offsets.cuh).
 *
 * Locals are followed to the values they are initialised with, where
 * declared once and never assigned. Every read of `row` must sit under the
 * bounds alone (an `if (v < n)` holding it, an `if (v >= n) return;`
 * before it), so that the reads the walk makes, row[0] to row[V], are
 * reads the kernel as written makes. Where the kernel asks whether its
 * launch failed, the launch must be one that cannot fail for its size:
 * under `count > 0`, with a grid of `(count + B - 1) / B` and a block B.
 * The analysis only reads. */
#ifndef DPOPT_ANALYSIS_OFFSETS_COUNT_H
#define DPOPT_ANALYSIS_OFFSETS_COUNT_H

#include <tree_sitter/api.h>

#include "model/model.h"

typedef struct OffsetsCount {
    int offsets;      /* the launching kernel's parameter holding the offsets */
    TSNode bound;     /* n of the bound `v < n` every read of them is under; null: every thread reads them */
    char *index_type; /* with a bound: the type of v as it compares it (its local's, a cast's, or
                         `unsigned int`); NULL without */
} OffsetsCount;

/* Why site s's child is not sized so (a phrase a note ends with), or NULL;
 * *at: the node responsible. Where it is, the caller frees out->index_type. */
const char *offsets_count_find(const Program *p, const LaunchSite *s, OffsetsCount *out, TSNode *at);

#endif
