#include "transform/error_queries.h"

#include "syntax/node.h"
#include "syntax/parents.h"
#include "transform/renames.h"
#include "util/strbuf.h"

void error_query_replace(const Source *src, TSNode query, const char *why, EditBuffer *edits)
{
    TSNode compared = parents_of(query);
    StrBuf text;
    strbuf_init(&text);
    /* A query with arguments or of another shape stays: the analysis
     * found it by name only, and nvcc then reports what is missing. */
    if (!ts_node_is_null(compared) && rename_error_query_because(src, compared, why, &text)) {
        if (!edit_touches(edits, ts_node_start_byte(compared), ts_node_end_byte(compared)))
            edit_replace_taking(edits, ts_node_start_byte(compared), ts_node_end_byte(compared), &text);
    } else if (rename_error_query_because(src, query, why, &text)) {
        if (!edit_touches(edits, ts_node_start_byte(query), ts_node_end_byte(query)))
            edit_replace_taking(edits, ts_node_start_byte(query), ts_node_end_byte(query), &text);
    }
    strbuf_free(&text);
}

void error_queries_apply(const Transform *t)
{
    const Program *p = t->plan->program;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn < 0 || !t->plan->kernels[c->caller_fn].queries_succeed || !model_is_error_query(c->callee))
            continue;
        error_query_replace(p->src, c->node, "nothing before it calls the runtime", t->edits);
    }
}
