/* The ESTIMATE of a launch's sizes, for -O's cost model (plan/cost_model.h):
 * its child's block and grid where the code fixes them, the launching
 * kernel's block where its host launches fix it, and whether the child
 * loops. Values are read through analysis/size_expr.h with names: literals,
 * object-like macros, a local's initializer and blockDim.x where known,
 * through + - * / and parentheses; a local assigned again later is still
 * read from its initializer, and a comment in the code makes a value
 * unknown (a macro's body has its comments made spaces). An unknown grid
 * may still be bounded: read through min, max, casts and a helper whose
 * body is one return (analysis/size_expr.h, size_expr_range). No strategy's
 * legality may rest on it (analysis/constant_size.h is the proof a size
 * limit needs). */
#ifndef DPOPT_ANALYSIS_LAUNCH_SIZE_H
#define DPOPT_ANALYSIS_LAUNCH_SIZE_H

#include <stdbool.h>

#include "model/model.h"

typedef struct LaunchSize {
    unsigned long long block;        /* child threads per block; 0: unknown */
    unsigned long long grid;         /* child blocks; 0: unknown */
    unsigned long long grid_max;     /* the most child blocks, where the grid is unknown but bounded
                                        (`(min(n, 32) + 31) / 32`, a helper returning `fminf(x, 32)`);
                                        the grid where known; 0: no bound */
    unsigned long long parent_block; /* threads per block of the launching kernel, where every host
                                        launch of it gives the same known value; 0: unknown */
    bool child_loops;                /* the child's body, or a function it calls (SIZE_DEPTH deep),
                                        holds a for, while or do loop */
} LaunchSize;

LaunchSize launch_size_of(const Program *p, const LaunchSite *s);
/* The value of expression `text` as it stands at launch `site` (its
 * locals declared before it; NULL: no locals), where blockDim.x is
 * `block_dim` (0: unknown); false when any part of it is unknown. */
bool launch_size_value(const Program *p, const LaunchSite *site, const char *text, unsigned long long block_dim,
                       unsigned long long *value);

#endif
