#include "transform/indent_postponed.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/emit.h"
#include "transform/postpone.h"
#include "util/alloc.h"

/* The literals of a body: [start, end) each. */
typedef struct Literal {
    uint32_t start, end;
} Literal;

typedef struct Literals {
    Literal *items;
    int count, cap;
} Literals;

static bool collect_literal(TSNode node, void *ctx)
{
    Literals *l = ctx;
    if (!node_is_literal(node))
        return true;
    Literal lit = {ts_node_start_byte(node), node_end_byte(node)};
    ARRAY_PUSH(l->items, l->count, l->cap, lit);
    return false;
}

static bool inside_literal(const Literals *l, uint32_t at)
{
    for (int i = 0; i < l->count; i++)
        if (l->items[i].start < at && at < l->items[i].end)
            return true;
    return false;
}

static void indent_scope(const Source *src, TSNode scope, EditBuffer *edits, const char *lambda_indent)
{
    const uint32_t start = ts_node_start_byte(scope), end = node_end_byte(scope);
    Literals literals = {0};
    node_walk(scope, collect_literal, &literals);
    for (uint32_t at = start + 1; at < end; at++) {
        if (src->text[at - 1] != '\n')
            continue;
        const char c = src->text[at];
        if (c == '\n' || c == '\r' || c == '#')
            continue;
        /* A line break an edit replaced starts no line of the output. */
        if (inside_literal(&literals, at) || edit_touches(edits, at - 1, at))
            continue;
        edit_insert(edits, at, lambda_indent);
    }
    edit_indent_inside(edits, start, end, lambda_indent);
    free(literals.items);
}

void indent_postponed_scopes(const Plan *plan, EditBuffer *edits)
{
    const Program *p = plan->program;
    char lambda_indent[EMIT_POSTPONED_DEPTH + 1]; /* one level of the lambda */
    memset(lambda_indent, ' ', EMIT_POSTPONED_DEPTH);
    lambda_indent[EMIT_POSTPONED_DEPTH] = '\0';
    bool *first = postpone_scopes_in_place(plan);
    for (int i = 0; i < p->launch_count; i++)
        if (first[i])
            indent_scope(p->src, plan->sites[i].flush_scope, edits, lambda_indent);
    free(first);
}
