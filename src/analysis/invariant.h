/* Whether an expression has one value for every thread of a block, at
 * every point of the kernel and in every function it calls: literals,
 * sizeof, blockIdx, blockDim, gridDim, warpSize, the named device streams,
 * and operators over these. A variable never qualifies, however uniform:
 * its value may change between two executions of the code that reads it. */
#ifndef DPOPT_ANALYSIS_INVARIANT_H
#define DPOPT_ANALYSIS_INVARIANT_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "syntax/source.h"

bool invariant_in_block(const Source *src, TSNode expr);

#endif
