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
    cr_assert(unknown("2 /* c */ * 3", NULL), "a comment: the proof blanks a node's comments first");
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
    SizeNames names = {test_name, NULL};
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
