/* --report=decisions: the kind the plan chose for each launch from the
 * device, with its parameters (a multiblock group, a flattening cap, a
 * threshold, a coarsening factor), in the format --decisions reads (plan/requests.h,
 * docs/decisions.md), so that a plan can be saved, edited and given back. */
#include "report/report.h"

#include "syntax/node.h"
#include "util/strbuf.h"

void report_decisions(FILE *out, const Program *p, const Plan *plan)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_puts(&b, "{\"decisions\": [");
    bool first = true;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        if (!s->device_side || s->caller_fn < 0)
            continue;
        SourcePos at = source_pos(p->src, ts_node_start_byte(s->node));
        StrategyKind kind = plan ? plan_site_kind_as_asked(&plan->sites[i]) : STRATEGY_WRITTEN;
        strbuf_printf(&b, "%s\n  {\"site\": \"", first ? "" : ",");
        strbuf_json_escape(&b, p->src->path);
        strbuf_printf(&b, ":%u:%u\", \"kernel\": \"", at.line, at.col);
        strbuf_json_escape(&b, p->functions[s->caller_fn].name);
        strbuf_puts(&b, "\", \"child\": \"");
        strbuf_json_escape(&b, s->callee);
        strbuf_printf(&b, "\", \"kind\": \"%s\"", strategy_kind_name(kind));
        if (plan && plan->sites[i].decision.persistent != REMOVAL_NONE)
            strbuf_printf(&b, ", \"persistent\": \"%s\"", removal_name(plan->sites[i].decision.persistent));
        if (kind == STRATEGY_MULTIBLOCK_BATCH)
            strbuf_printf(&b, ", \"group\": %u", plan->group_blocks);
        /* A cap other than the one the kind has by itself. */
        if ((kind == STRATEGY_FLATTEN_WARP && plan->flatten_cap != PLAN_FLATTEN_CAP_DEFAULT) ||
            (kind == STRATEGY_FLATTEN_BLOCK && plan->flatten_cap))
            strbuf_printf(&b, ", \"cap\": %u", plan->flatten_cap);
        if (plan && plan->sites[i].decision.threshold)
            strbuf_printf(&b, ", \"threshold\": %u", plan->sites[i].decision.threshold);
        if (plan && plan->sites[i].decision.coarsen > 1)
            strbuf_printf(&b, ", \"coarsen\": %u", plan->sites[i].decision.coarsen);
        if (plan && plan->sites[i].decision.hoisted)
            strbuf_puts(&b, ", \"hoist\": true");
        strbuf_puts(&b, "}");
        first = false;
    }
    strbuf_puts(&b, first ? "]}\n" : "\n]}\n");
    fputs(b.data, out);
    strbuf_free(&b);
}
