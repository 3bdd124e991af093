/* The names declared anywhere inside one function definition: its
 * parameters, its locals, the parameters of its lambdas and catch clauses,
 * its range-for variables, structured bindings and init captures. With the
 * program's own declarations (model/declared.h) and the macro table, what
 * a name in a function's code can stand for; a name none of them holds is
 * defined where dpopt did not read (a header it did not find). Scopes are
 * not told apart: a name declared anywhere in the function counts. The
 * cache is the caller's and keeps the last function asked about, as a
 * walk asks about one function's names in turn. */
#ifndef DPOPT_MODEL_SCOPE_NAMES_H
#define DPOPT_MODEL_SCOPE_NAMES_H

#include <stdbool.h>
#include <stddef.h>

#include "syntax/source.h"
#include "syntax/node.h"

typedef struct ScopeNames ScopeNames;

ScopeNames *scope_names_new(void);
void scope_names_free(ScopeNames *cache);
/* Whether `function` (a function_definition, or any node whose names are
 * to be read) declares name[0..n) anywhere inside it. */
bool scope_names_declares(ScopeNames *cache, const Source *src, TSNode function, const char *name, size_t n);

#endif
