#include <criterion/criterion.h>

#include "helpers.h"
#include "model/callgraph.h"
#include "syntax/node.h"

/* What nvcc compiles apart from a kernel calling it (model/callgraph.h):
 * the model's facts each kind reads, and the kind found from a kernel. */
static const char *const apart_src =
    "typedef float (*mixer)(float);\n"                                                  /* 1 */
    "struct ops { mixer m; __device__ float go(float x) const { return x; } };\n"       /* 2 */
    "__device__ __noinline__ float open_mix(float x) { return x * 2.0f; }\n"            /* 3 */
    "static __device__ __noinline__ float closed_mix(float x) { return x + 1.0f; }\n"   /* 4 */
    "static __device__ float held(float x) { return x - 1.0f; }\n"                      /* 5 */
    "__device__ mixer kept = held;\n"                                                    /* 6 */
    "__device__ inline float inl(float x) { return x; } __device__ float pa(float), pb(float);\n" /* 7 */
    "__global__ void direct(float *a) { a[0] = closed_mix(a[0]); }\n"                    /* 8 */
    "__global__ void open(float *a) { a[0] = open_mix(a[0]); }\n"                        /* 9 */
    "__global__ void taken(float *a) { a[0] = held(a[0]); }\n"                           /* 10 */
    "__global__ void local(float *a, int s) {\n"                                         /* 11 */
    "    mixer f = s ? pa : pb;\n"                                                      /* 12 */
    "    auto twice = [](float x) { return 2.0f * x; };\n"                               /* 13 */
    "    a[0] = twice(f(a[0]));\n"                                                       /* 14 */
    "}\n"                                                                                /* 15 */
    "__global__ void lambda(float *a) {\n"                                               /* 16 */
    "    auto twice = [](float x) { return 2.0f * x; };\n"                               /* 17 */
    "    ops o;\n"                                                                       /* 18 */
    "    a[0] = twice(o.go(inl(a[0])));\n"                                               /* 19 */
    "}\n"                                                                                /* 20 */
    "__global__ void member(float *a, ops o) { a[0] = o.m(a[0]); }\n";                   /* 21 */

static const Function *function(const Program *p, const char *name)
{
    int i = model_find_function(p, name);
    cr_assert_geq(i, 0, "no function %s", name);
    return &p->functions[i];
}

static CompiledApart apart_of(const Program *p, const char *kernel)
{
    return callgraph_compiled_apart(p, model_find_function(p, kernel));
}

Test(compiled_apart, facts_of_linkage_inlining_and_address)
{
    Parsed p = parse_text(apart_src, 1);
    cr_assert(function(p.program, "open_mix")->never_inlined);
    cr_assert(function(p.program, "open_mix")->exported);
    cr_assert(function(p.program, "closed_mix")->never_inlined);
    cr_assert_not(function(p.program, "closed_mix")->exported);
    cr_assert_not(function(p.program, "inl")->exported, "inline: no other file calls it");
    cr_assert_not(function(p.program, "direct")->exported, "a kernel");
    /* held's name at line 6 is no call; at line 10 it is. */
    TSNode at = function(p.program, "held")->address_taken;
    cr_assert_not(ts_node_is_null(at));
    cr_assert_eq(ts_node_start_point(at).row, 5);
    cr_assert(ts_node_is_null(function(p.program, "closed_mix")->address_taken));
    cr_assert(ts_node_is_null(function(p.program, "inl")->address_taken));
    parsed_free(&p);
}

Test(compiled_apart, kinds_found_from_kernels)
{
    Parsed p = parse_text(apart_src, 1);
    CompiledApart a = apart_of(p.program, "open");
    cr_assert_eq(a.kind, APART_EXPORTED);
    cr_assert_str_eq(p.program->functions[a.function].name, "open_mix");
    a = apart_of(p.program, "taken");
    cr_assert_eq(a.kind, APART_ADDRESS_TAKEN);
    cr_assert_str_eq(p.program->functions[a.function].name, "held");
    a = apart_of(p.program, "local");
    cr_assert_eq(a.kind, APART_THROUGH_POINTER);
    cr_assert_eq(ts_node_start_point(a.at).row, 13, "f(a[0]) at line 14, not twice(...)");
    a = apart_of(p.program, "member");
    cr_assert_eq(a.kind, APART_THROUGH_POINTER);
    /* A static __noinline__ function; a lambda, a method and an inline
     * function: called directly. */
    cr_assert_eq(apart_of(p.program, "direct").kind, APART_NONE);
    cr_assert_eq(apart_of(p.program, "lambda").kind, APART_NONE);
    parsed_free(&p);
}
