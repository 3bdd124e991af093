/* Aggregation and a thread's launches into an ordered stream (plan/plan.c,
 * keep_stream_order): a launch aggregated at block, multiblock or grid
 * granularity is made at the end of the block or after the grid, so a
 * later launch of the same thread into the NULL stream, left as written,
 * would overtake it (an H100, 2026-11-24: tests/runtime/null_order_check.cu). */
#include <criterion/criterion.h>

#include "helpers.h"
#include "plan/plan.h"

static const char *const source =
    "__global__ void fill(unsigned *b) { b[threadIdx.x] = 1u; }\n"
    "__global__ void use(unsigned *b, unsigned *acc)\n"
    "{\n"
    "    extern __shared__ unsigned tile[];\n"
    "    tile[threadIdx.x] = b[threadIdx.x];\n"
    "    __syncthreads();\n"
    "    atomicAdd(acc, tile[(threadIdx.x + 1) % blockDim.x]);\n"
    "}\n"
    "__global__ void fill_then_use(unsigned *b, unsigned *acc, const int *shm)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    fill<<<1, 32>>>(b + t * 32);\n"
    "    use<<<1, 32, shm[t]>>>(b + t * 32, acc);\n"
    "}\n"
    "__global__ void use_then_fill(unsigned *b, unsigned *acc, const int *shm)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    use<<<1, 32, shm[t]>>>(b + t * 32, acc);\n"
    "    fill<<<1, 32>>>(b + t * 32);\n"
    "}\n"
    "__global__ void fills_then_use(unsigned *b, unsigned *acc, const int *shm)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    for (int k = 0; k < 2; k++)\n"
    "        use<<<1, 32, shm[t]>>>(b + t * 32, acc);\n"
    "    fill<<<1, 32>>>(b + t * 32);\n"
    "}\n"
    "__global__ void fill_then_use_unordered(unsigned *b, unsigned *acc, const int *shm)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    fill<<<1, 32, 0, cudaStreamFireAndForget>>>(b + t * 32);\n"
    "    use<<<1, 32, shm[t], cudaStreamFireAndForget>>>(b + t * 32, acc);\n"
    "}\n";

/* The plan of fill's launch in `caller`. */
static Granularity fill_granularity(Granularity g, const char *caller, RefusalCode *why)
{
    Parsed p = parse_text(source, 1);
    LaunchFacts *facts = launch_facts_compute(p.program);
    Plan *plan = plan_build(p.program, facts, g, 2);
    Granularity got = GRANULARITY_NONE;
    *why = REFUSAL_CODE_COUNT;
    for (int i = 0; i < p.program->launch_count; i++) {
        const LaunchSite *s = &p.program->launches[i];
        if (s->caller_fn >= 0 && !strcmp(s->callee, "fill") && !strcmp(p.program->functions[s->caller_fn].name, caller)) {
            got = decision_granularity(&plan->sites[i].decision);
            if (plan->sites[i].reason)
                *why = plan->sites[i].reason->code;
        }
    }
    plan_free(plan);
    launch_facts_free(facts, p.program->launch_count);
    parsed_free(&p);
    return got;
}

Test(plan_stream_order, a_launch_a_later_one_left_as_written_would_overtake_stays_as_written)
{
    Granularity asked[] = {GRANULARITY_BLOCK, GRANULARITY_GRID, GRANULARITY_MULTIBLOCK};
    for (int k = 0; k < 3; k++) {
        RefusalCode why;
        cr_assert_eq(fill_granularity(asked[k], "fill_then_use", &why), GRANULARITY_NONE, "asked %d", (int)asked[k]);
        cr_assert_eq(why, REFUSAL_AGGREGATE_STREAM_ORDER);
    }
}

Test(plan_stream_order, an_earlier_launch_left_as_written_keeps_the_order)
{
    RefusalCode why;
    cr_assert_eq(fill_granularity(GRANULARITY_GRID, "use_then_fill", &why), GRANULARITY_GRID,
                 "use, as written, runs before the fused grid, as before fill");
}

Test(plan_stream_order, fire_and_forget_launches_have_no_order_to_keep)
{
    RefusalCode why;
    cr_assert_eq(fill_granularity(GRANULARITY_GRID, "fill_then_use_unordered", &why), GRANULARITY_GRID);
    cr_assert_eq(fill_granularity(GRANULARITY_BLOCK, "fill_then_use_unordered", &why), GRANULARITY_BLOCK);
}

/* The kept launches run in a loop before fill: once past the loop, the
 * thread never launches use again, so fill's postponed launch keeps its
 * place (launch_may_precede: no loop holds both). */
Test(plan_stream_order, a_loop_the_thread_has_left_orders_nothing_after_it)
{
    RefusalCode why;
    cr_assert_eq(fill_granularity(GRANULARITY_GRID, "fills_then_use", &why), GRANULARITY_GRID);
}
