/* Block, grid and multiblock granularity (dissertation, chapter 3): a
 * site only records its launch (transform/pending.h); at the end of the
 * block, the block's records (grid: the grid's, multiblock: the group's)
 * go into one batch, and the block (or the last block of the grid or the
 * group to finish) launches the fused kernel over all of them. A grid or
 * block site flattened (--flatten=grid, --flatten=block) counts threads
 * instead: transform/flatten_grid.h, transform/flatten_block.h. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#include "transform/aggregate.h"
#include "transform/decl.h"
#include "transform/flatten_block.h"
#include "transform/flatten_grid.h"
#include "transform/pending.h"
#include "transform/site_code.h"
#include "transform/strategy.h"
#include "transform/subtree.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static void level_append_at_site(Emitter *e, int site, const char *indent, bool bound);

/* The site records the launch; the end of the block makes it. In a loop
 * batched for the whole grid, each execution keeps its own record. */
static void batch_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    const SitePlan *sp = &e->plan->sites[site];
    Writer w = w_block(e->out, indent);
    const char *callee = e->plan->program->launches[site].callee;
    const char *label = plan_granularity_label(e->plan, decision_granularity(&sp->decision));
    if (sp->aggregated.loop_records) {
        w_line(&w, "// dpopt: %s<<<...>>> kept for the end of the block, aggregated at %s granularity: in a loop, up to %u",
               callee, label, sp->aggregated.loop_records);
        w_line(&w, "// launches of this thread each keep a record of their own");
        pending_record_kept(e, site, indent, bound);
        return;
    }
    if (sp->decision.kind == STRATEGY_GRID_LEVELS && sp->aggregated.append_at_launch) {
        level_append_at_site(e, site, indent, bound);
        return;
    }
    w_line(&w, "// dpopt: %s<<<...>>> postponed to the end of the block, aggregated at %s granularity", callee, label);
    pending_record(e, site, indent, bound);
}

/* Arguments of the fused launch: the scalars, from the first launch of the
 * batch (they are uniform, so any launch would do). */
static void emit_fused_call(Emitter *e, int site, Writer *w, const char *first, const char *stream)
{
    SiteCode c = site_code(e->plan, site);
    const LaunchSite *s = c.s;
    const SitePlan *sp = c.sp;
    if (strategy_kind_walks_threads(sp->decision.kind)) {
        flatten_grid_fused_call(e, site, w, first, stream);
        return;
    }
    bool nested = site_code_nest_open(w, sp, &stream);
    StrBuf call;
    strbuf_init(&call);
    /* A grid of a recursion runs the piece of a batch level_batch_close picked. */
    bool levels = sp->decision.kind == STRATEGY_GRID_LEVELS;
    StrBuf block;
    strbuf_init(&block);
    if (levels)
        strbuf_puts(&block, "dp_next.block");
    else if (sp->aggregated.block_scalar)
        strbuf_printf(&block, "%s.dp_block", first);
    else
        strbuf_puts(&block, "dp_batch.max_block");
    char *fused_grid = levels ? xstrdup("dp_next.blocks") : aggregate_fused_grid_size(sp, block.data);
    strbuf_printf(&call, "%s%s<<<%s, %s", sp->kernel_name, c.targs, fused_grid, block.data);
    free(fused_grid);
    strbuf_free(&block);
    if (s->config_count > 2 || stream)
        strbuf_printf(&call, ", %s%s", s->config_count > 2 ? first : "0", s->config_count > 2 ? ".dp_shmem" : "");
    if (stream)
        strbuf_printf(&call, ", %s", stream);
    else if (s->config_count > 3)
        strbuf_printf(&call, ", %s.dp_stream", first);
    strbuf_puts(&call, levels ? ">>>(dp_next" : ">>>(dp_batch.data");
    for (int k = 0; k < s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k])
            strbuf_printf(&call, ", %s.%s", first, c.child->params[k].name);
    if (sp->aggregated.grid_scalar)
        strbuf_printf(&call, ", %s.dp_grid", first);
    w_line(w, "%s);", call.data);
    strbuf_free(&call);
    if (nested)
        site_code_nest_close(w);
}

