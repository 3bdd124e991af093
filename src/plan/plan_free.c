/* The end of a plan: everything its sites, syncs and kernels own, and the
 * promotions and co-running versions planned beside them. */
#include "plan/plan.h"

#include <stdlib.h>

#include "plan/corun.h"
#include "plan/optimize.h"
#include "plan/place_helpers.h"
#include "plan/promote.h"
#include "plan/site_index.h"

void plan_free(Plan *plan)
{
    if (!plan)
        return;
    site_index_free(plan);
    optimized_free(plan->optimized, plan->program->launch_count);
    for (int i = 0; i < plan->program->launch_count; i++) {
        refusal_free(plan->sites[i].reason);
        free(plan->sites[i].aggregated.arg_scalar);
        free(plan->sites[i].removal.arg_shared);
        free(plan->sites[i].kernel_name);
        free(plan->sites[i].aggregated.record_name);
        free(plan->sites[i].launch_name);
        refusal_free(plan->sites[i].shape.threshold_reason);
        refusal_free(plan->sites[i].shape.coarsen_reason);
        refusal_free(plan->sites[i].aggregated.flatten_reason);
        refusal_free(plan->sites[i].aggregated.subtree_reason);
        refusal_free(plan->sites[i].aggregated.tail_reason);
        refusal_free(plan->sites[i].aggregated.graph_reason);
        refusal_free(plan->sites[i].aggregated.grid_table_reason);
        refusal_free(plan->sites[i].removal.over_cap_reason);
        free(plan->sites[i].shape.coarse_name);
    }
    for (int i = 0; i < plan->sync_count; i++) {
        refusal_free(plan->syncs[i].reason);
        free(plan->syncs[i].flushes);
    }
    for (int k = 0; k < plan->program->function_count; k++) {
        refusal_free(plan->kernels[k].persistent_reason);
        refusal_free(plan->kernels[k].follow_reason);
        refusal_free(plan->kernels[k].shared_note);
        plan_hoist_free(&plan->kernels[k]);
        free(plan->kernels[k].sums);
        free(plan->kernels[k].split_why);
    }
    free(plan->kernels);
    place_helpers_free(plan->place_helpers);
    free(plan->coherent_reads);
    free(plan->asked);
    free(plan->removal_asked);
    free(plan->syncs);
    free(plan->arena_reason);
    promote_free(plan->promotions);
    corun_free(plan->coruns);
    free(plan->sites);
    free(plan);
}
