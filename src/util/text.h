/* Plain-text helpers for code we read as words (declaration prefixes, macro
 * bodies): the one scanner of comments, literals and identifiers outside
 * the parser. */
#ifndef DPOPT_UTIL_TEXT_H
#define DPOPT_UTIL_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

bool text_is_ident_char(char c);
/* True when `word` occurs in text[0..len) as a whole identifier. */
bool text_has_word(const char *text, size_t len, const char *word);
/* The arguments between the parentheses after the first `word` of text,
 * trimmed ("32" of `__maxnreg__(32)`), newly allocated; NULL where the
 * word is absent or not followed by balanced parentheses. */
char *text_word_arguments(const char *text, size_t len, const char *word);
/* The length of the line continuation at text[i]: a backslash and the
 * line break right after it, 2 (LF) or 3 (CR LF); 0 where there is none. */
uint32_t text_continuation(const char *text, uint32_t len, uint32_t i);
/* When text[i] starts a comment, a string or a character literal (a raw
 * string, R"d(...)d" with any prefix, the lines it spans and all): the
 * offset just past it (a line comment, and a quote never closed, stop
 * before their newline; a continued line goes on). Else i. Words inside
 * them are never code. A `'` between a number's digits starts none. */
uint32_t text_skip_literal(const char *text, uint32_t len, uint32_t i);
/* The next identifier in text[*pos..len) as code sees it: comments, string
 * and character literals and numbers are skipped. Sets *start and *wlen,
 * moves *pos past it; false when there is none. */
bool text_next_identifier(const char *text, size_t len, size_t *pos, size_t *start, size_t *wlen);
/* The end of the preprocessor directive holding text[i]: its logical
 * line's newline (continuations and comments spanning lines go on; a
 * quote's text is no comment), or len. */
uint32_t text_directive_end(const char *text, uint32_t len, uint32_t i);
/* Past the blanks (spaces, tabs, carriage returns) and line
 * continuations (text_continuation) from text[i]: inside a directive. */
uint32_t text_skip_blanks(const char *text, uint32_t len, uint32_t i);
/* Past white space (line breaks too) and comments from text[i]. */
uint32_t text_skip_space(const char *text, uint32_t len, uint32_t i);
/* Past the identifier characters from text[i]. */
uint32_t text_skip_ident(const char *text, uint32_t len, uint32_t i);
/* Whether text[0..len) has a comma outside its parentheses, brackets and
 * braces (and outside comments and literals): several values, as a
 * macro's body may spell them. */
bool text_has_top_level_comma(const char *text, uint32_t len);
/* Removes each whole-identifier occurrence of `word` from the string s,
 * and the blanks after it, in place. */
void text_drop_word(char *s, const char *word);
/* A copy of `indent` with `more` spaces added: the indentation of code
 * nested `more` columns deeper. */
char *text_indented(const char *indent, int more);
/* A copy of text[0..len) without leading and trailing white space. */
char *text_trimmed(const char *text, size_t len);
/* Whether two expressions' texts are the same but for white space (a blank
 * between two identifiers' characters still separates them). */
bool text_same_but_space(const char *a, const char *b);
/* A copy of text without its comments and white space: "threadIdx . x"
 * -> "threadIdx.x", "unsigned long long" -> "unsignedlonglong". */
char *text_squeezed(const char *text);
/* A copy of a type's (or any code's) text with each comment made one
 * space, trimmed: a type written with a comment in it reads as the type. */
char *text_without_comments(const char *text);
/* The type a pointer or reference type points to: its text before the last
 * `*` or `&`, comments out, trimmed ("const int *" -> "const int");
 * NULL where there is neither. */
char *text_pointee(const char *type);
/* A copy of text with each run of white space that holds a line break made
 * one space: user code quoted in a generated `//` comment stays in it. */
char *text_one_line(const char *text);
/* The line breaks (`\n`) in the len bytes at text. */
uint32_t text_line_breaks(const char *text, size_t len);

#endif
