/* A kernel launching itself under launch removal T1/T2/auto
 * (SiteRemoval.levels): after its original blocks, its persistent grid runs
 * the recursion level by level (runtime/include/dpopt/free_launch.cuh). */
#ifndef DPOPT_TRANSFORM_PERSIST_LEVELS_H
#define DPOPT_TRANSFORM_PERSIST_LEVELS_H

#include "transform/emit.h"

/* The level loop of kernel k's persistent version, at the kernel body's
 * depth, after the loop over its original blocks. */
void persist_levels_emit(const Transform *t, int k, StrBuf *out);

#endif
