#include <stdlib.h>
#include <string.h>

#include "report/report.h"

#include "analysis/device_streams.h"
#include "model/site_stream.h"
#include "plan/corun.h"
#include "plan/levels.h"
#include "plan/promote.h"
#include "report/report_refusal.h"
#include "syntax/node.h"
#include "util/text.h"

static const char *yes_no(bool b) { return b ? "yes" : "no"; }

static const char *uniformity_words(UniformLevel level)
{
    switch (level) {
    case UNIFORM_GRID: return "uniform across the grid";
    case UNIFORM_BLOCK: return "uniform within a block";
    case UNIFORM_WARP: return "uniform within a warp";
    case UNIFORM_NONE: return "divergent";
    }
    return "?";
}

static void print_signature(FILE *out, const Function *fn)
{
    fprintf(out, "%s(", fn->name);
    for (int i = 0; i < fn->param_count; i++) {
        const char *type = fn->params[i].type, *name = fn->params[i].name;
        int at = model_param_name_at(&fn->params[i]);
        int name_at = at < 0 ? (int)strlen(type) : at;
        char last = name_at ? type[name_at - 1] : ' ';
        bool glued = last == '*' || last == '&' || !name[0];
        fprintf(out, "%s%.*s%s%s%s", i ? ", " : "", name_at, type, glued ? "" : " ", name, type + name_at);
    }
    fputc(')', out);
}

static void print_functions(FILE *out, const Program *p)
{
    for (int i = 0; i < p->function_count; i++) {
        const Function *fn = &p->functions[i];
        if (!fn->is_definition && model_find_function(p, fn->name) != i)
            continue;
        SourcePos pos = source_pos(p->src, ts_node_start_byte(fn->node));
        fprintf(out, "  %-11s ", model_space_name(fn->spaces));
        print_signature(out, fn);
        fprintf(out, "  line %u", pos.line);
        if (fn->is_template)
            fprintf(out, ", template %s", fn->template_params ? fn->template_params : "");
        if (fn->is_static)
            fputs(", static", out);
        if (fn->is_extern_c)
            fputs(", extern \"C\"", out);
        if (fn->launch_bounds)
            fprintf(out, ", __launch_bounds__(%s)", fn->launch_bounds);
        if (fn->recursive)
            fputs(", recursive", out);
        if (!fn->is_definition)
            fputs(", declared only", out);
        fputc('\n', out);
    }
}

static void print_child(FILE *out, const BodyFacts *c)
{
    if (!c->known) {
        fputs("    child: not defined in this file (nothing known)\n", out);
        return;
    }
    fprintf(out, "    child: __syncthreads %s, shared memory %s, blockIdx %s, gridDim %s, device malloc %s, launches %s\n",
            yes_no(c->uses_syncthreads), yes_no(c->uses_shared), yes_no(c->uses_block_idx),
            yes_no(c->uses_grid_dim), yes_no(c->uses_device_malloc), yes_no(c->launches));
}

/* A line: `lead`, then r's text (`none` where r is NULL). */
static void print_refusal(FILE *out, const char *lead, const Plan *plan, const Refusal *r, const char *none)
{
    char *text = report_refusal_text(plan, r);
    fprintf(out, "%s%s\n", lead, text ? text : none);
    free(text);
}

/* --threshold and --coarsen: what they made of the site. */
static void print_shaping(FILE *out, const Program *p, int index, const Plan *plan)
{
    const SitePlan *sp = &plan->sites[index];
    if (sp->shape.threshold_asked) {
        if (sp->decision.threshold) {
            char *serial = sp->shape.subtree ? plan_child_function(plan, index, "subtree")
                                             : plan_removal_function(plan, index, REMOVAL_T4);
            fprintf(out, "      threshold: launched with at least %u threads, else run by the launching thread%s (%s)\n",
                    sp->decision.threshold, sp->shape.subtree ? " with its whole subtree, depth first" : "", serial);
            free(serial);
        } else {
            print_refusal(out, "      threshold not applied: ", plan, sp->shape.threshold_reason, "?");
        }
    }
    if (sp->shape.coarsen_asked > 1) {
        if (sp->decision.coarsen > 1)
            fprintf(out, "      coarsened: each block does %u blocks of the original grid (%s)\n", sp->decision.coarsen,
                    decision_batches(&sp->decision) ? sp->kernel_name : sp->shape.coarse_name);
        else
            print_refusal(out, "      not coarsened: ", plan, sp->shape.coarsen_reason, "?");
    }
    (void)p;
}

