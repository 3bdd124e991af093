/* The removal plan's T4 rule for children whose size differs between the
 * lanes of a warp (plan/removal.c, diverged_serial_refusal): a thread that
 * runs such a child in place leaves its warp diverged, and on an H100 such a
 * warp hung at the launches its kernel then made (difftest seed 11 program
 * 1242). The site stays as written only while its kernel keeps a launch. */
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

static Planned plan_text(const char *text, Removal requested)
{
    Planned r;
    r.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(r.p.tree), 0, "test source must parse:\n%s", text);
    r.facts = launch_facts_compute(r.p.program);
    r.plan = plan_build_removal(r.p.program, r.facts, requested);
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

/* A site's reason as the notes word it ("-" for none); freed with the
 * next call. */
static const char *reason_of(const Planned *r, const SitePlan *sp)
{
    static char *text;
    free(text);
    text = report_refusal_text(r->plan, sp->reason);
    return text ? text : "-";
}

/* The launch of `callee` in kernel k (spawner launches leaf too, before it). */
static const SitePlan *site_of(const Planned *r, const char *callee)
{
    int i = find_launch(r->p.program, callee, strcmp(callee, "leaf") == 0 ? 1 : 0);
    cr_assert_geq(i, 0, "no launch of %s", callee);
    return &r->plan->sites[i];
}

#define CHILDREN                                                              \
    "__global__ void leaf(int *a) { a[threadIdx.x] = 1; }\n"                  \
    "__global__ void other(int *a) { a[threadIdx.x] = 2; }\n"                 \
    "__global__ void spawner(int *a) { leaf<<<1, 32>>>(a); }\n"

/* The child's size comes from memory (divergent), and `spawner` launches
 * kernels itself, so T4 cannot take it: it stays a launch. */
static const char *const kept_src = CHILDREN
    "__global__ void k(int *a, const int *d) {\n"
    "    int n = d[threadIdx.x];\n"
    "    leaf<<<1 + (n & 1), 32>>>(a);\n"
    "    spawner<<<1, 32>>>(a);\n"
    "}\n";

Test(plan_removal, divergent_size_beside_a_kept_launch_stays_as_written)
{
    Planned r = plan_text(kept_src, REMOVAL_T4);
    const SitePlan *sp = site_of(&r, "leaf");
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_NONE);
    cr_assert_not_null(sp->reason);
    cr_assert_eq(sp->reason->code, REFUSAL_T4_DIVERGED_SERIAL, "reason: %s", reason_of(&r, sp));
    cr_assert(strstr(reason_of(&r, sp), "may differ between the lanes of a warp") != NULL, "reason: %s",
              reason_of(&r, sp));
    cr_assert(strstr(reason_of(&r, sp), "'spawner' (line 7)") != NULL, "reason names the kept launch: %s",
              reason_of(&r, sp));
    cr_assert_eq(decision_removal(&site_of(&r, "spawner")->decision), REMOVAL_NONE);
    planned_free(&r);
}

Test(plan_removal, divergent_size_with_every_launch_removed_is_removed)
{
    Planned r = plan_text(CHILDREN
                          "__global__ void k(int *a, const int *d) {\n"
                          "    int n = d[threadIdx.x];\n"
                          "    leaf<<<1 + (n & 1), 32>>>(a);\n"
                          "    other<<<1 + (n & 2), 32>>>(a);\n"
                          "}\n",
                          REMOVAL_T4);
    cr_assert_eq(decision_removal(&site_of(&r, "leaf")->decision), REMOVAL_T4, "reason: %s", reason_of(&r, site_of(&r, "leaf")));
    cr_assert_eq(decision_removal(&site_of(&r, "other")->decision), REMOVAL_T4, "reason: %s", reason_of(&r, site_of(&r, "other")));
    planned_free(&r);
}

Test(plan_removal, uniform_size_beside_a_kept_launch_is_removed)
{
    Planned r = plan_text(CHILDREN
                          "__global__ void k(int *a, int n) {\n"
                          "    leaf<<<1 + (n & 1), 32>>>(a);\n"
                          "    spawner<<<1, 32>>>(a);\n"
                          "}\n",
                          REMOVAL_T4);
    cr_assert_eq(decision_removal(&site_of(&r, "leaf")->decision), REMOVAL_T4, "reason: %s", reason_of(&r, site_of(&r, "leaf")));
    planned_free(&r);
}

/* The kept launch in the fire-and-forget stream: no order with the other
 * (in the NULL stream, T3's run at the end of the block would come after
 * it: plan/removal.c, keep_null_stream_order). */
static const char *const kept_unordered_src = CHILDREN
    "__global__ void k(int *a, const int *d) {\n"
    "    int n = d[threadIdx.x];\n"
    "    leaf<<<1 + (n & 1), 32>>>(a);\n"
    "    spawner<<<1, 32, 0, cudaStreamFireAndForget>>>(a);\n"
    "}\n";

Test(plan_removal, auto_keeps_t3_where_t4_is_refused_for_divergence)
{
    Planned r = plan_text(kept_unordered_src, REMOVAL_AUTO);
    const SitePlan *sp = site_of(&r, "leaf");
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_T3, "remove %d, reason: %s", (int)decision_removal(&sp->decision), reason_of(&r, sp));
    cr_assert(strstr(reason_of(&r, sp), "t3 only: the child's size may differ") != NULL, "reason: %s",
              reason_of(&r, sp));
    cr_assert_eq(sp->reason->code, REFUSAL_REMOVAL_ONLY);
    cr_assert_eq(sp->reason->got, REMOVAL_T3);
    cr_assert_eq(sp->reason->cause->code, REFUSAL_T4_DIVERGED_SERIAL);
    planned_free(&r);
}

/* A thread's launches into the NULL stream run one after another: T3 would
 * run leaf at the end of the block, after spawner (left as written) was
 * launched, which waited for leaf. */
Test(plan_removal, a_deferred_launch_before_a_kept_one_in_the_null_stream_stays)
{
    Planned r = plan_text(kept_src, REMOVAL_AUTO);
    const SitePlan *sp = site_of(&r, "leaf");
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_NONE, "remove %d", (int)decision_removal(&sp->decision));
    cr_assert_eq(sp->reason->code, REFUSAL_NULL_STREAM_ORDER, "reason: %s", reason_of(&r, sp));
    cr_assert(strstr(reason_of(&r, sp), "'spawner' (line 7)") != NULL, "reason: %s", reason_of(&r, sp));
    planned_free(&r);
}
