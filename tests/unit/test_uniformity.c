#include <criterion/criterion.h>
#include <string.h>

#include "analysis/launch_facts.h"
#include "analysis/uniformity.h"
#include "analysis/writes.h"
#include "helpers.h"

/* A parsed program with its launch facts. */
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

/* Level of argument k of the nth launch of callee, from the launch facts;
 * checks that a direct query on the caller's analysis agrees. */
static UniformLevel arg_level(const Analysed *a, const char *callee, int nth, int k)
{
    int i = find_launch(a->p.program, callee, nth);
    cr_assert_geq(i, 0, "no launch %d of %s", nth, callee);
    const LaunchSite *s = &a->p.program->launches[i];
    cr_assert_lt(k, s->arg_count);
    Uniformity *u = uniformity_analyze(a->p.program, s->caller_fn);
    UniformLevel direct = uniformity_of_expr(u, s->arg_nodes[k]);
    uniformity_free(u);
    cr_assert_eq(direct, a->facts[i].arg_level[k], "facts and direct query disagree on %s", s->args[k]);
    return a->facts[i].arg_level[k];
}

#define assert_level(actual, expected, what)                                                      \
    cr_assert_eq((actual), (expected), "%s: expected %s, got %s", (what), uniform_level_name(expected), \
                 uniform_level_name(actual))

static const char *const basics_src =
    "#define TID threadIdx.x\n"
    "#define BID blockIdx.x\n"
    "__global__ void child(int a, int b, int c) {}\n"
    "__device__ int helper(int x) { return x; }\n"
    "extern __device__ int opaque(int x);\n"
    "__global__ void k(int *out, int n) {\n"
    "    int b = blockIdx.x;\n"
    "    int t = threadIdx.x;\n"
    "    int s = __shfl_sync(0xffffffff, t, 0);\n"
    "    int s2 = __shfl_sync(0xffffffff, t, t);\n"
    "    int bal = __ballot_sync(0xffffffff, t > 3);\n"
    "    int o = opaque(n);\n"
    "    int m = min(n, blockDim.x);\n"
    "    int h = helper(n);\n"
    "    child<<<1, 1>>>(5, n, blockDim.x);\n"
    "    child<<<1, 1>>>(b, t, blockIdx.y + 1);\n"
    "    child<<<1, 1>>>(s, s2, bal);\n"
    "    child<<<1, 1>>>(o, m, h);\n"
    "    child<<<1, 1>>>(TID, BID, gridDim.x * blockDim.x);\n"
    "    child<<<1, 1>>>(warpSize, max(b, n), min(t, n));\n"
    "}\n";

Test(uniformity, literals_params_and_dims_are_grid)
{
    Analysed a = analyse(basics_src);
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_GRID, "5");
    assert_level(arg_level(&a, "child", 0, 1), UNIFORM_GRID, "kernel parameter n");
    assert_level(arg_level(&a, "child", 0, 2), UNIFORM_GRID, "blockDim.x");
    assert_level(arg_level(&a, "child", 4, 2), UNIFORM_GRID, "gridDim.x * blockDim.x");
    assert_level(arg_level(&a, "child", 5, 0), UNIFORM_GRID, "warpSize");
    analysed_free(&a);
}

Test(uniformity, block_index_is_block)
{
    Analysed a = analyse(basics_src);
    assert_level(arg_level(&a, "child", 1, 0), UNIFORM_BLOCK, "b = blockIdx.x");
    assert_level(arg_level(&a, "child", 1, 2), UNIFORM_BLOCK, "blockIdx.y + 1");
    analysed_free(&a);
}

Test(uniformity, thread_index_is_divergent)
{
    Analysed a = analyse(basics_src);
    assert_level(arg_level(&a, "child", 1, 1), UNIFORM_NONE, "t = threadIdx.x");
    analysed_free(&a);
}

Test(uniformity, warp_operations)
{
    Analysed a = analyse(basics_src);
    assert_level(arg_level(&a, "child", 2, 0), UNIFORM_WARP, "__shfl_sync from lane 0");
    assert_level(arg_level(&a, "child", 2, 1), UNIFORM_NONE, "__shfl_sync from a divergent lane");
    assert_level(arg_level(&a, "child", 2, 2), UNIFORM_WARP, "__ballot_sync");
    analysed_free(&a);
}

Test(uniformity, calls)
{
    Analysed a = analyse(basics_src);
    assert_level(arg_level(&a, "child", 3, 0), UNIFORM_NONE, "unknown function");
    assert_level(arg_level(&a, "child", 3, 1), UNIFORM_GRID, "min of uniforms");
    assert_level(arg_level(&a, "child", 3, 2), UNIFORM_GRID, "device function of a uniform, body reads no index");
    assert_level(arg_level(&a, "child", 5, 1), UNIFORM_BLOCK, "max(block, grid)");
    assert_level(arg_level(&a, "child", 5, 2), UNIFORM_NONE, "min(divergent, grid)");
    analysed_free(&a);
}

Test(uniformity, macros)
{
    Analysed a = analyse(basics_src);
    assert_level(arg_level(&a, "child", 4, 0), UNIFORM_NONE, "#define TID threadIdx.x");
    assert_level(arg_level(&a, "child", 4, 1), UNIFORM_BLOCK, "#define BID blockIdx.x");
    analysed_free(&a);
}

