/* The declarations generated code writes again and again: a generated
 * kernel's head, a parameter or a record field declared like the user's
 * parameter, a postponed launch's record type, a function's shared memory
 * as one struct. */
#ifndef DPOPT_TRANSFORM_DECL_H
#define DPOPT_TRANSFORM_DECL_H

#include "plan/plan.h"
#include "transform/writer.h"
#include "util/strbuf.h"

/* Which declaration of a generated function is written. C++ takes a
 * default template argument (`template <int N = 2>`) once, on the first
 * declaration that has it: a definition after a declaration names the
 * parameters alone. */
typedef enum DeclWhich {
    DECL_DECLARATION,       /* the declaration, first: with the defaults */
    DECL_DEFINITION,        /* the definition, after the declaration: without */
    DECL_SOLE_DEFINITION,   /* a definition with no declaration before it: with */
} DeclWhich;

static inline bool decl_is_definition(DeclWhich which) { return which != DECL_DECLARATION; }

/* `template <...>\n` for fn when it is a template (nothing otherwise): its
 * parameters as written, without their defaults for DECL_DEFINITION. */
void decl_template_head(StrBuf *out, const Function *fn, DeclWhich which);
/* The line above a kernel dpopt bounds (KernelPlan.bounded,
 * SitePlan.bounded) saying why; nothing when not `bounded`. */
void decl_bound_comment(StrBuf *out, bool bounded);
/* `__launch_bounds__(...) ` of a kernel dpopt writes for fn (a copy, a
 * fused kernel, a rewrite): fn's own (or its `__maxnreg__(...)`), else
 * 1024 where `bounded`, else nothing. */
void decl_launch_bounds(StrBuf *out, const Function *fn, bool bounded);
/* A generated kernel's head up to its "(": on a definition the line
 * saying why it is `bounded`, the child's template parameters and launch
 * bounds (decl_launch_bounds), then `name`. */
void decl_kernel_head(StrBuf *out, const Function *child, const char *name, DeclWhich which, bool bounded);
/* A parameter as a declaration, "const int *col_idx", glued like the user
 * wrote it when the type ends in * or &, between before and after. */
void decl_param(StrBuf *out, const char *before, const Param *param, const char *after);
/* The same as a field of a record that is filled in by assignment: a
 * parameter that is itself const (`const int n`, `int *const p`) is not. */
void decl_field(StrBuf *out, const char *before, const Param *param, const char *after);
/* "<typename T, int N = 4>" -> "<T, N>": a template's parameters as the
 * arguments that name it from inside (the caller frees it). */
char *decl_template_args(const char *params);
/* `template <...> __global__ void <fused kernel>(unsigned char *dp_batch,
 * <uniform arguments>)`: an aggregated site's fused kernel, up to its ")". */
void decl_fused_signature(const Plan *plan, int site, StrBuf *out, DeclWhich which);
/* The same under another name (a copy of the fused kernel). */
void decl_fused_signature_named(const Plan *plan, int site, StrBuf *out, DeclWhich which, const char *name);
/* `template <...> __device__ void <fused kernel>_walk(unsigned int
 * dp_block_at, unsigned int dp_blocks, <the fused kernel's parameters>)`:
 * the walk of a flattened site's batch (--flatten=grid) by block
 * dp_block_at of dp_blocks, up to its ")". */
void decl_fused_walk_signature(const Plan *plan, int site, StrBuf *out, DeclWhich which);
/* `template <...> __device__ void <fused kernel>_walk_apart(const
 * dpopt::GridFlatFound &dp_found, <the fused kernel's uniform
 * parameters>)`: the follow-up grid's walk of a followed site's launches
 * listed apart (SiteAggregation.lists_apart), up to its ")". */
void decl_fused_walk_apart_signature(const Plan *plan, int site, StrBuf *out, DeclWhich which);
/* The type of a postponed launch: every argument and the configuration. */
void decl_launch_type(const Plan *plan, int site, StrBuf *out);
/* `to->field = from.field;` for each field of the site's launch type, one
 * line each: nvcc copies a whole launch kept in local memory (an array of a
 * thread's pending launches) one byte at a time. */
void decl_launch_copy(const Plan *plan, int site, Writer *w, const char *to, const char *from);
/* The grid field of an aggregated site's record, declared: a dim3, or its x
 * alone where the grid is one-dimensional (SiteAggregation.grid_x_only). */
void decl_record_grid_field(StrBuf *out, const SitePlan *sp);
/* `<record>.<grid field> = <grid>;`, grid a dim3. */
void decl_record_grid_store(Writer *w, const SitePlan *sp, const char *record, const char *grid);
/* The grid the record `record` carries, as a dim3 (the caller frees it). */
char *decl_record_grid(const SitePlan *sp, const char *record);
/* struct <fn>_dp_shared { ... };: function fn's placed shared memory. */
void decl_shared_struct(const Program *program, int fn, StrBuf *out);
/* The first argument of <child>_dp_t3 when its shared memory is placed
 * (with its comma), else "": `shared` names the struct to pass (caller frees). */
char *decl_shared_argument(const Plan *plan, int site, const char *shared);

#endif
