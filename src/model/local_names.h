/* What a name read at a launch is declared as in the function holding the
 * launch: the one lookup of a name's declaration from a launch's position,
 * so that every reader (the deduction of template arguments, the
 * analyses that read a local's type or value) sees the same scopes. A
 * name is declared by a declaration statement (in a block, as a for
 * loop's or an if's, switch's or while's initializer or condition), or by
 * a lambda's or catch clause's parameter, a range-for loop's variable, a
 * structured binding or a lambda's init capture; the nearest one around
 * the launch hides the others, and a parameter of the function only where
 * none is found. */
#ifndef DPOPT_MODEL_LOCAL_NAMES_H
#define DPOPT_MODEL_LOCAL_NAMES_H

#include "model/model.h"

typedef enum LocalKind {
    LOCAL_NONE,        /* not declared in the function around the launch: its parameter, or a name outside it */
    LOCAL_DECLARATION, /* a declaration statement */
    LOCAL_PARAMETER,   /* a parameter of a lambda or a catch clause around the launch */
    LOCAL_RANGE_FOR,   /* the variable of a range-for loop around the launch */
    LOCAL_UNTYPED      /* a structured binding or a lambda's init capture: no type is written for it */
} LocalKind;

typedef struct LocalName {
    LocalKind kind;
    /* The declaration, the parameter_declaration or the for_range_loop
     * (each has the `type` written for the name), the structured binding's
     * declaration or the capture; null for LOCAL_NONE. */
    TSNode declaration;
    /* The declarator naming it: an init_declarator where a declaration
     * gives it a value; null for LOCAL_UNTYPED. */
    TSNode declarator;
    /* Declared outside a lambda that holds the launch: the lambda captures
     * it, and runs wherever it is called. */
    bool past_lambda;
} LocalName;

/* The nearest declaration of `name` around launch s, up to its function. */
LocalName model_local_name(const Program *p, const LaunchSite *s, const char *name);
/* The same around any node of a function's body (`at`, where the name is
 * read). */
LocalName model_local_name_at(const Program *p, TSNode at, const char *name);

/* Whether `name` at launch s is declared in the function around it (any
 * kind): then it is no parameter of that function. */
bool model_name_is_local(const Program *p, const LaunchSite *s, const char *name);

/* The nearest declaration of `name` around launch s where that is a
 * declaration statement inside the innermost lambda holding the launch (or
 * in the function, where none does), *declarator its declarator; a null
 * node where the name is declared otherwise, or not at all. */
TSNode model_local_declaration(const Program *p, const LaunchSite *s, const char *name, TSNode *declarator);
/* The same around node `at` of a function's body. */
TSNode model_local_declaration_at(const Program *p, TSNode at, const char *name, TSNode *declarator);

#endif
