#include <criterion/criterion.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/launch_facts.h"
#include "helpers.h"

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

/* --- loops and guards ---------------------------------------------------- */

static const char *const context_src =
    "__global__ void child(int a) {}\n"                        /* 1 */
    "__global__ void k(int n, int m) {\n"                      /* 2 */
    "    child<<<1, 1>>>(0);\n"                                /* 3 */
    "    for (int i = 0; i < n; i++) {\n"                      /* 4 */
    "        int j = 0;\n"                                     /* 5 */
    "        while (j < m) {\n"                                /* 6 */
    "            if (blockIdx.x == 0) {\n"                     /* 7 */
    "                child<<<1, 1>>>(i);\n"                    /* 8 */
    "            } else {\n"                                   /* 9 */
    "                child<<<1, 1>>>(j);\n"                    /* 10 */
    "            }\n"                                          /* 11 */
    "            j++;\n"                                       /* 12 */
    "        }\n"                                              /* 13 */
    "    }\n"                                                  /* 14 */
    "    do {\n"                                               /* 15 */
    "        child<<<1, 1>>>(3);\n"                            /* 16 */
    "    } while (--m > 0);\n"                                 /* 17 */
    "    for (int x : {1, 2}) child<<<1, 1>>>(x);\n"           /* 18 */
    "    switch (n) { case 1: child<<<1, 1>>>(4); break; }\n"  /* 19 */
    "    int q = n > 2 ? (child<<<1, 1>>>(5), 1) : 0;\n"       /* 20 */
    "    if (threadIdx.x < n) child<<<1, 1>>>(6);\n"           /* 21 */
    "}\n";

Test(launch_facts, unguarded_launch_has_no_context)
{
    Analysed a = analyse(context_src);
    const LaunchFacts *f = &a.facts[0];
    cr_assert_eq(f->loop_count, 0);
    cr_assert_eq(f->guard_count, 0);
    cr_assert_eq(f->control, UNIFORM_GRID);
    cr_assert_not(f->followed_by_sync);
    cr_assert_eq(f->sync_line, 0);
    cr_assert_not(f->recursive);
    analysed_free(&a);
}

Test(launch_facts, nested_loops_innermost_first)
{
    Analysed a = analyse(context_src);
    const LaunchFacts *f = &a.facts[1];
    cr_assert_eq(f->loop_count, 2);
    cr_assert_str_eq(f->loops[0].kind, "while");
    cr_assert_eq(f->loops[0].line, 6);
    cr_assert_str_eq(f->loops[1].kind, "for");
    cr_assert_eq(f->loops[1].line, 4);
    cr_assert_eq(f->loops[1].level, UNIFORM_GRID, "for over a kernel parameter");
    cr_assert_eq(f->loops[0].level, UNIFORM_GRID, "while over uniform counters");
    analysed_free(&a);
}

Test(launch_facts, do_and_range_for_loops)
{
    Analysed a = analyse(context_src);
    cr_assert_eq(a.facts[3].loop_count, 1);
    cr_assert_str_eq(a.facts[3].loops[0].kind, "do");
    cr_assert_eq(a.facts[3].loops[0].line, 15);
    cr_assert_eq(a.facts[4].loop_count, 1);
    cr_assert_str_eq(a.facts[4].loops[0].kind, "range-for");
    cr_assert_eq(a.facts[4].loops[0].line, 18);
    analysed_free(&a);
}

Test(launch_facts, if_and_else_guards)
{
    Analysed a = analyse(context_src);
    const LaunchFacts *then_f = &a.facts[1], *else_f = &a.facts[2];
    cr_assert_eq(then_f->guard_count, 1);
    cr_assert_eq(then_f->guards[0].kind, GUARD_IF);
    cr_assert_str_eq(then_f->guards[0].text, "(blockIdx.x == 0)");
    cr_assert_eq(then_f->guards[0].line, 7);
    cr_assert_eq(then_f->guards[0].level, UNIFORM_BLOCK);
    cr_assert_eq(then_f->control, UNIFORM_BLOCK);
    cr_assert_eq(else_f->guard_count, 1);
    cr_assert_eq(else_f->guards[0].kind, GUARD_ELSE);
    cr_assert_eq(else_f->guards[0].line, 7);
    cr_assert_eq(else_f->guards[0].level, UNIFORM_BLOCK);
    analysed_free(&a);
}

