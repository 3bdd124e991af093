/* What single nodes of a copied body become in the versions re-emission
 * writes (transform/emit.h's EmitMode picks which apply): each writes the
 * replacement to `out` and returns true, or leaves `out` alone and returns
 * false. */
#ifndef DPOPT_TRANSFORM_RENAMES_H
#define DPOPT_TRANSFORM_RENAMES_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "plan/plan.h"
#include "syntax/source.h"
#include "util/strbuf.h"

/* The geometry a child had in its original grid: blockIdx, gridDim and
 * blockDim, and threadIdx where `threads` (the child run by other
 * threads), as dp_<name>. */
bool rename_child_geometry(const Source *src, TSNode node, bool threads, StrBuf *out);
/* A child's __syncthreads() over its own threads only (T3, a child block
 * smaller than the running block). */
bool rename_partial_barrier(const Source *src, TSNode node, StrBuf *out);
/* A device-runtime error query (cudaGetLastError, cudaPeekAtLastError),
 * alone or compared with cudaSuccess, in a persistent version: its
 * launches are removed, so there is no error to find, and a cooperative
 * kernel may not ask the device runtime. */
bool rename_error_query(const Source *src, TSNode node, StrBuf *out);
/* The same, a comparison's comment saying `why` there is no error to find. */
bool rename_error_query_because(const Source *src, TSNode node, const char *why, StrBuf *out);
/* blockIdx and gridDim in a version whose blocks stand for the original
 * ones (persistent, co-runnable): the original block's, handed in. */
bool rename_original_block(const Source *src, TSNode node, StrBuf *out);
/* __ldg called in code that runs inside a kernel that may write what it
 * reads (Plan.coherent_reads): dpopt::read_coherent, an ordinary load. */
bool rename_readonly_load(const Source *src, TSNode node, StrBuf *out);
/* The same in a function the plan marks (Plan.coherent_reads), in code
 * emitted as written. */
bool rename_marked_readonly_load(const Plan *plan, TSNode node, StrBuf *out);

#endif
