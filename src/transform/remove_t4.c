/* Launch removal T4 (Free Launch, CKi->PTi), in place: the launching
 * thread runs every thread of every block of the child grid itself, through
 * <child>_dp_t4 (transform/removed_child.h):
 *
 *  {
 *      // dpopt: child<<<grid, block>>> removed (T4): this thread runs the child's threads itself
 *      const dim3 dp_grid(grid), dp_block(block);
 *      auto dp_arg0 = <argument 0>;
 *      // Only a launch that would start as written runs: ...
 *      if (dpopt::launch_config_valid(dp_grid, dp_block))
 *          for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
 *              child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0);
 *  }
 * (A configuration CUDA refuses: the launch fails as written, and nothing
 * of the child runs; nor does it here.)
 */
#include <stdlib.h>

#include "transform/remove.h"
#include "transform/site_code.h"
#include "transform/writer.h"

static void t4_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    (void)bound; /* never under a threshold */
    SiteOpening l = site_code_open(e, site, indent);
    strbuf_puts(e->out, "removed (T4): this thread runs the child's threads itself\n");
    site_code_bind(e, &l, indent);
    Writer w = w_at(e->out, indent, 1);
    char *loop = w_indent(&w);
    site_code_run_serially(e, site, loop, NULL);
    free(loop);
    w_end(&w);
    site_code_close(&l);
}

const Strategy remove_t4 = {.name = "launch removal T4", .at_site = t4_at_site};
