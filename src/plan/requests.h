/* What --decisions=FILE asks of each launch site: a kind of
 * plan/decision.h a site, with the parameters that go with it (a
 * threshold, a coarsening factor, a multiblock group, a flattening cap),
 * read before planning (the format: docs/decisions.md). The sites the file
 * does not name, and the parameters an entry does not give, take the
 * command line's. One program may mix the families, aggregation (the
 * batches, flattening at block and grid scope, thresholds, coarsening) and
 * removal (T3, T4, auto, flattening at warp scope), where their sites can
 * be kept apart (plan/mix.h), without persistent versions; a site that
 * cannot stays as written, with a note. */
#ifndef DPOPT_PLAN_REQUESTS_H
#define DPOPT_PLAN_REQUESTS_H

#include <stdbool.h>

#include "analysis/launch_facts.h"
#include "model/model.h"
#include "plan/plan.h"

/* A "threshold" or "coarsen" an entry did not give: the command line's. */
#define REQUEST_DEFAULT 0xffffffffu

typedef struct SiteRequests {
    StrategyKind *kind;        /* per launch site, where given */
    bool *given;               /* per launch site: the file names it */
    unsigned int *threshold;   /* per launch site: its "threshold" (0: none), REQUEST_DEFAULT */
    unsigned int *coarsen;     /* per launch site: its "coarsen" (1: none), REQUEST_DEFAULT */
    unsigned int group_blocks; /* multiblock_batch's "group" (0: not asked) */
    unsigned int flatten_cap;  /* flatten_warp's or flatten_block's "cap" (0: not asked) */
    Removal persistent;        /* "persistent": "auto", "t1" or "t2" of any entry: the kernels'
                                  persistent versions, as --remove=auto, t1 or t2 (NONE: not asked) */
    bool *hoist;               /* per launch site: "hoist": true, beside written (plan_hoist) */
    bool hoist_any;            /* some entry asks it */
} SiteRequests;

/* The command line's strategy: every site's default. */
typedef struct RequestDefaults {
    Granularity aggregate;     /* --aggregate (GRANULARITY_NONE: not asked) */
    unsigned int group_blocks; /* --aggregate=multiblock:K */
    Removal remove;            /* --remove=t3, t4 or auto (REMOVAL_NONE: not asked) */
    unsigned int threshold;    /* --threshold=N (0: not asked) */
    unsigned int coarsen;      /* --coarsen=N (0: not asked) */
} RequestDefaults;

/* Reads `path` for program p; false after a `file:line:col: error:` (an
 * entry naming no launch of p, a kind that cannot be asked per site, a
 * kernel or child that is not the site's, a parameter the kind does not
 * take). */
bool requests_read(SiteRequests *r, const Program *p, const char *path);
void requests_free(SiteRequests *r);
/* The plan of the requests over the command line's strategy (at most one
 * of aggregation and removal asked there). */
Plan *requests_plan(const Program *p, const LaunchFacts *facts, const SiteRequests *r, const RequestDefaults *d);

#endif
