#include "model/local_names.h"

#include <stdlib.h>

#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"

/* One lookup: the name, the launch's position, what was found. */
typedef struct Lookup {
    const Source *src;
    const char *name;
    uint32_t at; /* the launch's first byte: declarations after it do not hold there */
    LocalName found;
} Lookup;

/* A name one declaring node declares, where it is the one looked up:
 * found, as `typed` where a type is written for it. */
typedef struct Match {
    Lookup *lookup;
    LocalKind typed;
} Match;

static bool match_name(const DeclaredName *d, void *ctx)
{
    Match *m = ctx;
    if (!node_text_is(m->lookup->src, d->identifier, m->lookup->name))
        return false;
    m->lookup->found.kind = ts_node_is_null(d->declarator) ? LOCAL_UNTYPED : m->typed;
    m->lookup->found.declaration = d->owner;
    m->lookup->found.declarator = d->declarator;
    return true;
}

/* Whether `node` declares the name, a typed name being of kind `typed`. */
static bool declares(Lookup *l, TSNode node, LocalKind typed)
{
    Match m = {l, typed};
    return declares_each(node, match_name, &m);
}

/* Whether `declaration` (a statement, or an if's or while's condition)
 * declares the name before the launch. */
static bool declaration_declares(Lookup *l, TSNode declaration)
{
    if (!node_is(declaration, "declaration") || ts_node_start_byte(declaration) >= l->at)
        return false;
    return declares(l, declaration, LOCAL_DECLARATION);
}

/* A block's or a for loop's declarations before the launch, the nearest
 * first. The children in one pass: node_named_child(up, i) is linear in i. */
static bool block_declares(Lookup *l, TSNode block)
{
    uint32_t count;
    TSNode *children = node_named_children(block, &count);
    bool is = false;
    for (uint32_t i = count; !is && i-- > 0;)
        is = declaration_declares(l, children[i]);
    free(children);
    return is;
}

/* An init statement (`if (int n = 4; ...)`): the declaration it holds. */
static bool init_statement_declares(Lookup *l, TSNode init)
{
    if (ts_node_is_null(init))
        return false;
    return node_is(init, "declaration") ? declaration_declares(l, init)
                                        : declaration_declares(l, node_child_of_type(init, "declaration"));
}

/* An if's, while's or switch's condition: its declaration, then its
 * initializer's. */
static bool condition_declares(Lookup *l, TSNode statement)
{
    TSNode clause = node_child_of_type(statement, "condition_clause");
    if (ts_node_is_null(clause))
        return false;
    return declaration_declares(l, ts_node_child_by_field_name(clause, "value", 5)) ||
           init_statement_declares(l, ts_node_child_by_field_name(clause, "initializer", 11));
}

/* A range-for loop's variable, seen from its body, then its initializer. */
static bool range_for_declares(Lookup *l, TSNode loop, TSNode from)
{
    if (!node_same(from, ts_node_child_by_field_name(loop, "body", 4)))
        return false;
    return declares(l, loop, LOCAL_RANGE_FOR) ||
           init_statement_declares(l, ts_node_child_by_field_name(loop, "initializer", 11));
}

/* A lambda's or catch clause's parameter list: a parameter of that name
 * (a pack's has no one type). */
static bool parameters_declare(Lookup *l, TSNode list)
{
    for (uint32_t i = 0; !ts_node_is_null(list) && i < node_named_child_count(list); i++)
        if (declares(l, node_named_child(list, i), LOCAL_PARAMETER))
            return true;
    return false;
}

/* A lambda around the launch: its parameters, then its init captures
 * (`[n = size * 2]`), each seen from its body only. */
static bool lambda_declares(Lookup *l, TSNode lambda, TSNode from)
{
    if (!node_same(from, ts_node_child_by_field_name(lambda, "body", 4)))
        return false;
    TSNode declarator = ts_node_child_by_field_name(lambda, "declarator", 10);
    if (!ts_node_is_null(declarator) &&
        parameters_declare(l, ts_node_child_by_field_name(declarator, "parameters", 10)))
        return true;
    return declares(l, ts_node_child_by_field_name(lambda, "captures", 8), LOCAL_UNTYPED);
}

/* Whether the scope `up`, reached from its child `from`, declares the name. */
static bool scope_declares(Lookup *l, TSNode up, TSNode from)
{
    if (node_is(up, "compound_statement") || node_is(up, "for_statement"))
        return block_declares(l, up);
    if (node_is(up, "if_statement") || node_is(up, "while_statement") || node_is(up, "switch_statement"))
        return condition_declares(l, up);
    if (node_is(up, "for_range_loop"))
        return range_for_declares(l, up, from);
    if (node_is(up, "catch_clause"))
        return node_same(from, ts_node_child_by_field_name(up, "body", 4)) &&
               parameters_declare(l, ts_node_child_by_field_name(up, "parameters", 10));
    if (node_is(up, "lambda_expression"))
        return lambda_declares(l, up, from);
    return false;
}

LocalName model_local_name(const Program *p, const LaunchSite *s, const char *name)
{
    return model_local_name_at(p, s->node, name);
}

LocalName model_local_name_at(const Program *p, TSNode at, const char *name)
{
    Lookup l = {p->src, name, ts_node_start_byte(at), {0}};
    TSNode from = at;
    for (TSNode up = parents_of(from); !ts_node_is_null(up) && !node_is(up, "function_definition");
         from = up, up = parents_of(up)) {
        if (scope_declares(&l, up, from))
            return l.found;
        if (node_is(up, "lambda_expression"))
            l.found.past_lambda = true;
    }
    l.found.kind = LOCAL_NONE;
    return l.found;
}

bool model_name_is_local(const Program *p, const LaunchSite *s, const char *name)
{
    return model_local_name(p, s, name).kind != LOCAL_NONE;
}

TSNode model_local_declaration(const Program *p, const LaunchSite *s, const char *name, TSNode *declarator)
{
    return model_local_declaration_at(p, s->node, name, declarator);
}

TSNode model_local_declaration_at(const Program *p, TSNode at, const char *name, TSNode *declarator)
{
    LocalName local = model_local_name_at(p, at, name);
    if (local.kind != LOCAL_DECLARATION || local.past_lambda) {
        *declarator = (TSNode){0};
        return (TSNode){0};
    }
    *declarator = local.declarator;
    return local.declaration;
}
