#include "transform/persist_levels.h"

#include <stdlib.h>

#include "syntax/node.h"
#include "transform/free_lists.h"
#include "transform/line_mark.h"
#include "util/strbuf.h"
#include "util/text.h"

/* A kernel launching itself (SiteRemoval.levels), after its original
 * blocks: the recursion level by level, one grid barrier a level
 * (runtime/include/dpopt/free_launch.cuh).
 *
 *      dpopt::FreeSpace dp_level = dp_space;
 *      for (;;) {
 *          // The level's launches are all recorded; the last block to arrive makes the next level's lists.
 *          const dpopt::FreeSpace dp_next = dpopt::free_level_step(&K_dp_levels, dp_space, dp_level, <sites>,
 *                                                                  <launches a block>, sizeof(<record>));
 *          if (!dp_next.data) // the recursion is done
 *              break;
 *          const dpopt::FreeList dp_from_0 = dpopt::free_list_at(dp_level, 0u, 0);
 *          const dpopt::FreeWork dp_work_0 = dpopt::free_list_work(dp_from_0);
 *          {
 *              const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_next, 0u, 0); // the blocks below record here
 *              {   <for each task of dp_from_0 (T1: blocks, T2: launches)>
 *                  const K_dp_removed_launch dp_l = ...;
 *                  const dim3 dp_gridDim = dp_l.dp_grid, dp_blockIdx = ...;
 *                  auto <parameter> = dp_l.<parameter>; ...
 *                  <the body, as the original blocks run it>
 *          }
 *          dp_level = dp_next;
 *      }
 */
void persist_levels_emit(const Transform *t, int k, StrBuf *o)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    int sites = 0, first = -1;
    for (int j = 0; j < p->launch_count; j++)
        if (free_lists_site_in(plan, j, k)) {
            sites++;
            first = first < 0 ? j : first;
        }
    const char *record = plan->sites[first].launch_name;
    char *next = plan_persistent_name(plan, k, "levels");
    strbuf_printf(o, "    // %s launches itself: the launches its original blocks recorded are the first level of\n"
                     "    // the recursion. Every persistent block runs its share of a level's blocks (T1) or\n"
                     "    // launches (T2) as blocks of %s, recording their launches in the next level's lists.\n",
                  fn->name, fn->name);
    bool rows = plan->kernels[k].persistent_one_per_row;
    strbuf_puts(o, "    dpopt::FreeSpace dp_level = dp_space;\n    for (;;) {\n");
    strbuf_printf(o, "        // The level's launches are all recorded; the last block to arrive makes the next level's lists,\n"
                     "        // room for a launch per %s of this level's blocks, per site.\n"
                     "        const dpopt::FreeSpace dp_next = dpopt::free_level_step(&%s, dp_space, dp_level, %du,\n"
                     "                                                                %s, sizeof(%s));\n"
                     "        if (!dp_next.data) // the recursion is done\n"
                     "            break;\n",
                  rows ? "row of threads (one launch a row)" : "thread", next, sites,
                  rows ? "blockDim.y * blockDim.z" : "dpopt::block_thread_count()", record);
    free_lists_declare(plan, k, "dp_from_", "dp_level", "        ", false, o);
    for (int j = 0; j < p->launch_count; j++) {
        if (!free_lists_site_in(plan, j, k))
            continue;
        int l = plan->sites[j].removal.list;
        strbuf_printf(o, "        const dpopt::FreeWork dp_work_%d = dpopt::free_list_work(dp_from_%d);\n", l, l);
    }
    strbuf_puts(o, "        {\n");
    free_lists_declare(plan, k, "dp_list_", "dp_next", "            ", false, o);
    for (int j = 0; j < p->launch_count; j++) {
        if (!free_lists_site_in(plan, j, k))
            continue;
        int l = plan->sites[j].removal.list;
        strbuf_printf(o, "            {\n                // The blocks of the launches at line %u.\n",
                      source_pos(p->src, ts_node_start_byte(p->launches[j].node)).line);
        strbuf_printf(o, "                const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work_%d, dp_mode);\n", l);
        strbuf_printf(o, "                dpopt::FreeTask dp_task;\n"
                         "                for (bool dp_more = dpopt::free_task_first(dp_from_%d, dp_work_%d, dp_how, &dp_task); dp_more;\n"
                         "                     dp_more = dpopt::free_task_next(dp_from_%d, dp_work_%d, dp_how, &dp_task)) {\n",
                      l, l, l, l);
        strbuf_printf(o, "                    const %s dp_l = dpopt::free_list_records<%s>(dp_from_%d)[dp_task.launch];\n",
                      record, record, l);
        strbuf_puts(o, "                    dpopt::free_level_block_check(dp_l.dp_block);\n");
        strbuf_puts(o, "                    const dim3 dp_gridDim = dp_l.dp_grid;\n");
        strbuf_puts(o, "                    const dim3 dp_blockIdx = dpopt::unflatten(dp_task.block, dp_l.dp_grid);\n");
        /* The parameters the body names (another would be set and never
         * used, which nvcc warns of). */
        uint32_t body_start = ts_node_start_byte(fn->body);
        const char *body = p->src->text + body_start;
        size_t body_len = node_end_byte(fn->body) - body_start;
        for (int i = 0; i < fn->param_count; i++)
            if (text_has_word(body, body_len, fn->params[i].name))
                strbuf_printf(o, "                    auto %s = dp_l.%s;\n", fn->params[i].name, fn->params[i].name);
        strbuf_puts(o, "                    (void)dp_gridDim, (void)dp_blockIdx"); /* what the body may not read */
        strbuf_puts(o, ";\n                    // The child block:\n                    ");
        Emitter e = {.plan = plan, .hooks = t->hooks, .copies = t->copies, .out = o, .mode = EMIT_PERSISTENT,
                     .line_directives = t->edits->line_directives};
        line_mark_insert(&e, ts_node_start_byte(fn->body));
        emit_body_at_depth(&e, fn->body, 20);
        strbuf_puts(o, "\n                    __syncthreads(); // the next block reuses the shared memory\n"
                       "                }\n            }\n");
    }
    strbuf_puts(o, "        }\n        dp_level = dp_next;\n    }\n");
    free(next);
}
