#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"
#include "model/callgraph.h"
#include "syntax/node.h"

static const char *const functions_src =
    "#include <cuda_runtime.h>\n"                                                     /* 1 */
    "namespace ns {\n"                                                                /* 2 */
    "__global__ void k(int *a) { a[0] = 1; }\n"                                       /* 3 */
    "}\n"                                                                             /* 4 */
    "template <typename T>\n"                                                         /* 5 */
    "__global__ void tk(T *a, int n) { a[n] = T(); }\n"                               /* 6 */
    "static __global__ void sk(const int *p, float &r, int = 3, int d = 5) {}\n"      /* 7 */
    "extern \"C\" __global__ void ck(void) {}\n"                                      /* 8 */
    "__global__ void __launch_bounds__(256, 2) bk(int n) {}\n"                        /* 9 */
    "__global__ void __launch_bounds__(128) bk1(int n) {}\n"                          /* 10 */
    "__device__ int dev(int x) { return x + 1; }\n"                                   /* 11 */
    "__host__ __device__ int hd(int x) { return x * 2; }\n"                           /* 12 */
    "int host_fn(int x) { return x; }\n"                                              /* 13 */
    "__global__ void parent(int *a, int n) {\n"                                       /* 14 */
    "    cudaStream_t s;\n"                                                           /* 15 */
    "    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);\n"                     /* 16 */
    "    tk<int><<<n / 32, 32, 64, s>>>(a, n);\n"                                     /* 17 */
    "    cudaDeviceSynchronize();\n"                                                  /* 18 */
    "    int y = dev(n) + hd(n);\n"                                                   /* 19 */
    "}\n"                                                                             /* 20 */
    "int main() {\n"                                                                  /* 21 */
    "    int *a;\n"                                                                   /* 22 */
    "    cudaMalloc(&a, 4);\n"                                                        /* 23 */
    "    ns::k<<<1, 1>>>(a);\n"                                                       /* 24 */
    "    parent<<<dim3(2, 2), 64>>>(a, 3);\n"                                         /* 25 */
    "    cudaGetLastError();\n"                                                       /* 26 */
    "    return host_fn(0);\n"                                                        /* 27 */
    "}\n";

static Parsed P;

static void setup_functions(void) { P = parse_text(functions_src, 1); }
static void teardown(void) { parsed_free(&P); }

static const Function *fn(const char *name)
{
    int i = model_find_function(P.program, name);
    cr_assert_geq(i, 0, "no function %s", name);
    return &P.program->functions[i];
}

TestSuite(model, .init = setup_functions, .fini = teardown);

Test(model, parses_cleanly_and_counts)
{
    cr_assert_eq(syntax_report_errors(P.tree), 0);
    cr_assert_eq(P.program->function_count, 11);
    cr_assert_eq(P.program->launch_count, 3);
    cr_assert_eq(P.program->src, P.src);
    cr_assert_eq(P.program->tree, P.tree);
}

Test(model, plain_kernel_in_namespace)
{
    const Function *k = fn("k");
    cr_assert_eq(k->spaces, SPACE_GLOBAL);
    cr_assert_str_eq(model_space_name(k->spaces), "global");
    cr_assert(k->is_definition);
    cr_assert_not(k->is_template);
    cr_assert_not(k->is_static);
    cr_assert_not(k->is_extern_c);
    cr_assert_null(k->template_params);
    cr_assert_null(k->launch_bounds);
    cr_assert_eq(k->param_count, 1);
    cr_assert_str_eq(k->params[0].name, "a");
    cr_assert_str_eq(k->params[0].type, "int *");
    cr_assert(node_is(k->body, "compound_statement"));
    cr_assert_eq(source_pos(P.src, ts_node_start_byte(k->node)).line, 3);
}

Test(model, template_kernel)
{
    const Function *t = fn("tk");
    cr_assert_eq(t->spaces, SPACE_GLOBAL);
    cr_assert(t->is_template);
    cr_assert_str_eq(t->template_params, "<typename T>");
    cr_assert(node_is(t->outer, "template_declaration"));
    cr_assert(node_is(t->node, "function_definition"));
    cr_assert_eq(t->param_count, 2);
    cr_assert_str_eq(t->params[0].type, "T *");
    cr_assert_str_eq(t->params[0].name, "a");
    cr_assert_str_eq(t->params[1].type, "int");
    cr_assert_str_eq(t->params[1].name, "n");
    /* A non-template function's outer node is the function itself. */
    const Function *k = fn("k");
    cr_assert(ts_node_eq(k->outer, k->node));
}

