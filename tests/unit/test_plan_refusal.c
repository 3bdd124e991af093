/* Typed refusals (plan/refusal.h): the plan's reasons carry a code and the
 * function they are about (parent, child, callee) with the line to blame,
 * and report/report_refusal.c words them. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "plan/decide.h"
#include "plan/plan.h"
#include "report/report.h"
#include "report/report_refusal.h"

typedef struct Planned {
    Parsed p;
    LaunchFacts *facts;
    Plan *plan;
    char *text; /* the last reason worded by text_of */
} Planned;

static Planned planned(const char *text)
{
    Planned r = {0};
    r.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(r.p.tree), 0, "test source must parse:\n%s", text);
    r.facts = launch_facts_compute(r.p.program);
    return r;
}

static Planned removal(const char *text, Removal requested)
{
    Planned r = planned(text);
    r.plan = plan_build_removal(r.p.program, r.facts, requested);
    return r;
}

static Planned aggregation(const char *text, Granularity requested, unsigned group_blocks)
{
    Planned r = planned(text);
    r.plan = plan_build(r.p.program, r.facts, requested, group_blocks);
    return r;
}

static void planned_free(Planned *r)
{
    free(r->text);
    plan_decide_sites(r->plan); /* completed as pipeline.c completes it */
    plan_assert_invariants(r->plan);
    plan_free(r->plan);
    launch_facts_free(r->facts, r->p.program->launch_count);
    parsed_free(&r->p);
}

static const char *text_of(Planned *r, const Refusal *why)
{
    free(r->text);
    r->text = report_refusal_text(r->plan, why);
    return r->text ? r->text : "-";
}

static int function_named(const Planned *r, const char *name)
{
    int fn = model_find_function(r->p.program, name);
    cr_assert_geq(fn, 0, "no function %s", name);
    return fn;
}

static const SitePlan *site_of(const Planned *r, const char *callee)
{
    int i = find_launch(r->p.program, callee, 0);
    cr_assert_geq(i, 0, "no launch of %s", callee);
    return &r->plan->sites[i];
}

#define assert_subject(r, why, role_, function_, line_)                                                                \
    do {                                                                                                               \
        cr_assert_eq((why)->subject.role, (role_), "role %s: %s", refusal_role_name((why)->subject.role),           \
                     text_of((r), (why)));                                                                            \
        cr_assert_eq((why)->subject.function, (function_), "function %d: %s", (why)->subject.function,              \
                     text_of((r), (why)));                                                                            \
        cr_assert_eq((why)->subject.line, (unsigned)(line_), "line %u: %s", (why)->subject.line, text_of((r), (why))); \
    } while (0)

/* The child launches kernels itself: T4 refuses it, about the child. */
Test(plan_refusal, child_that_launches_is_about_the_child)
{
    Planned r = removal("__global__ void leaf(int *a) { a[0] = 1; }\n"          /* 1 */
                        "__global__ void mid(int *a) { leaf<<<1, 1>>>(a); }\n" /* 2 */
                        "__global__ void top(int *a) {\n"                      /* 3 */
                        "    mid<<<1, 32>>>(a);\n"                             /* 4 */
                        "}\n",
                        REMOVAL_T4);
    const SitePlan *sp = site_of(&r, "mid");
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_NONE);
    cr_assert_not_null(sp->reason);
    cr_assert_eq(sp->reason->code, REFUSAL_CHILD_LAUNCHES, "code %s", refusal_code_name(sp->reason->code));
    assert_subject(&r, sp->reason, ROLE_CHILD, function_named(&r, "mid"), 2);
    cr_assert_str_eq(text_of(&r, sp->reason), "the child launches kernels itself");
    planned_free(&r);
}

/* A recursive launch: about the launch itself, at its line. */
Test(plan_refusal, recursive_launch_is_about_the_launch)
{
    Planned r = removal("__global__ void k(int *a, int n) {\n"      /* 1 */
                        "    if (n > 0)\n"                          /* 2 */
                        "        k<<<1, 32>>>(a, n - 1);\n"         /* 3 */
                        "}\n",
                        REMOVAL_T3);
    const SitePlan *sp = site_of(&r, "k");
    cr_assert_eq(sp->reason->code, REFUSAL_RECURSIVE, "code %s", refusal_code_name(sp->reason->code));
    assert_subject(&r, sp->reason, ROLE_LAUNCH, function_named(&r, "k"), 3);
    planned_free(&r);
}

/* Grid granularity falls to block where the launching kernel is itself
 * launched from the device: the reason is about the parent, blamed on the
 * line that launches it, and says what was asked and what was used. */
