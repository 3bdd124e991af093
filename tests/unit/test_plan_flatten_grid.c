/* --flatten=grid's and --flatten=block's plan (plan/flatten_grid.c):
 * which grid- or block-aggregated sites get a batch of one entry per child
 * thread, with the bound of a child whose body is `if (<x index> < n)`, and
 * why the others keep their blocks. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/thread_guard.h"
#include "helpers.h"
#include "plan/decide.h"
#include "plan/plan.h"
#include "report/report_refusal.h"

typedef struct Planned {
    Parsed p;
    LaunchFacts *facts;
    Plan *plan;
} Planned;

static Planned plan_flattened_at(const char *text, Granularity scope)
{
    Planned r;
    r.p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(r.p.tree), 0, "test source must parse:\n%s", text);
    r.facts = launch_facts_compute(r.p.program);
    r.plan = plan_build(r.p.program, r.facts, scope, 0);
    plan_flatten(r.plan, r.facts, scope);
    plan_decide_kernels(r.plan);
    return r;
}

static Planned plan_flattened(const char *text) { return plan_flattened_at(text, GRANULARITY_GRID); }

static void planned_free(Planned *r)
{
    plan_decide_sites(r->plan); /* completed as pipeline.c completes it */
    plan_assert_invariants(r->plan);
    plan_free(r->plan);
    launch_facts_free(r->facts, r->p.program->launch_count);
    parsed_free(&r->p);
}

static const SitePlan *site_of(const Planned *r, const char *callee)
{
    int i = find_launch(r->p.program, callee, 0);
    cr_assert_geq(i, 0, "no launch of %s", callee);
    return &r->plan->sites[i];
}

static const char *const source =
    "__global__ void guarded(const int *in, int n, int *out)\n"
    "{\n"
    "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (j < n)\n"
    "        out[j] = in[j];\n"
    "}\n"
    "__global__ void plain(int *out) { out[threadIdx.x] += 1; }\n"
    "__global__ void barrier(int *out) { out[threadIdx.x] = 1; __syncthreads(); out[threadIdx.x] += out[0]; }\n"
    "__global__ void vote(int *out) { out[threadIdx.x] = __ballot_sync(0xffffffffu, out[threadIdx.x] > 0); }\n"
    "__global__ void guarded_vote(const int *in, int n, int *out)\n"
    "{\n"
    "    int j = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (j < n)\n"
    "        out[j] = __ballot_sync(__activemask(), in[j] > 0);\n"
    "}\n"
    "__global__ void parent(const int *sizes, int *out)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    int n = sizes[t];\n"
    "    if (n > 0) {\n"
    "        guarded<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(sizes, n, out + t);\n"
    "        plain<<<1, n, 0, cudaStreamFireAndForget>>>(out + t);\n"
    "        barrier<<<1, 32, 0, cudaStreamFireAndForget>>>(out + t);\n"
    "        vote<<<1, 32, 0, cudaStreamFireAndForget>>>(out + t);\n"
    "        guarded_vote<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(sizes, n, out + t);\n"
    "    }\n"
    "}\n";

Test(plan_flatten_grid, a_child_whose_threads_run_apart_is_flattened)
{
    Planned r = plan_flattened(source);
    const SitePlan *g = site_of(&r, "guarded"), *p = site_of(&r, "plain");
    cr_assert_eq(decision_granularity(&g->decision), GRANULARITY_GRID);
    cr_assert(strategy_kind_walks_threads(g->decision.kind), "guarded: one thread per child thread");
    cr_assert(g->aggregated.bounded, "its body is `if (j < n)`");
    cr_assert_eq(g->aggregated.bound_arg, 1, "n is its argument 1");
    cr_assert_null(g->aggregated.flatten_reason);
    cr_assert(strategy_kind_walks_threads(p->decision.kind));
    cr_assert_not(p->aggregated.bounded, "plain runs every thread");
    /* Its one-thread form is written for the fused kernels. */
    cr_assert(r.plan->kernels[r.p.program->launches[find_launch(r.p.program, "guarded", 0)].callee_fn].runs_as_thread);
    planned_free(&r);
}