Test(launch_facts, switch_and_conditional_guards)
{
    Analysed a = analyse(context_src);
    const LaunchFacts *sw = &a.facts[5], *cond = &a.facts[6];
    cr_assert_eq(sw->guard_count, 1);
    cr_assert_eq(sw->guards[0].kind, GUARD_SWITCH);
    cr_assert_str_eq(sw->guards[0].text, "(n)");
    cr_assert_eq(sw->guards[0].line, 19);
    cr_assert_eq(sw->guards[0].level, UNIFORM_GRID);
    cr_assert_eq(cond->guard_count, 1);
    cr_assert_eq(cond->guards[0].kind, GUARD_CONDITIONAL);
    cr_assert_str_eq(cond->guards[0].text, "n > 2");
    cr_assert_eq(cond->guards[0].line, 20);
    analysed_free(&a);
}

Test(launch_facts, divergent_if_guard)
{
    Analysed a = analyse(context_src);
    const LaunchFacts *f = &a.facts[7];
    cr_assert_eq(f->guard_count, 1);
    cr_assert_eq(f->guards[0].kind, GUARD_IF);
    cr_assert_str_eq(f->guards[0].text, "(threadIdx.x < n)", "guard text comes from the original bytes");
    cr_assert_eq(f->guards[0].line, 21);
    cr_assert_eq(f->guards[0].level, UNIFORM_NONE);
    cr_assert_eq(f->control, UNIFORM_NONE);
    analysed_free(&a);
}

Test(launch_facts, guard_kind_names)
{
    cr_assert_str_eq(guard_kind_name(GUARD_IF), "if");
    cr_assert_str_eq(guard_kind_name(GUARD_ELSE), "else");
    cr_assert_str_eq(guard_kind_name(GUARD_SWITCH), "switch");
    cr_assert_str_eq(guard_kind_name(GUARD_CONDITIONAL), "conditional");
    cr_assert_str_eq(guard_kind_name(GUARD_EARLY_EXIT), "early-exit");
}

Test(launch_facts, early_exit_guards)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"       /* 1 */
                         "__global__ void k(int n) {\n"             /* 2 */
                         "    int tid = threadIdx.x;\n"             /* 3 */
                         "    if (blockIdx.x > 4) return;\n"        /* 4 */
                         "    if (tid >= n)\n"                      /* 5 */
                         "        return;\n"                        /* 6 */
                         "    child<<<1, 1>>>(n);\n"                /* 7 */
                         "}\n");
    const LaunchFacts *f = &a.facts[0];
    cr_assert_eq(f->guard_count, 2);
    cr_assert_eq(f->guards[0].kind, GUARD_EARLY_EXIT);
    cr_assert_str_eq(f->guards[0].text, "(blockIdx.x > 4)");
    cr_assert_eq(f->guards[0].line, 4);
    cr_assert_eq(f->guards[0].level, UNIFORM_BLOCK);
    cr_assert_eq(f->guards[1].kind, GUARD_EARLY_EXIT);
    cr_assert_str_eq(f->guards[1].text, "(tid >= n)");
    cr_assert_eq(f->guards[1].line, 5);
    cr_assert_eq(f->guards[1].level, UNIFORM_NONE);
    cr_assert_eq(f->control, UNIFORM_NONE);
    analysed_free(&a);
}

Test(launch_facts, unconditional_return_after_is_not_a_guard)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n) {\n"
                         "    child<<<1, 1>>>(n);\n"
                         "    if (threadIdx.x == 0) return;\n"
                         "}\n");
    cr_assert_eq(a.facts[0].guard_count, 0, "exits after the launch do not guard it");
    cr_assert_eq(a.facts[0].control, UNIFORM_GRID);
    analysed_free(&a);
}