/* Whether the fused launch reads anything from the batch's first launch. */
bool aggregate_needs_first(const LaunchSite *s, const SitePlan *sp)
{
    bool any = sp->aggregated.block_scalar || sp->aggregated.grid_scalar || s->config_count > 2;
    for (int k = 0; k < s->arg_count; k++)
        any = any || sp->aggregated.arg_scalar[k];
    return any;
}

/* The site's record (from its pending launch) into the batch at `slot`;
 * the batch's first launch also keeps the whole pending launch, for the
 * fused launch's scalars. */
static void store_record(Emitter *e, int site, Writer *w, const char *slot, const char *pending)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    w_line(w, "%s%s dp_record = {};", sp->aggregated.record_name, c.targs);
    for (int k = 0; k < c.s->arg_count; k++)
        if (!sp->aggregated.arg_scalar[k])
            w_line(w, "dp_record.%s = %s.%s;", c.child->params[k].name, pending, c.child->params[k].name);
    if (!sp->aggregated.grid_scalar) {
        StrBuf grid;
        strbuf_init(&grid);
        strbuf_printf(&grid, "%s.dp_grid", pending);
        decl_record_grid_store(w, sp, "dp_record", grid.data);
        strbuf_free(&grid);
    }
    if (!sp->aggregated.block_scalar)
        w_line(w, "dp_record.dp_block = %s.dp_block;", pending);
    w_line(w, "dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, %s, dp_record);", slot);
    w_open(w, "if (%s == 0) {", slot);
    w_line(w, "%s%s *dp_first_launch = dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity);",
           sp->launch_name, c.targs, sp->launch_name, c.targs, sp->aggregated.record_name, c.targs);
    decl_launch_copy(e->plan, site, w, "dp_first_launch", pending);
    w_close(w, "}");
}

/* Where the batch has no room: the launch as written; for a level of a
 * recursion (which splits a level into pieces down to one block's before
 * it comes to this), its thread runs it with its subtree where it can,
 * and the program stops where it cannot (runtime/include/dpopt/levels.cuh).
 * Written one level deeper, in the `else` the caller closes. */
static void launch_unbatched(Emitter *e, int site, Writer *w, const char *pending)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    w_deeper(w);
    if (sp->aggregated.subtree) {
        w_line(w, "// neither the launch pool nor the device heap has room: this thread runs the launch with its subtree");
        char *deeper = w_indent(w);
        subtree_run_pending(e, site, deeper, pending);
        free(deeper);
        return;
    }
    if (sp->decision.kind == STRATEGY_GRID_LEVELS) {
        /* The kernel as written could pass the pending-launch limit. */
        w_line(w, "// neither the launch pool nor the device heap has room for this level's launches: stop");
        w_line(w, "dpopt::levels_no_room(\"%s\");", c.s->callee);
        return;
    }
    w_line(w, strategy_kind_walks_threads(sp->decision.kind)
                  ? "// too many threads for the batch, or the launch pool is full: launch as written"
                  : "// the launch pool is full, or the batch's blocks are more than a grid takes: launch as written");
    char *deeper = w_indent(w);
    pending_launch_named(e, site, deeper, pending, "");
    free(deeper);
}

/* The options of the site's batch (dpopt::BatchOptions), one named field a
 * line where it differs from the default:
 *
 *      dpopt::BatchOptions dp_options = dpopt::batch_options<kernel_dp_grid_args, kernel_dp_grid_launch>();
 *      dp_options.one_per_row = true; // at most one launch per row of the block's threads
 *      dp_options.sites = 2u;
 *      dp_options.level = true; // a level of the recursion: its batch may come from the heap
 *      dp_options.max_units = 1u; // every launch of the level is 1 block: one atomic reserves them
 */
void aggregate_batch_options(Writer *w, SiteCode c, bool one_per_row, int sites, bool level)
{
    const SitePlan *sp = c.sp;
    w_line(w, "dpopt::BatchOptions dp_options = dpopt::batch_options<%s%s, %s%s>();", sp->aggregated.record_name, c.targs,
           sp->launch_name, c.targs);
    if (one_per_row)
        w_line(w, "dp_options.one_per_row = true; // at most one launch per row of the block's threads");
    if (sites != 1)
        w_line(w, "dp_options.sites = %du;", sites);
    if (level)
        w_line(w, "dp_options.level = true; // a level of the recursion: its batch may come from the heap");
    if (level && sp->aggregated.launch_blocks)
        w_line(w, "dp_options.max_units = %lluu; // every launch of the level is %llu block%s: one atomic reserves them",
               sp->aggregated.launch_blocks, sp->aggregated.launch_blocks, sp->aggregated.launch_blocks == 1 ? "" : "s");
}

