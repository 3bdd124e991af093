/* Host launches of kernels whose grids must run one at a time
 * (KernelPlan.host_locked), made under the grid order lock. */
#ifndef DPOPT_TRANSFORM_HOST_LOCK_H
#define DPOPT_TRANSFORM_HOST_LOCK_H

#include "transform/emit.h"

void host_lock_apply(const Transform *t);

#endif
