/* The standalone coarsened child, <child>_dp_coarse<N>: a copy of the child
 * kernel whose blocks each run N consecutive blocks of the original grid,
 * with blockIdx and gridDim renamed to the original block's place and the
 * original grid (passed as the last parameter). */
#ifndef DPOPT_TRANSFORM_COARSE_CHILD_H
#define DPOPT_TRANSFORM_COARSE_CHILD_H

#include <stdbool.h>

#include "transform/decl.h"
#include "transform/emit.h"

/* The kernel, or (DECL_DECLARATION) its declaration. */
void coarse_child_kernel(const Transform *t, int site, StrBuf *out, DeclWhich which);

#endif
