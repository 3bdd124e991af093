/* The functions that kernels read in from the program's other files bring
 * along (model/imports.h), written into the output: the helpers' copies,
 * with internal linkage, and the kernels' declarations, after the file's
 * own text and before the code made from the kernels that calls them. */
#ifndef DPOPT_TRANSFORM_BROUGHT_H
#define DPOPT_TRANSFORM_BROUGHT_H

#include "plan/plan.h"
#include "rewrite/edit.h"

/* Once every strategy has written its code into `edits`: those a read-in
 * kernel brings whose code the output holds (a kernel whose launches all
 * stay as written needs none of them). */
void brought_write(const Plan *plan, EditBuffer *edits);

#endif