Test(model, static_kernel_params_const_ref_unnamed_default)
{
    const Function *s = fn("sk");
    cr_assert(s->is_static);
    cr_assert_eq(s->spaces, SPACE_GLOBAL);
    cr_assert_eq(s->param_count, 4);
    cr_assert_str_eq(s->params[0].type, "const int *");
    cr_assert_str_eq(s->params[0].name, "p");
    cr_assert_str_eq(s->params[1].type, "float &");
    cr_assert_str_eq(s->params[1].name, "r");
    cr_assert_str_eq(s->params[2].name, "", "unnamed parameter");
    cr_assert_str_eq(s->params[2].type, "int", "default argument is not part of the type");
    cr_assert_str_eq(s->params[3].name, "d");
    cr_assert_str_eq(s->params[3].type, "int");
}

Test(model, extern_c_kernel_with_void_params)
{
    const Function *c = fn("ck");
    cr_assert(c->is_extern_c);
    cr_assert_not(c->is_static);
    cr_assert_eq(c->param_count, 0, "f(void) has no parameters");
    cr_assert_not(fn("k")->is_extern_c);
}

Test(model, launch_bounds_text)
{
    cr_assert_str_eq(fn("bk")->launch_bounds, "256, 2");
    cr_assert_str_eq(fn("bk1")->launch_bounds, "128");
    cr_assert_str_eq(fn("bk")->name, "bk");
    cr_assert_eq(fn("bk")->spaces, SPACE_GLOBAL);
}

Test(model, device_host_device_and_host_functions)
{
    const Function *d = fn("dev"), *hd = fn("hd"), *h = fn("host_fn"), *m = fn("main");
    cr_assert_eq(d->spaces, SPACE_DEVICE);
    cr_assert_str_eq(model_space_name(d->spaces), "device");
    cr_assert_eq(hd->spaces, SPACE_HOST | SPACE_DEVICE);
    cr_assert_str_eq(model_space_name(hd->spaces), "host device");
    cr_assert_eq(h->spaces, SPACE_HOST);
    cr_assert_str_eq(model_space_name(h->spaces), "host");
    cr_assert_eq(m->spaces, SPACE_HOST);
    cr_assert_eq(m->param_count, 0);
}

Test(model, space_name_table)
{
    cr_assert_str_eq(model_space_name(SPACE_GLOBAL), "global");
    cr_assert_str_eq(model_space_name(SPACE_GLOBAL | SPACE_DEVICE), "global");
    cr_assert_str_eq(model_space_name(SPACE_DEVICE), "device");
    cr_assert_str_eq(model_space_name(SPACE_DEVICE | SPACE_HOST), "host device");
    cr_assert_str_eq(model_space_name(SPACE_HOST), "host");
    cr_assert_str_eq(model_space_name(0), "host");
}

Test(model, device_side_launch_with_full_config)
{
    int i = find_launch(P.program, "tk", 0);
    cr_assert_geq(i, 0);
    const LaunchSite *s = &P.program->launches[i];
    cr_assert_str_eq(s->template_args, "<int>");
    cr_assert_eq(s->callee_fn, model_find_function(P.program, "tk"));
    cr_assert_eq(s->caller_fn, model_find_function(P.program, "parent"));
    cr_assert(s->device_side);
    cr_assert_eq(s->config_count, 4);
    cr_assert_str_eq(s->grid, "n / 32");
    cr_assert_str_eq(s->block, "32");
    cr_assert_str_eq(s->shmem, "64");
    cr_assert_str_eq(s->stream, "s");
    cr_assert_eq(s->arg_count, 2);
    cr_assert_str_eq(s->args[0], "a");
    cr_assert_str_eq(s->args[1], "n");
    cr_assert(node_is(s->node, "call_expression"));
    cr_assert(node_is(s->statement, "expression_statement"));
    cr_assert(node_is(s->arg_nodes[1], "identifier"));
    cr_assert(node_is(s->config[0], "binary_expression"));
    SourcePos pos = source_pos(P.src, ts_node_start_byte(s->node));
    cr_assert_eq(pos.line, 17);
    cr_assert_eq(pos.col, 5);
}

