/* CUDA 12 removed the device-side cudaDeviceSynchronize (CDP1): a program
 * that has one does not build. With no strategy asked, dpopt hands such a
 * program back as it came. A strategy whose output still has one would
 * hand back code that does not build either, having changed it: that is an
 * error at the sync, naming the --remove options that take the sync away
 * (launch removal runs the children it waits for in the parent). */
#include "report/report.h"

#include <stdlib.h>

#include "model/hidden.h"
#include "plan/corun.h"
#include "plan/site_checks.h"
#include "report/report_refusal.h"
#include "syntax/diagnostic.h"
#include "syntax/node.h"
#include "util/strbuf.h"

/* What was asked, as the command line spells it. */
static void describe_request(const Plan *plan, StrBuf *out)
{
    const char *sep = "";
    if (plan->coruns) {
        strbuf_printf(out, "--corun%s%s%s", plan->coruns->names ? "=" : "",
                      plan->coruns->names ? plan->coruns->names : "", plan->coruns->children ? " --corun-children" : "");
        return;
    }
    if (plan->removal_requested == REMOVAL_FLATTEN_WARP) {
        strbuf_puts(out, "--flatten=warp");
        return;
    }
    if (plan->removal_requested != REMOVAL_NONE) {
        strbuf_printf(out, "--remove=%s", removal_name(plan->removal_requested));
        return;
    }
    if (plan->flattened != GRANULARITY_NONE) {
        strbuf_printf(out, "--flatten=%s", granularity_name(plan->flattened));
        return;
    }
    if (plan->requested != GRANULARITY_NONE) {
        strbuf_printf(out, "--aggregate=%s", plan_granularity_label(plan, plan->requested));
        sep = " ";
    }
    if (plan->threshold_requested > 0) {
        strbuf_printf(out, "%s--threshold=%u", sep, plan->threshold_requested);
        sep = " ";
    }
    if (plan->coarsen_requested > 1)
        strbuf_printf(out, "%s--coarsen=%u", sep, plan->coarsen_requested);
}

/* Whether the output changes anything: --coarsen=1 alone does not.
 * --corun keeps every device-side sync, in the kernels it leaves as
 * written and in the children it makes co-runnable alike (--corun-children),
 * so the sync is an error under it whatever it takes. */
static bool changes_code(const Plan *plan)
{
    return plan->removal_requested != REMOVAL_NONE || plan->requested != GRANULARITY_NONE ||
           plan->threshold_requested > 0 || plan->coarsen_requested > 1 || plan->coruns;
}

/* The sync plan of call `call` in a removal plan, or NULL. */
static const SyncPlan *sync_of(const Plan *plan, int call)
{
    for (int i = 0; i < plan->sync_count; i++)
        if (plan->syncs[i].call == call)
            return &plan->syncs[i];
    return NULL;
}

/* Whether `plan` keeps sync `call`: launch removal says so in its sync
 * plan (with `*why`); the other strategies keep every device-side sync. */
static bool kept(const Plan *plan, int call, const Refusal **why)
{
    *why = NULL;
    if (plan->removal_requested == REMOVAL_NONE)
        return true;
    const SyncPlan *s = sync_of(plan, call);
    *why = s ? s->reason : NULL;
    return s && s->action == SYNC_KEEP;
}

static const Removal remedies[] = {REMOVAL_T1, REMOVAL_T2, REMOVAL_T3, REMOVAL_T4, REMOVAL_AUTO};
#define REMEDY_COUNT (int)(sizeof remedies / sizeof remedies[0])

/* Which --remove options take sync `call` away, or why none does: the
 * first launch in its function that T4 leaves in place. */
static void describe_remedy(const Program *p, Plan *const *removal, int call, StrBuf *out)
{
    int found = 0;
    for (int r = 0; r < REMEDY_COUNT; r++) {
        const SyncPlan *s = sync_of(removal[r], call);
        if (!s || s->action == SYNC_KEEP)
            continue;
        int later = 0;
        for (int q = r + 1; q < REMEDY_COUNT; q++) {
            const SyncPlan *t = sync_of(removal[q], call);
            later += t && t->action != SYNC_KEEP;
        }
        strbuf_printf(out, "%s--remove=%s", !found ? "" : later ? ", " : " or ", removal_name(remedies[r]));
        found++;
    }
    if (found) {
        strbuf_puts(out, " would make it build (launch removal runs the children it waits for in the parent)");
        return;
    }
    strbuf_puts(out, "no --remove option takes it away");
    const Plan *t4 = removal[3];
    const Call *c = &p->calls[call];
    for (int j = 0; j < p->launch_count; j++) {
        if (!launch_sync_may_wait_for(p, c->node, c->caller_fn, &p->launches[j]) || decision_removal(&t4->sites[j].decision) != REMOVAL_NONE)
            continue;
        strbuf_printf(out, ": the launch of '%s' at line %u cannot be removed (", p->launches[j].callee,
                      source_pos(p->src, ts_node_start_byte(p->launches[j].node)).line);
        if (t4->sites[j].reason)
            report_refusal(out, t4, t4->sites[j].reason);
        else
            strbuf_puts(out, "see --remove=t4");
        strbuf_puts(out, ")");
        break;
    }
}

void report_kept_syncs(const Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    if (!changes_code(plan))
        return;
    Plan *removal[REMEDY_COUNT] = {NULL};
    for (int i = 0; i < p->call_count; i++) {
        if (!plan_is_device_sync(p, &p->calls[i]))
            continue;
        const Refusal *why;
        if (!kept(plan, i, &why))
            continue;
        if (!removal[0])
            for (int r = 0; r < REMEDY_COUNT; r++)
                removal[r] = plan_build_removal(p, facts, remedies[r]);
        StrBuf msg;
        strbuf_init(&msg);
        strbuf_puts(&msg, "device-side cudaDeviceSynchronize (CDP1) left in place by ");
        describe_request(plan, &msg);
        if (why) {
            strbuf_puts(&msg, " (");
            report_refusal(&msg, plan, why);
            strbuf_puts(&msg, ")");
        }
        strbuf_puts(&msg, ": CUDA 12 and later have no device-side cudaDeviceSynchronize, so the output would not build; ");
        describe_remedy(p, removal, i, &msg);
        diag_report(p->src, ts_node_start_byte(p->calls[i].node), DIAG_ERROR, "%s", msg.data);
        strbuf_free(&msg);
    }
    for (int r = 0; r < REMEDY_COUNT; r++)
        plan_free(removal[r]);
    /* A sync a macro or a header function makes stays whatever the plan:
     * dpopt rewrites neither a macro's text nor a header. */
    for (int i = 0; i < p->hidden_count; i++) {
        const HiddenUse *u = &p->hidden[i];
        if (!(u->kinds & HIDDEN_SYNC) || u->function < 0 ||
            !(p->functions[u->function].spaces & (SPACE_DEVICE | SPACE_GLOBAL)))
            continue;
        char *where = model_hidden_where(p, u);
        StrBuf msg;
        strbuf_init(&msg);
        strbuf_printf(&msg, "device-side cudaDeviceSynchronize (CDP1) made by %s left in place by ", where);
        describe_request(plan, &msg);
        strbuf_printf(&msg, ": CUDA 12 and later have no device-side cudaDeviceSynchronize, so the output would not "
                            "build; dpopt does not rewrite %s (write the call out where it is used)",
                      u->from == HIDDEN_BY_MACRO ? "what a macro expands to" : "a header's functions");
        diag_report(p->src, ts_node_start_byte(u->node), DIAG_ERROR, "%s", msg.data);
        strbuf_free(&msg);
        free(where);
    }
}