/* The end of a grid of a recursion, level by level: its last block
 * launches the next grid, the piece of a batch level_batch_close picks,
 * with the options the level's batch was opened with (dp_options). Where
 * the plan nests the levels (SiteAggregation.nested), the launch
 * takes its stream from dpopt::launch_nested:
 *
 *      dpopt::LevelPiece dp_next;
 *      if (dpopt::level_batch_close(&dp_batch, dp_temp, &kernel_dp_grid_state, &kernel_dp_grid_levels, dp_options, &dp_next)) {
 *          dp_first = dpopt::batch_first<...>(dp_next.data, dp_next.capacity);
 *          // The next level starts at once, as a child of this grid (after it, past the nesting depth).
 *          dpopt::launch_nested([&](cudaStream_t dp_stream) {
 *              kernel_dp_grid<<<dp_next.blocks, dp_next.block, ..., dp_stream>>>(dp_next, <scalars>);
 *          });
 *      }
 *
 * and otherwise goes into cudaStreamTailLaunch. Where the caller has picked
 * the last block already (`last_known`: level_count_out_at_scope_end), the
 * test is level_batch_close's second half, level_batch_close_last.
 */
static void level_close(Emitter *e, int site, Writer *w, bool with_first, bool last_known)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    w_line(w, "// The last block launches the next grid of the recursion: this level's batch, or the next piece of");
    w_line(w, "// one kept for later where a level did not fit the memory left.");
    /* The next piece counts its room with the options the level's batch
     * was opened with (batch_options): a level is a batch, never walked
     * thread by thread. */
    assert(sp->decision.kind == STRATEGY_GRID_LEVELS);
    w_line(w, "dpopt::LevelPiece dp_next;");
    if (last_known) /* the caller's group_batch_last_block picked this thread */
        w_open(w, "if (dpopt::level_batch_close_last(&dp_batch, &%s_state, &%s_levels, dp_options, &dp_next)) {",
               sp->kernel_name, sp->kernel_name);
    else
        w_open(w, "if (dpopt::level_batch_close(&dp_batch, dp_temp, &%s_state, &%s_levels, dp_options, &dp_next)) {",
               sp->kernel_name, sp->kernel_name);
    if (with_first)
        w_line(w, "dp_first = dpopt::batch_first<%s%s, %s%s>(dp_next.data, dp_next.capacity);", sp->launch_name, c.targs,
               sp->aggregated.record_name, c.targs);
    if (sp->aggregated.nested)
        w_line(w, "// The next level starts at once, as a child of this grid (after it, past the nesting depth).");
    emit_fused_call(e, site, w, "(*dp_first)", plan_fused_stream(e->plan, site));
    w_close(w, "}");
}

/* A launch of a level appended to the next level's batch at the launch
 * (SiteAggregation.append_at_launch), with the options of the level's
 * batch (its leader's, as at the block's end):
 *
 *      // dpopt: kernel<<<...>>> into the next level's batch at once, aggregated at grid granularity
 *      kernel_dp_grid_launch dp_this = {};
 *      dp_this.dp_grid = ...; ...;
 *      dp_this.dp_active = dpopt::launch_config_valid(dp_this.dp_grid, dp_this.dp_block);
 *      if (dp_this.dp_active) {
 *          dpopt::BatchOptions dp_options = ...;
 *          dpopt::BlockBatch dp_batch;
 *          if (dpopt::level_append(&dp_batch, &kernel_dp_grid_state, dpopt::block_count(dp_this.dp_grid), dp_this.dp_block, dp_options)) {
 *              <its record and block start at dp_batch.slot>
 *          } else {
 *              <no room: launch_unbatched>
 *          }
 *      }
 *  }
 */
