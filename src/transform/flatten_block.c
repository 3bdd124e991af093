/* Flattening at block scope (--flatten=block): block aggregation's batch
 * (aggregate_batch.c) counted in threads, as at grid scope
 * (flatten_grid.h opens it), and walked by the launching block itself at
 * its end instead of launched: each warp of the block takes a share of
 * the child threads of all the block's launches, each thread running one
 * child thread at a time through <child>_dp_thread. A batch over the
 * block's cap gets grid scope's fused grid (runtime block_flat.cuh). The
 * plan is plan/flatten_grid.c's. */
#include "transform/flatten_block.h"

#include "transform/flatten_grid.h"
#include "transform/site_code.h"

/*  // The block runs its launches' threads itself, unless there are more than its cap: ...
 *  const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, <cap>u);
 *      (a child in whole warps: block_flat_close(&dp_batch, <cap>u, dpopt::grid_flat_whole_warps))
 *  if (dp_closed != dpopt::block_flat_nothing)
 *      dp_first = dpopt::batch_first<...>(dp_batch.data, dp_batch.capacity);
 *  if (dp_closed == dpopt::block_flat_launch)
 *      <kernel><<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(
 *          dp_batch.data, <uniform arguments>);
 *  if (dp_closed == dpopt::block_flat_here) {
 *      <kernel>_walk(0u, 1u, dp_batch.data, <uniform arguments>);
 *      dpopt::block_flat_done_here();
 *  }
 *
 * The fused grid goes to the fire-and-forget stream: the plan flattens
 * only launches no other launch of the block is ordered with. */
void flatten_block_close(Emitter *e, int site, Writer *w, const char *first)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    unsigned int cap = e->plan->flatten_cap;
    if (cap)
        w_line(w, "// The block runs its launches' threads itself, unless there are more than %u (--flatten-cap):", cap);
    else
        w_line(w, "// The block runs its launches' threads itself, unless there are more than 16 for each of its threads:");
    w_line(w, "// those get a fused grid, a thread for each.");
    if (sp->aggregated.whole_warps) // the block walks them only if it is whole warps itself
        w_line(w, "const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, %uu, dpopt::grid_flat_whole_warps);",
               cap);
    else
        w_line(w, "const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, %uu);", cap);
    if (first) {
        w_line(w, "if (dp_closed != dpopt::block_flat_nothing)");
        w_deeper(w);
        w_line(w, "dp_first = dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity);", sp->launch_name, c.targs,
               sp->aggregated.record_name, c.targs);
        w_back(w);
    }
    w_line(w, "if (dp_closed == dpopt::block_flat_launch)");
    w_deeper(w);
    flatten_grid_fused_call(e, site, w, first, "cudaStreamFireAndForget");
    w_back(w);
    w_open(w, "if (dp_closed == dpopt::block_flat_here) {");
    flatten_walk_here(e, site, w, first);
    w_line(w, "dpopt::block_flat_done_here();");
    w_close(w, "}");
}
