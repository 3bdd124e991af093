/* Recursion level by level: a kernel whose device-side launches
 * of itself are all made by itself, into the NULL or the fire-and-forget
 * stream (or a stream its thread made for the launch alone), runs at grid
 * granularity one level at a time. The host's grid is level 0; the last
 * block of each level launches the next level's fused grid once every
 * block of the level has made its launches (as a child of the level, or
 * after it: plan/nesting.c), so one grid of the kernel uses the grid-wide
 * state at a time. All the kernel's launches
 * of itself (quicksort's two parts) go into one batch per level: they
 * share its state, names and fused kernel, and a value passes as a scalar
 * only where every one of them passes the same. A level the memory left
 * cannot hold runs in pieces, depth first (runtime/include/dpopt/levels.cuh). */
#ifndef DPOPT_PLAN_LEVELS_H
#define DPOPT_PLAN_LEVELS_H

#include "analysis/launch_facts.h"
#include "plan/plan.h"

/* Whether `other`, a launch of s's kernel, is one of that kernel's
 * launches of itself from the device (s itself too): where s runs level by
 * level, they share its batch rather than run beside it. */
bool levels_member(const LaunchSite *s, const LaunchSite *other);
/* After every site has its granularity: groups each kernel's level sites,
 * settles the scalars they share against the fused grid's parameters,
 * picks the leader and decides what runs a launch a level has no room for
 * (SiteAggregation.subtree). Returns, for each site whose group cannot run level by
 * level, the site that stops it (a launch of the kernel not at grid
 * granularity, a block size that differs), and -1 for the others; NULL
 * when there is none. The caller frees it. */
int *levels_settle(Plan *plan, const LaunchFacts *facts);
/* Whether site sp's fused kernel enters a level with no search: every
 * launch of the level is one block (SiteAggregation.launch_blocks) and no
 * block runs several of them (coarsening, decided after the levels). */
bool levels_enter_one_each(const SitePlan *sp);
/* After the sites are named: each level site takes its leader's names. */
void levels_share_names(Plan *plan);

#endif
