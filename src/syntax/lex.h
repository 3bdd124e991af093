/* The little lexing that text scans outside the parser need: where a
 * comment, string or character literal that starts at an offset ends, so
 * that words inside them are never read as code. */
#ifndef DPOPT_SYNTAX_LEX_H
#define DPOPT_SYNTAX_LEX_H

#include <stdint.h>

/* When text[i] starts a comment, a string or a character literal: the
 * offset just past it (a line comment stops before its newline). Else i. */
uint32_t lex_skip_literal(const char *text, uint32_t len, uint32_t i);

#endif
