/* One run of the compiler, front to back: read, parse, model, analyse,
 * report, rewrite, write. */
#ifndef DPOPT_PIPELINE_H
#define DPOPT_PIPELINE_H

#include "options.h"

/* Returns the process exit status: 0 success, 1 bad input or output. */
int pipeline_run(const Options *options);

#endif