Test(uniformity, device_function_reading_thread_index)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__device__ int lane() { return threadIdx.x & 31; }\n"
                         "__device__ int blk(int x) { return blockIdx.x + x; }\n"
                         "__global__ void k(int n) {\n"
                         "    child<<<1, 1>>>(lane());\n"
                         "    child<<<1, 1>>>(blk(n));\n"
                         "}\n");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_NONE, "helper reading threadIdx");
    assert_level(arg_level(&a, "child", 1, 0), UNIFORM_BLOCK, "helper reading blockIdx");
    analysed_free(&a);
}

Test(uniformity, control_dependence_makes_divergent)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n) {\n"
                         "    int v = blockIdx.x;\n"
                         "    int u = blockIdx.x;\n"
                         "    if (threadIdx.x == 0)\n"
                         "        v = 7;\n"
                         "    if (blockIdx.y == 0)\n"
                         "        u = 7;\n"
                         "    child<<<1, 1>>>(v);\n"
                         "    child<<<1, 1>>>(u);\n"
                         "}\n");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_NONE, "assigned a constant under a divergent if");
    assert_level(arg_level(&a, "child", 1, 0), UNIFORM_BLOCK, "assigned a constant under a block-uniform if");
    analysed_free(&a);
}

Test(uniformity, divergent_trip_count_loop)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n) {\n"
                         "    int w = n;\n"
                         "    for (int i = 0; i < threadIdx.x; i++)\n"
                         "        w += 1;\n"
                         "    child<<<1, 1>>>(w);\n"
                         "}\n");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_NONE, "modified in a loop with divergent trip count");
    analysed_free(&a);
}

Test(uniformity, divergent_early_break_makes_loop_divergent)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n, const int *flags) {\n"
                         "    int w = 0;\n"
                         "    for (int i = 0; i < n; i++) {\n"
                         "        if (threadIdx.x == i) break;\n"
                         "        w += 1;\n"
                         "    }\n"
                         "    child<<<1, 1>>>(w);\n"
                         "}\n");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_NONE, "loop left early by some threads");
    analysed_free(&a);
}

Test(uniformity, uniform_loop_stays_uniform)
{
    Analysed a = analyse("__global__ void child(int a, int b) {}\n"
                         "__global__ void k(int n) {\n"
                         "    int z = n;\n"
                         "    int y = blockIdx.x;\n"
                         "    for (int i = 0; i < n; i++)\n"
                         "        z += 2;\n"
                         "    while (y < n)\n"
                         "        y *= 2;\n"
                         "    child<<<1, 1>>>(z, y);\n"
                         "}\n");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_GRID, "uniform loop");
    assert_level(arg_level(&a, "child", 0, 1), UNIFORM_BLOCK, "block-uniform loop on a block value");
    analysed_free(&a);
}

/* Level of the expression spelled `expr` inside function `fn`, from a
 * direct query on that function's analysis. */
static UniformLevel expr_level_in(const Parsed *p, const char *fn, const char *expr)
{
    int f = model_find_function(p->program, fn);
    cr_assert_geq(f, 0, "no function %s", fn);
    TSNode node = find_node(p->src, p->program->functions[f].body, expr);
    cr_assert_not(ts_node_is_null(node), "no expression %s in %s", expr, fn);
    Uniformity *u = uniformity_analyze(p->program, f);
    UniformLevel level = uniformity_of_expr(u, node);
    uniformity_free(u);
    return level;
}

Test(uniformity, loads_follow_stores_to_global_memory)
{
    Parsed p = parse_text("__global__ void stores(int *a, int *out, int n) {\n"
                          "    a[threadIdx.x] = n;\n"
                          "    out[0] = a[n + 1];\n"
                          "}\n"
                          "__global__ void uniform_store(int *a, int *out, int n) {\n"
                          "    a[blockIdx.x] = n;\n"
                          "    out[0] = a[n + 1];\n"
                          "}\n"
                          "__global__ void reads(const int *a, int n) {\n"
                          "    int x = a[n + 1];\n"
                          "    int y = *a;\n"
                          "    int z = a[threadIdx.x];\n"
                          "}\n",
                          1);
    assert_level(expr_level_in(&p, "stores", "a[n + 1]"), UNIFORM_NONE, "a[n + 1] after a divergent store");
    assert_level(expr_level_in(&p, "uniform_store", "a[n + 1]"), UNIFORM_BLOCK,
                 "a[n + 1] after a block-uniform store");
    assert_level(expr_level_in(&p, "reads", "a[n + 1]"), UNIFORM_GRID, "a[n + 1] in a kernel with no stores");
    assert_level(expr_level_in(&p, "reads", "*a"), UNIFORM_GRID, "*a in a kernel with no stores");
    assert_level(expr_level_in(&p, "reads", "a[threadIdx.x]"), UNIFORM_NONE, "a[threadIdx.x]");
    parsed_free(&p);
}

