/* Uniformity and divergence analysis (dissertation, section 3.4.1).
 *
 * Every value and every point of control in a function gets a level: the
 * widest scope over which all threads agree on it. blockIdx is the same for
 * the threads of a block but not across the grid, so the levels form a
 * chain: GRID (one value for the whole grid) < BLOCK < WARP < THREAD
 * (divergent, may differ between the lanes of a warp). The analysis is an
 * iterative dataflow over the function's definitions, run to a fixed point;
 * it is flow-insensitive (a variable's level joins all its definitions),
 * which can only make values look less uniform than they are, never more.
 *
 * Sound first: whatever it cannot follow is divergent. Names
 * that escape (analysis/escapes.h: address taken, bound by a reference,
 * asm outputs, structured bindings, lambda parameters, ...) are divergent;
 * a lambda's body runs where it is called, so its stores to outer
 * variables and its launches are divergent; gotos and breaks out of a
 * switch count as conditions; device functions defined here are followed
 * into their callees, and unknown functions are divergent and may store.
 *
 * Memory: a load is as uniform as its address and as the stores this
 * function (and what it calls or launches) can make anywhere, joined; a
 * volatile load is divergent. Stores by grids that run at the same time
 * (the parent after launching this kernel, kernels in other streams, the
 * host) are not counted: no plain load is ordered after them, so a
 * program whose values depend on them races; the atomics, fences and asm
 * a program would order them with are calls that may store, which make
 * every load of the function divergent. A kernel's entry loads, made
 * before anything of its grid can store what they read, are at most
 * block-wide whatever it stores later (analysis/entry_loads.h). */
#ifndef DPOPT_ANALYSIS_UNIFORMITY_H
#define DPOPT_ANALYSIS_UNIFORMITY_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

typedef enum UniformLevel {
    UNIFORM_GRID = 0,
    UNIFORM_BLOCK = 1,
    UNIFORM_WARP = 2,
    UNIFORM_NONE = 3, /* divergent: may differ between the lanes of a warp */
} UniformLevel;

typedef enum UniformScope { SCOPE_WARP, SCOPE_BLOCK, SCOPE_GRID } UniformScope;

typedef struct Uniformity Uniformity;

Uniformity *uniformity_analyze(const Program *program, int function);
/* The same, each parameter i starting at param_levels[i] rather than at
 * the grid level of a kernel's (the divergent level of a device
 * function's): a fused grid's parameters that each of its blocks reads
 * from its own launch's record are the same across a block only. */
Uniformity *uniformity_analyze_seeded(const Program *program, int function, const UniformLevel *param_levels);
void uniformity_free(Uniformity *u);

/* Level of an expression inside the analysed function. */
UniformLevel uniformity_of_expr(const Uniformity *u, TSNode expr);
/* Level of the control context at a node: whether all threads of a scope
 * that reach the function reach the node together. Includes enclosing
 * conditions and loops and earlier conditional exits (return, break,
 * continue, goto). */
UniformLevel uniformity_of_control(const Uniformity *u, TSNode node);
/* The return, goto, break and continue statements before `node` that can
 * make some threads skip it (break and continue only of loops holding it).
 * The caller frees *exits. */
int uniformity_earlier_exits(const Uniformity *u, TSNode node, TSNode **exits);
/* How many fixed-point passes the analysis took (for tests and reports). */
int uniformity_passes(const Uniformity *u);

/* Whether a called function's result depends only on its arguments (min,
 * sqrtf, dim3, static_cast, ...): it reads no memory and changes nothing. */
bool uniformity_is_pure_function(const char *name);

bool uniform_in(UniformLevel level, UniformScope scope);
/* "grid", "block", "warp" or "divergent": the widest scope a level is
 * uniform in. */
const char *uniform_level_name(UniformLevel level);
UniformLevel uniform_join(UniformLevel a, UniformLevel b);

#endif
