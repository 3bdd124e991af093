/* Recursion level by level (plan/levels.c): which launches of a kernel by
 * itself run at grid granularity one level at a time, the batch they
 * share, the scalars they pass, and what stops them. */
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

static Planned plan_grid(const char *text)
{
    Planned r;
    r.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(r.p.tree), 0, "test source must parse:\n%s", text);
    r.facts = launch_facts_compute(r.p.program);
    r.plan = plan_build(r.p.program, r.facts, GRANULARITY_GRID, 0);
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

/* The nth device-side launch made in function `caller`. */
static int site_of(const Planned *r, const char *caller, int nth)
{
    const Program *p = r->p.program;
    for (int i = 0; i < p->launch_count; i++)
        if (p->launches[i].device_side && p->launches[i].caller_fn >= 0 &&
            !strcmp(p->functions[p->launches[i].caller_fn].name, caller) && nth-- == 0)
            return i;
    cr_assert_fail("no launch %d in %s", nth, caller);
    return -1;
}

Test(plan_levels, two_sites_share_one_batch)
{
    Planned r = plan_grid("__global__ void qs(int *data, int left, int right, int depth)\n"
                          "{\n"
                          "    if (depth > 16 || right - left < 32)\n"
                          "        return;\n"
                          "    int mid = (left + right) / 2;\n"
                          "    if (threadIdx.x == 0) {\n"
                          "        qs<<<1, 32, 0, cudaStreamFireAndForget>>>(data, left, mid, depth + 1);\n"
                          "        qs<<<1, 32, 0, cudaStreamFireAndForget>>>(data, mid + 1, right, depth + 1);\n"
                          "    }\n"
                          "}\n"
                          "int main() { qs<<<1, 32>>>(0, 0, 1000, 0); }\n");
    int a = site_of(&r, "qs", 0), b = site_of(&r, "qs", 1);
    const SitePlan *sa = &r.plan->sites[a], *sb = &r.plan->sites[b];
    cr_assert_eq(decision_granularity(&sa->decision), GRANULARITY_GRID);
    cr_assert_eq(decision_granularity(&sb->decision), GRANULARITY_GRID);
    cr_assert(sa->decision.kind == STRATEGY_GRID_LEVELS && sb->decision.kind == STRATEGY_GRID_LEVELS);
    cr_assert_eq(sa->aggregated.level_leader, a, "the first site leads");
    cr_assert_eq(sb->aggregated.level_leader, a);
    cr_assert_eq(sa->aggregated.level_sites, 2);
    cr_assert_str_eq(sb->kernel_name, sa->kernel_name, "one fused kernel for both");
    cr_assert(sa->aggregated.one_per_row, "under threadIdx.x == 0");
    /* data and depth + 1: the same in both and unchanging; left, mid,
     * mid + 1 and right differ between them. */
    cr_assert(sa->aggregated.arg_scalar[0] && sb->aggregated.arg_scalar[0]);
    cr_assert(!sa->aggregated.arg_scalar[1] && !sa->aggregated.arg_scalar[2]);
    cr_assert(sa->aggregated.arg_scalar[3] && sb->aggregated.arg_scalar[3]);
    planned_free(&r);
}

Test(plan_levels, a_parameter_read_from_the_record_is_a_blocks)
{
    /* root is the launching grid's, but not the level's: node, which it
     * is taken from, differs between the fused grid's blocks. */
    Planned r = plan_grid("__global__ void walk(int *node, int *root, int depth)\n"
                          "{\n"
                          "    if (depth > 8)\n"
                          "        return;\n"
                          "    if (threadIdx.x == 0)\n"
                          "        walk<<<2, 32>>>(node + blockIdx.x + 1, node, depth + 1);\n"
                          "}\n"
                          "int main() { walk<<<1, 32>>>(0, 0, 0); }\n");
    const SitePlan *sp = &r.plan->sites[site_of(&r, "walk", 0)];
    cr_assert(sp->decision.kind == STRATEGY_GRID_LEVELS);
    cr_assert(!sp->aggregated.arg_scalar[0], "node + blockIdx.x + 1: a block's");
    cr_assert(!sp->aggregated.arg_scalar[1], "node: a block's in the fused grid");
    cr_assert(sp->aggregated.arg_scalar[2], "depth + 1");
    planned_free(&r);
}

