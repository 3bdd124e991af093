/* Launch removal (Free Launch, MICRO 2015): the launch disappears and the
 * parent does the child's work. T4 (CKi->PTi): the launching thread runs
 * every thread of every block of the child grid itself, in thread loops
 * split at the child's barriers (the MCUDA technique), written here in
 * place of the launch. T3 and auto: remove_t3.c. T1 and T2: persist.c.
 * This pass replaces the removed launches and device-side syncs and writes
 * the child's generated functions (<child>_dp_t3, <child>_dp_t4,
 * transform/removed_child.h), then runs the persistent pass. */
#ifndef DPOPT_TRANSFORM_REMOVE_H
#define DPOPT_TRANSFORM_REMOVE_H

#include "transform/strategy.h"

extern const Strategy remove_t3;
extern const Strategy remove_t4;
/* Flattening at warp scope (flatten_warp.c): a removal run in place too. */
extern const Strategy flatten_warp;

/* True when the output needs the runtime. */
bool remove_apply(const Transform *t);

#endif
