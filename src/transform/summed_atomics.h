/* The atomic operations of a child run by one thread (<child>_dp_t4) that
 * the plan combines for the block (KernelPlan.sums, analysis/block_sums.h):
 *
 *     unsigned long long dp_sum0 = 0; // atomicAdd(&R[p], ...) on line 27, added up for the block
 *     // dp_sum0 also serves atomicAdd(&S[p], ...) on line 28: the same value, added up with it,
 *     // without its factor (unsigned long long)w, which multiplies the sum once
 *     int dp_sum2 = (-2147483647 - 1); // atomicMax(best, ...) on line 29, combined for the block
 *     for (... every child thread ...) {
 *         ... dp_sum0 += (unsigned long long)(id);
 *             // atomicAdd on line 28: added up in dp_sum0
 *             dpopt::keep_max(dp_sum2, (int)(score)); ...
 *     }
 *     if (dp_sum0 != 0) {
 *         atomicAdd(&R[p], dp_sum0);
 *         atomicAdd(&S[p], (unsigned long long)w * dp_sum0);
 *     }
 *     if (dp_sum2 != (-2147483647 - 1))
 *         atomicMax(best, dp_sum2);
 */
#ifndef DPOPT_TRANSFORM_SUMMED_ATOMICS_H
#define DPOPT_TRANSFORM_SUMMED_ATOMICS_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "transform/emit.h"

/* The sums' declarations, at `indent`, before the thread loops; e (an
 * EMIT_SERIAL emitter) gets the calls it then writes as additions. */
void summed_atomics_declare(Emitter *e, int fn, const char *indent);
/* A call of e->sums written as its register's step (or, where it shares
 * an earlier call's register, its statement as a comment): true when node
 * was one. */
bool summed_atomics_call(Emitter *e, TSNode node);
/* After the thread loops: each register made to its words once. */
void summed_atomics_flush(Emitter *e, int fn, const char *indent);

#endif