static void print_site_plan(FILE *out, const Program *p, int index, const Plan *plan);

/* A stream of the launch's own (analysis/device_streams.h). */
static void print_device_stream(FILE *out, const Program *p, int index)
{
    DeviceStream d = device_stream_of(p, index);
    unsigned create = ts_node_is_null(d.create) ? 0 : source_pos(p->src, ts_node_start_byte(d.create)).line;
    unsigned destroy = ts_node_is_null(d.destroy) ? 0 : source_pos(p->src, ts_node_start_byte(d.destroy)).line;
    switch (d.form) {
    case DEVICE_STREAM_ONE_LAUNCH:
        fprintf(out, "    stream: the launching thread's own, created at line %u for this launch alone and destroyed at line %u:\n"
                     "      ordered with no other launch, like cudaStreamFireAndForget\n",
                create, destroy);
        break;
    case DEVICE_STREAM_SEQUENCE:
        fprintf(out, "    stream: the launching thread's own, created at line %u and destroyed at line %u, for %d launches\n"
                     "      that run in order among themselves\n",
                create, destroy, d.launches);
        break;
    case DEVICE_STREAM_UNPROVEN:
        if (ts_node_is_null(d.at))
            fprintf(out, "    stream: its own, not proven the launching thread's alone: %s\n", d.why);
        else
            fprintf(out, "    stream: its own, not proven the launching thread's alone: %s (line %u)\n", d.why,
                    source_pos(p->src, ts_node_start_byte(d.at)).line);
        break;
    default: break;
    }
}

static void print_launch(FILE *out, const Program *p, int index, const LaunchFacts *f, const Plan *plan)
{
    const LaunchSite *s = &p->launches[index];
    SourcePos pos = source_pos(p->src, ts_node_start_byte(s->node));
    const char *caller = s->caller_fn >= 0 ? p->functions[s->caller_fn].name : "(file scope)";
    fprintf(out, "  #%d %s:%u:%u  %s -> %s%s<<<%s, %s%s%s%s%s>>>  (%s)\n", index, p->src->path, pos.line,
            pos.col, caller, s->callee, s->template_args ? s->template_args : "", s->grid ? s->grid : "",
            s->block ? s->block : "", s->shmem ? ", " : "", s->shmem ? s->shmem : "", s->stream ? ", " : "",
            s->stream ? s->stream : "", s->device_side ? "device-side" : "host-side");
    if (f->loop_count == 0) {
        fputs("    loops: none\n", out);
    } else {
        fputs("    loops:", out);
        for (int i = 0; i < f->loop_count; i++)
            fprintf(out, "%s %s at line %u (%s)", i ? "," : "", f->loops[i].kind, f->loops[i].line,
                    uniformity_words(f->loops[i].level));
        fputc('\n', out);
    }
    if (f->repeat_reason)
        fprintf(out, "    may run more than once per thread: yes, %s\n", f->repeat_reason);
    else if (s->device_side)
        fprintf(out, "    may run more than once per thread: %s\n", f->may_repeat ? "yes, in its loops" : "no");
    if (f->lambda_line)
        fprintf(out, "    in a lambda: line %u\n", f->lambda_line);
    if (f->guard_count == 0)
        fputs("    guards: none\n", out);
    for (int i = 0; i < f->guard_count; i++)
        fprintf(out, "    guard: %s %s at line %u (%s)\n", guard_kind_name(f->guards[i].kind),
                f->guards[i].text, f->guards[i].line, uniformity_words(f->guards[i].level));
    fprintf(out, "    control at the launch: %s\n", uniformity_words(f->control));
    if (f->followed_by_sync)
        fprintf(out, "    followed by device-side cudaDeviceSynchronize: yes (line %u)\n", f->sync_line);
    else
        fputs("    followed by device-side cudaDeviceSynchronize: no\n", out);
    print_device_stream(out, p, index);
    fprintf(out, "    recursive: %s\n", yes_no(f->recursive));
    print_child(out, &f->child);
    static const char *const config_names[] = {"grid", "block", "shared memory", "stream"};
    for (int k = 0; k < s->config_count; k++) {
        char *text = node_text(p->src, s->config[k]);
        fprintf(out, "    %-13s %-28s %s\n", config_names[k], text, uniformity_words(f->config_level[k]));
        free(text);
    }
    const Function *callee = s->callee_fn >= 0 ? &p->functions[s->callee_fn] : NULL;
    for (int k = 0; k < s->arg_count; k++) {
        const char *param = callee && k < callee->param_count ? callee->params[k].name : "?";
        fprintf(out, "    arg %-9s %-28s %s\n", param, s->args[k], uniformity_words(f->arg_level[k]));
    }
    if (plan)
        report_optimized(out, plan, index);
    if (!plan || !plan_requested_anything(plan))
        return;
    print_site_plan(out, p, index, plan);
    print_shaping(out, p, index, plan);
}

