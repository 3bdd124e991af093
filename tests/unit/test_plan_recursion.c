/* What the plan makes of a kernel that launches itself beyond aggregation
 * (issue 14): thresholded recursion (SiteShape.subtree), a level with no
 * room run in its thread (SiteAggregation.subtree), the persistent
 * version's levels (SiteRemoval.levels) and the streams that go with a
 * launch no longer made (plan_stream_call_dropped). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "plan/decide.h"
#include "plan/plan.h"
#include "plan/refusal.h"

typedef struct Planned {
    Parsed p;
    LaunchFacts *facts;
    Plan *plan;
} Planned;

static Planned planned(const char *text, Granularity g, Removal r, unsigned int threshold)
{
    Planned x;
    x.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(x.p.tree), 0, "test source must parse:\n%s", text);
    x.facts = launch_facts_compute(x.p.program);
    x.plan = r != REMOVAL_NONE ? plan_build_removal(x.p.program, x.facts, r) : plan_build(x.p.program, x.facts, g, 0);
    if (threshold)
        plan_add_threshold(x.plan, x.facts, threshold);
    return x;
}

static void planned_free(Planned *x)
{
    plan_decide_sites(x->plan); /* completed as pipeline.c completes it */
    plan_assert_invariants(x->plan);
    plan_free(x->plan);
    launch_facts_free(x->facts, x->p.program->launch_count);
    parsed_free(&x->p);
}

/* The first device-side launch made in function `caller`. */
static int site_in(const Planned *x, const char *caller)
{
    const Program *p = x->p.program;
    for (int i = 0; i < p->launch_count; i++)
        if (p->launches[i].device_side && p->launches[i].caller_fn >= 0 &&
            !strcmp(p->functions[p->launches[i].caller_fn].name, caller))
            return i;
    cr_assert_fail("no launch in %s", caller);
    return -1;
}

/* The call of `callee` in the program, the first one. */
static TSNode call_of(const Planned *x, const char *callee)
{
    const Program *p = x->p.program;
    for (int i = 0; i < p->call_count; i++)
        if (!strcmp(p->calls[i].callee, callee))
            return p->calls[i].node;
    cr_assert_fail("no call of %s", callee);
    return (TSNode){0};
}

static const char *const walk_ff =
    "__global__ void walk(int *out, int node, int depth)\n"
    "{\n"
    "    out[node] += 1;\n"
    "    if (depth > 0)\n"
    "        walk<<<1, 2, 0, cudaStreamFireAndForget>>>(out, node * 2 + 1 + threadIdx.x, depth - 1);\n"
    "}\n"
    "void run(int *out) { walk<<<1, 2>>>(out, 0, 8); }\n";

static const char *const walk_streams =
    "__global__ void walk(int *out, int node, int depth)\n"
    "{\n"
    "    out[node] += 1;\n"
    "    if (depth > 0) {\n"
    "        cudaStream_t s;\n"
    "        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n"
    "        walk<<<1, 2, 0, s>>>(out, node * 2 + 1 + threadIdx.x, depth - 1);\n"
    "        cudaStreamDestroy(s);\n"
    "    }\n"
    "}\n"
    "void run(int *out) { walk<<<1, 2>>>(out, 0, 8); }\n";

Test(plan_recursion, threshold_runs_the_subtree)
{
    Planned x = planned(walk_ff, GRANULARITY_NONE, REMOVAL_NONE, 64);
    const SitePlan *sp = &x.plan->sites[site_in(&x, "walk")];
    cr_expect_eq(sp->decision.threshold, 64u);
    cr_expect(sp->shape.subtree);
    cr_expect(plan_site_in_subtree(sp));
    planned_free(&x);
}

Test(plan_recursion, threshold_refuses_the_null_stream)
{
    Planned x = planned("__global__ void walk(int *out, int depth)\n"
                        "{\n"
                        "    if (depth > 0)\n"
                        "        walk<<<1, 2>>>(out, depth - 1);\n"
                        "}\n",
                        GRANULARITY_NONE, REMOVAL_NONE, 64);
    const SitePlan *sp = &x.plan->sites[site_in(&x, "walk")];
    cr_expect_eq(sp->decision.threshold, 0u);
    cr_assert_not_null(sp->shape.threshold_reason);
    cr_expect_eq(sp->shape.threshold_reason->code, REFUSAL_THRESHOLD_SUBTREE_ORDER);
    planned_free(&x);
}

Test(plan_recursion, level_without_room_runs_in_its_thread)
{
    Planned x = planned(walk_ff, GRANULARITY_GRID, REMOVAL_NONE, 0);
    const SitePlan *sp = &x.plan->sites[site_in(&x, "walk")];
    cr_expect(sp->decision.kind == STRATEGY_GRID_LEVELS);
    cr_expect(sp->aggregated.subtree);
    cr_expect_null(sp->aggregated.subtree_reason);
    planned_free(&x);
}

Test(plan_recursion, persistent_version_runs_the_levels)
{
    Planned x = planned(walk_ff, GRANULARITY_NONE, REMOVAL_T1, 0);
    int i = site_in(&x, "walk");
    const SitePlan *sp = &x.plan->sites[i];
    cr_expect_eq(sp->decision.persistent, REMOVAL_T1);
    cr_expect(sp->removal.levels);
    cr_expect_eq(decision_removal(&sp->decision), REMOVAL_NONE, "the kernel itself keeps the launch");
    cr_expect(x.plan->kernels[x.p.program->launches[i].caller_fn].persistent_levels);
    planned_free(&x);
}