Test(plan_flatten_grid, a_child_with_barriers_is_walked_in_whole_blocks)
{
    Planned r = plan_flattened(source);
    const SitePlan *b = site_of(&r, "barrier");
    cr_assert_eq(decision_granularity(&b->decision), GRANULARITY_GRID, "a batch of child blocks");
    cr_assert_not(strategy_kind_walks_threads(b->decision.kind), "its threads run as blocks");
    cr_assert(b->aggregated.walks_blocks, "each fused block runs a share of the child blocks");
    cr_assert_null(b->aggregated.flatten_reason);
    cr_assert_not(site_of(&r, "guarded")->aggregated.walks_blocks, "a child walked by threads is not");
    planned_free(&r);
}

/* Walked in whole blocks, a child block runs in a lambda, as coarsening
 * runs it: threads that return early would meet the next child block's
 * barrier while the others wait at one inside the body. */
Test(plan_flatten_grid, a_child_that_returns_before_a_barrier_stays_block_by_block)
{
    Planned r = plan_flattened("__global__ void early(int *out, int n)\n"
                               "{\n"
                               "    __shared__ int s[32];\n"
                               "    if (threadIdx.x >= n)\n"
                               "        return;\n"
                               "    s[threadIdx.x] = 1;\n"
                               "    __syncthreads();\n"
                               "    out[threadIdx.x] = s[0];\n"
                               "}\n"
                               "__global__ void parent(int *out, const int *n)\n"
                               "{\n"
                               "    early<<<1, 32, 0, cudaStreamFireAndForget>>>(out + threadIdx.x, n[threadIdx.x]);\n"
                               "}\n");
    const SitePlan *e = site_of(&r, "early");
    cr_assert_eq(decision_granularity(&e->decision), GRANULARITY_GRID, "still aggregated, block by block");
    cr_assert_not(e->aggregated.walks_blocks);
    cr_assert_eq(e->aggregated.flatten_reason->code, REFUSAL_COARSEN_RETURNS_BARRIERS);
    planned_free(&r);
}

Test(plan_flatten_grid, a_child_with_warp_wide_operations_goes_in_whole_warps)
{
    Planned r = plan_flattened(source);
    const SitePlan *v = site_of(&r, "vote"), *plain = site_of(&r, "plain");
    cr_assert_eq(decision_granularity(&v->decision), GRANULARITY_GRID);
    cr_assert(strategy_kind_walks_threads(v->decision.kind), "vote: flattened");
    cr_assert(v->aggregated.whole_warps, "vote: its warps kept whole");
    const SitePlan *gv = site_of(&r, "guarded_vote");
    const int gv_fn = r.p.program->launches[find_launch(r.p.program, "guarded_vote", 0)].callee_fn;
    cr_assert_eq(thread_guard_param(r.p.program, gv_fn), 1, "guarded_vote's threads past n do nothing of their own");
    cr_assert(gv->aggregated.whole_warps);
    cr_assert_not(gv->aggregated.bounded, "guarded_vote: its threads past n take part in its warp's operations");
    cr_assert_null(v->aggregated.flatten_reason);
    cr_assert_not(plain->aggregated.whole_warps, "a child without warp-wide operations goes in by the thread");
    planned_free(&r);
}

Test(plan_flatten_grid, nothing_without_the_option)
{
    Parsed p = parse_text(source, 1);
    LaunchFacts *facts = launch_facts_compute(p.program);
    Plan *plan = plan_build(p.program, facts, GRANULARITY_GRID, 0);
    for (int i = 0; i < p.program->launch_count; i++) {
        cr_assert_not(strategy_kind_walks_threads(plan->sites[i].decision.kind));
        cr_assert_null(plan->sites[i].aggregated.flatten_reason);
    }
    cr_assert_eq(plan->flattened, GRANULARITY_NONE);
    plan_free(plan);
    launch_facts_free(facts, p.program->launch_count);
    parsed_free(&p);
}

/* The grid's last block may run a small batch itself, while other blocks
 * finish: not for children the program launched into the tail stream,
 * which run after the whole grid. */
