/* --hoist: what a hoisted launch becomes (plan/hoist.c, runtime hoist.cuh).
 * After the launching kernel and its child:
 *
 *  static dpopt::HoistChild parent_dp_hoist_child(int n)
 *  {
 *      return dpopt::HoistChild{dim3((n + 255) / 256), dim3(256)};
 *  }
 *  static __device__ void child_dp_hoisted(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, <child's parameters>)
 *  <the child's body, its place renamed>
 *  __global__ void parent_dp_hoist(<parent's parameters>, dpopt::HoistGrid dp_hoist)
 *  {
 *      const dpopt::HoistPlace dp_place = dpopt::hoist_place(dp_hoist);
 *      const dim3 dp_threadIdx = dp_place.parent_thread; (and the rest of the place it reads)
 *      <the parent's body, its place renamed, its error queries cudaSuccess, and its launch:>
 *          child_dp_hoisted(dp_place.child_block, dim3(<grid>), dim3(<block>), <arguments>);
 *  }
 *
 * and, in place of each host launch of the parent, the hoisted grid, or the
 * launch as written where it cannot be made (hoist.cuh). */
#ifndef DPOPT_TRANSFORM_HOIST_H
#define DPOPT_TRANSFORM_HOIST_H

#include <stdbool.h>

#include "transform/emit.h"
#include "transform/strategy.h"

/* Writes every hoisted kernel and rewrites its host launches; true when
 * the runtime's hoist.cuh is needed. */
bool hoist_apply(const Transform *t);
/* The launch in a hoisted kernel's copy of its parent (EMIT_HOIST). */
extern const Strategy hoist;

#endif
