#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/cfg.h"
#include "analysis/launch_facts.h"
#include "helpers.h"
#include "syntax/node.h"
#include "util/strbuf.h"

/* --- the graph of one body ------------------------------------------------ */

typedef struct Graph {
    Parsed p;
    const char *text;
    Cfg *cfg;
} Graph;

static Graph graph_of(const char *text, const char *function)
{
    Graph g;
    g.text = text;
    g.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(g.p.tree), 0, "test source must parse:\n%s", text);
    int fn = model_find_function(g.p.program, function);
    cr_assert_geq(fn, 0);
    g.cfg = cfg_build(g.p.src, g.p.program->functions[fn].body);
    return g;
}

static void graph_free(Graph *g)
{
    cfg_free(g->cfg);
    parsed_free(&g->p);
}

/* The vertex of the statement holding the first occurrence of `needle` in
 * the kernel (after `__global__`). */
static int vertex(const Graph *g, const char *needle)
{
    const char *kernel = strstr(g->text, "__global__");
    const char *hit = kernel ? strstr(kernel, needle) : NULL;
    uint32_t at = hit ? (uint32_t)(hit - g->text) : UINT32_MAX;
    cr_assert_neq(at, UINT32_MAX, "no %s in the source", needle);
    TSNode node = ts_node_named_descendant_for_byte_range(ts_tree_root_node(g->p.tree->tree), at, at + 1);
    int v = cfg_vertex_of(g->cfg, node);
    cr_assert_geq(v, 0, "no vertex for %s", needle);
    return v;
}

Test(cfg, goto_back_edge_makes_a_goto_cycle)
{
    Graph g = graph_of("__device__ void a() {}\n"
                       "__device__ void b() {}\n"
                       "__global__ void k(int n) {\n"
                       "    int i = 0;\n"
                       "again:\n"
                       "    a();\n"
                       "    if (++i < n)\n"
                       "        goto again;\n"
                       "    b();\n"
                       "}\n",
                       "k");
    TSNode closing = {0};
    cr_assert(cfg_on_goto_cycle(g.cfg, vertex(&g, "a()"), &closing));
    cr_assert(node_is(closing, "goto_statement"));
    cr_assert_eq(source_pos(g.p.src, ts_node_start_byte(closing)).line, 8);
    cr_assert(cfg_on_cycle(g.cfg, vertex(&g, "a()")));
    cr_assert_not(cfg_on_cycle(g.cfg, vertex(&g, "b()")));
    cr_assert_not(cfg_on_cycle(g.cfg, vertex(&g, "int i")));
    graph_free(&g);
}

Test(cfg, forward_goto_makes_no_cycle)
{
    Graph g = graph_of("__device__ void a() {}\n"
                       "__global__ void k(int n) {\n"
                       "    if (n) goto skip;\n"
                       "    a();\n"
                       "skip:\n"
                       "    return;\n"
                       "}\n",
                       "k");
    cr_assert_not(cfg_on_cycle(g.cfg, vertex(&g, "a()")));
    cr_assert(cfg_reaches(g.cfg, vertex(&g, "if (n)"), vertex(&g, "return")));
    graph_free(&g);
}

Test(cfg, switch_falls_through_until_break)
{
    Graph g = graph_of("__device__ void a() {}\n__device__ void b() {}\n"
                       "__device__ void c() {}\n__device__ void d() {}\n"
                       "__global__ void k(int x) {\n"
                       "    switch (x) {\n"
                       "    case 1:\n"
                       "        a();\n"
                       "    case 2:\n"
                       "        b();\n"
                       "        break;\n"
                       "    case 3:\n"
                       "        c();\n"
                       "    }\n"
                       "    d();\n"
                       "}\n",
                       "k");
    int a = vertex(&g, "a()"), b = vertex(&g, "b()"), c = vertex(&g, "c()"), d = vertex(&g, "d()");
    cr_assert(cfg_reaches(g.cfg, a, b), "case 1 falls through into case 2");
    cr_assert_not(cfg_reaches(g.cfg, b, c), "break leaves the switch");
    cr_assert(cfg_reaches(g.cfg, b, d));
    cr_assert(cfg_reaches(g.cfg, c, d));
    cr_assert(cfg_reaches(g.cfg, vertex(&g, "switch"), d), "no default: the dispatch may skip every case");
    cr_assert_not(cfg_on_cycle(g.cfg, a));
    graph_free(&g);
}

