#include "analysis/offsets_count.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/integer_expr.h"
#include "analysis/thread_guard.h"
#include "analysis/thread_index.h"
#include "analysis/writes.h"
#include "model/local_names.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/text.h"

typedef struct Scope {
    const Program *p;
    const LaunchSite *s;
    const Function *fn;
} Scope;

/* Whether an integer type holds fewer than 32 bits: an index kept in it is
 * no longer the thread's own past 32,767 threads (or 255). */
static bool narrow_type(const char *type)
{
    static const char *const words[] = {"short", "char", "bool", "int8_t", "uint8_t", "int16_t", "uint16_t"};
    for (size_t k = 0; k < sizeof words / sizeof *words; k++)
        if (text_has_word(type, strlen(type), words[k]))
            return true;
    return false;
}

/* e, or what the local it names was initialised with where that local is
 * of an integer type, declared once and never assigned, or what a cast to
 * an integer type converts: followed to the end. A conversion of a
 * distance d >= 0 to an integer type gives at most d (the value, or a
 * wrapped or negative one where d does not fit): the walk then stands for
 * d threads of which the child's guard keeps fewer, never more. *narrow:
 * one of those types holds fewer than 32 bits (an index must not pass
 * through one). */
static TSNode resolved_through(const Scope *x, TSNode e, bool *narrow)
{
    *narrow = false;
    for (int depth = 0; depth < 16; depth++) {
        e = node_unparenthesised(e);
        if (node_is(e, "cast_expression")) {
            char *type = node_text(x->p->src, ts_node_child_by_field_name(e, "type", 4));
            bool integer = integer_expr_type(x->p, type);
            *narrow = *narrow || narrow_type(type);
            free(type);
            if (!integer)
                return e;
            e = ts_node_child_by_field_name(e, "value", 5);
            continue;
        }
        if (!node_is(e, "identifier"))
            return e;
        char *name = node_text(x->p->src, e);
        TSNode declarator, local = model_local_declaration(x->p, x->s, name, &declarator);
        bool follow = !ts_node_is_null(local) && node_is(declarator, "init_declarator") &&
                      node_is(node_named_child(declarator, 0), "identifier") &&
                      integer_expr_declarations(x->p, x->fn, name) == 1 && !writes_variable(x->p->src, x->fn->body, name);
        free(name);
        TSNode value = follow ? ts_node_child_by_field_name(declarator, "value", 5) : (TSNode){0};
        if (follow) {
            char *type = node_text(x->p->src, ts_node_child_by_field_name(local, "type", 4));
            follow = integer_expr_type(x->p, type) && !ts_node_is_null(value) && !node_is(value, "initializer_list") &&
                     !node_is(value, "argument_list");
            *narrow = *narrow || narrow_type(type);
            free(type);
        }
        if (!follow)
            return e;
        e = value;
    }
    return e;
}

static TSNode resolved(const Scope *x, TSNode e)
{
    bool narrow;
    return resolved_through(x, e, &narrow);
}

/* The thread's own index, through locals and casts of 32 bits or more. */
static bool is_index(const Scope *x, TSNode e)
{
    bool narrow;
    TSNode at = resolved_through(x, e, &narrow);
    return !narrow && thread_index_is_global_x(x->p->src, at);
}

static bool is_one(const Scope *x, TSNode e)
{
    e = node_unparenthesised(e);
    return node_is(e, "number_literal") && (node_text_is(x->p->src, e, "1") || node_text_is(x->p->src, e, "1u") ||
                                             node_text_is(x->p->src, e, "1U"));
}

/* `q[i]` with q an identifier: q, and i in *index. */
static bool subscript_of(TSNode e, TSNode *array, TSNode *index)
{
    e = node_unparenthesised(e);
    if (!node_is(e, "subscript_expression"))
        return false;
    *array = node_named_child(e, 0);
    TSNode indices = node_named_child(e, 1);
    *index = node_is(indices, "subscript_argument_list") ? node_named_child(indices, 0) : indices;
    return node_is(*array, "identifier") && !ts_node_is_null(*index);
}

/* Whether e is `q[v + 1] - q[v]` (through locals), v the thread's index:
 * q's name in *array, the two reads in reads[]. */
