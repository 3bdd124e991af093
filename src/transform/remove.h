/* Launch removal (Free Launch, MICRO 2015): the launch disappears and the
 * parent does the child's work. T4 (CKi->PTi): the launching thread runs
 * every thread of every block of the child grid itself, in thread loops
 * split at the child's barriers (the MCUDA technique). The serialised
 * child is a generated __device__ function, <child>_dp_t4, so that
 * thresholding can call it too. */
#ifndef DPOPT_TRANSFORM_REMOVE_H
#define DPOPT_TRANSFORM_REMOVE_H

#include "plan/plan.h"
#include "rewrite/edit.h"

void remove_apply(const Plan *plan, EditBuffer *edits);

#endif
