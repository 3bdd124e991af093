/* What the generated code of one launch site is written from: the site,
 * its plan, its child and its template arguments, looked up once; and the
 * pieces every strategy writes the same way (the comment opening a
 * rewritten launch, a launch configuration). */
#ifndef DPOPT_TRANSFORM_SITE_CODE_H
#define DPOPT_TRANSFORM_SITE_CODE_H

#include "transform/emit.h"
#include "transform/writer.h"

typedef struct SiteCode {
    int site;
    const LaunchSite *s;
    const SitePlan *sp;
    const Function *child;
    const char *targs;       /* the launch's template arguments, "" when none */
    char pending[32];        /* "dp_pending_<site>": its postponed launch's record */
} SiteCode;

SiteCode site_code(const Plan *plan, int site);
/* `{` in place of the launch statement (w_block), then one level in
 * "// dpopt: <callee><<<grid, block>>> ": the head of the comment opening
 * a rewritten launch; the caller ends its line. Grid and block are quoted
 * on one line, so none of their text falls out of it. */
void site_code_comment(StrBuf *out, const char *indent, const char *callee, const char *grid, const char *block);
/* "<<<grid, block, <shared memory>, <stream>>>>": the configuration with
 * grid and block given, the rest as written. */
void site_code_config(Emitter *e, const LaunchSite *s, const char *grid, const char *block);
/* ", <shared memory>, <stream>>>>": the rest of the configuration as
 * written, but for a stream whose creation is left out (see
 * plan_stream_call_dropped): cudaStreamFireAndForget. */
void site_code_config_rest(Emitter *e, const LaunchSite *s);
/* Where the plan nests the site's fused grid (SiteAggregation.nested),
 * opens dpopt::launch_nested's lambda and makes *stream the stream that
 * lambda is given (dp_stream):
 *
 *      dpopt::launch_nested([&](cudaStream_t dp_stream) {
 *          <the fused grid's launch, into dp_stream>
 *      });
 *
 * True when the caller must close it (site_code_nest_close). */
bool site_code_nest_open(Writer *w, const SitePlan *sp, const char **stream);
void site_code_nest_close(Writer *w);
/* The line of the site's launch, for comments. */
unsigned site_code_line(const Plan *plan, int site);

/* Replaces the site's launch statement in the input by what its strategy
 * writes there. */
void site_code_replace_statement(const Transform *t, int site);
/* What a rewritten launch statement starts from: the site, its plan, its
 * template arguments, and its grid and block re-emitted, already written
 * into the comment that opens the statement's block (site_code_comment). */
typedef struct SiteOpening {
    SiteCode c;
    char *grid, *block;
} SiteOpening;

SiteOpening site_code_open(Emitter *e, int site, const char *indent);
void site_code_close(SiteOpening *opening);

/* The configuration and arguments evaluated once, into dp_grid, dp_block
 * and dp_arg<k>: one statement a line, inside the opened block. */
void site_code_bind(Emitter *e, const SiteOpening *opening, const char *indent);
/* The launching thread runs the child itself (T4): a loop over its blocks
 * calling <child>_dp_t4, on the bound values (`record` NULL), where
 * dpopt::launch_config_valid says the launch as written would start, or
 * on those of a postponed launch's record (transform/pending.h), which
 * the caller runs only where it is active; `indent` is the loop's (or its
 * test's). */
void site_code_run_serially(Emitter *e, int site, const char *indent, const char *record);
/* The loop under it, for any caller: `for (dp_b ...) <call>dp_b, <grid>,
 * <block><args>);` (`call` the function's name and its opening
 * parenthesis, with any arguments before the block's; `args` each after
 * ", "), under a test that the launch as written would start where
 * `check`. */
void site_code_walk_blocks(Writer *w, const char *call, const char *grid, const char *block, const char *args,
                           bool check);

/* The child, or its coarsened form, launched from the values bound by
 * site_code_bind: `{ child<<<dp_grid, dp_block, ...>>>(dp_arg0, ...); }`,
 * its block at `indent`. */
void site_code_bound_launch(Emitter *e, int site, const char *indent);
/* The same, of `kernel` (not coarsened) instead: the copy as written of a
 * kernel run level by level (transform/written_copy.h). */
void site_code_bound_launch_of(Emitter *e, int site, const char *indent, const char *kernel);

/* Whether `site` is the first (in source order) of its child's sites that
 * `uses` selects: that one writes the child's generated functions. */
bool site_code_first_of_child(const Plan *plan, int site, bool (*uses)(const SitePlan *));
/* Where those functions are declared: before the child and before every
 * function holding one of the sites `uses` selects. */
uint32_t site_code_declaration_point(const Plan *plan, int child_fn, bool (*uses)(const SitePlan *));

/* Why a block running child blocks one after another meets a barrier
 * between two of them: the comment on that __syncthreads(). */
const char *site_code_child_barrier_why(const Plan *plan, int child);

/* What replaces the cudaStreamCreateWithFlags (which 1) or the
 * cudaStreamDestroy (2) of a stream whose launch is not made
 * (plan_stream_call_dropped): a no-op, `why` saying so. */
void site_code_dropped_stream(const Source *src, TSNode call, int which, const char *why, StrBuf *o);

/* A grid batch's state as a flush names it: `&<kernel>_state`, the site's
 * one, or `dp_state`, the grid's own where several grids of the launching
 * kernel may run at once (SiteAggregation.grid_table), which
 * site_code_take_grid_state's line takes from the site's table. The
 * caller frees it. */
char *site_code_grid_state(const SitePlan *sp);
/* Where each grid takes its own state, the line that takes it (every
 * thread of the block runs it, before the batch opens); else nothing. */
void site_code_take_grid_state(Writer *w, const SitePlan *sp);

#endif
