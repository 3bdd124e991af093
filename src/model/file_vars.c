#include "model/file_vars.h"

#include <string.h>

#include "syntax/declares.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/text.h"

/* Whether a file-scope declaration declares a variable that device code
 * may write: not a function (a pointer to one is a variable: `T
 * (*name)(...)`), not const, constexpr or __constant__ (a pointer to const
 * is itself writable). */
static bool declares_writable_variable(const Source *src, TSNode declaration, TSNode d)
{
    TSNode inner = node_is(d, "init_declarator") ? node_named_child(d, 0) : d;
    if (declares_function(inner))
        return false;
    if (node_is(inner, "pointer_declarator"))
        return true;
    uint32_t start = ts_node_start_byte(declaration), end = ts_node_start_byte(d);
    const char *text = src->text + start;
    return !text_has_word(text, end - start, "const") && !text_has_word(text, end - start, "constexpr") &&
           !text_has_word(text, end - start, "__constant__");
}

static bool collect_file_var(TSNode node, void *ctx)
{
    Program *p = ctx;
    if (node_is(node, "function_definition") || node_is(node, "template_declaration") ||
        node_is(node, "class_specifier") || node_is(node, "struct_specifier"))
        return false;
    if (!node_is(node, "declaration"))
        return true;
    uint32_t n = node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode d = node_named_child(node, i);
        if (!strstr(node_type(d), "declarator") && !node_is(d, "identifier"))
            continue;
        TSNode id = declares_identifier(d);
        if (!ts_node_is_null(id) && declares_writable_variable(p->src, node, d)) {
            char *name = node_text(p->src, id);
            ARRAY_PUSH(p->file_vars, p->file_var_count, p->file_var_cap, name);
        }
    }
    return false;
}

void model_find_file_vars(Program *p) { node_walk(syntax_root(p->tree), collect_file_var, p); }
