/* The names the program declares where dpopt reads it (the file, the
 * kernels read in from the program's other files and the quoted headers
 * found): variables, constants, functions, types, class members,
 * enumerators, namespaces, template parameters. With the macro table and
 * a function's own parameters and locals, what a name in code can stand
 * for; a name none of them holds is defined somewhere dpopt did not read
 * (a header it did not find, a header of the compiler's), so an analysis
 * knows nothing of its value. Function bodies' locals are left out: each
 * function's analysis reads its own. */
#ifndef DPOPT_MODEL_DECLARED_H
#define DPOPT_MODEL_DECLARED_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"

/* Whether the program declares name[0..n) (read once, on the first ask), or
 * an -include file of the command line names it. */
bool model_declares(const Program *program, const char *name, size_t n);
/* Whether name[0..n) is one the compiler and its headers define, the same
 * in every thread: the grid's shape, the CUDA runtime's constants, C's
 * limits and math constants. */
bool model_is_builtin_name(const char *name, size_t n);

#endif
