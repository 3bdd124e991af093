/* Device-side error queries (cudaGetLastError, cudaPeekAtLastError) that
 * can only find cudaSuccess, written as what they return: in a kernel
 * whose threads call the device runtime nowhere before them
 * (KernelPlan.queries_succeed), and in code that no longer needs the
 * device runtime at all (transform/whole.h). */
#ifndef DPOPT_TRANSFORM_ERROR_QUERIES_H
#define DPOPT_TRANSFORM_ERROR_QUERIES_H

#include <tree_sitter/api.h>

#include "rewrite/edit.h"
#include "transform/emit.h"

/* Edits the query (a call expression) over the code src: a comparison of
 * it with cudaSuccess as a whole (`false`, not `cudaSuccess !=
 * cudaSuccess`), its comment saying `why` there is no error to find; left
 * as it is where another edit already covers it (copied into generated
 * code, which the copy's own rules rename) or of another shape. */
void error_query_replace(const Source *src, TSNode query, const char *why, EditBuffer *edits);

/* The queries of every kernel the plan marks, where the kernel stands. */
void error_queries_apply(const Transform *t);

#endif
