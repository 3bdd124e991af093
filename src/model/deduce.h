/* A launch of a kernel template whose template arguments the compiler
 * deduces from the launch's arguments: where each is plain to read there,
 * dpopt writes them out (LaunchSite.template_args), so that generated code
 * can name the instantiation, and body facts can follow the calls the
 * child makes through an object of a template parameter's type
 * (analysis/body_facts.h). Plain means a construction of a named type
 * (`Scale{...}`, `Scale(...)` of a class the file or its headers define),
 * or a variable or parameter whose declared type is written out (not
 * `auto`, no pointer), found where the launch sees it (model/local_names.h);
 * anything else leaves the site as written. */
#ifndef DPOPT_MODEL_DEDUCE_H
#define DPOPT_MODEL_DEDUCE_H

#include "model/model.h"

/* Fills template_args of every launch of a kernel template that has none
 * and whose arguments fix every template parameter plainly. */
void model_deduce_template_args(Program *program);

/* The type a parameter or variable type text names, as a deduced template
 * argument of a parameter `T` or `const T &` reads it: `const` and
 * `volatile` dropped, one trailing `&` too; NULL for a type that is not
 * plain (a pointer, an array, `&&`, `auto`, `decltype`). */
char *model_plain_type(const char *type);

/* The lambda expression argument k of launch s is: the argument itself, or
 * the lambda an `auto` local variable it names was initialised with (the
 * nearest declaration before the launch in the blocks around it); a null
 * node for anything else. */
TSNode model_launch_lambda(const Program *p, const LaunchSite *s, int k);

#endif
