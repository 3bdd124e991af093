/* syntax/expand.h: the macros dpopt expands before parsing, and those it
 * leaves. */
#include <criterion/criterion.h>
#include <string.h>

#include "syntax/expand.h"
#include "util/strbuf.h"

/* The expanded text of `text`, or NULL when nothing is expanded. */
static char *expanded(const char *text)
{
    Source *in = source_from_string("t.cu", text, (uint32_t)strlen(text));
    Expansions done;
    Source *out = expand_launch_macros(in, &done);
    char *result = out ? strdup(out->text) : NULL;
    if (out) {
        cr_expect_eq(out->line_count, in->line_count, "every line keeps its number");
        /* Each expansion knows what it replaced: putting every one back
         * gives the input. */
        StrBuf back;
        strbuf_init(&back);
        uint32_t at = 0;
        for (int i = 0; i < done.count; i++) {
            strbuf_append(&back, out->text + at, done.items[i].start - at);
            strbuf_puts(&back, done.items[i].original);
            at = done.items[i].end;
        }
        strbuf_append(&back, out->text + at, out->len - at);
        cr_expect_str_eq(back.data, text);
        strbuf_free(&back);
    } else {
        cr_expect_eq(done.count, 0);
    }
    expansions_free(&done);
    source_free(out);
    source_free(in);
    return result;
}

static int lines(const char *text)
{
    int n = 0;
    for (; *text; text++)
        n += *text == '\n';
    return n;
}

Test(expand, a_launch_macro_used_as_a_statement)
{
    const char *in = "#define SPAWN(p, n) k<<<1, 32>>>(p, n)\n"
                     "__global__ void f(int *o) {\n"
                     "    SPAWN(o,\n"
                     "          3);\n"
                     "    o[0] = 1;\n"
                     "}\n";
    char *out = expanded(in);
    cr_assert_not_null(out);
    cr_expect(strstr(out, "    k<<<1, 32>>>(o, 3)\n;\n") != NULL, "%s", out);
    cr_expect_eq(lines(out), lines(in));
    free(out);
}

Test(expand, values_a_macro_spells_in_a_launch)
{
    char *out = expanded("#define CFG(n) (n + 127) / 128, 128\n"
                         "#define BOTH o, n\n"
                         "#define M(a) -a, 1\n"
                         "__global__ void f(int *o, int n) { k<<<CFG(n)>>>(BOTH); k<<<M(-n)>>>(o, n); }\n");
    cr_assert_not_null(out);
    cr_expect(strstr(out, "k<<<(n + 127) / 128, 128>>>(o, n);") != NULL, "%s", out);
    cr_expect(strstr(out, "k<<<- -n, 1>>>") != NULL, "tokens kept apart: %s", out);
    free(out);
}

Test(expand, variadic_arguments)
{
    char *out = expanded("#define L(kernel, n, ...) kernel<<<n, 32>>>(__VA_ARGS__)\n"
                         "__global__ void f(int *o) { L(k, 4, o, 1, /* two */ 2); }\n");
    cr_assert_not_null(out);
    cr_expect(strstr(out, "k<<<4, 32>>>(o, 1, 2);") != NULL, "%s", out);
    free(out);
}

Test(expand, what_it_leaves)
{
    /* Used in an expression; # in its body; #undef'd; defined in an #if
     * group; defined twice; naming itself; a comma macro outside a launch;
     * a macro without a launch or a comma. */
    const char *const kept[] = {
        "#define S(p) k<<<1, 1>>>(p)\n__global__ void f(int *o) { int x = (S(o), 0); }\n",
        "#define S(p) k<<<1, 1>>>(p); printf(#p)\n__global__ void f(int *o) { S(o); }\n",
        "#define S(p) k<<<1, 1>>>(p)\n#undef S\n#define S(p) k<<<1, 1>>>(p)\n__global__ void f(int *o) { S(o); }\n",
        "#ifdef A\n#define S(p) k<<<1, 1>>>(p)\n#endif\n__global__ void f(int *o) { S(o); }\n",
        "#define S(p) k<<<1, 1>>>(p)\n#define S(p) k<<<1, 1>>>(p)\n__global__ void f(int *o) { S(o); }\n",
        "#define S(p) S<<<1, 1>>>(p)\n__global__ void f(int *o) { S(o); }\n",
        "#define C 1, 2\nint a[] = {C};\n",
        "#define B 128\n__global__ void f(int *o) { k<<<1, B>>>(o); }\n",
        "// #define S(p) k<<<1, 1>>>(p)\n__global__ void f(int *o) { S(o); }\n",
    };
    for (size_t i = 0; i < sizeof kept / sizeof *kept; i++) {
        char *out = expanded(kept[i]);
        cr_expect_null(out, "case %zu expanded: %s", i, out ? out : "");
        free(out);
    }
}
