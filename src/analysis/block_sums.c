#include "analysis/block_sums.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/child_writes.h"
#include "analysis/integer_expr.h"
#include "analysis/uniformity.h"
#include "analysis/writes.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* The integer type a pointer parameter's word is, as atomicAdd takes it:
 * "int", "unsigned int", "unsigned long long"; NULL for any other (a float,
 * a volatile word, a pointer to pointers). */
static const char *word_type(const char *written)
{
    char *param_type = text_without_comments(written);
    const char *type = NULL;
    if (!strchr(param_type, '*') || strchr(param_type, '*') != strrchr(param_type, '*') ||
        text_has_word(param_type, strlen(param_type), "volatile")) {
        free(param_type);
        return NULL;
    }
    char *pointee = text_pointee(param_type);
    free(param_type);
    if (!pointee)
        return NULL;
    text_drop_word(pointee, "const");
    char *core = text_squeezed(pointee); /* "const unsigned long long int" -> "unsignedlonglongint" */
    free(pointee);
    static const char *const forms[][2] = {{"int", "int"},
                                           {"unsigned", "unsigned int"},
                                           {"unsignedint", "unsigned int"},
                                           {"unsignedlonglong", "unsigned long long"},
                                           {"unsignedlonglongint", "unsigned long long"}};
    for (size_t k = 0; k < sizeof forms / sizeof *forms && !type; k++)
        if (strcmp(core, forms[k][0]) == 0)
            type = forms[k][1];
    free(core);
    return type;
}

typedef struct Uniform {
    const Program *p;
    const Function *fn;
    bool ok;
} Uniform;

/* An index (or a factor) the same for every thread of a block: the
 * kernel's parameters (kept through the body), the block's place, integer
 * literals, macros that stand for numbers, operators and casts to a type
 * that is no pointer. */
static bool uniform_node(TSNode node, void *ctx)
{
    Uniform *u = ctx;
    const Source *src = u->p->src;
    if (!u->ok)
        return false;
    if (node_is(node, "field_expression")) {
        TSNode object = node_named_child(node, 0);
        u->ok = node_text_is(src, object, "blockIdx") || node_text_is(src, object, "blockDim") ||
                node_text_is(src, object, "gridDim");
        return false;
    }
    if (node_is(node, "identifier")) {
        char *name = node_text(src, node);
        const Param *param = model_find_param(u->fn, name);
        u->ok = param ? writes_param_kept(u->p, u->fn, (int)(param - u->fn->params))
                      : macros_stand_for_number(&u->p->macros, name);
        free(name);
        return false;
    }
    if (node_is(node, "number_literal")) {
        u->ok = integer_expr_literal(src, node);
        return false;
    }
    if (node_is(node, "cast_expression")) {
        u->ok = !node_text_has_char(src, ts_node_child_by_field_name(node, "type", 4), '*');
        if (u->ok)
            node_walk(ts_node_child_by_field_name(node, "value", 5), uniform_node, u);
        return false;
    }
    u->ok = !ts_node_is_named(node) || node_is(node, "binary_expression") ||
            node_is(node, "parenthesized_expression") || node_is(node, "unary_expression") ||
            node_is(node, "subscript_argument_list") || node_is(node, "comment");
    return u->ok;
}

/* Whether the first argument of atomicAdd names one word for the block,
 * through a pointer parameter of an integer type: its type then. */
