/* --flatten=warp's launches over the cap (plan/plan.c,
 * plan_aggregate_over_cap): aggregated at grid granularity where it takes
 * the site, else made as written with the reason; and the NULL stream's
 * order, which a site that may make launches as written must keep
 * (plan/removal.c, keep_null_stream_order). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "plan/decide.h"
#include "plan/plan.h"
#include "report/report_refusal.h"

typedef struct Planned {
    Parsed p;
    LaunchFacts *facts;
    Plan *plan;
} Planned;

static Planned plan_flattened_warp(const char *text)
{
    Planned r;
    r.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(r.p.tree), 0, "test source must parse:\n%s", text);
    r.facts = launch_facts_compute(r.p.program);
    r.plan = plan_build_removal(r.p.program, r.facts, REMOVAL_FLATTEN_WARP);
    plan_aggregate_over_cap(r.plan, r.facts);
    plan_decide_kernels(r.plan);
    return r;
}

static void planned_free(Planned *r)
{
    plan_decide_sites(r->plan); /* completed as pipeline.c completes it */
    plan_assert_invariants(r->plan);
    plan_free(r->plan);
    launch_facts_free(r->facts, r->p.program->launch_count);
    parsed_free(&r->p);
}

static const SitePlan *site_in(const Planned *r, const char *caller)
{
    const Program *p = r->p.program;
    for (int i = 0; i < p->launch_count; i++)
        if (p->launches[i].device_side && p->launches[i].caller_fn >= 0 &&
            !strcmp(p->functions[p->launches[i].caller_fn].name, caller))
            return &r->plan->sites[i];
    cr_assert_fail("no launch in %s", caller);
    return NULL;
}

static const char *const source =
    "__global__ void fill(int *out, int n)\n"
    "{\n"
    "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (j < n)\n"
    "        out[j] = 1;\n"
    "}\n"
    "__global__ void once(int *out, const int *sizes)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    fill<<<(sizes[t] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t, sizes[t]);\n"
    "}\n"
    "__global__ void looped(int *out, int n)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    for (int k = 0; k < 2; k++)\n"
    "        fill<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t, n);\n"
    "}\n"
    "__global__ void looped_differing(int *out, const int *sizes)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    for (int k = 0; k < 2; k++)\n"
    "        fill<<<(sizes[t] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t, sizes[t]);\n"
    "}\n"
    "__global__ void twice_ordered(int *out, int n)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    for (int k = 0; k < 2; k++)\n"
    "        fill<<<(n + 63) / 64, 64>>>(out + t, n);\n"
    "}\n";

Test(plan_over_cap, a_launch_over_the_cap_is_aggregated_at_grid_granularity)
{
    Planned r = plan_flattened_warp(source);
    const SitePlan *sp = site_in(&r, "once");
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_FLATTEN_WARP, "flattened below the cap");
    cr_assert_eq(decision_granularity(&sp->decision), GRANULARITY_GRID, "aggregated above it");
    cr_assert_null(sp->removal.over_cap_reason);
    cr_assert_str_eq(sp->kernel_name, "fill_dp_grid", "the fused kernel's name: the only aggregated site of fill");
    cr_assert(!ts_node_is_null(sp->flush_scope), "made at the end of the block");
    cr_assert(r.plan->kernels[r.p.program->launches[0].callee_fn].runs_as_thread, "the child's one-thread form");
    planned_free(&r);
}

Test(plan_over_cap, a_launch_grid_granularity_refuses_is_made_as_written_with_the_reason)
{
    Planned r = plan_flattened_warp(source);
    const SitePlan *sp = site_in(&r, "looped");
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_FLATTEN_WARP);
    cr_assert_eq(decision_granularity(&sp->decision), GRANULARITY_NONE);
    cr_assert_not_null(sp->removal.over_cap_reason);
    char *why = report_refusal_text(r.plan, sp->removal.over_cap_reason);
    cr_assert(why && strstr(why, "inside a loop"), "looped: %s", why ? why : "(none)");
    free(why);
    planned_free(&r);
}

/* Sizes that differ between lanes: a lane's launch over the cap, made as
 * written while the others run theirs, leaves the warp diverged, and the
 * thread's next iteration launches from it (the differential tester's
 * grid_stride shape: a hang on an H200, tests/difftest/found/
 * grid-stride-flatten-warp-flatten-cap-64-hang-12). */
Test(plan_over_cap, a_looped_launch_of_sizes_differing_in_the_warp_is_not_flattened)
{
    Planned r = plan_flattened_warp(source);
    const SitePlan *sp = site_in(&r, "looped_differing");
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_NONE);
    cr_assert_not_null(sp->reason);
    cr_assert_eq(sp->reason->code, REFUSAL_FLATTEN_WARP_DIVERGED_REPEAT);
    planned_free(&r);
}

Test(plan_over_cap, a_thread_reaching_a_null_stream_site_again_keeps_it_as_written)
{
    Planned r = plan_flattened_warp(source);
    const SitePlan *sp = site_in(&r, "twice_ordered");
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_NONE, "its launch over the cap would run after the next, run in place");
    cr_assert_eq(sp->reason->code, REFUSAL_NULL_STREAM_OVER_CAP);
    cr_assert_eq(decision_granularity(&sp->decision), GRANULARITY_NONE);
    planned_free(&r);
}

/* Aggregated, a launch over the cap would run after the grid, behind a
 * later launch of the same thread into the NULL stream made as written (the
 * differential tester, seed 33, 11 of 300 programs at --flatten-cap=1: a
 * fill over the cap, then a barrier child that read it). */
Test(plan_over_cap, a_launch_ordered_with_one_made_as_written_is_not_aggregated)
{
    Planned r = plan_flattened_warp("__global__ void fill(unsigned *b) { b[threadIdx.x] = 1u; }\n"
                                    "__global__ void use(unsigned *b, unsigned *acc)\n"
                                    "{\n"
                                    "    unsigned v = b[threadIdx.x];\n"
                                    "    __syncthreads();\n"
                                    "    atomicAdd(acc, v);\n"
                                    "}\n"
                                    "__global__ void pair(unsigned *b, unsigned *acc)\n"
                                    "{\n"
                                    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                    "    fill<<<1, 32>>>(b + t * 32);\n"
                                    "    use<<<1, 32>>>(b + t * 32, acc);\n"
                                    "}\n");
    const Program *p = r.p.program;
    const SitePlan *fill = &r.plan->sites[find_launch(p, "fill", 0)], *use = &r.plan->sites[find_launch(p, "use", 0)];
    cr_assert_eq(decision_removal(&use->decision), REMOVAL_NONE, "use has barriers: as written");
    cr_assert_eq(decision_removal(&fill->decision), REMOVAL_FLATTEN_WARP, "fill runs in place below the cap, before use is launched");
    cr_assert_eq(decision_granularity(&fill->decision), GRANULARITY_NONE, "over the cap, made as written, before use");
    cr_assert_eq(fill->removal.over_cap_reason->code, REFUSAL_OVER_CAP_ORDERED);
    planned_free(&r);
}
