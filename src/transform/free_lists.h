/* The worklists of a kernel's persistent version (launch removal T1/T2):
 * transform/free_lists.c. */
#ifndef DPOPT_TRANSFORM_FREE_LISTS_H
#define DPOPT_TRANSFORM_FREE_LISTS_H

#include <stdbool.h>

#include "plan/plan.h"
#include "util/strbuf.h"

/* Whether site `site` is kernel k's and recorded by its persistent version. */
bool free_lists_site_in(const Plan *plan, int site, int k);
/* `const dpopt::FreeList <prefix><n> = dpopt::free_list_at(<space>, <n>u,
 * <offset>);` for each of kernel k's recorded sites, a line at `indent`
 * (`lined`: with the launch's line in a comment); `space` sizes the lists. */
void free_lists_declare(const Plan *plan, int k, const char *prefix, const char *space, const char *indent, bool lined,
                        StrBuf *o);

#endif
