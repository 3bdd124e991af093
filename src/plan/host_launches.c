/* Whether a kernel's host launches are written by another form of it
 * (plan_host_launches_replaced): its persistent version (--remove=t1|t2|
 * auto, dpopt::launch_free), a promoted chain's start (dpopt::chain_start)
 * or its co-runnable copy (dpopt::corun_launch). Launch bounds, the host
 * launch lock and the widening of grid-stride parents ask it. */
#include "plan/corun.h"
#include "plan/plan.h"
#include "plan/promote.h"

bool plan_host_launches_replaced(const Plan *plan, int k)
{
    return plan->kernels[k].persistent != REMOVAL_NONE ||
           (plan->promotions && promote_is_chain_kernel(plan->promotions, k)) ||
           (plan->coruns && corun_of_kernel(plan->coruns, k));
}