/* Flattening: the child's threads it does not run (analysis/thread_guard.h). */
static void print_bound(FILE *out, const Function *callee, int bound_arg)
{
    fprintf(out, "      the child's threads past its argument '%s' do nothing: they are not run\n", callee->params[bound_arg].name);
}

/* --flatten=block: what the block does with a flattened site's launches. */
static void print_block_flattening(FILE *out, const Plan *plan, const SitePlan *sp, const Function *callee)
{
    fputs("      flattened (block): at its end the block's threads run the child threads of all its launches,\n"
          "      each warp walking a share of them, with no launch; a launch of more than 65,536 threads is made as written\n",
          out);
    if (plan->flatten_cap)
        fprintf(out, "      a block whose launches have more than %u child threads (--flatten-cap) launches a fused grid for them\n",
                plan->flatten_cap);
    else
        fputs("      a block whose launches have more than 16 child threads for each of its threads launches a fused grid\n"
              "      for them (--flatten-cap=N sets the number)\n",
              out);
    if (sp->aggregated.whole_warps)
        fputs("      in whole warps: the child uses warp-wide operations, so each launch's blocks go in whole, a launch\n"
              "      whose child block is not whole warps is made as written, and a block that is not whole warps\n"
              "      launches the fused grid\n",
              out);
    if (sp->aggregated.bounded)
        print_bound(out, callee, sp->aggregated.bound_arg);
}

/* How <child>_dp_t4 runs the child's threads (plan/kernels.c). */
static void print_serial_child(FILE *out, const Program *p, const Plan *plan, int child)
{
    const KernelPlan *k = &plan->kernels[child];
    if (k->threads_whole)
        fprintf(out, "      each child thread run whole: its barriers order nothing when one thread runs them\n");
    else if (k->split_why)
        fprintf(out, "      the child's threads run in loops split at its barriers (%s)\n", k->split_why);
    for (int i = 0; i < k->sum_count; i++) {
        const PlanSum *sum = &k->sums[i];
        fprintf(out, "      %s on line %u %s for each child block, made once at its end", plan_sum_op_name(sum->op),
                source_pos(p->src, ts_node_start_byte(sum->call)).line, sum->op == SUM_ADD ? "added up" : "combined");
        if (sum->same_as >= 0)
            fprintf(out, " (in line %u's register: the same value)",
                    source_pos(p->src, ts_node_start_byte(k->sums[sum->same_as].call)).line);
        if (!ts_node_is_null(sum->factor)) {
            char *factor = node_text(p->src, sum->factor);
            char *one = text_one_line(factor);
            fprintf(out, " (its factor %s multiplying the sum)", one);
            free(one);
            free(factor);
        }
        fputc('\n', out);
    }
}