Test(plan_recursion, persistent_levels_need_the_host_launch_block)
{
    Planned x = planned("__global__ void walk(int *out, int depth)\n"
                        "{\n"
                        "    if (depth > 0)\n"
                        "        walk<<<1, 64, 0, cudaStreamFireAndForget>>>(out, depth - 1);\n"
                        "}\n"
                        "void run(int *out) { walk<<<1, 32>>>(out, 8); }\n",
                        GRANULARITY_NONE, REMOVAL_T1, 0);
    int i = site_in(&x, "walk");
    cr_expect_eq(x.plan->sites[i].decision.persistent, REMOVAL_NONE);
    const Refusal *why = x.plan->kernels[x.p.program->launches[i].caller_fn].persistent_reason;
    cr_assert_not_null(why);
    cr_expect_eq(why->code, REFUSAL_PERSISTENT_LEVELS_BLOCK);
    planned_free(&x);
}

Test(plan_recursion, created_stream_goes_with_a_recorded_launch)
{
    Planned x = planned(walk_streams, GRANULARITY_NONE, REMOVAL_T1, 0);
    cr_expect(x.plan->sites[site_in(&x, "walk")].removal.levels);
    TSNode create = call_of(&x, "cudaStreamCreateWithFlags"), destroy = call_of(&x, "cudaStreamDestroy");
    cr_expect_eq(plan_stream_call_dropped(x.plan, create, true), 1, "in the persistent version");
    cr_expect_eq(plan_stream_call_dropped(x.plan, destroy, true), 2);
    cr_expect_eq(plan_stream_call_dropped(x.plan, create, false), 0, "the kernel itself keeps the stream");
    planned_free(&x);
}

static const char *const spawn_in_own_stream = "__global__ void leaf(int *out) { out[threadIdx.x] = 1; }\n"
                                               "__global__ void spawn(int *out)\n"
                                               "{\n"
                                               "    cudaStream_t s;\n"
                                               "    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n"
                                               "    leaf<<<1, 32, 0, s>>>(out + threadIdx.x * 32);\n"
                                               "    cudaStreamDestroy(s);\n"
                                               "}\n";

Test(plan_recursion, created_stream_goes_with_a_launch_run_in_place)
{
    Planned x = planned(spawn_in_own_stream, GRANULARITY_NONE, REMOVAL_T4, 0);
    cr_expect_eq(decision_removal(&x.plan->sites[site_in(&x, "spawn")].decision), REMOVAL_T4);
    cr_expect_eq(plan_stream_call_dropped(x.plan, call_of(&x, "cudaStreamCreateWithFlags"), false), 1);
    cr_expect_eq(plan_stream_call_dropped(x.plan, call_of(&x, "cudaStreamDestroy"), false), 2);
    planned_free(&x);
}

/* Flattened, the launch is not made under the cap; over it, it goes to
 * cudaStreamFireAndForget (transform/site_code.h), so the stream goes. */
Test(plan_recursion, created_stream_goes_with_a_flattened_launch)
{
    Planned x = planned(spawn_in_own_stream, GRANULARITY_NONE, REMOVAL_FLATTEN_WARP, 0);
    cr_expect_eq(decision_removal(&x.plan->sites[site_in(&x, "spawn")].decision), REMOVAL_FLATTEN_WARP);
    cr_expect_eq(plan_stream_call_dropped(x.plan, call_of(&x, "cudaStreamCreateWithFlags"), false), 1);
    cr_expect_eq(plan_stream_call_dropped(x.plan, call_of(&x, "cudaStreamDestroy"), false), 2);
    planned_free(&x);
}

/* Batched, the launch's record and every launch made of it go to
 * cudaStreamFireAndForget (transform/pending.c): the stream would be made
 * and destroyed empty, a call into the device runtime for nothing, and
 * what t4-empty-streams-hang-6 saw hang. It goes. */
Test(plan_recursion, created_stream_goes_with_a_batched_launch)
{
    Planned x = planned(walk_streams, GRANULARITY_BLOCK, REMOVAL_NONE, 0);
    cr_assert(decision_batches(&x.plan->sites[site_in(&x, "walk")].decision));
    cr_expect_eq(plan_stream_call_dropped(x.plan, call_of(&x, "cudaStreamCreateWithFlags"), false), 1);
    cr_expect_eq(plan_stream_call_dropped(x.plan, call_of(&x, "cudaStreamDestroy"), false), 2);
    planned_free(&x);
}

/* As written, the launch still goes into it. */
Test(plan_recursion, created_stream_stays_with_a_launch_as_written)
{
    Planned x = planned(walk_streams, GRANULARITY_NONE, REMOVAL_NONE, 0);
    cr_assert_eq(x.plan->sites[site_in(&x, "walk")].decision.kind, STRATEGY_WRITTEN);
    cr_expect_eq(plan_stream_call_dropped(x.plan, call_of(&x, "cudaStreamCreateWithFlags"), false), 0);
    cr_expect_eq(plan_stream_call_dropped(x.plan, call_of(&x, "cudaStreamCreateWithFlags"), true), 0);
    planned_free(&x);
}
