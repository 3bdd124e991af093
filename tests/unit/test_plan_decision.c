/* One decision per site (plan/decision.h): the kind each plan gives a
 * site, set once after planning, with its fallback and overlays. */
#include <criterion/criterion.h>

#include "helpers.h"
#include "plan/decide.h"
#include "plan/plan.h"

static const char *const source =
    "__global__ void child(int *x) { x[blockIdx.x * blockDim.x + threadIdx.x] += 1; }\n"
    "__global__ void parent(int *x, int n)\n"
    "{\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n)\n"
    "        child<<<2, 32>>>(x + 64 * i);\n"
    "}\n"
    "__global__ void tree(int *x, int depth)\n"
    "{\n"
    "    if (threadIdx.x == 0 && depth > 0)\n"
    "        tree<<<2, 32>>>(x, depth - 1);\n"
    "    x[threadIdx.x] += depth;\n"
    "}\n"
    "int main() { int *x = 0; parent<<<4, 64>>>(x, 256); tree<<<1, 32>>>(x, 3); return 0; }\n";

typedef struct Planned {
    Parsed p;
    LaunchFacts *facts;
    Plan *plan;
} Planned;

static Planned planned(Plan *(*build)(const Program *, const LaunchFacts *, void *), void *arg)
{
    Planned r;
    r.p = parse_text(source, 1);
    cr_assert_eq(syntax_report_errors(r.p.tree), 0);
    r.facts = launch_facts_compute(r.p.program);
    r.plan = build(r.p.program, r.facts, arg);
    plan_decide_kernels(r.plan);
    plan_decide_sites(r.plan);
    return r;
}

static void planned_free(Planned *r)
{
    plan_free(r->plan);
    launch_facts_free(r->facts, r->p.program->launch_count);
    parsed_free(&r->p);
}

static Plan *aggregated(const Program *p, const LaunchFacts *f, void *g) { return plan_build(p, f, *(Granularity *)g, 4); }
static Plan *removed(const Program *p, const LaunchFacts *f, void *r) { return plan_build_removal(p, f, *(Removal *)r); }

static const SiteDecision *decision_of(const Planned *r, const char *callee)
{
    int site = find_launch(r->p.program, callee, 0);
    cr_assert_geq(site, 0);
    return &r->plan->sites[site].decision;
}

/* Each granularity gives its batch kind; a kernel's launch of itself runs
 * level by level at grid granularity, falls back to block granularity
 * under multiblock (plan_finer_granularity) and stays as written under
 * warp granularity (thread 0's launch alone). */
Test(plan_decision, aggregation_kinds)
{
    const struct {
        Granularity g;
        StrategyKind child, tree;
    } cases[] = {
        {GRANULARITY_WARP, STRATEGY_WARP_BATCH, STRATEGY_WRITTEN},
        {GRANULARITY_BLOCK, STRATEGY_BLOCK_BATCH, STRATEGY_BLOCK_BATCH},
        {GRANULARITY_GRID, STRATEGY_GRID_BATCH, STRATEGY_GRID_LEVELS},
        {GRANULARITY_MULTIBLOCK, STRATEGY_MULTIBLOCK_BATCH, STRATEGY_BLOCK_BATCH},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Granularity g = cases[i].g;
        Planned r = planned(aggregated, &g);
        cr_expect_eq(decision_of(&r, "child")->kind, cases[i].child, "%s: child is %s", granularity_name(g),
                     strategy_kind_name(decision_of(&r, "child")->kind));
        cr_expect_eq(decision_of(&r, "tree")->kind, cases[i].tree, "%s: tree is %s", granularity_name(g),
                     strategy_kind_name(decision_of(&r, "tree")->kind));
        cr_expect_eq(decision_of(&r, "child")->persistent, REMOVAL_NONE);
        planned_free(&r);
    }
}

/* T3, T4 and auto are the kernel's own kind; T1 and T2 keep auto in the
 * kernel itself and add the persistent version. */
Test(plan_decision, removal_kinds)
{
    const struct {
        Removal r;
        StrategyKind kind;
        Removal persistent;
    } cases[] = {
        {REMOVAL_T3, STRATEGY_REMOVE_T3, REMOVAL_NONE},
        {REMOVAL_T4, STRATEGY_REMOVE_T4, REMOVAL_NONE},
        {REMOVAL_AUTO, STRATEGY_REMOVE_AUTO, REMOVAL_AUTO},
        {REMOVAL_T1, STRATEGY_REMOVE_AUTO, REMOVAL_T1},
        {REMOVAL_T2, STRATEGY_REMOVE_AUTO, REMOVAL_T2},
        {REMOVAL_FLATTEN_WARP, STRATEGY_FLATTEN_WARP, REMOVAL_NONE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Removal rm = cases[i].r;
        Planned r = planned(removed, &rm);
        const SiteDecision *d = decision_of(&r, "child");
        cr_expect_eq(d->kind, cases[i].kind, "%s: %s", removal_name(rm), strategy_kind_name(d->kind));
        cr_expect_eq(d->persistent, cases[i].persistent, "%s: persistent %s", removal_name(rm),
                     removal_name(d->persistent));
        cr_expect_eq(d->fallback, STRATEGY_WRITTEN);
        planned_free(&r);
    }
}

/* The host's launches stay as written under every plan. */
Test(plan_decision, host_launches_written)
{
    Granularity g = GRANULARITY_GRID;
    Planned r = planned(aggregated, &g);
    for (int i = 0; i < r.p.program->launch_count; i++)
        if (!r.p.program->launches[i].device_side)
            cr_expect_eq(r.plan->sites[i].decision.kind, STRATEGY_WRITTEN);
    planned_free(&r);
}

Test(plan_decision, names_every_kind)
{
    for (int k = 0; k < STRATEGY_KIND_COUNT; k++)
        cr_expect_not_null(strategy_kind_name((StrategyKind)k));
    cr_expect_str_eq(strategy_kind_name(STRATEGY_GRID_LEVELS), "grid_levels");
    cr_expect(strategy_kind_batches(STRATEGY_FLATTEN_GRID));
    cr_expect(!strategy_kind_batches(STRATEGY_FLATTEN_WARP));
    cr_expect(!strategy_kind_batches(STRATEGY_REMOVE_T3));
}
