#include "analysis/shared_decls.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

#define MAX_NAMES 16

/* The names the function declares itself: parameters and locals. */
typedef struct OwnNames {
    const Source *src;
    char **names;
    int count;
} OwnNames;

static void own_add(OwnNames *o, char *name)
{
    o->names = xrealloc(o->names, (size_t)(o->count + 1) * sizeof *o->names);
    o->names[o->count++] = name;
}

static bool collect_locals(TSNode node, void *ctx)
{
    OwnNames *o = ctx;
    if (node_is(node, "declaration")) {
        char *names[MAX_NAMES];
        int n = statements_declared_names(o->src, node, names, MAX_NAMES);
        for (int i = 0; i < n; i++)
            own_add(o, names[i]);
    }
    return true;
}

static bool is_own(const OwnNames *o, const Source *src, TSNode id)
{
    for (int i = 0; i < o->count; i++)
        if (node_text_is(src, id, o->names[i]))
            return true;
    return false;
}

typedef struct NameUse {
    const OwnNames *own;
    const Source *src;
    TSNode declared[MAX_NAMES]; /* the identifiers the declaration declares */
    int declared_count;
    bool found;
} NameUse;

/* An identifier in a shared declaration that is one of the function's own
 * names, other than the names it declares: `n` in `int tile[n]`. */
static bool find_own_use(TSNode node, void *ctx)
{
    NameUse *u = ctx;
    if (u->found)
        return false;
    if (!node_is(node, "identifier") || !is_own(u->own, u->src, node))
        return true;
    for (int i = 0; i < u->declared_count; i++)
        if (node_same(u->declared[i], node))
            return true;
    u->found = true;
    return false;
}

static bool names_own(const OwnNames *own, const Source *src, TSNode declaration)
{
    NameUse u = {.own = own, .src = src};
    uint32_t m = node_named_child_count(declaration);
    for (uint32_t j = 0; j < m && u.declared_count < MAX_NAMES; j++) {
        TSNode id = node_declarator_identifier(node_named_child(declaration, j));
        if (!ts_node_is_null(id))
            u.declared[u.declared_count++] = id;
    }
    node_walk(declaration, find_own_use, &u);
    return u.found;
}

typedef struct SharedScan {
    const Source *src;
    TSNode body;
    const OwnNames *own;
    int count;
    const char *why;
} SharedScan;

static bool scan_shared(TSNode node, void *ctx)
{
    SharedScan *s = ctx;
    if (s->why)
        return false;
    if (!statements_is_shared_declaration(s->src, node))
        return true;
    uint32_t a = ts_node_start_byte(node), b = node_end_byte(node);
    if (text_has_word(s->src->text + a, b - a, "extern"))
        s->why = "it uses dynamic (extern) shared memory";
    else if (!node_same(parents_of(node), s->body))
        s->why = "it declares shared memory inside a branch or loop";
    else if (!ts_node_is_null(node_child_of_type(node, "init_declarator")))
        s->why = "a shared declaration has an initialiser";
    else if (names_own(s->own, s->src, node))
        s->why = "the size or type of its shared memory names a parameter or local of it";
    else
        s->count++;
    return false;
}

SharedDecls shared_decls_of(const Program *p, int fn)
{
    const Function *f = &p->functions[fn];
    SharedDecls d = {0, NULL};
    if (!f->is_definition)
        return d;
    OwnNames own = {p->src, NULL, 0};
    for (int i = 0; i < f->param_count; i++)
        if (f->params[i].name[0])
            own_add(&own, xstrdup(f->params[i].name));
    node_walk(f->body, collect_locals, &own);
    SharedScan s = {p->src, f->body, &own, 0, NULL};
    node_walk(f->body, scan_shared, &s);
    for (int i = 0; i < own.count; i++)
        free(own.names[i]);
    free(own.names);
    if (!s.why && s.count > 0 && f->template_params)
        s.why = "it is a template";
    d.count = s.why ? 0 : s.count;
    d.why = s.why;
    return d;
}
