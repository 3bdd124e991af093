/* body_facts remembers a program's answers (the plan asks them at every
 * site) in the program's memo: a program built after another, perhaps at
 * the same address, must get its own. */
#include <criterion/criterion.h>

#include "analysis/body_facts.h"
#include "helpers.h"

Test(body_facts, each_program_gets_its_own_facts)
{
    static const char *const texts[2] = {
        "__global__ void k(int *o) { __syncthreads(); o[threadIdx.x] = 1; }\n",
        "__global__ void k(int *o) { o[0] = 1; }\n",
    };
    for (int round = 0; round < 6; round++) {
        Parsed p = parse_text(texts[round % 2], 1);
        int k = model_find_function(p.program, "k");
        cr_assert_geq(k, 0);
        BodyFacts once = body_facts(p.program, k), again = body_facts(p.program, k);
        cr_assert_eq(once.uses_syncthreads, round % 2 == 0, "round %d", round);
        cr_assert_eq(once.uses_thread_idx, round % 2 == 0, "round %d", round);
        cr_assert_eq(again.uses_syncthreads, once.uses_syncthreads);
        parsed_free(&p);
    }
}
