/* One run of the compiler, front to back: read, parse, model, analyse,
 * report, rewrite, write. */
#ifndef DPOPT_PIPELINE_H
#define DPOPT_PIPELINE_H

#include "options.h"
#include "syntax/source.h"

/* Returns the process exit status: 0 success, 1 bad input or output. */
int pipeline_run(const Options *options);
/* The same on a source already in memory (options->input is not read; the
 * fuzzing harness uses this); the caller frees src. */
int pipeline_run_source(const Options *options, const Source *src);

#endif
