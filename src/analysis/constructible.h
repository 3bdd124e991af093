/* Whether a value of a parameter's type can be held in a record that
 * dpopt declares empty and fills field by field (`Args r = {};` then
 * `r.p = p;`), as block, grid and multiblock aggregation and T3 do: not
 * when the type is a class that the file or a quoted header defines with
 * constructors of which none takes no argument. */
#ifndef DPOPT_ANALYSIS_CONSTRUCTIBLE_H
#define DPOPT_ANALYSIS_CONSTRUCTIBLE_H

#include <stdbool.h>
#include <stdint.h>

#include "model/model.h"

/* The class that `type` (a parameter's type text: "const Params &",
 * "Params") names when dpopt finds it defined with constructors and none
 * callable without arguments, with the line of its definition in *line and
 * its file in *path (NULL for the input itself); NULL otherwise (pointers,
 * scalars, classes without such constructors, types dpopt cannot find).
 * The caller frees the name. */
char *constructible_missing_default(const Program *program, const char *type, uint32_t *line, const char **path);

/* Whether the file or a quoted header defines a class with a constructor:
 * where none does, a template type parameter called as `T(x)` is a cast
 * that runs no code of the file. */
bool constructible_any_constructor(const Program *program);

#endif
