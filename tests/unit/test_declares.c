/* The names one declaring node declares (syntax/declares.c), each form the
 * two name lookups read: the names in order, typed or not. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "syntax/declares.h"
#include "syntax/node.h"

typedef struct Seen {
    const Source *src;
    char text[256]; /* "name:typed name:untyped ..." */
} Seen;

static bool note_name(const DeclaredName *d, void *ctx)
{
    Seen *s = ctx;
    uint32_t a = ts_node_start_byte(d->identifier), b = node_end_byte(d->identifier);
    size_t len = strlen(s->text);
    snprintf(s->text + len, sizeof s->text - len, "%s%.*s:%s", len ? " " : "", (int)(b - a), s->src->text + a,
             ts_node_is_null(d->declarator) ? "untyped" : "typed");
    return false;
}

typedef struct Find {
    const char *type;
    TSNode found;
} Find;

static bool find_type(TSNode node, void *ctx)
{
    Find *f = ctx;
    if (ts_node_is_null(f->found) && node_is(node, f->type))
        f->found = node;
    return ts_node_is_null(f->found);
}

/* The names the first node of `type` in `text` declares. */
static void expect_names(const char *text, const char *type, const char *want)
{
    Parsed p = parse_text(text, 0);
    Find f = {.type = type};
    node_walk(syntax_root(p.tree), find_type, &f);
    cr_assert(!ts_node_is_null(f.found), "no %s in %s", type, text);
    Seen s = {p.src, ""};
    declares_each(f.found, note_name, &s);
    cr_assert_str_eq(s.text, want, "%s in %s", type, text);
    parsed_free(&p);
}

Test(declares, declaration_declarators_in_order)
{
    expect_names("void f() { int a, *b = 0, c[4], &d = a; }", "declaration", "a:typed b:typed c:typed d:typed");
}

Test(declares, const_pointer_declarator_names_its_identifier)
{
    expect_names("void f(float *p) { float *const *v = &p; }", "declaration", "v:typed");
}

Test(declares, condition_value_declares_nothing)
{
    expect_names("void f(int q) { if (int n = q) {} }", "condition_clause", "");
    expect_names("void f(int q) { if (int n = q) {} }", "declaration", "n:typed");
}

Test(declares, structured_binding_names_are_untyped)
{
    expect_names("struct P { int a, b; }; void f(P q) { auto &[x, y] = q; }", "declaration", "x:untyped y:untyped");
}

Test(declares, parameters_and_packs)
{
    expect_names("void f(int n = 3) {}", "optional_parameter_declaration", "n:typed");
    expect_names("template <typename... T> void f(T... rest) {}", "variadic_parameter_declaration", "rest:untyped");
    expect_names("void f(int) {}", "parameter_declaration", "");
}

Test(declares, range_for_variable_not_its_range)
{
    expect_names("void f(int *v) { for (int x : v) {} }", "for_range_loop", "x:typed");
}

Test(declares, init_captures_only)
{
    expect_names("void f(int m) { auto g = [m, n = m * 2, &r = m] { return n + r; }; }", "lambda_capture_specifier",
                 "n:untyped r:untyped");
}
