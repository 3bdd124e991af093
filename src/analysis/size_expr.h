/* The one evaluator of a launch-size expression's text: integer literals
 * (decimal, hex, octal, with u / l suffixes, and a sign right before the
 * digits, which the grammar lexes as part of the literal: `32 * +1`),
 * + - * / and parentheses, read left to right with C's precedence. A value
 * or partial result above `max`, a subtraction below zero or a division by
 * zero is unknown, as is anything else written (a cast, a call, a comment,
 * another operator).
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

/* How an estimate reads a name: an identifier, or a member such as
 * blockDim.x. `depth` is how many names deep the name stands (0: in the
 * expression given to size_expr_value); a value read from text goes back
 * through size_expr_value at depth + 1. */
typedef struct SizeNames {
    bool (*value)(const struct SizeNames *names, const char *name, int depth, unsigned long long *value);
    const void *ctx; /* what value reads names from */
} SizeNames;

/* The value of the whole of `text`, each value and partial result at most
 * `max` (which keeps products of two of them finite); false when any part
 * of it is unknown. `names` NULL: every name is unknown. */
bool size_expr_value(const char *text, unsigned long long max, const SizeNames *names, int depth,
                     unsigned long long *value);

#endif
