#include "transform/persist.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/decl.h"
#include "transform/free_lists.h"
#include "transform/line_mark.h"
#include "transform/pending.h"
#include "transform/persist_levels.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static const char *request_name(Removal r)
{
    return r == REMOVAL_T1 ? "dpopt::REQUEST_T1" : r == REMOVAL_T2 ? "dpopt::REQUEST_T2" : "dpopt::REQUEST_AUTO";
}

/* In the persistent kernel, the site records the launch; the end of the
 * original block hands the record to the grid-wide worklist. */
static void persist_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    const SitePlan *sp = &e->plan->sites[site];
    Writer w = w_block(e->out, indent);
    w_line(&w, "// dpopt: %s<<<...>>> removed (%s): recorded here, run by the persistent grid",
           e->plan->program->launches[site].callee, sp->decision.persistent == REMOVAL_AUTO ? "T1 or T2" : removal_name(sp->decision.persistent));
    pending_record(e, site, indent, bound);
}

static void persist_at_scope_end(Emitter *e, int site, const char *indent)
{
    const Plan *plan = e->plan;
    SiteCode c = site_code(plan, site);
    const SitePlan *sp = c.sp;
    const char *pending = c.pending;
    Writer w = w_at(e->out, indent, 1);
    w_open(&w, "{");
    w_line(&w, "// dpopt: the block's launches of %s from line %u, into the grid's worklist", c.s->callee,
           site_code_line(plan, site));
    /* A recursion launching at most once a row appends thread by thread,
     * without the block-wide helpers (dpopt::free_list_append_row). */
    bool by_row = sp->removal.levels && plan->kernels[c.s->caller_fn].persistent_one_per_row;
    if (!by_row || sp->decision.persistent == REMOVAL_AUTO)
        w_line(&w, "__shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory");
    if (plan->kernels[c.s->callee_fn].form == CHILD_STANDING_IN && !sp->removal.levels) {
        /* No launch as written here: a cooperative kernel may not launch. */
        w_line(&w, "// The child's barriers need its threads in whole warps, no more than the block's;");
        w_line(&w, "// where they are not, the launching thread runs the child (T4).");
        w_open(&w, "if (%s.dp_active && !dpopt::block_can_stand_in(%s.dp_block)) {", pending, pending);
        char *deeper = w_indent(&w);
        site_code_run_serially(e, site, deeper, pending);
        free(deeper);
        w_line(&w, "%s.dp_active = false;", pending);
        w_close(&w, "}");
    }
    if (sp->decision.persistent == REMOVAL_AUTO) {
        char *stats = plan_persistent_name(plan, c.s->caller_fn, "stats");
        w_line(&w, "if (dp_mode & dpopt::FREE_GATHER) // the host-side selector asked");
        w_deeper(&w);
        w_line(&w, "dpopt::launch_stats_note(dp_temp, &%s, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u);",
               stats, pending, pending, pending);
        w_back(&w);
        free(stats);
    }
    w_line(&w, "unsigned int dp_slot;");
    /* The child's blocks counted in 64 bits (dpopt::free_grid_blocks): a
     * grid of y or z past 1 may have more than the lists count. */
    if (by_row) {
        w_line(&w, "dpopt::free_list_append_row(dp_list_%d, %s.dp_active, %s.dp_active ? dpopt::free_grid_blocks(%s.dp_grid) : 0u,",
               sp->removal.list, pending, pending, pending);
        w_line(&w, "                            dpopt::block_count(%s.dp_block), &dp_slot);", pending);
    } else {
        w_line(&w, "dpopt::free_list_append(dp_temp, dp_list_%d, %s.dp_active, %s.dp_active ? dpopt::free_grid_blocks(%s.dp_grid) : 0u,",
               sp->removal.list, pending, pending, pending);
        w_line(&w, "                        dpopt::block_count(%s.dp_block), &dp_slot);", pending);
    }
    w_line(&w, "if (%s.dp_active)", pending);
    w_deeper(&w);
    w_line(&w, "dpopt::batch_store_record(&dpopt::free_list_records<%s%s>(dp_list_%d)[dp_slot], %s);", sp->launch_name,
           c.targs, sp->removal.list, pending);
    w_back(&w);
    w_close(&w, "}");
}

