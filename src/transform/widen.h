/* Host launches of kernels whose grid-stride loop gets a wider grid
 * (KernelPlan.widened), where no other rewrite writes them. */
#ifndef DPOPT_TRANSFORM_WIDEN_H
#define DPOPT_TRANSFORM_WIDEN_H

#include "transform/emit.h"

void widen_apply(const Transform *t);
/* The widened grid of host launch s, `dpopt::grid_stride_grid(<grid>,
 * <block>, <bound>)`, with `block` in place of the launch's block where
 * not NULL. The caller frees it. */
char *widen_grid_text(const Plan *plan, const LaunchSite *s, const char *block);
/* The line above such a launch, saying why its grid is not as written. */
void widen_comment(StrBuf *o, const Plan *plan, const LaunchSite *s, const char *indent);

#endif
