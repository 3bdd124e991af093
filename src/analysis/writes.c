#include "analysis/writes.h"

#include <assert.h>

#include "analysis/escapes.h"
#include "syntax/node.h"
#include "syntax/parents.h"

TSNode writes_target_root(TSNode target, bool *through)
{
    *through = false;
    for (;;) {
        if (node_is(target, "parenthesized_expression"))
            target = node_named_child(target, 0);
        else if (node_is(target, "subscript_expression")) {
            *through = true;
            target = node_named_child(target, 0);
        } else if (node_is(target, "field_expression")) {
            TSNode op = node_operator(target);
            if (!ts_node_is_null(op) && ts_node_end_byte(op) - ts_node_start_byte(op) == 2)
                *through = true; /* -> */
            target = node_named_child(target, 0);
        } else if (node_is(target, "pointer_expression")) {
            *through = true;
            target = node_named_child(target, 0);
        } else
            return target;
    }
}

typedef struct Writes {
    const Source *src;
    const char *name;   /* a parameter: whether it is written or its address taken */
    bool written;
} Writes;

static bool find_write(TSNode node, void *ctx)
{
    Writes *w = ctx;
    TSNode target = {0};
    if (node_is(node, "assignment_expression"))
        target = ts_node_child_by_field_name(node, "left", 4);
    else if (node_is(node, "update_expression"))
        target = ts_node_child_by_field_name(node, "argument", 8);
    else if (node_is(node, "pointer_expression") && node_text_is(w->src, node_operator(node), "&"))
        target = ts_node_child_by_field_name(node, "argument", 8);
    if (!ts_node_is_null(target)) {
        bool through;
        TSNode root = writes_target_root(target, &through);
        /* x[i] = ... writes what x points to, not x; &x[i] takes no address of x. */
        if (!through && node_is(root, "identifier") && node_text_is(w->src, root, w->name))
            w->written = true;
    }
    return !w->written;
}

bool writes_variable(const Source *src, TSNode body, const char *name)
{
    Writes w = {src, name, false};
    node_walk(body, find_write, &w);
    return w.written;
}

/* Whether the body declares a variable of this name (which would hide the
 * parameter where it is in scope). */
typedef struct Declares {
    const Source *src;
    const char *name;
    bool found;
} Declares;

static bool find_declaration(TSNode node, void *ctx)
{
    Declares *d = ctx;
    if (d->found)
        return false;
    if (node_is(node, "identifier") && node_text_is(d->src, node, d->name)) {
        TSNode parent = parents_of(node);
        d->found = node_is(parent, "init_declarator") || node_is(parent, "declaration") ||
                   node_is(parent, "array_declarator") || node_is(parent, "pointer_declarator") ||
                   node_is(parent, "reference_declarator") || node_is(parent, "parameter_declaration") ||
                   node_is(parent, "structured_binding_declarator");
    }
    return !d->found;
}

bool writes_param_kept(const Program *p, const Function *fn, int i)
{
    assert(fn >= p->functions && fn < p->functions + p->function_count);
    assert(i >= 0 && i < fn->param_count);
    const Param *q = &fn->params[i];
    if (!q->name[0] || ts_node_is_null(fn->body))
        return false;
    Declares d = {p->src, q->name, false};
    node_walk(fn->body, find_declaration, &d);
    if (d.found || writes_variable(p->src, fn->body, q->name))
        return false;
    /* A reference bound to it writes it under another name. */
    Escapes *e = escapes_find(p, (int)(fn - p->functions));
    bool escaped = escapes_name(e, q->name);
    escapes_free(e);
    return !escaped;
}
