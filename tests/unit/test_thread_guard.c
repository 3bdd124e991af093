/* analysis/thread_guard.h: a child whose threads past an argument do
 * nothing, which flattening then does not run; and the plan of a flattened
 * site (plan/removal.c): bounded, capped, refused. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/thread_guard.h"
#include "helpers.h"
#include "plan/plan.h"

/* thread_guard_param of the kernel `child` in text. */
static int guard_of(const char *text)
{
    Parsed p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p.tree), 0, "test source must parse:\n%s", text);
    int fn = model_find_function(p.program, "child");
    cr_assert_geq(fn, 0);
    int k = thread_guard_param(p.program, fn);
    parsed_free(&p);
    return k;
}

Test(thread_guard, the_x_index_against_a_parameter_in_any_order)
{
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n"
                          "    if (j < n) a[j] = 1;\n}\n"),
                 1);
    cr_assert_eq(guard_of("__global__ void child(unsigned n, float *a) {\n"
                          "    // the vertex of this thread\n"
                          "    int idx = threadIdx.x + blockDim.x * blockIdx.x;\n"
                          "    if (idx < n) {\n        a[idx] = 0.5f;\n    }\n}\n"),
                 0);
}

Test(thread_guard, anything_else_is_not_bounded)
{
    /* Code after the if, or before the index. */
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n"
                          "    if (j < n) a[j] = 1;\n    a[0] = 2;\n}\n"),
                 -1);
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n    a[0] = 2;\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 -1);
    /* An else runs for the threads past n. */
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n"
                          "    if (j < n) a[j] = 1; else a[0] = 0;\n}\n"),
                 -1);
    /* Not the x index: y, or no block offset. */
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    int j = blockIdx.y * blockDim.y + threadIdx.y;\n    if (j < n) a[j] = 1;\n}\n"),
                 -1);
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    int j = threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 -1);
    /* <=, another variable, a bound that is not an integer parameter. */
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j <= n) a[j] = 1;\n}\n"),
                 -1);
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n    int k = j;\n"
                          "    if (k < n) a[j] = 1;\n}\n"),
                 -1);
    cr_assert_eq(guard_of("__global__ void child(int *a, float n) {\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 -1);
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < a[0]) a[j] = 1;\n}\n"),
                 -1);
}

Test(thread_guard, a_narrow_index_or_an_unsigned_index_against_a_signed_bound_is_not_bounded)
{
    /* Too narrow: threads past its range wrap and work again. */
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    unsigned char j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 -1);
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    short j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 -1);
    /* Unsigned against signed: a negative n converts to a huge bound. */
    cr_assert_eq(guard_of("__global__ void child(int *a, int n) {\n"
                          "    unsigned j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 -1);
    cr_assert_eq(guard_of("__global__ void child(int *a, long n) {\n"
                          "    size_t j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 -1);
    /* Signed against unsigned, and the same signedness, compare by value. */
    cr_assert_eq(guard_of("__global__ void child(int *a, unsigned n) {\n"
                          "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 1);
    cr_assert_eq(guard_of("__global__ void child(int *a, size_t n) {\n"
                          "    unsigned int j = blockIdx.x * blockDim.x + threadIdx.x;\n    if (j < n) a[j] = 1;\n}\n"),
                 1);
}

/* --- the plan of a flattened site ---------------------------------------- */

static const char *const parent_text =
    "__global__ void child(const int *a, int n, int *out) {\n"
    "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (j < n) atomicAdd(out, a[j]);\n}\n"
    "__global__ void barrier_child(int *out) {\n    __syncthreads();\n    out[threadIdx.x] = 1;\n}\n"
    "__global__ void parent(const int *a, const int *n, int *out) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    child<<<(n[i] + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(a, n[i], out);\n}\n"
    "__global__ void other_parent(int *out) {\n    barrier_child<<<1, 32>>>(out);\n}\n";

/* The same child beside a launch the kernel makes as written: its size
 * differs between lanes, so a launch over the cap leaves the warp diverged
 * for that one (plan/removal.c, refuse_diverged_flattening). */
static const char *const beside_text =
    "__global__ void child(const int *a, int n, int *out) {\n"
    "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (j < n) atomicAdd(out, a[j]);\n}\n"
    "__global__ void barrier_child(int *out) {\n    __syncthreads();\n    out[threadIdx.x] = 1;\n}\n"
    "__global__ void parent(const int *a, const int *n, int *out) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    child<<<1, 32, 0, cudaStreamFireAndForget>>>(a, n[i], out);\n"
    "    barrier_child<<<1, 32>>>(out);\n}\n";

Test(thread_guard, a_site_whose_bound_differs_between_lanes_beside_another_launch_is_refused)
{
    Parsed p = parse_text(beside_text, 1);
    LaunchFacts *facts = launch_facts_compute(p.program);
    Plan *plan = plan_build_removal(p.program, facts, REMOVAL_FLATTEN_WARP);
    const SitePlan *sp = &plan->sites[find_launch(p.program, "child", 0)];
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_NONE);
    cr_assert_not_null(sp->reason);
    cr_assert_eq(sp->reason->code, REFUSAL_FLATTEN_WARP_DIVERGED_BESIDE);
    plan_free(plan);
    launch_facts_free(facts, p.program->launch_count);
    parsed_free(&p);
}

Test(thread_guard, a_flattened_site_is_bounded_and_capped_and_a_child_with_barriers_is_refused)
{
    Parsed p = parse_text(parent_text, 1);
    LaunchFacts *facts = launch_facts_compute(p.program);
    Plan *plan = plan_build_removal(p.program, facts, REMOVAL_FLATTEN_WARP);
    int site = find_launch(p.program, "child", 0), other = find_launch(p.program, "barrier_child", 0);
    const SitePlan *sp = &plan->sites[site];
    cr_assert_eq(decision_removal(&sp->decision), REMOVAL_FLATTEN_WARP);
    cr_assert(sp->removal.bounded);
    cr_assert_eq(sp->removal.bound_arg, 1);
    cr_assert(!sp->removal.uncapped, "no device-side sync: launches over the cap are made as written");
    cr_assert_str_eq(sp->kernel_name, "child_dp_thread");
    /* a and out are the kernel's parameters: alike in every lane; n[i] is not. */
    cr_assert(sp->removal.arg_shared[0] && !sp->removal.arg_shared[1] && sp->removal.arg_shared[2]);
    cr_assert(!sp->removal.grid_shared && sp->removal.block_shared);
    cr_assert_eq(decision_removal(&plan->sites[other].decision), REMOVAL_NONE);
    cr_assert_not_null(plan->sites[other].reason);
    cr_assert_eq(plan->sites[other].reason->code, REFUSAL_FLATTEN_CHILD_BARRIERS);
    plan_decide_kernels(plan);
    cr_assert(plan->kernels[p.program->launches[site].callee_fn].runs_as_thread);
    cr_assert(!plan->kernels[p.program->launches[site].callee_fn].runs_serially);
    plan_free(plan);
    launch_facts_free(facts, p.program->launch_count);
    parsed_free(&p);
}
