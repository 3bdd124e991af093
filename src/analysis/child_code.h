/* The code a kernel's threads run: its body and the bodies of the
 * functions it reaches through calls (not launches, which run as grids of
 * their own), and what in it a copy of that code cannot keep. */
#ifndef DPOPT_ANALYSIS_CHILD_CODE_H
#define DPOPT_ANALYSIS_CHILD_CODE_H

#include <stdbool.h>

#include "model/model.h"

/* Visits `fn` and each function it reaches through calls, in index order,
 * those with a body in the file; stops where `visit` returns false. */
void code_run_by(const Program *program, int fn, bool (*visit)(const Program *, int, void *), void *ctx);

/* The first declaration of a static local variable in the code `fn`
 * runs, and in *where the function holding it; a null node (and -1) when
 * there is none. A static local is one object for the program: a copy of
 * the function would have a second. */
TSNode child_code_static_local(const Program *program, int fn, int *where);

/* The first function kernel `fn` calls (through calls) that declares
 * shared memory, its definition, and in *where its index; a null node
 * (and -1) when none. Run in place, that memory would be the launching
 * block's (or thread's), not each of the kernel's blocks'. */
TSNode child_code_callee_shared(const Program *program, int fn, int *where);

/* A call of an atomic (atomicAdd, atomicCAS, ...) in the code kernel `fn`
 * runs whose target may be its shared memory: one in the kernel itself
 * whose target is not plainly elsewhere (a pointer parameter of the
 * kernel, a variable of the file), or one in a function it calls, which a
 * pointer into shared memory may reach; a null node when none. Run by one
 * thread (T4), that memory is the thread's local memory, where no atomic
 * may go. */
TSNode child_code_shared_atomic(const Program *program, int fn);

/* The first place in the code `fn` runs where one of its threads may wait
 * for another without a barrier: a volatile object, a __nanosleep, a loop
 * whose condition polls an atomic or a load past the caches; in *where the
 * function holding it; a null node (and -1) when none. Strategies running
 * a kernel's threads one after another in one thread (launch removal,
 * flattening) would wait there for a thread that runs later. */
TSNode child_code_wait(const Program *program, int fn, int *where);

/* The first parameter of function `fn` its body may change, or -1: the
 * name assigned or incremented, its address taken, a reference bound to
 * it, passed where a writable reference may bind it (a function of the
 * file taking `T &` there, one dpopt cannot see that is no CUDA
 * intrinsic, a macro whose text writes), or written by a macro of the
 * body's that names it. Each thread of a kernel starts from the launch's
 * values; a strategy running the body several times in one thread with
 * one copy of the parameters would start the later runs from the change.
 * *through: the call it is passed to, where only that call may change it
 * (a null node where the body itself writes it). */
int child_code_changed_param(const Program *program, int fn, TSNode *through);

/* The declaration of a shared variable of the file (`__shared__` at file
 * scope) that the code `fn` runs names, and in *name its name; a null node
 * (and NULL) when none. Each block has its own; a strategy running the
 * kernel's blocks or threads in other blocks (in the launching thread or
 * block, side by side in a persistent block, flattened) would have them
 * share that block's. */
TSNode child_code_file_shared(const Program *program, int fn, const char **name);

#endif
