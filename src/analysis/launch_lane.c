#include "analysis/launch_lane.h"

#include <stdlib.h>

#include "analysis/integer_expr.h"
#include "syntax/node.h"
#include "syntax/parents.h"

/* `threadIdx.x`. */
static bool thread_x(const Source *src, TSNode e)
{
    e = node_unparenthesised(e);
    return node_is(e, "field_expression") && node_is(node_named_child(e, 0), "identifier") &&
           node_text_is(src, node_named_child(e, 0), "threadIdx") && node_text_is(src, node_named_child(e, 1), "x");
}

/* The lane a condition pins, through its && conjuncts, or -1. */
static long lane_of(const Source *src, TSNode cond)
{
    TSNode left, right;
    cond = node_unparenthesised(cond);
    if (node_binary_operands(cond, "&&", &left, &right)) {
        long lane = lane_of(src, left);
        return lane >= 0 ? lane : lane_of(src, right);
    }
    if (!node_binary_operands(cond, "==", &left, &right))
        return -1;
    TSNode literal = thread_x(src, left) ? node_unparenthesised(right) : thread_x(src, right) ? node_unparenthesised(left) : (TSNode){0};
    if (ts_node_is_null(literal) || !node_is(literal, "number_literal") || !integer_expr_literal(src, literal))
        return -1;
    char *text = node_text(src, literal);
    char *end;
    long lane = strtol(text, &end, 0);
    bool whole = *end == '\0' || *end == 'u' || *end == 'U';
    free(text);
    return whole && lane >= 0 && lane < 1024 ? lane : -1;
}

long launch_lane(const Program *p, const LaunchSite *s)
{
    if (s->caller_fn < 0)
        return -1;
    TSNode body = p->functions[s->caller_fn].body;
    for (TSNode inner = s->statement, up = parents_of(s->statement); !ts_node_is_null(up) && !node_same(inner, body);
         inner = up, up = parents_of(up)) {
        if (!node_is(up, "if_statement") || !node_same(ts_node_child_by_field_name(up, "consequence", 11), inner))
            continue;
        TSNode cond = ts_node_child_by_field_name(up, "condition", 9);
        TSNode value = node_is(cond, "condition_clause") ? ts_node_child_by_field_name(cond, "value", 5) : cond;
        long lane = ts_node_is_null(value) ? -1 : lane_of(p->src, value);
        if (lane >= 0)
            return lane;
    }
    return -1;
}
