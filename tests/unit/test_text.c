#include <criterion/criterion.h>
#include <stdlib.h>

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

/* A parameter's type as the model keeps it may hold comments (the
 * differential tester writes them between tokens): --hoist over offsets
 * reads the pointee's type from it. */
Test(text, without_comments_reads_the_type)
{
    char *a = text_without_comments("const int * /*dp*/");
    char *b = text_without_comments("/*x*/ unsigned /* y */ long long *");
    char *c = text_without_comments("float");
    cr_assert_str_eq(a, "const int *");
    cr_assert_str_eq(b, "unsigned   long long *");
    cr_assert_str_eq(c, "float");
    free(a);
    free(b);
    free(c);
}
