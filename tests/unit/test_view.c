#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/macros.h"
#include "syntax/view.h"

static ParseView view_of(const char *text, bool one_branch)
{
    ParseView v = syntax_view(text, (uint32_t)strlen(text), one_branch);
    cr_assert_eq(strlen(v.text), strlen(text), "the view keeps every offset");
    return v;
}

Test(view, if0_groups_are_blanked_keeping_newlines)
{
    ParseView v = view_of("a;\n#if 0\nchild<<<1, 1>>>(o)\n#else\nb;\n#endif\n", false);
    cr_assert_str_eq(v.text, "a;\n#if 0\n                  \n#else\nb;\n#endif\n");
    cr_assert_eq(v.span_count, 0);
    syntax_view_free(&v);
}

Test(view, nested_groups_inside_if0_stay_dead)
{
    ParseView v = view_of("#if 0\n#ifdef X\nx\n#else\ny\n#endif\n#endif\nz\n", false);
    cr_assert_str_eq(v.text, "#if 0\n        \n \n     \n \n      \n#endif\nz\n");
    syntax_view_free(&v);
}

Test(view, unknown_attributes_are_blanked)
{
    ParseView v = view_of("struct __align__(16) P {}; __global__ void __launch_bounds__(64, 4, 1) k(const "
                          "__grid_constant__ int n) {}",
                          false);
    cr_assert_str_eq(v.text, "struct               P {}; __global__ void __launch_bounds__(64, 4   ) k(const "
                             "                  int n) {}");
    syntax_view_free(&v);
}

Test(view, pragma_heading_a_statement_is_blanked)
{
    ParseView v = view_of("for (;;)\n#pragma unroll\n  f();\nif (a) g(); else\n#pragma unroll 2\n  h();\n"
                          "x(); /* ) */\n#pragma once\n",
                          false);
    cr_assert_str_eq(v.text, "for (;;)\n              \n  f();\nif (a) g(); else\n                \n  h();\n"
                             "x(); /* ) */\n#pragma once\n");
    syntax_view_free(&v);
}

Test(view, pragma_operator_is_blanked)
{
    ParseView v = view_of("_Pragma(\"unroll\") for (;;) _Pragma(\"unroll 2\") f();", false);
    cr_assert_str_eq(v.text, "                  for (;;)" "                     f();");
    syntax_view_free(&v);
}

Test(view, digraphs_are_respelled_and_recorded)
{
    ParseView v = view_of("void f() <% a<:1:> = 0; %> std::vector<::X> y; \"<%\";", false);
    cr_assert_str_eq(v.text, "void f() {  a[ 1]  = 0; }  std::vector<::X> y; \"<%\";");
    cr_assert_eq(v.span_count, 4);
    cr_assert_eq(v.spans[0].kind, VIEW_DIGRAPH);
    syntax_view_free(&v);
}

Test(view, brace_configuration_reads_as_parentheses)
{
    ParseView v = view_of("k<<<n, {4, 4, 1}>>>(o); k<<<{2, 2}, 32>>>(o);", false);
    cr_assert_str_eq(v.text, "k<<<n, (4, 4, 1)>>>(o); k<<<(2, 2), 32>>>(o);");
    cr_assert_eq(v.span_count, 2);
    cr_assert_eq(v.spans[0].kind, VIEW_BRACE_CONFIG);
    cr_assert_eq(v.spans[0].start, 7);
    cr_assert_eq(v.spans[0].end, 16);
    syntax_view_free(&v);
}

Test(view, one_branch_reads_the_first_and_records_the_group)
{
    const char *text = "if (n)\n#ifdef X\n  a();\n#else\n  b();\n#endif\n";
    ParseView v = view_of(text, true);
    cr_assert_str_eq(v.text, "if (n)\n        \n  a();\n     \n      \n      \n");
    cr_assert_eq(v.span_count, 1);
    cr_assert_eq(v.spans[0].kind, VIEW_HIDDEN_BRANCH);
    cr_assert_eq(v.spans[0].directive, 7);
    syntax_view_free(&v);
    /* #if 0 ... #else is no choice: nothing recorded. */
    v = view_of("#if 0\nx\n#else\ny;\n#endif\n", true);
    cr_assert_str_eq(v.text, "     \n \n     \ny;\n      \n");
    cr_assert_eq(v.span_count, 0);
    syntax_view_free(&v);
}

Test(macros, defines_are_read_with_parameters_and_continuations)
{
    MacroTable t = {0};
    const char *text = "#define CFG(n) (n + 127) / 128, \\\n  128 // cfg\n/* #define NOT 1 */\n  # define V(a, ...) "
                       "f(a, __VA_ARGS__)\n";
    macros_scan(&t, "x.cu", text, strlen(text));
    cr_assert_eq(t.count, 2);
    cr_assert_str_eq(t.defs[0].name, "CFG");
    cr_assert(t.defs[0].is_function);
    cr_assert_eq(t.defs[0].param_count, 1);
    cr_assert_str_eq(t.defs[0].body, "(n + 127) / 128,   128");
    cr_assert_eq(t.defs[1].line, 4);
    cr_assert_str_eq(t.defs[1].params[1], "__VA_ARGS__");
    cr_assert_eq(macros_find(&t, "V", 1, -1), 1);
    macros_free(&t);
}
