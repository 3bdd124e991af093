/* Parsing a source file into tree-sitter's concrete syntax tree (CUDA
 * grammar), and turning the tree's ERROR and MISSING nodes into
 * diagnostics. */
#ifndef DPOPT_SYNTAX_PARSE_H
#define DPOPT_SYNTAX_PARSE_H

#include <tree_sitter/api.h>

#include "syntax/source.h"

typedef struct SyntaxTree {
    const Source *src;
    TSParser *parser;
    TSTree *tree;
} SyntaxTree;

SyntaxTree *syntax_parse(const Source *src);
void syntax_free(SyntaxTree *tree);
TSNode syntax_root(const SyntaxTree *tree);

/* Reports each syntax error as `file:line:col: error:` and returns how many
 * there were. */
int syntax_report_errors(const SyntaxTree *tree);

#endif
