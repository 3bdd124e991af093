/* plan/arena.c: every device-side cudaMalloc and cudaFree becomes the
 * arena's, or none does (a pointer from the arena freed by the heap's
 * cudaFree would be an error). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "plan/plan.h"

/* The plan of text under --aggregate=grid (or no strategy), with the arena
 * asked or not: whether it is used, and why not (copied, or NULL). */
static bool arena_of(const char *text, bool strategy, bool asked, char **why)
{
    Parsed p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p.tree), 0, "test source must parse:\n%s", text);
    LaunchFacts *facts = launch_facts_compute(p.program);
    Plan *plan = plan_build(p.program, facts, strategy ? GRANULARITY_GRID : GRANULARITY_NONE, 0);
    plan_decide_arena(plan, asked);
    bool used = plan->arena_malloc;
    *why = plan->arena_reason ? strdup(plan->arena_reason) : NULL;
    plan_free(plan);
    launch_facts_free(facts, p.program->launch_count);
    parsed_free(&p);
    return used;
}

static const char *const allocating =
    "__global__ void child(float *v) { v[threadIdx.x] = 1.0f; }\n"
    "__global__ void parent(float **lines) {\n"
    "    int i = threadIdx.x;\n"
    "    if (cudaMalloc((void **)&lines[i], 32 * sizeof(float)) == cudaSuccess)\n"
    "        child<<<1, 32>>>(lines[i]);\n}\n"
    "__global__ void release(float **lines) { cudaFree(lines[threadIdx.x]); }\n"
    "int main(void) { float **l; cudaMalloc(&l, 64); parent<<<1, 32>>>(l); cudaFree(l); return 0; }\n";

Test(plan_arena, device_allocations_use_the_arena_with_any_strategy)
{
    char *why;
    cr_assert(arena_of(allocating, true, true, &why));
    cr_assert_null(why);
}

Test(plan_arena, not_asked_or_no_strategy_or_no_device_allocation)
{
    char *why;
    cr_assert_not(arena_of(allocating, true, false, &why), "--malloc=heap");
    cr_assert_null(why);
    cr_assert_not(arena_of(allocating, false, true, &why), "no strategy: the output is the input");
    cr_assert_null(why);
    cr_assert_not(arena_of("__global__ void k(int *a) { a[0] = 1; }\nint main(void) { int *a; cudaMalloc(&a, 4); "
                           "k<<<1, 1>>>(a); return 0; }\n",
                           true, true, &why),
                  "host-side cudaMalloc only");
    cr_assert_null(why);
}

Test(plan_arena, an_allocation_dpopt_cannot_rename_keeps_the_heap)
{
    char *why;
    /* A free in a macro's text: the arena's pointer would reach the heap's cudaFree. */
    const char *macro = "#define RELEASE(p) cudaFree(p)\n"
                        "__global__ void child(float *v) { v[threadIdx.x] = 1.0f; }\n"
                        "__global__ void parent(float **lines) {\n"
                        "    int i = threadIdx.x;\n"
                        "    cudaMalloc((void **)&lines[i], 128);\n"
                        "    child<<<1, 32>>>(lines[i]);\n}\n"
                        "__global__ void release(float **lines) { RELEASE(lines[threadIdx.x]); }\n";
    cr_assert_not(arena_of(macro, true, true, &why));
    cr_assert_not_null(why);
    cr_assert(strstr(why, "RELEASE"), "%s", why);
    free(why);
    /* A device function dpopt cannot see may free it too. */
    const char *unseen = "__device__ void drop(float *p);\n"
                         "__global__ void child(float *v) { v[threadIdx.x] = 1.0f; }\n"
                         "__global__ void parent(float **lines) {\n"
                         "    int i = threadIdx.x;\n"
                         "    cudaMalloc((void **)&lines[i], 128);\n"
                         "    child<<<1, 32>>>(lines[i]);\n    drop(lines[i]);\n}\n";
    cr_assert_not(arena_of(unseen, true, true, &why));
    cr_assert_not_null(why);
    cr_assert(strstr(why, "drop"), "%s", why);
    free(why);
}
