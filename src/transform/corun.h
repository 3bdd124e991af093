/* Concurrent kernel management's code (--corun): for each kernel the plan
 * (plan/corun.h) makes co-runnable, its body as one original block's work
 * (<kernel>_dp_block), the co-runnable kernel that admits blocks and runs
 * the original ones (<kernel>_dp_corun), and its host launches through
 * dpopt::corun_launch (runtime corun.cuh). */
#ifndef DPOPT_TRANSFORM_CORUN_H
#define DPOPT_TRANSFORM_CORUN_H

#include <stdbool.h>

#include "transform/emit.h"

/* Writes every co-runnable version; true when it wrote one (the runtime is needed). */
bool corun_apply(const Transform *t);
/* In a co-runnable block's body (e->corun): what replaces a planned load
 * (emit.c renames blockIdx and gridDim there, as in a persistent version);
 * true when it wrote it. */
bool corun_replace(Emitter *e, TSNode node);

#endif
