/* Re-emitting original code into generated code: a subtree's text, with
 * aggregated launch statements replaced by their generated form and, inside
 * a fused child, the block geometry (blockIdx, gridDim, blockDim) renamed
 * to the values the child had in its original grid. */
#ifndef DPOPT_TRANSFORM_EMIT_H
#define DPOPT_TRANSFORM_EMIT_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "plan/plan.h"
#include "util/strbuf.h"

typedef struct Emitter {
    const Plan *plan;
    bool fused;             /* emitting the body of a fused kernel: blockIdx -> dp_blockIdx,
                               ..., and allocations aggregated */
    bool serial;            /* emitting a child run by other threads (T3, T4): threadIdx renamed too */
    bool partial_barriers;  /* T3: the child's __syncthreads() over its own threads only */
    StrBuf *out;
    bool persistent;        /* emitting a kernel's persistent version (T1/T2): blockIdx and
                               gridDim renamed to the original block's, and its removed
                               launches recorded into the grid-wide worklists */
    const char *shared_struct; /* the function's shared memory is placed (plan->kernel_shared_placed,
                               child_shared_placed): its __shared__ declarations become references
                               to the members of this struct, e.g. `auto &tile = dp_shared.tile;` */
} Emitter;

void emit_node(Emitter *e, TSNode node);
/* The dpopt runtime's replacement for a device-side cudaMalloc or cudaFree
 * named by `callee` (the function node of a call), or NULL. */
const char *emit_allocation_rename(const Source *src, TSNode callee);
/* A generated kernel's head up to its "(": the child's template
 * parameters and launch bounds, then `name`. */
void emit_kernel_head(StrBuf *out, const Function *child, const char *name);
/* A parameter as a declaration, "const int *col_idx", glued like the user
 * wrote it when the type ends in * or &, between before and after. */
void emit_param_declaration(StrBuf *out, const char *before, const Param *param, const char *after);
/* The same as a field of a record that is filled in by assignment: a
 * parameter that is itself const (`const int n`, `int *const p`) is not. */
void emit_field_declaration(StrBuf *out, const char *before, const Param *param, const char *after);
/* The launch as written, from a postponed launch's record `pending`. */
void emit_pending_launch_as_written(Emitter *e, int site, const char *indent, const char *pending);
/* The launching thread runs the child of a pending record `pending`
 * itself (T4): a loop over its blocks calling <child>_dp_t4. */
void emit_t4_run(Emitter *e, int site, const char *indent, const char *pending);
/* "{\n<indent>    // dpopt: <callee><<<grid, block>>> ": the head of the
 * comment opening a rewritten launch; the caller ends its line. Grid and
 * block are quoted on one line, so none of their text falls out of it. */
void emit_launch_comment(StrBuf *out, const char *indent, const char *callee, const char *grid, const char *block);
/* Leading white space of the line holding `offset`. */
char *emit_line_indent(const Source *src, uint32_t offset);
/* The generated statement that replaces aggregated launch site `site`. */
void emit_aggregated_launch(Emitter *e, int site, const char *indent);
/* The same, with `bound`: the configuration and arguments were evaluated
 * already, into dp_grid, dp_block and dp_arg<k> (thresholding). */
void emit_aggregated_launch_bound(Emitter *e, int site, const char *indent, bool bound);
/* The text of an expression as it must read in generated code (caller frees). */
char *emit_expr(Emitter *e, TSNode node);

/* Block and grid granularity: a body (the kernel's, or a block-convergent
 * loop's) at whose end postponed launches are made runs in a lambda, between
 * the declarations of the pending launches and their flushes. `open` goes
 * before the body, `close` after it. emit_node wraps such bodies itself. */
void emit_postponing_open(Emitter *e, TSNode scope, const char *indent);
void emit_postponing_close(Emitter *e, TSNode scope, const char *indent);
/* T3 and auto: the statement replacing a device-side cudaDeviceSynchronize
 * planned SYNC_FLUSH: the block runs the records of sync->flushes, resets
 * them, and meets a barrier. `indent` is the statement's. */
void emit_sync_flush(Emitter *e, const SyncPlan *sync, const char *indent);
/* What replaces a device-side cudaDeviceSynchronize planned SYNC_BARRIER or
 * SYNC_DROP: the statement (`alone`) or the call in an expression. */
const char *emit_sync_replacement(SyncAction action, bool alone);
/* struct <fn>_dp_shared { ... };: function fn's placed shared memory. */
void emit_shared_struct(const Program *program, int fn, StrBuf *out);
/* The first argument of <child>_dp_t3 when its shared memory is placed
 * (with its comma), else "": `shared` names the struct to pass (caller frees). */
char *emit_t3_shared_argument(const Plan *plan, int site, const char *shared);
/* The type of a postponed launch: every argument and the configuration. */
void emit_launch_type(const Plan *plan, int site, StrBuf *out);

#endif
