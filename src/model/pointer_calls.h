/* Calls through a pointer: a call whose function is not named (`(*f)(x)`,
 * `table[i](x)`), or is named by a variable at file scope (const and
 * __constant__ ones too), a parameter or a local of the function (but a
 * lambda), or a member of a class of the file that is data or virtual
 * (`o.m(x)`, `p->area(x)`, or `m(x)` in a method). nvcc compiles what such a
 * call reaches apart from the caller (model/callgraph.h asks). A functor
 * held in a local or a member is taken for a pointer: the mistake only
 * refuses. Not seen: a member declared in a header dpopt does not read. */
#ifndef DPOPT_MODEL_POINTER_CALLS_H
#define DPOPT_MODEL_POINTER_CALLS_H

#include "model/model.h"

/* Sets Function.pointer_call of every function defined in the file. */
void model_find_pointer_calls(Program *program);

#endif