Test(uniformity, local_array_memory_is_tracked_separately)
{
    Parsed p = parse_text("__global__ void k(int *out, int n) {\n"
                          "    int buf[4];\n"
                          "    buf[0] = n;\n"
                          "    out[threadIdx.x] = 1;\n"
                          "    int x = buf[0];\n"
                          "    int tbuf[4];\n"
                          "    tbuf[1] = threadIdx.x;\n"
                          "    int y = tbuf[1];\n"
                          "}\n",
                          1);
    assert_level(expr_level_in(&p, "k", "buf[0]"), UNIFORM_GRID, "own array holding a uniform");
    assert_level(expr_level_in(&p, "k", "tbuf[1]"), UNIFORM_NONE, "own array holding threadIdx");
    parsed_free(&p);
}

Test(uniformity, launch_counts_as_a_call_that_may_store)
{
    /* The child may write what the parent reads afterwards. */
    Parsed p = parse_text("__global__ void child(int *a) {}\n"
                          "__global__ void k(const int *a, int n) {\n"
                          "    child<<<1, 1>>>(0);\n"
                          "    int x = a[n];\n"
                          "}\n",
                          1);
    assert_level(expr_level_in(&p, "k", "a[n]"), UNIFORM_NONE, "load in a kernel that launches");
    parsed_free(&p);
}

/* PMPP's quadtree: a block reads its node before anything of the grid
 * stores, so every thread of the block sees one node, whatever the kernel
 * stores afterwards. */
static const char entry_kernel[] = "struct Node { int begin, end; };\n"
                                   "__device__ unsigned errors;\n"
                                   "__global__ void k(Node *nodes, float *out, int min) {\n"
                                   "    __shared__ int counts[4];\n"
                                   "    Node *node = &nodes[blockIdx.x];\n"
                                   "    int n = node->end - node->begin;\n"
                                   "    if (n <= min) return;\n"
                                   "    out[threadIdx.x] = threadIdx.x;\n"
                                   "    nodes[threadIdx.x].end = threadIdx.x;\n"
                                   "%s"
                                   "    int m = node->end + 0;\n"
                                   "}\n";

static UniformLevel entry_level_with(const char *extra, const char *expr)
{
    char text[2048];
    snprintf(text, sizeof text, entry_kernel, extra);
    Parsed p = parse_text(text, 1);
    UniformLevel level = expr_level_in(&p, "k", expr);
    parsed_free(&p);
    return level;
}

Test(uniformity, entry_loads_are_block_uniform)
{
    assert_level(entry_level_with("", "node->end - node->begin"), UNIFORM_BLOCK, "a load at the kernel's entry");
    assert_level(entry_level_with("", "n <= min"), UNIFORM_BLOCK, "the return's condition");
    assert_level(entry_level_with("", "node->end + 0"), UNIFORM_NONE, "the same load after the stores");
    /* A counter at file scope, or shared memory, counted with atomics:
     * no load through a pointer reaches it. */
    assert_level(entry_level_with("    atomicAdd(&errors, 1u);\n    atomicAdd(&counts[0], 1);\n",
                                  "node->end - node->begin"),
                 UNIFORM_BLOCK, "named atomics");
}

Test(uniformity, entry_loads_need_a_kernel_that_does_not_order_by_hand)
{
    /* Atomics through a pointer, fences, volatile, asm: the program may
     * order its threads itself, and a racy-looking load be meant. */
    assert_level(entry_level_with("    atomicAdd(&nodes[0].end, 1);\n", "node->end - node->begin"), UNIFORM_NONE,
                 "atomic through a pointer");
    assert_level(entry_level_with("    __threadfence();\n", "node->end - node->begin"), UNIFORM_NONE, "fence");
    assert_level(entry_level_with("    volatile int *v = &nodes[0].end; m = *v;\n", "node->end - node->begin"),
                 UNIFORM_NONE, "volatile");
    assert_level(entry_level_with("    asm volatile(\"\");\n", "node->end - node->begin"), UNIFORM_NONE, "asm");
    assert_level(entry_level_with("    scribble(nodes);\n", "node->end - node->begin"), UNIFORM_NONE,
                 "a function dpopt cannot see");
}

Test(uniformity, entry_ends_at_the_first_store_loop_or_own_address)
{
    static const char *const before[] = {
        "    nodes[0].begin = 0;\n",                  /* a store through a pointer */
        "    for (int i = 0; i < 2; i++) {}\n",        /* a loop */
        "    int own[2] = {0, 1}; int *q = own;\n",    /* a thread's own array */
        "    int x = 0; int *q = &x;\n",               /* a thread's own address */
        "    __syncthreads();\n",                      /* a barrier */
        NULL,
    };
    for (int i = 0; before[i]; i++) {
        char text[2048];
        snprintf(text, sizeof text,
                 "struct Node { int begin, end; };\n"
                 "__global__ void k(Node *nodes, float *out) {\n"
                 "%s"
                 "    int n = nodes[blockIdx.x].end;\n"
                 "    out[threadIdx.x] = n;\n"
                 "    nodes[threadIdx.x].end = threadIdx.x;\n"
                 "}\n",
                 before[i]);
        Parsed p = parse_text(text, 1);
        assert_level(expr_level_in(&p, "k", "nodes[blockIdx.x].end"), UNIFORM_NONE, before[i]);
        parsed_free(&p);
    }
    /* A device function's start is not its grid's. */
    Parsed p = parse_text("__device__ int f(int *a) { int x = a[blockIdx.x]; a[threadIdx.x] = 0; return x; }\n"
                          "__global__ void k(int *a) { f(a); }\n",
                          1);
    assert_level(expr_level_in(&p, "f", "a[blockIdx.x]"), UNIFORM_NONE, "a device function");
    parsed_free(&p);
}

