#include "transform/helper_copy.h"
#include "transform/aggregate.h"
#include "transform/line_mark.h"
#include "transform/written_copy.h"

#include <stdlib.h>
#include <string.h>

#include "plan/levels.h"
#include "syntax/node.h"
#include "transform/decl.h"
#include "transform/flatten_grid.h"
#include "transform/guard.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static void emit_record(StrBuf *o, const Function *child, const LaunchSite *s, const SitePlan *sp)
{
    decl_template_head(o, child, DECL_SOLE_DEFINITION);
    strbuf_printf(o, "struct %s {\n", sp->aggregated.record_name);
    int fields = 0;
    for (int k = 0; k < s->arg_count; k++) {
        if (sp->aggregated.arg_scalar[k])
            continue;
        decl_field(o, "    ", &child->params[k], ";\n");
        fields++;
    }
    if (!sp->aggregated.grid_scalar) {
        decl_record_grid_field(o, sp);
        fields++;
    }
    if (!sp->aggregated.block_scalar) {
        strbuf_puts(o, "    dim3 dp_block; // the parent's child block size\n");
        fields++;
    }
    if (fields == 0)
        strbuf_puts(o, "    char dp_unused; // every argument is uniform: passed as scalars\n");
    strbuf_puts(o, "};\n\n");
}

/* The child's body as a fused kernel holds it, per child: one child with
 * thousands of aggregated launches gets as many fused kernels, all with
 * this text (it depends on the child and the column only). */
typedef struct FusedBody {
    char *text;
    int column;
} FusedBody;

static const char *fused_body(const Transform *t, const Function *child, int column, bool graph, FusedBody *cached)
{
    if (cached->text && cached->column == column)
        return cached->text;
    free(cached->text);
    StrBuf spliced;
    strbuf_init(&spliced);
    Emitter e = {.plan = t->plan, .hooks = t->hooks, .copies = t->copies, .mode = EMIT_FUSED, .out = &spliced,
                 .level_graph = graph};
    emit_body_at_depth(&e, child->body, column);
    cached->text = strbuf_take(&spliced);
    cached->column = column;
    return cached->text;
}

/* The fused kernel's first lines: how its block comes to the child block
 * it runs (dp_where, or dp_walk walked in whole blocks) and that launch's
 * record. One child block a fused block; `coarsen` consecutive ones, in a
 * loop; or, walked in whole blocks, every gridDim.x-th of the batch's, in a
 * loop. The caller closes a loop.
 *
 *  dpopt::BlockWalk dp_walk = dpopt::block_walk_in(dp_batch);
 *  <child>_dp_grid_args dp_record;
 *  while (dpopt::block_walk_step(dp_batch, &dp_walk, &dp_record)) {
 *      <arguments, dp_gridDim, dp_blockIdx from dp_walk.offset>
 *      [&]() <the child's body>();
 *  }
 *  dpopt::block_walk_leave(dp_batch);
 */
static void emit_fused_entry(Writer *w, const SitePlan *sp, const char *record_type)
{
    const char *record = sp->aggregated.record_name;
    if (sp->aggregated.walks_blocks) {
        w_line(w, "// Each block runs whole child blocks of the batch, every gridDim.x-th, one after another:");
        w_line(w, "// the child's threads must run together as its blocks (barriers, shared memory).");
        w_line(w, "dpopt::BlockWalk dp_walk = dpopt::block_walk_in(dp_batch);");
        w_line(w, "%s%s dp_record;", record, record_type);
        w_open(w, "while (dpopt::block_walk_step(dp_batch, &dp_walk, &dp_record)) {");
        return;
    }
    unsigned int coarsen = sp->decision.coarsen;
    /* Every launch of the level one block: block k runs launch k, no search. */
    bool one_each = levels_enter_one_each(sp);
    if (!one_each)
        w_line(w, "__shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block");
    if (coarsen > 1) {
        w_line(w, "// Each block does the work of %u consecutive blocks of the fused grid, one after another.", coarsen);
        w_line(w, "// (Read before any of them enters the batch, which lives until the last has.)");
        w_line(w, "const unsigned int dp_fused_blocks = dpopt::batch_total_blocks(dp_batch);");
        w_open(w, "for (unsigned int dp_i = 0; dp_i < %uu; dp_i++) {", coarsen);
        /* In 64 bits: within the factor of 2^32 fused blocks, 32 would
         * come back to block 0. */
        w_line(w, "const unsigned long long dp_at = (unsigned long long)blockIdx.x * %uu + dp_i;", coarsen);
        w_line(w, "if (dp_at >= dp_fused_blocks)");
        w_deeper(w);
        w_line(w, "break;");
        w_back(w);
        w_line(w, "const unsigned int dp_vb = (unsigned int)dp_at;");
    }
    if (one_each)
        w_line(w, "// The parent launch this block runs (each launch of the level is one block), and its arguments.");
    else
        w_line(w, "// Which parent launch this block belongs to, and that launch's arguments.");
    if (coarsen > 1)
        w_line(w, "// (batch_enter_block starts with a barrier: the block before is done with shared memory.)");
    w_line(w, "%s%s dp_record;", record, record_type);
    if (coarsen > 1)
        w_line(w, "const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);");
    else if (one_each)
        w_line(w, "const dpopt::BatchBlock dp_where = dpopt::batch_enter_piece_one_each(dp_piece, &dp_record);");
    else if (sp->decision.kind == STRATEGY_GRID_LEVELS)
        w_line(w, "const dpopt::BatchBlock dp_where = dpopt::batch_enter_piece(dp_enter, dp_piece, &dp_record);");
    else
        w_line(w, "const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);");
}

