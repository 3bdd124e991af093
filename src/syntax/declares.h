/* The names one declaring node declares, as the grammar writes them: a
 * declaration (a statement's, or an if's or while's condition, whose
 * `value` declares nothing), a parameter of a function, lambda or catch
 * clause, a range-for loop's variable, and a lambda's init captures. The
 * one reading of declaration forms that every name lookup shares: the
 * nearest declaration around a launch (model/local_names.h) and every name
 * a function declares (model/scope_names.h). */
#ifndef DPOPT_SYNTAX_DECLARES_H
#define DPOPT_SYNTAX_DECLARES_H

#include <stdbool.h>

#include "syntax/node.h"

typedef struct DeclaredName {
    TSNode identifier; /* the name */
    /* The node that holds it: the declaration, parameter declaration or
     * range-for loop, or a lambda's init capture. */
    TSNode owner;
    /* The declarator naming it, with the type written beside it (an
     * init_declarator where a value is given); null where no one type is
     * written for the name: a structured binding's names, an init capture,
     * a parameter pack. */
    TSNode declarator;
} DeclaredName;

/* Called for each name in order; true stops the walk. */
typedef bool (*DeclaredVisitor)(const DeclaredName *name, void *ctx);

/* Visits the names `node` declares (nothing for any other kind of node);
 * whether a visit stopped the walk. A range-for loop's initializer is a
 * declaration of its own, not visited here. */
bool declares_each(TSNode node, DeclaredVisitor visit, void *ctx);

/* The identifier a declarator declares, through pointers (`int *const *p`:
 * the qualifier is the pointer's first child), references, arrays,
 * function declarators and initialisers; null where it names none. */
TSNode declares_identifier(TSNode declarator);
/* The same of a class member's declarator: its field_identifier. */
TSNode declares_member(TSNode declarator);
/* Whether a declarator declares a function (`float f(int)`), not a
 * pointer to one (`float (*f)(int)`, a variable). */
bool declares_function(TSNode declarator);

#endif