static void print_site_plan(FILE *out, const Program *p, int index, const Plan *plan)
{
    const LaunchSite *s = &p->launches[index];
    const SitePlan *sp = &plan->sites[index];
    const Function *callee = s->callee_fn >= 0 ? &p->functions[s->callee_fn] : NULL;
    if (plan->coruns) {
        if (corun_of_site(plan->coruns, p, index))
            fprintf(out, "    plan: co-runnable (--corun): dpopt::corun_launch%s of %s_dp_corun, admitted under a quota an SM\n",
                    s->device_side ? "_device" : "", model_name_base(callee));
        else if (corun_of_kernel(plan->coruns, s->callee_fn))
            fputs("    plan: left as written: a launch from the device (--corun-children takes it)\n", out);
        else
            fputs("    plan: left as written: its kernel is not co-runnable (the note says why)\n", out);
        return;
    }
    if (plan->promotions) {
        const Promotion *pr = promote_of_site(plan->promotions, index);
        const Promotion *started = promote_started_by(plan->promotions, index);
        if (started)
            fprintf(out, "    plan: starts %s's promoted chain as the first block of a pool (dpopt::chain_start)\n",
                     p->functions[started->kernel].name);
        else if (!s->device_side && plan->promotions->start_pools &&
                 promote_is_chain_kernel(plan->promotions, s->callee_fn))
            fputs("    plan: launched as written (its block is not its links'): the chain promoted from its second "
                  "link\n", out);
        else if (!pr || pr->mode == PROMOTE_NONE)
            fprintf(out, "    plan: left as written: %s\n", pr ? pr->reason : "not a kernel's launch of itself");
        else
            fprintf(out, "    plan: promoted (--promote=%s): the consumer launched before the prologue%s%s%s%s\n",
                    promote_mode_name(pr->mode), pr->group > 1 ? ", in pools of blocks" : "",
                    pr->independent ? ", the prologue's independent part before the wait" : "",
                    pr->unaggregated ? "; no aggregation (a pool per link)" : "",
                    pr->reason && !pr->unaggregated ? "; no overlap" : "");
        return;
    }
    if (plan_host_launch_hoisted(plan, s)) {
        const KernelPlan *kp = &plan->kernels[s->callee_fn];
        if (kp->hoist_walks)
            fprintf(out, "    plan: launches %s_dp_hoist, %s's launch of %s hoisted over the offsets in %s, "
                         "where they never decrease\n",
                    model_name_base(callee), callee->name, p->launches[kp->hoist_site].callee,
                    callee->params[kp->hoist_offsets].name);
        else
            fprintf(out, "    plan: launches %s_dp_hoist, %s's launch of %s hoisted, where that grid can be made\n",
                    model_name_base(callee), callee->name, p->launches[kp->hoist_site].callee);
        return;
    }
    if (sp->decision.hoisted && plan->kernels[s->caller_fn].hoist_walks) {
        const Function *parent = &p->functions[s->caller_fn];
        const KernelPlan *kp = &plan->kernels[s->caller_fn];
        fprintf(out, "    plan: hoisted over offsets: %s's host launches make it, as a walk of its children's threads,\n"
                     "          each finding its parent thread in %s (%s_dp_hoist); the kernel itself, launched where\n"
                     "          %s decreases or the walk cannot be made, keeps it as written\n",
                parent->name, parent->params[kp->hoist_offsets].name, model_name_base(parent),
                parent->params[kp->hoist_offsets].name);
        return;
    }
    if (sp->decision.hoisted) {
        long lane = plan->kernels[s->caller_fn].hoist_lane;
        fprintf(out, "    plan: hoisted: %s's host launches make it, as one grid of the children's blocks (%s_dp_hoist);\n"
                     "          the kernel itself, launched where that grid cannot be made, keeps it as written\n",
                p->functions[s->caller_fn].name, model_name_base(&p->functions[s->caller_fn]));
        if (lane >= 0)
            fprintf(out, "          only lane %ld of each block can launch (threadIdx.x == %ld): the grid stands for it alone\n",
                    lane, lane);
        return;
    }
    if (plan->requested == GRANULARITY_NONE && plan->removal_requested == REMOVAL_NONE && !plan->hoist_requested) {
        fputs("    plan: launched (no aggregation asked)\n", out);
        return;
    }
    StrategyKind kind = sp->decision.kind;
    if (strategy_kind_removal(kind) != REMOVAL_NONE) {
        if (kind == STRATEGY_FLATTEN_WARP) {
            fprintf(out, "    plan: flattened (warp): the lanes that reach the launch together run the child threads of\n"
                         "      all their launches, load-balanced; ");
            if (sp->removal.uncapped) {
                fprintf(out, "every launch, however large (a device-side sync may wait for it)\n");
            } else if (sp->decision.fallback == STRATEGY_GRID_BATCH) {
                fprintf(out, "a launch of more than %u child threads is aggregated at grid granularity\n"
                             "      into %s, launched after the grid\n",
                        plan->flatten_cap, sp->kernel_name);
            } else {
                fprintf(out, "a launch of more than %u child threads is made as written\n", plan->flatten_cap);
                print_refusal(out, "      not aggregated at grid granularity: ", plan, sp->removal.over_cap_reason, "?");
            }
            if (sp->removal.bounded && callee)
                print_bound(out, callee, sp->removal.bound_arg);
        }
        else if (kind == STRATEGY_REMOVE_AUTO)
            fprintf(out, "    plan: removed (auto): at the end of each block, T3 when its launches need fewer block-wide\n"
                         "      rounds (child blocks) than T4 steps (the largest child grid's threads), else T4\n");
        else
            fprintf(out, "    plan: removed (%s): %s runs the child's threads\n", removal_name(strategy_kind_removal(kind)),
                    kind == STRATEGY_REMOVE_T3 ? "the launching block, at its end," : "the launching thread");
        if (callee && (kind == STRATEGY_REMOVE_T4 || kind == STRATEGY_REMOVE_AUTO))
            print_serial_child(out, p, plan, s->callee_fn);
        if (sp->decision.persistent != REMOVAL_NONE) {
            char *free_kernel = plan_persistent_name(plan, s->caller_fn, "free");
            if (sp->decision.persistent == REMOVAL_AUTO)
                fprintf(out, "      and recorded in %s, the kernel's persistent version; each host launch\n"
                             "      chooses (Free Launch figure 7a): the megakernel, T1 or T2 chosen on the device, when\n"
                             "      the GPU holds more blocks than the grid or the last run's child sizes spread wider\n"
                             "      than their mean (or are unknown); else the kernel itself, T4 when more than half\n"
                             "      of its threads launched, T3 otherwise\n",
                        free_kernel);
            else
                fprintf(out, "      and recorded in %s, the kernel's persistent version, launched instead of\n"
                             "      it: %s\n",
                        free_kernel,
                        sp->decision.persistent == REMOVAL_T1 ? "after a grid barrier its blocks share out all child blocks (T1)"
                                                     : "after a grid barrier its blocks share out whole child launches (T2)");
            free(free_kernel);
            if (plan->kernels[s->caller_fn].shared_note)
                print_refusal(out, "      shared memory: ", plan, plan->kernels[s->caller_fn].shared_note, NULL);
        }
        if (sp->removal.waited_for)
            fputs("      synchronous: a device-side cudaDeviceSynchronize waits for it, so the block runs it before\n"
                  "      that sync returns; where the block cannot, the launching thread does (T4), not a launch\n", out);
        if (sp->reason)
            print_refusal(out, "      ", plan, sp->reason, NULL);
        return;
    }
    Granularity batch = strategy_kind_granularity(kind);
    if (batch == GRANULARITY_NONE) {
        if (plan_launch_widened(plan, s))
            fprintf(out, "    plan: its grid widened: blocks enough for one iteration of %s's grid-stride loop (line %u)\n"
                         "      a thread, as far as the GPU holds threads at once (dpopt::grid_stride_grid)\n",
                    s->callee, source_pos(p->src, plan->kernels[s->callee_fn].widen_loop_at).line);
        else
            print_refusal(out, "    plan: left as written: ", plan, sp->reason, "not asked");
        return;
    }
    fprintf(out, "    plan: aggregated at %s granularity into %s\n", plan_granularity_label(plan, batch), sp->kernel_name);
    if (kind == STRATEGY_GRID_LEVELS && sp->aggregated.subtree)
        fprintf(out, "      level by level: each level's fused grid makes the next level's batch and launches it; "
                     "a level the pool and the device heap have no room for runs in pieces; where not even one "
                     "block's launches find room, each of them runs in its thread with its whole subtree "
                     "(%s_dp_subtree)\n",
                s->callee);
    else if (kind == STRATEGY_GRID_LEVELS)
        print_refusal(out, "      level by level: each level's fused grid makes the next level's batch and launches "
                           "it; a level the pool and the device heap have no room for runs in pieces; where not "
                           "even one block's launches find room, the program stops with a message, as their "
                           "threads cannot run them: ",
                      plan, sp->aggregated.subtree_reason, "?");
    if (kind == STRATEGY_GRID_LEVELS && sp->aggregated.append_at_launch)
        fputs("      each launch goes into the next level's batch at the launch, by its thread (at most one a row): "
              "no record is kept until the block's end, where the block only counts itself out\n",
              out);
    if (kind == STRATEGY_GRID_LEVELS && sp->aggregated.launch_blocks == 1)
        fprintf(out, "      every launch of the level is one block: one atomic reserves it%s\n",
                levels_enter_one_each(sp) ? ", and block k of the next level runs launch k (no search)" : "");
    else if (kind == STRATEGY_GRID_LEVELS && sp->aggregated.launch_blocks)
        fprintf(out, "      every launch of the level is %llu blocks: one atomic reserves them\n",
                sp->aggregated.launch_blocks);
    if (kind == STRATEGY_GRID_LEVELS && sp->aggregated.graph)
        fprintf(out, "      the levels run as two device graphs taking turns (the fused grid, then one thread that "
                     "launches the next level as the other graph), started by the host's launches of %s through a "
                     "graph of their own; %s as written stays for any other launch\n",
                s->callee, s->callee);
    else if (kind == STRATEGY_GRID_LEVELS)
        print_refusal(out, "      not as device graphs: ", plan, sp->aggregated.graph_reason, "?");
    if (kind == STRATEGY_GRID_LEVELS && sp->aggregated.graph) {
        /* The graph's order is the level barrier: nothing nests. */
    } else if (kind == STRATEGY_GRID_LEVELS && sp->aggregated.nested)
        fputs("      each level starts as soon as the one before has made its batch: a child of its grid "
              "(cudaStreamFireAndForget), after it past the nesting depth\n",
              out);
    else if (kind == STRATEGY_GRID_LEVELS)
        print_refusal(out, "      each level starts after the whole grid before it (cudaStreamTailLaunch): ", plan,
                      sp->aggregated.tail_reason, "?");
    else if (sp->aggregated.nested)
        fputs("      the fused grid starts as soon as the launching grid has made its batch: a child of that grid "
              "(cudaStreamFireAndForget), after it past the nesting depth\n",
              out);
    else if (sp->aggregated.tail_reason)
        print_refusal(out, "      the fused grid starts after the whole launching grid (cudaStreamTailLaunch): ", plan,
                      sp->aggregated.tail_reason, "?");
    /* A note only where the kernel is launched where dpopt cannot see
     * (report_notes.c): the table cannot run out (runtime/include/dpopt/grid_table.cuh). */
    if (sp->aggregated.grid_table) {
        fprintf(out, "      each grid of %s takes a grid-wide state of its own from a table of %d, twice the grids a "
                     "device holds at once: ",
                p->functions[s->caller_fn].name, GRID_TABLE_SIZE);
        print_refusal(out, "", plan, sp->aggregated.grid_table_reason, "?");
    }
    if (sp->aggregated.one_per_row && (batch == GRANULARITY_GRID || batch == GRANULARITY_MULTIBLOCK))
        fputs("      one launch per row of a block's threads: the batch holds room for that many\n", out);
    fputs("      scalarised (uniform):", out);
    int n = 0;
    if (sp->aggregated.grid_scalar)
        n++, fputs(" grid", out);
    if (sp->aggregated.block_scalar)
        n++, fputs(" block", out);
    for (int k = 0; k < s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k])
            n++, fprintf(out, " %s", callee->params[k].name);
    fputs(n ? "\n      in the record:" : " none\n      in the record:", out);
    n = 0;
    if (!sp->aggregated.grid_scalar)
        n++, fputs(sp->aggregated.grid_x_only ? " grid (its x alone: one-dimensional)" : " grid", out);
    if (!sp->aggregated.block_scalar)
        n++, fputs(" block", out);
    for (int k = 0; k < s->arg_count; k++)
        if (!sp->aggregated.arg_scalar[k])
            n++, fprintf(out, " %s", callee->params[k].name);
    fputs(n ? "\n" : " nothing\n", out);
    Granularity flattened = sp->aggregated.flattened;
    if (flattened == GRANULARITY_NONE || batch != flattened)
        return;
    if (sp->aggregated.walks_blocks) {
        fputs("      flattened (grid) in whole blocks: the child's threads run together as its blocks (barriers or\n"
              "      shared memory), so each block of the fused grid runs whole child blocks of the batch, every\n"
              "      gridDim.x-th, one after another\n",
              out);
        return;
    }
    if (!strategy_kind_walks_threads(kind)) {
        print_refusal(out, flattened == GRANULARITY_GRID ? "      not flattened (grid): " : "      not flattened (block): ",
                      plan, sp->aggregated.flatten_reason, "?");
        return;
    }
    if (flattened == GRANULARITY_BLOCK) {
        print_block_flattening(out, plan, sp, callee);
        return;
    }
    fputs("      flattened (grid): the fused grid has a thread for each child thread of the grid's launches,\n"
          "      each warp walking a share of them; a launch of more than 65,536 threads is made as written\n",
          out);
    if (sp->aggregated.whole_warps)
        fputs("      in whole warps: the child uses warp-wide operations, so each launch's blocks go in whole and a\n"
              "      launch whose child block is not whole warps is made as written\n",
              out);
    if (sp->aggregated.in_block)
        fputs("      a batch of at most 8 child threads per thread of the launching block is run by the grid's last block,\n"
              "      without a launch\n",
              out);
    else if (site_stream(plan->program->src, s) == SITE_STREAM_TAIL)
        fputs("      always as a fused grid: the launch is into cudaStreamTailLaunch, which waits for the whole grid\n", out);
    else
        fputs("      always as a fused grid after the grid: its launches are ordered with other launches of the same blocks\n"
              "      (the NULL stream), or with launches dpopt cannot see\n",
              out);
    const KernelPlan *parent = &plan->kernels[s->caller_fn];
    if (sp->aggregated.followed)
        fprintf(out, "      a larger batch's fused grid is launched by the host, right after each host launch of %s\n"
                     "      (which now launches %s_dp_followed, whose every batch, small or not, that grid runs)\n",
                plan->program->functions[s->caller_fn].name, plan->program->functions[s->caller_fn].name);
    else if (sp->aggregated.in_block && parent->follow_reason)
        print_refusal(out, "      a larger batch's fused grid is launched from the device: ", plan, parent->follow_reason, "?");
    if (sp->aggregated.bounded)
        print_bound(out, callee, sp->aggregated.bound_arg);
}