/* The fused kernel of `site` named `name`; `graph`: its copy for a
 * recursion's device graphs (transform/level_graph.h). */
static void emit_fused_kernel(const Transform *t, int site, StrBuf *o, const char *name, bool graph, FusedBody *cached)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    const Source *src = p->src;
    uint32_t body_start = ts_node_start_byte(child->body), body_end = node_end_byte(child->body);
    const char *body = src->text + body_start;
    size_t body_len = body_end - body_start;
    /* A thread_block stands on the child block's place (transform/block_group.h). */
    bool group = plan_uses_block_group(plan, s->callee_fn);
    bool uses_block_idx = group || helper_copy_body_reads(plan, body, body_len, "blockIdx");
    bool uses_grid_dim = uses_block_idx || helper_copy_body_reads(plan, body, body_len, "gridDim");
    bool uses_block_dim = group || helper_copy_body_reads(plan, body, body_len, "blockDim");
    char *record_type = child->template_params ? decl_template_args(child->template_params) : xstrdup("");

    /* Coarsened or walked in whole blocks, everything below happens once
     * per child block the fused block runs, in a loop. */
    bool walk = sp->aggregated.walks_blocks;
    bool coarse = sp->decision.coarsen > 1 || walk;
    decl_fused_signature_named(plan, site, o, DECL_DEFINITION, name);
    strbuf_puts(o, "\n{\n");
    Writer w = w_at(o, "", 1);
    emit_fused_entry(&w, sp, record_type);
    for (int k = 0; k < s->arg_count; k++) {
        /* A scalar is a parameter of the fused kernel; one the body never
         * names is not unpacked (nvcc would warn of it). */
        if (sp->aggregated.arg_scalar[k] || !text_has_word(body, body_len, child->params[k].name))
            continue;
        StrBuf decl;
        strbuf_init(&decl);
        decl_param(&decl, "", &child->params[k], " = dp_record.");
        w_line(&w, "%s%s;", decl.data, child->params[k].name);
        strbuf_free(&decl);
    }
    if (uses_grid_dim) {
        char *grid = sp->aggregated.grid_scalar ? xstrdup("dp_grid") : decl_record_grid(sp, "dp_record");
        w_line(&w, "const dim3 dp_gridDim = %s;", grid);
        free(grid);
    } else if (sp->aggregated.grid_scalar)
        w_line(&w, "(void)dp_grid;");
    if (uses_block_idx)
        w_line(&w, "const dim3 dp_blockIdx = dpopt::unflatten(%s.offset, dp_gridDim);", walk ? "dp_walk" : "dp_where");
    else if (!walk)
        w_line(&w, "(void)dp_where;");
    const char *block = sp->aggregated.block_scalar ? "blockDim" : "dp_record.dp_block";
    if (uses_block_dim)
        w_line(&w, "const dim3 dp_blockDim = %s;", block);
    if (!sp->aggregated.block_scalar) {
        w_line(&w, "// The fused block is the largest of the parents' blocks: surplus threads %s.",
               coarse ? "sit this block out" : "leave");
        w_line(&w, "if (threadIdx.x >= %s.x || threadIdx.y >= %s.y || threadIdx.z >= %s.z)", block, block, block);
        w_deeper(&w);
        w_line(&w, "%s;", coarse ? "continue" : "return");
        w_back(&w);
    }
    /* The child's body, its braces at this depth: in a lambda when coarsened. */
    const char *spliced = fused_body(t, child, w_column(&w), graph, cached);
    Emitter at = emitter_for(t, o);
    char *mark = line_mark_text(&at, ts_node_start_byte(child->body));
    if (mark)
        w_directive(&w, mark);
    free(mark);
    if (coarse) {
        w_line(&w, "// The original body: a return ends this %s only.", walk ? "child block" : "block's share of the work");
        w_line(&w, "[&]() %s();", spliced);
        w_close(&w, "}");
    } else {
        w_line(&w, "%s", spliced);
    }
    if (walk)
        w_line(&w, "dpopt::block_walk_leave(dp_batch);");
    w_close(&w, "}");
    free(record_type);
}

