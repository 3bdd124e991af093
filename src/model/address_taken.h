/* Device functions whose address the file takes: a name of one used other
 * than as the function of a call (`&f`, `f` passed or stored). nvcc
 * compiles such a function as one of its own, callable from anywhere, so
 * that no kernel's register bound holds it or what it calls
 * (model/callgraph.h, callgraph_compiled_apart). A local variable named
 * as a function is taken for it: the mistake only refuses. */
#ifndef DPOPT_MODEL_ADDRESS_TAKEN_H
#define DPOPT_MODEL_ADDRESS_TAKEN_H

#include "model/model.h"

/* Sets Function.address_taken of every device function (no kernel). */
void model_find_address_taken(Program *program);

#endif
