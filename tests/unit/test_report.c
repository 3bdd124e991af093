#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "report/report.h"

static const char *const report_src =
    "#include <cuda_runtime.h>\n"                                         /* 1 */
    "template <typename T>\n"                                             /* 2 */
    "__global__ void child(T *a, int n) { __syncthreads(); }\n"           /* 3 */
    "__global__ void parent(int *a, int n) {\n"                           /* 4 */
    "    if (blockIdx.x == 0)\n"                                          /* 5 */
    "        child<int><<<n, 32>>>(a, blockIdx.x);\n"                     /* 6 */
    "    cudaDeviceSynchronize();\n"                                      /* 7 */
    "}\n"                                                                 /* 8 */
    "extern __global__ void ext(int *a);\n"                               /* 9 */
    "int main(void) {\n"                                                  /* 10 */
    "    int *a;\n"                                                       /* 11 */
    "    cudaMalloc(&a, 4);\n"                                            /* 12 */
    "    parent<<<1, 32>>>(a, 4);\n"                                      /* 13 */
    "    ext<<<1, 1>>>(a);\n"                                             /* 14 */
    "    return 0;\n"                                                     /* 15 */
    "}\n";

typedef struct Reported {
    Parsed p;
    LaunchFacts *facts;
    Capture out;
} Reported;

static Reported run(bool json)
{
    Reported r;
    r.p = parse_text(report_src, 1);
    cr_assert_eq(syntax_report_errors(r.p.tree), 0);
    r.facts = launch_facts_compute(r.p.program);
    capture_open(&r.out);
    if (json)
        report_json(r.out.stream, r.p.program, r.facts, NULL);
    else
        report_text(r.out.stream, r.p.program, r.facts, NULL);
    capture_text(&r.out);
    return r;
}

static void reported_free(Reported *r)
{
    capture_free(&r->out);
    launch_facts_free(r->facts, r->p.program->launch_count);
    parsed_free(&r->p);
}

#define assert_has(text, needle) cr_assert_not_null(strstr((text), (needle)), "missing %s in:\n%s", (needle), (text))

Test(report, json_header_and_file)
{
    Reported r = run(true);
    const char *t = r.out.data;
    cr_assert_eq(strncmp(t, "{\"report_version\": 1, \"file\": \"test.cu\"", 38), 0, "got: %.60s", t);
    assert_has(t, "\"functions\": [");
    assert_has(t, "\"launches\": [");
    assert_has(t, "\"calls\": [");
    cr_assert_eq(t[strlen(t) - 2], '}');
    cr_assert_eq(t[strlen(t) - 1], '\n');
    reported_free(&r);
}

Test(report, json_functions)
{
    Reported r = run(true);
    const char *t = r.out.data;
    assert_has(t, "{\"name\": \"child\", \"space\": \"global\", \"line\": 3, \"defined\": true, \"template\": true, "
                  "\"template_params\": \"<typename T>\"");
    assert_has(t, "\"params\": [{\"name\": \"a\", \"type\": \"T *\"}, {\"name\": \"n\", \"type\": \"int\"}]");
    assert_has(t, "{\"name\": \"ext\", \"space\": \"global\", \"line\": 9, \"defined\": false");
    assert_has(t, "{\"name\": \"main\", \"space\": \"host\"");
    reported_free(&r);
}

Test(report, json_launch_fields)
{
    Reported r = run(true);
    const char *t = r.out.data;
    assert_has(t, "{\"id\": 0, \"line\": 6, \"col\": 9, \"callee\": \"child\", \"template_args\": \"<int>\", "
                  "\"caller\": \"parent\", \"device_side\": true");
    assert_has(t, "\"callee\": \"parent\", \"template_args\": null, \"caller\": \"main\", \"device_side\": false");
    assert_has(t, "\"shared_memory\": null, \"stream\": null");
    assert_has(t, "\"grid\": {\"text\": \"n\", \"uniformity\": {\"level\": \"grid\", \"warp\": true, \"block\": true, "
                  "\"grid\": true}}");
    assert_has(t, "{\"text\": \"blockIdx.x\", \"param\": \"n\", \"uniformity\": {\"level\": \"block\", \"warp\": true, "
                  "\"block\": true, \"grid\": false}}");
    assert_has(t, "\"guards\": [{\"kind\": \"if\", \"text\": \"(blockIdx.x == 0)\", \"line\": 5, \"uniformity\": "
                  "{\"level\": \"block\", \"warp\": true, \"block\": true, \"grid\": false}}]");
    assert_has(t, "\"control\": {\"level\": \"block\", \"warp\": true, \"block\": true, \"grid\": false}, "
                  "\"followed_by_sync\": true, \"sync_line\": 7, \"device_stream\": {\"form\": \"none\", \"launches\": 0, "
                  "\"why\": null, \"line\": null}, \"recursive\": false");
    assert_has(t, "\"child\": {\"known\": true, \"syncthreads\": true");
    assert_has(t, "\"child\": {\"known\": false");
    assert_has(t, "\"followed_by_sync\": false, \"sync_line\": null");
    reported_free(&r);
}

