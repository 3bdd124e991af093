/* The one evaluator of launch sizes (analysis/size_expr.h) and its two
 * readings: the proof (analysis/constant_size.h), which reads no name,
 * and the estimate (analysis/launch_size.h), which reads object-like
 * macros, a local's initializer and blockDim.x where known. */
#include <criterion/criterion.h>
#include <string.h>

#include "analysis/constant_size.h"
#include "analysis/launch_size.h"
#include "analysis/size_expr.h"
#include "helpers.h"

#define MAX (1ull << 32)

static unsigned long long value_of(const char *text, const SizeNames *names)
{
    unsigned long long v = 0;
    cr_assert(size_expr_value(text, MAX, names, 0, &v), "`%s` has a value", text);
    return v;
}

static bool unknown(const char *text, const SizeNames *names)
{
    unsigned long long v;
    return !size_expr_value(text, MAX, names, 0, &v);
}

Test(size_expr, literals_and_the_four_operators_with_cs_precedence)
{
    cr_assert_eq(value_of("128", NULL), 128);
    cr_assert_eq(value_of("0x80u", NULL), 128);
    cr_assert_eq(value_of("0200UL", NULL), 128);
    cr_assert_eq(value_of(" 2 + 3 * 4 ", NULL), 14);
    cr_assert_eq(value_of("(2 + 3) * 4", NULL), 20);
    cr_assert_eq(value_of("10 - 4 - 3", NULL), 3, "left to right");
    cr_assert_eq(value_of("64 / 4 / 2", NULL), 8, "left to right");
    cr_assert_eq(value_of("(1000 + 127) / 128", NULL), 8);
}

/* The grammar lexes a sign right before the digits as the literal's own
 * (`32 * +1`): the proof read such a literal from the tree before it read
 * text, and reads it alike now. */
/* Comments and line continuations are white space, as the grammar reads
 * them: a comment between operands is no operand (a local's initializer
 * with one read as unknown changed a kernel's launch bounds, found by
 * tests/metamorphic/layout.py on 2026-11-28). */
Test(size_expr, comments_and_line_continuations_are_space)
{
    cr_assert_eq(value_of("2 /* c */ * 3", NULL), 6);
    cr_assert_eq(value_of("2 */*c*/ 96", NULL), 192);
    cr_assert_eq(value_of("(64 // a line comment\n + 1)", NULL), 65);
    cr_assert_eq(value_of("32 \\\n * 2", NULL), 64);
    cr_assert_eq(value_of("/* first */ 8 /* last */", NULL), 8);
    cr_assert(unknown("2 /* c */ 3", NULL), "two operands, no operator");
}

Test(size_expr, a_sign_glued_to_a_literal_is_the_literals)
{
    cr_assert_eq(value_of("32 * +1", NULL), 32);
    cr_assert_eq(value_of("+0x2", NULL), 2);
    cr_assert_eq(value_of("32 - -0", NULL), 32);
    cr_assert_eq(value_of("32 +1", NULL), 33, "an operator where an operator stands");
}

Test(size_expr, what_it_cannot_tell_is_unknown)
{
    cr_assert(unknown("4 - 5", NULL), "below zero");
    cr_assert(unknown("4 / (2 - 2)", NULL), "a division by zero");
    cr_assert(unknown("4294967296 + 1", NULL), "above max");
    cr_assert(unknown("4294967297", NULL), "a literal above max");
    cr_assert(unknown("4294967296 * 4294967296", NULL), "a product past max, which would wrap to 0");
    cr_assert(unknown("65536 * 65536 * 65536 * 65536", NULL), "a product past max, which would wrap to 0");
    cr_assert(unknown("99999999999999999999999", NULL), "past unsigned long long");
    cr_assert(unknown("1 << 4", NULL), "another operator");
    cr_assert(unknown("-4", NULL), "a negative literal");
    cr_assert(unknown("4 * - 1", NULL), "a unary minus");
    cr_assert(unknown("1.5", NULL), "a float");
    cr_assert(unknown("(int)64", NULL), "a cast");
    cr_assert(unknown("(2 * 3", NULL), "an open parenthesis");
    cr_assert(unknown("", NULL));
}

