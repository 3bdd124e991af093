#include "transform/subtree.h"

#include <stdlib.h>

#include "syntax/node.h"
#include "transform/decl.h"
#include "transform/guard.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/strbuf.h"

static char *later_function(const Plan *plan, int site) { return plan_child_function(plan, site, "later"); }

static char *run_function(const Plan *plan, int site) { return plan_child_function(plan, site, "subtree"); }

/* "dpopt::LaterStack<K_dp_later_launch>" (the caller frees it). */
static char *stack_type(const Plan *plan, int site)
{
    char *launch = plan_child_function(plan, site, "later_launch");
    StrBuf type;
    strbuf_init(&type);
    strbuf_printf(&type, "dpopt::LaterStack<%s>", launch);
    free(launch);
    return strbuf_take(&type);
}

/* "dim3 dp_grid, dim3 dp_block, <K's parameters>" */
static void launch_params(const Function *child, StrBuf *o)
{
    strbuf_puts(o, "dim3 dp_grid, dim3 dp_block");
    for (int k = 0; k < child->param_count; k++)
        decl_param(o, ", ", &child->params[k], "");
}

/* "dp_grid, dp_block, <parameter>..." */
static void launch_args(const Function *child, StrBuf *o)
{
    strbuf_puts(o, "dp_grid, dp_block");
    for (int k = 0; k < child->param_count; k++)
        strbuf_printf(o, ", %s", child->params[k].name);
}

static void later_signature(const Plan *plan, int site, const char *stack, StrBuf *o)
{
    const Function *child = &plan->program->functions[plan->program->launches[site].callee_fn];
    char *later = later_function(plan, site);
    strbuf_printf(o, "__device__ bool %s(%s *dp_later, ", later, stack);
    launch_params(child, o);
    strbuf_puts(o, ")");
    free(later);
}

static void run_signature(const Plan *plan, int site, StrBuf *o)
{
    const Function *child = &plan->program->functions[plan->program->launches[site].callee_fn];
    char *run = run_function(plan, site);
    /* Of internal linkage: nvcc compiles a function calling itself apart
     * from its callers unless it sees every one, and a fused kernel
     * bounded to 64 registers (plan/launch_bounds.c) may not call one
     * that takes more. */
    strbuf_printf(o, "static __device__ __noinline__ void %s(", run);
    launch_params(child, o);
    strbuf_puts(o, ")");
    free(run);
}

static void declare(const Transform *t, int site, StrBuf *o)
{
    const Plan *plan = t->plan;
    const LaunchSite *s = &plan->program->launches[site];
    const Function *child = &plan->program->functions[s->callee_fn];
    char *launch = plan_child_function(plan, site, "later_launch");
    char *stack = stack_type(plan, site);
    strbuf_printf(o, "// dpopt: a launch of %s run by the launching thread with its whole subtree, depth first\n"
                     "// (%s): the launches the subtree makes wait on that thread's stack.\n",
                  s->callee,
                  plan->sites[site].shape.subtree ? "below the threshold" : "where a level of the recursion has no room");
    strbuf_printf(o, "struct %s {\n    dim3 dp_grid, dp_block;\n", launch);
    for (int k = 0; k < child->param_count; k++)
        decl_field(o, "    ", &child->params[k], ";\n");
    strbuf_puts(o, "};\n\n");
    removed_child_serial(t, site, o, DECL_DECLARATION, stack);
    later_signature(plan, site, stack, o);
    strbuf_puts(o, ";\n");
    run_signature(plan, site, o);
    strbuf_puts(o, ";\n\n");
    free(launch);
    free(stack);
}

