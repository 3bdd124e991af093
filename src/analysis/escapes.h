/* The names in a function whose value the uniformity analysis cannot follow
 * (anything it cannot follow is divergent).
 *
 * The analysis follows a variable through the assignments to its name. A
 * variable escapes that when something else can write it or hand its value
 * on where no assignment to the name shows:
 *   - its address is taken (`&x`, `&x.f`, `&a[i]`), or a local array decays
 *     to a pointer (`int *p = a;`, `f(a)`);
 *   - a reference binds it (`int &r = x;`, `for (auto &e : a)`,
 *     `auto &[p, q] = s;`), or it is passed where a reference parameter may
 *     bind it: a function declared here or defined in a header dpopt read
 *     with a non-const reference parameter there, a lambda's reference
 *     parameter, an unknown function (any argument), the object of a member call (`x.f()`), the argument
 *     of a macro whose body writes;
 *   - it is an asm output operand (`asm("..." : "=r"(x))`);
 *   - an object that may hold a reference is made from it (`Acc a{x}`,
 *     `decltype(auto) r = (x)`: analysis/type_refers.h), a lambda's
 *     init-capture binds it by reference (`[&r = x]`), or a declaration
 *     the parser reads as a function's binds it (`int &r(x)`);
 *   - it is a structured binding (`auto [a, b] = ...`), a lambda's
 *     parameter or init-capture (the lambda may be called anywhere, with
 *     anything), or a static local (shared by every thread).
 * Escaped names are divergent, and so is what is stored in escaped arrays. */
#ifndef DPOPT_ANALYSIS_ESCAPES_H
#define DPOPT_ANALYSIS_ESCAPES_H

#include <stdbool.h>
#include <stddef.h>
#include <tree_sitter/api.h>

#include "model/model.h"

typedef struct Escapes Escapes;

Escapes *escapes_find(const Program *program, int function);
void escapes_free(Escapes *e);
/* Whether the identifier node names an escaped variable. */
bool escapes_node(const Escapes *e, TSNode id);
/* Whether a variable called `name` escapes (any of that name). */
bool escapes_name(const Escapes *e, const char *name);

/* The identifier at the root of an lvalue or access path (a in a[i].x,
 * (*p).f, &x): the variable the access reads or writes through. */
TSNode escapes_access_root(TSNode node);

/* Functions known to take their arguments by value and to write none of
 * them (CUDA intrinsics, printf, barriers, fences, atomics through their
 * pointer argument). */
bool escapes_is_by_value_builtin(const char *name);

/* Whether a call of function `name` (not a macro, not a lambda) may bind
 * its argument k to a writable reference: a function declared here or in
 * a header dpopt read with such a parameter there (a template, a variadic
 * list), or one declared nowhere dpopt reads; not a by-value builtin. */
bool escapes_call_may_bind(const Program *program, const char *name, int k);

/* Whether macro text may write a variable: an assignment, ++, -- or a
 * unary & (any & that is not &&). */
bool escapes_text_may_write(const char *text, size_t len);

#endif