/* What launch removal makes of each device-side cudaDeviceSynchronize. */
static void print_syncs(FILE *out, const Program *p, const Plan *plan)
{
    static const char *const what[] = {"kept", "a block barrier", "removed",
                                       "the block runs its recorded launches here, then a barrier"};
    fputs("device-side cudaDeviceSynchronize:\n", out);
    if (plan->sync_count == 0)
        fputs("  none\n", out);
    for (int i = 0; i < plan->sync_count; i++) {
        const SyncPlan *sp = &plan->syncs[i];
        const Call *c = &p->calls[sp->call];
        SourcePos pos = source_pos(p->src, ts_node_start_byte(c->node));
        fprintf(out, "  %s:%u:%u  in %s: %s\n", p->src->path, pos.line, pos.col,
                c->caller_fn >= 0 ? p->functions[c->caller_fn].name : "(file scope)", what[sp->action]);
        if (sp->flush_count > 0) {
            fprintf(out, "    runs the records of the launches on line%s", sp->flush_count > 1 ? "s" : "");
            for (int k = 0; k < sp->flush_count; k++)
                fprintf(out, "%s %u", k ? "," : "",
                        source_pos(p->src, ts_node_start_byte(p->launches[sp->flushes[k]].node)).line);
            fputs("\n", out);
        }
        print_refusal(out, "    ", plan, sp->reason, "(null)");
    }
}

