/* Whether only one lane of each block can reach a launch: it stands in the
 * body of an `if` whose condition holds the conjunct `threadIdx.x == k`
 * (k an integer literal), as the block's leader launches in most CDP code
 * (--hoist: the hoisted grid then stands for that lane alone, where the
 * parent's blocks are of one dimension). The analysis only reads. */
#ifndef DPOPT_ANALYSIS_LAUNCH_LANE_H
#define DPOPT_ANALYSIS_LAUNCH_LANE_H

#include "model/model.h"

/* The lane k of launch s, or -1 where no such condition holds it. */
long launch_lane(const Program *p, const LaunchSite *s);

#endif
