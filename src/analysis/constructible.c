#include "analysis/constructible.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"

/* The class name a parameter type spells, or NULL for a pointer, an array
 * or a type with no name: the last identifier outside template arguments,
 * qualifiers and `struct`/`class` set aside. */
static char *class_name_of(const char *type)
{
    if (strchr(type, '*') || strchr(type, '['))
        return NULL;
    const char *end = strchr(type, '<');
    size_t len = end ? (size_t)(end - type) : strlen(type);
    char *name = NULL;
    for (size_t i = 0; i < len;) {
        if (!(isalpha((unsigned char)type[i]) || type[i] == '_')) {
            i++;
            continue;
        }
        size_t start = i;
        while (i < len && (isalnum((unsigned char)type[i]) || type[i] == '_'))
            i++;
        size_t n = i - start;
        static const char *const skip[] = {"const", "volatile", "struct", "class", "typename", NULL};
        bool skipped = false;
        for (int k = 0; skip[k]; k++)
            skipped = skipped || (strlen(skip[k]) == n && memcmp(skip[k], type + start, n) == 0);
        if (!skipped) {
            free(name);
            name = xstrndup(type + start, n);
        }
    }
    return name;
}

typedef struct ClassSearch {
    const Source *src;
    const char *name;
    bool found, has_constructor, has_default;
    uint32_t line;
} ClassSearch;

/* Whether a function declarator declares a constructor of the class, and if
 * so whether it can be called with no argument. */
static void note_constructor(ClassSearch *c, TSNode declarator)
{
    if (!node_is(declarator, "function_declarator"))
        return;
    TSNode name = ts_node_named_child(declarator, 0);
    if (!node_text_is(c->src, name, c->name))
        return;
    c->has_constructor = true;
    TSNode params = node_child_of_type(declarator, "parameter_list");
    uint32_t required = 0;
    for (uint32_t i = 0; i < node_named_child_count(params); i++) {
        TSNode param = node_named_child(params, i);
        if (node_is(param, "parameter_declaration") &&
            !(node_text_is(c->src, param, "void") && node_named_child_count(params) == 1))
            required++;
    }
    if (required == 0)
        c->has_default = true;
}

/* The class named c->name (any class with a constructor where c->name is
 * NULL): whether it declares constructors, and one without arguments. */
static bool find_class(TSNode node, void *ctx)
{
    ClassSearch *c = ctx;
    if (c->found)
        return false;
    if (!node_is(node, "struct_specifier") && !node_is(node, "class_specifier"))
        return true;
    TSNode name = node_child_of_type(node, "type_identifier");
    TSNode body = node_child_of_type(node, "field_declaration_list");
    if (ts_node_is_null(body) || ts_node_is_null(name) || (c->name && !node_text_is(c->src, name, c->name)))
        return true;
    char *own = c->name ? NULL : node_text(c->src, name);
    if (own)
        c->name = own;
    for (uint32_t i = 0; i < node_named_child_count(body); i++) {
        TSNode member = node_named_child(body, i);
        if (node_is(member, "function_definition") || node_is(member, "declaration") ||
            node_is(member, "field_declaration"))
            note_constructor(c, node_child_of_type(member, "function_declarator"));
    }
    if (own) {
        c->name = NULL;
        free(own);
        c->found = c->has_constructor;
        return true; /* a class inside it may have one */
    }
    c->found = true;
    c->line = source_pos(c->src, ts_node_start_byte(node)).line;
    return false;
}

bool constructible_any_constructor(const Program *p)
{
    for (int h = -1; h < p->header_count; h++) {
        ClassSearch c = {h < 0 ? p->src : p->headers[h].src, NULL, false, false, false, 0};
        node_walk(syntax_root(h < 0 ? p->tree : p->headers[h].tree), find_class, &c);
        if (c.found)
            return true;
    }
    return false;
}

char *constructible_missing_default(const Program *p, const char *type, uint32_t *line, const char **path)
{
    char *name = class_name_of(type);
    if (!name)
        return NULL;
    for (int h = -1; h < p->header_count; h++) {
        const Source *src = h < 0 ? p->src : p->headers[h].src;
        const SyntaxTree *tree = h < 0 ? p->tree : p->headers[h].tree;
        ClassSearch c = {src, name, false, false, false, 0};
        node_walk(syntax_root(tree), find_class, &c);
        if (!c.found)
            continue;
        if (c.has_constructor && !c.has_default) {
            *line = c.line;
            *path = h < 0 ? NULL : p->headers[h].path;
            return name;
        }
        break;
    }
    free(name);
    return NULL;
}
