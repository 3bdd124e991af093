/* Whether a launch's configuration expression is of an integer type, read
 * from its text and the declarations of the names it reads: a grid written
 * so (`<<<(n + 63) / 64, 64>>>`) makes the dim3 (x, 1, 1), so a record
 * that carries the grid needs its x alone. A proof, so anything not known
 * is refused: integer literals, character literals, true and false,
 * sizeof, the built-in operators (parentheses, unary, binary, ?:) of such,
 * casts to an integer type of such, and names that are the launching
 * function's locals or parameters of an integer type (not a pointer, an
 * array or a class), declared once in the whole function (so no scope
 * dpopt does not model can hide them) and not macros. The built-in
 * operators are the only ones on integer operands: C++ overloads an
 * operator only where an operand is of a class or enumeration type. */
#ifndef DPOPT_ANALYSIS_INTEGER_EXPR_H
#define DPOPT_ANALYSIS_INTEGER_EXPR_H

#include <stdbool.h>

#include "model/model.h"

/* Whether e, written at launch s (its names read in s's function), is of an
 * integer type; false for a null node or a launch outside a function. */
bool integer_expr_at(const Program *p, const LaunchSite *s, TSNode e);
/* Whether e, a launch's block (or grid) written at launch s, makes a dim3
 * whose y and z are 1, by its text: an integer expression (as
 * integer_expr_at, and also an element of a pointer to or an array of an
 * integer type, a built-in's member such as blockDim.x, and the built-in
 * operators of such), dim3(x), dim3(x, 1) or dim3(x, 1, 1) of one (the 1s
 * integer literals), parentheses around such, or ?: of two such. False
 * where not known: a dim3 variable, another dim3(...), a brace list, a
 * call. */
bool integer_expr_x_only_at(const Program *p, const LaunchSite *s, TSNode e);
/* Whether e, read at node `at` of function fn's body, is a scalar integer
 * as integer_expr_x_only_at reads one (also an element of an integer
 * array, a built-in's member, their operators and integer casts). */
bool integer_expr_scalar_in(const Program *p, int fn, TSNode at, TSNode e);
/* Whether e, as integer_expr_scalar_in, is of an integer type of 64 bits
 * by its text: a cast to one (long long, unsigned long long, int64_t,
 * uint64_t, size_t), a name declared with one, a literal with an ll
 * suffix, or an operator whose type follows such an operand. */
bool integer_expr_wide_in(const Program *p, int fn, TSNode at, TSNode e);
/* Whether a type's text (a declaration's or a parameter's, the name cut
 * out) is a plain integer type: no pointer, array or function. */
bool integer_expr_type(const Program *p, const char *text);
/* Whether a type's text is one value of a built-in type: an integer type
 * (as integer_expr_type), float, double, bool or a char; what holds no
 * pointer (a class, a typedef dpopt does not follow may). */
bool integer_expr_value_type(const Program *p, const char *text);
/* An integer literal: a number literal with no fraction, no exponent (a
 * hexadecimal one's e is a digit); false for any other node. */
bool integer_expr_literal(const Source *src, TSNode e);
/* How many times function fn's body may declare `name`. */
int integer_expr_declarations(const Program *p, const Function *fn, const char *name);

#endif
