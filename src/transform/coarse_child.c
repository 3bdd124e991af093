#include "transform/helper_copy.h"
#include "transform/coarse_child.h"

#include <string.h>

#include "syntax/node.h"
#include "transform/decl.h"
#include "transform/line_mark.h"
#include "util/strbuf.h"
#include "util/text.h"

void coarse_child_kernel(const Transform *t, int site, StrBuf *o, DeclWhich which)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    decl_kernel_head(o, child, sp->shape.coarse_name, which, sp->bounded);
    for (int k = 0; k < child->param_count; k++)
        decl_param(o, "", &child->params[k], ", ");
    strbuf_puts(o, "dim3 dp_gridDim)");
    if (!decl_is_definition(which)) {
        strbuf_puts(o, ";\n\n");
        return;
    }
    uint32_t start = ts_node_start_byte(child->body), end = node_end_byte(child->body);
    const char *body = p->src->text + start;
    const KernelPlan *kp = &plan->kernels[s->callee_fn];
    strbuf_puts(o, "\n{\n");
    if (helper_copy_body_reads(plan, body, end - start, "blockDim"))
        strbuf_puts(o, "    const dim3 dp_blockDim = blockDim;\n");
    /* Launched on the grid as written where coarsening it would not fit
     * (dpopt::coarsened_grid): each block is then its own, once. The index
     * in 64 bits: blockIdx.x * N + dp_i passes 2^32 - 1 for a grid within N
     * of 2^32 blocks, and would come back to block 0. */
    strbuf_printf(o,
                  "    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).\n"
                  "    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);\n"
                  "    for (unsigned int dp_i = 0; dp_i < %uu; dp_i++) {\n"
                  "        // The original block this one does now; the last block may have fewer than %u.\n"
                  "        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * %uu + dp_i;\n"
                  "        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))\n"
                  "            break;\n",
                  sp->decision.coarsen, sp->decision.coarsen, sp->decision.coarsen);
    if (helper_copy_body_reads(plan, body, end - start, "blockIdx"))
        strbuf_puts(o, "        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);\n");
    if (kp->shared || plan_form_has_barriers(kp->form))
        strbuf_puts(o, "        if (dp_i > 0)\n"
                       "            __syncthreads(); // the block before is done with the shared memory\n");
    strbuf_puts(o, "        // The original body: a return ends this block's share of the work only.\n        [&]() ");
    Emitter e = {.plan = plan, .hooks = t->hooks, .copies = t->copies, .mode = EMIT_FUSED, .out = o,
                 .line_directives = t->edits->line_directives};
    line_mark_insert(&e, ts_node_start_byte(child->body));
    emit_body_at_depth(&e, child->body, 8);
    strbuf_puts(o, "();\n    }\n}\n");
}