Test(uniformity, unknown_call_poisons_memory)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "extern __device__ void scribble(int *p);\n"
                         "__global__ void k(int *a, int n) {\n"
                         "    scribble(a);\n"
                         "    child<<<1, 1>>>(a[n]);\n"
                         "}\n");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_NONE, "load after an unknown call");
    analysed_free(&a);
}

Test(uniformity, address_taken_local_becomes_divergent)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__device__ void set(int *p) { *p = 1; }\n"
                         "__global__ void k(int n) {\n"
                         "    int x = n;\n"
                         "    set(&x);\n"
                         "    child<<<1, 1>>>(x);\n"
                         "}\n");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_NONE, "local passed by address");
    analysed_free(&a);
}

Test(uniformity, dim3_constructor_declarations)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int rows, int cols) {\n"
                         "    dim3 grid(rows, cols);\n"
                         "    dim3 bgrid(blockIdx.x, cols);\n"
                         "    dim3 tgrid(threadIdx.x, 1);\n"
                         "    child<<<grid, 32>>>(0);\n"
                         "    child<<<bgrid, 32>>>(0);\n"
                         "    child<<<tgrid, 32>>>(0);\n"
                         "}\n");
    assert_level(a.facts[0].config_level[0], UNIFORM_GRID, "dim3 grid(rows, cols)");
    assert_level(a.facts[1].config_level[0], UNIFORM_BLOCK, "dim3 bgrid(blockIdx.x, cols)");
    assert_level(a.facts[2].config_level[0], UNIFORM_NONE, "dim3 tgrid(threadIdx.x, 1)");
    assert_level(a.facts[0].config_level[1], UNIFORM_GRID, "block size 32");
    /* Absent shared memory and stream read as grid-uniform. */
    assert_level(a.facts[0].config_level[2], UNIFORM_GRID, "absent shmem");
    assert_level(a.facts[0].config_level[3], UNIFORM_GRID, "absent stream");
    analysed_free(&a);
}

Test(uniformity, config_expressions)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n) {\n"
                         "    child<<<(n + 127) / 128, blockDim.x, n * 4>>>(0);\n"
                         "    child<<<threadIdx.x + 1, 32>>>(0);\n"
                         "}\n");
    assert_level(a.facts[0].config_level[0], UNIFORM_GRID, "(n + 127) / 128");
    assert_level(a.facts[0].config_level[1], UNIFORM_GRID, "blockDim.x");
    assert_level(a.facts[0].config_level[2], UNIFORM_GRID, "n * 4");
    assert_level(a.facts[1].config_level[0], UNIFORM_NONE, "threadIdx.x + 1");
    analysed_free(&a);
}

Test(uniformity, control_after_divergent_early_return)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n) {\n"
                         "    int tid = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "    if (tid >= n) return;\n"
                         "    child<<<1, 1>>>(n);\n"
                         "}\n");
    assert_level(a.facts[0].control, UNIFORM_NONE, "launch after a divergent return");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_GRID, "the argument itself");
    const LaunchSite *s = &a.p.program->launches[0];
    Uniformity *u = uniformity_analyze(a.p.program, s->caller_fn);
    assert_level(uniformity_of_control(u, s->node), UNIFORM_NONE, "direct control query");
    TSNode *exits;
    int count = uniformity_earlier_exits(u, s->node, &exits);
    cr_assert_eq(count, 1);
    cr_assert_str_eq(ts_node_type(exits[0]), "return_statement");
    free(exits);
    cr_assert_geq(uniformity_passes(u), 1);
    uniformity_free(u);
    analysed_free(&a);
}

Test(uniformity, control_levels_of_guards)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n) {\n"
                         "    child<<<1, 1>>>(0);\n"
                         "    if (blockIdx.x == 0)\n"
                         "        child<<<1, 1>>>(1);\n"
                         "    if (n > 4)\n"
                         "        child<<<1, 1>>>(2);\n"
                         "    if (threadIdx.x == 0)\n"
                         "        child<<<1, 1>>>(3);\n"
                         "    if ((threadIdx.x & 31) == 0 && __any_sync(0xffffffff, n))\n"
                         "        child<<<1, 1>>>(4);\n"
                         "}\n");
    assert_level(a.facts[0].control, UNIFORM_GRID, "unguarded");
    assert_level(a.facts[1].control, UNIFORM_BLOCK, "if (blockIdx.x == 0)");
    assert_level(a.facts[2].control, UNIFORM_GRID, "if (n > 4)");
    assert_level(a.facts[3].control, UNIFORM_NONE, "if (threadIdx.x == 0)");
    assert_level(a.facts[4].control, UNIFORM_NONE, "divergent && warp");
    analysed_free(&a);
}

Test(uniformity, block_uniform_early_return)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n) {\n"
                         "    if (blockIdx.x >= n) return;\n"
                         "    child<<<1, 1>>>(n);\n"
                         "}\n");
    assert_level(a.facts[0].control, UNIFORM_BLOCK, "launch after a block-uniform return");
    analysed_free(&a);
}