static void level_append_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    const Plan *plan = e->plan;
    SiteCode c = site_code(plan, site);
    const SitePlan *lead = &plan->sites[c.sp->aggregated.level_leader];
    Writer w = w_at(e->out, indent, 1);
    w_line(&w, "// dpopt: %s<<<...>>> into the next level's batch at once, aggregated at grid granularity", c.s->callee);
    w_line(&w, "%s%s dp_this = {};", c.sp->launch_name, c.targs);
    pending_fill(e, site, &w, bound, "dp_this");
    w_open(&w, "if (dp_this.dp_active) {");
    aggregate_batch_options(&w, c, c.sp->aggregated.one_per_row, lead->aggregated.level_sites, true);
    w_line(&w, "dpopt::BlockBatch dp_batch;");
    w_open(&w, "if (dpopt::level_append(&dp_batch, &%s_state, dpopt::block_count(dp_this.dp_grid), dp_this.dp_block, dp_options)) {",
           c.sp->kernel_name);
    store_record(e, site, &w, "dp_batch.slot", "dp_this");
    w_line(&w, "dpopt::batch_block_start(dp_batch.data)[dp_batch.slot] = dp_batch.start;");
    w_close(&w, "} else {");
    launch_unbatched(e, site, &w, "dp_this");
    w_close(&w, "}");
    w_close(&w, "}");
    w_end(&w);
}

/* The end of a grid of a recursion whose launches went into the next
 * level's batch at the launch (level_append_at_site): the block counts
 * itself out, and the last block launches the next grid (level_close) in
 * a lambda that is never inlined and captures nothing (the state and the
 * stack are the file's): that work, done by one block a level, then leaves
 * the body's code as it compiles without it (inline, qsb's one-thread sort
 * at the depth limit compiled slower). Its registers still count: under
 * -rdc nvlink gives a kernel the most of its own and its callees' (ptxas -v
 * shows only its own), and holding the lambda to the body's was no faster.
 *
 *  {
 *      // dpopt: the grid's launches of kernel from lines A, B went into the next level's batch at the launch:
 *      // the block only counts itself out, and the last block starts the next level out of line
 *      __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
 *      if (dpopt::group_batch_last_block(dp_temp, dpopt::whole_grid(&kernel_dp_grid_state)))
 *          []() __attribute__((noinline)) {
 *              kernel_dp_grid_launch *dp_first = nullptr;
 *              dpopt::BlockBatch dp_batch;
 *              dpopt::BatchOptions dp_options = ...;
 *              <the next grid: level_close>
 *          }();
 *  }
 */
static void level_count_out_at_scope_end(Emitter *e, int site, Writer *w, int count, const char *lines)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    w_line(w, "// dpopt: the grid's launches of %s from line%s %s went into the next level's batch at the launch:",
           c.s->callee, count > 1 ? "s" : "", lines);
    w_line(w, "// the block only counts itself out, and the last block starts the next level out of line");
    w_line(w, "__shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory");
    w_line(w, "if (dpopt::group_batch_last_block(dp_temp, dpopt::whole_grid(&%s_state)))", sp->kernel_name);
    w_deeper(w);
    w_open(w, "[]() __attribute__((noinline)) {");
    bool with_first = aggregate_needs_first(c.s, sp);
    if (with_first)
        w_line(w, "%s%s *dp_first = nullptr;", sp->launch_name, c.targs);
    w_line(w, "dpopt::BlockBatch dp_batch;");
    aggregate_batch_options(w, c, sp->aggregated.one_per_row, sp->aggregated.level_sites, true);
    level_close(e, site, w, with_first, true);
    w_close(w, "}();");
    w_back(w);
}

/* The flush of level_batch_at_scope_end: the block's records into one
 * batch, then the next grid. */
