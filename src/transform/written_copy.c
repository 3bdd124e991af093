/*  // dpopt: kernel as written, for the launches a thread running a level's launch with its subtree cannot keep.
 *  __global__ void kernel_dp_written(<parameters>)
 *  {
 *      <its body as written; kernel<<<...>>>(...) launches kernel_dp_written>
 *  }
 */
#include "transform/written_copy.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"

void written_copy_emit(const Plan *plan, int site, StrBuf *o)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const Function *fn = &p->functions[s->caller_fn];
    const char *text = p->src->text;
    uint32_t from = ts_node_start_byte(fn->outer), to = node_end_byte(fn->outer);
    /* The places to rename, in order: the name, then each launch of the
     * kernel from its own body. */
    uint32_t *at = xcalloc((size_t)p->launch_count + 2, sizeof *at);
    size_t *len = xcalloc((size_t)p->launch_count + 2, sizeof *len);
    int n = 0;
    at[n] = plan->kernels[s->caller_fn].name_at;
    len[n++] = strlen(fn->name);
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *l = &p->launches[i];
        if (l->caller_fn != s->caller_fn || l->callee_fn != s->caller_fn)
            continue;
        TSNode callee = ts_node_child_by_field_name(l->node, "function", 8);
        at[n] = ts_node_start_byte(callee);
        len[n++] = strlen(l->callee);
    }
    if (plan->sites[site].aggregated.subtree)
        strbuf_printf(o, "// dpopt: %s as written, for a launch that finds the launch pool, the device heap and the\n"
                         "// stack of the thread running its subtree full, or one at or above the threshold there.\n",
                      fn->name);
    else
        strbuf_printf(o, "// dpopt: %s as written, for a launch that finds the stack of the thread running its\n"
                         "// subtree below the threshold full, or one at or above the threshold there.\n",
                      fn->name);
    uint32_t cursor = from;
    for (int k = 0; k < n; k++) {
        if (at[k] < cursor || at[k] >= to)
            continue;
        strbuf_append(o, text + cursor, at[k] - cursor);
        strbuf_append(o, text + at[k], len[k]);
        strbuf_puts(o, "_dp_written");
        cursor = at[k] + (uint32_t)len[k];
    }
    strbuf_append(o, text + cursor, to - cursor);
    strbuf_puts(o, "\n\n");
    free(at);
    free(len);
}