Test(uniformity, device_function_params_are_divergent)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__device__ void launcher(int x) {\n"
                         "    child<<<1, 1>>>(x);\n"
                         "    child<<<1, 1>>>(blockDim.x);\n"
                         "}\n");
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_NONE, "device function parameter");
    assert_level(arg_level(&a, "child", 1, 0), UNIFORM_GRID, "blockDim in a device function");
    analysed_free(&a);
}

Test(uniformity, host_launch_is_uniform)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "int main() {\n"
                         "    int x = rand();\n"
                         "    if (x) child<<<x, 1>>>(x);\n"
                         "    return 0;\n"
                         "}\n");
    assert_level(a.facts[0].arg_level[0], UNIFORM_GRID, "host value");
    assert_level(a.facts[0].config_level[0], UNIFORM_GRID, "host grid");
    assert_level(a.facts[0].control, UNIFORM_GRID, "host control");
    cr_assert_eq(a.facts[0].guard_count, 0, "host launches are not analysed for guards");
    analysed_free(&a);
}

Test(uniformity, level_tables)
{
    cr_assert_str_eq(uniform_level_name(UNIFORM_GRID), "grid");
    cr_assert_str_eq(uniform_level_name(UNIFORM_BLOCK), "block");
    cr_assert_str_eq(uniform_level_name(UNIFORM_WARP), "warp");
    cr_assert_str_eq(uniform_level_name(UNIFORM_NONE), "divergent");

    const UniformLevel levels[] = {UNIFORM_GRID, UNIFORM_BLOCK, UNIFORM_WARP, UNIFORM_NONE};
    /* uniform_in: [level][scope warp, block, grid] */
    const bool in[4][3] = {
        {true, true, true},
        {true, true, false},
        {true, false, false},
        {false, false, false},
    };
    for (int i = 0; i < 4; i++) {
        cr_assert_eq(uniform_in(levels[i], SCOPE_WARP), in[i][0], "%d in warp", i);
        cr_assert_eq(uniform_in(levels[i], SCOPE_BLOCK), in[i][1], "%d in block", i);
        cr_assert_eq(uniform_in(levels[i], SCOPE_GRID), in[i][2], "%d in grid", i);
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            UniformLevel expect = levels[i > j ? i : j];
            cr_assert_eq(uniform_join(levels[i], levels[j]), expect, "join(%d, %d)", i, j);
        }
}

/* A variable declared inside a divergent branch holds one value for every
 * thread that can see it when its initialiser is uniform; a later store in
 * a branch inside its block still makes it divergent. */
static const char *const scoped_src =
    "__global__ void child(int a, int b, int c) {}\n"
    "__global__ void k(int n) {\n"
    "    if (threadIdx.x < n) {\n"
    "        int size = n * 4;\n"
    "        int moved = n;\n"
    "        if (threadIdx.x == 3)\n"
    "            moved = 7;\n"
    "        int counter = 0;\n"
    "        while (counter < n)\n"
    "            counter++;\n"
    "        child<<<1, 32>>>(size, moved, counter);\n"
    "    }\n"
    "}\n";

Test(uniformity, declaration_in_divergent_branch_keeps_its_initialisers_level)
{
    Analysed a = analyse(scoped_src);
    assert_level(arg_level(&a, "child", 0, 0), UNIFORM_GRID, "size declared under a divergent if");
    assert_level(arg_level(&a, "child", 0, 1), UNIFORM_NONE, "moved, stored again under a nested divergent if");
    assert_level(arg_level(&a, "child", 0, 2), UNIFORM_GRID, "counter, counted by a uniform loop in its block");
    analysed_free(&a);
}

/* Issue 11: what the analysis cannot follow is divergent. Each kernel
 * below fooled it before: the value reached the launch as uniform across
 * the grid, so aggregation passed one thread's value to every child. */