static const char *uniform_word(const Program *p, const Function *fn, TSNode arg)
{
    const Source *src = p->src;
    arg = node_unparenthesised(arg);
    /* `&P[e]`, or P + e1 + e2 ... (the pointer leftmost), or P */
    TSNode base = arg, index[8];
    int n = 0;
    if (node_is(arg, "pointer_expression") && node_text_is(src, node_operator(arg), "&") &&
        node_is(node_unparenthesised(node_named_child(arg, 0)), "subscript_expression")) {
        TSNode sub = node_unparenthesised(node_named_child(arg, 0));
        base = node_named_child(sub, 0);
        index[n++] = node_named_child(sub, 1);
    }
    while (n < 8 && node_is(base, "binary_expression") && node_text_is(src, node_operator(base), "+")) {
        index[n++] = node_named_child(base, 1);
        base = node_unparenthesised(node_named_child(base, 0));
    }
    if (!node_is(base, "identifier"))
        return NULL;
    char *name = node_text(src, base);
    const Param *param = model_find_param(fn, name);
    free(name);
    if (!param || !writes_param_kept(p, fn, (int)(param - fn->params)))
        return NULL;
    const char *type = word_type(param->type);
    Uniform u = {p, fn, true};
    for (int i = 0; i < n && type; i++) {
        node_walk(index[i], uniform_node, &u);
        if (!u.ok)
            type = NULL;
    }
    return type;
}

/* The atomic operations a block may combine first: each commutes and
 * associates on integers, and its result is unread. */
static const char *const combined_ops[] = {"atomicAdd", "atomicMax", "atomicMin", "atomicOr", "atomicAnd", "atomicXor"};

/* An atomic operation of combined_ops that is a statement of its own, on
 * one word of the block: the word's type, and in *op the operation's name. */
static const char *candidate_type(const Program *p, const Function *fn, TSNode call, const char **op)
{
    const Source *src = p->src;
    TSNode callee = ts_node_child_by_field_name(call, "function", 8);
    *op = NULL;
    for (size_t k = 0; k < sizeof combined_ops / sizeof *combined_ops && !*op; k++)
        if (node_text_is(src, callee, combined_ops[k]) && model_find_function(p, combined_ops[k]) < 0)
            *op = combined_ops[k];
    if (!*op || !node_is(parents_of(call), "expression_statement"))
        return NULL;
    TSNode args = ts_node_child_by_field_name(call, "arguments", 9);
    if (node_named_child_count(args) != 2)
        return NULL;
    return uniform_word(p, fn, node_named_child(args, 0));
}

typedef struct Sums {
    const Program *p;
    const Function *fn;
    BlockSum *found;
    bool *kept;
    int count, cap;
    bool none; /* something the child does rules out every sum */
} Sums;

static bool collect(TSNode node, void *ctx)
{
    Sums *s = ctx;
    if (node_is(node, "call_expression") && s->count < s->cap) {
        const char *op;
        const char *type = candidate_type(s->p, s->fn, node, &op);
        if (type) {
            s->found[s->count] = (BlockSum){.call = node, .type = type, .op = op};
            s->kept[s->count++] = true;
        }
    }
    return true;
}

static bool is_candidate_word(const Sums *s, TSNode node)
{
    for (int i = 0; i < s->count; i++)
        if (node_same(node_named_child(ts_node_child_by_field_name(s->found[i].call, "arguments", 9), 0), node))
            return true;
    return false;
}

/* A name of memory of type `written` (a pointer's, a reference's or an
 * array's pointee) drops every sum whose word it may alias. */
static void drop_aliased(Sums *s, const char *written)
{
    for (int i = 0; i < s->count; i++)
        if (s->kept[i] && child_writes_may_alias(written, s->found[i].type))
            s->kept[i] = false;
}

/* Two operations on words that may be one: a thread's additions and
 * maxima, say, do not commute, and combined they would run in another
 * order than the thread's. */
static void drop_mixed_ops(Sums *s)
{
    bool *mixed = xcalloc((size_t)s->count + 1, sizeof *mixed);
    for (int i = 0; i < s->count; i++)
        for (int j = 0; j < s->count; j++)
            if (strcmp(s->found[i].op, s->found[j].op) != 0 &&
                child_writes_may_alias(s->found[i].type, s->found[j].type))
                mixed[i] = true;
    for (int i = 0; i < s->count; i++)
        s->kept[i] = s->kept[i] && !mixed[i];
    free(mixed);
}

