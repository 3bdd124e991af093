/* The control-flow graph of one body: a function's compound statement or a
 * lambda's. A vertex is a statement (a for loop's condition and update, a
 * loop's latch and the body's exit get their own); edges follow if/else,
 * for/while/do/range-for (their back edges marked), switch with its
 * fallthrough, break, continue, return, goto and labels. A lambda written
 * inside the body is not part of it: its body has a graph of its own
 * (analysis/repeat.c composes them through calls). Built and queried
 * without recursion, so nesting depth costs no stack. */
#ifndef DPOPT_ANALYSIS_CFG_H
#define DPOPT_ANALYSIS_CFG_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "syntax/source.h"

typedef struct Cfg Cfg;

Cfg *cfg_build(const Source *src, TSNode body);
void cfg_free(Cfg *cfg);

int cfg_vertex_count(const Cfg *cfg);
/* The vertex a node runs in: that of the innermost statement (or loop
 * header part) of this body holding it; -1 when the node is outside the
 * body or inside a lambda written in it. */
int cfg_vertex_of(const Cfg *cfg, TSNode node);
/* Whether `to` can run after `from` (some path of one or more edges). */
bool cfg_reaches(const Cfg *cfg, int from, int to);
/* Whether the vertex lies on a cycle: it may run more than once each time
 * the body runs (a loop of any kind, goto included). */
bool cfg_on_cycle(const Cfg *cfg, int v);
/* Whether it lies on a cycle that no for/while/do/range-for back edge
 * closes: one that a goto makes. *closing gets a goto statement of that
 * cycle (may be NULL). The iterations of the structured loops around a
 * statement are what `loops` in launch_facts lists; this is the rest. */
bool cfg_on_goto_cycle(const Cfg *cfg, int v, TSNode *closing);

#endif
