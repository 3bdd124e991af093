#include "model/scope_names.h"

#include <stdlib.h>

#include "syntax/declares.h"
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

static bool add_name(const DeclaredName *d, void *ctx)
{
    ScopeWalk *w = ctx;
    uint32_t s = ts_node_start_byte(d->identifier), e = node_end_byte(d->identifier);
    name_set_add(&w->c->names, w->src->text + s, e - s);
    return false;
}

/* Every declaring node inside the function (syntax/declares.h reads each),
 * its own parameters among them. */
static bool collect_scope_names(TSNode node, void *ctx)
{
    declares_each(node, add_name, ctx);
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
