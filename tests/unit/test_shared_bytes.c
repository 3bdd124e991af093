/* A kernel's static shared memory in bytes (analysis/shared_decls.h,
 * shared_bytes_of), what the plan counts against the 48 KB a block may
 * declare before a strategy adds its own (plan/shared_limit.h). */
#include <criterion/criterion.h>

#include "analysis/shared_decls.h"
#include "helpers.h"

static SharedBytes bytes_of(const char *text, const char *fn, Parsed *p)
{
    *p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p->tree), 0, "test source must parse:\n%s", text);
    int k = model_find_function(p->program, fn);
    cr_assert(k >= 0, "%s is defined", fn);
    return shared_bytes_of(p->program, k);
}

static unsigned line_of(const Parsed *p, TSNode n) { return source_pos(p->src, ts_node_start_byte(n)).line; }

Test(shared_bytes, scalars_arrays_macros_and_the_largest)
{
    Parsed p;
    SharedBytes b = bytes_of("#define TILE 1024\n"
                             "#define HALF (TILE / 2)\n"
                             "__global__ void k(float *o)\n"
                             "{\n"
                             "    __shared__ float tile[TILE];\n"           /* 4096 */
                             "    __shared__ unsigned long long a[2][3], n;\n" /* 48 + 8 */
                             "    __shared__ short s[HALF + 1];\n"          /* 1026 */
                             "    __shared__ int *where;\n"                 /* 8 */
                             "    static __shared__ const double d[4];\n"   /* 32 */
                             "    extern __shared__ float dynamic[];\n"     /* not static */
                             "    o[0] = tile[0];\n"
                             "}\n",
                             "k", &p);
    cr_assert_eq(b.known, 4096 + 56 + 1026 + 8 + 32);
    cr_assert_not(b.unknown);
    cr_assert_eq(b.largest_bytes, 4096);
    cr_assert_eq(line_of(&p, b.largest), 5, "the largest declaration's line");
    cr_assert(b.padding > 0, "alignment between declarations is counted apart");
    parsed_free(&p);
}

Test(shared_bytes, cuda_vector_types_and_sized_words)
{
    Parsed p;
    SharedBytes b = bytes_of("__global__ void k()\n"
                             "{\n"
                             "    __shared__ float4 v[16];\n"      /* 256 */
                             "    __shared__ int3 w[2];\n"         /* 24 */
                             "    __shared__ unsigned char c[3];\n" /* 3 */
                             "    __shared__ size_t z;\n"          /* 8 */
                             "    __shared__ __half h[4];\n"       /* 8 */
                             "}\n",
                             "k", &p);
    cr_assert_eq(b.known, 256 + 24 + 3 + 8 + 8);
    cr_assert_not(b.unknown);
    parsed_free(&p);
}

/* What dpopt cannot size counts for nothing, and says so. */
Test(shared_bytes, classes_templates_and_unread_sizes_are_unknown)
{
    Parsed p;
    SharedBytes b = bytes_of("struct Pt { float x, y; };\n"
                             "const int N = 64;\n"
                             "template <typename T, int M> __global__ void k()\n"
                             "{\n"
                             "    __shared__ Pt pts[128];\n"
                             "    __shared__ T items[8];\n"
                             "    __shared__ float by_param[M];\n"
                             "    __shared__ float by_const[N];\n"
                             "    __shared__ float by_sizeof[sizeof(Pt)];\n"
                             "    __shared__ int known[10];\n"
                             "}\n",
                             "k", &p);
    cr_assert_eq(b.known, 40);
    cr_assert(b.unknown);
    parsed_free(&p);
}

/* A macro the file defines twice (in two #if branches) is read only where
 * both give one value. */
Test(shared_bytes, a_macro_defined_twice_alike_or_not)
{
    Parsed p;
    SharedBytes b = bytes_of("#ifdef BIG\n#define TILE 8192\n#define SAME 16\n#else\n#define TILE 1024\n#define SAME 16\n#endif\n"
                             "__global__ void k()\n"
                             "{\n"
                             "    __shared__ float tile[TILE];\n"
                             "    __shared__ float same[SAME];\n"
                             "}\n",
                             "k", &p);
    cr_assert_eq(b.known, 64);
    cr_assert(b.unknown);
    parsed_free(&p);
}

/* A device function's __shared__ memory is its callers' kernels'. */
Test(shared_bytes, callees_count_once)
{
    Parsed p;
    SharedBytes b = bytes_of("__device__ void helper(float *o)\n"
                             "{\n"
                             "    __shared__ float scratch[256];\n"
                             "    o[0] = scratch[0];\n"
                             "}\n"
                             "__global__ void k(float *o)\n"
                             "{\n"
                             "    __shared__ int own[16];\n"
                             "    helper(o);\n"
                             "    helper(o + 1);\n"
                             "}\n",
                             "k", &p);
    cr_assert_eq(b.known, 1024 + 64);
    cr_assert_eq(line_of(&p, b.largest), 3, "the callee's declaration is the largest");
    parsed_free(&p);
}

Test(shared_bytes, type_text)
{
    unsigned long long n = 0;
    cr_assert(shared_type_text_bytes("const float *", &n) && n == 8);
    cr_assert(shared_type_text_bytes("unsigned long long", &n) && n == 8);
    cr_assert(shared_type_text_bytes("const int", &n) && n == 4);
    cr_assert(shared_type_text_bytes("float4", &n) && n == 16);
    cr_assert_not(shared_type_text_bytes("Pt", &n));
    cr_assert_not(shared_type_text_bytes("const Pt &", &n));
}
