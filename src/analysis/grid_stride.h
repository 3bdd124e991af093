/* A kernel whose whole body is one grid-stride loop over [0, n):
 *
 *     for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {
 *         ...
 *     }
 *
 * runs each iteration once with any number of blocks in x: with more, a
 * thread runs fewer iterations. It computes the same in any such grid only
 * where no iteration depends on which thread runs it, nor on the
 * iterations its thread ran before, which is read here from the loop:
 *   - j an integer the loop declares, never assigned in its body; n an
 *     integer parameter the kernel never assigns;
 *   - nothing leaves the loop early (break, return, goto);
 *   - the body reads no threadIdx, blockIdx, blockDim or gridDim and uses
 *     no shared memory, static local, barrier, warp-wide operation or
 *     inline assembly;
 *   - it writes no memory but by atomics that commute (atomicAdd, Sub,
 *     Min, Max, And, Or, Xor) and by launches: it assigns only locals it
 *     declares itself (not through them);
 *   - it calls only those atomics, cudaGetLastError, cudaPeekAtLastError,
 *     a few math functions, and functions whose bodies keep these rules
 *     (assigning their own locals and by-value parameters, returning);
 *   - a macro it names (or any function it calls names) is a constant.
 * Its launches' streams are the plan's to judge (plan/widen.c). */
#ifndef DPOPT_ANALYSIS_GRID_STRIDE_H
#define DPOPT_ANALYSIS_GRID_STRIDE_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

typedef struct GridStride {
    int bound_param;    /* n's index among the kernel's parameters; -1: not such a kernel */
    TSNode loop;        /* the for_statement */
    const char *why;    /* where bound_param is -1 but the body is such a loop: what keeps it
                           from running in another grid (static text) */
    TSNode why_at;      /* and where */
} GridStride;

/* Kernel fn's grid-stride loop, as above. */
GridStride grid_stride_of(const Program *p, int fn);

/* Whether expression `e` (of the input file) can be evaluated twice with
 * the same value and no effect: names, literals, members, subscripts,
 * built-in operators but assignments and increments, sizeof, casts, and
 * macros of constants; no calls. */
bool grid_stride_expr_is_pure(const Program *p, TSNode e);

#endif
