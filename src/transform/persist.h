/* Launch removal with persistent parent blocks (Free Launch T1 and T2, and
 * the megakernel that chooses between them on the device): a kernel whose
 * launches are all removed gets a persistent version, <kernel>_dp_free,
 * and each host launch of it becomes dpopt::launch_free(...), which sizes
 * the persistent grid and, under auto, makes the host-side choice of the
 * paper's figure 7(a). The runtime halves: dpopt/free_launch.cuh (device)
 * and dpopt/free_select.cuh (host). */
#ifndef DPOPT_TRANSFORM_PERSIST_H
#define DPOPT_TRANSFORM_PERSIST_H

#include "plan/plan.h"
#include "rewrite/edit.h"
#include "transform/emit.h"

void persist_apply(const Plan *plan, EditBuffer *edits);
/* In the persistent kernel, at the end of an original block: the block's
 * recorded launches of `site` go into its grid-wide worklist. */
void emit_free_append(Emitter *e, int site, const char *indent);
/* <kernel>_dp_free_round(...) for persistent kernel k: at a sync in the
 * parent's work (`parent_live`) or once the block is done with it. */
void emit_round_call(const Plan *plan, int k, bool parent_live, StrBuf *out);

#endif
