/* Coarsening (--coarsen=N) of a launch that is not aggregated: the child
 * is launched as <child>_dp_coarse<N> (transform/coarse_child.h) with a
 * block for every N blocks of its grid, which it takes as its last
 * argument:
 *
 *  {
 *      // dpopt: child<<<grid, block>>> coarsened: each block does N of the grid's blocks
 *      const dim3 dp_grid = grid, dp_block = block;
 *      child_dp_coarseN<<<dpopt::coarsened_grid(dp_grid, dp_block, Nu), dp_block>>>(<arguments>, dp_grid);
 *  }
 * A configuration the launch as written would fail on (a grid or block
 * CUDA refuses) keeps its grid (coarsened_grid), so that the coarsened
 * launch fails as that one does, rather than start in one dimension.
 * (Aggregated, the fused kernel is coarsened instead: transform/aggregate.c.) */
#include <stdlib.h>

#include "transform/site_code.h"
#include "transform/strategy.h"
#include "transform/writer.h"

/* A coarsened launch with no threshold: the grid and block are bound (the
 * coarse kernel takes the grid too, as the original grid). */
static void coarsen_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    (void)bound; /* never under a threshold: that binds the values itself */
    SiteOpening l = site_code_open(e, site, indent);
    const LaunchSite *s = l.c.s;
    const SitePlan *sp = l.c.sp;
    const char *targs = l.c.targs, *grid = l.grid, *block = l.block;
    StrBuf *o = e->out;
    strbuf_printf(o, "coarsened: each block does %u of the grid's blocks\n", sp->decision.coarsen);
    Writer w = w_at(o, indent, 1);
    w_line(&w, "const dim3 dp_grid = %s, dp_block = %s;", grid, block);
    w_start(&w, "%s%s<<<dpopt::coarsened_grid(dp_grid, dp_block, %uu), dp_block", sp->shape.coarse_name, targs,
            sp->decision.coarsen);
    site_code_config_rest(e, s);
    strbuf_puts(o, "(");
    for (int k = 0; k < s->arg_count; k++) {
        char *text = emit_expr(e, s->arg_nodes[k]);
        strbuf_printf(o, "%s%s", k ? ", " : "", text);
        free(text);
    }
    strbuf_printf(o, "%sdp_grid);\n", s->arg_count ? ", " : "");
    w_end(&w);
    site_code_close(&l);
}

const Strategy coarsen = {.name = "coarsening", .at_site = coarsen_at_site};
