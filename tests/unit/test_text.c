#include <criterion/criterion.h>

#include "util/text.h"

/* Two expressions' texts compared but for white space (plan/promote.c: a
 * host launch's block against its chain's links'). */
Test(text, same_but_space_ignores_blanks_between_tokens)
{
    cr_assert(text_same_but_space("TILE", "TILE"));
    cr_assert(text_same_but_space(" 2 * TILE ", "2*TILE"));
    cr_assert(text_same_but_space("blockDim . x", "blockDim.x"));
    cr_assert(text_same_but_space("a\n+\tb", "a + b"));
    cr_assert(text_same_but_space("", "  "));
}

Test(text, same_but_space_keeps_what_a_blank_separates)
{
    cr_assert_not(text_same_but_space("unsigned int", "unsignedint"));
    cr_assert_not(text_same_but_space("a b", "ab"));
    cr_assert_not(text_same_but_space("TILE", "TILES"));
    cr_assert_not(text_same_but_space("TILE", "TILE + 0"));
    cr_assert_not(text_same_but_space("128", "256"));
    cr_assert(text_same_but_space("unsigned  int", "unsigned int"));
}
