/* A stream a thread makes for one launch alone, left out where the launch
 * no longer goes into it (plan_stream_call_dropped): its creation and
 * destruction written as no-ops, in the program's own functions and in
 * the copies dpopt writes of them. */
#ifndef DPOPT_TRANSFORM_OWN_STREAMS_H
#define DPOPT_TRANSFORM_OWN_STREAMS_H

#include <stdbool.h>

#include "transform/emit.h"

/* In the program's own text. */
void own_streams_apply(const Transform *t);
/* In a copy being written: true when `node` is such a call (written). */
bool own_streams_call(Emitter *e, TSNode node);

#endif
