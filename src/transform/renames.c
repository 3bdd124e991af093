/* Single nodes of a copied body renamed (transform/renames.h). */
#include "transform/renames.h"

#include <string.h>

#include "syntax/node.h"

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

/* `cudaGetLastError()` or `cudaPeekAtLastError()`. */
static bool is_error_query(const Source *src, TSNode node)
{
    return node_is(node, "call_expression") && node_named_child_count(node) == 2 &&
           (node_text_is(src, node_named_child(node, 0), "cudaGetLastError") ||
            node_text_is(src, node_named_child(node, 0), "cudaPeekAtLastError")) &&
           node_named_child_count(node_named_child(node, 1)) == 0;
}

/* An error query compared with cudaSuccess (== or !=, either way round). */
static bool is_compared_error_query(const Source *src, TSNode node)
{
    if (!node_is(node, "binary_expression") || node_named_child_count(node) != 2)
        return false;
    TSNode op = node_operator(node);
    if (!node_text_is(src, op, "!=") && !node_text_is(src, op, "=="))
        return false;
    for (uint32_t i = 0; i < 2; i++)
        if (is_error_query(src, node_named_child(node, i)) && node_text_is(src, node_named_child(node, 1 - i), "cudaSuccess"))
            return true;
    return false;
}

bool rename_error_query(const Source *src, TSNode node, StrBuf *out)
{
    if (is_compared_error_query(src, node)) {
        bool equal = node_text_is(src, node_operator(node), "==");
        strbuf_printf(out, "%s /* dpopt: was a device-runtime error query: its launches are removed */",
                      equal ? "true" : "false");
        return true;
    }
    if (is_error_query(src, node)) {
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