/* After the grid barrier: the persistent block runs its share of one
 * site's child blocks, its threads standing in for the child's: packed,
 * one group of threads per child block (<child>_dp_thread), or one child
 * block at a time (T3's child function). */
static void emit_child_work(const Plan *plan, int site, StrBuf *o)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    const char *targs = s->template_args ? s->template_args : "";
    strbuf_printf(o, "    {\n        // The child blocks of the launches of %s at line %u.\n", s->callee,
                  source_pos(p->src, ts_node_start_byte(s->node)).line);
    StrBuf where;
    strbuf_init(&where);
    if (plan->kernels[s->caller_fn].shared_placed)
        strbuf_printf(&where, "dpopt::free_child_shared<%s_dp_shared>(dp_space)", child->name);
    else
        strbuf_puts(&where, "dp_child_shared");
    char *shared = decl_shared_argument(plan, site, where.data);
    strbuf_free(&where);
    if (shared[0] && !plan->kernels[s->caller_fn].shared_placed)
        strbuf_printf(o, "        __shared__ %s_dp_shared dp_child_shared; // the child block's shared memory\n", child->name);
    strbuf_printf(o, "        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_%d);\n", sp->removal.list);
    strbuf_puts(o, "        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);\n");
    bool packed = plan->kernels[s->callee_fn].packs;
    if (packed) {
        strbuf_puts(o, "        // No barriers or shared memory in the child: groups of this block's threads run\n"
                       "        // one child block each, side by side (when its blocks are no larger than this one).\n");
        strbuf_puts(o, "        if (dp_work.max_threads <= dpopt::block_thread_count()) {\n");
        strbuf_puts(o, "        dpopt::FreeThreadTask dp_task;\n");
        strbuf_printf(o, "        for (bool dp_more = dpopt::free_thread_task_first(dp_list_%d, dp_work, dp_how, &dp_task); dp_more;\n"
                         "             dp_more = dpopt::free_thread_task_next(dp_list_%d, dp_work, dp_how, &dp_task)) {\n",
                      sp->removal.list, sp->removal.list);
        strbuf_printf(o, "            const %s%s &dp_l = dpopt::free_list_records<%s%s>(dp_list_%d)[dp_task.launch];\n",
                      sp->launch_name, targs, sp->launch_name, targs, sp->removal.list);
        strbuf_puts(o, "            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))\n");
        strbuf_printf(o, "                %s_dp_thread%s(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),\n"
                         "                    dp_l.dp_grid, dp_l.dp_block",
                      model_name_base(child), targs);
        for (int k = 0; k < s->arg_count; k++)
            strbuf_printf(o, ", dp_l.%s", child->params[k].name);
        strbuf_puts(o, ");\n        }\n        } else {\n");
    }
    char *block_function = plan_removal_function(plan, site, REMOVAL_T3);
    strbuf_puts(o, "        dpopt::FreeTask dp_task;\n");
    strbuf_printf(o, "        for (bool dp_more = dpopt::free_task_first(dp_list_%d, dp_work, dp_how, &dp_task); dp_more;\n"
                     "             dp_more = dpopt::free_task_next(dp_list_%d, dp_work, dp_how, &dp_task)) {\n",
                  sp->removal.list, sp->removal.list);
    strbuf_printf(o, "            const %s%s dp_l = dpopt::free_list_records<%s%s>(dp_list_%d)[dp_task.launch];\n",
                  sp->launch_name, targs, sp->launch_name, targs, sp->removal.list);
    strbuf_printf(o, "            %s%s(%sdpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block",
                  block_function, targs, shared);
    free(shared);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, ", dp_l.%s", child->params[k].name);
    strbuf_printf(o, ");\n            __syncthreads(); // %s\n        }\n", site_code_child_barrier_why(plan, s->callee_fn));
    if (packed)
        strbuf_puts(o, "        }\n");
    strbuf_puts(o, "    }\n");
    free(block_function);
}