Test(report, json_calls)
{
    Reported r = run(true);
    const char *t = r.out.data;
    assert_has(t, "{\"callee\": \"cudaDeviceSynchronize\", \"caller\": \"parent\", \"runtime\": true, "
                  "\"device_side\": true, \"line\": 7, \"col\": 5}");
    assert_has(t, "{\"callee\": \"cudaMalloc\", \"caller\": \"main\", \"runtime\": true, \"device_side\": false, "
                  "\"line\": 12, \"col\": 5}");
    /* __syncthreads is neither ours nor the runtime's. */
    cr_assert_null(strstr(t, "\"callee\": \"__syncthreads\""));
    reported_free(&r);
}

Test(report, json_to_tmpfile_escapes_strings)
{
    const char *text = "__global__ void k(const char *s) {}\n"
                       "int main() { k<<<1, 1>>>(\"a\\\"b\"); return 0; }\n";
    Parsed p = parse_text(text, 1);
    LaunchFacts *f = launch_facts_compute(p.program);
    FILE *tmp = tmpfile();
    cr_assert_not_null(tmp);
    report_json(tmp, p.program, f, NULL);
    long size = ftell(tmp);
    cr_assert_gt(size, 0);
    rewind(tmp);
    char *t = calloc(1, (size_t)size + 1);
    cr_assert_eq(fread(t, 1, (size_t)size, tmp), (size_t)size);
    fclose(tmp);
    assert_has(t, "{\"report_version\": 1,");
    assert_has(t, "\"callee\": \"k\"");
    assert_has(t, "{\"text\": \"\\\"a\\\\\\\"b\\\"\"");
    free(t);
    launch_facts_free(f, p.program->launch_count);
    parsed_free(&p);
}

Test(report, text_summary)
{
    Reported r = run(false);
    const char *t = r.out.data;
    cr_assert_eq(strncmp(t, "test.cu: 2 kernels, 3 launch sites\n", 35), 0, "got: %.60s", t);
    assert_has(t, "functions:\n");
    assert_has(t, "  global      child(T *a, int n)  line 3, template <typename T>\n");
    assert_has(t, "ext(int *a)  line 9, declared only\n");
    reported_free(&r);
}

Test(report, text_launches)
{
    Reported r = run(false);
    const char *t = r.out.data;
    assert_has(t, "  #0 test.cu:6:9  parent -> child<int><<<n, 32>>>  (device-side)\n");
    assert_has(t, "  #1 test.cu:13:5  main -> parent<<<1, 32>>>  (host-side)\n");
    assert_has(t, "    guard: if (blockIdx.x == 0) at line 5 (uniform within a block)\n");
    assert_has(t, "    followed by device-side cudaDeviceSynchronize: yes (line 7)\n");
    assert_has(t, "    child: not defined in this file (nothing known)\n");
    assert_has(t, "    child: __syncthreads yes,");
    assert_has(t, "    control at the launch: uniform within a block\n");
    reported_free(&r);
}

Test(report, text_runtime_calls)
{
    Reported r = run(false);
    const char *t = r.out.data;
    assert_has(t, "runtime calls:\n");
    assert_has(t, "  test.cu:7:5  cudaDeviceSynchronize in parent (global)\n");
    assert_has(t, "  test.cu:12:5  cudaMalloc in main (host)\n");
    reported_free(&r);
}

Test(report, text_empty_program)
{
    Parsed p = parse_text("int x;\n", 1);
    LaunchFacts *f = launch_facts_compute(p.program);
    Capture c;
    capture_open(&c);
    report_text(c.stream, p.program, f, NULL);
    const char *t = capture_text(&c);
    assert_has(t, "test.cu: 0 kernels, 0 launch sites\n");
    assert_has(t, "launch sites:\n  none\n");
    assert_has(t, "runtime calls:\n  none\n");
    capture_free(&c);
    launch_facts_free(f, 0);
    parsed_free(&p);
}
