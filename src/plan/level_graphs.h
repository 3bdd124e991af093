/* A recursion's levels as device graphs (SiteAggregation.graph): where a
 * kernel runs its launches of itself level by level (plan/levels.h), its
 * levels can run as two device graphs taking turns, each the fused level
 * kernel then a one-thread close that launches the next level as the other
 * graph, and the host's launches start the recursion through a graph of
 * their own (runtime level_graph.cuh; transform/level_graph.h). A grid
 * launched from the device gets no room back from warps that exit early,
 * and no block waits at its end to count itself out: a device graph's
 * grids do, as a host launch's does.
 *
 * The graphs' kernels are copies: the kernel as written and its fused
 * kernel stay, chained as before, for every launch dpopt does not rewrite.
 * A kernel of a device graph may make no launch and call no device
 * runtime, and a device-side update sets a node's grid and arguments,
 * never its block: what decides whether a recursion can run so. */
#ifndef DPOPT_PLAN_LEVEL_GRAPHS_H
#define DPOPT_PLAN_LEVEL_GRAPHS_H

#include "plan/plan.h"

/* Each recursion's levels as device graphs, or why not (graph_reason on
 * every member), `chained_asked`: --levels=chained. After the nesting. */
void plan_decide_level_graphs(Plan *plan, bool chained_asked);

/* The level's block and dynamic shared memory, the host's to give its
 * graphs: set where site `leader`'s recursion runs as graphs. */
void level_graphs_block(const Plan *plan, int leader, unsigned long long *block, unsigned long long *shmem);

#endif
