/* Launch removal with persistent parent blocks (Free Launch T1 and T2, and
 * the megakernel that chooses between them on the device): a kernel whose
 * launches are all removed gets a persistent version, <kernel>_dp_free,
 * and each host launch of it becomes dpopt::launch_free(...), which sizes
 * the persistent grid and, under auto, makes the host-side choice of the
 * paper's figure 7(a). The runtime halves: dpopt/free_launch.cuh (device)
 * and dpopt/free_select.cuh (host). */
#ifndef DPOPT_TRANSFORM_PERSIST_H
#define DPOPT_TRANSFORM_PERSIST_H

#include "transform/strategy.h"

/* In the persistent version: a site records its launch, the end of the
 * original block appends the records to the grid-wide worklist, a sync
 * runs a round of child work. */
extern const Strategy persistent;

/* True when it writes anything (a persistent kernel, which needs the runtime). */
bool persist_apply(const Transform *t);

#endif