Test(launch_facts, break_of_an_enclosing_loop_is_early_exit)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"        /* 1 */
                         "__global__ void k(int n) {\n"              /* 2 */
                         "    for (int i = 0; i < n; i++) {\n"       /* 3 */
                         "        if (threadIdx.x == i) break;\n"    /* 4 */
                         "        child<<<1, 1>>>(i);\n"             /* 5 */
                         "    }\n"                                   /* 6 */
                         "    for (int i = 0; i < n; i++) {\n"       /* 7 */
                         "        if (threadIdx.x == i) break;\n"    /* 8 */
                         "    }\n"                                   /* 9 */
                         "    child<<<1, 1>>>(0);\n"                 /* 10 */
                         "}\n");
    const LaunchFacts *in = &a.facts[0], *after = &a.facts[1];
    cr_assert_eq(in->guard_count, 1);
    cr_assert_eq(in->guards[0].kind, GUARD_EARLY_EXIT);
    cr_assert_eq(in->guards[0].line, 4);
    cr_assert_eq(in->control, UNIFORM_NONE);
    cr_assert_eq(after->guard_count, 0, "a break of a loop that does not hold the launch");
    cr_assert_eq(after->control, UNIFORM_GRID);
    analysed_free(&a);
}

/* --- device synchronisation ------------------------------------------------ */

Test(launch_facts, followed_by_sync)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"        /* 1 */
                         "__global__ void k(int n) {\n"              /* 2 */
                         "    child<<<1, 1>>>(0);\n"                 /* 3 */
                         "    n++;\n"                                /* 4 */
                         "    cudaDeviceSynchronize();\n"            /* 5 */
                         "    child<<<1, 1>>>(1);\n"                 /* 6 */
                         "    cudaDeviceSynchronize();\n"            /* 7 */
                         "    child<<<1, 1>>>(2);\n"                 /* 8 */
                         "}\n"                                       /* 9 */
                         "__global__ void other(int n) {\n"          /* 10 */
                         "    child<<<1, 1>>>(3);\n"                 /* 11 */
                         "}\n"                                       /* 12 */
                         "int main() {\n"                            /* 13 */
                         "    other<<<1, 1>>>(3);\n"                 /* 14 */
                         "    cudaDeviceSynchronize();\n"            /* 15 */
                         "    return 0;\n"                           /* 16 */
                         "}\n");
    cr_assert(a.facts[0].followed_by_sync);
    cr_assert_eq(a.facts[0].sync_line, 5, "the first sync after the launch");
    cr_assert(a.facts[1].followed_by_sync);
    cr_assert_eq(a.facts[1].sync_line, 7);
    cr_assert_not(a.facts[2].followed_by_sync, "nothing after the last launch");
    cr_assert_not(a.facts[3].followed_by_sync, "a sync in another function does not count");
    cr_assert_not(a.facts[4].followed_by_sync, "host-side sync is not device-side");
    analysed_free(&a);
}

Test(launch_facts, sync_before_launch_in_same_loop_counts)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"        /* 1 */
                         "__global__ void k(int n) {\n"              /* 2 */
                         "    for (int i = 0; i < n; i++) {\n"       /* 3 */
                         "        cudaDeviceSynchronize();\n"        /* 4 */
                         "        child<<<1, 1>>>(i);\n"             /* 5 */
                         "    }\n"                                   /* 6 */
                         "    cudaDeviceSynchronize();\n"            /* 7 */
                         "}\n"                                       /* 8 */
                         "__global__ void j(int n) {\n"              /* 9 */
                         "    cudaDeviceSynchronize();\n"            /* 10 */
                         "    child<<<1, 1>>>(n);\n"                 /* 11 */
                         "}\n");
    cr_assert(a.facts[0].followed_by_sync);
    cr_assert_eq(a.facts[0].sync_line, 4, "the next iteration waits at line 4");
    cr_assert_not(a.facts[1].followed_by_sync, "a sync before the launch outside any loop");
    analysed_free(&a);
}

/* --- recursion ------------------------------------------------------------ */