/* With placed shared memory and rounds, a round at a sync saves the
 * block's shared memory if the host had the children's overlap it. */
static bool round_may_save(const Plan *plan, int k)
{
    return plan->kernels[k].shared_placed && plan_kernel_has_rounds(plan, k);
}

static void round_call(const Plan *plan, int k, bool parent_live, StrBuf *o)
{
    char *round = plan_persistent_name(plan, k, "free_round");
    strbuf_printf(o, "%s(dp_space, dp_mode%s)", round, !round_may_save(plan, k) ? "" : parent_live ? ", true" : ", false");
    free(round);
}

/* In the persistent kernel: the block's records so far go to the worklists
 * and the whole grid runs a round of child work (the goto P of figure 3);
 * the block goes on after it (Back). */
static void persist_at_sync(Emitter *e, const SyncPlan *sync, const char *indent)
{
    const Plan *plan = e->plan;
    Writer w = w_block(e->out, indent);
    w_line(&w, "// dpopt: was cudaDeviceSynchronize() (CDP1): the block's launches so far go to the");
    w_line(&w, "// worklists and the whole persistent grid runs them (a round); the body then goes on.");
    for (int k = 0; k < sync->flush_count; k++) {
        int site = sync->flushes[k];
        persist_at_scope_end(e, site, indent);
        w_line(&w, "dp_pending_%d.dp_active = false; // recorded: a later launch here records afresh", site);
    }
    StrBuf round;
    strbuf_init(&round);
    round_call(plan, plan->program->calls[sync->call].caller_fn, true, &round);
    w_line(&w, "%s;", round.data);
    strbuf_free(&round);
    w_end(&w);
}

/* dp_list_<n>: the worklist of each of kernel k's sites. */
static void emit_list_declarations(const Plan *plan, int k, StrBuf *o)
{
    free_lists_declare(plan, k, "dp_list_", "dp_space", "    ", true, o);
}

/* <kernel>_dp_free_round: after a grid barrier, every persistent block
 * takes its share of the recorded child work; the lists are then reset.
 * With rounds (synchronous launches), it also says whether every block is
 * done with its parent work, and a last barrier keeps blocks from recording
 * again before the reset. */
static void emit_round_function(const Plan *plan, int k, StrBuf *o)
{
    const Program *p = plan->program;
    bool rounds = plan_kernel_has_rounds(plan, k);
    char *name = plan_persistent_name(plan, k, "free_round");
    strbuf_printf(o, "\n\n// dpopt: the child work of %s's persistent blocks: after a grid barrier they share\n"
                     "// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.%s\n",
                  p->functions[k].name,
                  rounds ? "\n// Called at each device-side cudaDeviceSynchronize (a round) and, once a block is done\n"
                           "// with its parent work, until every block is: true then."
                         : "");
    bool saves = round_may_save(plan, k);
    strbuf_printf(o, "static __device__ bool %s(dpopt::FreeSpace dp_space, unsigned int dp_mode%s)\n{\n", name,
                  saves ? ", bool dp_parent_live" : "");
    emit_list_declarations(plan, k, o);
    strbuf_puts(o, "    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded\n");
    if (rounds)
        strbuf_puts(o, "    const bool dp_finished = dpopt::free_all_finished(dp_space); // read before the next barrier\n");
    if (saves)
        strbuf_puts(o, "    if (dp_parent_live) // at a sync: the children may overlap the block's shared memory\n"
                       "        dpopt::free_shared_save(dp_space);\n");
    bool first = true;
    for (int j = 0; j < p->launch_count; j++)
        if (free_lists_site_in(plan, j, k)) {
            /* A block's launches into its NULL stream run in order: one
             * site's children all finish before the next site's start. */
            if (!first)
                strbuf_puts(o, "    dpopt::persistent_grid_sync(dp_space); // the launches below came after those above\n");
            emit_child_work(plan, j, o);
            first = false;
        }
    strbuf_puts(o, "    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again\n");
    strbuf_puts(o, "    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {\n");
    for (int j = 0; j < p->launch_count; j++)
        if (free_lists_site_in(plan, j, k))
            strbuf_printf(o, "        dpopt::free_list_reset(dp_list_%d);\n", plan->sites[j].removal.list);
    if (rounds)
        strbuf_puts(o, "        if (dp_finished)\n            dpopt::free_finished_reset(dp_space);\n");
    strbuf_puts(o, "    }\n");
    if (saves)
        strbuf_puts(o, "    if (dp_parent_live)\n        dpopt::free_shared_restore(dp_space);\n");
    if (rounds)
        strbuf_puts(o, "    dpopt::persistent_grid_sync(dp_space); // no block records again before the reset\n"
                       "    return dp_finished;\n");
    else
        strbuf_puts(o, "    return true;\n");
    strbuf_puts(o, "}\n");
    free(name);
}

