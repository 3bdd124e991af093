/* Values a kernel's whole grid shares through its whole run. The
 * uniformity analysis (analysis/uniformity.h) says the threads agree on a
 * value where they compute it; a launch in a loop also needs the value to
 * stay the same from iteration to iteration, so that the launches a grid
 * makes in different iterations may share one copy of it (a fused
 * kernel's argument rather than a field of each launch's record). */
#ifndef DPOPT_ANALYSIS_GRID_FIXED_H
#define DPOPT_ANALYSIS_GRID_FIXED_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

/* Whether expression e of kernel `function` has one value for its whole
 * grid and run: literals, and parameters taken by value (not a reference,
 * not volatile) that the body keeps (analysis/writes.h: never declared
 * again, assigned or its address taken) and binds to no reference or
 * lambda (analysis/escapes.h), joined by operators, casts, conditionals,
 * sizeof and `.` on such a parameter. No load, call, `->`, subscript or
 * other variable. */
bool grid_fixed_expr(const Program *p, int function, TSNode e);

#endif