Test(model, host_side_launches)
{
    int i = find_launch(P.program, "parent", 0);
    cr_assert_geq(i, 0);
    const LaunchSite *s = &P.program->launches[i];
    cr_assert_not(s->device_side);
    cr_assert_eq(s->caller_fn, model_find_function(P.program, "main"));
    cr_assert_null(s->template_args);
    cr_assert_eq(s->config_count, 2);
    cr_assert_str_eq(s->grid, "dim3(2, 2)");
    cr_assert_str_eq(s->block, "64");
    cr_assert_null(s->shmem);
    cr_assert_null(s->stream);
    cr_assert_str_eq(s->args[1], "3");
}

Test(model, qualified_callee_resolves)
{
    int i = find_launch(P.program, "ns::k", 0);
    cr_assert_geq(i, 0, "callee keeps its qualifier as written");
    const LaunchSite *s = &P.program->launches[i];
    cr_assert_eq(s->callee_fn, model_find_function(P.program, "k"));
    cr_assert_eq(model_find_function(P.program, "ns::k"), model_find_function(P.program, "k"));
    cr_assert_eq(model_find_function(P.program, "other::nothing"), -1);
    cr_assert_eq(model_find_function(P.program, "nothing"), -1);
}

Test(model, launches_in_site_order)
{
    cr_assert_str_eq(P.program->launches[0].callee, "tk");
    cr_assert_str_eq(P.program->launches[1].callee, "ns::k");
    cr_assert_str_eq(P.program->launches[2].callee, "parent");
}

Test(model, runtime_calls)
{
    const char *runtime[] = {"cudaStreamCreateWithFlags", "cudaDeviceSynchronize", "cudaMalloc", "cudaGetLastError"};
    for (size_t k = 0; k < sizeof runtime / sizeof *runtime; k++) {
        int i = find_call(P.program, runtime[k], 0);
        cr_assert_geq(i, 0, "no call to %s", runtime[k]);
        cr_assert(P.program->calls[i].is_runtime, "%s is runtime", runtime[k]);
        cr_assert_eq(P.program->calls[i].callee_fn, -1);
        cr_assert(model_is_runtime_api(runtime[k]));
    }
    int sync = find_call(P.program, "cudaDeviceSynchronize", 0);
    cr_assert_eq(P.program->calls[sync].caller_fn, model_find_function(P.program, "parent"));
    int malloc_call = find_call(P.program, "cudaMalloc", 0);
    cr_assert_eq(P.program->calls[malloc_call].caller_fn, model_find_function(P.program, "main"));
    cr_assert_not(model_is_runtime_api("dev"));
    cr_assert_not(model_is_runtime_api("cudaMallocX"));
}

Test(model, calls_between_functions)
{
    int i = find_call(P.program, "dev", 0);
    cr_assert_geq(i, 0);
    const Call *c = &P.program->calls[i];
    cr_assert_not(c->is_runtime);
    cr_assert_eq(c->callee_fn, model_find_function(P.program, "dev"));
    cr_assert_eq(c->caller_fn, model_find_function(P.program, "parent"));
    i = find_call(P.program, "host_fn", 0);
    cr_assert_geq(i, 0);
    cr_assert_eq(P.program->calls[i].caller_fn, model_find_function(P.program, "main"));
    /* A launch is not also a call. */
    cr_assert_eq(find_call(P.program, "tk", 0), -1);
    cr_assert_eq(find_call(P.program, "parent", 0), -1);
}

Test(model, nothing_recursive_here)
{
    for (int i = 0; i < P.program->function_count; i++)
        cr_assert_not(P.program->functions[i].recursive, "%s", P.program->functions[i].name);
    int parent = model_find_function(P.program, "parent"), main_fn = model_find_function(P.program, "main");
    int tk = model_find_function(P.program, "tk"), dev = model_find_function(P.program, "dev");
    cr_assert(callgraph_reaches(P.program, main_fn, parent));
    cr_assert(callgraph_reaches(P.program, main_fn, tk), "transitively through parent's launch");
    cr_assert(callgraph_reaches(P.program, main_fn, dev), "through a launch then a call");
    cr_assert_not(callgraph_reaches(P.program, parent, main_fn));
    cr_assert_not(callgraph_reaches(P.program, tk, tk));
    cr_assert_not(callgraph_reaches(P.program, -1, tk));
    cr_assert_not(callgraph_reaches(P.program, tk, -1));
}

