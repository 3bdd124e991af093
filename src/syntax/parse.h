/* Parsing a source file into tree-sitter's concrete syntax tree (CUDA
 * grammar), and turning the tree's ERROR and MISSING nodes into
 * diagnostics. */
#ifndef DPOPT_SYNTAX_PARSE_H
#define DPOPT_SYNTAX_PARSE_H

#include <tree_sitter/api.h>

#include "syntax/source.h"
#include "syntax/view.h"

/* The tree is that of a view of the source (syntax/view.h): same offsets,
 * some constructs the grammar does not know blanked. Where the file parses
 * only with each conditional group read as one branch, `view.spans` lists
 * the branches not read (VIEW_HIDDEN_BRANCH). */
typedef struct SyntaxTree {
    const Source *src;
    TSParser *parser;
    TSTree *tree;
    ParseView view;
} SyntaxTree;

SyntaxTree *syntax_parse(const Source *src);
void syntax_free(SyntaxTree *tree);
TSNode syntax_root(const SyntaxTree *tree);
/* The first view span of `kind` overlapping [start, end), or NULL. */
const ViewSpan *syntax_span_within(const SyntaxTree *tree, ViewSpanKind kind, uint32_t start, uint32_t end);
/* The first view span of `kind`, or NULL (VIEW_HIDDEN_BRANCH: the first
 * conditional group of which dpopt read one branch). */
const ViewSpan *syntax_first_span(const SyntaxTree *tree, ViewSpanKind kind);

/* Reports each syntax error as `file:line:col: error:` and returns how many
 * there were. */
int syntax_report_errors(const SyntaxTree *tree);

#endif
