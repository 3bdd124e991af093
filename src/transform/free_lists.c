/* The worklists of a kernel's persistent version (launch removal T1/T2):
 * one per recorded site, side by side in the space the host (or, for a
 * recursion's next level, the device) gives the grid. */
#include "transform/free_lists.h"

#include "syntax/node.h"

/* The byte offset of site `site`'s worklist in the launch's space: after
 * the lists of the kernel's sites before it. */
static void list_offset(const Plan *plan, int site, const char *space, StrBuf *o)
{
    const Program *p = plan->program;
    bool any = false;
    for (int j = 0; j < p->launch_count; j++) {
        const SitePlan *tp = &plan->sites[j];
        if (tp->decision.persistent == REMOVAL_NONE || p->launches[j].caller_fn != p->launches[site].caller_fn ||
            tp->removal.list >= plan->sites[site].removal.list)
            continue;
        strbuf_printf(o, "%sdpopt::free_list_bytes(%s.capacity, sizeof(%s%s))", any ? " + " : "", space, tp->launch_name,
                      p->launches[j].template_args ? p->launches[j].template_args : "");
        any = true;
    }
    if (!any)
        strbuf_puts(o, "0");
}

bool free_lists_site_in(const Plan *plan, int site, int k)
{
    return plan->program->launches[site].caller_fn == k && plan->sites[site].decision.persistent != REMOVAL_NONE;
}

void free_lists_declare(const Plan *plan, int k, const char *prefix, const char *space, const char *indent,
                               bool lined, StrBuf *o)
{
    const Program *p = plan->program;
    for (int j = 0; j < p->launch_count; j++) {
        if (!free_lists_site_in(plan, j, k))
            continue;
        int l = plan->sites[j].removal.list;
        strbuf_printf(o, "%sconst dpopt::FreeList %s%d = dpopt::free_list_at(%s, %du, ", indent, prefix, l, space, l);
        list_offset(plan, j, space, o);
        strbuf_puts(o, ");");
        if (lined)
            strbuf_printf(o, " // the launches at line %u", source_pos(p->src, ts_node_start_byte(p->launches[j].node)).line);
        strbuf_puts(o, "\n");
    }
}
