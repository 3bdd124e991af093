/* Re-emitting original code into generated code: a subtree's text, with
 * what the plan rewrites in it handed to the strategies (through the hooks
 * of transform/strategy.h, which this file does not know) and, inside a
 * fused or removed child, the block geometry (blockIdx, gridDim, blockDim)
 * renamed to the values the child had in its original grid. */
#ifndef DPOPT_TRANSFORM_EMIT_H
#define DPOPT_TRANSFORM_EMIT_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "plan/plan.h"
#include "rewrite/edit.h"
#include "util/strbuf.h"

typedef struct Emitter Emitter;

/* What re-emission hands back to the strategies: set once, by
 * transform/transform.c, for every emitter of a run. */
typedef struct EmitHooks {
    /* The statement replacing a rewritten launch site. */
    void (*site)(Emitter *e, int site, const char *indent);
    /* A body at whose end postponed launches are made: what goes before
     * it and after it (transform/postpone.h). */
    void (*scope_open)(Emitter *e, TSNode scope, const char *indent);
    void (*scope_close)(Emitter *e, TSNode scope, const char *indent);
    /* A device-side cudaDeviceSynchronize planned SYNC_FLUSH, as a statement. */
    void (*sync)(Emitter *e, const SyncPlan *sync, const char *indent);
    /* Writes what replaces a node in a strategy's own version of a body (a
     * persistent version's stream made for a recorded launch, a co-runnable
     * block's place and loads), true when it did. */
    bool (*replace)(Emitter *e, TSNode node);
} EmitHooks;

/* One run of the transformation: the plan it carries out, the edits it
 * makes to the input, and the hooks of its strategies. */
typedef struct Transform {
    const Plan *plan;
    EditBuffer *edits;
    const EmitHooks *hooks;
    struct HelperCopies *copies; /* the copies of functions reading the place that the emitted
                                    code calls (transform/helper_copy.h) */
} Transform;

/* What body is being emitted, which decides what its code is renamed to
 * (emit_replacement switches on it once). */
typedef enum EmitMode {
    EMIT_PLAIN,             /* the input's own code, as it stands in the output */
    EMIT_FUSED,             /* the body of a fused kernel (aggregation, coarsening, a promoted link):
                               blockIdx, gridDim, blockDim -> dp_blockIdx, ..., the child's own
                               grid's; its cooperative groups renamed (transform/block_group.h) */
    EMIT_SERIAL,            /* a child run by other threads (T3, T4, flattening): threadIdx renamed too */
    EMIT_SERIAL_PARTIAL,    /* the same, its __syncthreads() over its own threads only (T3, a child
                               block smaller than the running block) */
    EMIT_PERSISTENT,        /* a kernel's persistent version (T1, T2, auto): blockIdx and gridDim
                               renamed to the original block's, its removed launches recorded into
                               the grid-wide worklists, its syncs and error queries replaced */
    EMIT_CORUN,             /* a kernel's body for its co-runnable version (--corun): blockIdx and
                               gridDim renamed to the original block's, its planned loads through
                               dpopt::corun_load */
    EMIT_HOIST              /* a launching kernel's body in its hoisted kernel (--hoist): its place
                               renamed to the thread's it stands for, its error queries cudaSuccess,
                               its hoisted launch the block's own child block */
} EmitMode;

struct Emitter {
    const Plan *plan;
    const EmitHooks *hooks;
    struct HelperCopies *copies; /* the run's (Transform.copies) */
    StrBuf *out;
    int reindent;           /* copied lines of the input move this many columns deeper: a
                               body spliced into generated code at another depth */
    EmitMode mode;
    bool level_graph;       /* a copy of a recursion's kernel for its device graphs (EMIT_PLAIN: the
                               root's, EMIT_FUSED: a level's; transform/level_graph.h): its level's
                               launches go into the batch at the launch and the graph's next node
                               closes the level, so no body runs in a lambda and no block counts
                               itself out; its error queries read cudaSuccess (a kernel of a device
                               graph may not ask the device runtime) */
    bool line_directives;   /* a body copied into generated code starts with a #line naming its
                               own lines, so that the compiler's messages on it name them */
    const PlanSum *sums;    /* EMIT_SERIAL in <child>_dp_t4: the atomic calls combined for the
                               block (KernelPlan.sums), each written as its register's step */
    int sum_count;
    union {
        /* EMIT_SERIAL, EMIT_SERIAL_PARTIAL, EMIT_PERSISTENT: where the function's shared memory
         * is placed (KernelPlan's shared_placed, shared_as_child), the struct whose members
         * its __shared__ declarations become references to, e.g. `auto &tile =
         * dp_shared.tile;`; NULL where it is not */
        const char *shared_struct;
        const struct CorunKernel *corun; /* EMIT_CORUN: the version's plan */
    } as;
};

/* The struct e's function's shared memory is placed in (Emitter.as), or NULL. */
const char *emit_shared_struct(const Emitter *e);

/* A body whose launches are made at its end runs in a lambda this many
 * columns deeper than the body was (transform/postpone.h). */
#define EMIT_POSTPONED_DEPTH 4

/* An emitter of the run `t` writing to `out`, plain (no renaming). */
Emitter emitter_for(const Transform *t, StrBuf *out);
void emit_node(Emitter *e, TSNode node);
/* A body spliced into generated code whose braces stand `depth` columns
 * deep: its lines move by the difference from the line it starts on. */
void emit_body_at_depth(Emitter *e, TSNode body, int depth);
/* The source's text [from, to), outside any literal, each line starting in
 * it moved e->reindent deeper (blank lines stay blank). */
void emit_source_reindented(Emitter *e, uint32_t from, uint32_t to);
/* The text of an expression as it must read in generated code (caller frees). */
char *emit_expr(Emitter *e, TSNode node);
/* The dpopt runtime's replacement for a device-side cudaMalloc or cudaFree
 * named by `callee` (the function node of a call), or NULL. */
const char *emit_allocation_rename(const Program *program, TSNode callee);
/* What replaces a device-side cudaDeviceSynchronize planned SYNC_BARRIER or
 * SYNC_DROP: the statement (`alone`) or the call in an expression. */
const char *emit_sync_replacement(SyncAction action, bool alone);
/* Leading white space of the line holding `offset`. */
char *emit_line_indent(const Source *src, uint32_t offset);

#endif