static bool is_distance(const Scope *x, TSNode e, TSNode *array, TSNode reads[2])
{
    TSNode left, right, a, b, i, j, l, r;
    if (!node_binary_operands(resolved(x, e), "-", &left, &right))
        return false;
    reads[0] = resolved(x, left);
    reads[1] = resolved(x, right);
    if (!subscript_of(reads[0], &a, &i) || !subscript_of(reads[1], &b, &j) || !node_same_text(x->p->src, a, b) ||
        !is_index(x, j) || !node_binary_operands(resolved(x, i), "+", &l, &r))
        return false;
    *array = a;
    return (is_index(x, l) && is_one(x, r)) || (is_one(x, l) && is_index(x, r));
}

/* `v < n` or `n > v`: n in *bound, v as compared in *index. `exit`:
 * `v >= n` or `n <= v` instead. */
static bool is_bound(const Scope *x, TSNode cond, bool exit, TSNode *bound, TSNode *index)
{
    cond = node_unparenthesised(cond);
    if (node_is(cond, "condition_clause")) {
        if (node_named_child_count(cond) != 1)
            return false;
        cond = node_unparenthesised(node_named_child(cond, 0));
    }
    TSNode l, r;
    if (node_binary_operands(cond, exit ? ">=" : "<", &l, &r) && is_index(x, l) && !is_index(x, r)) {
        *bound = r;
        *index = l;
        return true;
    }
    if (node_binary_operands(cond, exit ? "<=" : ">", &l, &r) && is_index(x, r) && !is_index(x, l)) {
        *bound = l;
        *index = r;
        return true;
    }
    return false;
}

/* `if (v >= n) return;`: n in *bound, v in *index. */
static bool is_bound_exit(const Scope *x, TSNode statement, TSNode *bound, TSNode *index)
{
    if (!node_is(statement, "if_statement") || !ts_node_is_null(ts_node_child_by_field_name(statement, "alternative", 11)))
        return false;
    TSNode then = ts_node_child_by_field_name(statement, "consequence", 11);
    if (node_is(then, "compound_statement") && node_named_child_count(then) == 1)
        then = node_named_child(then, 0);
    return node_is(then, "return_statement") && node_named_child_count(then) == 0 &&
           is_bound(x, ts_node_child_by_field_name(statement, "condition", 9), true, bound, index);
}

static bool holds_return(TSNode node, void *ctx)
{
    bool *found = ctx;
    if (node_is(node, "return_statement"))
        *found = true;
    return !*found && !node_is(node, "lambda_expression");
}

/* The type of the index as a bound compares it: its local's, a cast's, or
 * `unsigned int` (blockIdx.x * blockDim.x + threadIdx.x itself). With the
 * bound's, it says how C++ compares them (an unsigned index makes a
 * negative bound huge: every thread passes). */
static char *index_type(const Scope *x, TSNode e)
{
    e = node_unparenthesised(e);
    TSNode type = {0};
    if (node_is(e, "cast_expression")) {
        type = ts_node_child_by_field_name(e, "type", 4);
    } else if (node_is(e, "identifier")) {
        char *name = node_text(x->p->src, e);
        TSNode declarator, local = model_local_declaration(x->p, x->s, name, &declarator);
        free(name);
        if (!ts_node_is_null(local))
            type = ts_node_child_by_field_name(local, "type", 4);
    }
    if (ts_node_is_null(type))
        return xstrdup("unsigned int");
    char *written = node_text(x->p->src, type), *clean = text_without_comments(written);
    free(written);
    return clean;
}

/* Keeps the bound *n names and the type its index is compared as, or takes
 * the first; false where another is met. */
static bool same_bound(const Scope *x, TSNode *n, char **type, TSNode met, TSNode index)
{
    char *its = index_type(x, index);
    if (ts_node_is_null(*n)) {
        *n = met;
        *type = its;
        return true;
    }
    bool same = node_same_text(x->p->src, *n, met) && strcmp(*type, its) == 0;
    free(its);
    return same;
}

/* Why the read `read` is not under the bounds alone, or NULL; the bound
 * it is under in *bound (null: none) and the type of the index it compares
 * in *type (the caller frees it). */
