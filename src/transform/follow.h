/* The host's follow-up launch of flattened sites' fused grids
 * (--flatten=grid): a launching kernel split into its body and two
 * kernels, its host launches rewritten. */
#ifndef DPOPT_TRANSFORM_FOLLOW_H
#define DPOPT_TRANSFORM_FOLLOW_H

#include "transform/emit.h"

void follow_apply(const Transform *t);

#endif
