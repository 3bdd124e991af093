/* The number of child threads a launch makes, where its grid and block
 * are written as constants: integer literals, dim3(...) of them, and the
 * arithmetic + - * / of them, in parentheses or not (`<<<2, 128>>>`,
 * `<<<dim3(4, 2), 32 * 4>>>`). What a strategy with a size limit (a batch
 * of at most so many threads) needs to know that the limit can never be
 * passed. Names, macros and casts are not read: their values are unknown. */
#ifndef DPOPT_ANALYSIS_CONSTANT_SIZE_H
#define DPOPT_ANALYSIS_CONSTANT_SIZE_H

#include <stdbool.h>

#include "model/model.h"

/* Whether launch s's grid and block are constants; where they are, the
 * threads of a block (all its dimensions) in *block_threads and of the
 * whole launch in *threads. */
bool constant_launch_threads(const Source *src, const LaunchSite *s, unsigned long long *threads,
                             unsigned long long *block_threads);

#endif
