/* Block and grid granularity, T3 and T1/T2: a body (the kernel's, or a
 * block-convergent loop's) at whose end postponed launches are made runs
 * in a lambda, between the declarations of the launches' records and what
 * each strategy makes of them at the end. */
#ifndef DPOPT_TRANSFORM_POSTPONE_H
#define DPOPT_TRANSFORM_POSTPONE_H

#include "transform/emit.h"

/* What goes before the body `scope`: the records, the lambda's head. */
void postpone_open(Emitter *e, TSNode scope, const char *indent);
/* What goes after it: the lambda's call, then `at_end` for each site
 * postponed to the end of `scope` whose records are not all run at a
 * cudaDeviceSynchronize, in source order. */
void postpone_close(Emitter *e, TSNode scope, const char *indent, void (*at_end)(Emitter *e, int site, const char *indent));

/* Which sites' scopes are wrapped where they stand (the others' bodies are
 * copied, or recorded by a persistent version alone): true at the first
 * site of each such scope (caller frees). */
bool *postpone_scopes_in_place(const Plan *plan);

#endif