Test(plan_refusal, finer_granularity_says_why_about_the_parent)
{
    Planned r = aggregation("__global__ void leaf(int *a) { a[threadIdx.x] = 1; }\n" /* 1 */
                            "__global__ void mid(int *a) {\n"                        /* 2 */
                            "    leaf<<<1, 32>>>(a);\n"                              /* 3 */
                            "}\n"                                                    /* 4 */
                            "__global__ void top(int *a) {\n"                        /* 5 */
                            "    mid<<<1, 32>>>(a);\n"                               /* 6 */
                            "}\n",
                            GRANULARITY_GRID, 0);
    const SitePlan *sp = site_of(&r, "leaf");
    cr_assert_eq(decision_granularity(&sp->decision), GRANULARITY_BLOCK, "reason: %s", text_of(&r, sp->reason));
    cr_assert_eq(sp->reason->code, REFUSAL_FINER_GRANULARITY, "code %s", refusal_code_name(sp->reason->code));
    cr_assert_eq(sp->reason->got, GRANULARITY_BLOCK);
    cr_assert_eq(sp->reason->asked, GRANULARITY_GRID);
    cr_assert_eq(sp->reason->cause->code, REFUSAL_PARENT_DEVICE_LAUNCHED);
    assert_subject(&r, sp->reason, ROLE_PARENT, function_named(&r, "mid"), 6);
    cr_assert_str_eq(text_of(&r, sp->reason), "block granularity instead of grid: the launching kernel is itself "
                                              "launched from the device, so several of its grids may run at once");
    planned_free(&r);
}

/* A device-side runtime call in a child keeps the parent from a persistent
 * version: the reason says a child of the kernel calls it, not the kernel. */
Test(plan_refusal, runtime_call_in_the_child_is_the_childs)
{
    Planned r = removal("__global__ void leaf(int *a) {\n"                /* 1 */
                        "    a[threadIdx.x] = 1;\n"                       /* 2 */
                        "    cudaGetLastError();\n"                       /* 3 */
                        "}\n"                                             /* 4 */
                        "__global__ void top(int *a) {\n"                 /* 5 */
                        "    leaf<<<1, 32>>>(a);\n"                       /* 6 */
                        "}\n"                                             /* 7 */
                        "int main(void) { top<<<1, 32>>>(0); return 0; }\n",
                        REMOVAL_T1);
    int top = function_named(&r, "top");
    const Refusal *why = r.plan->kernels[top].persistent_reason;
    cr_assert_not_null(why);
    cr_assert_eq(why->code, REFUSAL_COOPERATIVE_RUNTIME_CALL, "code %s", refusal_code_name(why->code));
    assert_subject(&r, why, ROLE_CHILD, function_named(&r, "leaf"), 3);
    cr_assert_str_eq(text_of(&r, why),
                     "a cooperative launch does not allow the device runtime, which a child of it calls (line 3)");
    /* The site says T3 or T4 in place, for the kernel's reason. */
    const SitePlan *sp = site_of(&r, "leaf");
    cr_assert_eq(sp->reason->code, REFUSAL_NO_PERSISTENT_IN_PLACE);
    cr_assert_eq(sp->reason->cause->code, REFUSAL_COOPERATIVE_RUNTIME_CALL);
    planned_free(&r);
}

/* The same call in the kernel itself is the kernel's ("which it calls"). */
Test(plan_refusal, runtime_call_in_the_parent_is_the_parents)
{
    Planned r = removal("__global__ void leaf(int *a) { a[threadIdx.x] = 1; }\n" /* 1 */
                        "__global__ void top(int *a) {\n"                        /* 2 */
                        "    leaf<<<1, 32>>>(a);\n"                              /* 3 */
                        "    cudaMemsetAsync(a, 0, 4);\n"                        /* 4 */
                        "}\n"                                                    /* 5 */
                        "int main(void) { top<<<1, 32>>>(0); return 0; }\n",
                        REMOVAL_T2);
    int top = function_named(&r, "top");
    const Refusal *why = r.plan->kernels[top].persistent_reason;
    cr_assert_not_null(why);
    cr_assert_eq(why->code, REFUSAL_COOPERATIVE_RUNTIME_CALL, "code %s", refusal_code_name(why->code));
    assert_subject(&r, why, ROLE_PARENT, top, 4);
    cr_assert_str_eq(text_of(&r, why), "a cooperative launch does not allow the device runtime, which it calls (line 4)");
    planned_free(&r);
}

