/* The kernel plans (plan/kernels.c): how other threads may run a child,
 * decided once from the analysis, so that transform/ never asks it. Each
 * test fails if the form or a needed generated function were decided
 * differently. */
#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"
#include "plan/decide.h"
#include "plan/plan.h"

typedef struct Planned {
    Parsed p;
    LaunchFacts *facts;
    Plan *plan;
} Planned;

static Planned plan_removed(const char *text, Removal requested)
{
    Planned r;
    r.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(r.p.tree), 0, "test source must parse:\n%s", text);
    r.facts = launch_facts_compute(r.p.program);
    r.plan = plan_build_removal(r.p.program, r.facts, requested);
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

static const KernelPlan *kernel_of(const Planned *r, const char *name)
{
    for (int f = 0; f < r->p.program->function_count; f++)
        if (strcmp(r->p.program->functions[f].name, name) == 0)
            return &r->plan->kernels[f];
    cr_assert_fail("no function %s", name);
    return NULL;
}

#define PARENT(child)                                                         \
    "__global__ void parent(int *a, int n) {\n"                               \
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"                    \
    "    if (t < n)\n"                                                        \
    "        " child "<<<1, 64>>>(a);\n"                                      \
    "}\n"

Test(plan_kernels, a_child_without_barriers_or_warp_operations_runs_in_any_threads_and_packs)
{
    Planned r = plan_removed("__global__ void plain(int *a) { a[threadIdx.x] += 1; }\n" PARENT("plain"), REMOVAL_T3);
    const KernelPlan *k = kernel_of(&r, "plain");
    cr_assert(k->decided);
    cr_assert_eq(k->form, CHILD_ANY_THREADS);
    cr_assert(!k->shared);
    cr_assert(k->packs);
    cr_assert(k->runs_as_block, "T3 writes plain_dp_t3");
    cr_assert(!k->runs_serially, "T3 without a sync waiting for it needs no plain_dp_t4");
    planned_free(&r);
}

Test(plan_kernels, warp_wide_operations_need_whole_warps)
{
    Planned r = plan_removed("__global__ void summed(int *a) {\n"
                             "    int v = __reduce_add_sync(0xffffffffu, a[threadIdx.x]);\n"
                             "    if (threadIdx.x == 0) a[0] = v;\n"
                             "}\n" PARENT("summed"),
                             REMOVAL_T3);
    cr_assert_eq(kernel_of(&r, "summed")->form, CHILD_WHOLE_WARPS);
    planned_free(&r);
}

Test(plan_kernels, barriers_the_body_splits_at_run_in_turns_and_shared_memory_stops_packing)
{
    Planned r = plan_removed("__global__ void tiled(int *a) {\n"
                             "    __shared__ int tile[64];\n"
                             "    tile[threadIdx.x] = a[threadIdx.x];\n"
                             "    __syncthreads();\n"
                             "    a[threadIdx.x] = tile[63 - threadIdx.x];\n"
                             "}\n" PARENT("tiled"),
                             REMOVAL_T4);
    const KernelPlan *k = kernel_of(&r, "tiled");
    cr_assert_eq(k->form, CHILD_IN_TURNS);
    cr_assert(k->shared);
    cr_assert(!k->packs);
    cr_assert(k->runs_serially, "T4 writes tiled_dp_t4");
    cr_assert(!k->runs_as_block, "T4 needs no tiled_dp_t3");
    planned_free(&r);
}

Test(plan_kernels, a_barrier_under_a_divergent_branch_leaves_the_threads_standing_in)
{
    Planned r = plan_removed("__global__ void branchy(int *a) {\n"
                             "    __shared__ int s[64];\n"
                             "    if (a[threadIdx.x] > 0) {\n"
                             "        s[threadIdx.x] = 1;\n"
                             "        __syncthreads();\n"
                             "    }\n"
                             "    a[threadIdx.x] = s[threadIdx.x];\n"
                             "}\n" PARENT("branchy"),
                             REMOVAL_T3);
    cr_assert_eq(kernel_of(&r, "branchy")->form, CHILD_STANDING_IN);
    planned_free(&r);
}

Test(plan_kernels, a_function_no_transformed_launch_reaches_is_not_decided)
{
    Planned r = plan_removed("__global__ void plain(int *a) { a[threadIdx.x] += 1; }\n" PARENT("plain"), REMOVAL_T3);
    cr_assert(!kernel_of(&r, "parent")->decided);
    planned_free(&r);
}
