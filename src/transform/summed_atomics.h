/* The atomic additions of a child run by one thread (<child>_dp_t4) that
 * the plan adds up for the block (KernelPlan.sums, analysis/block_sums.h):
 *
 *     unsigned long long dp_sum0 = 0; // atomicAdd(&R[p], ...) on line 27, added up for the block
 *     for (... every child thread ...) {
 *         ... dp_sum0 += (unsigned long long)(id); ...
 *     }
 *     if (dp_sum0 != 0)
 *         atomicAdd(&R[p], dp_sum0);
 */
#ifndef DPOPT_TRANSFORM_SUMMED_ATOMICS_H
#define DPOPT_TRANSFORM_SUMMED_ATOMICS_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "transform/emit.h"

/* The sums' declarations, at `indent`, before the thread loops; e (an
 * EMIT_SERIAL emitter) gets the calls it then writes as additions. */
void summed_atomics_declare(Emitter *e, int fn, const char *indent);
/* A call of e->sums written as its addition: true when node was one. */
bool summed_atomics_call(Emitter *e, TSNode node);
/* After the thread loops: each sum added to its word once. */
void summed_atomics_flush(Emitter *e, int fn, const char *indent);

#endif
