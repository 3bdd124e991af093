#include "transform/postpone.h"

#include "syntax/node.h"
#include "syntax/parents.h"
#include "transform/guard.h"
#include "transform/site_code.h"
#include "transform/writer.h"

static bool postponed_in(const Emitter *e, int site, TSNode scope)
{
    const SitePlan *sp = &e->plan->sites[site];
    return plan_site_postponed_in(sp, e->mode == EMIT_PERSISTENT) && node_same(sp->flush_scope, scope);
}

void postpone_open(Emitter *e, TSNode scope, const char *indent)
{
    StrBuf *o = e->out;
    Writer w = w_block(o, indent);
    int count;
    const SiteAt *run = plan_sites_by_flush_scope(e->plan, scope, &count);
    for (int k = 0; k < count; k++) {
        int i = run[k].site;
        if (!postponed_in(e, i, scope))
            continue;
        SiteCode c = site_code(e->plan, i);
        if (c.sp->decision.kind == STRATEGY_GRID_LEVELS && c.sp->aggregated.append_at_launch)
            continue; /* into its level's batch at the launch: no record kept */
        const char *where = c.sp->removal.run_at_sync_only           ? "made at the cudaDeviceSynchronize() after it"
                            : plan_site_run_at_sync(e->plan, i) ? "made at the end of the block or at a cudaDeviceSynchronize() before it"
                                                              : "made at the end of the block";
        guard_open_site(o, e->plan, i);
        if (c.sp->aggregated.loop_records) {
            w_line(&w, "%s%s %s[%u]; // the launches at line %u, in a loop: up to %u a thread, made at the end of the block",
                   c.sp->launch_name, c.targs, c.pending, c.sp->aggregated.loop_records, site_code_line(e->plan, i),
                   c.sp->aggregated.loop_records);
            w_line(&w, "unsigned int %s_count = 0u;", c.pending);
        } else {
            /* In memory: the record under another name, the body's name a reference to it. */
            bool in_memory = c.sp->pending_in_memory && e->mode != EMIT_PERSISTENT;
            w_line(&w, "%s%s %s%s = {}; // the launch at line %u, %s", c.sp->launch_name, c.targs, c.pending,
                   in_memory ? "_record" : "", site_code_line(e->plan, i), where);
            if (in_memory)
                w_line(&w, "%s%s &%s = dpopt::in_local_memory(%s_record);", c.sp->launch_name, c.targs, c.pending,
                       c.pending);
        }
        guard_close_site(o, e->plan, i);
    }
    bool loop = !node_is(parents_of(scope), "function_definition");
    bool chained = false;
    for (int k = 0; k < count; k++)
        chained |= postponed_in(e, run[k].site, scope) && e->plan->sites[run[k].site].removal.in_null_chain;
    /* plan/order.h: only the kernel's own scope chains its launches. */
    if (chained && !loop && e->mode != EMIT_PERSISTENT)
        w_line(&w, "bool dp_launched_as_written = false; // a launch into the NULL stream made as written: later ones follow it");
    if (loop)
        w_line(&w, "// The loop body, in a lambda like the kernel's: the launches are made at the end of each iteration.");
    else
        w_line(&w, "// The original body: a return ends it, not the thread, so every thread reaches the flush.");
    /* The body follows, as emitted (a statement that is no block gets braces). */
    w_start(&w, "[&]() ");
    if (!node_is(scope, "compound_statement"))
        strbuf_puts(o, "{ ");
}

void postpone_close(Emitter *e, TSNode scope, const char *indent, void (*at_end)(Emitter *e, int site, const char *indent))
{
    Writer w = w_at(e->out, indent, 1); /* in the block postpone_open opened */
    strbuf_puts(e->out, node_is(scope, "compound_statement") ? "();\n" : " }();\n");
    int count;
    const SiteAt *run = plan_sites_by_flush_scope(e->plan, scope, &count);
    for (int k = 0; k < count; k++) {
        int i = run[k].site;
        if (!postponed_in(e, i, scope) || e->plan->sites[i].removal.run_at_sync_only) /* else a sync ran its records */
            continue;
        guard_open_site(e->out, e->plan, i);
        at_end(e, i, indent);
        guard_close_site(e->out, e->plan, i);
    }
    w_end(&w);
}

bool *postpone_scopes_in_place(const Plan *plan)
{
    bool *first = plan_first_sites_of_scopes(plan);
    for (int i = 0; i < plan->program->launch_count; i++)
        first[i] = first[i] && !plan->sites[i].removal.levels; /* recorded by the persistent version alone */
    return first;
}
