/* A kernel's launch of itself run by the launching thread with the whole
 * subtree below it, depth first (plan_site_in_subtree): thresholded
 * recursion (SiteShape.subtree), and a level of a recursion with no room in
 * the pool or the heap (SiteAggregation.subtree). Generated per kernel K:
 *
 *   struct K_dp_later_launch { dim3 dp_grid, dp_block; <K's parameters> };
 *   K_dp_t4(dp_later, b, grid, block, args...)   one block of K, run by the
 *       calling thread; a launch of K it makes waits on dp_later (below the
 *       threshold, where there is one) or is made;
 *   K_dp_later(dp_later, grid, block, args...)   puts a launch on the stack,
 *       false when it is full (the launch is made after all);
 *   K_dp_subtree(grid, block, args...)           runs a launch of K and its
 *       subtree: the stack in the thread's own memory, popped until empty.
 *
 * A stack, not a recursion: the device's stack (1 KB a thread unless the
 * program raises cudaLimitStackSize) would hold only a few levels of K.
 * K_dp_subtree is __noinline__: inlined, its stack and registers would
 * weigh on every thread of the kernels calling it (more registers and a
 * stack frame for every thread of a fused grid, which then holds fewer
 * threads at once and runs slower). */
#ifndef DPOPT_TRANSFORM_SUBTREE_H
#define DPOPT_TRANSFORM_SUBTREE_H

#include <stdbool.h>

#include "transform/emit.h"
#include "transform/strategy.h"

/* The generated functions, for each kernel one of whose sites needs them:
 * declared before the first function that uses them, defined after the
 * kernel. True when any is written. */
bool subtree_apply(const Transform *t);
/* `K_dp_subtree(dp_grid, dp_block, dp_arg0, ...);` on the values
 * site_code_bind bound, a line at `indent`. */
void subtree_run_bound(Emitter *e, int site, const char *indent);
/* The same on a postponed launch's record `pending` (transform/pending.h). */
void subtree_run_pending(Emitter *e, int site, const char *indent, const char *pending);

/* The site as K_dp_t4 writes it: the launch waits on the thread's stack. */
extern const Strategy subtree_later;

#endif
