#include "syntax/depth.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "util/alloc.h"

TSNode syntax_too_deep(TSNode top, uint32_t limit)
{
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