Test(launch_facts, recursive_launches)
{
    Analysed a = analyse("__global__ void b(int d);\n"
                         "__global__ void self(int d) { if (d > 0) self<<<1, 1>>>(d - 1); }\n"
                         "__global__ void a(int d) { if (d > 0) b<<<1, 1>>>(d - 1); }\n"
                         "__global__ void b(int d) { if (d > 0) a<<<1, 1>>>(d - 1); }\n"
                         "__global__ void leaf(int d) {}\n"
                         "__global__ void top(int d) { a<<<1, 1>>>(d); leaf<<<1, 1>>>(d); }\n"
                         "int main() { self<<<1, 1>>>(3); return 0; }\n");
    cr_assert(a.facts[find_launch(a.p.program, "self", 0)].recursive, "self-launch");
    cr_assert(a.facts[find_launch(a.p.program, "b", 0)].recursive, "a launches b launches a");
    cr_assert(a.facts[find_launch(a.p.program, "a", 0)].recursive, "b launches a launches b");
    cr_assert_not(a.facts[find_launch(a.p.program, "a", 1)].recursive, "top's child never reaches top");
    cr_assert_not(a.facts[find_launch(a.p.program, "leaf", 0)].recursive);
    cr_assert_not(a.facts[find_launch(a.p.program, "self", 1)].recursive, "host launch has no parent to reach");
    analysed_free(&a);
}

/* --- what the child does -------------------------------------------------- */

static const char *const child_src =
    "__device__ void barrier_helper() { __syncthreads(); }\n"
    "__device__ int idx_helper() { return blockIdx.x; }\n"
    "__global__ void plain(int *a) { a[threadIdx.x] = 0; }\n"
    "__global__ void syncs(int *a) { __syncthreads(); }\n"
    "__global__ void shared(int *a) { __shared__ int s[32]; s[0] = 1; }\n"
    "__global__ void dyn_shared(int *a) { extern __shared__ int s[]; s[0] = 1; }\n"
    "__global__ void indices(int *a) { a[blockIdx.x] = gridDim.x; }\n"
    "__global__ void allocs(int n) { int *p = (int *)malloc(n); free(p); }\n"
    "__global__ void news(int n) { int *p = new int[n]; delete[] p; }\n"
    "__global__ void cuda_allocs(int n) { int *p; cudaMalloc(&p, n); cudaFree(p); }\n"
    "__global__ void via_helper(int *a) { barrier_helper(); a[0] = idx_helper(); }\n"
    "__global__ void via_launch(int *a) { syncs<<<1, 1>>>(a); indices<<<1, 1>>>(a); }\n"
    "extern __global__ void elsewhere(int *a);\n"
    "__global__ void parent(int *a, int n) {\n"
    "    plain<<<1, 1>>>(a);\n"
    "    syncs<<<1, 1>>>(a);\n"
    "    shared<<<1, 1>>>(a);\n"
    "    dyn_shared<<<1, 1, 128>>>(a);\n"
    "    indices<<<1, 1>>>(a);\n"
    "    allocs<<<1, 1>>>(n);\n"
    "    news<<<1, 1>>>(n);\n"
    "    cuda_allocs<<<1, 1>>>(n);\n"
    "    via_helper<<<1, 1>>>(a);\n"
    "    via_launch<<<1, 1>>>(a);\n"
    "    elsewhere<<<1, 1>>>(a);\n"
    "}\n";

static BodyFacts child_of(const Analysed *a, const char *callee)
{
    int i = find_launch(a->p.program, callee, 0);
    cr_assert_geq(i, 0, "no launch of %s", callee);
    BodyFacts direct = body_facts(a->p.program, model_find_function(a->p.program, callee));
    cr_assert_eq(memcmp(&direct, &a->facts[i].child, sizeof direct), 0, "facts and body_facts agree");
    return a->facts[i].child;
}

Test(launch_facts, child_plain)
{
    Analysed a = analyse(child_src);
    BodyFacts c = child_of(&a, "plain");
    cr_assert(c.known);
    cr_assert(c.uses_thread_idx);
    cr_assert_not(c.uses_syncthreads);
    cr_assert_not(c.uses_shared);
    cr_assert_not(c.uses_block_idx);
    cr_assert_not(c.uses_grid_dim);
    cr_assert_not(c.uses_device_malloc);
    cr_assert_not(c.launches);
    analysed_free(&a);
}

Test(launch_facts, child_syncthreads_and_shared)
{
    Analysed a = analyse(child_src);
    cr_assert(child_of(&a, "syncs").uses_syncthreads);
    cr_assert_not(child_of(&a, "syncs").uses_shared);
    cr_assert(child_of(&a, "shared").uses_shared);
    cr_assert_not(child_of(&a, "shared").uses_syncthreads);
    cr_assert(child_of(&a, "dyn_shared").uses_shared, "extern __shared__");
    analysed_free(&a);
}

