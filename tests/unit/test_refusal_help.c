/* The refusal table docs/limits.md is generated from (report/refusal_help.c):
 * every code has its why and its what-to-change, and the groups start where
 * REFUSAL_CODES's comments do. */
#include <criterion/criterion.h>
#include <string.h>

#include "report/refusal_help.h"

Test(refusal_help, every_code_has_an_entry)
{
    for (int c = 0; c < REFUSAL_CODE_COUNT; c++) {
        const RefusalHelp *h = refusal_help_of((RefusalCode)c);
        const char *name = refusal_code_name((RefusalCode)c);
        cr_expect(h->why && strlen(h->why) > 20, "%s: no why in report/refusal_help.c", name);
        cr_expect(h->change && strlen(h->change) > 5, "%s: no what-to-change in report/refusal_help.c", name);
    }
}

Test(refusal_help, groups_open_with_their_first_codes)
{
    cr_expect_str_eq(refusal_help_group(REFUSAL_HOST_SIDE), "Every strategy: the site itself");
    cr_expect_null(refusal_help_group(REFUSAL_HOST_SIDE_AGGREGATE));
    int groups = 0;
    for (int c = 0; c < REFUSAL_CODE_COUNT; c++)
        groups += refusal_help_group((RefusalCode)c) != NULL;
    cr_expect_eq(groups, 10, "groups: %d (REFUSAL_CODES's comments: 10)", groups);
}