/* A reader of names for the tests: N is 16, M names N, blockDim.x is 32. */
static bool test_name(const SizeNames *names, const char *name, int depth, unsigned long long *v)
{
    if (strcmp(name, "N") == 0)
        return size_expr_value("16", MAX, names, depth + 1, v);
    if (strcmp(name, "M") == 0)
        return size_expr_value("N * 2", MAX, names, depth + 1, v);
    if (strcmp(name, "blockDim.x") == 0) {
        *v = 32;
        return true;
    }
    return false;
}

/* The difference between the proof and the estimate is the names, and
 * only the names: with none, every name is unknown. */
Test(size_expr, a_name_is_unknown_without_a_reader_and_read_with_one)
{
    SizeNames names = {.value = test_name};
    cr_assert(unknown("N", NULL));
    cr_assert(unknown("N * 4", NULL));
    cr_assert(unknown("blockDim.x", NULL));
    cr_assert_eq(value_of("N", &names), 16);
    cr_assert_eq(value_of("(M + 1) * blockDim.x", &names), 33 * 32);
    cr_assert(unknown("K", &names), "a name the reader does not know");
}

static const char *const sized_src =
    "#define THREADS 128\n"
    "#define BLOCKS (THREADS / 32)\n"
    "__global__ void child(int *a) { a[threadIdx.x] = 0; }\n"
    "__global__ void parent(int *a)\n"
    "{\n"
    "    int n = 64;\n"
    "    child<<<2, THREADS>>>(a);\n"        /* launch 0: a macro */
    "    child<<<BLOCKS, 32>>>(a);\n"        /* launch 1: a macro naming a macro */
    "    child<<<1, n>>>(a);\n"              /* launch 2: a local */
    "    child<<<dim3(2, 2), 2 /* a pair */ * 16>>>(a);\n" /* launch 3: constants */
    "    child<<<1, (int)64>>>(a);\n"        /* launch 4: a cast */
    "}\n";

/* Where the proof and the estimate part: a macro or a local is unknown to
 * the proof (a size limit never rests on what a name may stand for) and
 * read by the estimate; constants are known to both. */
Test(size_expr, the_proof_reads_no_name_the_estimate_reads_macros_and_locals)
{
    Parsed p = parse_text(sized_src, 1);
    const Program *prog = p.program;
    cr_assert_eq(prog->launch_count, 5);
    unsigned long long threads, block, v;
    const LaunchSite *s = prog->launches;

    cr_assert_not(constant_launch_threads(p.src, &s[0], &threads, &block), "THREADS: a macro");
    cr_assert(launch_size_value(prog, &s[0], s[0].block, 0, &v) && v == 128);

    cr_assert_not(constant_launch_threads(p.src, &s[1], &threads, &block), "BLOCKS: a macro");
    cr_assert(launch_size_value(prog, &s[1], s[1].grid, 0, &v) && v == 4);

    cr_assert_not(constant_launch_threads(p.src, &s[2], &threads, &block), "n: a local");
    cr_assert(launch_size_value(prog, &s[2], s[2].block, 0, &v) && v == 64);

    cr_assert(constant_launch_threads(p.src, &s[3], &threads, &block), "constants, a comment among them");
    cr_assert_eq(block, 32);
    cr_assert_eq(threads, 4 * 32);

    cr_assert_not(constant_launch_threads(p.src, &s[4], &threads, &block), "a cast");
    cr_assert_not(launch_size_value(prog, &s[4], s[4].block, 0, &v), "a cast");

    LaunchSize z = launch_size_of(prog, &s[0]);
    cr_assert_eq(z.block, 128);
    cr_assert_eq(z.grid, 2);
    parsed_free(&p);
}

