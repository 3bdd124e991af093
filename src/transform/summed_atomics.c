#include "transform/summed_atomics.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
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

/* The value a register starts from, which its operation leaves any value
 * as it is: 0 for a sum, the type's lowest for a maximum, ... */
static const char *identity(const PlanSum *sum)
{
    int width = strcmp(sum->type, "int") == 0 ? 0 : strcmp(sum->type, "unsigned int") == 0 ? 1 : 2;
    assert(width < 2 || strcmp(sum->type, "unsigned long long") == 0);
    static const char *const lowest[] = {"(-2147483647 - 1)", "0u", "0ull"};
    static const char *const highest[] = {"2147483647", "0xffffffffu", "0xffffffffffffffffull"};
    static const char *const ones[] = {"-1", "0xffffffffu", "0xffffffffffffffffull"};
    switch (sum->op) {
    case SUM_MAX: return lowest[width];
    case SUM_MIN: return highest[width];
    case SUM_AND: return ones[width];
    default: return "0";
    }
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
        unsigned line = source_pos(src, ts_node_start_byte(sum->call)).line;
        const char *made = sum->op == SUM_ADD ? "added up" : "combined";
        if (sum->same_as >= 0)
            strbuf_printf(e->out, "%s// dp_sum%d also serves %s(%s, ...) on line %u: the same value, %s with it",
                          indent, sum->same_as, plan_sum_op_name(sum->op), one, line, made);
        else
            strbuf_printf(e->out, "%s%s dp_sum%d = %s; // %s(%s, ...) on line %u, %s for the block", indent,
                          sum->type, i, identity(sum), plan_sum_op_name(sum->op), one, line, made);
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
        if (sum->same_as >= 0 && node_same(node, parents_of(sum->call))) {
            strbuf_printf(e->out, "// %s on line %u: %s in dp_sum%d", plan_sum_op_name(sum->op),
                          source_pos(e->plan->program->src, ts_node_start_byte(sum->call)).line,
                          sum->op == SUM_ADD ? "added up" : "combined", sum->same_as);
            return true;
        }
        if (!node_same(node, sum->call))
            continue;
        TSNode arg = sum->term;
        char *value = emit_expr(e, arg);
        if (sum->op != SUM_ADD) {
            /* Converted as the atomic operation converts it: compared in the word's type. */
            static const char *const keep[] = {[SUM_MAX] = "dpopt::keep_max", [SUM_MIN] = "dpopt::keep_min"};
            static const char *const assign[] = {[SUM_OR] = "|=", [SUM_AND] = "&=", [SUM_XOR] = "^="};
            if (sum->op == SUM_MAX || sum->op == SUM_MIN)
                strbuf_printf(e->out, "%s(dp_sum%d, (%s)(%s))", keep[sum->op], i, sum->type, value);
            else
                strbuf_printf(e->out, "dp_sum%d %s (%s)(%s)", i, assign[sum->op], sum->type, value);
            free(value);
            return true;
        }
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
        strbuf_printf(e->out, "%sif (dp_sum%d != %s)%s\n", indent, r, identity(&k->sums[r]), members > 1 ? " {" : "");
        for (int i = r; i < k->sum_count; i++) {
            if (register_of(k->sums, i) != r)
                continue;
            char *word = emit_expr(e, argument(k->sums[i].call, 0));
            char *total = sum_total(e, k->sums, i);
            strbuf_printf(e->out, "%s    %s(%s, %s);\n", indent, plan_sum_op_name(k->sums[i].op), word, total);
            free(total);
            free(word);
        }
        if (members > 1)
            strbuf_printf(e->out, "%s}\n", indent);
    }
    e->sums = NULL;
    e->sum_count = 0;
}
