/* Single nodes of a copied body renamed (transform/renames.h). */
#include "transform/renames.h"

#include <string.h>

#include "model/model.h"
#include "syntax/node.h"
#include "syntax/parents.h"

static const char *const geometry[] = {"blockIdx", "gridDim", "blockDim", "threadIdx", NULL};

bool rename_child_geometry(const Source *src, TSNode node, bool threads, StrBuf *out)
{
    if (!node_is(node, "identifier"))
        return false;
    for (int i = 0; geometry[i]; i++) {
        if (node_text_is(src, node, geometry[i]) && (threads || strcmp(geometry[i], "threadIdx") != 0)) {
            strbuf_printf(out, "dp_%s", geometry[i]);
            return true;
        }
    }
    return false;
}

bool rename_partial_barrier(const Source *src, TSNode node, StrBuf *out)
{
    if (!node_is(node, "call_expression") || !node_text_is(src, node_named_child(node, 0), "__syncthreads"))
        return false;
    strbuf_puts(out, "dpopt::child_barrier(dp_threads)");
    return true;
}

bool rename_error_query(const Source *src, TSNode node, StrBuf *out)
{
    return rename_error_query_because(src, node, "its launches are removed", out);
}

bool rename_error_query_because(const Source *src, TSNode node, const char *why, StrBuf *out)
{
    /* The node as written: the comparison or the call itself, no
     * parentheses looked through (they stay around the replacement). */
    bool equal;
    if (model_is_error_query_compared(src, node, false, &equal)) {
        strbuf_printf(out, "%s /* dpopt: was a device-runtime error query: %s */", equal ? "true" : "false", why);
        return true;
    }
    if (model_is_error_query_call(src, node)) {
        strbuf_puts(out, "cudaSuccess /* dpopt: was a device-runtime error query */");
        return true;
    }
    return false;
}

bool rename_original_block(const Source *src, TSNode node, StrBuf *out)
{
    if (!node_is(node, "identifier") || (!node_text_is(src, node, "blockIdx") && !node_text_is(src, node, "gridDim")))
        return false;
    strbuf_printf(out, "dp_%s", node_text_is(src, node, "blockIdx") ? "blockIdx" : "gridDim");
    return true;
}

bool rename_readonly_load(const Source *src, TSNode node, StrBuf *out)
{
    TSNode up = parents_of(node);
    if (!node_is(node, "identifier") || !node_text_is(src, node, "__ldg") || !node_is(up, "call_expression") ||
        !node_same(ts_node_child_by_field_name(up, "function", 8), node))
        return false;
    strbuf_puts(out, "dpopt::read_coherent");
    return true;
}

bool rename_marked_readonly_load(const Plan *plan, TSNode node, StrBuf *out)
{
    const Program *p = plan->program;
    if (!plan->coherent_reads || !node_is(node, "identifier") || !node_text_is(p->src, node, "__ldg"))
        return false;
    int fn = model_function_at(p, ts_node_start_byte(node));
    return fn >= 0 && plan->coherent_reads[fn] && rename_readonly_load(p->src, node, out);
}
