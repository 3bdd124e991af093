#include "transform/summed_atomics.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"
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
        const PlanSum *sum = &k->sums[i];
        char *word = node_text(src, argument(sum->call, 0));
        char *one = text_one_line(word);
        strbuf_printf(e->out, "%s%s dp_sum%d = 0; // atomicAdd(%s, ...) on line %u, added up for the block", indent,
                      sum->type, i, one, source_pos(src, ts_node_start_byte(sum->call)).line);
        if (!ts_node_is_null(sum->factor)) {
            char *factor = node_text(src, sum->factor);
            char *factor_one = text_one_line(factor);
            strbuf_printf(e->out, ",\n%s    // without its factor %s, which multiplies the sum once", indent, factor_one);
            free(factor_one);
            free(factor);
        }
        strbuf_puts(e->out, "\n");
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
        TSNode arg = sum->term;
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
        const PlanSum *sum = &k->sums[i];
        char *word = emit_expr(e, argument(sum->call, 0));
        char *total;
        if (ts_node_is_null(sum->factor)) {
            total = strbuf_format("%sdp_sum%d", sum->to_int ? "(int)" : "", i);
        } else {
            /* The factor converted as the sum was: the product wraps alike. */
            char *factor = emit_expr(e, sum->factor);
            char *product = cast_to(e->plan->program->src, sum->factor, sum->type)
                                ? strbuf_format("%s * dp_sum%d", factor, i)
                                : strbuf_format("(%s)(%s) * dp_sum%d", sum->type, factor, i);
            total = sum->to_int ? strbuf_format("(int)(%s)", product) : xstrdup(product);
            free(product);
            free(factor);
        }
        strbuf_printf(e->out, "%sif (dp_sum%d != 0)\n%s    atomicAdd(%s, %s);\n", indent, i, indent, word, total);
        free(total);
        free(word);
    }
    e->sums = NULL;
    e->sum_count = 0;
}