static const char *read_bounds(const Scope *x, TSNode read, TSNode *bound, char **type, TSNode *at)
{
    *bound = (TSNode){0};
    *type = NULL;
    for (TSNode in = read, up = parents_of(read); !node_same(in, x->fn->body); in = up, up = parents_of(up)) {
        *at = up;
        if (ts_node_is_null(up))
            return "the read of the offsets is outside the kernel's body";
        if (node_is(up, "if_statement")) {
            TSNode cond = ts_node_child_by_field_name(up, "condition", 9), n, index;
            if (node_contains(cond, in) || node_same(cond, in))
                continue;
            if (!node_same(ts_node_child_by_field_name(up, "consequence", 11), in))
                return "the offsets are read in an else branch";
            if (!is_bound(x, cond, false, &n, &index))
                return "the offsets are read under a condition other than a bound of the thread's index";
            if (!same_bound(x, bound, type, n, index))
                return "the offsets are read under two different bounds";
        } else if (node_is(up, "compound_statement")) {
            for (uint32_t k = 0; k < node_named_child_count(up); k++) {
                TSNode st = node_named_child(up, k), n, index;
                if (node_same(st, in))
                    break;
                bool returns = false;
                node_walk(st, holds_return, &returns);
                if (!returns)
                    continue;
                *at = st;
                if (!is_bound_exit(x, st, &n, &index))
                    return "a thread may return before the offsets are read, other than past a bound of its index";
                if (!same_bound(x, bound, type, n, index))
                    return "the offsets are read under two different bounds";
            }
        } else if (node_is(up, "conditional_expression") || node_is(up, "switch_statement") ||
                   node_is(up, "case_statement") || (node_is(up, "binary_expression") &&
                                                     (node_text_is(x->p->src, node_operator(up), "&&") ||
                                                      node_text_is(x->p->src, node_operator(up), "||")))) {
            return "the offsets are read under a condition other than a bound of the thread's index";
        }
    }
    return NULL;
}

/* Whether `e` (through locals) is the same distance as `count`. */
static bool same_distance(const Scope *x, TSNode e, TSNode count)
{
    TSNode a, b, ra[2], rb[2];
    return is_distance(x, e, &a, ra) && is_distance(x, count, &b, rb) && node_same_text(x->p->src, a, b);
}

/* Whether the launch is under `count > 0` (`0 < count`, `count >= 1`,
 * `count != 0`). */
static bool under_positive(const Scope *x, TSNode count)
{
    const Source *src = x->p->src;
    for (TSNode in = x->s->statement, up = parents_of(in); !ts_node_is_null(up) && !node_same(in, x->fn->body);
         in = up, up = parents_of(up)) {
        if (!node_is(up, "if_statement") || !node_same(ts_node_child_by_field_name(up, "consequence", 11), in))
            continue;
        TSNode cond = node_unparenthesised(ts_node_child_by_field_name(up, "condition", 9)), l, r;
        if (node_is(cond, "condition_clause") && node_named_child_count(cond) == 1)
            cond = node_unparenthesised(node_named_child(cond, 0));
        TSNode zero = {0}, one = {0};
        if (node_binary_operands(cond, ">", &l, &r) || node_binary_operands(cond, "!=", &l, &r))
            zero = r;
        else if (node_binary_operands(cond, ">=", &l, &r))
            one = r;
        else if (node_binary_operands(cond, "<", &r, &l))
            zero = r;
        else
            continue;
        bool bound = !ts_node_is_null(zero) ? node_is(node_unparenthesised(zero), "number_literal") &&
                                                   node_text_is(src, node_unparenthesised(zero), "0")
                                             : is_one(x, one);
        if (bound && same_distance(x, l, count))
            return true;
    }
    return false;
}

/* Whether the grid is `(count + B - 1) / B` (or `(count + (B - 1)) / B`),
 * B the launch's block. */