Test(plan_levels, another_kernels_launch_keeps_the_refusal)
{
    /* start launches walk too: walk's grids may run beside its levels. */
    Planned r = plan_grid("__global__ void walk(int *node, int depth)\n"
                          "{\n"
                          "    if (depth > 8)\n"
                          "        return;\n"
                          "    if (threadIdx.x == 0)\n"
                          "        walk<<<2, 32>>>(node + 1, depth + 1);\n"
                          "}\n"
                          "__global__ void start(int *node)\n"
                          "{\n"
                          "    if (threadIdx.x == 0)\n"
                          "        walk<<<1, 32>>>(node, 0);\n"
                          "}\n"
                          "int main() { start<<<1, 32>>>(0); }\n");
    const SitePlan *sp = &r.plan->sites[site_of(&r, "walk", 0)];
    cr_assert(sp->decision.kind != STRATEGY_GRID_LEVELS);
    cr_assert_neq(decision_granularity(&sp->decision), GRANULARITY_GRID);
    cr_assert_not_null(sp->reason);
    planned_free(&r);
}

Test(plan_levels, a_block_size_from_a_parameter_is_no_level)
{
    Planned r = plan_grid("__global__ void sized(int *node, int threads, int depth)\n"
                          "{\n"
                          "    if (depth > 8)\n"
                          "        return;\n"
                          "    if (threadIdx.x == 0)\n"
                          "        sized<<<2, threads>>>(node + 1, threads / 2 + 32, depth + 1);\n"
                          "}\n"
                          "int main() { sized<<<1, 128>>>(0, 128, 0); }\n");
    const SitePlan *sp = &r.plan->sites[site_of(&r, "sized", 0)];
    cr_assert(sp->decision.kind != STRATEGY_GRID_LEVELS);
    cr_assert_neq(decision_granularity(&sp->decision), GRANULARITY_GRID);
    planned_free(&r);
}

Test(plan_levels, a_stream_made_for_the_launch_is_unordered)
{
    Planned r = plan_grid("__global__ void walk(int *node, int depth)\n"
                          "{\n"
                          "    if (depth > 8)\n"
                          "        return;\n"
                          "    if (threadIdx.x == 0) {\n"
                          "        cudaStream_t s;\n"
                          "        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n"
                          "        walk<<<2, 32, 0, s>>>(node + 1, depth + 1);\n"
                          "        cudaStreamDestroy(s);\n"
                          "    }\n"
                          "}\n"
                          "int main() { walk<<<1, 32>>>(0, 0); }\n");
    const SitePlan *sp = &r.plan->sites[site_of(&r, "walk", 0)];
    cr_assert(sp->decision.kind == STRATEGY_GRID_LEVELS, "a stream the thread makes for this launch alone");
    cr_assert(plan_site_stream_unordered(r.plan, site_of(&r, "walk", 0)));
    planned_free(&r);
}

Test(plan_levels, constant_macros_are_the_same_in_every_site)
{
    /* BLOCK is a number: the block size is one across the level; SIZE
     * names a variable, so depth + SIZE may differ between the sites'
     * evaluations and travels in the record. */
    Planned r = plan_grid("#define BLOCK (2 * 32u)\n"
                          "#define SIZE cafe\n"
                          "__device__ int cafe;\n"
                          "__global__ void w(int *node, int depth)\n"
                          "{\n"
                          "    if (depth > 8)\n"
                          "        return;\n"
                          "    if (threadIdx.x == 0) {\n"
                          "        w<<<1, BLOCK, 0, cudaStreamFireAndForget>>>(node + 1, depth + SIZE);\n"
                          "        w<<<1, BLOCK, 0, cudaStreamFireAndForget>>>(node + 2, depth + SIZE);\n"
                          "    }\n"
                          "}\n"
                          "int main() { w<<<1, BLOCK>>>(0, 0); }\n");
    const SitePlan *sp = &r.plan->sites[site_of(&r, "w", 0)];
    cr_assert(sp->decision.kind == STRATEGY_GRID_LEVELS, "one block size, BLOCK, in both sites");
    cr_assert_eq(sp->aggregated.level_sites, 2);
    cr_assert(!sp->aggregated.arg_scalar[1], "depth + SIZE: SIZE is a variable's name");
    planned_free(&r);
}
