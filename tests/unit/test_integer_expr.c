#include <criterion/criterion.h>

#include "analysis/integer_expr.h"
#include "helpers.h"

/* Whether `expr`, the value of `x` in a small kernel, reads as an integer
 * literal. */
static bool literal(const char *expr)
{
    char text[256];
    snprintf(text, sizeof text, "__global__ void k(float f, float g, int n) { auto x = %s; }\n", expr);
    Parsed p = parse_text(text, 0);
    TSNode e = find_node(p.src, ts_tree_root_node(p.tree->tree), expr);
    cr_assert(!ts_node_is_null(e), "no node '%s'", expr);
    bool is = integer_expr_literal(p.src, e);
    parsed_free(&p);
    return is;
}

Test(integer_expr, literals)
{
    cr_assert(literal("42"));
    cr_assert(literal("7u"));
    cr_assert(literal("0x1e"));
    cr_assert(!literal("1.5f"));
    cr_assert(!literal("2e3"));
    /* a name or an operator shows no fraction, and may still be a float
     * (T4's sums added such a value unconverted before 2026-11-30) */
    cr_assert(!literal("f"));
    cr_assert(!literal("f + g"));
    cr_assert(!literal("n"));
}
