#include "transform/subtree.h"

#include <stdlib.h>

#include "transform/decl.h"
#include "transform/removed_child.h"
#include "util/strbuf.h"

char *subtree_later_function(const Plan *plan, int site) { return plan_child_function(plan, site, "later"); }

char *subtree_run_function(const Plan *plan, int site) { return plan_child_function(plan, site, "subtree"); }

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
    char *later = subtree_later_function(plan, site);
    strbuf_printf(o, "__device__ bool %s(%s *dp_later, ", later, stack);
    launch_params(child, o);
    strbuf_puts(o, ")");
    free(later);
}

static void run_signature(const Plan *plan, int site, StrBuf *o)
{
    const Function *child = &plan->program->functions[plan->program->launches[site].callee_fn];
    char *run = subtree_run_function(plan, site);
    strbuf_printf(o, "__device__ void %s(", run);
    launch_params(child, o);
    strbuf_puts(o, ")");
    free(run);
}

void subtree_declare(const Transform *t, int site, StrBuf *o)
{
    const Plan *plan = t->plan;
    const LaunchSite *s = &plan->program->launches[site];
    const Function *child = &plan->program->functions[s->callee_fn];
    char *launch = plan_child_function(plan, site, "later_launch");
    char *stack = stack_type(plan, site);
    strbuf_printf(o, "// dpopt: %s and the subtree below a launch of it under the threshold, run by the launching\n"
                     "// thread: the launches the subtree makes below the threshold wait on that thread's stack.\n",
                  s->callee);
    strbuf_printf(o, "struct %s {\n    dim3 dp_grid, dp_block;\n", launch);
    for (int k = 0; k < child->param_count; k++)
        decl_field(o, "    ", &child->params[k], ";\n");
    strbuf_puts(o, "};\n\n");
    removed_child_serial(t, site, o, false, stack);
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
 *          for (unsigned int dp_b = 0; dp_b < dpopt::block_count(dp_run.dp_grid); dp_b++)
 *              K_dp_t4(&dp_later, dp_b, dp_run.dp_grid, dp_run.dp_block, dp_run.<parameter>...);
 *  }
 */
void subtree_define(const Transform *t, int site, StrBuf *o)
{
    const Plan *plan = t->plan;
    const LaunchSite *s = &plan->program->launches[site];
    const Function *child = &plan->program->functions[s->callee_fn];
    char *launch = plan_child_function(plan, site, "later_launch");
    char *stack = stack_type(plan, site);
    char *later = subtree_later_function(plan, site);
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
    strbuf_printf(o, "// dpopt: a launch of %s below the threshold, run by this thread with its whole subtree, depth first.\n",
                  s->callee);
    run_signature(plan, site, o);
    strbuf_printf(o, "\n{\n    %s dp_later;\n    %s(&dp_later, ", stack, later);
    launch_args(child, o);
    strbuf_printf(o, ");\n    %s dp_run;\n    while (dp_later.pop(&dp_run))\n", launch);
    strbuf_puts(o, "        for (unsigned int dp_b = 0; dp_b < dpopt::block_count(dp_run.dp_grid); dp_b++)\n");
    strbuf_printf(o, "            %s(&dp_later, dp_b, dp_run.dp_grid, dp_run.dp_block", serial);
    for (int k = 0; k < child->param_count; k++)
        strbuf_printf(o, ", dp_run.%s", child->params[k].name);
    strbuf_puts(o, ");\n}\n\n");
    strbuf_printf(o, "// dpopt: %s, every thread of one of its blocks run in turn by the calling thread.\n", s->callee);
    removed_child_serial(t, site, o, true, stack);
    free(launch);
    free(stack);
    free(later);
    free(serial);
}
