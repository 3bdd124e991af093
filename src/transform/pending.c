#include "transform/pending.h"

#include <stdlib.h>

#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/alloc.h"

void pending_record(Emitter *e, int site, const char *indent, bool bound)
{
    SiteCode c = site_code(e->plan, site);
    Writer w = w_at(e->out, indent, 1);
    static const char *const fields[] = {"dp_grid", "dp_block", "dp_shmem", "dp_stream"};
    for (int k = 0; k < c.s->config_count; k++) {
        /* A stream the thread made for this launch alone is destroyed
         * before the record is launched: the launch is unordered anyway. */
        char *text = bound && k < 2                                  ? xstrdup(fields[k])
                     : k == 3 && plan_site_stream_unordered(e->plan, site) ? xstrdup("cudaStreamFireAndForget")
                                                                           : emit_expr(e, c.s->config[k]);
        w_line(&w, "%s.%s = %s;", c.pending, fields[k], text);
        free(text);
    }
    for (int k = 0; k < c.s->arg_count; k++) {
        if (bound) {
            w_line(&w, "%s.%s = dp_arg%d;", c.pending, c.child->params[k].name, k);
            continue;
        }
        char *text = emit_expr(e, c.s->arg_nodes[k]);
        w_line(&w, "%s.%s = %s;", c.pending, c.child->params[k].name, text);
        free(text);
    }
    w_line(&w, "%s.dp_active = true;", c.pending);
    w_end(&w);
}

void pending_launch_as_written(Emitter *e, int site, const char *indent, const char *pending)
{
    pending_launch_named(e, site, indent, pending, "");
}

void pending_launch_named(Emitter *e, int site, const char *indent, const char *pending, const char *suffix)
{
    SiteCode c = site_code(e->plan, site);
    StrBuf *o = e->out;
    strbuf_printf(o, "%s%s%s%s<<<%s.dp_grid, %s.dp_block", indent, c.s->callee, suffix, c.targs, pending, pending);
    if (c.s->config_count > 2)
        strbuf_printf(o, ", %s.dp_shmem", pending);
    if (c.s->config_count > 3)
        strbuf_printf(o, ", %s.dp_stream", pending);
    strbuf_puts(o, ">>>(");
    for (int k = 0; k < c.s->arg_count; k++)
        strbuf_printf(o, "%s%s.%s", k ? ", " : "", pending, c.child->params[k].name);
    strbuf_puts(o, ");\n");
}
