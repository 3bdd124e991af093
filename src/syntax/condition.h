/* The value of an #if or #elif condition, where the macros it names are
 * all fixed by a MacroSet: integer literals, defined NAME, defined(NAME),
 * the names the set fixes (an undefined one is 0, as the preprocessor
 * reads it), true and false, and C's operators on them. Anything else (a
 * name the set does not fix, a function-like macro, __has_include, a
 * character literal) leaves the condition undecided, unless the operators
 * make it irrelevant (0 && X, 1 || X). */
#ifndef DPOPT_SYNTAX_CONDITION_H
#define DPOPT_SYNTAX_CONDITION_H

#include <stdbool.h>
#include <stdint.h>

#include "syntax/macro_set.h"

/* text[0..len) is the condition (after #if or #elif). True when decided,
 * with *value its value. */
bool condition_decide(const char *text, uint32_t len, const MacroSet *m, intmax_t *value);

#endif
