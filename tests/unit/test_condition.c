#include <criterion/criterion.h>
#include <string.h>

#include "syntax/condition.h"
#include "syntax/specialize.h"

static MacroSet set_of(const char *const *defines, const char *const *undefines)
{
    MacroSet m = {0};
    for (int i = 0; defines && defines[i]; i++)
        macro_set_define(&m, defines[i]);
    for (int i = 0; undefines && undefines[i]; i++)
        macro_set_undefine(&m, undefines[i], strlen(undefines[i]));
    return m;
}

/* 1 true, 0 false, -1 undecided. */
static int decided(const char *condition, const MacroSet *m)
{
    intmax_t v;
    return condition_decide(condition, (uint32_t)strlen(condition), m, &v) ? v != 0 : -1;
}

Test(condition, names_the_set_fixes_decide)
{
    MacroSet m = set_of((const char *[]){"A", "LEVEL=2", "EXPR=(1+2)", "WORD=hello", NULL}, (const char *[]){"B", NULL});
    cr_assert_eq(decided("A", &m), 1);
    cr_assert_eq(decided("defined(A)", &m), 1);
    cr_assert_eq(decided("defined A && !defined(B)", &m), 1);
    cr_assert_eq(decided("B", &m), 0); /* undefined: 0, as the preprocessor reads it */
    cr_assert_eq(decided("LEVEL > 1 /* comment */", &m), 1);
    cr_assert_eq(decided("LEVEL >= 3 || LEVEL == 0", &m), 0);
    cr_assert_eq(decided("EXPR * 2 == 6", &m), 1);
    cr_assert_eq(decided("(LEVEL << 4) == 0x20 && 010 == 8 && 2u == 2L", &m), 1);
    cr_assert_eq(decided("LEVEL ? 7 : 0", &m), 1);
    cr_assert_eq(decided("true && !false", &m), 1);
    macro_set_free(&m);
}

/* Unsigned where an operand is, as the preprocessor computes; an overflow
 * or a division by zero decides nothing (and raises no signal). */
Test(condition, unsigned_arithmetic_and_overflow)
{
    MacroSet m = {0};
    cr_assert_eq(decided("-1 > 0u", &m), 1);
    cr_assert_eq(decided("-1 > 0", &m), 0);
    cr_assert_eq(decided("18446744073709551615 == -1", &m), 1);
    cr_assert_eq(decided("0xffffffffffffffff > 0", &m), 1);
    cr_assert_eq(decided("(0u - 1) >> 63 == 1", &m), 1);
    cr_assert_eq(decided("(-1 >> 1u) < 0", &m), 1); /* a shift has its left operand's type */
    cr_assert_eq(decided("(-9 >> 1) == -5", &m), 1);
    cr_assert_eq(decided("(1 ? -1 : 0u) > 0", &m), 1);
    cr_assert_eq(decided("-2 / 2u > 0", &m), 1);
    cr_assert_eq(decided("(-9223372036854775807 - 1) / -1", &m), -1);
    cr_assert_eq(decided("(-9223372036854775807 - 1) % -1", &m), -1);
    cr_assert_eq(decided("9223372036854775807 + 1", &m), -1);
    cr_assert_eq(decided("-(-9223372036854775807 - 1)", &m), -1);
    cr_assert_eq(decided("4611686018427387904 * 2", &m), -1);
    cr_assert_eq(decided("-1 << 1", &m), -1);
    cr_assert_eq(decided("1 << 64", &m), -1);
    cr_assert_eq(decided("1 >> -1", &m), -1);
    cr_assert_eq(decided("1 / 0", &m), -1);
    cr_assert_eq(decided("99999999999999999999999", &m), -1);
    cr_assert_eq(decided("0 && 1 / 0", &m), 0);
}

Test(condition, what_the_set_does_not_fix_is_undecided)
{
    MacroSet m = set_of((const char *[]){"A", "WORD=hello", NULL}, NULL);
    cr_assert_eq(decided("OTHER", &m), -1);          /* a header may define it */
    cr_assert_eq(decided("defined(OTHER)", &m), -1);
    cr_assert_eq(decided("A && OTHER", &m), -1);
    cr_assert_eq(decided("WORD", &m), -1);           /* not a number */
    cr_assert_eq(decided("F(1)", &m), -1);           /* a function-like macro */
    cr_assert_eq(decided("__has_include(<x.h>)", &m), -1);
    cr_assert_eq(decided("A / 0", &m), -1);
    cr_assert_eq(decided("A +", &m), -1);            /* not a condition dpopt reads */
    cr_assert_eq(decided("", &m), -1);
    /* ... unless the operators make it irrelevant */
    cr_assert_eq(decided("!A && OTHER", &m), 0);
    cr_assert_eq(decided("A || defined(OTHER)", &m), 1);
    macro_set_forget(&m, "A", 1);
    cr_assert_eq(decided("A", &m), -1);
    macro_set_free(&m);
}

Test(condition, standard_decides_cplusplus)
{
    MacroSet m = {0};
    cr_assert(macro_set_standard(&m, "c++17"));
    cr_assert_eq(decided("__cplusplus >= 201703L", &m), 1);
    cr_assert(macro_set_standard(&m, "gnu++14"));
    cr_assert_eq(decided("__cplusplus >= 201703L", &m), 0);
    cr_assert_not(macro_set_standard(&m, "c99"));
    macro_set_free(&m);
}

static char *specialized(const char *text, const MacroSet *m)
{
    Source *src = source_from_string("t.cu", text, (uint32_t)strlen(text));
    Source *out = specialize_source(src, m);
    char *result = out ? strdup(out->text) : NULL;
    source_free(src);
    source_free(out);
    return result;
}

Test(specialize, decided_group_keeps_its_compiled_branch_and_every_line)
{
    MacroSet m = set_of((const char *[]){"X", NULL}, NULL);
    char *s = specialized("a\n#ifdef X\nb\n#else\nc\n#endif\nd\n", &m);
    cr_assert_str_eq(s, "a\n// #ifdef X\nb\n// #else\n\n// #endif\nd\n");
    free(s);
    s = specialized("#ifndef X\n#if Y\nq\n#endif\n#else\nr\n#endif\n", &m);
    cr_assert_str_eq(s, "// #ifndef X\n\n\n\n// #else\nr\n// #endif\n");
    free(s);
    macro_set_free(&m);
}

Test(specialize, undecided_groups_stay_and_hide_definitions)
{
    MacroSet m = set_of((const char *[]){"X", NULL}, NULL);
    /* nothing decided: no copy */
    cr_assert_null(specialized("#if Y\na\n#endif\n", &m));
    /* a #define of X under an undecided group makes X unknown after it */
    cr_assert_null(specialized("#if Y\n#undef X\n#endif\n#ifdef X\na\n#endif\n", &m));
    /* a decided false #if before an undecided #elif: the rest is its own group */
    MacroSet u = set_of(NULL, (const char *[]){"X", NULL});
    char *s = specialized("#ifdef X\na\n#elif Y\nb\n#else\nc\n#endif\n", &u);
    cr_assert_str_eq(s, "// #ifdef X\n\n#if Y\nb\n#else\nc\n#endif\n");
    free(s);
    /* a directive inside a comment or continued on the next line */
    s = specialized("/*\n#ifdef X\n*/\n#ifdef X \\\n  // why\nk\n#endif\n", &m);
    cr_assert_str_eq(s, "/*\n#ifdef X\n*/\n// #ifdef X\n//   // why\nk\n// #endif\n");
    free(s);
    macro_set_free(&m);
    macro_set_free(&u);
}
