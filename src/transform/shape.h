/* Thresholding and coarsening of launch sites (--threshold, --coarsen), on
 * their own or around an aggregated launch:
 *   threshold: `if (threads >= N) <launch> else <run by this thread (T4)>`,
 *     the configuration and arguments evaluated once, before the test;
 *   coarsening: the child (or its fused kernel) launched with a block for
 *     every N of its original blocks; standalone, as <child>_dp_coarse<N>. */
#ifndef DPOPT_TRANSFORM_SHAPE_H
#define DPOPT_TRANSFORM_SHAPE_H

#include "plan/plan.h"
#include "rewrite/edit.h"
#include "transform/emit.h"

/* The generated statement replacing launch site `site`: aggregated,
 * thresholded and coarsened as the plan says. */
void emit_site_launch(Emitter *e, int site, const char *indent);
/* The launch statements of thresholded or coarsened sites that are not
 * aggregated (aggregate_apply replaces the others), and the functions they
 * call: <child>_dp_t4 below a threshold, <child>_dp_coarse<N>. */
void shape_apply(const Plan *plan, EditBuffer *edits);
/* The standalone coarsened child kernel, or (definition false) its declaration. */
void emit_coarse_child(const Plan *plan, int site, StrBuf *out, bool definition);

#endif
