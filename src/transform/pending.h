/* A postponed launch's record, dp_pending_<site> (block, grid and
 * multiblock aggregation, T3 and auto, T1/T2): filled in at the site, read
 * at the end of the block, where it is launched, run or handed on. */
#ifndef DPOPT_TRANSFORM_PENDING_H
#define DPOPT_TRANSFORM_PENDING_H

#include "transform/emit.h"
#include "transform/writer.h"

/* The body of the statement replacing the site, after the caller's opening
 * `{` and comment line: the record filled in from the configuration and
 * the arguments, then marked active where the launch as written would
 * start (dpopt::launch_config_valid), and the closing `}`. With `bound`,
 * the configuration and arguments are already in dp_grid, dp_block and
 * dp_arg<k> (thresholding). */
void pending_record(Emitter *e, int site, const char *indent, bool bound);
/* The same for a launch inside a loop batched for the whole grid
 * (SiteAggregation.loop_records): this execution's record kept in the
 * thread's next free one of dp_pending_<site>[], or, past them, launched
 * as written; one that would not start is neither. */
void pending_record_kept(Emitter *e, int site, const char *indent, bool bound);
/* The record `name` (declared by the caller) filled in from the
 * configuration and the arguments, as pending_record does, then marked
 * active where the launch as written would start
 * (dpopt::launch_config_valid). */
void pending_fill(Emitter *e, int site, Writer *w, bool bound, const char *name);
/* The launch as written, from the record named `pending`. */
void pending_launch_as_written(Emitter *e, int site, const char *indent, const char *pending);
/* The same launch of the kernel named as written with `suffix` appended
 * (a copy of it: "_dp_written"). */
void pending_launch_named(Emitter *e, int site, const char *indent, const char *pending, const char *suffix);

#endif
