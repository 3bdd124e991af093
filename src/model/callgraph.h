/* The call graph: edges from a function to the functions it calls and the
 * kernels it launches. Recursion is any cycle through either kind of edge. */
#ifndef DPOPT_MODEL_CALLGRAPH_H
#define DPOPT_MODEL_CALLGRAPH_H

#include <stdbool.h>

struct Program;

/* Resolves callee indices of calls and launches, and marks recursive
 * functions. Called by model_build. */
void callgraph_resolve(struct Program *program);
/* True when `from` reaches `to` through one or more calls or launches. */
bool callgraph_reaches(const struct Program *program, int from, int to);
/* True when `from` is `to` or reaches it through calls alone: code of `to`
 * may run in a thread running `from`. */
bool callgraph_calls_reach(const struct Program *program, int from, int to);
/* True when code of functions a and b may run in one thread: they are the
 * same function, one calls the other (through calls alone, not launches),
 * or a third calls both. */
bool callgraph_may_share_thread(const struct Program *program, int a, int b);

#endif