Test(cfg, break_and_continue)
{
    Graph g = graph_of("__device__ void a() {}\n__device__ void b() {}\n"
                       "__device__ void c() {}\n__device__ void d() {}\n__device__ void e() {}\n"
                       "__global__ void k(int x, int y) {\n"
                       "    for (;;) {\n"
                       "        if (x) continue;\n"
                       "        a();\n"
                       "        if (y) break;\n"
                       "        b();\n"
                       "    }\n"
                       "    c();\n"
                       "    while (1) { d(); break; }\n"
                       "    e();\n"
                       "}\n",
                       "k");
    int a = vertex(&g, "a()"), b = vertex(&g, "b()"), c = vertex(&g, "c()");
    cr_assert(cfg_on_cycle(g.cfg, a));
    cr_assert_not(cfg_on_goto_cycle(g.cfg, a, NULL), "a for loop's cycle is no goto loop");
    cr_assert(cfg_reaches(g.cfg, b, a), "the next iteration");
    cr_assert(cfg_reaches(g.cfg, a, c), "break leaves the loop");
    cr_assert(cfg_reaches(g.cfg, vertex(&g, "continue"), a), "continue goes on with the loop");
    cr_assert_not(cfg_on_cycle(g.cfg, vertex(&g, "d()")), "a break before the end: the body runs once");
    cr_assert(cfg_reaches(g.cfg, vertex(&g, "d()"), vertex(&g, "e()")));
    graph_free(&g);
}

Test(cfg, for_header_parts_and_do_while)
{
    Graph g = graph_of("__device__ int f() { return 1; }\n__device__ int h() { return 1; }\n"
                       "__device__ int u() { return 1; }\n__device__ void a() {}\n"
                       "__global__ void k(int n) {\n"
                       "    for (int i = f(); i < h(); i += u())\n"
                       "        a();\n"
                       "    do { n--; } while (n > 0);\n"
                       "}\n",
                       "k");
    cr_assert_not(cfg_on_cycle(g.cfg, vertex(&g, "f()")), "the initialiser runs once");
    cr_assert(cfg_on_cycle(g.cfg, vertex(&g, "h()")), "the condition runs every iteration");
    cr_assert(cfg_on_cycle(g.cfg, vertex(&g, "u()")), "the update runs every iteration");
    cr_assert(cfg_on_cycle(g.cfg, vertex(&g, "n--")));
    graph_free(&g);
}

Test(cfg, lambda_bodies_are_not_part_of_the_graph)
{
    Graph g = graph_of("__device__ void a() {}\n"
                       "__global__ void k(int n) {\n"
                       "    auto go = [&]() { a(); };\n"
                       "    go();\n"
                       "}\n",
                       "k");
    uint32_t at = offset_of(g.text, "a();", 0);
    TSNode inside = ts_node_named_descendant_for_byte_range(ts_tree_root_node(g.p.tree->tree), at, at + 1);
    cr_assert_eq(cfg_vertex_of(g.cfg, inside), -1);
    cr_assert_geq(vertex(&g, "go()"), 0);
    graph_free(&g);
}

/* --- repetition, as launch facts ------------------------------------------ */

typedef struct Analysed {
    Parsed p;
    LaunchFacts *facts;
} Analysed;

static Analysed analyse(const char *text)
{
    Analysed a;
    a.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(a.p.tree), 0, "test source must parse:\n%s", text);
    a.facts = launch_facts_compute(a.p.program);
    return a;
}

static void analysed_free(Analysed *a)
{
    launch_facts_free(a->facts, a->p.program->launch_count);
    parsed_free(&a->p);
}

#define assert_reason(f, needle)                                                                                     \
    do {                                                                                                             \
        cr_assert((f)->may_repeat);                                                                                  \
        cr_assert_not_null((f)->repeat_reason);                                                                      \
        cr_assert_not_null(strstr((f)->repeat_reason, (needle)), "reason: %s", (f)->repeat_reason);                  \
    } while (0)

static const char *const child = "__global__ void child(int v) {}\n";

static char *with_child(const char *body)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_puts(&b, child);
    strbuf_puts(&b, body);
    char *text = strbuf_take(&b);
    strbuf_free(&b);
    return text;
}

Test(repeat, launch_in_goto_loop)
{
    char *text = with_child("__global__ void k(int n) {\n"          /* 2 */
                            "    int i = 0;\n"                       /* 3 */
                            "again:\n"                               /* 4 */
                            "    child<<<1, 1>>>(i);\n"              /* 5 */
                            "    if (++i < n) goto again;\n"         /* 6 */
                            "}\n");
    Analysed a = analyse(text);
    cr_assert_eq(a.facts[0].loop_count, 0);
    assert_reason(&a.facts[0], "in a loop built with goto (the goto at line 6)");
    analysed_free(&a);
    free(text);
}

Test(repeat, lambda_called_twice)
{
    char *text = with_child("__global__ void k(int n) {\n"                     /* 2 */
                            "    auto go = [&](int v) { child<<<1, 1>>>(v); };\n" /* 3 */
                            "    go(1);\n"                                      /* 4 */
                            "    go(2);\n"                                      /* 5 */
                            "}\n");
    Analysed a = analyse(text);
    assert_reason(&a.facts[0], "in a lambda (line 3) called more than once (lines 4 and 5)");
    cr_assert_eq(a.facts[0].lambda_line, 3);
    analysed_free(&a);
    free(text);
}

