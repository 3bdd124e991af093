/* Calls through a pointer: a call whose function is not named (`(*f)(x)`,
 * `table[i](x)`), or is named by a variable at file scope or a parameter of
 * function-pointer type. nvcc compiles what such a call reaches apart from
 * the caller (plan/launch_bounds.c asks). Not seen as such: a local holding
 * a pointer, a __constant__ table, a virtual call, a std::function. */
#ifndef DPOPT_MODEL_POINTER_CALLS_H
#define DPOPT_MODEL_POINTER_CALLS_H

#include "model/model.h"

/* Sets Function.pointer_call of every function defined in the file. */
void model_find_pointer_calls(Program *program);

#endif
