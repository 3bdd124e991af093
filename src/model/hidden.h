/* What function bodies do that dpopt cannot see or does not rewrite
 * (model.h: HiddenUse), so that no plan relies on knowing all of a
 * function's launches, syncs or allocations when it does not:
 *   - a macro invocation whose expansion, through every definition of the
 *     macro (the file's and its quoted headers', syntax/macros.h) and the
 *     macros it names in turn, holds a launch (`<<<`, cudaLaunchKernel,
 *     cudaLaunchKernelEx, cudaLaunchCooperativeKernel, cudaGraphLaunch,
 *     cudaGraphAddKernelNode, cudaLaunchDevice, ...), a
 *     cudaDeviceSynchronize, or a cudaMalloc or cudaFree. Only the macro's
 *     own text counts: its arguments are parsed code, seen as such;
 *   - a launch through the runtime API, which dpopt does not rewrite;
 *   - an escape: a kernel's name, anywhere in the file, used other than as
 *     the callee of a `<<<>>>` launch, its definition or a declaration, or
 *     an argument of a runtime query (cudaFuncSetAttribute,
 *     cudaFuncGetAttributes, cudaFuncSetCacheConfig, cudaOccupancy...):
 *     its address taken, passed or stored, by which it may be launched where
 *     dpopt cannot see (a function pointer, a graph node's func). A local or
 *     parameter of the same name in the function is not the kernel.
 * Also the first cudaFuncSetAttribute naming each kernel that a launch may
 * need (Function.attribute_set: not the shared memory carveout, a hint,
 * nor a largest dynamic shared memory written as 48 KB or less): a copy of
 * the kernel would not have that attribute. */
#ifndef DPOPT_MODEL_HIDDEN_H
#define DPOPT_MODEL_HIDDEN_H

#include <stdbool.h>

#include "model/model.h"

/* Fills program->hidden from every function body of the file. */
void model_find_hidden(Program *program);
/* Why the thread running function `fn` may do `kind` (one HIDDEN_* bit)
 * where dpopt cannot see it: in fn's body or in a function of the file it
 * calls, transitively (a launched kernel is a grid of its own). A note
 * such as "the parent launches a kernel through the macro LAUNCH (line 3),
 * which dpopt cannot see into", `who` naming fn ("parent", "child"); NULL
 * when there is none. The caller frees it. */
char *model_hidden_reached(const Program *program, int fn, unsigned kind, const char *who);
/* Whether hidden use `u` may launch the kernel named `kernel`: the name
 * is in the invocation or in the expansion of a macro it names, or `u` is
 * an escape of that kernel. */
bool model_hidden_may_launch(const Program *program, const HiddenUse *u, const char *kernel);
/* Whether the runtime function `name` launches a kernel (cudaLaunchKernel,
 * ...). */
bool model_is_launch_call(const char *name);
/* "the macro WAIT (line 12)" or "cudaLaunchKernel (line 7)". The caller
 * frees it. */
char *model_hidden_where(const Program *program, const HiddenUse *u);

#endif