Test(repeat, lambda_called_in_a_loop)
{
    char *text = with_child("__global__ void k(int n) {\n"                     /* 2 */
                            "    auto go = [&](int v) { child<<<1, 1>>>(v); };\n" /* 3 */
                            "    for (int i = 0; i < n; i++)\n"                 /* 4 */
                            "        go(i);\n"                                  /* 5 */
                            "}\n");
    Analysed a = analyse(text);
    cr_assert_eq(a.facts[0].loop_count, 0, "the loop is around the call, not the launch");
    assert_reason(&a.facts[0], "in a lambda (line 3) called in a loop (line 5)");
    analysed_free(&a);
    free(text);
}

Test(repeat, lambda_called_once_runs_once)
{
    char *text = with_child("__global__ void k(int n) {\n"                            /* 2 */
                            "    if (n) [=]() mutable { child<<<1, 1>>>(n); }();\n"    /* 3 */
                            "}\n");
    Analysed a = analyse(text);
    cr_assert_not(a.facts[0].may_repeat);
    cr_assert_null(a.facts[0].repeat_reason);
    cr_assert_eq(a.facts[0].lambda_line, 3);
    analysed_free(&a);
    free(text);
}

Test(repeat, lambda_passed_on_is_unknown)
{
    char *text = with_child("template <typename F> __device__ void apply(F f) { f(); }\n" /* 2 */
                            "__global__ void k(int n) {\n"                                /* 3 */
                            "    apply([&]() { child<<<1, 1>>>(n); });\n"                 /* 4 */
                            "}\n");
    Analysed a = analyse(text);
    assert_reason(&a.facts[0], "other than by a call");
    analysed_free(&a);
    free(text);
}

Test(repeat, device_function_called_in_a_loop)
{
    char *text = with_child("__device__ void one(int v) { child<<<1, 1>>>(v); }\n" /* 2 */
                            "__global__ void k(int n) {\n"                          /* 3 */
                            "    int i = 0;\n"                                      /* 4 */
                            "    while (i < n)\n"                                   /* 5 */
                            "        one(i++);\n"                                   /* 6 */
                            "}\n");
    Analysed a = analyse(text);
    assert_reason(&a.facts[0], "in device function `one` called in a loop (line 6)");
    cr_assert_eq(a.facts[0].lambda_line, 0);
    analysed_free(&a);
    free(text);
}

Test(repeat, device_function_called_twice_or_recursive)
{
    char *text = with_child("__device__ void one(int v) { child<<<1, 1>>>(v); }\n"                 /* 2 */
                            "__device__ void rec(int v) { child<<<1, 1>>>(v); if (v) rec(v - 1); }\n" /* 3 */
                            "__device__ void mid(int v) { one(v); }\n"                              /* 4 */
                            "__global__ void k(int n) {\n"                                          /* 5 */
                            "    mid(1);\n"                                                         /* 6 */
                            "    mid(2);\n"                                                         /* 7 */
                            "    rec(n);\n"                                                         /* 8 */
                            "}\n");
    Analysed a = analyse(text);
    assert_reason(&a.facts[0], "in device function `one` called at line 4 in device function `mid` called more than "
                               "once (lines 6 and 7)");
    assert_reason(&a.facts[1], "in device function `rec`, which calls itself");
    analysed_free(&a);
    free(text);
}

Test(repeat, ordinary_loops_stay_loops)
{
    char *text = with_child("__global__ void k(int n) {\n"           /* 2 */
                            "    for (int i = 0; i < n; i++)\n"      /* 3 */
                            "        child<<<1, 1>>>(i);\n"          /* 4 */
                            "    child<<<1, 1>>>(n);\n"              /* 5 */
                            "}\n");
    Analysed a = analyse(text);
    cr_assert(a.facts[0].may_repeat);
    cr_assert_null(a.facts[0].repeat_reason, "a for loop is what `loops` lists: %s", a.facts[0].repeat_reason);
    cr_assert_not(a.facts[1].may_repeat);
    analysed_free(&a);
    free(text);
}

/* Deeply nested statements: the graph is built and queried without
 * recursion. */
Test(repeat, deep_nesting)
{
    enum { DEPTH = 1000 };
    StrBuf b;
    strbuf_init(&b);
    strbuf_puts(&b, child);
    strbuf_puts(&b, "__global__ void k(int n) {\nagain:\n");
    for (int i = 0; i < DEPTH; i++)
        strbuf_puts(&b, "if (n) {\n");
    strbuf_puts(&b, "child<<<1, 1>>>(n);\n");
    for (int i = 0; i < DEPTH; i++)
        strbuf_puts(&b, "}\n");
    strbuf_puts(&b, "if (--n) goto again;\n}\n");
    char *text = strbuf_take(&b);
    strbuf_free(&b);
    Analysed a = analyse(text);
    assert_reason(&a.facts[0], "in a loop built with goto");
    analysed_free(&a);
    free(text);
}