static const char *const unfollowable_src =
    "struct P { int a, b; };\n"
    "struct Counter { int value; __device__ void add(int v) { value += v; } };\n"
    "#define SET(v) v = threadIdx.x\n"
    "#define AT(p, i) p[i]\n"
    "__device__ int g;\n"
    "__device__ void set(int &r, int v) { r = v; }\n"
    "__device__ int lane() { int l; asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(l)); return l; }\n"
    "__device__ int tid() { return threadIdx.x; }\n"
    "__device__ int wrap() { return tid(); }\n"
    "extern __device__ int opaque(int x);\n"
    "__device__ int through(int x) { return opaque(x); }\n"
    "__device__ int get(const int *a, int i) { return a[i]; }\n"
    "__global__ void child(int a) {}\n"
    "__global__ void k0(int n) {\n"                                   /* 0: structured binding */
    "    auto [a, b] = P{n, (int)threadIdx.x};\n"
    "    child<<<1, 1>>>(b);\n"
    "}\n"
    "__global__ void k1(int n) {\n"                                   /* 1: lambda parameter */
    "    auto f = [&](int q) { child<<<1, 1>>>(q); };\n"
    "    f(threadIdx.x);\n"
    "}\n"
    "__global__ void k2(int n) {\n"                                   /* 2: through a pointer */
    "    int x = n;\n"
    "    int *px = &x;\n"
    "    *px = threadIdx.x;\n"
    "    child<<<1, 1>>>(x);\n"
    "}\n"
    "__global__ void k3(int n) {\n"                                   /* 3: through a local reference */
    "    int z = n;\n"
    "    int &rz = z;\n"
    "    rz = threadIdx.x;\n"
    "    child<<<1, 1>>>(z);\n"
    "}\n"
    "__global__ void k4(int n) {\n"                                   /* 4: a field to a reference parameter */
    "    P s = {n, n};\n"
    "    set(s.a, threadIdx.x);\n"
    "    child<<<1, 1>>>(s.a);\n"
    "}\n"
    "__global__ void k5(int n) {\n"                                   /* 5: asm output */
    "    int w = n;\n"
    "    asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(w));\n"
    "    child<<<1, 1>>>(w);\n"
    "}\n"
    "__global__ void k6(int n) {\n"                                   /* 6: a lambda writes a capture */
    "    int w = n;\n"
    "    auto g2 = [&]() { w = threadIdx.x; };\n"
    "    g2();\n"
    "    child<<<1, 1>>>(w);\n"
    "}\n"
    "__global__ void k7(int n) {\n"                                   /* 7: an array decays */
    "    int arr[2] = {n, n};\n"
    "    int *p = arr;\n"
    "    p[threadIdx.x & 1] = threadIdx.x;\n"
    "    child<<<1, 1>>>(arr[0]);\n"
    "}\n"
    "__global__ void k8(int n) {\n"                                   /* 8: an unknown callee */
    "    int x = n, y = threadIdx.x;\n"
    "    swap(x, y);\n"
    "    child<<<1, 1>>>(x);\n"
    "}\n"
    "__global__ void k9(int n) {\n"                                   /* 9: a member call */
    "    Counter c = {n};\n"
    "    c.add(threadIdx.x);\n"
    "    child<<<1, 1>>>(c.value);\n"
    "}\n"
    "__global__ void k10(int n) {\n"                                  /* 10: a struct field */
    "    P s = {n, n};\n"
    "    s.a = threadIdx.x;\n"
    "    child<<<1, 1>>>(s.a);\n"
    "}\n"
    "__global__ void k11(int n) {\n"                                  /* 11: a global variable */
    "    g = threadIdx.x;\n"
    "    child<<<1, 1>>>(g);\n"
    "}\n"
    "__global__ void k12(int n) {\n"                                  /* 12: a loop made by goto */
    "    int x = n;\n"
    "again:\n"
    "    x++;\n"
    "    if (threadIdx.x > x) goto again;\n"
    "    child<<<1, 1>>>(x);\n"
    "}\n"
    "__global__ void k13(int n) {\n"                                  /* 13: a break out of a switch */
    "    int x = n;\n"
    "    switch (n) {\n"
    "    case 1:\n"
    "        if (threadIdx.x) break;\n"
    "        x = 5;\n"
    "    }\n"
    "    child<<<1, 1>>>(x);\n"
    "}\n"
    "__global__ void k14(int n) {\n"                                  /* 14: a shuffle in segments */
    "    child<<<1, 1>>>(__shfl_sync(0xffffffff, (int)threadIdx.x, 0, 16));\n"
    "}\n"
    "__global__ void k15(int n) {\n"                                  /* 15-17: helpers */
    "    child<<<1, 1>>>(lane());\n"
    "    child<<<1, 1>>>(wrap());\n"
    "    child<<<1, 1>>>(through(n));\n"
    "}\n"
    "__global__ void k16(volatile int *flag) {\n"                     /* 18: volatile */
    "    child<<<1, 1>>>(flag[0]);\n"
    "}\n"
    "__global__ void k17(int n) {\n"                                  /* 19: a writing macro */
    "    int x = n;\n"
    "    SET(x);\n"
    "    child<<<1, 1>>>(x);\n"
    "}\n"
    "__global__ void k18(int n) {\n"                                  /* 20: range-for by reference */
    "    int a[2] = {n, n};\n"
    "    for (auto &e : a) e = threadIdx.x;\n"
    "    child<<<1, 1>>>(a[0]);\n"
    "}\n"
    "__global__ void k19(int *a, int n) {\n"                          /* 21, 22: reads after a divergent store */
    "    a[threadIdx.x] = 1;\n"
    "    child<<<1, 1>>>(AT(a, n));\n"
    "    child<<<1, 1>>>(get(a, n));\n"
    "}\n"
    "__global__ void k20(int n) {\n"                                  /* 23: launch in a lambda called by some */
    "    auto h = [&]() { child<<<1, 1>>>(n); };\n"
    "    if (threadIdx.x == 0) h();\n"
    "}\n"
    "__global__ void k21(int n) {\n"                                  /* 24: launch after a switch break */
    "    switch (n) {\n"
    "    case 1:\n"
    "        if (threadIdx.x) break;\n"
    "        child<<<1, 1>>>(n);\n"
    "    }\n"
    "}\n";

static void assert_divergent_arg(const Analysed *a, int nth, const char *what)
{
    assert_level(arg_level(a, "child", nth, 0), UNIFORM_NONE, what);
}

Test(uniformity, structured_bindings_are_divergent)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 0, "auto [a, b] = ...: b");
    analysed_free(&a);
}

Test(uniformity, lambda_parameters_are_divergent)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 1, "lambda parameter q");
    analysed_free(&a);
}