static void level_flush_at_scope_end(Emitter *e, int site, Writer *w, const int *members, int count, const char *lines)
{
    const Plan *plan = e->plan;
    SiteCode c = site_code(plan, site);
    const SitePlan *sp = c.sp;
    StrBuf launches, block;
    strbuf_init(&launches);
    strbuf_init(&block);
    for (int m = 0; m < count; m++) {
        SiteCode mc = site_code(plan, members[m]);
        strbuf_printf(&launches, "%s(%s.dp_active ? 1u : 0u)", m ? " + " : "", mc.pending);
        if (m + 1 < count)
            strbuf_printf(&block, "%s.dp_active ? %s.dp_block : ", mc.pending, mc.pending);
        else
            strbuf_printf(&block, "%s.dp_block", mc.pending);
    }
    w_line(w, "// dpopt: the grid's launches of %s from lines %s, fused into one launch: the next level of its recursion",
           c.s->callee, lines);
    bool with_first = aggregate_needs_first(c.s, sp);
    if (with_first)
        w_line(w, "%s%s *dp_first = nullptr;", sp->launch_name, c.targs);
    w_line(w, "dpopt::BlockBatch dp_batch;");
    w_line(w, "__shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory");
    w_line(w, "const unsigned int dp_launches = %s;", launches.data);
    /* Added up saturating, as the batch counts them: a sum past 2^32 - 1
     * must not wrap to a few blocks that a batch would take. */
    w_line(w, "unsigned int dp_blocks = 0u; // their blocks, added up saturating (a sum past 2^32 - 1 stays 2^32 - 1)");
    for (int m = 0; m < count; m++) {
        SiteCode mc = site_code(plan, members[m]);
        w_line(w, "if (%s.dp_active)", mc.pending);
        w_deeper(w);
        w_line(w, "dp_blocks = dpopt::saturating_add(dp_blocks, dpopt::block_count(%s.dp_grid));", mc.pending);
        w_back(w);
    }
    w_line(w, "const dim3 dp_block = %s;", block.data);
    aggregate_batch_options(w, c, sp->aggregated.one_per_row, count, true);
    w_line(w, "dpopt::grid_batch_open_launches(&dp_batch, dp_temp, &%s_state, dp_launches, dp_blocks, dp_block, dp_options);",
           sp->kernel_name);
    w_line(w, "unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;");
    for (int m = 0; m < count; m++) {
        SiteCode mc = site_code(plan, members[m]);
        w_open(w, "if (%s.dp_active) {", mc.pending);
        w_open(w, "if (dp_batch.data) {");
        store_record(e, members[m], w, "dp_slot", mc.pending);
        w_line(w, "dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;");
        w_line(w, "dp_slot++;");
        w_line(w, "dp_start += dpopt::block_count(%s.dp_grid);", mc.pending);
        w_close(w, "} else {");
        launch_unbatched(e, members[m], w, mc.pending);
        w_close(w, "}");
        w_close(w, "}");
    }
    level_close(e, site, w, with_first, false);
    strbuf_free(&launches);
    strbuf_free(&block);
}

/* A kernel's several launches of itself, level by level (plan/levels.h):
 * one batch for all of them, each thread's launches in consecutive slots
 * (where they went into the batch at the launch, the block only counts
 * itself out: level_count_out_at_scope_end).
 *
 *  {
 *      // dpopt: the grid's launches of kernel from lines A, B, fused into one launch: the next level
 *      kernel_dp_grid_launch *dp_first = nullptr;
 *      dpopt::BlockBatch dp_batch;
 *      __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
 *      const unsigned int dp_launches = (dp_pending_0.dp_active ? 1u : 0u) + (dp_pending_1.dp_active ? 1u : 0u);
 *      dpopt::BatchOptions dp_options = dpopt::batch_options<kernel_dp_grid_args, kernel_dp_grid_launch>();
 *      dp_options.sites = <the sites>;
 *      dp_options.level = true;
 *      dpopt::grid_batch_open_launches(&dp_batch, dp_temp, &kernel_dp_grid_state, dp_launches, <their blocks>, dp_block, dp_options);
 *      unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;
 *      if (dp_pending_0.dp_active) {
 *          if (dp_batch.data) { <its record and block start at dp_slot>; dp_slot++; dp_start += <its blocks>; }
 *          else { <no room: launch_unbatched> }
 *      }
 *      <the same for dp_pending_1>
 *      <the next grid: level_close>
 *  }
 */
static void level_batch_at_scope_end(Emitter *e, int site, const char *indent)
{
    const Plan *plan = e->plan;
    const Program *p = plan->program;
    SiteCode c = site_code(plan, site);
    const SitePlan *sp = c.sp;
    int *members = xcalloc((size_t)sp->aggregated.level_sites + 1, sizeof *members);
    int count = 0;
    for (int i = 0; i < p->launch_count && count < sp->aggregated.level_sites; i++)
        if (plan->sites[i].decision.kind == STRATEGY_GRID_LEVELS && plan->sites[i].aggregated.level_leader == site)
            members[count++] = i;
    Writer w = w_at(e->out, indent, 1);
    w_open(&w, "{");
    StrBuf lines;
    strbuf_init(&lines);
    for (int m = 0; m < count; m++)
        strbuf_printf(&lines, "%s%u", m == 0 ? "" : m + 1 == count ? " and " : ", ", site_code_line(plan, members[m]));
    if (sp->aggregated.append_at_launch)
        level_count_out_at_scope_end(e, site, &w, count, lines.data);
    else
        level_flush_at_scope_end(e, site, &w, members, count, lines.data);
    w_close(&w, "}");
    strbuf_free(&lines);
    free(members);
}

