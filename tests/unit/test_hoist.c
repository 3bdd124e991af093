/* --hoist's two proofs: analysis/pure_body.h (a parent that only works out
 * its launch) and analysis/host_expr.h (a child's size the host can work
 * out from the parent's arguments). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/host_expr.h"
#include "analysis/launch_lane.h"
#include "analysis/pure_body.h"
#include "helpers.h"

#define CHILD "__global__ void child(int *a, int n) { a[threadIdx.x] = n; }\n"

/* pure_body_check of the kernel `parent` in text, whose one launch is of `child`. */
static PureBodyBlocker blocker_of(const char *text)
{
    Parsed p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p.tree), 0, "test source must parse:\n%s", text);
    int fn = model_find_function(p.program, "parent"), site = find_launch(p.program, "child", 0);
    cr_assert(fn >= 0 && site >= 0);
    TSNode at;
    PureBodyBlocker b = pure_body_check(p.program, fn, p.program->launches[site].node, &at);
    parsed_free(&p);
    return b;
}

Test(pure_body, a_parent_that_only_works_out_its_launch)
{
    cr_assert_eq(blocker_of("#define B 64\n" CHILD
                            "__global__ void parent(int *a, int n) {\n"
                            "    int s = blockIdx.x * blockDim.x + threadIdx.x;\n"
                            "    if (s < n && s > 0) {\n        int c = (int)(n * 2) + B;\n"
                            "        child<<<dim3(c / B), B, 0, cudaStreamFireAndForget>>>(a + s * c, c);\n"
                            "        if (cudaGetLastError() != cudaSuccess)\n            a[0] = 1; // never runs\n"
                            "    }\n}\n"),
                 PURE_BODY_OK);
}

Test(pure_body, memory_calls_loops_names_writes)
{
    cr_assert_eq(blocker_of(CHILD "__global__ void parent(int *a, int n) { child<<<1, 32>>>(a, a[0]); }\n"),
                 PURE_BODY_MEMORY);
    cr_assert_eq(blocker_of(CHILD "__global__ void parent(int *a, int n) { child<<<1, 32>>>(a, *a); }\n"),
                 PURE_BODY_MEMORY);
    cr_assert_eq(blocker_of(CHILD "__device__ int f(int x) { return x; }\n"
                                  "__global__ void parent(int *a, int n) { child<<<1, 32>>>(a, f(n)); }\n"),
                 PURE_BODY_CALL);
    cr_assert_eq(blocker_of(CHILD "__global__ void parent(int *a, int n) {\n"
                                  "    for (int k = 0; k < 2; k++) child<<<1, 32>>>(a, k);\n}\n"),
                 PURE_BODY_LOOP);
    cr_assert_eq(blocker_of(CHILD "__device__ int g;\n"
                                  "__global__ void parent(int *a, int n) { child<<<1, 32>>>(a, g); }\n"),
                 PURE_BODY_NAME);
    cr_assert_eq(blocker_of(CHILD "__device__ int g;\n"
                                  "__global__ void parent(int *a, int n) { g = n; child<<<1, 32>>>(a, n); }\n"),
                 PURE_BODY_WRITE);
    cr_assert_eq(blocker_of(CHILD "__global__ void parent(int *a, int n) {\n"
                                  "    __shared__ int t;\n    child<<<1, 32>>>(a, n);\n}\n"),
                 PURE_BODY_STORAGE);
    /* The failed-launch branch is skipped only as that idiom, with no else. */
    cr_assert_eq(blocker_of(CHILD "__global__ void parent(int *a, int n) {\n    child<<<1, 32>>>(a, n);\n"
                                  "    if (cudaGetLastError() != cudaSuccess) a[0] = 1; else a[1] = 1;\n}\n"),
                 PURE_BODY_WRITE);
}

Test(pure_body, names_in_scope_and_classes)
{
    /* A local whose block has ended: the name read after it is the file's. */
    cr_assert_eq(blocker_of(CHILD "__device__ int g;\n"
                                  "__global__ void parent(int *a, int n) {\n    { int g = n; }\n"
                                  "    child<<<1, 32>>>(a, g);\n}\n"),
                 PURE_BODY_NAME);
    /* A local named as the place: `threadIdx.x == 0` would not pin a lane. */
    cr_assert_eq(blocker_of(CHILD "__global__ void parent(int *a, int n) { unsigned threadIdx = n; child<<<1, 32>>>(a, n); }\n"),
                 PURE_BODY_NAME);
    /* A local of a class type: its constructor is a call. */
    cr_assert_eq(blocker_of("struct Box { int v; __device__ Box(int x) : v(x) {} };\n" CHILD
                            "__global__ void parent(int *a, int n) { Box b(n); child<<<1, 32>>>(a, b.v); }\n"),
                 PURE_BODY_CLASS);
    /* A parameter of a class type: its fields, or passed on whole, not an operator on it. */
    cr_assert_eq(blocker_of("struct P { int n; int *a; };\n" CHILD
                            "__global__ void parent(P p) { child<<<1, 32>>>(p.a, p.n); }\n"),
                 PURE_BODY_OK);
    cr_assert_eq(blocker_of("struct P { int n; };\n__device__ int operator+(P p, int k) { return p.n + k; }\n" CHILD
                            "__global__ void parent(int *a, P p) { child<<<1, 32>>>(a, p + 1); }\n"),
                 PURE_BODY_NAME);
}