Test(plan_flatten_grid, the_last_block_runs_small_batches_unless_the_launch_waits_for_the_grid)
{
    Planned r = plan_flattened("__global__ void plain(int *out) { out[threadIdx.x] += 1; }\n"
                               "__global__ void later(int *out) { out[threadIdx.x] += 2; }\n"
                               "__global__ void apart(int *out) { out[threadIdx.x] += 3; }\n"
                               "__global__ void parent(int *out)\n"
                               "{\n"
                               "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
                               "    plain<<<1, 32>>>(out + t);\n"
                               "    apart<<<1, 32, 0, cudaStreamFireAndForget>>>(out + t);\n"
                               "}\n"
                               "__global__ void tail_parent(int *out)\n"
                               "{\n"
                               "    later<<<1, 32, 0, cudaStreamTailLaunch>>>(out + threadIdx.x);\n"
                               "}\n");
    const SitePlan *plain = site_of(&r, "plain"), *later = site_of(&r, "later"), *apart = site_of(&r, "apart");
    cr_assert(strategy_kind_walks_threads(plain->decision.kind) && strategy_kind_walks_threads(later->decision.kind) && strategy_kind_walks_threads(apart->decision.kind));
    cr_assert(plain->aggregated.in_block, "the block's NULL stream");
    cr_assert_not(later->aggregated.in_block, "the tail stream waits for the whole grid");
    cr_assert(apart->aggregated.in_block, "fire and forget");
    planned_free(&r);
}

/* The host follows a launching kernel's launches with its fused grids
 * only where it rewrites every launch of the copy it launches and nothing
 * else names the kernel. */
Test(plan_flatten_grid, a_kernel_launched_only_by_plain_host_launches_is_followed)
{
    Planned r = plan_flattened("__global__ void leaf(int *out) { out[threadIdx.x] += 1; }\n"
                               "__global__ void followed(int *out) { leaf<<<1, 32>>>(out + threadIdx.x); }\n"
                               "__global__ void named(int *out) { leaf<<<1, 32>>>(out + threadIdx.x); }\n"
                               "static __global__ void hidden(int *out) { leaf<<<1, 32>>>(out + threadIdx.x); }\n"
                               "__global__ void unlaunched(int *out) { leaf<<<1, 32>>>(out + threadIdx.x); }\n"
                               "__global__ void escaped(int *out) { leaf<<<1, 32>>>(out + threadIdx.x); }\n"
                               "void host(int *out)\n"
                               "{\n"
                               "    followed<<<2, 64>>>(out);\n"
                               "    named<<<2, 64>>>(out);\n"
                               "    hidden<<<2, 64>>>(out);\n"
                               "    escaped<<<2, 64>>>(out);\n"
                               "    cudaFuncSetAttribute(named, cudaFuncAttributeMaxDynamicSharedMemorySize, 0);\n"
                               "    void (*k)(int *) = escaped;\n"
                               "    (void)k;\n"
                               "}\n");
    const Program *p = r.p.program;
    int followed = find_launch(p, "followed", 0), named = find_launch(p, "named", 0), hidden = find_launch(p, "hidden", 0);
    const KernelPlan *f = &r.plan->kernels[p->launches[followed].callee_fn];
    const KernelPlan *n = &r.plan->kernels[p->launches[named].callee_fn];
    const KernelPlan *h = &r.plan->kernels[p->launches[hidden].callee_fn];
    cr_assert(f->followed);
    cr_assert_null(f->follow_reason);
    cr_assert_not(n->followed);
    cr_assert_eq(n->follow_reason->code, REFUSAL_FOLLOW_NAME_USED, "its attribute is set, on the wrapper");
    cr_assert_not(h->followed);
    cr_assert_eq(h->follow_reason->code, REFUSAL_FOLLOW_HEAD, "static");
    for (int i = 0; i < p->launch_count; i++) {
        if (p->launches[i].device_side && p->launches[i].caller_fn >= 0 &&
            !strcmp(p->functions[p->launches[i].caller_fn].name, "unlaunched")) {
            const KernelPlan *u = &r.plan->kernels[p->launches[i].caller_fn];
            cr_assert_not(u->followed);
            cr_assert_eq(u->follow_reason->code, REFUSAL_FOLLOW_NO_HOST_LAUNCH);
            cr_assert_not(r.plan->sites[i].aggregated.followed);
        }
        if (p->launches[i].device_side && p->launches[i].caller_fn == p->launches[followed].callee_fn)
            cr_assert(r.plan->sites[i].aggregated.followed, "its site hands its batch off");
        /* Its address taken, it may run twice at once: each grid takes a
         * state of its own (tests/defects/launch-api-unseen); launched
         * where dpopt cannot see, it is not followed. */
        if (p->launches[i].device_side && p->launches[i].caller_fn >= 0 &&
            !strcmp(p->functions[p->launches[i].caller_fn].name, "escaped")) {
            cr_assert_not(r.plan->sites[i].aggregated.followed);
            cr_assert(r.plan->sites[i].aggregated.grid_table, "a state a grid");
            cr_assert_null(r.plan->sites[i].reason);
            cr_assert_eq(r.plan->kernels[p->launches[i].caller_fn].follow_reason->code, REFUSAL_FOLLOW_NAME_USED);
        }
    }
    planned_free(&r);
}