/* --- recursion and prototypes ----------------------------------------------- */

Test(model_graph, direct_recursion)
{
    Parsed p = parse_text("__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }\n"
                          "__global__ void self(int d) { if (d > 0) self<<<1, 1>>>(d - 1); }\n"
                          "__global__ void plain(int *a) { a[0] = fact(3); }\n",
                          1);
    int fact = model_find_function(p.program, "fact");
    int self = model_find_function(p.program, "self");
    int plain = model_find_function(p.program, "plain");
    cr_assert(p.program->functions[fact].recursive);
    cr_assert(p.program->functions[self].recursive);
    cr_assert_not(p.program->functions[plain].recursive);
    cr_assert(callgraph_reaches(p.program, self, self));
    cr_assert(callgraph_reaches(p.program, plain, fact));
    cr_assert_not(callgraph_reaches(p.program, fact, plain));
    parsed_free(&p);
}

Test(model_graph, mutual_recursion_through_launches)
{
    Parsed p = parse_text("__global__ void b(int d);\n"
                          "__global__ void a(int d) { if (d > 0) b<<<1, 1>>>(d - 1); }\n"
                          "__global__ void b(int d) { if (d > 0) a<<<1, 1>>>(d - 1); }\n"
                          "__global__ void c(int d) { a<<<1, 1>>>(d); }\n"
                          "int main() { c<<<1, 1>>>(3); return 0; }\n",
                          1);
    cr_assert_eq(syntax_report_errors(p.tree), 0);
    int a = model_find_function(p.program, "a"), b = model_find_function(p.program, "b");
    int c = model_find_function(p.program, "c");
    cr_assert(p.program->functions[b].is_definition, "the definition is preferred over the prototype");
    cr_assert_eq(source_pos(p.src, ts_node_start_byte(p.program->functions[b].node)).line, 3);
    cr_assert(p.program->functions[a].recursive);
    cr_assert(p.program->functions[b].recursive);
    cr_assert_not(p.program->functions[c].recursive, "c reaches the cycle but is not on it");
    cr_assert(callgraph_reaches(p.program, a, b));
    cr_assert(callgraph_reaches(p.program, b, a));
    cr_assert(callgraph_reaches(p.program, c, b));
    cr_assert_not(callgraph_reaches(p.program, a, c));
    int ab = find_launch(p.program, "b", 0);
    cr_assert_eq(p.program->launches[ab].callee_fn, b);
    cr_assert_eq(p.program->launches[ab].caller_fn, a);
    cr_assert(p.program->launches[ab].device_side);
    parsed_free(&p);
}

Test(model_graph, mutual_recursion_through_device_calls)
{
    Parsed p = parse_text("__device__ int odd(int n);\n"
                          "__device__ int even(int n) { return n == 0 ? 1 : odd(n - 1); }\n"
                          "__device__ int odd(int n) { return n == 0 ? 0 : even(n - 1); }\n",
                          1);
    int even = model_find_function(p.program, "even"), odd = model_find_function(p.program, "odd");
    cr_assert(p.program->functions[even].recursive);
    cr_assert(p.program->functions[odd].recursive);
    cr_assert_eq(p.program->calls[find_call(p.program, "odd", 0)].callee_fn, odd);
    parsed_free(&p);
}

Test(model_graph, prototype_only_is_not_definition)
{
    Parsed p = parse_text("__global__ void ext(int *a, int n);\n"
                          "__global__ void parent(int *a) { ext<<<1, 32>>>(a, 32); }\n",
                          1);
    int ext = model_find_function(p.program, "ext");
    cr_assert_geq(ext, 0);
    cr_assert_not(p.program->functions[ext].is_definition);
    cr_assert(ts_node_is_null(p.program->functions[ext].body));
    cr_assert_eq(p.program->functions[ext].spaces, SPACE_GLOBAL);
    cr_assert_eq(p.program->functions[ext].param_count, 2);
    cr_assert_eq(p.program->launches[0].callee_fn, ext);
    parsed_free(&p);
}