static const char *const named_src =
    "#define THREADS 128\n"
    "#define BLOCKS (THREADS / 32)\n"
    "#ifdef SMALL\n#define EITHER 32\n#else\n#define EITHER 64\n#endif\n"
    "#define SAME 16\n#define SAME 16\n"
    "__global__ void child(int *a) { a[threadIdx.x] = 0; }\n"
    "__global__ void parent(int *a, int k)\n"
    "{\n"
    "    const int fixed = BLOCKS * 8;\n"
    "    int later = 64;\n"
    "    int aliased = 64;\n"
    "    int &r = aliased;\n"
    "    static int shared_by_all = 64;\n"
    "    float scaled = 64;\n"
    "    child<<<1, fixed>>>(a);\n"          /* launch 0: a const local from macros: 32 */
    "    child<<<1, later>>>(a);\n"          /* launch 1: written below */
    "    child<<<1, aliased>>>(a);\n"        /* launch 2: a reference binds it */
    "    child<<<1, EITHER>>>(a);\n"         /* launch 3: two definitions, two values */
    "    child<<<1, SAME * 2>>>(a);\n"       /* launch 4: two definitions, one value: 32 */
    "    child<<<1, shared_by_all>>>(a);\n"  /* launch 5: static */
    "    child<<<1, scaled>>>(a);\n"         /* launch 6: not an integer */
    "    child<<<1, k>>>(a);\n"              /* launch 7: a parameter */
    "    later += k;\n"
    "    r = k;\n"
    "}\n";

/* The proof at a launch reads a name only where it stands for one
 * constant whatever runs: a macro every definition of which has that
 * value, an integer local initialized with one and never written,
 * aliased or shared after. */
Test(size_expr, the_proof_at_a_launch_reads_names_of_one_constant)
{
    Parsed p = parse_text(named_src, 1);
    const Program *prog = p.program;
    cr_assert_eq(prog->launch_count, 8);
    const LaunchSite *s = prog->launches;
    unsigned long long v = 0;
    cr_assert(constant_size_value_at(prog, &s[0], s[0].config[1], &v) && v == 32, "a const local of macros");
    cr_assert_not(constant_size_value_at(prog, &s[1], s[1].config[1], &v), "a local written after");
    cr_assert_not(constant_size_value_at(prog, &s[2], s[2].config[1], &v), "a local a reference binds");
    cr_assert_not(constant_size_value_at(prog, &s[3], s[3].config[1], &v), "a macro of two values");
    cr_assert(constant_size_value_at(prog, &s[4], s[4].config[1], &v) && v == 32, "a macro defined twice alike");
    cr_assert_not(constant_size_value_at(prog, &s[5], s[5].config[1], &v), "a static local");
    cr_assert_not(constant_size_value_at(prog, &s[6], s[6].config[1], &v), "a float local");
    cr_assert_not(constant_size_value_at(prog, &s[7], s[7].config[1], &v), "a parameter");
    cr_assert_not(constant_size_value(p.src, s[0].config[1], &v), "the proof without names reads none");
    parsed_free(&p);
}

static SizeRange range_of(const char *text, const SizeNames *names)
{
    SizeRange r = {0, 0};
    cr_assert(size_expr_range(text, MAX, names, 0, &r), "`%s` is read", text);
    return r;
}

/* Reading bounds: min and max, casts and floating literals give a range;
 * a name the reader does not know is anything from 0 up. */