/* Launches ordered with other launches of the same blocks (the block's
 * NULL stream) stay block by block: flattened, one of more than 65,536
 * threads would be made as written at the end of the block, before the
 * fused grid of one the program made first (an H100, 2026-11-24,
 * tests/runtime/null_order_check.cu). A NULL-stream launch alone in its
 * blocks is flattened, run by the last block or followed. The sizes here
 * are parameters: constant ones within the limit are flattened (below). */
Test(plan_flatten_grid, ordered_launches_stay_block_by_block)
{
    Planned r = plan_flattened("__global__ void fill(int *b) { b[threadIdx.x] = 1; }\n"
                               "__global__ void use(int *b, int *out) { out[threadIdx.x] = b[threadIdx.x]; }\n"
                               "__global__ void bump(int *out) { out[threadIdx.x] += 1; }\n"
                               "__global__ void pair(int *b, int *out, int n)\n"
                               "{\n"
                               "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
                               "    fill<<<1, n>>>(b + t * 32);\n"
                               "    use<<<1, n>>>(b + t * 32, out);\n"
                               "}\n"
                               "__global__ void alone(int *out)\n"
                               "{\n"
                               "    bump<<<1, 32>>>(out + threadIdx.x);\n"
                               "}\n"
                               "void host(int *b, int *out) { pair<<<2, 64>>>(b, out, 32); alone<<<2, 64>>>(out); }\n");
    const SitePlan *fill = site_of(&r, "fill"), *use = site_of(&r, "use"), *bump = site_of(&r, "bump");
    cr_assert_eq(decision_granularity(&fill->decision), GRANULARITY_GRID, "still aggregated, block by block");
    cr_assert_not(strategy_kind_walks_threads(fill->decision.kind));
    cr_assert_eq(fill->aggregated.flatten_reason->code, REFUSAL_FLATTEN_ORDERED_FALLBACK);
    cr_assert_not(strategy_kind_walks_threads(use->decision.kind));
    cr_assert_eq(use->aggregated.flatten_reason->code, REFUSAL_FLATTEN_ORDERED_FALLBACK);
    char *why = report_refusal_text(r.plan, use->aggregated.flatten_reason);
    cr_assert(why && strstr(why, "'fill' (line 7)"), "use: %s", why ? why : "(none)");
    free(why);
    cr_assert(strategy_kind_walks_threads(bump->decision.kind), "the NULL stream, no other launch of its blocks");
    cr_assert(bump->aggregated.in_block && bump->aggregated.followed);
    planned_free(&r);
}

/* Where the launch's grid and block are constants within the limit (<<<1,
 * 32>>>), no launch of the site is ever made as written for its size: the
 * ordered launches are flattened. One over the limit (<<<512, 256>>>), or
 * of blocks not of whole warps where the child goes in whole warps, stays
 * block by block. */