Test(model_graph, unknown_callee_and_file_scope_call)
{
    Parsed p = parse_text("int seed = compute(1);\n"
                          "__global__ void parent(int *a) { missing<<<1, 1>>>(a); }\n",
                          1);
    int call = find_call(p.program, "compute", 0);
    cr_assert_geq(call, 0);
    cr_assert_eq(p.program->calls[call].caller_fn, -1);
    cr_assert_eq(p.program->calls[call].callee_fn, -1);
    cr_assert_not(p.program->calls[call].is_runtime);
    cr_assert_eq(p.program->launches[0].callee_fn, -1);
    cr_assert_str_eq(p.program->launches[0].callee, "missing");
    parsed_free(&p);
}

Test(model_graph, host_launch_from_host_device_function_is_device_side)
{
    /* A __host__ __device__ function may run on the device: its launches
     * count as device-side. */
    Parsed p = parse_text("__global__ void k() {}\n"
                          "__host__ __device__ void both() { k<<<1, 1>>>(); }\n"
                          "void host_only() { k<<<1, 1>>>(); }\n",
                          1);
    cr_assert(p.program->launches[0].device_side);
    cr_assert_not(p.program->launches[1].device_side);
    cr_assert_eq(p.program->launches[0].arg_count, 0);
    parsed_free(&p);
}

Test(model_graph, model_free_null_is_harmless)
{
    model_free(NULL);
}

/* model_functions_matching gives what a scan of every function with
 * model_names_match gives, in document order, qualified or not. */
Test(model, functions_matching_is_the_scan_by_bare_name)
{
    static const char *const src = "struct A { __device__ void set(int v); };\n"
                                   "__device__ void set(int v) {}\n"
                                   "__device__ void A::set(int v) {}\n"
                                   "namespace ns { __device__ void set(float v) {} }\n"
                                   "__device__ void settle() {}\n"
                                   "__global__ void k() { set(1); }\n";
    Parsed q = parse_text(src, 1);
    const Program *p = q.program;
    static const char *const calls[] = {"set", "A::set", "::set", "ns::set", "k", "settle", "se", "nothing"};
    for (size_t c = 0; c < sizeof calls / sizeof calls[0]; c++) {
        int first, count = model_functions_matching(p, calls[c], &first);
        int k = 0;
        for (int i = 0; i < p->function_count; i++) {
            if (!model_names_match(p->functions[i].name, calls[c]))
                continue;
            cr_assert_lt(k, count, "%s: more functions match than were found", calls[c]);
            cr_assert_eq(p->by_bare_name[first + k].fn, i, "%s: match %d", calls[c], k);
            k++;
        }
        cr_assert_eq(k, count, "%s", calls[c]);
    }
    int first;
    cr_assert_geq(model_functions_matching(p, "set", &first), 3);
    parsed_free(&q);
}

Test(model, find_param_by_name)
{
    Parsed q = parse_text("__global__ void k(const int *a, unsigned n, float) {}\n", 1);
    const Function *k = &q.program->functions[model_find_function(q.program, "k")];
    const Param *n = model_find_param(k, "n");
    cr_assert_not_null(n);
    cr_assert_eq(n - k->params, 1);
    cr_assert_str_eq(model_find_param(k, "a")->name, "a");
    cr_assert_null(model_find_param(k, "m"));
    cr_assert_null(model_find_param(k, "k"));
    parsed_free(&q);
}

/* A macro that stands for a number in every definition (what a barrier's
 * or a sum's analysis lets code name); any name, call or statement in one
 * does not. */
Test(model, macros_that_stand_for_numbers)
{
    Parsed q = parse_text("#define N 512\n#define M (N * 2)\n#define S (4 << 2)\n#define F(x) (x)\n"
                          "#define T threadIdx.x\n#define U 5u\n#if 0\n#define V 3\n#else\n#define V v\n#endif\n"
                          "__global__ void k() {}\n",
                          1);
    const MacroTable *t = &q.program->macros;
    cr_assert(macros_stand_for_number(t, "N"));
    cr_assert(macros_stand_for_number(t, "S"));
    cr_assert_not(macros_stand_for_number(t, "M"), "names another macro");
    cr_assert_not(macros_stand_for_number(t, "F"));
    cr_assert_not(macros_stand_for_number(t, "T"));
    cr_assert_not(macros_stand_for_number(t, "U"), "a suffix is not taken");
    cr_assert_not(macros_stand_for_number(t, "V"), "every definition counts");
    cr_assert_not(macros_stand_for_number(t, "W"));
    parsed_free(&q);
}