/* A launch inside a loop batched for the whole grid (SiteAggregation.
 * loop_records): each thread's kept records, one launch each, in
 * consecutive slots of the grid's batch.
 *
 *  {
 *      // dpopt: the grid's launches of child from line N (in a loop: up to K a thread), fused into one launch
 *      child_dp_grid_launch *dp_first = nullptr;
 *      dpopt::BlockBatch dp_batch;
 *      __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
 *      unsigned int dp_blocks = 0u; // this thread's kept launches' blocks, and the largest of their blocks
 *      dim3 dp_block(1u, 1u, 1u);
 *      for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) { ... }
 *          (the blocks added up saturating: past 2^32 - 1 they stay 2^32 - 1, more than a batch takes)
 *      dpopt::BatchOptions dp_options = ...; dp_options.sites = K;
 *      dpopt::grid_batch_open_launches(&dp_batch, dp_temp, &child_dp_grid_state, dp_pending_0_count, dp_blocks, dp_block, dp_options);
 *      unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;
 *      for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) {
 *          if (dp_batch.data) { <its record and block start at dp_slot>; dp_slot++; dp_start += <its blocks>; }
 *          else { // the launch pool is full, or ...: launch as written }
 *      }
 *      if (dpopt::grid_batch_close(&dp_batch, dp_temp, &child_dp_grid_state)) { <the fused launch>; reset }
 *  }
 */
static void loop_batch_at_scope_end(Emitter *e, int site, const char *indent)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    assert(decision_granularity(&sp->decision) == GRANULARITY_GRID && sp->decision.kind != STRATEGY_GRID_LEVELS);
    bool walks = strategy_kind_walks_threads(sp->decision.kind);
    unsigned int records = sp->aggregated.loop_records;
    char kept[48];
    snprintf(kept, sizeof kept, "%s[dp_k]", c.pending);
    Writer w = w_at(e->out, indent, 1);
    w_open(&w, "{");
    w_line(&w, "// dpopt: the grid's launches of %s from line %u (in a loop: up to %u a thread), fused into one launch",
           c.s->callee, site_code_line(e->plan, site), records);
    bool with_first = aggregate_needs_first(c.s, sp);
    if (with_first)
        w_line(&w, "%s%s *dp_first = nullptr;", sp->launch_name, c.targs);
    w_line(&w, "dpopt::BlockBatch dp_batch;");
    w_line(&w, "__shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory");
    site_code_take_grid_state(&w, sp);
    char *state = site_code_grid_state(sp);
    if (walks) {
        flatten_grid_open_kept(e, site, &w, kept);
    } else {
        w_line(&w, "unsigned int dp_blocks = 0u; // this thread's kept launches' blocks, and the largest of their blocks");
        w_line(&w, "dim3 dp_block(1u, 1u, 1u);");
        w_open(&w, "for (unsigned int dp_k = 0u; dp_k < %s_count; dp_k++) {", c.pending);
        w_line(&w, "dp_blocks = dpopt::saturating_add(dp_blocks, dpopt::block_count(%s.dp_grid));", kept);
        w_line(&w, "dp_block = dpopt::dim_max(dp_block, %s.dp_block);", kept);
        w_close(&w, "}");
        aggregate_batch_options(&w, c, false, (int)records, false);
        w_line(&w, "dpopt::grid_batch_open_launches(&dp_batch, dp_temp, %s, %s_count, dp_blocks, dp_block, dp_options);",
               state, c.pending);
    }
    w_line(&w, "unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;");
    w_open(&w, "for (unsigned int dp_k = 0u; dp_k < %s_count; dp_k++) {", c.pending);
    if (walks)
        flatten_grid_count_kept(e, site, &w, kept);
    w_open(&w, walks ? "if (dp_fits && dp_batch.data) {" : "if (dp_batch.data) {");
    store_record(e, site, &w, "dp_slot", kept);
    w_line(&w, "dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;");
    w_line(&w, "dp_slot++;");
    if (walks)
        w_line(&w, "dp_start += (unsigned int)dp_its;");
    else
        w_line(&w, "dp_start += dpopt::block_count(%s.dp_grid);", kept);
    w_close(&w, "} else {");
    launch_unbatched(e, site, &w, kept);
    w_close(&w, "}");
    w_close(&w, "}");
    if (walks && sp->aggregated.in_block) {
        flatten_grid_close(e, site, &w, with_first ? "(*dp_first)" : NULL, plan_fused_stream(e->plan, site));
        w_close(&w, "}");
        free(state);
        return;
    }
    w_open(&w, "if (dpopt::grid_batch_close(&dp_batch, dp_temp, %s)) {", state);
    if (with_first)
        w_line(&w, "dp_first = dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity);", sp->launch_name, c.targs,
               sp->aggregated.record_name, c.targs);
    emit_fused_call(e, site, &w, "(*dp_first)", plan_fused_stream(e->plan, site));
    w_line(&w, "dpopt::grid_batch_reset(%s);", state);
    w_close(&w, "}");
    w_close(&w, "}");
    free(state);
}

