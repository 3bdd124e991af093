/* The program's memo (model/memo.h): what an analysis keeps there is found
 * again, and freed with the program, by the function its owner gave. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "helpers.h"
#include "model/memo.h"

static int freed;

static void count_free(void *result)
{
    freed++;
    free(result);
}

Test(memo, a_result_is_kept_until_the_program_is_freed)
{
    Parsed p = parse_text("__global__ void k(int *o) { o[0] = 1; }\n", 1);
    cr_assert_null(memo_find(p.program, MEMO_BODY_FACTS));
    int *result = malloc(sizeof *result);
    cr_assert_eq(memo_keep(p.program, MEMO_BODY_FACTS, result, count_free), result);
    cr_assert_eq(memo_find(p.program, MEMO_BODY_FACTS), result);
    cr_assert_null(memo_find(p.program, MEMO_DEVICE_STREAMS), "each slot apart");
    freed = 0;
    parsed_free(&p);
    cr_assert_eq(freed, 1);
}

Test(memo, each_program_has_its_own)
{
    Parsed a = parse_text("__global__ void k(int *o) { o[0] = 1; }\n", 1);
    Parsed b = parse_text("__global__ void k(int *o) { o[0] = 1; }\n", 1);
    int *kept = malloc(sizeof *kept);
    memo_keep(a.program, MEMO_FIRST_KEPT, kept, free);
    cr_assert_null(memo_find(b.program, MEMO_FIRST_KEPT));
    parsed_free(&a);
    parsed_free(&b);
}