/* <kernel>_dp_free: the kernel with persistent blocks. */
static void emit_persistent_kernel(const Transform *t, int k, StrBuf *o)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    char *name = plan_persistent_name(plan, k, "free"), *round = plan_persistent_name(plan, k, "free_round");
    bool levels = plan->kernels[k].persistent_levels;
    if (!levels)
        emit_round_function(plan, k, o);
    strbuf_printf(o, "\n// dpopt: %s with persistent blocks (launch removal, Free Launch T1/T2). As many\n"
                     "// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run\n"
                     "// the original blocks in turn, recording the launches; %s runs them.\n",
                  fn->name, round);
    decl_bound_comment(o, plan->kernels[k].bounded);
    strbuf_puts(o, "__global__ void ");
    decl_launch_bounds(o, fn, plan->kernels[k].bounded);
    strbuf_printf(o, "%s(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode", name);
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, ", ", &fn->params[i], "");
    strbuf_puts(o, ")\n{\n");
    emit_list_declarations(plan, k, o);
    bool placed = plan->kernels[k].shared_placed;
    if (placed)
        strbuf_printf(o, "    %s_dp_shared &dp_parent_shared = dpopt::free_parent_shared<%s_dp_shared>(); // at the start of\n"
                         "    // the dynamic shared memory; the children's lie beside it or over it (dp_space)\n",
                      fn->name, fn->name);
    strbuf_puts(o, "    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {\n");
    strbuf_puts(o, "        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);\n");
    strbuf_puts(o, "        // The original block dp_b:\n        ");
    Emitter e = {.plan = plan, .hooks = t->hooks, .copies = t->copies, .out = o, .mode = EMIT_PERSISTENT, .as.shared_struct = placed ? "dp_parent_shared" : NULL,
                 .line_directives = t->edits->line_directives};
    line_mark_insert(&e, ts_node_start_byte(fn->body));
    emit_body_at_depth(&e, fn->body, 8);
    strbuf_puts(o, "\n        __syncthreads(); // the next original block reuses the shared memory\n    }\n");
    if (levels) {
        persist_levels_emit(t, k, o);
        strbuf_puts(o, "}\n");
    } else if (plan_kernel_has_rounds(plan, k)) {
        strbuf_puts(o, "    dpopt::free_block_finished(dp_space);\n    while (!");
        round_call(plan, k, false, o);
        strbuf_puts(o, ") {\n        // rounds for the blocks still at their parent work\n    }\n}\n");
    } else {
        strbuf_puts(o, "    ");
        round_call(plan, k, false, o);
        strbuf_puts(o, ";\n}\n");
    }
    free(name);
    free(round);
}

/* dpopt::FreeShared{parent, largest child, rounds}: what the host needs to
 * place the shared memory; {} when it is not placed. */
