#include "transform/pending.h"

#include <assert.h>
#include <stdlib.h>

#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/alloc.h"

/* With a configuration CUDA refuses, the launch fails and nothing of the
 * child runs, so the record stays inactive and no strategy runs it,
 * batches it or makes it. */
void pending_fill(Emitter *e, int site, Writer *w, bool bound, const char *name)
{
    SiteCode c = site_code(e->plan, site);
    static const char *const fields[] = {"dp_grid", "dp_block", "dp_shmem", "dp_stream"};
    for (int k = 0; k < c.s->config_count; k++) {
        /* A stream the thread made for this launch alone is destroyed
         * before the record is launched: the launch is unordered anyway. */
        char *text = bound && k < 2                                  ? xstrdup(fields[k])
                     : k == 3 && plan_site_stream_unordered(e->plan, site) ? xstrdup("cudaStreamFireAndForget")
                                                                           : emit_expr(e, c.s->config[k]);
        w_line(w, "%s.%s = %s;", name, fields[k], text);
        free(text);
    }
    for (int k = 0; k < c.s->arg_count; k++) {
        if (bound) {
            w_line(w, "%s.%s = dp_arg%d;", name, c.child->params[k].name, k);
            continue;
        }
        char *text = emit_expr(e, c.s->arg_nodes[k]);
        w_line(w, "%s.%s = %s;", name, c.child->params[k].name, text);
        free(text);
    }
    w_line(w, "// Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.");
    w_line(w, "%s.dp_active = dpopt::launch_config_valid(%s.dp_grid, %s.dp_block);", name, name, name);
}

void pending_record(Emitter *e, int site, const char *indent, bool bound)
{
    SiteCode c = site_code(e->plan, site);
    Writer w = w_at(e->out, indent, 1);
    pending_fill(e, site, &w, bound, c.pending);
    w_end(&w);
}

/*      child_dp_grid_launch dp_this = {};
 *      dp_this.dp_grid = ...; ...;
 *      dp_this.dp_active = dpopt::launch_config_valid(dp_this.dp_grid, dp_this.dp_block);
 *      if (dp_this.dp_active && dp_pending_<site>_count < K) {
 *          dp_pending_<site>[dp_pending_<site>_count] = dp_this;
 *          dp_pending_<site>_count++;
 *      } else if (dp_this.dp_active) {
 *          // more than K launches of this thread: ...
 *          child<<<dp_this.dp_grid, ...>>>(dp_this.<arguments>);
 *      }
 *  }
 * (A launch that would not start is not kept: the kept ones are all active.)
 */
void pending_record_kept(Emitter *e, int site, const char *indent, bool bound)
{
    SiteCode c = site_code(e->plan, site);
    unsigned int records = c.sp->aggregated.loop_records;
    assert(records > 0);
    Writer w = w_at(e->out, indent, 1);
    w_line(&w, "%s%s dp_this = {};", c.sp->launch_name, c.targs);
    pending_fill(e, site, &w, bound, "dp_this");
    w_open(&w, "if (dp_this.dp_active && %s_count < %uu) {", c.pending, records);
    w_line(&w, "%s[%s_count] = dp_this;", c.pending, c.pending);
    w_line(&w, "%s_count++;", c.pending);
    w_close(&w, "} else if (dp_this.dp_active) {");
    w_deeper(&w);
    w_line(&w, "// more than %u launches of this thread: as written (its stream orders none of them)", records);
    char *deeper = w_indent(&w);
    pending_launch_named(e, site, deeper, "dp_this", "");
    free(deeper);
    w_close(&w, "}");
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
