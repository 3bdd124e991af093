/* The `note:` lines on stderr: what the plan could not do as asked, and
 * why (report/report_refusal.c words the reasons). */
#include <stdlib.h>
#include <string.h>

#include "model/hidden.h"
#include "plan/corun.h"
#include "plan/promote.h"
#include "report/report.h"
#include "report/report_refusal.h"
#include "syntax/diagnostic.h"
#include "syntax/node.h"
#include "util/text.h"


/* A kernel's launch of itself left as written under --remove=t1, t2 or
 * auto, the kernel without a persistent version (it would have run the
 * recursion level by level). */
static bool persistent_refused_levels(const Plan *plan, int site)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    Removal r = plan->removal_requested;
    return (r == REMOVAL_T1 || r == REMOVAL_T2 || r == REMOVAL_AUTO) && decision_removal(&plan->sites[site].decision) == REMOVAL_NONE &&
           s->caller_fn >= 0 && s->caller_fn == s->callee_fn && plan->kernels[s->caller_fn].persistent_reason;
}

/* --promote: each chain not promoted, or promoted without overlap, and why
 * (the reason's own line named). */
static void promotion_notes(const Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; plan->promotions && i < plan->promotions->count; i++) {
        const Promotion *pr = &plan->promotions->items[i];
        if (!pr->reason)
            continue;
        const LaunchSite *s = &p->launches[pr->site];
        unsigned line = source_pos(p->src, pr->reason_at).line;
        if (pr->mode == PROMOTE_NONE)
            diag_report(p->src, ts_node_start_byte(s->node), DIAG_NOTE, "launch of '%s' not promoted: %s (line %u)",
                        s->callee, pr->reason, line);
        else
            diag_report(p->src, ts_node_start_byte(s->node), DIAG_NOTE, "launch of '%s' promoted (--promote=%s), %s (line %u)",
                        s->callee, promote_mode_name(pr->mode), pr->reason, line);
    }
}

/* --promote: each device-side launch that is no kernel's launch of itself,
 * left as written (silence would read as "taken"). */
static void unpromotable_notes(const Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; plan->promotions && i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        if (s->device_side && !promote_of_site(plan->promotions, i))
            diag_report(p->src, ts_node_start_byte(s->node), DIAG_NOTE,
                        "launch of '%s' not promoted: not a kernel's launch of itself (--promote takes chains of "
                        "single-block grids: a kernel whose thread 0 launches the kernel itself, one block)",
                        s->callee);
    }
}

/* --promote: a host launch of a promoted chain's kernel that does not start
 * it as a pool's first block (its block is not the links'). */
static void promotion_start_notes(const Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; plan->promotions && plan->promotions->start_pools && i < plan->promotions->count; i++) {
        const Promotion *pr = &plan->promotions->items[i];
        for (int j = 0; pr->mode != PROMOTE_NONE && j < p->launch_count; j++) {
            const LaunchSite *l = &p->launches[j];
            if (l->device_side || l->callee_fn != pr->kernel || promote_started_by(plan->promotions, j))
                continue;
            unsigned line = source_pos(p->src, ts_node_start_byte(p->launches[pr->site].node)).line;
            if (text_same_but_space(l->block, p->launches[pr->site].block)) {
                diag_report(p->src, ts_node_start_byte(l->node), DIAG_NOTE,
                            "launch of '%s' left as written, its chain promoted from its second link: its block `%s` "
                            "names a parameter its links pass on (line %u), to which it passes another value, and a "
                            "pool's blocks are all of one size",
                            l->callee, l->block, line);
                continue;
            }
            diag_report(p->src, ts_node_start_byte(l->node), DIAG_NOTE,
                        "launch of '%s' left as written, its chain promoted from its second link: its block `%s` is "
                        "not the one its links launch (`%s`, line %u), and a pool's blocks are all of one size",
                        l->callee, l->block, p->launches[pr->site].block, line);
        }
    }
}

/* --corun: each kernel not made co-runnable, and why (the reason's own
 * line named); a name of --corun=NAMES that is no kernel of the file. */
