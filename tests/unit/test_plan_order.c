/* A thread's launches into the NULL stream keep their order under every
 * mix of forms (plan/order.h): as written, in place (T4, flattening),
 * flushed at the end of the kernel or of a loop iteration (T3, auto), made
 * as written where the block cannot run them. */
#include <criterion/criterion.h>

#include "helpers.h"
#include "plan/order.h"
#include "syntax/node.h"
#include "syntax/parents.h"

static const char *const kernel =
    "__global__ void c(int *x) { x[threadIdx.x] += 1; }\n"
    "__global__ void k(int *x, int n)\n"
    "{\n"
    "    c<<<1, 32>>>(x);\n"
    "    for (int i = 0; i < n; i++) {\n"
    "        c<<<1, 32>>>(x);\n"
    "    }\n"
    "}\n";

typedef struct Scopes {
    Parsed parsed;
    TSNode body, loop;
} Scopes;

static Scopes scopes(void)
{
    Scopes s;
    s.parsed = parse_text(kernel, 1);
    const Program *p = s.parsed.program;
    s.body = p->functions[p->launches[0].caller_fn].body;
    s.loop = parents_of(p->launches[1].statement);
    cr_assert(node_is(s.loop, "compound_statement"));
    return s;
}

static SitePlan site(Removal r, TSNode scope, bool waited_for, bool uncapped)
{
    SitePlan sp = {0};
    decision_set_removal(&sp.decision, r);
    sp.flush_scope = scope;
    sp.removal.waited_for = waited_for;
    sp.removal.uncapped = uncapped;
    return sp;
}

/* Whether site 0 then site 1 keeps the order. */
static bool kept(SitePlan first, SitePlan then)
{
    SitePlan sites[2] = {first, then};
    Plan plan = {0};
    plan.sites = sites;
    return order_pair_kept(&plan, 0, 1);
}

Test(plan_order, forms_of_each_removal)
{
    TSNode none = {0};
    SitePlan written = site(REMOVAL_NONE, none, false, false), t4 = site(REMOVAL_T4, none, false, false);
    cr_assert_eq(order_forms(&written), ORDER_LAUNCH);
    cr_assert_eq(order_forms(&t4), ORDER_IN_PLACE);
    SitePlan capped = site(REMOVAL_FLATTEN_WARP, none, false, false);
    cr_assert_eq(order_forms(&capped), ORDER_IN_PLACE | ORDER_LAUNCH);
    SitePlan uncapped = site(REMOVAL_FLATTEN_WARP, none, false, true);
    cr_assert_eq(order_forms(&uncapped), ORDER_IN_PLACE);
    /* T1 and T2 keep T3 and auto in the kernel itself. */
    for (Removal r = REMOVAL_T3; r <= REMOVAL_AUTO; r++)
        if (r != REMOVAL_T4) {
            SitePlan flushed = site(r, none, false, false);
            cr_assert_eq(order_forms(&flushed), ORDER_AT_FLUSH, "%s", removal_name(r));
        }
}

