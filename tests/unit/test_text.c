#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

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

/* What the barrier and sum analyses compare an index or a type by. */
Test(text, squeezed_drops_comments_and_white_space)
{
    char *a = text_squeezed("threadIdx . x");
    char *b = text_squeezed("/*dp*/ unsigned long\tlong /* c */ *\n");
    char *c = text_squeezed("");
    cr_assert_str_eq(a, "threadIdx.x");
    cr_assert_str_eq(b, "unsignedlonglong*");
    cr_assert_str_eq(c, "");
    free(a);
    free(b);
    free(c);
}

static uint32_t past(const char *s, uint32_t at) { return text_skip_literal(s, (uint32_t)strlen(s), at); }

/* A raw string is one literal, its lines and quotes and all. */
Test(text, skip_literal_takes_a_raw_string_whole)
{
    const char *s = "x = R\"(a \" b\n#if 0\n)\"; y";
    cr_assert_eq(past(s, 4), (uint32_t)(strstr(s, "; y") - s));
    const char *d = "u8R\"jit(\n)\" )jit\" z";
    cr_assert_eq(past(d, 0), (uint32_t)(strstr(d, " z") - d));
    cr_assert_eq(past("LR\"(a)\"", 0), 7u);
    /* FOOR"x" is a name, then a string. */
    cr_assert_eq(past("FOOR\"x\"", 3), 3u);
    /* Never closed: the rest of the text. */
    cr_assert_eq(past("R\"(abc", 0), 6u);
}

/* A quote never closed stops before its newline; a digit separator starts
 * no literal; a backslash before CR LF continues a line. */
Test(text, skip_literal_line_ends)
{
    cr_assert_eq(past("'t x\n#define A", 0), 4u);
    cr_assert_eq(past("1'000'000", 1), 1u);
    cr_assert_eq(past("u8'a' b", 2), 5u);
    cr_assert_eq(past("// a \\\r\nb\nc", 0), 9u);
    cr_assert_eq(text_continuation("\\\r\n", 3, 0), 3u);
    cr_assert_eq(text_continuation("\\\n", 2, 0), 2u);
    cr_assert_eq(text_continuation("\\ \n", 3, 0), 0u);
    cr_assert_eq(text_directive_end("#define A \\\r\n  B\r\nC", 20, 0), 17u);
    cr_assert_eq(text_directive_end("#define O \"/*\"\nC */", 19, 0), 14u);
}
