#include "model/scope_names.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/name_set.h"

struct ScopeNames {
    TSNode function; /* the function whose names are held; null before the first ask */
    const Source *src;
    NameSet names;
};

typedef struct ScopeWalk {
    ScopeNames *c;
    const Source *src;
} ScopeWalk;

static void add_name(ScopeWalk *w, TSNode id)
{
    if (ts_node_is_null(id) || !node_is(id, "identifier"))
        return;
    uint32_t s = ts_node_start_byte(id), e = node_end_byte(id);
    name_set_add(&w->c->names, w->src->text + s, e - s);
}

/* Every identifier a structured binding (`auto [a, b] = ...`) or a
 * lambda's capture list (`[n = 2 * m]`, `[&x]`) names: more than it
 * declares, which only makes more names count as seen, as a local's may. */
static bool add_every_identifier(TSNode node, void *ctx)
{
    if (node_is(node, "identifier"))
        add_name(ctx, node);
    return true;
}

/* The identifier a declarator declares, through pointers (`int *const
 * *p`: the qualifier is the pointer's first child), references, arrays,
 * function declarators and initialisers. */
static TSNode declared_identifier(TSNode d)
{
    while (!ts_node_is_null(d) && !node_is(d, "identifier")) {
        TSNode inner = ts_node_child_by_field_name(d, "declarator", 10);
        d = ts_node_is_null(inner) ? node_named_child(d, 0) : inner;
    }
    return d;
}

static bool collect_scope_names(TSNode node, void *ctx)
{
    ScopeWalk *w = ctx;
    const char *type = node_type(node);
    if (node_type_is(type, "structured_binding_declarator") || node_type_is(type, "lambda_capture_specifier")) {
        node_walk(node, add_every_identifier, w);
        return false;
    }
    if (node_type_is(type, "declaration") || node_type_is(type, "parameter_declaration") ||
        node_type_is(type, "optional_parameter_declaration") ||
        node_type_is(type, "variadic_parameter_declaration") || node_type_is(type, "for_range_loop")) {
        TSNode type_node = ts_node_child_by_field_name(node, "type", 4);
        uint32_t n = node_named_child_count(node);
        for (uint32_t i = 0; i < n; i++) {
            TSNode child = node_named_child(node, i);
            if (!ts_node_is_null(type_node) && node_same(child, type_node))
                continue;
            if (strstr(node_type(child), "declarator") || node_is(child, "identifier"))
                add_name(w, declared_identifier(child));
        }
    }
    return true;
}

ScopeNames *scope_names_new(void) { return xcalloc(1, sizeof(ScopeNames)); }

void scope_names_free(ScopeNames *c)
{
    if (!c)
        return;
    name_set_clear(&c->names);
    free(c);
}

bool scope_names_declares(ScopeNames *c, const Source *src, TSNode function, const char *name, size_t n)
{
    if (ts_node_is_null(function))
        return false;
    if (c->src != src || ts_node_is_null(c->function) || !node_same(c->function, function)) {
        name_set_clear(&c->names);
        c->function = function;
        c->src = src;
        ScopeWalk w = {c, src};
        node_walk(function, collect_scope_names, &w);
    }
    return name_set_has(&c->names, name, n);
}