Test(plan_order, every_pair_of_forms)
{
    Scopes s = scopes();
    TSNode none = {0};
    SitePlan written = site(REMOVAL_NONE, none, false, false);
    SitePlan in_place = site(REMOVAL_T4, none, false, false);
    SitePlan capped = site(REMOVAL_FLATTEN_WARP, none, false, false);
    SitePlan at_end = site(REMOVAL_T3, s.body, false, false);
    SitePlan at_end_auto = site(REMOVAL_AUTO, s.body, false, false);
    SitePlan at_end_waited = site(REMOVAL_T3, s.body, true, false);
    SitePlan in_loop = site(REMOVAL_T3, s.loop, false, false);
    SitePlan in_loop_waited = site(REMOVAL_T3, s.loop, true, false);
    /* As written, then anything run in the parent: it would not wait. */
    cr_assert(kept(written, written));
    cr_assert(!kept(written, in_place));
    cr_assert(!kept(written, at_end));
    cr_assert(!kept(capped, in_place));
    cr_assert(kept(capped, written));
    /* In place: done before the thread goes on. */
    cr_assert(kept(in_place, written));
    cr_assert(kept(in_place, at_end));
    cr_assert(kept(in_place, in_place));
    /* At the end of the block, then something made before that end
     * (null-stream-mixed-removal: init at the end, twice in place). */
    cr_assert(!kept(at_end, in_place));
    cr_assert(!kept(at_end_auto, in_place));
    cr_assert(!kept(at_end, written));
    cr_assert(!kept(at_end, capped));
    /* Two flushed at the kernel's end: in site order, the chain rule
     * making the later a launch where the earlier was one
     * (removal-shared-scan); a waited-for one cannot follow a launch. */
    cr_assert(kept(at_end, at_end));
    cr_assert(kept(at_end, at_end_auto));
    cr_assert(!kept(at_end, at_end_waited));
    cr_assert(kept(at_end_waited, at_end));
    /* Flushed at different places: the loop's run first. */
    cr_assert(!kept(at_end, in_loop));
    cr_assert(!kept(in_loop, at_end));
    /* In a loop, the chain does not live from one iteration to the next;
     * one never made as written needs none. */
    cr_assert(!kept(in_loop, in_loop));
    cr_assert(kept(in_loop_waited, in_loop_waited));
    parsed_free(&s.parsed);
}

/* The plan of every site under `r`, as removal names. */
static void plans(const char *text, Removal r, Removal *got, int n)
{
    Parsed p = parse_text(text, 1);
    LaunchFacts *facts = launch_facts_compute(p.program);
    Plan *plan = plan_build_removal(p.program, facts, r);
    cr_assert_eq(p.program->launch_count, n);
    for (int i = 0; i < n; i++)
        got[i] = decision_removal(&plan->sites[i].decision);
    plan_free(plan);
    launch_facts_free(facts, p.program->launch_count);
    parsed_free(&p);
}

static const char *const init_then_twice =
    "__global__ void init(int *x) { x[threadIdx.x] = threadIdx.x + 1; }\n"
    "__global__ void twice(int *x) { x[threadIdx.x] *= 2; }\n"
    "__global__ void parent(int *x, int sweeps)\n"
    "{\n"
    "    if (threadIdx.x != 0)\n"
    "        return;\n"
    "    init<<<1, 32>>>(x);\n"
    "    for (int s = 0; s < sweeps; ++s)\n"
    "        twice<<<1, 32>>>(x);\n"
    "}\n";

Test(plan_order, auto_then_in_place_runs_both_in_place)
{
    Removal got[2];
    plans(init_then_twice, REMOVAL_AUTO, got, 2);
    cr_assert_eq(got[0], REMOVAL_T4, "init: %s", removal_name(got[0]));
    cr_assert_eq(got[1], REMOVAL_T4);
    plans(init_then_twice, REMOVAL_T1, got, 2);
    cr_assert(got[0] == REMOVAL_T4 && got[1] == REMOVAL_T4);
}

static const char *const fire_and_forget =
    "__global__ void init(int *x) { x[threadIdx.x] = threadIdx.x + 1; }\n"
    "__global__ void twice(int *x) { x[threadIdx.x] *= 2; }\n"
    "__global__ void parent(int *x, int sweeps)\n"
    "{\n"
    "    init<<<1, 32, 0, cudaStreamFireAndForget>>>(x);\n"
    "    for (int s = 0; s < sweeps; ++s)\n"
    "        twice<<<1, 32, 0, cudaStreamFireAndForget>>>(x);\n"
    "}\n";

Test(plan_order, unordered_streams_are_left_alone)
{
    Removal got[2];
    plans(fire_and_forget, REMOVAL_AUTO, got, 2);
    cr_assert_eq(got[0], REMOVAL_AUTO, "init: %s", removal_name(got[0]));
}