/*
 *  // dpopt: puts a launch of K on the stack of the thread running K's subtree; false when it is full.
 *  __device__ bool K_dp_later(dpopt::LaterStack<K_dp_later_launch> *dp_later, dim3 dp_grid, dim3 dp_block, params...)
 *  {
 *      K_dp_later_launch *dp_slot = dp_later->push();
 *      if (!dp_slot)
 *          return false;
 *      dp_slot->dp_grid = dp_grid;
 *      ...
 *      return true;
 *  }
 *
 *  // dpopt: a launch of K below the threshold, run by this thread with its whole subtree, depth first.
 *  __device__ void K_dp_subtree(dim3 dp_grid, dim3 dp_block, params...)
 *  {
 *      dpopt::LaterStack<K_dp_later_launch> dp_later;
 *      K_dp_later(&dp_later, dp_grid, dp_block, params...);
 *      K_dp_later_launch dp_run;
 *      while (dp_later.pop(&dp_run))
 *          if (dpopt::launch_config_valid(dp_run.dp_grid, dp_run.dp_block)) // else it would not start
 *              for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_run.dp_grid); dp_b++)
 *                  K_dp_t4(&dp_later, dp_b, dp_run.dp_grid, dp_run.dp_block, dp_run.<parameter>...);
 *  }
 */
static void define(const Transform *t, int site, StrBuf *o)
{
    const Plan *plan = t->plan;
    const LaunchSite *s = &plan->program->launches[site];
    const Function *child = &plan->program->functions[s->callee_fn];
    char *launch = plan_child_function(plan, site, "later_launch");
    char *stack = stack_type(plan, site);
    char *later = later_function(plan, site);
    char *serial = plan_removal_function(plan, site, REMOVAL_T4);
    strbuf_printf(o, "\n\n// dpopt: puts a launch of %s on the stack of the thread running its subtree; false when the\n"
                     "// stack is full (DPOPT_SUBTREE_LAUNCHES), and the caller launches it after all.\n",
                  s->callee);
    later_signature(plan, site, stack, o);
    strbuf_printf(o, "\n{\n    %s *dp_slot = dp_later->push();\n    if (!dp_slot)\n        return false;\n", launch);
    strbuf_puts(o, "    dp_slot->dp_grid = dp_grid;\n    dp_slot->dp_block = dp_block;\n");
    for (int k = 0; k < child->param_count; k++)
        strbuf_printf(o, "    dp_slot->%s = %s;\n", child->params[k].name, child->params[k].name);
    strbuf_puts(o, "    return true;\n}\n\n");
    strbuf_printf(o, "// dpopt: a launch of %s, run by this thread with its whole subtree, depth first.\n", s->callee);
    run_signature(plan, site, o);
    strbuf_printf(o, "\n{\n    %s dp_later;\n    %s(&dp_later, ", stack, later);
    launch_args(child, o);
    strbuf_printf(o, ");\n    %s dp_run;\n    while (dp_later.pop(&dp_run))\n", launch);
    StrBuf args;
    strbuf_init(&args);
    for (int k = 0; k < child->param_count; k++)
        strbuf_printf(&args, ", dp_run.%s", child->params[k].name);
    char *call = strbuf_format("%s(&dp_later, ", serial);
    Writer w = w_at(o, "", 2);
    site_code_walk_blocks(&w, call, "dp_run.dp_grid", "dp_run.dp_block", args.data, true);
    strbuf_puts(o, "}\n\n");
    strbuf_free(&args);
    free(call);
    strbuf_printf(o, "// dpopt: %s, every thread of one of its blocks run in turn by the calling thread.\n", s->callee);
    removed_child_serial(t, site, o, DECL_DEFINITION, stack);
    free(launch);
    free(stack);
    free(later);
    free(serial);
}

static bool in_subtree(const SitePlan *sp) { return plan_site_in_subtree(sp); }

bool subtree_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    bool any = false;
    for (int i = 0; i < p->launch_count; i++) {
        if (!in_subtree(&plan->sites[i]) || !site_code_first_of_child(plan, i, in_subtree))
            continue;
        any = true;
        StrBuf decl, code;
        strbuf_init(&decl);
        strbuf_init(&code);
        declare(t, i, &decl);
        define(t, i, &code);
        char *guard = guard_of_child(plan, p->launches[i].callee_fn, in_subtree);
        guard_insert(t->edits, site_code_declaration_point(plan, p->launches[i].callee_fn, in_subtree), &decl, guard);
        guard_insert(t->edits, node_end_byte(p->functions[p->launches[i].callee_fn].outer), &code, guard);
        free(guard);
        strbuf_free(&decl);
        strbuf_free(&code);
    }
    return any;
}

