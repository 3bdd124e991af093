#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "syntax/diagnostic.h"
#include "syntax/disambiguate.h"
#include "syntax/node.h"

/* --- syntax errors ------------------------------------------------------ */

Test(parse, valid_code_has_no_errors)
{
    const char *text = "#include <cuda_runtime.h>\n"
                       "template <typename T>\n"
                       "__global__ void child(T *a, int n) { int i = threadIdx.x; if (i < n) a[i] = T(); }\n"
                       "__global__ void parent(int *a, int n) {\n"
                       "    if (threadIdx.x < n)\n"
                       "        child<int><<<(n + 127) / 128, 128, 0, cudaStreamTailLaunch>>>(a, n);\n"
                       "    cudaDeviceSynchronize();\n"
                       "}\n"
                       "int main(void) { parent<<<1, 32>>>(0, 4); return 0; }\n";
    int count = -1;
    char *out = diagnostics_of(text, &count);
    cr_assert_eq(count, 0);
    cr_assert_str_eq(out, "");
    cr_assert_eq(diag_error_count(), 0);
    free(out);
}

Test(parse, missing_paren_in_launch_points_at_semicolon)
{
    const char *text = "__global__ void k(int n) {}\n"
                       "int main() {\n"
                       "    k<<<1, 2>>>(3;\n"
                       "    return 0;\n"
                       "}\n";
    int count = 0;
    char *out = diagnostics_of(text, &count);
    cr_assert_eq(count, 1);
    cr_assert_str_eq(out, "test.cu:3:18: error: syntax error: expected ')'\n");
    cr_assert_eq(diag_error_count(), 1);
    free(out);
}

Test(parse, missing_paren_in_device_launch)
{
    const char *text = "__global__ void child(int *a, int n) {}\n"
                       "__global__ void parent(int *a, int n)\n"
                       "{\n"
                       "    if (threadIdx.x == 0)\n"
                       "        child<<<(n + 127) / 128, 128>>>(a, n;\n"
                       "}\n";
    int count = 0;
    char *out = diagnostics_of(text, &count);
    cr_assert_eq(count, 1);
    cr_assert_not_null(strstr(out, "test.cu:5:45: error:"), "got: %s", out);
    free(out);
}

Test(parse, missing_semicolon_is_reported_as_expected)
{
    const char *text = "int main() {\n"
                       "    int x = 1\n"
                       "    return x;\n"
                       "}\n";
    int count = 0;
    char *out = diagnostics_of(text, &count);
    cr_assert_eq(count, 1);
    cr_assert_str_eq(out, "test.cu:2:14: error: syntax error: expected ';'\n");
    free(out);
}

Test(parse, error_node_reports_near_text)
{
    const char *text = "int main() {\n"
                       "    int x = 1;\n"
                       "    x = = 2;\n"
                       "}\n";
    int count = 0;
    char *out = diagnostics_of(text, &count);
    cr_assert_eq(count, 1);
    cr_assert_str_eq(out, "test.cu:3:9: error: syntax error near '='\n");
    free(out);
}

Test(parse, stray_closing_brace_at_file_scope)
{
    const char *text = "__global__ void k(float *x)\n"
                       "{\n"
                       "    x[0] = 1.0f;\n"
                       "}\n"
                       "}\n"
                       "int main(void) { return 0; }\n";
    int count = 0;
    char *out = diagnostics_of(text, &count);
    cr_assert_eq(count, 1);
    cr_assert_not_null(strstr(out, "test.cu:5:1: error: syntax error"), "got: %s", out);
    free(out);
}

Test(parse, diag_report_format_and_levels)
{
    Capture c;
    capture_open(&c);
    diag_reset();
    diag_set_stream(c.stream);
    Source *s = source_from_string("dir/x.cu", "ab\ncd\n", 6);
    diag_report(s, 4, DIAG_WARNING, "look at %s", "this");
    diag_report(s, 0, DIAG_NOTE, "a note");
    cr_assert_eq(diag_error_count(), 0, "warnings and notes are not errors");
    diag_report(s, 3, DIAG_ERROR, "bad %d", 42);
    cr_assert_eq(diag_error_count(), 1);
    diag_set_stream(NULL);
    cr_assert_str_eq(capture_text(&c), "dir/x.cu:2:2: warning: look at this\n"
                                       "dir/x.cu:1:1: note: a note\n"
                                       "dir/x.cu:2:1: error: bad 42\n");
    diag_reset();
    cr_assert_eq(diag_error_count(), 0);
    source_free(s);
    capture_free(&c);
}

/* --- syntax_disambiguate -------------------------------------------------- */

/* The disambiguated copy of text; checks it has the same length. */
static char *disamb(const char *text)
{
    uint32_t len = (uint32_t)strlen(text);
    char *copy = syntax_disambiguate(text, len);
    cr_assert_eq(strlen(copy), len);
    return copy;
}

/* Asserts that the copy differs from text exactly at the given offsets, each
 * of which holds '<' in text and '>' in the copy. */