void aggregate_level_graph_kernel(const Transform *t, int site, StrBuf *o, const char *name)
{
    FusedBody body = {0};
    emit_fused_kernel(t, site, o, name, true, &body);
    free(body.text);
}

char *aggregate_fused_grid_size(const SitePlan *sp, const char *block)
{
    StrBuf b;
    strbuf_init(&b);
    if (sp->aggregated.walks_blocks)
        strbuf_printf(&b, "dpopt::block_walk_blocks(dp_batch.total_blocks, %s)", block);
    else if (sp->decision.coarsen > 1)
        strbuf_printf(&b, "dpopt::coarsened_blocks(dp_batch.total_blocks, %uu)", sp->decision.coarsen);
    else
        strbuf_puts(&b, "dp_batch.total_blocks");
    return strbuf_take(&b);
}

static bool by_levels(const SitePlan *sp) { return sp->decision.kind == STRATEGY_GRID_LEVELS; }
static bool walks_threads(const SitePlan *sp) { return decision_batches(&sp->decision) && strategy_kind_walks_threads(sp->decision.kind); }

static char *xstrdup_or_null(const char *s) { return s ? xstrdup(s) : NULL; }

bool aggregate_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    EditBuffer *edits = t->edits;
    const Program *p = plan->program;
    bool any = false;
    FusedBody *bodies = xcalloc((size_t)p->function_count + 1, sizeof *bodies);
    bool *thread_written = xcalloc((size_t)p->function_count + 1, sizeof *thread_written);
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (!decision_batches(&sp->decision))
            continue;
        any = true;
        /* The batch's granularity: the kind's, or a flattened site's over its cap. */
        Granularity batch = decision_granularity(&sp->decision);
        const LaunchSite *s = &p->launches[i];
        const Function *child = &p->functions[s->callee_fn];

        /* A flattened site's statement is removal's to replace (its
         * launches over the cap come here: transform/flatten_warp.c). */
        if (sp->decision.kind != STRATEGY_FLATTEN_WARP)
            site_code_replace_statement(t, i);
        /* Another launch of a kernel by itself, level by level: its
         * leader's batch, types and fused kernel serve it. */
        if (sp->decision.kind == STRATEGY_GRID_LEVELS && sp->aggregated.level_leader >= 0 && sp->aggregated.level_leader != i)
            continue;

        /* The record and a declaration of the fused kernel before the first
         * code that names them; the kernel's definition after the child. */
        const char *caller = s->caller_fn >= 0 ? p->functions[s->caller_fn].name : "?";
        uint32_t before = ts_node_start_byte(child->outer);
        if (s->caller_fn >= 0 && ts_node_start_byte(p->functions[s->caller_fn].outer) < before)
            before = ts_node_start_byte(p->functions[s->caller_fn].outer);
        StrBuf decl;
        strbuf_init(&decl);
        strbuf_printf(&decl,
                      "// dpopt: %s as launched from %s (line %u), aggregated at %s granularity.\n"
                      "// Arguments that differ between the launching threads travel in this record.\n",
                      s->callee, caller, source_pos(p->src, ts_node_start_byte(s->node)).line,
                      plan_granularity_label(plan, batch));
        emit_record(&decl, child, s, sp);
        if (decision_postpones(&sp->decision))
            decl_launch_type(plan, i, &decl);
        if (batch == GRANULARITY_GRID && sp->aggregated.grid_table)
            strbuf_printf(&decl, "// The grid-wide batches of the launching grids, one a grid: several grids of %s may run\n"
                                 "// at once, each taking a state of its own from this table.\n"
                                 "static __device__ dpopt::GridStateTable %s_states;\n\n", caller, sp->kernel_name);
        else if (batch == GRANULARITY_GRID)
            strbuf_printf(&decl, "// The grid-wide batch of the launching grid (one grid of %s runs at a time).\n"
                                 "static __device__ dpopt::GridState %s_state;\n\n", caller, sp->kernel_name);
        if (batch == GRANULARITY_MULTIBLOCK)
            strbuf_printf(&decl, "// The batches of the launching grid's groups of blocks, one per group (one grid of %s runs at a time).\n"
                                 "static __device__ dpopt::GroupStates %s_groups;\n\n", caller, sp->kernel_name);
        if (sp->decision.kind == STRATEGY_GRID_LEVELS)
            strbuf_printf(&decl, "// The batches of %s's recursion kept for their later pieces (a level too large for the\n"
                                 "// memory left runs in pieces).\n"
                                 "static __device__ dpopt::LevelStack %s_levels;\n\n", caller, sp->kernel_name);
        /* The kernel as written, for the launches a subtree run in its
         * thread makes at or above the threshold or with its stack full. */
        if (sp->decision.kind == STRATEGY_GRID_LEVELS && plan_levels_run_subtrees(plan, s->caller_fn))
            written_copy_emit(plan, i, &decl);
        decl_fused_signature(plan, i, &decl, DECL_DECLARATION);
        strbuf_puts(&decl, ";\n\n");
        if (strategy_kind_walks_threads(sp->decision.kind)) {
            decl_fused_walk_signature(plan, i, &decl, DECL_DECLARATION);
            strbuf_puts(&decl, ";\n\n");
        }
        if (sp->aggregated.followed)
            flatten_grid_follow_declarations(plan, i, &decl);
        /* A kernel's sites run level by level share its leader's pieces. */
        char *guard = sp->decision.kind == STRATEGY_GRID_LEVELS ? guard_of_child(plan, s->callee_fn, by_levels)
                                                                : xstrdup_or_null(guard_of_site(plan, i));
        guard_insert(edits, before, &decl, guard);
        strbuf_free(&decl);

        StrBuf code;
        strbuf_init(&code);
        if (strategy_kind_walks_threads(sp->decision.kind) && !thread_written[s->callee_fn]) {
            /* One thread of the child, once per child, before the first
             * fused kernel that calls it: for each of those kernels. */
            strbuf_printf(&code, "\n\n// dpopt: one thread of %s, for the fused grids that flatten its launches.\n", s->callee);
            removed_child_thread(t, i, &code, DECL_SOLE_DEFINITION);
            thread_written[s->callee_fn] = true;
            char *threads = guard_of_child(plan, s->callee_fn, walks_threads);
            if (!guard_same(threads, guard)) /* else it goes with the fused kernel, in one piece */
                guard_insert(edits, node_end_byte(child->outer), &code, threads);
            free(threads);
        }
        if (strategy_kind_walks_threads(sp->decision.kind))
            flatten_grid_walk(plan, i, &code);
        if (batch == GRANULARITY_MULTIBLOCK)
            strbuf_printf(&code, "\n\n// dpopt: %s fused across the launches of one group of %u blocks of %s.\n", s->callee,
                          plan->group_blocks, caller);
        else
            strbuf_printf(&code, "\n\n// dpopt: %s fused across the launches of one %s of %s%s.\n", s->callee,
                          granularity_name(batch), caller, strategy_kind_walks_threads(sp->decision.kind) ? ", a thread for each child thread" : "");
        if (strategy_kind_walks_threads(sp->decision.kind))
            flatten_grid_fused_kernel(plan, i, &code);
        else
            emit_fused_kernel(t, i, &code, sp->kernel_name, false, &bodies[s->callee_fn]);
        /* The follow-up kernel is no template: the child's template
         * arguments it names (`<Scale>`) may be types defined after the
         * child, which the launching kernel's body sees. */
        bool follow_after_caller = sp->aggregated.followed && s->template_args;
        if (sp->aggregated.followed && !follow_after_caller)
            flatten_grid_follow_kernel(plan, i, &code);
        guard_insert(edits, node_end_byte(child->outer), &code, guard);
        strbuf_free(&code);
        if (follow_after_caller) {
            StrBuf follow;
            strbuf_init(&follow);
            flatten_grid_follow_kernel(plan, i, &follow);
            guard_insert(edits, node_end_byte(p->functions[s->caller_fn].outer), &follow, guard);
            strbuf_free(&follow);
        }
        free(guard);
    }
    for (int fn = 0; fn < p->function_count; fn++)
        free(bodies[fn].text);
    free(bodies);
    free(thread_written);
    return any;
}