static bool rounds_up(const Scope *x, TSNode count)
{
    const Source *src = x->p->src;
    TSNode sum, block, c, rest, b, one;
    if (!node_binary_operands(resolved(x, x->s->config[0]), "/", &sum, &block) ||
        !node_same_text(src, node_unparenthesised(block), node_unparenthesised(x->s->config[1])))
        return false;
    sum = node_unparenthesised(sum);
    if (node_binary_operands(sum, "-", &rest, &one) && is_one(x, one) && node_binary_operands(rest, "+", &c, &b))
        return node_same_text(src, node_unparenthesised(b), node_unparenthesised(block)) && same_distance(x, c, count);
    if (node_binary_operands(sum, "+", &c, &rest) && node_binary_operands(rest, "-", &b, &one) && is_one(x, one))
        return node_same_text(src, node_unparenthesised(b), node_unparenthesised(block)) && same_distance(x, c, count);
    return false;
}

typedef struct Operand {
    const Source *src;
    TSNode text;
    bool found;
} Operand;

static bool finds_operand(TSNode node, void *ctx)
{
    Operand *o = ctx;
    if (node_is(node, "binary_expression"))
        for (uint32_t k = 0; k < 2; k++)
            if (node_same_text(o->src, node_unparenthesised(node_named_child(node, k)), o->text))
                o->found = true;
    return !o->found;
}

/* Whether configuration e is one number, not a dim3: an integer expression;
 * arithmetic (no operator of dim3's makes one); or what the other one
 * computes with (`(n + B - 1) / B, B`, B a macro dpopt cannot see). */
static bool one_dimension(const Scope *x, TSNode e, TSNode other)
{
    e = node_unparenthesised(e);
    if (integer_expr_at(x->p, x->s, e) || node_is(e, "binary_expression") || node_is(e, "number_literal"))
        return true;
    Operand o = {x->p->src, e, false};
    node_walk(other, finds_operand, &o);
    return o.found;
}

const char *offsets_count_find(const Program *p, const LaunchSite *s, OffsetsCount *out, TSNode *at)
{
    Scope x = {p, s, &p->functions[s->caller_fn]};
    out->offsets = -1;
    out->bound = (TSNode){0};
    out->index_type = NULL;
    *at = s->node;
    int guard = thread_guard_param(p, s->callee_fn);
    if (guard < 0 || guard >= s->arg_count)
        return "the child's threads past a count are not left idle by an `if (j < count)` around its whole body";
    if (s->config_count < 2 || !one_dimension(&x, s->config[0], s->config[1]) ||
        !one_dimension(&x, s->config[1], s->config[0]))
        return "the launch's grid or block is not one integer (one dimension)";
    TSNode array, reads[2], count = s->arg_nodes[guard];
    *at = count;
    if (!is_distance(&x, count, &array, reads))
        return "the child's count is not the distance between two neighbouring offsets at the thread's index, "
               "`row[v + 1] - row[v]`";
    out->offsets = -1;
    for (int k = 0; k < x.fn->param_count; k++)
        if (node_text_is(p->src, array, x.fn->params[k].name))
            out->offsets = k;
    *at = array;
    if (out->offsets < 0 || !writes_param_kept(p, x.fn, out->offsets))
        return "the offsets are not a parameter of the launching kernel that it never assigns";
    TSNode bounds[2];
    char *types[2] = {NULL, NULL};
    const char *why = NULL;
    for (int k = 0; k < 2 && !why; k++)
        why = read_bounds(&x, reads[k], &bounds[k], &types[k], at);
    if (!why && (ts_node_is_null(bounds[0]) != ts_node_is_null(bounds[1]) ||
                 (!ts_node_is_null(bounds[0]) &&
                  (!node_same_text(p->src, bounds[0], bounds[1]) || strcmp(types[0], types[1]) != 0)))) {
        *at = reads[0];
        why = "the two offsets are read under different bounds";
    }
    free(types[1]);
    if (why) {
        free(types[0]);
        return why;
    }
    out->bound = bounds[0];
    out->index_type = types[0];
    bool asks = statements_mentions(p->src, x.fn->body, "cudaGetLastError") ||
                statements_mentions(p->src, x.fn->body, "cudaPeekAtLastError");
    *at = s->node;
    if (asks && !(under_positive(&x, count) && rounds_up(&x, count))) {
        free(out->index_type);
        out->index_type = NULL;
        return "the kernel asks whether its launch failed, and the launch is not one that cannot fail for its size "
               "(under `count > 0`, a grid of `(count + B - 1) / B` and a block of B)";
    }
    return NULL;
}
