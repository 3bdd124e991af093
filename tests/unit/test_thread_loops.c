#include <criterion/criterion.h>
#include <string.h>

#include "analysis/thread_loops.h"
#include "helpers.h"
#include "syntax/node.h"
#include "syntax/statements.h"

/* Whether kernel `child` of text splits into thread loops; *why gets the
 * note when it does not. */
static bool splits(const char *text, char *why, size_t cap)
{
    Parsed p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p.tree), 0, "test source must parse:\n%s", text);
    int fn = model_find_function(p.program, "child");
    cr_assert_geq(fn, 0);
    bool ok = thread_loops_can_split(p.program, fn, why, cap);
    parsed_free(&p);
    return ok;
}

static void assert_splits(const char *text)
{
    char why[256];
    cr_assert(splits(text, why, sizeof why), "expected a split, got: %s\n%s", why, text);
}

static void assert_refused(const char *text, const char *note)
{
    char why[256];
    cr_assert_not(splits(text, why, sizeof why), "expected a refusal (%s):\n%s", note, text);
    cr_assert(strstr(why, note), "note \"%s\" does not say \"%s\"", why, note);
}

Test(thread_loops, body_without_barriers_splits_trivially)
{
    assert_splits("__global__ void child(int *a) { a[threadIdx.x] = 1; }\n");
}

Test(thread_loops, reduction_in_a_uniform_loop)
{
    assert_splits("__global__ void child(int *out) {\n"
                  "    __shared__ int sh[256];\n"
                  "    int t = threadIdx.x;\n"
                  "    sh[t] = t;\n"
                  "    __syncthreads();\n"
                  "    for (int s = blockDim.x / 2; s > 0; s >>= 1) {\n"
                  "        if (t < s)\n"
                  "            sh[t] += sh[t + s];\n"
                  "        __syncthreads();\n"
                  "    }\n"
                  "    if (t == 0) out[blockIdx.x] = sh[0];\n"
                  "}\n");
}

Test(thread_loops, uniform_if_while_and_do)
{
    assert_splits("__global__ void child(int *out, int mode, int rounds) {\n"
                  "    __shared__ int sh[64];\n"
                  "    int t = threadIdx.x;\n"
                  "    if (mode > 1) {\n"
                  "        sh[t] = 1;\n"
                  "        __syncthreads();\n"
                  "    } else\n"
                  "        __syncthreads();\n"
                  "    int k = 0;\n"
                  "    do {\n"
                  "        __syncthreads();\n"
                  "    } while (rounds > 3);\n"
                  "    while (rounds > 2) { __syncthreads(); }\n"
                  "    out[t] = sh[t] + k;\n"
                  "}\n");
}

Test(thread_loops, header_reading_a_uniform_local)
{
    assert_splits("__global__ void child(int *out) {\n"
                  "    int half = blockDim.x / 2;\n"
                  "    for (int s = half; s > 0; s >>= 1) {\n"
                  "        out[threadIdx.x] += s;\n"
                  "        __syncthreads();\n"
                  "    }\n"
                  "}\n");
}

Test(thread_loops, barrier_under_a_divergent_condition)
{
    assert_refused("__global__ void child(int *out) {\n"
                   "    __shared__ int sh[64];\n"
                   "    int t = threadIdx.x;\n"
                   "    sh[t] = out[t];\n"
                   "    __syncthreads();\n"
                   "    if (sh[0] > 0) {\n"
                   "        __syncthreads();\n"
                   "    }\n"
                   "}\n",
                   "under the condition at line 6, which differs between its threads");
}

Test(thread_loops, barrier_in_a_loop_with_a_divergent_trip_count)
{
    assert_refused("__global__ void child(int *out) {\n"
                   "    int t = threadIdx.x;\n"
                   "    for (int k = 0; k < t; k++) {\n"
                   "        __syncthreads();\n"
                   "    }\n"
                   "}\n",
                   "in the loop at line 3, whose trip count differs");
}

Test(thread_loops, break_out_of_a_loop_with_a_barrier)
{
    assert_refused("__global__ void child(int *out, int n) {\n"
                   "    for (int k = 0; k < n; k++) {\n"
                   "        if (out[0] == 3)\n"
                   "            break;\n"
                   "        __syncthreads();\n"
                   "    }\n"
                   "}\n",
                   "with break (line 4)");
}

Test(thread_loops, loop_body_changing_what_its_header_reads)
{
    assert_refused("__global__ void child(int *out, int n) {\n"
                   "    while (n > 0) {\n"
                   "        __syncthreads();\n"
                   "        n--;\n"
                   "    }\n"
                   "}\n",
                   "its body changes n, which its header reads");
}

Test(thread_loops, header_calling_a_function)
{
    assert_refused("__device__ int next(int *q) { return q[0]; }\n"
                   "__global__ void child(int *q) {\n"
                   "    while (next(q) > 0) {\n"
                   "        __syncthreads();\n"
                   "    }\n"
                   "}\n",
                   "holds a __syncthreads and calls next");
}

