/* Lanes that run a child's threads one by one (T4, and thresholding's
 * small grids), each for a count of its own, meet again afterwards.
 *
 * Measured on an H100 (CUDA 13.0, driver 580.159.04, 2026-11-23): a warp
 * left diverged by such loops hung at its next device launches (difftest
 * seed 11 program 1242 under --remove=t4: a default-stream launch by lane 0
 * and fire-and-forget launches by other lanes after the loop). The same
 * loop written by hand in the original program hangs as well; a
 * __syncwarp over the lanes that entered the loop, right after it, makes
 * both run (tests/difftest/found/seed11-1242-t4-hang).
 *
 * Generated code:
 *     const unsigned int dp_lanes = dpopt::warp_active_lanes();
 *     ... the serial run ...
 *     __syncwarp(dp_lanes);
 * The mask comes from the runtime's warp_active_lanes, which hides its
 * origin from ptxas (it drops a __syncwarp whose mask it sees is
 * __activemask()). Every lane in the mask reaches the __syncwarp: nothing
 * between leaves the enclosing block. */
#ifndef DPOPT_TRANSFORM_REJOIN_H
#define DPOPT_TRANSFORM_REJOIN_H

#include "util/strbuf.h"

/* Before the serial run: the lanes that start it together. Each line is
 * indented by `indent` and `more` spaces. */
void rejoin_lanes_before(StrBuf *o, const char *indent, int more);
/* After it: those lanes meet again. */
void rejoin_lanes_after(StrBuf *o, const char *indent, int more);

#endif