static void corun_notes(const Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; plan->coruns && i < plan->coruns->count; i++) {
        const CorunKernel *k = &plan->coruns->items[i];
        const Function *fn = &p->functions[k->kernel];
        for (int j = 0; k->applied && j < p->launch_count; j++)
            if (p->launches[j].callee_fn == k->kernel && !corun_of_site(plan->coruns, p, j))
                diag_report(p->src, ts_node_start_byte(p->launches[j].node), DIAG_NOTE,
                            "launch of '%s' from the device left as written: --corun-children makes launches from "
                            "the device co-runnable (opt-in: slower than CDP on most programs)", fn->name);
        if (k->applied)
            continue;
        uint32_t at = ts_node_start_byte(fn->node);
        for (int j = 0; j < p->launch_count; j++)
            if (!p->launches[j].device_side && p->launches[j].callee_fn == k->kernel) {
                at = ts_node_start_byte(p->launches[j].node);
                break;
            }
        diag_report(p->src, at, DIAG_NOTE, "kernel '%s' not made co-runnable, its launches left as written: %s (line %u)",
                    fn->name, k->reason, source_pos(p->src, k->reason_at).line);
    }
    if (plan->coruns && plan->coruns->unknown)
        diag_report(p->src, 0, DIAG_NOTE, "--corun names '%s', which is no kernel defined in this file",
                    plan->coruns->unknown);
}

/* Launches in the kernels and device functions of quoted headers that
 * dpopt could not read into the file (model/splice.h): dpopt writes the
 * input file only, so none is taken; said where each is, and why. */
static void header_launch_notes(const Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->header_launch_count && plan_requested_anything(plan); i++) {
        const HeaderLaunch *l = &p->header_launches[i];
        const Header *h = &p->headers[l->header];
        if (h->kept_why)
            diag_report(h->src, ts_node_start_byte(l->node), DIAG_NOTE,
                        "launch of '%s' left as written: dpopt writes %s, never the header %s, and cannot read the "
                        "header into it: %s",
                        l->callee, p->src->path, h->path, h->kept_why);
        else
            diag_report(h->src, ts_node_start_byte(l->node), DIAG_NOTE,
                        "launch of '%s' left as written: kernels and device functions defined in a header are not "
                        "transformed (dpopt writes %s, never the header %s)",
                        l->callee, p->src->path, h->path);
    }
}

/* A kernel whose launches are batched at grid scope, its body a
 * grid-stride loop that keeps its grid as written (plan/widen.c). */
static void widen_notes(const Plan *plan)
{
    const Program *p = plan->program;
    for (int k = 0; k < p->function_count; k++) {
        const KernelPlan *kp = &plan->kernels[k];
        if (kp->widen_why)
            diag_report(p->src, kp->widen_loop_at, DIAG_NOTE,
                        "the grid of '%s' kept as written, not one iteration of its grid-stride loop a thread: %s "
                        "(line %u)",
                        p->functions[k].name, kp->widen_why, source_pos(p->src, kp->widen_why_at).line);
    }
}