static void emit_shared_sizes(const Plan *plan, int k, StrBuf *o)
{
    const Program *p = plan->program;
    if (!plan->kernels[k].shared_placed) {
        strbuf_puts(o, "dpopt::FreeShared{}");
        return;
    }
    strbuf_printf(o, "dpopt::FreeShared{sizeof(%s_dp_shared), dpopt::largest_of({", p->functions[k].name);
    bool any = false;
    for (int j = 0; j < p->launch_count; j++) {
        int c = p->launches[j].callee_fn;
        if (!free_lists_site_in(plan, j, k) || !plan->kernels[c].shared_as_child)
            continue;
        strbuf_printf(o, "%ssizeof(%s_dp_shared)", any ? ", " : "", p->functions[c].name);
        any = true;
    }
    strbuf_printf(o, "}), %s}", plan_kernel_has_rounds(plan, k) ? "true" : "false");
}

/* A host launch of the kernel becomes a call of dpopt::launch_free. */
static void rewrite_host_launch(const Plan *plan, int k, int launch, EditBuffer *edits)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[launch];
    const char *fname = p->functions[k].name;
    char *free_kernel = plan_persistent_name(plan, k, "free"), *selector = plan_persistent_name(plan, k, "selector");
    char *stats = plan_persistent_name(plan, k, "stats"), *choice = plan_persistent_name(plan, k, "choice");
    StrBuf o;
    strbuf_init(&o);
    char *indent = emit_line_indent(p->src, ts_node_start_byte(s->statement));
    /* dpopt::launch_free(dpopt::free_call(K_dp_free, K)
     *                        .named("K")
     *                        .kept_in(K_dp_selector, K_dp_stats, K_dp_choice)
     *                        .requesting(dpopt::REQUEST_T2)
     *                        .records({sizeof(child_dp_removed_launch)})
     *                        .placing(dpopt::FreeShared{}),
     *                    grid, block, shmem, stream, args...); */
    /* The first line in place of the statement; the arguments of launch_free
     * aligned under its first, the calls chained on free_call one level in. */
    const char *head = "dpopt::launch_free(";
    strbuf_printf(&o, "%sdpopt::free_call(%s, %s)\n", head, free_kernel, fname);
    char *arguments = text_indented(indent, (int)strlen(head));
    Writer w = w_at(&o, arguments, 1);
    w_line(&w, ".named(\"%s\")", fname);
    w_line(&w, ".kept_in(%s, %s, %s)", selector, stats, choice);
    w_line(&w, ".requesting(%s)", request_name(plan->kernels[k].persistent));
    StrBuf records;
    strbuf_init(&records);
    for (int j = 0; j < p->launch_count; j++) {
        if (p->launches[j].caller_fn != k || plan->sites[j].decision.persistent == REMOVAL_NONE)
            continue;
        strbuf_printf(&records, "%ssizeof(%s%s)", records.len ? ", " : "", plan->sites[j].launch_name,
                      p->launches[j].template_args ? p->launches[j].template_args : "");
    }
    w_line(&w, ".records({%s})", records.data);
    strbuf_free(&records);
    w_start(&w, ".placing(");
    emit_shared_sizes(plan, k, &o);
    strbuf_puts(&o, "),\n");
    w_back(&w);
    StrBuf given;
    strbuf_init(&given);
    for (int c = 0; c < 4; c++) {
        char *text = c < s->config_count ? node_text(p->src, s->config[c]) : xstrdup("0");
        strbuf_printf(&given, "%s%s", c ? ", " : "", text);
        free(text);
    }
    for (int a = 0; a < s->arg_count; a++)
        strbuf_printf(&given, ", %s", s->args[a]);
    /* The statement's last line: the text after it in the source ends it. */
    w_start(&w, "%s); /* dpopt: the launch of %s, with persistent blocks or T3/T4 in place */", given.data, fname);
    strbuf_free(&given);
    edit_replace(edits, ts_node_start_byte(s->statement), node_end_byte(s->statement), o.data);
    strbuf_free(&o);
    free(arguments);
    free(indent);
    free(free_kernel);
    free(selector);
    free(stats);
    free(choice);
}

/* <child>_dp_thread, once per child that some persistent kernel packs:
 * declared before the first kernel that needs it, defined after the child. */