Test(plan_flatten_grid, constant_sizes_within_the_limit_are_flattened)
{
    Planned r = plan_flattened("__global__ void fill(int *b) { b[threadIdx.x] = 1; }\n"
                               "__global__ void use(int *b, int *out) { out[threadIdx.x] = b[threadIdx.x]; }\n"
                               "__global__ void big(int *out) { out[threadIdx.x] += 1; }\n"
                               "__global__ void pair(int *b, int *out)\n"
                               "{\n"
                               "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
                               "    fill<<<1, 32>>>(b + t * 32);\n"
                               "    use<<<dim3(2, 1), (16 * 2)>>>(b + t * 32, out);\n"
                               "    big<<<512, 256>>>(out);\n"
                               "}\n"
                               "void host(int *b, int *out) { pair<<<2, 64>>>(b, out); }\n");
    const SitePlan *fill = site_of(&r, "fill"), *use = site_of(&r, "use"), *big = site_of(&r, "big");
    cr_assert(strategy_kind_walks_threads(fill->decision.kind), "32 threads, never made as written for its size");
    cr_assert(strategy_kind_walks_threads(use->decision.kind), "dim3(2, 1) blocks of 16 * 2");
    cr_assert_not(strategy_kind_walks_threads(big->decision.kind), "131,072 threads may be made as written");
    cr_assert_eq(big->aggregated.flatten_reason->code, REFUSAL_FLATTEN_ORDERED_FALLBACK);
    planned_free(&r);
}

/* At block scope the same children are flattened, and the block walks its
 * own batch at its end: never a child launched into the tail stream, which
 * waits for the whole grid; no host follow-up. */
Test(plan_flatten_block, the_block_walks_what_grid_scope_would_flatten)
{
    Planned r = plan_flattened_at(source, GRANULARITY_BLOCK);
    cr_assert_eq(r.plan->flattened, GRANULARITY_BLOCK);
    const SitePlan *g = site_of(&r, "guarded"), *b = site_of(&r, "barrier"), *v = site_of(&r, "vote");
    cr_assert_eq(decision_granularity(&g->decision), GRANULARITY_BLOCK);
    cr_assert(strategy_kind_walks_threads(g->decision.kind) && g->aggregated.in_block, "guarded: walked by its block");
    cr_assert(g->aggregated.bounded && g->aggregated.bound_arg == 1);
    cr_assert_not(g->aggregated.followed, "no host follow-up at block scope");
    cr_assert_not(strategy_kind_walks_threads(b->decision.kind));
    cr_assert_eq(b->aggregated.flatten_reason->code, REFUSAL_FLATTEN_CHILD_BARRIERS);
    cr_assert(strategy_kind_walks_threads(v->decision.kind) && v->aggregated.whole_warps);
    planned_free(&r);
}

Test(plan_flatten_block, a_tail_launch_keeps_its_blocks)
{
    Planned r = plan_flattened_at("__global__ void later(int *out) { out[threadIdx.x] += 2; }\n"
                                  "__global__ void apart(int *out) { out[threadIdx.x] += 3; }\n"
                                  "__global__ void parent(int *out)\n"
                                  "{\n"
                                  "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                  "    apart<<<1, 32, 0, cudaStreamFireAndForget>>>(out + t);\n"
                                  "}\n"
                                  "__global__ void tail_parent(int *out)\n"
                                  "{\n"
                                  "    later<<<1, 32, 0, cudaStreamTailLaunch>>>(out + threadIdx.x);\n"
                                  "}\n",
                                  GRANULARITY_BLOCK);
    const SitePlan *later = site_of(&r, "later"), *apart = site_of(&r, "apart");
    cr_assert(strategy_kind_walks_threads(apart->decision.kind));
    cr_assert_eq(decision_granularity(&later->decision), GRANULARITY_BLOCK, "still aggregated, block by block");
    cr_assert_not(strategy_kind_walks_threads(later->decision.kind), "its child runs after the whole grid, not at the end of the block");
    cr_assert_eq(later->aggregated.flatten_reason->code, REFUSAL_REMOVE_TAIL_LAUNCH);
    planned_free(&r);
}