static void assert_flipped_only(const char *text, const uint32_t *offsets, int count)
{
    char *copy = disamb(text);
    uint32_t len = (uint32_t)strlen(text);
    for (uint32_t i = 0; i < len; i++) {
        bool expect = false;
        for (int k = 0; k < count; k++)
            expect |= offsets[k] == i;
        if (expect) {
            cr_assert_eq(text[i], '<');
            cr_assert_eq(copy[i], '>', "offset %u of \"%s\" should be flipped", i, text);
        } else {
            cr_assert_eq(copy[i], text[i], "offset %u of \"%s\" changed to '%c'", i, text, copy[i]);
        }
    }
    free(copy);
}

Test(disambiguate, member_comparison_is_flipped)
{
    const char *text = "if (threadIdx.x < n) a[0] = 1;";
    uint32_t at = offset_of(text, "<", 0);
    assert_flipped_only(text, &at, 1);
}

Test(disambiguate, arrow_member_comparison_is_flipped)
{
    const char *text = "while (node->count < limit) f();";
    uint32_t at = offset_of(text, "<", 0);
    assert_flipped_only(text, &at, 1);
}

Test(disambiguate, member_comparison_with_later_greater)
{
    /* The '>' further on does not make it a template: no '(' follows it. */
    const char *text = "if (p.x < n && m > k) g();";
    uint32_t at = offset_of(text, "<", 0);
    assert_flipped_only(text, &at, 1);
}

Test(disambiguate, several_on_one_line)
{
    const char *text = "if (threadIdx.x < n && blockIdx.y < m) g();";
    uint32_t at[2] = {offset_of(text, "<", 0), offset_of(text, "<", 1)};
    assert_flipped_only(text, at, 2);
}

Test(disambiguate, explicit_template_member_untouched)
{
    assert_flipped_only("a.template f<int>();", NULL, 0);
}

Test(disambiguate, member_template_call_untouched)
{
    assert_flipped_only("y = obj.get<int>(x);", NULL, 0);
    assert_flipped_only("y = obj.get<T, 2>(x);", NULL, 0);
    assert_flipped_only("q = obj.type<int>::value;", NULL, 0);
}

Test(disambiguate, shifts_and_less_equal_untouched)
{
    assert_flipped_only("y = x << 2;", NULL, 0);
    assert_flipped_only("y = p.x << 2;", NULL, 0);
    assert_flipped_only("p.x <<= 2;", NULL, 0);
    assert_flipped_only("if (a <= b) f();", NULL, 0);
    assert_flipped_only("if (a.b <= c) f();", NULL, 0);
}

Test(disambiguate, plain_comparison_untouched)
{
    assert_flipped_only("if (i < n) f();", NULL, 0);
    assert_flipped_only("if (a[i] < n) f();", NULL, 0);
    assert_flipped_only("if (1.f < x) f();", NULL, 0);
}

Test(disambiguate, templates_and_includes_untouched)
{
    assert_flipped_only("#include <cuda_runtime.h>\ntemplate <typename T> struct S { T v; };\nstd::vector<int> v;",
                        NULL, 0);
}

Test(disambiguate, comments_and_literals_untouched)
{
    assert_flipped_only("// if (threadIdx.x < n)\n", NULL, 0);
    assert_flipped_only("/* if (threadIdx.x < n) */ x = 1;", NULL, 0);
    assert_flipped_only("/* multi\n line a.b < c\n */", NULL, 0);
    assert_flipped_only("s = \"threadIdx.x < n\";", NULL, 0);
    assert_flipped_only("s = \"esc \\\" a.b < c\";", NULL, 0);
    assert_flipped_only("c = '<';", NULL, 0);
}

Test(disambiguate, code_after_comment_still_flipped)
{
    const char *text = "/* a.b < c */ if (a.b < c) f(); // a.b < c";
    uint32_t at = offset_of(text, "<", 1);
    assert_flipped_only(text, &at, 1);
}

Test(disambiguate, copies_only_len_bytes)
{
    const char text[] = "a.b < c";
    char *copy = syntax_disambiguate(text, 3); /* only "a.b" */
    cr_assert_str_eq(copy, "a.b");
    free(copy);
}

/* The reason for the pass: the tree parsed from the copy has the guard as a
 * comparison, and its text (read from the original) still says '<'. */
typedef struct FindIf {
    TSNode found;
} FindIf;

static bool find_condition(TSNode node, void *ctx)
{
    FindIf *f = ctx;
    if (node_is(node, "condition_clause") && ts_node_is_null(f->found)) {
        f->found = node_named_child(node, 0);
        return false;
    }
    return true;
}

Test(disambiguate, parsed_guard_is_binary_comparison)
{
    const char *text = "__global__ void k(int *a, int n) {\n"
                       "    if (threadIdx.x < n)\n"
                       "        a[threadIdx.x] = 0;\n"
                       "}\n";
    Parsed p = parse_text(text, 0);
    cr_assert_eq(syntax_report_errors(p.tree), 0);
    FindIf f;
    memset(&f, 0, sizeof f);
    node_walk(syntax_root(p.tree), find_condition, &f);
    cr_assert(node_is(f.found, "binary_expression"), "got %s", ts_node_type(f.found));
    char *cond = node_text(p.src, f.found);
    cr_assert_str_eq(cond, "threadIdx.x < n");
    free(cond);
    parsed_free(&p);
}
