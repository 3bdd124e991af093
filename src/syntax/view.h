/* The text tree-sitter parses: a copy of the source of the same length, in
 * which valid CUDA the grammar does not know is blanked or respelled in
 * place, so that every byte offset stays that of the original and all text
 * that later stages read or copy comes from the original:
 *   - the groups an `#if 0` (or an `#elif`/`#else` after it) skips, as
 *     spaces (newlines kept); the preprocessor never compiles them;
 *   - `__align__(N)`, `__grid_constant__` and a third `__launch_bounds__`
 *     argument, as spaces;
 *   - a `#pragma` line heading a for's, while's, if's or else's statement
 *     (after its `)`, `else` or `do`), where the grammar takes no directive,
 *     and every `_Pragma("...")`, as spaces;
 *   - an extended lambda's `__device__` or `__host__` after its captures
 *     (`[=] __device__ (int i) { ... }`), as spaces;
 *   - digraphs `<:` `:>` `<%` `%>` `%:`, as `[` `]` `{` `}` `#` and a space
 *     (recorded, but for `%:`: no strategy may edit such a file);
 *   - in a new-expression's type, a leading `const` or `volatile` and the
 *     `*`s after the type (`new const char *[n]`), which the grammar's
 *     new-expression lacks, as spaces;
 *   - a brace-initialised launch configuration, `<<<n, {4, 4, 1}>>>`, with
 *     parentheses for its braces (recorded: no strategy may take the site,
 *     since the parser now reads a comma expression).
 * With `one_branch`, each conditional group is read as its first branch
 * alone (the first after an `#if 0`) and its directive lines as spaces, for
 * code whose `#ifdef` chooses part of a statement (`if (n)` then `#ifdef`):
 * every group whose compiled branch depends on a condition is recorded
 * (an implicit empty `#else` changes what an `if` governs too), and nothing
 * may be planned in a file read that way. */
#ifndef DPOPT_SYNTAX_VIEW_H
#define DPOPT_SYNTAX_VIEW_H

#include <stdbool.h>
#include <stdint.h>

typedef enum ViewSpanKind {
    VIEW_BRACE_CONFIG,  /* a launch configuration's braces, read as parentheses */
    VIEW_HIDDEN_BRANCH, /* one_branch: a conditional group of which one branch was read */
    VIEW_DIGRAPH,       /* `<%` `%>` `<:` `:>`: the parser's token is one byte of the two, so
                           an edit at it would split the digraph */
} ViewSpanKind;

typedef struct ViewSpan {
    uint32_t start, end;
    ViewSpanKind kind;
    uint32_t directive; /* VIEW_HIDDEN_BRANCH: offset of the group's #if, #ifdef or #ifndef */
} ViewSpan;

typedef struct ParseView {
    char *text;        /* same length as the original */
    ViewSpan *spans;
    int span_count, span_cap;
} ParseView;

ParseView syntax_view(const char *text, uint32_t len, bool one_branch);
void syntax_view_free(ParseView *view);

#endif
