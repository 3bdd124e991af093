#include "model/address_taken.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/name_set.h"

typedef struct AddressSearch {
    Program *p;
    NameSet names; /* the device functions' bare names */
} AddressSearch;

/* Whether the identifier names the function of a call, or the function a
 * declarator declares, through the qualifiers and template arguments
 * around it. */
static bool called_or_declared(TSNode id)
{
    TSNode n = id, parent = parents_of(id);
    while (node_is(parent, "qualified_identifier") || node_is(parent, "template_function")) {
        n = parent;
        parent = parents_of(parent);
    }
    if (node_is(parent, "call_expression"))
        return node_same(ts_node_child_by_field_name(parent, "function", 8), n);
    return node_is(parent, "function_declarator");
}

static void mark_taken(Program *p, TSNode id)
{
    char *name = node_text(p->src, id);
    int first = 0, count = model_functions_matching(p, name, &first);
    for (int k = first; k < first + count; k++) {
        Function *fn = &p->functions[p->by_bare_name[k].fn];
        if ((fn->spaces & SPACE_DEVICE) && ts_node_is_null(fn->address_taken))
            fn->address_taken = id;
    }
    free(name);
}

static bool find_taken(TSNode node, void *ctx)
{
    AddressSearch *s = ctx;
    if (node_is(node, "identifier")) {
        uint32_t start = ts_node_start_byte(node);
        if (name_set_has(&s->names, s->p->src->text + start, node_end_byte(node) - start) && !called_or_declared(node))
            mark_taken(s->p, node);
        return false;
    }
    return true;
}

void model_find_address_taken(Program *p)
{
    AddressSearch s = {.p = p};
    for (int i = 0; i < p->function_count; i++) {
        const FunctionName *f = &p->by_bare_name[i];
        if (p->functions[f->fn].spaces & SPACE_DEVICE)
            name_set_add(&s.names, f->name, strlen(f->name));
    }
    if (s.names.count > 0)
        node_walk(syntax_root(p->tree), find_taken, &s);
    name_set_clear(&s.names);
}
