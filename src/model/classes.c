#include "model/classes.h"

#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"

typedef struct ClassWalk {
    Program *program;
    const Source *src;
    int header;
} ClassWalk;

/* Whether a member's function declarator declares a constructor of the
 * class (it is named after it), and if so whether it can be called with no
 * argument. */
static void note_constructor(const Source *src, ClassDef *c, TSNode declarator)
{
    if (!node_is(declarator, "function_declarator"))
        return;
    TSNode name = node_named_child(declarator, 0);
    if (!node_text_is(src, name, c->name))
        return;
    c->has_constructor = true;
    TSNode params = node_child_of_type(declarator, "parameter_list");
    uint32_t required = 0, count = node_named_child_count(params);
    for (uint32_t i = 0; i < count; i++) {
        TSNode param = node_named_child(params, i);
        if (node_is(param, "parameter_declaration") && !(node_text_is(src, param, "void") && count == 1))
            required++;
    }
    if (required == 0)
        c->has_default = true;
}

static bool enter_class(TSNode node, void *ctx)
{
    ClassWalk *w = ctx;
    const char *type = node_type(node);
    if (!node_type_is(type, "struct_specifier") && !node_type_is(type, "class_specifier"))
        return true;
    TSNode name = node_child_of_type(node, "type_identifier");
    TSNode body = node_child_of_type(node, "field_declaration_list");
    if (ts_node_is_null(body) || ts_node_is_null(name))
        return true;
    ClassDef c = {node_text(w->src, name), w->header, source_pos(w->src, ts_node_start_byte(node)).line, false, false};
    for (uint32_t i = 0, n = node_named_child_count(body); i < n; i++) {
        TSNode member = node_named_child(body, i);
        if (node_is(member, "function_definition") || node_is(member, "declaration") ||
            node_is(member, "field_declaration"))
            note_constructor(w->src, &c, node_child_of_type(member, "function_declarator"));
    }
    Program *p = w->program;
    ARRAY_PUSH(p->classes, p->class_count, p->class_cap, c);
    return true; /* a class inside it is a class too */
}

void model_find_classes(Program *p)
{
    for (int h = -1; h < p->header_count; h++) {
        ClassWalk w = {p, h < 0 ? p->src : p->headers[h].src, h};
        node_walk(syntax_root(h < 0 ? p->tree : p->headers[h].tree), enter_class, &w);
    }
}

const ClassDef *model_find_class(const Program *p, const char *name)
{
    for (int i = 0; i < p->class_count; i++)
        if (strcmp(p->classes[i].name, name) == 0)
            return &p->classes[i];
    return NULL;
}
