/* --threshold=N (dissertation, chapter 8): a child grid of fewer than N
 * threads is not worth a launch; the launching thread runs it itself, every
 * child thread in turn, as launch removal T4 does. Only where T4 could take
 * the site (the same refusals, asked of removal.c), and where running some
 * of a site's children at once and launching others keeps the order the
 * program may rely on. */
#include "plan/plan.h"

#include <stdio.h>

#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/alloc.h"

/* Launches into one stream run one after another. A child run here at once
 * may overtake a larger one launched earlier into the same stream, which
 * is only harmless where nothing orders them: cudaStreamFireAndForget, or
 * the block's implicit stream when the thread launches nothing else (one
 * site, in a kernel, that no thread runs more than once: no loop, goto loop
 * or lambda called again; no launch through a macro or the runtime API).
 * `note` (cap bytes) may hold the answer. */
static const char *order_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, char *note,
                                 size_t cap)
{
    switch (site_stream(p->src, s)) {
    case SITE_STREAM_FIRE_AND_FORGET:
        return NULL;
    case SITE_STREAM_TAIL:
        return "the child is a tail launch, which runs after the launching grid; this thread cannot run it earlier";
    case SITE_STREAM_OWN:
        return "the launch names its own stream, whose launches run in order: running small children here would let "
               "them overtake larger ones";
    case SITE_STREAM_NULL:
        break;
    }
    const char *ordered = "the launching thread may launch again into the block's stream, whose launches run in order: "
                          "running small children here would let them overtake larger ones (use cudaStreamFireAndForget)";
    if (!(p->functions[s->caller_fn].spaces & SPACE_GLOBAL) || f->may_repeat)
        return ordered;
    const char *hidden = hidden_launch_refusal(p, s->caller_fn, "parent");
    if (hidden) {
        snprintf(note, cap, "%s: %s", ordered, hidden);
        return note;
    }
    for (int i = 0; i < p->launch_count; i++)
        if (&p->launches[i] != s && p->launches[i].caller_fn == s->caller_fn)
            return ordered;
    return NULL;
}

void plan_add_threshold(Plan *plan, const LaunchFacts *facts, unsigned int threads)
{
    const Program *p = plan->program;
    plan->threshold_requested = threads;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const LaunchSite *s = &p->launches[i];
        if (!s->device_side) {
            sp->threshold_reason = xstrdup("host-side launch");
            continue;
        }
        char note[512];
        const char *why = removal_refusal_but_stream(p, &facts[i], s, REMOVAL_T4, note, sizeof note);
        if (!why)
            why = order_refusal(p, &facts[i], s, note, sizeof note);
        if (why)
            sp->threshold_reason = xstrdup(why);
        else
            sp->threshold = threads;
    }
}
