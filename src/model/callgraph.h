/* The call graph: edges from a function to the functions it calls and the
 * kernels it launches. Recursion is any cycle through either kind of edge.
 * Built once (callgraph_resolve) as adjacency lists and strongly connected
 * components, so that a query visits only what it reaches. */
#ifndef DPOPT_MODEL_CALLGRAPH_H
#define DPOPT_MODEL_CALLGRAPH_H

#include <stdbool.h>

#include "syntax/node.h"

struct Program;

/* The edges of every function, in compressed rows: function f calls
 * calls[call_start[f] .. call_start[f + 1]) and launches
 * launches[launch_start[f] .. launch_start[f + 1]). `component` numbers
 * each function's strongly connected component over both kinds of edge. */
typedef struct CallGraph {
    int *call_start, *calls;
    int *caller_start, *callers; /* the same edges from the callee's side */
    int *launch_start, *launches;
    int *component;
    /* Launch sites (indices in program->launches) by the function making
     * them, and by the kernel they launch, in site order. */
    int *sites_in_start, *sites_in;
    int *sites_of_start, *sites_of;
    /* The functions that launch and are no kernel (device functions a
     * kernel's threads may call, host functions), in index order: the few
     * a question about the launches a thread may make looks through. */
    int *nonkernel_launchers, nonkernel_launcher_count;
} CallGraph;

/* Resolves callee indices of calls and launches, builds program->graph and
 * marks recursive functions. Called by model_build. */
void callgraph_resolve(struct Program *program);
void callgraph_free(CallGraph *graph);
/* True when `from` reaches `to` through one or more calls or launches. */
bool callgraph_reaches(const struct Program *program, int from, int to);
/* True when `from` is `to` or reaches it through calls alone: code of `to`
 * may run in a thread running `from`. */
bool callgraph_calls_reach(const struct Program *program, int from, int to);
/* callgraph_calls_reach from `from` to every function at once: a mark per
 * function, true for `from` and each it reaches through calls alone (caller
 * frees). One search, where asking function by function searches once each. */
bool *callgraph_called_from(const struct Program *program, int from);
/* A mark per function, true for f and each function reaching it through
 * calls alone (the caller frees it; all false for f < 0). */
bool *callgraph_callers_of(const struct Program *program, int f);
/* Code `from` runs through calls alone that nvcc compiles apart from its
 * callers, so that no register bound of theirs holds it: a function that
 * calls itself again (directly or through others), a device function
 * declared here and defined in another file, whatever a call through a
 * pointer reaches (model/pointer_calls.h), a function whose address the
 * file takes (model/address_taken.h), and a __noinline__ function another
 * file may call (Function.exported): nvcc compiles that one for callers
 * it does not know, with no bound, and a copy held to a kernel's bound is
 * not always made (one of internal linkage is compiled once, within its
 * callers' bounds). The same of functions a quoted header defines, read
 * from their text (model.h: HeaderFunction): one calling itself, and a
 * __noinline__ one another file may call. */
typedef enum CompiledApartKind {
    APART_NONE,
    APART_CALLS_ITSELF,
    APART_ELSEWHERE,
    APART_THROUGH_POINTER,
    APART_ADDRESS_TAKEN,
    APART_EXPORTED
} CompiledApartKind;

typedef struct CompiledApart {
    CompiledApartKind kind;
    int function; /* the function compiled apart, or the one calling through a pointer */
    TSNode at;    /* its declaration, or the call through a pointer; for code of a header, the call
                     in the file that reaches it */
    int header_function; /* that code of a header: Program.header_functions' index; -1 otherwise */
} CompiledApart;

/* The first such code, in function order (kind APART_NONE: none). */
CompiledApart callgraph_compiled_apart(const struct Program *program, int from);
/* True when code of functions a and b may run in one thread: they are the
 * same function, one calls the other (through calls alone, not launches),
 * or a third calls both. */
bool callgraph_may_share_thread(const struct Program *program, int a, int b);
/* For each function, one function whose code may run in a thread running
 * it (itself or one it reaches through calls alone) for which marked[] is
 * true, or -1 when none: a fact of a few functions, spread to their
 * callers in one pass. The caller frees the array. */
int *callgraph_marked_in_thread(const struct Program *program, const bool *marked);
/* For each function, one function for which marked[] is true whose code
 * may run in a thread running it, as callgraph_may_share_thread says (the
 * function itself first, then one it calls, then one called by a function
 * that calls it), or -1 when none; in one pass over the calls. Where
 * `second` is not NULL (an array of function_count the caller owns), it
 * gets a second such function, distinct from the first, or -1. The caller
 * frees the array returned. */
int *callgraph_marked_sharing_thread(const struct Program *program, const bool *marked, int *second);

#endif
