#include "analysis/implicit_place.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/child_code.h"
#include "model/memo.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/text.h"

/* One piece of code run unnamed that reads the place, and the name whose
 * mention lets a child reach it (NULL: any child may). */
typedef struct Reader {
    TSNode at;
    bool block, thread; /* reads blockIdx, blockDim or gridDim; threadIdx */
    char *key;
} Reader;

typedef struct Readers {
    const Source *src;
    Reader *list;
    int count, cap;
} Readers;

static bool reads_word(const Source *src, TSNode node, const char *word)
{
    uint32_t s = ts_node_start_byte(node), e = node_end_byte(node);
    return text_has_word(src->text + s, e - s, word);
}

static bool reads_block_place(const Source *src, TSNode node)
{
    return reads_word(src, node, "blockIdx") || reads_word(src, node, "blockDim") || reads_word(src, node, "gridDim");
}

typedef struct OperatorFind {
    const Source *src;
    bool found;
} OperatorFind;

static bool names_operator(TSNode node, void *ctx)
{
    OperatorFind *f = ctx;
    if ((node_is(node, "operator_name") && !node_text_is(f->src, node, "operator()")) ||
        node_is(node, "destructor_name") || node_is(node, "operator_cast"))
        f->found = true;
    return !f->found && !node_is(node, "parameter_list");
}

/* A definition called without its name: one with no return type (a
 * constructor; a conversion function), or one whose declarator names an
 * operator (not the call operator, whose calls body_facts follows from the
 * object called) or a destructor. */
static bool runs_unnamed(const Source *src, TSNode definition)
{
    if (ts_node_is_null(ts_node_child_by_field_name(definition, "type", 4)))
        return true;
    OperatorFind f = {src, false};
    node_walk(ts_node_child_by_field_name(definition, "declarator", 10), names_operator, &f);
    return f.found;
}

/* The name of the class whose body holds `node`, or NULL. */
static char *enclosing_class(const Source *src, TSNode node)
{
    for (TSNode a = parents_of(node); !ts_node_is_null(a); a = parents_of(a))
        if (node_is(a, "class_specifier") || node_is(a, "struct_specifier") || node_is(a, "union_specifier")) {
            TSNode name = ts_node_child_by_field_name(a, "name", 4);
            return ts_node_is_null(name) ? NULL : node_text(src, name);
        }
    return NULL;
}

typedef struct TypeFind {
    const char *type;
    TSNode found;
} TypeFind;

static bool first_of_type(TSNode node, void *ctx)
{
    TypeFind *f = ctx;
    if (ts_node_is_null(f->found) && node_is(node, f->type))
        f->found = node;
    return ts_node_is_null(f->found);
}

/* The first node of `type` under root (root too), or a null node. */
static TSNode first_node_of(TSNode root, const char *type)
{
    TypeFind f = {.type = type};
    node_walk(root, first_of_type, &f);
    return f.found;
}

/* The name whose mention lets a child reach `node`: its class, for code of
 * a class (in the class's body, or defined as Class::...); for a free
 * operator or conversion, the first class type of its parameters; for a
 * default argument, the function it belongs to. NULL where none is found. */
static char *key_of(const Source *src, TSNode node)
{
    if (node_is(node, "optional_parameter_declaration")) {
        TSNode fn = parents_of(parents_of(node)); /* parameter_list, then function_declarator */
        TSNode name = ts_node_is_null(fn) ? fn : ts_node_child_by_field_name(fn, "declarator", 10);
        return ts_node_is_null(name) ? NULL : node_text(src, name);
    }
    char *cls = enclosing_class(src, node);
    if (cls)
        return cls;
    TSNode declarator = ts_node_child_by_field_name(node, "declarator", 10);
    TSNode scope = first_node_of(declarator, "namespace_identifier");
    if (!ts_node_is_null(scope))
        return node_text(src, scope);
    TSNode params = first_node_of(declarator, "parameter_list");
    TSNode type = ts_node_is_null(params) ? params : first_node_of(params, "type_identifier");
    return ts_node_is_null(type) ? NULL : node_text(src, type);
}

static bool find_readers(TSNode node, void *ctx)
{
    Readers *r = ctx;
    bool unnamed = (node_is(node, "function_definition") && runs_unnamed(r->src, node)) ||
                   node_is(node, "optional_parameter_declaration") ||
                   (node_is(node, "field_declaration") &&
                    !ts_node_is_null(node_ancestor_of_type(node, "field_declaration_list")));
    if (!unnamed)
        return true;
    bool block = reads_block_place(r->src, node), thread = reads_word(r->src, node, "threadIdx");
    if (block || thread) {
        if (r->count == r->cap) {
            r->cap = r->cap ? 2 * r->cap : 4;
            r->list = xrealloc(r->list, (size_t)r->cap * sizeof *r->list);
        }
        r->list[r->count++] = (Reader){node, block, thread, key_of(r->src, node)};
    }
    return false;
}

static void readers_free(void *p)
{
    Readers *r = p;
    for (int i = 0; i < r->count; i++)
        free(r->list[i].key);
    free(r->list);
    free(r);
}

typedef struct Mention {
    const char *key;
    bool found;
} Mention;

static bool mentions(const Program *p, int g, void *ctx)
{
    Mention *m = ctx;
    const Function *f = &p->functions[g];
    m->found = reads_word(p->src, ts_node_is_null(f->node) ? f->body : f->node, m->key);
    return !m->found;
}

TSNode implicit_place_read(const Program *p, int child, bool thread_too)
{
    Readers *r = memo_find(p, MEMO_IMPLICIT_PLACE);
    if (!r) {
        r = xcalloc(1, sizeof *r);
        r->src = p->src;
        node_walk(ts_tree_root_node(p->tree->tree), find_readers, r);
        memo_keep(p, MEMO_IMPLICIT_PLACE, r, readers_free);
    }
    for (int i = 0; i < r->count; i++) {
        const Reader *x = &r->list[i];
        if (!x->block && !(thread_too && x->thread))
            continue;
        Mention m = {x->key, !x->key};
        if (x->key)
            code_run_by(p, child, mentions, &m);
        if (m.found)
            return x->at;
    }
    return (TSNode){0};
}
