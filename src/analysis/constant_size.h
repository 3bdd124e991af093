/* The PROOF of a launch's size: the number of child threads it makes,
 * where its grid and block are written as constants: integer literals,
 * dim3(...) of them, and the arithmetic + - * / of them, in parentheses or
 * not (`<<<2, 128>>>`, `<<<dim3(4, 2), 32 * 4>>>`). What a strategy with a
 * size limit (a batch of at most so many threads) needs to know that the
 * limit can never be passed. It reads the code through analysis/
 * size_expr.h with no names: names, macros and casts are never read, their
 * values unknown (analysis/launch_size.h is the estimate that reads them,
 * for -O's cost model only). constant_size_value_at reads the names whose
 * values are constants as surely as a literal's: an object-like macro every
 * definition of which is that constant, and a local of an integer type
 * initialized with one and never written or escaping after. */
#ifndef DPOPT_ANALYSIS_CONSTANT_SIZE_H
#define DPOPT_ANALYSIS_CONSTANT_SIZE_H

#include <stdbool.h>

#include "model/model.h"

/* Whether launch s's grid and block are constants; where they are, the
 * threads of a block (all its dimensions) in *block_threads and of the
 * whole launch in *threads. */
bool constant_launch_threads(const Source *src, const LaunchSite *s, unsigned long long *threads,
                             unsigned long long *block_threads);
/* Node e's value from its text alone: no name is read (size_expr.h's
 * proof), so what a name, a macro or a cast stands for never counts; false
 * where it is not a constant (a null node included). */
bool constant_size_value(const Source *src, TSNode e, unsigned long long *value);
/* The same where e is written at launch s (its locals are s's): a name is
 * read where it can only stand for one constant (above). A value that is
 * the same at every launch of s, whichever thread or loop iteration makes
 * it. */
bool constant_size_value_at(const Program *p, const LaunchSite *s, TSNode e, unsigned long long *value);

#endif
