/* Whether a kernel's body may be run again, whole, by any number of threads
 * standing for one of its threads, with no effect but its launch (--hoist:
 * every block of the hoisted grid runs its parent thread's code again to
 * find its launch): it reads and writes no memory but its own locals and
 * parameters, calls nothing but the launch itself and cudaGetLastError or
 * cudaPeekAtLastError (with no launch made from the device, cudaSuccess),
 * has no loop, and reads no name but its own (a local where its block
 * holds the read; a parameter of a class type only through its fields, or
 * passed on whole), the place's and macros that stand for constants; its
 * locals are of built-in types (a class's constructor is a call). What runs only where such a query says the launch
 * failed, `if (cudaGetLastError() != cudaSuccess) ...`, never runs there and
 * is not looked at. The analysis only reads. */
#ifndef DPOPT_ANALYSIS_PURE_BODY_H
#define DPOPT_ANALYSIS_PURE_BODY_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

typedef enum PureBodyBlocker {
    PURE_BODY_OK,
    PURE_BODY_MEMORY,   /* reads or writes memory: a subscript, `*`, `&` or `->` */
    PURE_BODY_CALL,     /* calls a function */
    PURE_BODY_LOOP,     /* a loop: run again by every block, and bounded by nothing dpopt knows */
    PURE_BODY_NAME,     /* reads a name that is neither its own nor the place's nor a constant macro */
    PURE_BODY_WRITE,    /* assigns to something other than a local or a parameter */
    PURE_BODY_STORAGE,  /* a static, extern or __shared__ local */
    PURE_BODY_OTHER,    /* asm, goto, a lambda, new, delete or throw */
    PURE_BODY_CLASS,    /* a local of a class type, whose constructor is a call */
} PureBodyBlocker;

/* What keeps kernel fn's body from being run again so, and the node
 * responsible (*at); PURE_BODY_OK where nothing does. `launch` is the
 * call_expression of its launch, whose callee it may name. */
PureBodyBlocker pure_body_check(const Program *p, int fn, TSNode launch, TSNode *at);
/* The same, where the body may also read memory through a parameter that
 * points to const and is never assigned (`row[v]`, read as a value, not
 * addressed or looked into): reads[k] is set for each parameter k read so
 * (--hoist over offsets, whose walk runs the code again where the plan has
 * shown nothing it launches writes what those reads see). */
PureBodyBlocker pure_body_check_reading(const Program *p, int fn, TSNode launch, bool *reads, TSNode *at);
/* Whether the object-like macro `name` stands for an integer constant: its
 * body holds integer literals, operators, parentheses, type names of casts,
 * sizeof and other such macros only (defined once, never undefined). */
bool pure_body_constant_macro(const Program *p, const char *name);
/* "reads memory", "calls a function", ...: the blocker as a note says it. */
const char *pure_body_blocker_text(PureBodyBlocker b);

#endif
