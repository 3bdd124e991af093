#include "syntax/parse.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "syntax/disambiguate.h"
#include "syntax/node.h"
#include "util/alloc.h"

const TSLanguage *tree_sitter_cuda(void);

SyntaxTree *syntax_parse(const Source *src)
{
    SyntaxTree *t = xcalloc(1, sizeof *t);
    t->src = src;
    t->parser = ts_parser_new();
    if (!ts_parser_set_language(t->parser, tree_sitter_cuda())) {
        fputs("dpopt: the CUDA grammar's ABI does not match the tree-sitter library\n", stderr);
        exit(1);
    }
    char *parse_text = syntax_disambiguate(src->text, src->len);
    t->tree = ts_parser_parse_string(t->parser, NULL, parse_text, src->len);
    free(parse_text);
    return t;
}

void syntax_free(SyntaxTree *t)
{
    if (!t)
        return;
    ts_tree_delete(t->tree);
    ts_parser_delete(t->parser);
    free(t);
}

TSNode syntax_root(const SyntaxTree *t) { return ts_tree_root_node(t->tree); }

/* The first line of an ERROR node's text, shortened, names what the parser
 * could not place. */
static void report_error_node(const Source *src, TSNode node)
{
    uint32_t start = ts_node_start_byte(node), end = ts_node_end_byte(node);
    /* Point at the first token inside the error where there is one: an ERROR
     * node often begins at a statement that was fine up to that token. */
    TSNode first = node;
    while (ts_node_child_count(first) > 0)
        first = ts_node_child(first, 0);
    if (ts_node_child_count(node) > 0)
        start = ts_node_start_byte(first);
    uint32_t n = 0;
    while (start + n < end && src->text[start + n] != '\n' && n < 40)
        n++;
    if (n == 0)
        diag_report(src, start, DIAG_ERROR, "syntax error");
    else
        diag_report(src, start, DIAG_ERROR, "syntax error near '%.*s'", (int)n, src->text + start);
}

static int report_errors_below(const Source *src, TSNode node)
{
    if (!ts_node_has_error(node))
        return 0;
    if (ts_node_is_missing(node)) {
        diag_report(src, ts_node_start_byte(node), DIAG_ERROR, "syntax error: expected '%s'",
                    ts_node_type(node));
        return 1;
    }
    if (node_is(node, "ERROR")) {
        report_error_node(src, node);
        return 1;
    }
    int count = 0;
    uint32_t n = ts_node_child_count(node);
    for (uint32_t i = 0; i < n; i++)
        count += report_errors_below(src, ts_node_child(node, i));
    return count;
}

int syntax_report_errors(const SyntaxTree *t) { return report_errors_below(t->src, syntax_root(t)); }