/* `K_dp_subtree(dp_grid, dp_block, dp_arg0, ...);` on the bound values, or
 * on a postponed launch's record `pending` (its fields), a line at `indent`. */
static void run_call(Emitter *e, int site, const char *indent, const char *pending)
{
    SiteCode c = site_code(e->plan, site);
    char *run = run_function(e->plan, site);
    StrBuf *o = e->out;
    if (pending)
        strbuf_printf(o, "%s%s(%s.dp_grid, %s.dp_block", indent, run, pending, pending);
    else
        strbuf_printf(o, "%s%s(dp_grid, dp_block", indent, run);
    for (int k = 0; k < c.s->arg_count; k++) {
        if (pending)
            strbuf_printf(o, ", %s.%s", pending, c.child->params[k].name);
        else
            strbuf_printf(o, ", dp_arg%d", k);
    }
    strbuf_puts(o, ");\n");
    free(run);
}

void subtree_run_bound(Emitter *e, int site, const char *indent) { run_call(e, site, indent, NULL); }

void subtree_run_pending(Emitter *e, int site, const char *indent, const char *pending)
{
    run_call(e, site, indent, pending);
}

/* In K_dp_t4, a thread running K's subtree: the launch waits on its stack
 * (below the threshold, where there is one); a full stack, or a launch at
 * or above the threshold, is made: of K as written where K runs level by
 * level (the levels' state is one grid's).
 *
 *      if (dpopt::launch_thread_count(dp_grid, dp_block) >= Nu || !K_dp_later(dp_later, dp_grid, dp_block, dp_arg0)) {
 *          K<<<dp_grid, dp_block>>>(dp_arg0);
 *      }
 */
static void later_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    (void)bound; /* never under another strategy */
    SiteOpening l = site_code_open(e, site, indent);
    const SitePlan *sp = l.c.sp;
    StrBuf *o = e->out;
    if (sp->decision.threshold)
        strbuf_printf(o, "launched only with at least %u threads; a smaller grid waits on this thread's stack, "
                         "then runs with its subtree\n",
                      sp->decision.threshold);
    else
        strbuf_puts(o, "waits on this thread's stack, then runs with its subtree\n");
    site_code_bind(e, &l, indent);
    char *later = later_function(e->plan, site);
    StrBuf args;
    strbuf_init(&args);
    for (int k = 0; k < l.c.s->arg_count; k++)
        strbuf_printf(&args, ", dp_arg%d", k);
    Writer w = w_at(o, indent, 1);
    char *written = sp->decision.kind == STRATEGY_GRID_LEVELS ? plan_child_function(e->plan, site, "written") : NULL;
    w_line(&w, "// A full stack (DPOPT_SUBTREE_LAUNCHES) launches it after all%s.",
           written ? ", as written (the levels' state is the running level's)" : "");
    if (sp->decision.threshold)
        w_start(&w, "if (dpopt::launch_thread_count(dp_grid, dp_block) >= %uu || !%s(dp_later, dp_grid, dp_block%s)) ",
                sp->decision.threshold, later, args.data);
    else
        w_start(&w, "if (!%s(dp_later, dp_grid, dp_block%s)) ", later, args.data);
    char *deeper = w_indent(&w);
    site_code_bound_launch_of(e, site, deeper, written);
    free(deeper);
    strbuf_puts(o, "\n");
    w_end(&w);
    free(written);
    free(later);
    strbuf_free(&args);
    site_code_close(&l);
}

const Strategy subtree_later = {.name = "subtree", .at_site = later_at_site};