/* --threshold on a host-side launch, --coarsen of a child that launches. */
Test(plan_refusal, threshold_and_coarsening_reasons)
{
    Planned r = aggregation("__global__ void leaf(int *a) { a[0] = 1; }\n"                /* 1 */
                            "__global__ void mid(int *a) { leaf<<<1, 1>>>(a); }\n"       /* 2 */
                            "__global__ void top(int *a) {\n"                            /* 3 */
                            "    mid<<<1, 32>>>(a);\n"                                   /* 4 */
                            "}\n"                                                        /* 5 */
                            "int main(void) { top<<<1, 32>>>(0); return 0; }\n",         /* 6 */
                            GRANULARITY_NONE, 0);
    plan_add_threshold(r.plan, r.facts, 64);
    plan_add_coarsening(r.plan, r.facts, 2);
    const SitePlan *host = site_of(&r, "top");
    cr_assert_eq(host->shape.threshold_reason->code, REFUSAL_HOST_SIDE);
    assert_subject(&r, host->shape.threshold_reason, ROLE_LAUNCH, function_named(&r, "main"), 6);
    const SitePlan *mid = site_of(&r, "mid");
    cr_assert_not_null(mid->shape.coarsen_reason);
    cr_assert_eq(mid->shape.coarsen_reason->code, REFUSAL_COARSEN_CHILD_LAUNCHES, "code %s",
                 refusal_code_name(mid->shape.coarsen_reason->code));
    assert_subject(&r, mid->shape.coarsen_reason, ROLE_CHILD, function_named(&r, "mid"), 2);
    planned_free(&r);
}

/* A kept device-side sync says which launch keeps it. */
Test(plan_refusal, kept_sync_is_about_the_launch_it_waits_for)
{
    Planned r = removal("__global__ void leaf(int *a) { a[0] = 1; }\n"          /* 1 */
                        "__global__ void mid(int *a) { leaf<<<1, 1>>>(a); }\n" /* 2 */
                        "__global__ void top(int *a) {\n"                      /* 3 */
                        "    mid<<<1, 32>>>(a);\n"                             /* 4 */
                        "    cudaDeviceSynchronize();\n"                       /* 5 */
                        "}\n",
                        REMOVAL_T4);
    cr_assert_eq(r.plan->sync_count, 1);
    const SyncPlan *sync = &r.plan->syncs[0];
    cr_assert_eq(sync->action, SYNC_KEEP);
    cr_assert_eq(sync->reason->code, REFUSAL_SYNC_LAUNCH_KEPT, "code %s", refusal_code_name(sync->reason->code));
    assert_subject(&r, sync->reason, ROLE_LAUNCH, function_named(&r, "top"), 4);
    planned_free(&r);
}

/* Codes have distinct stable names; a copy is equal and freed apart. */
Test(plan_refusal, code_names_are_distinct_and_copies_equal)
{
    for (int a = 0; a < REFUSAL_CODE_COUNT; a++)
        for (int b = a + 1; b < REFUSAL_CODE_COUNT; b++)
            cr_assert_str_neq(refusal_code_name((RefusalCode)a), refusal_code_name((RefusalCode)b));
    Planned r = removal("__global__ void leaf(int *a) { a[0] = 1; }\n"
                        "__global__ void mid(int *a) { leaf<<<1, 1>>>(a); }\n"
                        "__global__ void top(int *a) { mid<<<1, 32>>>(a); }\n",
                        REMOVAL_T4);
    Refusal *copy = refusal_copy(site_of(&r, "mid")->reason);
    cr_assert(refusal_equal(copy, site_of(&r, "mid")->reason));
    copy->subject.line++;
    cr_assert(!refusal_equal(copy, site_of(&r, "mid")->reason));
    refusal_free(copy);
    planned_free(&r);
}

/* The JSON report gives the code and subject beside the text. */
Test(plan_refusal, json_has_code_and_subject)
{
    Planned r = removal("__global__ void leaf(int *a) { a[0] = 1; }\n"
                        "__global__ void mid(int *a) { leaf<<<1, 1>>>(a); }\n"
                        "__global__ void top(int *a) { mid<<<1, 32>>>(a); }\n",
                        REMOVAL_T4);
    Capture out;
    capture_open(&out);
    report_json(out.stream, r.p.program, r.facts, r.plan);
    const char *t = capture_text(&out);
    const char *want = "\"reason\": \"the child launches kernels itself\", \"reason_code\": \"child_launches\", "
                       "\"reason_subject\": {\"role\": \"child\", \"function\": \"mid\", \"line\": 2}, "
                       "\"reason_causes\": []";
    cr_assert_not_null(strstr(t, want), "missing %s in:\n%s", want, t);
    capture_free(&out);
    planned_free(&r);
}
