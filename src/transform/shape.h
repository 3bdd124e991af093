/* Thresholding and coarsening of launch sites (--threshold, --coarsen), on
 * their own or around an aggregated launch: the strategies are
 * threshold.c and coarsen.c; this pass replaces the launch statements that
 * aggregation does not and writes the functions they call: <child>_dp_t4
 * below a threshold, <child>_dp_coarse<N>. */
#ifndef DPOPT_TRANSFORM_SHAPE_H
#define DPOPT_TRANSFORM_SHAPE_H

#include "transform/strategy.h"

extern const Strategy threshold;
extern const Strategy coarsen;

/* True when the output needs the runtime. */
bool shape_apply(const Transform *t);

#endif
