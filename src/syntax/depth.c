#include "syntax/depth.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "syntax/parents.h"
#include "util/alloc.h"

/* The same over the tree's record (syntax/parents.h), which the later
 * passes need anyway: a node's depth is one more than the number of its
 * ancestors, those whose subtree has not ended yet. */
static bool too_deep_in_record(TSNode top, uint32_t limit, TSNode *found)
{
    TreeOrder o;
    uint32_t first;
    if (!parents_place(top, &o, &first))
        return false;
    uint32_t *open = NULL;
    int depth = 0, cap = 0;
    *found = (TSNode){0};
    for (uint32_t k = first; k < o.end[first]; k++) {
        while (depth > 0 && open[depth - 1] <= k)
            depth--;
        if ((uint32_t)depth + 1 > limit && o.end[k] > k + 1 && order_named(&o, k)) {
            *found = order_node(&o, k);
            break;
        }
        if (o.end[k] > k + 1)
            ARRAY_PUSH(open, depth, cap, o.end[k]);
    }
    free(open);
    return true;
}

TSNode syntax_too_deep(TSNode top, uint32_t limit)
{
    TSNode in_record;
    if (too_deep_in_record(top, limit, &in_record))
        return in_record;
    TSTreeCursor c = ts_tree_cursor_new(top);
    uint32_t depth = 1;
    TSNode found = {0};
    for (;;) {
        TSNode node = ts_tree_cursor_current_node(&c);
        /* A leaf nests nothing: the first construct past the limit is
         * what the diagnostic names. */
        if (depth > limit && ts_node_is_named(node) && ts_node_child_count(node) > 0) {
            found = node;
            break;
        }
        if (ts_tree_cursor_goto_first_child(&c)) {
            depth++;
            continue;
        }
        bool more = true;
        while (more && !ts_tree_cursor_goto_next_sibling(&c)) {
            more = ts_tree_cursor_goto_parent(&c);
            depth--;
        }
        if (!more)
            break;
    }
    ts_tree_cursor_delete(&c);
    return found;
}

bool syntax_report_too_deep(const SyntaxTree *t)
{
    TSNode deep = syntax_too_deep(syntax_root(t), SYNTAX_DEPTH_LIMIT);
    if (ts_node_is_null(deep))
        return false;
    /* "compound_statement" reads as "compound statement". */
    char *kind = xstrdup(ts_node_type(deep));
    for (char *p = kind; *p; p++)
        if (*p == '_')
            *p = ' ';
    diag_report(t->src, ts_node_start_byte(deep), DIAG_ERROR,
                "nesting deeper than %d levels (the %s here); dpopt cannot analyse it", SYNTAX_DEPTH_LIMIT, kind);
    free(kind);
    return true;
}