Test(thread_loops, local_read_from_memory_across_a_barrier)
{
    /* Recomputed after the barrier it would read the 0 stored in between. */
    assert_refused("__global__ void child(int *out) {\n"
                   "    __shared__ int sh[64];\n"
                   "    sh[threadIdx.x] = 1;\n"
                   "    __syncthreads();\n"
                   "    int v = sh[threadIdx.x];\n"
                   "    __syncthreads();\n"
                   "    sh[threadIdx.x] = 0;\n"
                   "    __syncthreads();\n"
                   "    out[threadIdx.x] = v;\n"
                   "}\n",
                   "read from memory (v, line 5)");
}

Test(thread_loops, local_depending_on_a_local_read_from_memory)
{
    /* w is recomputed from v, which must then be recomputed too. */
    assert_refused("__global__ void child(int *out) {\n"
                   "    int v = out[threadIdx.x];\n"
                   "    int w = v + 1;\n"
                   "    __syncthreads();\n"
                   "    out[threadIdx.x] = w;\n"
                   "}\n",
                   "read from memory (v, line 2)");
}

Test(thread_loops, local_changed_after_its_declaration)
{
    assert_refused("__global__ void child(int *out) {\n"
                   "    int v = threadIdx.x;\n"
                   "    v += 2;\n"
                   "    __syncthreads();\n"
                   "    out[threadIdx.x] = v;\n"
                   "}\n",
                   "changes and lives across a barrier (v, line 2)");
}

Test(thread_loops, local_array_stored_into)
{
    assert_refused("__global__ void child(int *out) {\n"
                   "    int a[2] = {0, 0};\n"
                   "    a[1] = out[0];\n"
                   "    __syncthreads();\n"
                   "    out[threadIdx.x] = a[1];\n"
                   "}\n",
                   "changes and lives across a barrier (a, line 2)");
}

Test(thread_loops, local_used_only_before_the_barrier_may_read_memory)
{
    assert_splits("__global__ void child(int *out) {\n"
                  "    int v = out[threadIdx.x];\n"
                  "    out[threadIdx.x] = v + 1;\n"
                  "    __syncthreads();\n"
                  "    out[threadIdx.x] += 1;\n"
                  "}\n");
}

Test(thread_loops, barrier_in_a_switch)
{
    assert_refused("__global__ void child(int *out, int mode) {\n"
                   "    switch (mode) {\n"
                   "    case 1: __syncthreads(); break;\n"
                   "    }\n"
                   "}\n",
                   "inside a switch (line 2)");
}

Test(thread_loops, barrier_in_a_called_function)
{
    assert_refused("__device__ void wait_all(void) { __syncthreads(); }\n"
                   "__global__ void child(int *out) {\n"
                   "    out[threadIdx.x] = 1;\n"
                   "    wait_all();\n"
                   "}\n",
                   "calls wait_all, which has a __syncthreads");
}

Test(thread_loops, shared_memory_declared_in_a_loop)
{
    assert_refused("__global__ void child(int *out, int n) {\n"
                   "    for (int k = 0; k < n; k++) {\n"
                   "        __shared__ int sh[32];\n"
                   "        sh[threadIdx.x] = k;\n"
                   "        __syncthreads();\n"
                   "    }\n"
                   "}\n",
                   "declares shared memory inside a branch or loop");
}

Test(thread_loops, early_return_with_barriers)
{
    assert_refused("__global__ void child(int *out, int n) {\n"
                   "    if (n == 0) return;\n"
                   "    __syncthreads();\n"
                   "}\n",
                   "returns early and has barriers");
}

Test(thread_loops, statement_lists_and_bodies)
{
    Parsed p = parse_text("__global__ void child(int n) {\n"
                          "    if (n) { __syncthreads(); } else n = 2;\n"
                          "    for (int s = 0; s < n; s++) __syncthreads();\n"
                          "}\n",
                          1);
    TSNode body = p.program->functions[model_find_function(p.program, "child")].body;
    cr_assert_eq(statements_count(body), 2);
    TSNode branch = statements_at(body, 0), loop = statements_at(body, 1);
    TSNode bodies[2], parts[3];
    cr_assert_eq(statements_bodies(branch, bodies), 2);
    cr_assert(node_is(bodies[0], "compound_statement"));
    cr_assert(node_is(bodies[1], "expression_statement"));
    cr_assert_eq(statements_count(bodies[1]), 1);
    cr_assert_eq(statements_header_parts(branch, parts), 1);
    cr_assert_eq(statements_bodies(loop, bodies), 1);
    cr_assert(statements_is_barrier(p.src, bodies[0]));
    cr_assert_eq(statements_header_parts(loop, parts), 3);
    cr_assert(statements_holds_barrier(p.src, loop));
    cr_assert(statements_mentions(p.src, loop, "s"));
    cr_assert_not(statements_mentions(p.src, loop, "t"));
    parsed_free(&p);
}

Test(thread_loops, for_condition_with_side_effects)
{
    assert_refused("__global__ void child(int *out, int n) {\n"
                   "    for (int k = 0; (n = n - 1) > 0; k++) {\n"
                   "        __syncthreads();\n"
                   "    }\n"
                   "}\n",
                   "the loop at line 2 holds a __syncthreads and has side effects");
}
