#include "syntax/parse.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "syntax/disambiguate.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"

const TSLanguage *tree_sitter_cuda(void);

static TSTree *parse_view(TSParser *parser, const ParseView *view, uint32_t len)
{
    char *parse_text = syntax_disambiguate(view->text, len);
    TSTree *tree = ts_parser_parse_string(parser, NULL, parse_text, len);
    free(parse_text);
    return tree;
}

SyntaxTree *syntax_parse(const Source *src)
{
    SyntaxTree *t = xcalloc(1, sizeof *t);
    t->src = src;
    t->parser = ts_parser_new();
    if (!ts_parser_set_language(t->parser, tree_sitter_cuda())) {
        fputs("dpopt: the CUDA grammar's ABI does not match the tree-sitter library\n", stderr);
        exit(1);
    }
    t->view = syntax_view(src->text, src->len, false);
    t->tree = parse_view(t->parser, &t->view, src->len);
    if (ts_node_has_error(ts_tree_root_node(t->tree))) {
        /* An #ifdef that chooses part of a statement: read each group's
         * first branch alone, if that parses (the errors of the full read
         * are the ones reported otherwise). */
        ParseView one = syntax_view(src->text, src->len, true);
        TSTree *tree = one.span_count > 0 ? parse_view(t->parser, &one, src->len) : NULL;
        if (tree && !ts_node_has_error(ts_tree_root_node(tree))) {
            parents_forget(t->tree);
            ts_tree_delete(t->tree);
            syntax_view_free(&t->view);
            t->tree = tree;
            t->view = one;
        } else {
            if (tree) {
                parents_forget(tree);
                ts_tree_delete(tree);
            }
            syntax_view_free(&one);
        }
    }
    return t;
}

const ViewSpan *syntax_span_within(const SyntaxTree *t, ViewSpanKind kind, uint32_t start, uint32_t end)
{
    for (int i = 0; i < t->view.span_count; i++) {
        const ViewSpan *s = &t->view.spans[i];
        if (s->kind == kind && s->start < end && start < s->end)
            return s;
    }
    return NULL;
}

const ViewSpan *syntax_first_span(const SyntaxTree *t, ViewSpanKind kind)
{
    for (int i = 0; i < t->view.span_count; i++)
        if (t->view.spans[i].kind == kind)
            return &t->view.spans[i];
    return NULL;
}

void syntax_free(SyntaxTree *t)
{
    if (!t)
        return;
    parents_forget(t->tree);
    ts_tree_delete(t->tree);
    ts_parser_delete(t->parser);
    syntax_view_free(&t->view);
    free(t);
}

TSNode syntax_root(const SyntaxTree *t) { return ts_tree_root_node(t->tree); }

/* The first line of an ERROR node's text, shortened, names what the parser
 * could not place. */
static void report_error_node(const Source *src, TSNode node)
{
    uint32_t start = ts_node_start_byte(node), end = node_end_byte(node);
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

typedef struct ErrorSearch {
    const Source *src;
    int count;
} ErrorSearch;

static bool report_errors_below(TSNode node, void *ctx)
{
    ErrorSearch *e = ctx;
    if (!ts_node_has_error(node))
        return false;
    if (ts_node_is_missing(node)) {
        diag_report(e->src, ts_node_start_byte(node), DIAG_ERROR, "syntax error: expected '%s'",
                    ts_node_type(node));
        e->count++;
        return false;
    }
    if (node_is(node, "ERROR")) {
        report_error_node(e->src, node);
        e->count++;
        return false;
    }
    return true;
}

int syntax_report_errors(const SyntaxTree *t)
{
    ErrorSearch e = {t->src, 0};
    node_walk(syntax_root(t), report_errors_below, &e);
    return e.count;
}
