/* -O's cost model: for one launch site, the time each form it may take is
 * predicted to cost per launch, from what the analysis knows of its sizes
 * (analysis/launch_size.h, the uniformity of its grid, recursion, a loop
 * in the child) and a GPU's cost table (plan/cost_table.h). Where a size
 * is unknown the model assumes one, and says which (SiteCost.basis). The
 * candidates are listed cheapest first; which of them the plan can take
 * is plan/optimize.c's question, not this file's. */
#ifndef DPOPT_PLAN_COST_MODEL_H
#define DPOPT_PLAN_COST_MODEL_H

#include "analysis/launch_facts.h"
#include "analysis/launch_size.h"
#include "plan/cost_table.h"
#include "plan/decision.h"

#define COST_MAX_CANDIDATES 16

/* One form a site may take, as a request of plan/requests.h can ask it. */
typedef struct CostCandidate {
    StrategyKind kind;
    Removal persistent;     /* REMOVAL_AUTO: the kernels' persistent versions (--remove=auto's) */
    unsigned int threshold; /* launched only with at least this many threads; 0: any */
    CostForm form;          /* the table's row it is predicted from */
    double ns;              /* predicted time per launch */
} CostCandidate;

#define COST_MAX_SIZES 3

typedef struct SiteCost {
    unsigned long long sizes[COST_MAX_SIZES]; /* child threads per launch: the known size, or the
                                                 sizes assumed (each form's cost is their mean) */
    int size_count;
    unsigned long long block;    /* child threads per block, known or assumed */
    unsigned long long grid;     /* child blocks where the code fixes them; 0: unknown */
    unsigned long long launches; /* launches per parent grid, assumed */
    bool problem_sized;          /* the child's size is alike for every launching thread and unknown:
                                    large, so its threads cost alike in every form */
    bool loops;                  /* the child loops (over COST_ASSUMED_LOOP_ITEMS items) */
    CostForm as_written;         /* the table's row of the launch as written (flat or recursive) */
    char basis[160];             /* how the sizes were found: "known", or the assumption */
    CostCandidate cands[COST_MAX_CANDIDATES];
    int count;                   /* sorted by ns; the written form is always among them */
} SiteCost;

/* The predicted costs of site s (facts f, sizes z) under table t. */
void cost_model_site(const CostTable *t, const LaunchFacts *f, const LaunchSize *z, SiteCost *out);
/* The candidate that is the launch as written (kind WRITTEN, no
 * persistent version, no threshold). */
const CostCandidate *cost_written(const SiteCost *c);
/* Whether the site's sizes lie where the table was measured: else no
 * form but the written one is taken, whatever its prediction. */
bool cost_within_calibration(const SiteCost *c);
/* Whether candidate k, where it has a threshold, is predicted faster than
 * its form without one by more than the model's margin (COST_MARGIN). A
 * threshold's cost the table does not hold: launching threads of one warp
 * whose children differ in size run them in turn as long as the largest
 * below the threshold (bfs on a power-law graph), so it must earn its
 * place. */
bool cost_threshold_worth(const SiteCost *c, const CostCandidate *k);
/* Whether candidate k is predicted faster than the written form by more
 * than the model's margin (COST_MARGIN), the site within the
 * calibration, and, with a threshold, than its form without one
 * (cost_threshold_worth): -O takes no other. */
bool cost_worth_taking(const SiteCost *c, const CostCandidate *k);

#endif
