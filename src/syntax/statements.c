#include "syntax/statements.h"

#include <stdlib.h>

#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/strbuf.h"
#include "util/text.h"

static bool is_barrier_call(const Source *src, TSNode node)
{
    return node_is(node, "call_expression") && node_text_is(src, ts_node_named_child(node, 0), "__syncthreads");
}

bool statements_is_barrier(const Source *src, TSNode statement)
{
    return node_is(statement, "expression_statement") && is_barrier_call(src, ts_node_named_child(statement, 0));
}

typedef struct Search {
    const Source *src;
    const char *name;
    TSNode found;
} Search;

static bool find_barrier(TSNode node, void *ctx)
{
    Search *s = ctx;
    if (!ts_node_is_null(s->found))
        return false;
    if (is_barrier_call(s->src, node))
        s->found = node;
    return ts_node_is_null(s->found);
}

TSNode statements_first_barrier(const Source *src, TSNode node)
{
    Search s = {.src = src};
    node_walk(node, find_barrier, &s);
    return s.found;
}

bool statements_holds_barrier(const Source *src, TSNode node) { return !ts_node_is_null(statements_first_barrier(src, node)); }

bool statements_is_shared_declaration(const Source *src, TSNode statement)
{
    uint32_t s = ts_node_start_byte(statement), e = node_end_byte(statement);
    return node_is(statement, "declaration") && text_has_word(src->text + s, e - s, "__shared__");
}

uint32_t statements_count(TSNode list)
{
    return node_is(list, "compound_statement") ? ts_node_named_child_count(list) : 1;
}

TSNode statements_at(TSNode list, uint32_t i)
{
    return node_is(list, "compound_statement") ? ts_node_named_child(list, i) : list;
}

int statements_bodies(TSNode statement, TSNode bodies[2])
{
    if (node_is(statement, "compound_statement")) {
        bodies[0] = statement;
        return 1;
    }
    if (node_is(statement, "if_statement")) {
        int n = 0;
        uint32_t count = ts_node_named_child_count(statement);
        for (uint32_t i = 0; i < count && n < 2; i++) {
            TSNode c = ts_node_named_child(statement, i);
            if (node_is(c, "comment") || node_is(c, "condition_clause"))
                continue;
            if (node_is(c, "else_clause"))
                c = node_named_child(c, 0);
            if (!ts_node_is_null(c))
                bodies[n++] = c;
        }
        return n;
    }
    if (node_is(statement, "do_statement")) {
        bodies[0] = node_named_child(statement, 0);
        return 1;
    }
    if (node_is(statement, "for_statement") || node_is(statement, "while_statement")) {
        bodies[0] = node_named_child(statement, node_named_child_count(statement) - 1);
        return 1;
    }
    return 0;
}

static bool find_name(TSNode node, void *ctx)
{
    Search *s = ctx;
    if (!ts_node_is_null(s->found))
        return false;
    if ((node_is(node, "identifier") || node_is(node, "type_identifier")) && node_text_is(s->src, node, s->name))
        s->found = node;
    return ts_node_is_null(s->found);
}

bool statements_mentions(const Source *src, TSNode node, const char *name)
{
    Search s = {.src = src, .name = name};
    node_walk(node, find_name, &s);
    return !ts_node_is_null(s.found);
}

bool statements_is_declarator(TSNode node)
{
    static const char *const kinds[] = {"init_declarator",    "identifier",          "pointer_declarator",
                                        "array_declarator",   "reference_declarator", "function_declarator",
                                        NULL};
    for (int i = 0; kinds[i]; i++)
        if (node_is(node, kinds[i]))
            return true;
    return false;
}

int statements_declared_names(const Source *src, TSNode declaration, char **names, int cap)
{
    int n = 0;
    uint32_t m = ts_node_named_child_count(declaration);
    for (uint32_t j = 0; j < m && n < cap; j++) {
        TSNode d = ts_node_named_child(declaration, j);
        TSNode id = statements_is_declarator(d) ? declares_identifier(d) : (TSNode){0};
        if (!ts_node_is_null(id))
            names[n++] = node_text(src, id);
    }
    return n;
}

/* The declarator of `declaration` that declares `name`, or a null node. */
TSNode statements_declarator_of(const Source *src, TSNode declaration, const char *name)
{
    uint32_t m = ts_node_named_child_count(declaration);
    for (uint32_t j = 0; j < m; j++) {
        TSNode d = ts_node_named_child(declaration, j);
        TSNode id = statements_is_declarator(d) ? declares_identifier(d) : (TSNode){0};
        if (!ts_node_is_null(id) && node_text_is(src, id, name))
            return d;
    }
    return (TSNode){0};
}

typedef struct FindDeclarator {
    const Source *src;
    const char *name;
    TSNode found;
} FindDeclarator;

static bool find_declarator(TSNode node, void *ctx)
{
    FindDeclarator *f = ctx;
    if (ts_node_is_null(f->found) && node_is(node, "declaration"))
        f->found = statements_declarator_of(f->src, node, f->name);
    return ts_node_is_null(f->found);
}

TSNode statements_find_declarator(const Source *src, TSNode node, const char *name)
{
    FindDeclarator f = {.src = src, .name = name};
    node_walk(node, find_declarator, &f);
    return f.found;
}

int statements_header_parts(TSNode statement, TSNode parts[3])
{
    if (node_is(statement, "compound_statement"))
        return 0;
    TSNode bodies[2];
    int nb = statements_bodies(statement, bodies);
    int n = 0;
    uint32_t count = ts_node_named_child_count(statement);
    for (uint32_t i = 0; i < count && n < 3; i++) {
        TSNode part = ts_node_named_child(statement, i);
        bool body = node_is(part, "comment") || node_is(part, "else_clause");
        for (int b = 0; b < nb; b++)
            body = body || node_same(part, bodies[b]);
        if (!body)
            parts[n++] = part;
    }
    return n;
}

char *statements_shared_as_member(const Source *src, TSNode declaration)
{
    StrBuf b;
    strbuf_init(&b);
    uint32_t pos = ts_node_start_byte(declaration);
    uint32_t n = ts_node_child_count(declaration);
    for (uint32_t i = 0; i < n; i++) {
        TSNode c = ts_node_child(declaration, i);
        bool drop = node_text_is(src, c, "__shared__") || node_text_is(src, c, "static");
        if (drop) {
            strbuf_append(&b, src->text + pos, ts_node_start_byte(c) - pos);
            pos = node_end_byte(c);
            while (pos < node_end_byte(declaration) && src->text[pos] == ' ')
                pos++;
        }
    }
    strbuf_append(&b, src->text + pos, node_end_byte(declaration) - pos);
    return strbuf_take(&b);
}

TSNode statements_innermost_loop(TSNode node)
{
    for (TSNode a = parents_of(node); !ts_node_is_null(a); a = parents_of(a))
        if (node_is(a, "for_statement") || node_is(a, "while_statement") || node_is(a, "do_statement") ||
            node_is(a, "for_range_loop"))
            return a;
    TSNode none = {0};
    return none;
}
