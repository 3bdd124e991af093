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

/* The register sum i is added to: its own, or the earlier sum's that adds
 * the same value with it. */
static int register_of(const PlanSum *sums, int i) { return sums[i].same_as >= 0 ? sums[i].same_as : i; }

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
        unsigned line = source_pos(src, ts_node_start_byte(sum->call)).line;
        if (sum->same_as >= 0)
            strbuf_printf(e->out, "%s// dp_sum%d also adds up atomicAdd(%s, ...) on line %u: the same value, added with it",
                          indent, sum->same_as, one, line);
        else
            strbuf_printf(e->out, "%s%s dp_sum%d = 0; // atomicAdd(%s, ...) on line %u, added up for the block", indent,
                          sum->type, i, one, line);
        if (!ts_node_is_null(sum->factor)) {
            char *factor = node_text(src, sum->factor);
            char *factor_one = text_one_line(factor);
            strbuf_printf(e->out, ",\n%s%s// without its factor %s, which multiplies the sum once", indent,
                          sum->same_as >= 0 ? "" : "    ", factor_one);
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
        if (sum->same_as >= 0 && node_same(node, ts_node_parent(sum->call))) {
            strbuf_printf(e->out, "// atomicAdd on line %u: added up in dp_sum%d",
                          source_pos(e->plan->program->src, ts_node_start_byte(sum->call)).line, sum->same_as);
            return true;
        }
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

/* What sum i's word gets at the block's end: its register, times its
 * factor where it has one (converted as the sum was: the product wraps
 * alike). */
static char *sum_total(Emitter *e, const PlanSum *sums, int i)
{
    const PlanSum *sum = &sums[i];
    int r = register_of(sums, i);
    if (ts_node_is_null(sum->factor))
        return strbuf_format("%sdp_sum%d", sum->to_int ? "(int)" : "", r);
    char *factor = emit_expr(e, sum->factor);
    char *product = cast_to(e->plan->program->src, sum->factor, sum->type)
                        ? strbuf_format("%s * dp_sum%d", factor, r)
                        : strbuf_format("(%s)(%s) * dp_sum%d", sum->type, factor, r);
    char *total = sum->to_int ? strbuf_format("(int)(%s)", product) : xstrdup(product);
    free(product);
    free(factor);
    return total;
}

void summed_atomics_flush(Emitter *e, int fn, const char *indent)
{
    const KernelPlan *k = &e->plan->kernels[fn];
    for (int r = 0; r < k->sum_count; r++) {
        if (k->sums[r].same_as >= 0)
            continue;
        int members = 0;
        for (int i = r; i < k->sum_count; i++)
            members += register_of(k->sums, i) == r;
        strbuf_printf(e->out, "%sif (dp_sum%d != 0)%s\n", indent, r, members > 1 ? " {" : "");
        for (int i = r; i < k->sum_count; i++) {
            if (register_of(k->sums, i) != r)
                continue;
            char *word = emit_expr(e, argument(k->sums[i].call, 0));
            char *total = sum_total(e, k->sums, i);
            strbuf_printf(e->out, "%s    atomicAdd(%s, %s);\n", indent, word, total);
            free(total);
            free(word);
        }
        if (members > 1)
            strbuf_printf(e->out, "%s}\n", indent);
    }
    e->sums = NULL;
    e->sum_count = 0;
}