/*  {
 *      // dpopt: the block's launches of child from line N, fused into one launch
 *      dpopt::BlockBatch dp_batch;
 *      __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
 *      dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_block_args, child_dp_block_launch>();
 *      dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, <its blocks>, dp_pending_0.dp_block, dp_options);
 *      if (dp_pending_0.dp_active) {
 *          if (dp_batch.data) { <its record, into the batch> }
 *          else { // the launch pool is full: launch as written }
 *      }
 *      dpopt::block_batch_close(&dp_batch);
 *      if (dpopt::block_batch_is_leader(dp_batch))
 *          child_dp_block<<<dp_batch.total_blocks, ...>>>(dp_batch.data, <uniform arguments>);
 *  }
 * Grid and multiblock: the batch is the grid's or the group's, and the
 * last block to close it launches. */
static void batch_at_scope_end(Emitter *e, int site, const char *indent)
{
    const SitePlan *level = &e->plan->sites[site];
    if (level->decision.kind == STRATEGY_GRID_LEVELS && level->aggregated.level_leader >= 0 &&
        (level->aggregated.level_sites != 1 || level->aggregated.append_at_launch)) {
        /* Several launches of a kernel by itself: the first makes the
         * level's batch for all of them (or, where they went into it at
         * the launch, counts the block out). */
        if (level->aggregated.level_leader == site)
            level_batch_at_scope_end(e, site, indent);
        return;
    }
    if (level->aggregated.loop_records) {
        loop_batch_at_scope_end(e, site, indent);
        return;
    }
    SiteCode c = site_code(e->plan, site);
    const LaunchSite *s = c.s;
    const SitePlan *sp = c.sp;
    const char *targs = c.targs, *pending = c.pending;
    Granularity batch = decision_granularity(&sp->decision);
    bool grid = batch == GRANULARITY_GRID, group = batch == GRANULARITY_MULTIBLOCK;
    Writer w = w_at(e->out, indent, 1);
    w_open(&w, "{");
    if (group)
        w_line(&w, "// dpopt: the launches of %s from line %u by this block's group of %u blocks, fused into one launch", s->callee,
               site_code_line(e->plan, site), e->plan->group_blocks);
    else if (strategy_kind_walks_threads(sp->decision.kind) && !grid)
        w_line(&w, "// dpopt: the block's launches of %s from line %u, flattened over the block", s->callee,
               site_code_line(e->plan, site));
    else
        w_line(&w, "// dpopt: the %s's launches of %s from line %u, fused into one launch", grid ? "grid" : "block", s->callee,
               site_code_line(e->plan, site));
    /* The first launch of the batch is kept in the batch itself: the fused
     * launch takes its scalar arguments from it. */
    const char *first = "(*dp_first)";
    bool with_first = aggregate_needs_first(s, sp);
    if (with_first)
        w_line(&w, "%s%s *dp_first = nullptr;", sp->launch_name, targs);
    w_line(&w, "dpopt::BlockBatch dp_batch;");
    w_line(&w, "__shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory");
    if (grid)
        site_code_take_grid_state(&w, sp);
    char *state = site_code_grid_state(sp);
    if (!strategy_kind_walks_threads(sp->decision.kind))
        aggregate_batch_options(&w, c, (grid || group) && sp->aggregated.one_per_row, 1,
                      grid && sp->decision.kind == STRATEGY_GRID_LEVELS);
    if (group) {
        w_line(&w, "const dpopt::BlockGroup dp_group = dpopt::multiblock_group(&%s_groups, %uu);", sp->kernel_name,
               e->plan->group_blocks);
        w_line(&w, "dpopt::group_batch_open(&dp_batch, dp_temp, dp_group, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u,",
               pending, pending, pending);
        w_line(&w, "                        %s.dp_block, dp_options);", pending);
    } else if (strategy_kind_walks_threads(sp->decision.kind)) {
        flatten_grid_open(e, site, &w, pending);
    } else if (grid) {
        w_line(&w, "dpopt::grid_batch_open(&dp_batch, dp_temp, %s, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u,",
               state, pending, pending, pending);
        w_line(&w, "                       %s.dp_block, dp_options);", pending);
    } else {
        w_line(&w, "dpopt::block_batch_open(&dp_batch, dp_temp, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u,", pending,
               pending, pending);
        w_line(&w, "                        %s.dp_block, dp_options);", pending);
    }
    w_open(&w, "if (%s.dp_active) {", pending);
    if (sp->aggregated.lists_apart) {
        /* The followed copy has no launch as written: its batch takes every launch. */
        w_open(&w, "if (dp_batch.data && (dp_flattened || dp_followed)) {");
        store_record(e, site, &w, "dp_batch.slot", pending);
        w_line(&w, "if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart");
        w_deeper(&w);
        w_line(&w, "dpopt::grid_flat_list_apart(%s, dp_batch, dp_options);", state);
        w_back(&w);
        w_close(&w, "} else if constexpr (!dp_followed) {");
    } else {
        w_open(&w, strategy_kind_walks_threads(sp->decision.kind) ? "if (dp_flattened && dp_batch.data) {" : "if (dp_batch.data) {");
        store_record(e, site, &w, "dp_batch.slot", pending);
        w_close(&w, "} else {");
    }
    launch_unbatched(e, site, &w, pending);
    w_close(&w, "}");
    w_close(&w, "}");
    if (strategy_kind_walks_threads(sp->decision.kind) && !grid) {
        flatten_block_close(e, site, &w, with_first ? first : NULL);
        w_close(&w, "}");
        free(state);
        return;
    }
    if (strategy_kind_walks_threads(sp->decision.kind) && sp->aggregated.in_block) {
        flatten_grid_close(e, site, &w, with_first ? first : NULL, plan_fused_stream(e->plan, site));
        w_close(&w, "}");
        free(state);
        return;
    }
    if (sp->decision.kind == STRATEGY_GRID_LEVELS) {
        level_close(e, site, &w, with_first, false);
        w_close(&w, "}");
        free(state);
        return;
    }
    if (grid)
        w_open(&w, "if (dpopt::grid_batch_close(&dp_batch, dp_temp, %s)) {", state);
    else if (group) {
        w_line(&w, "// The group's last block to finish launches, while other groups may still run.");
        w_open(&w, "if (dpopt::group_batch_close(&dp_batch, dp_temp, dp_group)) {");
    } else {
        w_line(&w, "dpopt::block_batch_close(&dp_batch);");
        w_open(&w, "if (dpopt::block_batch_is_leader(dp_batch)) {");
    }
    if (with_first)
        w_line(&w, "dp_first = dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity);", sp->launch_name, targs,
               sp->aggregated.record_name, targs);
    emit_fused_call(e, site, &w, first, grid || group ? plan_fused_stream(e->plan, site) : NULL);
    if (grid)
        w_line(&w, "dpopt::grid_batch_reset(%s);", state);
    else if (group)
        w_line(&w, "dpopt::group_batch_reset(dp_group);");
    w_close(&w, "}");
    w_close(&w, "}");
    free(state);
}

const Strategy aggregate_batch = {.name = "block, grid or multiblock aggregation", .at_site = batch_at_site,
                                  .at_scope_end = batch_at_scope_end};
