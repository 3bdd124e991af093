/* The one evaluator of a launch-size expression's text: integer literals
 * (decimal, hex, octal, with u / l suffixes, and a sign right before the
 * digits, which the grammar lexes as part of the literal: `32 * +1`),
 * + - * / and parentheses, read left to right with C's precedence. A value
 * or partial result above `max`, a subtraction below zero or a division by
 * zero is unknown, as is anything else written (a cast, a call, another
 * operator). Comments and line continuations are white space, as the
 * grammar reads them.
 *
 * Names are where a proof and an estimate differ, and only there: the
 * caller says how a name is read.
 *   - names NULL: every name is unknown, so the value is that of the text
 *     itself, whatever a name may stand for: a proof
 *     (analysis/constant_size.h, which a size limit rests on);
 *   - names given: a name is what names->value says (a macro's body, a
 *     local's initializer, a block size known from elsewhere): an estimate
 *     (analysis/launch_size.h, for -O's cost model only). */
#ifndef DPOPT_ANALYSIS_SIZE_EXPR_H
#define DPOPT_ANALYSIS_SIZE_EXPR_H

#include <stdbool.h>

/* A value known to lie in [lo, hi]; hi SIZE_UNBOUNDED: no upper bound. */
typedef struct SizeRange {
    unsigned long long lo, hi;
} SizeRange;
#define SIZE_UNBOUNDED (~0ull)

/* How an estimate reads a name: an identifier, or a member such as
 * blockDim.x. `depth` is how many names deep the name stands (0: in the
 * expression given to size_expr_value); a value read from text goes back
 * through size_expr_value (or size_expr_range) at depth + 1. */
typedef struct SizeNames {
    bool (*value)(const struct SizeNames *names, const char *name, int depth, unsigned long long *value);
    /* Reading bounds (size_expr_range), the range of a name; NULL or
     * false: anything. */
    bool (*range)(const struct SizeNames *names, const char *name, int depth, SizeRange *range);
    /* Reading bounds, the range of what the function `name` returns,
     * whatever its arguments; NULL or false: anything. */
    bool (*returns)(const struct SizeNames *names, const char *name, int depth, SizeRange *range);
    const void *ctx; /* what the readers read names from */
} SizeNames;

/* The value of the whole of `text`, each value and partial result at most
 * `max` (which keeps products of two of them finite); false when any part
 * of it is unknown. `names` NULL: every name is unknown. */
bool size_expr_value(const char *text, unsigned long long max, const SizeNames *names, int depth,
                     unsigned long long *value);

/* The range of `text` where its parts may be unknown: an upper bound
 * through min and max (`fminf(x, 32)`, `min(n, BLOCK)`), casts, floating
 * literals and functions whose return names->returns bounds; a part it
 * cannot read stands for anything in [0, unbounded] (an estimate takes
 * an unknown value as a size: not below zero). False only where the text
 * is not an expression the reader follows (an operator other than
 * + - * /, a subscript). An estimate's (names given), never a proof's. */
bool size_expr_range(const char *text, unsigned long long max, const SizeNames *names, int depth, SizeRange *range);

#endif
