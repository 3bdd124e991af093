#include "transform/summed_atomics.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/strbuf.h"
#include "util/text.h"

static TSNode argument(TSNode call, uint32_t k)
{
    return node_named_child(ts_node_child_by_field_name(call, "arguments", 9), k);
}

void summed_atomics_declare(Emitter *e, int fn, const char *indent)
{
    const KernelPlan *k = &e->plan->kernels[fn];
    const Source *src = e->plan->program->src;
    e->sums = k->sums;
    e->sum_count = k->sum_count;
    for (int i = 0; i < k->sum_count; i++) {
        char *word = node_text(src, argument(k->sums[i].call, 0));
        char *one = text_one_line(word);
        strbuf_printf(e->out, "%s%s dp_sum%d = 0; // atomicAdd(%s, ...) on line %u, added up for the block\n", indent,
                      k->sums[i].type, i, one, source_pos(src, ts_node_start_byte(k->sums[i].call)).line);
        free(one);
        free(word);
    }
}

/* Whether e is a cast to `type` (its words as the sum's are written). */
static bool cast_to(const Source *src, TSNode e, const char *type)
{
    if (!node_is(e, "cast_expression"))
        return false;
    char *written = node_text(src, ts_node_child_by_field_name(e, "type", 4));
    char *one = text_one_line(written);
    bool same = strcmp(one, type) == 0;
    free(one);
    free(written);
    return same;
}

bool summed_atomics_call(Emitter *e, TSNode node)
{
    for (int i = 0; i < e->sum_count; i++) {
        const PlanSum *sum = &e->sums[i];
        if (!node_same(node, sum->call))
            continue;
        TSNode arg = argument(node, 1);
        char *value = emit_expr(e, arg);
        /* Converted as atomicAdd converts it: to the word's type (an int's
         * sum is unsigned, so that it wraps). */
        if (sum->literal || (!sum->to_int && cast_to(e->plan->program->src, arg, sum->type)))
            strbuf_printf(e->out, "dp_sum%d += %s", i, value);
        else if (sum->to_int)
            strbuf_printf(e->out, "dp_sum%d += (unsigned int)(int)(%s)", i, value);
        else
            strbuf_printf(e->out, "dp_sum%d += (%s)(%s)", i, sum->type, value);
        free(value);
        return true;
    }
    return false;
}

void summed_atomics_flush(Emitter *e, int fn, const char *indent)
{
    const KernelPlan *k = &e->plan->kernels[fn];
    for (int i = 0; i < k->sum_count; i++) {
        char *word = emit_expr(e, argument(k->sums[i].call, 0));
        strbuf_printf(e->out, "%sif (dp_sum%d != 0)\n%s    atomicAdd(%s, %sdp_sum%d);\n", indent, i, indent, word,
                      k->sums[i].to_int ? "(int)" : "", i);
        free(word);
    }
    e->sums = NULL;
    e->sum_count = 0;
}
