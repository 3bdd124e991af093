#include "transform/own_streams.h"

#include "syntax/node.h"
#include "transform/site_code.h"
#include "util/strbuf.h"

/* What became of the launch, for the no-op's comment. */
static const char *what_became(const SitePlan *sp, bool persistent)
{
    if (persistent)
        return "the launch into it is recorded";
    if (sp->decision.kind == STRATEGY_FLATTEN_WARP && !sp->removal.uncapped)
        return "the launch into it is flattened, or over the cap made into cudaStreamFireAndForget";
    if (decision_removal(&sp->decision) != REMOVAL_NONE)
        return "the launch into it runs in place";
    return "the launch into it is batched, unordered as it was";
}

void own_streams_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (ts_node_is_null(sp->removal.stream_create) || !plan_stream_call_dropped(plan, sp->removal.stream_create, false))
            continue;
        TSNode calls[2] = {sp->removal.stream_create, sp->removal.stream_destroy};
        for (int k = 0; k < 2; k++) {
            StrBuf text;
            strbuf_init(&text);
            site_code_dropped_stream(p->src, calls[k], k + 1, what_became(sp, false), &text);
            edit_replace(t->edits, ts_node_start_byte(calls[k]), node_end_byte(calls[k]), text.data);
            strbuf_free(&text);
        }
    }
}

bool own_streams_call(Emitter *e, TSNode node)
{
    if (!node_is(node, "call_expression"))
        return false;
    bool persistent = e->mode == EMIT_PERSISTENT;
    int site = -1, dropped = plan_stream_call_dropped(e->plan, node, persistent);
    if (!dropped)
        return false;
    plan_own_stream_call(e->plan, node, &site);
    site_code_dropped_stream(e->plan->program->src, node, dropped, what_became(&e->plan->sites[site], persistent), e->out);
    return true;
}
