/* The macros dpopt expands itself before it parses a file, where a launch
 * would otherwise be hidden in, or split by, a macro's text:
 *
 *     #define SPAWN(p) child<<<1, 32>>>(p)        SPAWN(out);
 *     #define CFG(n) (n + 127) / 128, 128         child<<<CFG(n)>>>(out, n);
 *
 * - a function-like macro whose body holds a launch (<<<), used as a
 *   statement (its invocation followed by `;`);
 * - a macro whose body has a comma at its top level (it spells several
 *   values), used inside a launch's <<<...>>> or its argument list.
 *
 * Only a macro the file itself defines, once, outside any #if group,
 * never #undef'd, without # or ##, and not naming itself, is expanded: its
 * meaning is then the one the preprocessor gives it. Its parameters take
 * the arguments' text (variadic ones too), comments and line breaks made
 * spaces, each set off by spaces so no tokens join. The line breaks of
 * the invocation follow its expansion: every line keeps its number.
 * Everything else (macros of headers, the other macros in a launch) stays
 * as written, and the model notes what it cannot see (model/unseen.h,
 * model/hidden.h). */
#ifndef DPOPT_SYNTAX_EXPAND_H
#define DPOPT_SYNTAX_EXPAND_H

#include "syntax/source.h"

/* An expansion: where it stands in the expanded text, and the invocation
 * it replaced. Output that leaves it untouched gets the invocation back
 * (pipeline.c): the file changes only where dpopt rewrites a launch. */
typedef struct Expansion {
    uint32_t start, end;
    char *original;
} Expansion;

typedef struct Expansions {
    Expansion *items;
    int count, cap;
} Expansions;

/* The source with those macros expanded, each listed in *done; NULL when
 * it uses none. */
Source *expand_launch_macros(const Source *src, Expansions *done);
void expansions_free(Expansions *done);

#endif