static bool recorded(const SitePlan *sp) { return sp->decision.persistent != REMOVAL_NONE; }

static void emit_thread_children(const Transform *t)
{
    const Plan *plan = t->plan;
    EditBuffer *edits = t->edits;
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        if (plan->sites[i].decision.persistent == REMOVAL_NONE || !plan->kernels[p->launches[i].callee_fn].runs_as_thread)
            continue;
        if (!site_code_first_of_child(plan, i, recorded))
            continue;
        uint32_t before = site_code_declaration_point(plan, p->launches[i].callee_fn, recorded);
        StrBuf decl, code;
        strbuf_init(&decl);
        strbuf_init(&code);
        strbuf_printf(&decl, "// dpopt: one thread of %s, for persistent blocks that pack its blocks (T1/T2).\n",
                      p->launches[i].callee);
        removed_child_thread(t, i, &decl, DECL_DECLARATION);
        strbuf_printf(&code, "\n\n// dpopt: one thread of %s (launch removal, T1/T2).\n", p->launches[i].callee);
        removed_child_thread(t, i, &code, DECL_DEFINITION);
        edit_insert(edits, before, decl.data);
        edit_insert(edits, node_end_byte(p->functions[p->launches[i].callee_fn].outer), code.data);
        strbuf_free(&decl);
        strbuf_free(&code);
    }
}

bool persist_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    EditBuffer *edits = t->edits;
    const Program *p = plan->program;
    bool any = false;
    if (plan->removal_requested == REMOVAL_NONE)
        return false; /* not a removal plan */
    emit_thread_children(t);
    for (int k = 0; k < p->function_count; k++) {
        if (plan->kernels[k].persistent == REMOVAL_NONE)
            continue;
        any = true;
        const Function *fn = &p->functions[k];
        char *stats = plan_persistent_name(plan, k, "stats"), *choice = plan_persistent_name(plan, k, "choice");
        char *selector = plan_persistent_name(plan, k, "selector");
        StrBuf before;
        strbuf_init(&before);
        if (plan->kernels[k].shared_placed)
            decl_shared_struct(p, k, &before);
        if (plan->kernels[k].persistent_levels) {
            char *next = plan_persistent_name(plan, k, "levels");
            for (int j = 0; j < p->launch_count; j++)
                if (free_lists_site_in(plan, j, k)) {
                    strbuf_printf(&before, "// dpopt: a launch of %s by itself, recorded by its persistent grid.\n", fn->name);
                    decl_launch_type(plan, j, &before);
                    break;
                }
            strbuf_printf(&before, "// Its persistent grid's barrier and lists from one level to the next (one grid of %s at a time).\n"
                                   "static __device__ dpopt::FreeLevels %s;\n\n",
                          fn->name, next);
            free(next);
        }
        strbuf_printf(&before,
                      "// dpopt: what launches of %s looked like (read by the host-side selector), and\n"
                      "// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);\n"
                      "// the host's selector keeps a state per device.\n"
                      "static __device__ dpopt::LaunchStats %s;\nstatic __device__ unsigned int %s;\n"
                      "static dpopt::PerDevice<dpopt::FreeSelector> %s;\n\n",
                      fn->name, stats, choice, selector);
        edit_insert(edits, ts_node_start_byte(fn->outer), before.data);
        strbuf_free(&before);
        StrBuf kernel;
        strbuf_init(&kernel);
        emit_persistent_kernel(t, k, &kernel);
        edit_insert(edits, node_end_byte(fn->outer), kernel.data);
        strbuf_free(&kernel);
        for (int j = 0; j < p->launch_count; j++)
            if (p->launches[j].callee_fn == k && !p->launches[j].device_side)
                rewrite_host_launch(plan, k, j, edits);
        free(stats);
        free(choice);
        free(selector);
    }
    return any;
}

const Strategy persistent = {.name = "launch removal T1/T2 (persistent blocks)", .at_site = persist_at_site,
                             .at_scope_end = persist_at_scope_end, .at_sync = persist_at_sync};
