/* tree-sitter's C++ grammar reads `a.b < c` as the start of a member
 * template (`a.b<c ...>`), which breaks the most common CUDA guard of all,
 * `if (threadIdx.x < n)`. Before parsing, dpopt hands the parser a copy of
 * the text in which each such `<` that is a comparison is spelled `>`: the
 * same length and the same precedence, so every byte offset and the shape
 * of the tree stay right, and all text that later stages read or copy comes
 * from the original. */
#ifndef DPOPT_SYNTAX_DISAMBIGUATE_H
#define DPOPT_SYNTAX_DISAMBIGUATE_H

#include <stdint.h>

/* A copy of text[0..len) to parse instead of the original. */
char *syntax_disambiguate(const char *text, uint32_t len);

#endif