/* Everything else the child names and calls. */
static bool check_rest(TSNode node, void *ctx)
{
    Sums *s = ctx;
    const Source *src = s->p->src;
    if (s->none)
        return false;
    if (is_candidate_word(s, node))
        return false;
    if (node_is(node, "pointer_declarator") || node_is(node, "reference_declarator") ||
        node_is(node, "lambda_expression") || node_is(node, "new_expression") ||
        (node_is(node, "cast_expression") && node_text_has_char(src, ts_node_child_by_field_name(node, "type", 4), '*')) ||
        (node_is(node, "identifier") &&
         (node_text_is(src, node, "reinterpret_cast") || node_text_is(src, node, "const_cast")))) {
        s->none = true;
        return false;
    }
    if (node_is(node, "call_expression")) {
        char *name = node_callee_name(src, node);
        bool known = name && (uniformity_is_pure_function(name) || strcmp(name, "__syncthreads") == 0 ||
                              (strncmp(name, "atomic", 6) == 0 && model_find_function(s->p, name) < 0));
        free(name);
        if (!known) {
            s->none = true;
            return false;
        }
        return true;
    }
    if (node_is(node, "identifier")) {
        TSNode up = parents_of(node);
        if (node_is(up, "call_expression") && node_same(ts_node_child_by_field_name(up, "function", 8), node))
            return true;
        char *name = node_text(src, node);
        for (int i = 0; i < s->p->file_var_count; i++)
            s->none = s->none || strcmp(s->p->file_vars[i], name) == 0;
        const Param *param = model_find_param(s->fn, name);
        char *type = param ? text_without_comments(param->type) : NULL;
        if (type && strpbrk(type, "*&[")) {
            char *pointee = text_pointee(type);
            drop_aliased(s, pointee ? pointee : "?");
            free(pointee);
        }
        free(type);
        /* An object-like macro may stand for any access. */
        s->none = s->none || (macros_find(&s->p->macros, name, strlen(name), -1) >= 0 &&
                              !macros_stand_for_number(&s->p->macros, name));
        free(name);
    }
    return !s->none;
}

/* Whether `e` is the same for every thread of the block, and an integer. */
static bool uniform_integer(const Program *p, int fn, TSNode at, TSNode e)
{
    Uniform u = {p, &p->functions[fn], true};
    node_walk(e, uniform_node, &u);
    return u.ok && integer_expr_scalar_in(p, fn, at, e);
}

/* The factor the same for the block, where the value is a product of it and
 * another integer computed at the word's width or wider. */
static void find_factor(const Program *p, int fn, BlockSum *sum)
{
    TSNode value = node_named_child(ts_node_child_by_field_name(sum->call, "arguments", 9), 1);
    sum->term = value;
    value = node_unparenthesised(value);
    if (strcmp(sum->op, "atomicAdd") != 0 || !node_is(value, "binary_expression") || !node_text_is(p->src, node_operator(value), "*"))
        return;
    TSNode left = node_named_child(value, 0), right = node_named_child(value, 1);
    if (!integer_expr_scalar_in(p, fn, sum->call, left) || !integer_expr_scalar_in(p, fn, sum->call, right))
        return;
    /* An unsigned int product wraps at 32 bits, a 64-bit word's sum at 64. */
    if (strcmp(sum->type, "unsigned long long") == 0 && !integer_expr_wide_in(p, fn, sum->call, left) &&
        !integer_expr_wide_in(p, fn, sum->call, right))
        return;
    bool right_uniform = uniform_integer(p, fn, sum->call, right);
    if (!right_uniform && !uniform_integer(p, fn, sum->call, left))
        return;
    sum->factor = right_uniform ? right : left;
    sum->term = right_uniform ? left : right;
}

/* What reading a term may do besides reading: call, assign, step. */
static bool effect_node(TSNode node, void *ctx)
{
    bool *effects = ctx;
    static const char *const kinds[] = {"call_expression",   "update_expression", "assignment_expression",
                                        "comma_expression",  "lambda_expression", "new_expression",
                                        "delete_expression", "throw_expression",  "co_await_expression"};
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds && !*effects; k++)
        *effects = node_is(node, kinds[k]);
    return !*effects;
}

static bool free_of_effects(TSNode term)
{
    bool effects = false;
    node_walk(term, effect_node, &effects);
    return !effects;
}