Test(uniformity, locals_written_through_pointers_and_references_are_divergent)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 2, "x written through px = &x");
    assert_divergent_arg(&a, 3, "z written through int &rz = z");
    assert_divergent_arg(&a, 4, "s.a passed to set(int &r, ...)");
    assert_divergent_arg(&a, 7, "arr written through int *p = arr");
    assert_divergent_arg(&a, 8, "x passed to an unknown swap(x, y)");
    assert_divergent_arg(&a, 9, "c.value after the member call c.add(threadIdx.x)");
    assert_divergent_arg(&a, 20, "a[0] after for (auto &e : a) e = threadIdx.x");
    analysed_free(&a);
}

/* A reference bound by direct-initialisation, `T &r(x)`, which tree-sitter
 * reads as a function declaration taking a parameter of type `x`: the
 * binding hid the write, and grid aggregation kept one thread's value for
 * the grid (the differential tester's ref_alias shape, 2026-11-30). */
static const char *const direct_reference_src =
    "__global__ void child(int a) {}\n"
    "__global__ void k0(int n) {\n"
    "    int z = n;\n"
    "    int &rz(z);\n"
    "    rz = threadIdx.x;\n"
    "    child<<<1, 1>>>(z);\n"
    "}\n"
    "__global__ void k1(int n) {\n"
    "    int z = n;\n"
    "    auto &rz(z);\n"
    "    rz = threadIdx.x;\n"
    "    child<<<1, 1>>>(z);\n"
    "}\n"
    "__global__ void k2(int n) {\n"
    "    int z = n;\n"
    "    const int &c(z), &rz(z);\n"
    "    rz = threadIdx.x + c;\n"
    "    child<<<1, 1>>>(z);\n"
    "}\n"
    "__global__ void k3(int n) {\n"
    "    int &rn(n);\n"
    "    if (threadIdx.x == 1)\n"
    "        rn = 0;\n"
    "    child<<<1, 1>>>(n);\n"
    "}\n"
    "__global__ void k4(int n) {\n"
    "    int copy(n);\n"
    "    copy = threadIdx.x;\n"
    "    child<<<1, 1>>>(n);\n"
    "}\n";

Test(uniformity, references_bound_by_direct_initialisation_are_divergent)
{
    Analysed a = analyse(direct_reference_src);
    assert_divergent_arg(&a, 0, "z written through int &rz(z)");
    assert_divergent_arg(&a, 1, "z written through auto &rz(z)");
    assert_divergent_arg(&a, 2, "z written through the second of const int &c(z), &rz(z)");
    assert_divergent_arg(&a, 3, "parameter n written through int &rn(n)");
    assert_level(arg_level(&a, "child", 4, 0), UNIFORM_GRID, "n, of which int copy(n) is a copy");
    const Program *p = a.p.program;
    for (int f = 0; f < p->function_count; f++) {
        const Function *fn = &p->functions[f];
        if (strcmp(fn->name, "k3") == 0)
            cr_assert(!writes_param_kept(p, fn, 0), "k3's n is written through int &rn(n)");
        if (strcmp(fn->name, "k4") == 0)
            cr_assert(writes_param_kept(p, fn, 0), "k4's n is only copied by int copy(n)");
    }
    analysed_free(&a);
}

/* An object that holds a reference to what it is made from: a class with a
 * reference member (made with braces, =, or a parameter list tree-sitter
 * reads as a function's), a member of such a class, a constructor taking
 * a writable reference, `decltype(auto) r = (x)`, a class dpopt did not
 * read. Classes holding values keep the value uniform. */
static const char *const holders_src =
    "struct Acc { unsigned &sum; __device__ void add(unsigned v) { sum += v; } };\n"
    "struct Outer { Acc in; };\n"
    "struct Keeps { unsigned *p; __device__ Keeps(unsigned &x) : p(&x) {} };\n"
    "struct Plain { unsigned a, b; };\n"
    "__global__ void child(unsigned a) {}\n"
    "__global__ void k0(unsigned n) { unsigned z = n; Acc a{z}; a.add(threadIdx.x); child<<<1, 1>>>(z); }\n"
    "__global__ void k1(unsigned n) { unsigned z = n; Acc a = {z}; a.add(threadIdx.x); child<<<1, 1>>>(z); }\n"
    "__global__ void k2(unsigned n) { unsigned z = n; Acc a(z); a.add(threadIdx.x); child<<<1, 1>>>(z); }\n"
    "__global__ void k3(unsigned n) { unsigned z = n; Outer o{{z}}; o.in.add(threadIdx.x); child<<<1, 1>>>(z); }\n"
    "__global__ void k4(unsigned n) { unsigned z = n; Keeps k(z); *k.p = threadIdx.x; child<<<1, 1>>>(z); }\n"
    "__global__ void k5(unsigned n) { unsigned z = n; decltype(auto) r = (z); r = threadIdx.x; child<<<1, 1>>>(z); }\n"
    "__global__ void k6(unsigned n) { unsigned z = n; auto a = Acc{z}; a.add(threadIdx.x); child<<<1, 1>>>(z); }\n"
    "__global__ void k7(unsigned n) { unsigned z = n; Unknown u{z}; u.poke(); child<<<1, 1>>>(z); }\n"
    "__global__ void k8(unsigned n) { unsigned z = n; Plain q{z, z}; dim3 d(z); uint2 w{z, z}; child<<<1, 1>>>(z); }\n"
    "__global__ void k9(unsigned n) { unsigned z = n; auto f = [&r = z]() { r = threadIdx.x; }; f(); child<<<1, 1>>>(z); }\n"
    "__global__ void k10(unsigned n) { unsigned z = n; auto f = [v = z]() { return v; }; (void)f; child<<<1, 1>>>(z); }\n";