Test(size_expr, bounds_read_through_min_max_casts_and_floats)
{
    SizeNames names = {.value = test_name};
    SizeRange r = range_of("(min(K, 32) + 31) / 32", &names);
    cr_assert_eq(r.lo, 0);
    cr_assert_eq(r.hi, 1, "at most one block of 32");
    r = range_of("(int)fminf(fmaxf(K * 16.0f, 4.0f), (float)N)", &names);
    cr_assert_eq(r.lo, 4);
    cr_assert_eq(r.hi, 16, "N is 16");
    r = range_of("max(K, 8) * 2", &names);
    cr_assert_eq(r.lo, 16);
    cr_assert_eq(r.hi, SIZE_UNBOUNDED, "no upper bound");
    r = range_of("N - min(K, 4)", &names);
    cr_assert_eq(r.lo, 12);
    cr_assert_eq(r.hi, 16);
    r = range_of("2.5f", &names);
    cr_assert(r.lo == 2 && r.hi == 3, "a float: the integers around it");
    cr_assert_eq(range_of("K + 1", &names).hi, SIZE_UNBOUNDED);
    r = range_of("min(a[i], 64) + p->n / 2 + s.m * 0", &names);
    cr_assert(r.lo == 0 && r.hi == SIZE_UNBOUNDED, "a subscript or a member: anything");
    cr_assert_eq(range_of("min(a[i].n, 64)", &names).hi, 64);
    SizeRange none;
    cr_assert_not(size_expr_range("1 << 4", MAX, &names, 0, &none), "another operator is not followed");
    cr_assert_not(size_expr_range("min(K, 32)", MAX, NULL, 0, &none), "bounds are an estimate's: names given");
}

/* Read exactly, nothing changes: a call, a cast and a float stay unknown,
 * so the proof (names NULL) and the estimate's exact values are what
 * they were. */
Test(size_expr, exact_values_read_no_call_cast_or_float)
{
    SizeNames names = {.value = test_name};
    cr_assert(unknown("min(N, 32)", &names));
    cr_assert(unknown("(int)N", &names));
    cr_assert(unknown("N * 2.0f", &names));
}

static const char *const bounded_src =
    "#define MAX_POINTS 32\n"
    "__device__ int points_of(float c) { return (int)fminf(fmaxf(c * 16.0f, 4.0f), (float)MAX_POINTS); }\n"
    "__device__ int loops_first(int n) { int k = n; return k; }\n"
    "__global__ void child(int *a, int n) { a[threadIdx.x] = n; }\n"
    "__global__ void parent(int *a, const float *c, const int *len)\n"
    "{\n"
    "    int i = threadIdx.x;\n"
    "    int n = points_of(c[i]);\n"
    "    child<<<(n + 31) / 32, 32>>>(a, n);\n"                     /* launch 0: a helper's bound */
    "    child<<<(min(len[i], 1024) + 127) / 128, 128>>>(a, 0);\n"  /* launch 1: min in place */
    "    child<<<(len[i] + 31) / 32, 32>>>(a, 0);\n"                /* launch 2: no bound */
    "    child<<<(loops_first(len[i]) + 31) / 32, 32>>>(a, 0);\n"   /* launch 3: a helper of two statements */
    "}\n";

/* The estimate's grid bound (LaunchSize.grid_max), which -O's cost model
 * takes as the most blocks a launch has (bt's children: at most 32
 * threads, through a helper's fminf in its header). */
Test(size_expr, the_estimate_bounds_a_grid_through_a_helpers_return)
{
    Parsed p = parse_text(bounded_src, 1);
    const Program *prog = p.program;
    cr_assert_eq(prog->launch_count, 4);
    LaunchSize z = launch_size_of(prog, &prog->launches[0]);
    cr_assert_eq(z.grid, 0, "unknown");
    cr_assert_eq(z.grid_max, 1, "n is at most MAX_POINTS, 32: one block");
    z = launch_size_of(prog, &prog->launches[1]);
    cr_assert_eq(z.grid_max, 8);
    cr_assert_eq(launch_size_of(prog, &prog->launches[2]).grid_max, 0, "nothing bounds a degree");
    cr_assert_eq(launch_size_of(prog, &prog->launches[3]).grid_max, 0, "a helper of more than one statement");
    parsed_free(&p);
}
