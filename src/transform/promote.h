/* Vertical aggregation's code (--promote): the chain's records, its first
 * link (the kernel as written, its consumer launched before its prologue)
 * and every later link (<kernel>_dp_chain, a block of a pool). The plan
 * (plan/promote.h) says which launches and how. */
#ifndef DPOPT_TRANSFORM_PROMOTE_H
#define DPOPT_TRANSFORM_PROMOTE_H

#include <stdbool.h>

#include "transform/emit.h"

/* Writes every planned promotion; true when it wrote one (the runtime is needed). */
bool promote_apply(const Transform *t);

#endif