Test(uniformity, objects_holding_references_are_divergent)
{
    Analysed a = analyse(holders_src);
    assert_divergent_arg(&a, 0, "z held by Acc a{z}");
    assert_divergent_arg(&a, 1, "z held by Acc a = {z}");
    assert_divergent_arg(&a, 2, "z held by Acc a(z)");
    assert_divergent_arg(&a, 3, "z held by the member of Outer o{{z}}");
    assert_divergent_arg(&a, 4, "z given to Keeps(unsigned &)");
    assert_divergent_arg(&a, 5, "z bound by decltype(auto) r = (z)");
    assert_divergent_arg(&a, 6, "z held by Acc{z}");
    assert_divergent_arg(&a, 7, "z given to a class dpopt did not read");
    assert_level(arg_level(&a, "child", 8, 0), UNIFORM_GRID, "z copied into Plain, dim3 and uint2");
    assert_divergent_arg(&a, 9, "z bound by the lambda's init-capture [&r = z]");
    assert_level(arg_level(&a, "child", 10, 0), UNIFORM_GRID, "z copied by the init-capture [v = z]");
    analysed_free(&a);
}

Test(uniformity, asm_outputs_are_divergent)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 5, "asm output w");
    assert_divergent_arg(&a, 15, "a helper returning an asm output");
    analysed_free(&a);
}

Test(uniformity, stores_in_lambdas_are_divergent)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 6, "w stored by a lambda");
    assert_level(a.facts[find_launch(a.p.program, "child", 23)].control, UNIFORM_NONE,
                 "a launch in a lambda some threads call");
    analysed_free(&a);
}

Test(uniformity, fields_and_globals_follow_their_stores)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 10, "s.a = threadIdx.x");
    assert_divergent_arg(&a, 11, "__device__ int g = threadIdx.x");
    analysed_free(&a);
}

Test(uniformity, gotos_and_switch_breaks_make_divergent)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 12, "x counted by a loop made of a divergent goto");
    assert_divergent_arg(&a, 13, "x stored after a divergent break out of a switch");
    assert_level(a.facts[find_launch(a.p.program, "child", 24)].control, UNIFORM_NONE,
                 "a launch after a divergent break out of a switch");
    analysed_free(&a);
}

Test(uniformity, shuffle_with_a_width_is_divergent)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 14, "__shfl_sync(..., 0, 16)");
    analysed_free(&a);
}

Test(uniformity, helpers_are_followed_into_what_they_call)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 16, "a helper calling a helper that reads threadIdx");
    assert_divergent_arg(&a, 17, "a helper calling an unknown function");
    assert_divergent_arg(&a, 22, "a helper reading memory a thread stored divergently");
    analysed_free(&a);
}

Test(uniformity, volatile_and_macro_reads_are_divergent)
{
    Analysed a = analyse(unfollowable_src);
    assert_divergent_arg(&a, 18, "flag[0] through a volatile pointer");
    assert_divergent_arg(&a, 19, "x written by the macro SET(x)");
    assert_divergent_arg(&a, 21, "AT(a, n) reads memory a thread stored divergently");
    analysed_free(&a);
}

Test(uniformity, helper_that_only_reads_keeps_memory_uniform)
{
    /* A device function defined here that stores nothing does not make the
     * kernel's other loads divergent. */
    Parsed p = parse_text("__device__ int get(const int *a, int i) { return a[i]; }\n"
                          "__global__ void k(const int *a, int *out, int n) {\n"
                          "    int x = get(a, n);\n"
                          "    out[0] = a[n] + x;\n"
                          "}\n",
                          1);
    assert_level(expr_level_in(&p, "k", "a[n]"), UNIFORM_GRID, "a load beside a helper that only reads");
    assert_level(expr_level_in(&p, "k", "get(a, n)"), UNIFORM_GRID, "the helper's result");
    parsed_free(&p);
}

Test(uniformity, stores_through_casts_and_conditionals_are_divergent)
{
    Analysed a = analyse("__global__ void child(int a) {}\n"
                         "__global__ void k(int n, int c) {\n"
                         "    int x = n, y = n, z = n, w = n;\n"
                         "    (c ? x : y) = threadIdx.x;\n"
                         "    child<<<1, 1>>>(x);\n"
                         "    (int &)z = threadIdx.x;\n"
                         "    child<<<1, 1>>>(z);\n"
                         "    static_cast<int &>(w) = threadIdx.x;\n"
                         "    child<<<1, 1>>>(w);\n"
                         "}\n");
    assert_divergent_arg(&a, 0, "x stored through (c ? x : y)");
    assert_divergent_arg(&a, 1, "z stored through (int &)z");
    assert_divergent_arg(&a, 2, "w stored through static_cast<int &>(w)");
    analysed_free(&a);
}
