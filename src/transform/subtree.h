/* Thresholded recursion (SiteShape.subtree): a kernel that launches itself,
 * where a launch below the threshold is run by the launching thread with
 * the whole subtree below it, depth first. Generated per kernel K:
 *
 *   struct K_dp_later_launch { dim3 dp_grid, dp_block; <K's parameters> };
 *   K_dp_t4(dp_later, b, grid, block, args...)   one block of K, run by the
 *       calling thread; a launch of K it makes below the threshold is put
 *       on dp_later (K_dp_later) instead, one at or above it is made;
 *   K_dp_later(dp_later, grid, block, args...)   puts a launch on the stack,
 *       false when it is full (the launch is made after all);
 *   K_dp_subtree(grid, block, args...)           runs a launch of K and its
 *       subtree: the stack in the thread's own memory, popped until empty.
 *
 * A stack, not a recursion: the device's stack (1 KB a thread unless the
 * program raises cudaLimitStackSize) would hold only a few levels of K. */
#ifndef DPOPT_TRANSFORM_SUBTREE_H
#define DPOPT_TRANSFORM_SUBTREE_H

#include <stdbool.h>

#include "transform/emit.h"

/* The declarations, before the first function that uses them. */
void subtree_declare(const Transform *t, int site, StrBuf *out);
/* The definitions, after the kernel. */
void subtree_define(const Transform *t, int site, StrBuf *out);
/* The names of K_dp_later and K_dp_subtree for site's kernel (the caller
 * frees them). */
char *subtree_later_function(const Plan *plan, int site);
char *subtree_run_function(const Plan *plan, int site);

#endif