Test(pure_body, constant_macros)
{
    Parsed p = parse_text("#define A 4\n#define B (A * 2 + sizeof(int))\n#define F 1.5f\n#define P (ptr[0])\n"
                          "#define U 3\n#undef U\n#define G(x) (x)\nint k;\n",
                          1);
    cr_assert(pure_body_constant_macro(p.program, "A"));
    cr_assert(pure_body_constant_macro(p.program, "B"));
    cr_assert_not(pure_body_constant_macro(p.program, "F"), "floating point");
    cr_assert_not(pure_body_constant_macro(p.program, "P"), "reads memory");
    cr_assert_not(pure_body_constant_macro(p.program, "U"), "undefined again");
    cr_assert_not(pure_body_constant_macro(p.program, "G"), "function-like");
    cr_assert_not(pure_body_constant_macro(p.program, "k"), "not a macro");
    parsed_free(&p);
}

/* host_expr_text of the first launch of `child` in text: its grid (which 0)
 * or block (1); NULL where the host cannot work it out. */
static char *host_text(const char *text, int which, bool used[4])
{
    Parsed p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p.tree), 0, "test source must parse:\n%s", text);
    int site = find_launch(p.program, "child", 0);
    cr_assert_geq(site, 0);
    const LaunchSite *s = &p.program->launches[site];
    TSNode at;
    memset(used, 0, 4 * sizeof *used);
    char *t = host_expr_text(p.program, s, s->config[which], used, &at);
    parsed_free(&p);
    return t;
}

Test(host_expr, parameters_locals_macros_casts)
{
    bool used[4];
    char *t = host_text("#define B 64\n" CHILD
                        "__global__ void parent(int *a, int n, unsigned m) {\n"
                        "    int c = n * 2;\n    long d = (long)c + m;\n"
                        "    child<<<(d + B - 1) / B, dim3(B, 2)>>>(a, n);\n}\n",
                        0, used);
    /* c's int of an int read as written; d's long of a long and an
     * unsigned converted. */
    cr_assert_str_eq(t, "(((long)((long)(n * 2) + m)) + B - 1) / B");
    cr_assert(!used[0] && used[1] && used[2]);
    free(t);
    /* A local holds its initializer converted to its type: so does the
     * host (a short of an int, an int of a long long); a cast is kept. */
    t = host_text(CHILD "__global__ void parent(int *a, int n, long long w) {\n"
                        "    short c = n + 1;\n    int e = w / 2;\n    unsigned short f = (short)e;\n"
                        "    child<<<c + f, 32>>>(a, n);\n}\n",
                  0, used);
    cr_assert_str_eq(t, "((short)(n + 1)) + ((unsigned short)((short)((int)(w / 2))))");
    free(t);
    t = host_text("#define B 64\n" CHILD "__global__ void parent(int *a, int n) { child<<<1, dim3(B, 2)>>>(a, n); }\n",
                  1, used);
    cr_assert_str_eq(t, "dim3(B, 2)");
    free(t);
}

Test(host_expr, what_the_host_cannot_know)
{
    bool used[4];
    /* The thread's place, memory, a call, floating point, a local assigned again, a parameter assigned. */
    const char *refused[] = {
        CHILD "__global__ void parent(int *a, int n) { child<<<threadIdx.x + 1, 32>>>(a, n); }\n",
        CHILD "__global__ void parent(int *a, int n) { child<<<a[0], 32>>>(a, n); }\n",
        CHILD "__device__ int f(int x) { return x; }\n"
              "__global__ void parent(int *a, int n) { child<<<f(n), 32>>>(a, n); }\n",
        CHILD "__global__ void parent(int *a, float x) { child<<<(int)(x * 2.0f), 32>>>(a, 1); }\n",
        CHILD "__global__ void parent(int *a, int n) { int c = n; c += 1; child<<<c, 32>>>(a, n); }\n",
        CHILD "__global__ void parent(int *a, int n) { n = 2; child<<<n, 32>>>(a, n); }\n",
        CHILD "__global__ void parent(int *a, int n) { child<<<2.5, 32>>>(a, n); }\n",
    };
    for (size_t k = 0; k < sizeof refused / sizeof *refused; k++) {
        char *t = host_text(refused[k], 0, used);
        cr_assert_null(t, "worked out on the host: %s\nfrom:\n%s", t, refused[k]);
    }
}

/* launch_lane of the first launch of `child` in text. */
static long lane_in(const char *text)
{
    Parsed p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p.tree), 0, "test source must parse:\n%s", text);
    int site = find_launch(p.program, "child", 0);
    cr_assert_geq(site, 0);
    long lane = launch_lane(p.program, &p.program->launches[site]);
    parsed_free(&p);
    return lane;
}

Test(launch_lane, the_lane_an_if_pins)
{
    cr_assert_eq(lane_in(CHILD "__global__ void parent(int *a, int n) { if (threadIdx.x == 0) child<<<1, 32>>>(a, n); }\n"),
                 0);
    cr_assert_eq(lane_in(CHILD "__global__ void parent(int *a, int n) {\n"
                               "    if (n > 0 && (3 == threadIdx.x)) { int m = n; child<<<1, 32>>>(a, m); }\n}\n"),
                 3);
    /* Not: the else branch, another dimension, a variable, a disjunction. */
    cr_assert_eq(lane_in(CHILD "__global__ void parent(int *a, int n) {\n"
                               "    if (threadIdx.x == 0) a += 1; else child<<<1, 32>>>(a, n);\n}\n"),
                 -1);
    cr_assert_eq(lane_in(CHILD "__global__ void parent(int *a, int n) { if (threadIdx.y == 0) child<<<1, 32>>>(a, n); }\n"),
                 -1);
    cr_assert_eq(lane_in(CHILD "__global__ void parent(int *a, int n) { if (threadIdx.x == n) child<<<1, 32>>>(a, n); }\n"),
                 -1);
    cr_assert_eq(lane_in(CHILD "__global__ void parent(int *a, int n) {\n"
                               "    if (threadIdx.x == 0 || n > 2) child<<<1, 32>>>(a, n);\n}\n"),
                 -1);
}
