/* A child whose threads past a bound do nothing: its whole body is
 *
 *     int j = blockIdx.x * blockDim.x + threadIdx.x;
 *     if (j < n) {
 *         ...
 *     }
 *
 * (the sum and the product in either order; n an integer parameter; no
 * else, nothing after). Over a one-dimensional launch, a thread whose x
 * index is n or more only computes j and compares it: a strategy that runs
 * the child's threads itself (flattening) need not run those, which is the
 * padding of `<<<(n + 31) / 32, 32>>>`. */
#ifndef DPOPT_ANALYSIS_THREAD_GUARD_H
#define DPOPT_ANALYSIS_THREAD_GUARD_H

#include "model/model.h"

/* The index of parameter n in function fn's parameters, or -1 when its body
 * is not of that form. */
int thread_guard_param(const Program *p, int fn);

#endif