Test(launch_facts, child_indices)
{
    Analysed a = analyse(child_src);
    BodyFacts c = child_of(&a, "indices");
    cr_assert(c.uses_block_idx);
    cr_assert(c.uses_grid_dim);
    cr_assert_not(c.uses_thread_idx);
    cr_assert_not(c.uses_block_dim);
    analysed_free(&a);
}

Test(launch_facts, child_device_allocation)
{
    Analysed a = analyse(child_src);
    cr_assert(child_of(&a, "allocs").uses_device_malloc);
    cr_assert(child_of(&a, "allocs").uses_device_free);
    cr_assert(child_of(&a, "news").uses_device_malloc, "new");
    cr_assert(child_of(&a, "news").uses_device_free, "delete");
    cr_assert(child_of(&a, "cuda_allocs").uses_device_malloc);
    cr_assert(child_of(&a, "cuda_allocs").uses_device_free);
    cr_assert_not(child_of(&a, "plain").uses_device_free);
    analysed_free(&a);
}

Test(launch_facts, child_facts_transitive_through_device_helper)
{
    Analysed a = analyse(child_src);
    BodyFacts c = child_of(&a, "via_helper");
    cr_assert(c.uses_syncthreads, "__syncthreads in a __device__ helper");
    cr_assert(c.uses_block_idx, "blockIdx in a __device__ helper");
    cr_assert_not(c.launches);
    analysed_free(&a);
}

Test(launch_facts, child_facts_not_through_launch)
{
    Analysed a = analyse(child_src);
    BodyFacts c = child_of(&a, "via_launch");
    cr_assert(c.known);
    cr_assert(c.launches);
    cr_assert_not(c.uses_syncthreads, "the grandchild's barrier is its own grid's");
    cr_assert_not(c.uses_block_idx);
    cr_assert_not(c.uses_grid_dim);
    analysed_free(&a);
}

Test(launch_facts, unknown_child)
{
    Analysed a = analyse(child_src);
    int i = find_launch(a.p.program, "elsewhere", 0);
    cr_assert_geq(i, 0);
    cr_assert_not(a.facts[i].child.known);
    cr_assert_not(a.facts[i].child.uses_syncthreads);
    BodyFacts none = body_facts(a.p.program, -1);
    cr_assert_not(none.known);
    analysed_free(&a);
}

Test(launch_facts, cooperative_group_syncs)
{
    Analysed a = analyse("#include <cooperative_groups.h>\n"
                         "namespace cg = cooperative_groups;\n"
                         "__global__ void blk() { cg::thread_block block = cg::this_thread_block(); block.sync(); }\n"
                         "__global__ void grd() { cg::grid_group grid = cg::this_grid(); grid.sync(); }\n"
                         "__global__ void parent() { blk<<<1, 1>>>(); grd<<<1, 1>>>(); }\n");
    BodyFacts b = child_of(&a, "blk"), g = child_of(&a, "grd");
    cr_assert(b.uses_syncthreads);
    cr_assert_not(b.uses_grid_sync);
    cr_assert(g.uses_grid_sync);
    cr_assert_not(g.uses_syncthreads);
    analysed_free(&a);
}

Test(launch_facts, argument_and_config_levels_recorded)
{
    Analysed a = analyse("__global__ void child(int a, int b) {}\n"
                         "__global__ void k(int n) {\n"
                         "    child<<<blockIdx.x + 1, 32, 0>>>(threadIdx.x, n);\n"
                         "}\n");
    const LaunchFacts *f = &a.facts[0];
    cr_assert_eq(f->config_level[0], UNIFORM_BLOCK);
    cr_assert_eq(f->config_level[1], UNIFORM_GRID);
    cr_assert_eq(f->config_level[2], UNIFORM_GRID);
    cr_assert_eq(f->config_level[3], UNIFORM_GRID);
    cr_assert_eq(f->arg_level[0], UNIFORM_NONE);
    cr_assert_eq(f->arg_level[1], UNIFORM_GRID);
    analysed_free(&a);
}

Test(launch_facts, empty_program)
{
    Parsed p = parse_text("int x;\n", 1);
    LaunchFacts *f = launch_facts_compute(p.program);
    cr_assert_not_null(f);
    launch_facts_free(f, 0);
    launch_facts_free(NULL, 0);
    parsed_free(&p);
}