void report_notes(const Plan *plan)
{
    const Program *p = plan->program;
    promotion_notes(plan);
    unpromotable_notes(plan);
    promotion_start_notes(plan);
    corun_notes(plan);
    header_launch_notes(plan);
    widen_notes(plan);
    if (p->unseen && plan_requested_anything(plan))
        diag_report(p->src, p->unseen_at, DIAG_NOTE, "every launch left as written: %s", p->unseen);
    if (plan->arena_reason)
        diag_report(p->src, plan->arena_reason_at, DIAG_NOTE,
                    "device-side cudaMalloc and cudaFree left to the device heap, not dpopt's arena: %s",
                    plan->arena_reason);
    /* Launches dpopt does not see as sites: in a macro's text, or through
     * the runtime API. Each is named where the function makes it. (A use
     * of a kernel's name is no launch: what it lets escape is in the notes
     * of what it refuses.) */
    for (int i = 0; i < p->hidden_count && plan_requested_anything(plan) && !p->unseen; i++) {
        const HiddenUse *u = &p->hidden[i];
        if (!(u->kinds & HIDDEN_LAUNCH) || u->from == HIDDEN_BY_ESCAPE)
            continue;
        /* Host code's launches matter to --corun alone (it rewrites the host's launches). */
        bool device = p->functions[u->function].spaces & (SPACE_DEVICE | SPACE_GLOBAL);
        if (!device && !plan->coruns)
            continue;
        char *where = model_hidden_where(p, u);
        const char *why = u->from == HIDDEN_BY_RUNTIME ? "dpopt rewrites launches written with <<<...>>> only"
                          : u->from == HIDDEN_BY_MACRO
                              ? "dpopt does not rewrite a macro's text (write the launch where the macro is used, "
                                "or in a function the kernel calls)"
                              : "dpopt does not rewrite the functions of a header";
        diag_report(p->src, ts_node_start_byte(u->node), DIAG_NOTE, "kernel launch through %s left as written: %s",
                    where, why);
        free(where);
    }
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        /* A launch in a kernel read in from another file is that file's:
         * its own run says what became of it. */
        if (!sp->reason || !p->launches[i].device_side || ts_node_start_byte(p->launches[i].node) >= p->own_len)
            continue;
        char *why = report_refusal_text(plan, sp->reason);
        uint32_t at = ts_node_start_byte(p->launches[i].node);
        if (sp->removal.levels)
            diag_report(p->src, at, DIAG_NOTE,
                        "launch of '%s' recorded by its persistent version (%s), whose grid runs the recursion level by "
                        "level; in the kernel itself, run where the persistent grid cannot be, left as written: %s",
                        p->launches[i].callee, removal_name(sp->decision.persistent), why);
        else if (decision_removal(&sp->decision) != REMOVAL_NONE)
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s' removed with %s", p->launches[i].callee, why);
        else if (decision_batches(&sp->decision))
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s' aggregated at %s", p->launches[i].callee, why);
        else if (persistent_refused_levels(plan, i)) {
            /* A kernel launching itself under T1/T2: why its persistent grid does not run the levels. */
            char *levels = report_refusal_text(plan, plan->kernels[p->launches[i].caller_fn].persistent_reason);
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s' left as written: %s; no persistent version either: %s",
                        p->launches[i].callee, why, levels);
            free(levels);
        } else /* thresholding or coarsening may still rewrite it */
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s' %s: %s", p->launches[i].callee,
                        plan_site_shaped(sp) ? "not aggregated" : "left as written", why);
        free(why);
    }
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        uint32_t at = ts_node_start_byte(p->launches[i].node);
        if (!p->launches[i].device_side || at >= p->own_len)
            continue;
        /* Said where the program launches the kernel where dpopt cannot see
         * (a launch API, a pointer): the user learns what dpopt assumed.
         * Streams and host threads the report explains. */
        const Refusal *table = sp->aggregated.grid_table_reason;
        if (table && decision_batches(&sp->decision) &&
            (table->code == REFUSAL_PARENT_HIDDEN_LAUNCHED || table->code == REFUSAL_UNSEEN_FILE)) {
            char *why = report_refusal_text(plan, table);
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s': each grid of '%s' takes a grid-wide state of its own: %s",
                        p->launches[i].callee, p->functions[p->launches[i].caller_fn].name, why);
            free(why);
        }
        char *threshold = report_refusal_text(plan, sp->shape.threshold_reason);
        char *coarsen = report_refusal_text(plan, sp->shape.coarsen_reason);
        char *flatten = report_refusal_text(plan, sp->aggregated.flatten_reason);
        if (flatten)
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s' not flattened, aggregated at %s granularity block by block: %s",
                        p->launches[i].callee, granularity_name(decision_granularity(&sp->decision)), flatten);
        free(flatten);
        if (threshold)
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s': threshold not applied: %s", p->launches[i].callee,
                        threshold);
        if (coarsen)
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s' not coarsened: %s", p->launches[i].callee, coarsen);
        free(threshold);
        free(coarsen);
    }
    for (int k = 0; k < p->function_count; k++) {
        char *note = report_refusal_text(plan, plan->kernels[k].shared_note);
        if (note)
            diag_report(p->src, ts_node_start_byte(p->functions[k].outer), DIAG_NOTE, "kernel '%s': %s",
                        p->functions[k].name, note);
        free(note);
    }
    for (int i = 0; i < plan->sync_count; i++) {
        const SyncPlan *s = &plan->syncs[i];
        if (s->action == SYNC_KEEP)
            continue; /* an error, from report_kept_syncs */
        static const char *const what[] = {"kept", "made a block barrier", "removed",
                                           "made a run of the block's recorded launches"};
        char *why = report_refusal_text(plan, s->reason);
        diag_report(p->src, ts_node_start_byte(p->calls[s->call].node), DIAG_NOTE, "cudaDeviceSynchronize %s: %s",
                    what[s->action], why);
        free(why);
    }
}