void report_text(FILE *out, const Program *p, const LaunchFacts *facts, const Plan *plan)
{
    int kernels = 0;
    for (int i = 0; i < p->function_count; i++)
        if (p->functions[i].is_definition && (p->functions[i].spaces & SPACE_GLOBAL))
            kernels++;
    fprintf(out, "%s: %d kernel%s, %d launch site%s\n", p->src->path, kernels, kernels == 1 ? "" : "s",
            p->launch_count, p->launch_count == 1 ? "" : "s");
    fputs("functions:\n", out);
    print_functions(out, p);
    fputs("launch sites:\n", out);
    if (p->launch_count == 0)
        fputs("  none\n", out);
    for (int i = 0; i < p->launch_count; i++)
        print_launch(out, p, i, &facts[i], plan);
    if (plan && plan->removal_requested != REMOVAL_NONE)
        print_syncs(out, p, plan);
    fputs("runtime calls:\n", out);
    int runtime = 0;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (!c->is_runtime)
            continue;
        runtime++;
        SourcePos pos = source_pos(p->src, ts_node_start_byte(c->node));
        const Function *caller = c->caller_fn >= 0 ? &p->functions[c->caller_fn] : NULL;
        fprintf(out, "  %s:%u:%u  %s in %s (%s)\n", p->src->path, pos.line, pos.col, c->callee,
                caller ? caller->name : "(file scope)", caller ? model_space_name(caller->spaces) : "host");
    }
    if (runtime == 0)
        fputs("  none\n", out);
}
