#include "analysis/exclusive.h"

#include <stdlib.h>

#include "model/memo.h"
#include "syntax/branch.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/text.h"

/* Per function, whether its body holds a goto (1), not (0) or is not yet
 * looked at (-1): asked for every pair of a function's sites, a scan of a
 * large body each time would grow with the square of its launches. */
static bool body_has_goto(const Program *p, int fn)
{
    signed char *known = memo_find(p, MEMO_GOTO_BODIES);
    if (!known) {
        size_t n = (size_t)(p->function_count ? p->function_count : 1);
        known = xmalloc(n);
        for (size_t i = 0; i < n; i++)
            known[i] = -1;
        memo_keep(p, MEMO_GOTO_BODIES, known, free);
    }
    if (known[fn] < 0) {
        TSNode body = p->functions[fn].body;
        uint32_t start = ts_node_start_byte(body), end = node_end_byte(body);
        known[fn] = text_has_word(p->src->text + start, end - start, "goto");
    }
    return known[fn] == 1;
}

/* The last statement of a list (a case's statements, a braced block),
 * comments left out; a null node when it has none. */
static TSNode last_statement(TSNode list)
{
    uint32_t n = node_named_child_count(list);
    return n ? node_named_child(list, n - 1) : (TSNode){0};
}

/* Whether control cannot run on from the end of case statement c into the
 * next case: its last statement is a break or a return (or a braced block
 * ending in one). A case with no statement of its own (`case 0: case 1:`)
 * has its value last, and falls through. */
static bool case_ends_in_exit(TSNode c)
{
    TSNode last = last_statement(c);
    while (!ts_node_is_null(last) && node_is(last, "compound_statement"))
        last = last_statement(last);
    return !ts_node_is_null(last) && (node_is(last, "break_statement") || node_is(last, "return_statement"));
}

/* The child of `list` that holds node, or a null node. */
static TSNode child_holding(TSNode list, TSNode node)
{
    TSNode child = node;
    for (TSNode up = parents_of(node); !ts_node_is_null(up); child = up, up = parents_of(up))
        if (node_same(up, list))
            return child;
    return (TSNode){0};
}

/* Whether if statement `branch` has a in one branch and b in the other. */
static bool if_parts(TSNode branch, TSNode a, TSNode b)
{
    TSNode then = node_named_child(branch, 1), otherwise = node_child_of_type(branch, "else_clause");
    if (ts_node_is_null(then) || ts_node_is_null(otherwise))
        return false;
    return (node_contains(then, a) && node_contains(otherwise, b)) ||
           (node_contains(otherwise, a) && node_contains(then, b));
}

/* Whether case statement ca, holding a, and the case holding b are two
 * cases of one switch, the earlier of which cannot fall through. */
static bool switch_parts(TSNode ca, TSNode b)
{
    TSNode list = parents_of(ca);
    if (ts_node_is_null(list) || !node_is(list, "compound_statement") || !node_is(parents_of(list), "switch_statement"))
        return false;
    TSNode cb = child_holding(list, b);
    if (ts_node_is_null(cb) || !node_is(cb, "case_statement") || node_same(ca, cb))
        return false;
    return case_ends_in_exit(ts_node_start_byte(ca) < ts_node_start_byte(cb) ? ca : cb);
}

bool exclusive_launches(const Program *p, const LaunchFacts *facts, int a, int b, TSNode *chain)
{
    const LaunchSite *sa = &p->launches[a], *sb = &p->launches[b];
    int fn = sa->caller_fn;
    if (a == b || fn < 0 || sb->caller_fn != fn || !sa->device_side || !sb->device_side)
        return false;
    if (branch_exclusive(sa->node, sb->node)) {
        if (chain)
            *chain = (TSNode){0};
        return true;
    }
    /* A thread that passes the chain twice may take both branches. */
    if (facts[a].may_repeat || facts[b].may_repeat || facts[a].lambda_line || facts[b].lambda_line)
        return false;
    for (TSNode up = parents_of(sa->node); !ts_node_is_null(up) && !node_is(up, "function_definition");
         up = parents_of(up)) {
        if (!node_contains(up, sb->node))
            continue; /* below the statement that holds both */
        bool parted = node_is(up, "if_statement") ? if_parts(up, sa->node, sb->node) : false;
        if (!parted && node_is(up, "compound_statement") && node_is(parents_of(up), "switch_statement")) {
            TSNode ca = child_holding(up, sa->node);
            parted = !ts_node_is_null(ca) && node_is(ca, "case_statement") && switch_parts(ca, sb->node);
        }
        if (!parted)
            return false; /* the innermost statement holding both runs them one after the other */
        /* A goto could carry the thread from one branch into the other. */
        if (body_has_goto(p, fn))
            return false;
        if (chain)
            *chain = node_is(up, "compound_statement") ? parents_of(up) : up;
        return true;
    }
    return false;
}