/* The value a thread adds, as the sum converts it: the term's text
 * squeezed, a cast to the word's type dropped (the sum converts to it). */
static char *added_value(const Source *src, const BlockSum *sum)
{
    TSNode term = node_unparenthesised(sum->term);
    if (node_is(term, "cast_expression")) {
        char *type = node_text(src, ts_node_child_by_field_name(term, "type", 4));
        char *squeezed_type = text_squeezed(type);
        char *word = text_squeezed(sum->type);
        if (strcmp(squeezed_type, word) == 0)
            term = ts_node_child_by_field_name(term, "value", 5);
        free(word);
        free(squeezed_type);
        free(type);
    }
    char *text = node_text(src, term);
    char *squeezed = text_squeezed(text);
    free(text);
    return squeezed;
}

/* The index among sums[0 .. n) of the sum whose call is `statement`'s. */
static int sum_of_statement(const BlockSum *sums, int n, TSNode statement)
{
    for (int i = 0; i < n; i++)
        if (node_same(parents_of(sums[i].call), statement))
            return i;
    return -1;
}

/* Whether sum j's statement follows sum i's in one block with nothing
 * between but comments and other sums' statements free of effects: both
 * run together, reading the same values. */
static bool run_together(const BlockSum *sums, int n, int i, int j)
{
    TSNode first = parents_of(sums[i].call), last = parents_of(sums[j].call);
    if (!node_same(parents_of(first), parents_of(last)))
        return false;
    for (TSNode at = parents_next_sibling(first, true); !ts_node_is_null(at) && !node_same(at, last);
         at = parents_next_sibling(at, true)) {
        int k = sum_of_statement(sums, n, at);
        if (!node_is(at, "comment") && (k < 0 || !free_of_effects(sums[k].term)))
            return false;
    }
    return true;
}

/* Sums that add the same value as an earlier one, together: one register
 * serves both (a compiler keeps two). */
static void find_same(const Source *src, BlockSum *sums, int n)
{
    char **added = xcalloc((size_t)n, sizeof *added);
    for (int i = 0; i < n; i++)
        added[i] = added_value(src, &sums[i]);
    for (int j = 0; j < n; j++) {
        sums[j].same_as = -1;
        for (int i = 0; i < j && sums[j].same_as < 0; i++)
            if (sums[i].same_as < 0 && strcmp(sums[i].type, sums[j].type) == 0 && strcmp(sums[i].op, sums[j].op) == 0 &&
                strcmp(added[i], added[j]) == 0 &&
                free_of_effects(sums[j].term) && run_together(sums, n, i, j))
                sums[j].same_as = i;
    }
    for (int i = 0; i < n; i++)
        free(added[i]);
    free(added);
}

int block_sums_find(const Program *p, int fn, BlockSum *sums, int cap)
{
    const Function *f = &p->functions[fn];
    if (ts_node_is_null(f->body) || cap <= 0)
        return 0;
    BodyFacts facts = body_facts(p, fn);
    if (facts.launches || facts.uses_asm || facts.uses_grid_sync || facts.unseen_chain[0] ||
        !ts_node_is_null(facts.block_group))
        return 0;
    for (int k = 0; k < f->param_count; k++) {
        char *type = text_without_comments(f->params[k].type);
        bool plain = strpbrk(type, "*&[") || integer_expr_value_type(p, type);
        free(type);
        if (!plain)
            return 0; /* a class may hold pointers */
    }
    Sums s = {.p = p, .fn = f, .found = xcalloc((size_t)cap, sizeof(BlockSum)),
              .kept = xcalloc((size_t)cap, sizeof(bool)), .cap = cap};
    node_walk(f->body, collect, &s);
    if (s.count > 0)
        node_walk(f->body, check_rest, &s);
    drop_mixed_ops(&s);
    int n = 0;
    for (int i = 0; i < s.count && !s.none; i++)
        if (s.kept[i]) {
            sums[n] = s.found[i];
            find_factor(p, fn, &sums[n++]);
        }
    find_same(p->src, sums, n);
    free(s.found);
    free(s.kept);
    return n;
}
