/* What an assignment writes: the variable its target names, and whether it
 * writes that variable itself or what it points to. Shared by the plans
 * that must know a parameter keeps its value through a body (promotion's
 * available arguments, --corun's loads that may bypass L1). */
#ifndef DPOPT_ANALYSIS_WRITES_H
#define DPOPT_ANALYSIS_WRITES_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"
#include "syntax/source.h"

/* The variable an assignment's target names: `x`, `x[i]`, `x.f`, `(x)`;
 * *through when it writes through x (`x[i]`, `x->f`, `*x`). */
TSNode writes_target_root(TSNode target, bool *through);

/* Whether `body` assigns `name` itself (`name = ...`, `name++`, `name += ...`)
 * or takes its address (`&name`): not what it points to (`name[i] = ...`). */
bool writes_variable(const Source *src, TSNode body, const char *name);

/* Whether parameter i of fn (one of p's functions) keeps its value through
 * fn's body: named, not declared again in it (no local hides it), never
 * assigned, incremented or its address taken there, and bound by no
 * reference that could write it (`auto &r(n)`, a call's `int &`
 * parameter, a lambda's init-capture: analysis/escapes.h). */
bool writes_param_kept(const Program *p, const Function *fn, int i);

#endif
