#include "analysis/constant_size.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/escapes.h"
#include "analysis/size_expr.h"
#include "analysis/writes.h"
#include "model/local_names.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/text.h"

/* Constants larger than this are not needed to tell a batch's limit, and
 * keep every product below overflow. */
#define CONSTANT_MAX (1ull << 32)

bool constant_size_value(const Source *src, TSNode e, unsigned long long *value)
{
    if (ts_node_is_null(e))
        return false;
    char *text = node_text(src, e);
    bool known = size_expr_value(text, CONSTANT_MAX, NULL, 0, value);
    free(text);
    return known;
}

/* Names deeper than this (a macro naming a macro naming ...) are unknown. */
#define PROOF_DEPTH 8

/* Where constant_size_value_at reads names: launch s's locals, the
 * program's macros. */
typedef struct ProofScope {
    const Program *p;
    const LaunchSite *s;
    Escapes *escapes; /* of s's function, made on first use */
} ProofScope;

/* The integer types a local read as a constant may have: its value is its
 * initializer's (no conversion to a floating or a narrow type). */
static bool integer_type(const char *type)
{
    static const char *const types[] = {"int", "unsigned", "unsigned int", "long", "unsigned long", "long long",
                                        "unsigned long long", "size_t", "int32_t", "uint32_t", "int64_t", "uint64_t"};
    for (size_t k = 0; k < sizeof types / sizeof *types; k++)
        if (strcmp(type, types[k]) == 0)
            return true;
    return false;
}

static bool proof_name_value(const SizeNames *names, const char *name, int depth, unsigned long long *v);

/* The value of text read with the proof's names, one level deeper. */
static bool proof_text_value(const SizeNames *names, const char *text, int depth, unsigned long long *v)
{
    return size_expr_value(text, CONSTANT_MAX, names, depth + 1, v);
}

/* The local `name` of the launch: `TYPE name = CONSTANT;` of an integer
 * type, never assigned, incremented or escaping (address, reference,
 * static) in its function, so that every thread at every iteration reads
 * the initializer's value. */
static bool local_value(const SizeNames *names, TSNode declarator, int depth, unsigned long long *v)
{
    ProofScope *scope = (ProofScope *)names->ctx;
    const Program *p = scope->p;
    TSNode id = node_named_child(declarator, 0), declaration = parents_of(declarator);
    uint32_t n = node_named_child_count(declarator);
    if (!node_is(declarator, "init_declarator") || !node_is(id, "identifier") || n != 2 ||
        !node_is(declaration, "declaration"))
        return false;
    /* `const int`: the qualifier is the type's sibling; `static` (one
     * variable for every thread) and `volatile` are not read. */
    bool plain = true;
    for (uint32_t k = 0; k < node_named_child_count(declaration); k++) {
        TSNode c = node_named_child(declaration, k);
        plain = plain && !node_is(c, "storage_class_specifier") &&
                !(node_is(c, "type_qualifier") && !node_text_is(p->src, c, "const"));
    }
    char *type = node_text(p->src, ts_node_child_by_field_name(declaration, "type", 4));
    bool integer = plain && integer_type(type);
    free(type);
    char *name = node_text(p->src, id);
    TSNode body = p->functions[scope->s->caller_fn].body;
    bool kept = integer && !writes_variable(p->src, body, name);
    free(name);
    if (kept && !scope->escapes)
        scope->escapes = escapes_find(p, scope->s->caller_fn);
    if (!kept || escapes_node(scope->escapes, id))
        return false;
    char *init = node_text(p->src, node_named_child(declarator, 1));
    bool known = proof_text_value(names, init, depth, v);
    free(init);
    return known;
}

/* An object-like macro: every definition of it (conditional groups are
 * not evaluated) the same constant. */
static bool macro_value(const SizeNames *names, const char *name, int depth, unsigned long long *v)
{
    const MacroTable *t = &((const ProofScope *)names->ctx)->p->macros;
    bool any = false;
    for (int d = macros_find(t, name, strlen(name), -1); d >= 0; d = macros_find(t, name, strlen(name), d)) {
        unsigned long long value;
        if (t->defs[d].is_function || !proof_text_value(names, t->defs[d].body, depth, &value) || (any && value != *v))
            return false;
        *v = value;
        any = true;
    }
    return any;
}

static bool proof_name_value(const SizeNames *names, const char *name, int depth, unsigned long long *v)
{
    const ProofScope *scope = names->ctx;
    if (depth >= PROOF_DEPTH || strchr(name, '.'))
        return false;
    TSNode declarator;
    TSNode declaration = model_local_declaration(scope->p, scope->s, name, &declarator);
    bool macro = macros_find(&scope->p->macros, name, strlen(name), -1) >= 0;
    if (!ts_node_is_null(declaration))
        return !macro && local_value(names, declarator, depth, v); /* a name both: unknown */
    return macro && macro_value(names, name, depth, v);
}

bool constant_size_value_at(const Program *p, const LaunchSite *s, TSNode e, unsigned long long *value)
{
    if (ts_node_is_null(e))
        return false;
    ProofScope scope = {p, s, NULL};
    SizeNames names = {.value = proof_name_value, .ctx = &scope};
    char *text = node_text(p->src, e);
    bool known = size_expr_value(text, CONSTANT_MAX, &names, 0, value);
    free(text);
    if (scope.escapes)
        escapes_free(scope.escapes);
    return known;
}

/* A grid or block: one constant, or dim3(x[, y[, z]]) of constants (the
 * dimensions left out are 1); their product. */
static bool dimensions_of(const Source *src, TSNode e, unsigned long long *count)
{
    if (node_is(e, "call_expression")) {
        TSNode callee = node_named_child(e, 0), args = node_child_of_type(e, "argument_list");
        uint32_t n = ts_node_is_null(args) ? 0 : node_named_child_count(args);
        if (!node_is(callee, "identifier") || !node_text_is(src, callee, "dim3") || n > 3)
            return false;
        unsigned long long product = 1;
        for (uint32_t k = 0; k < n; k++) {
            unsigned long long v;
            if (!constant_size_value(src, node_named_child(args, k), &v) || (v != 0 && product > CONSTANT_MAX / v))
                return false; /* unknown, or past CONSTANT_MAX (where the product could wrap) */
            product *= v;
        }
        *count = product;
        return true;
    }
    return constant_size_value(src, e, count);
}

bool constant_launch_threads(const Source *src, const LaunchSite *s, unsigned long long *threads,
                             unsigned long long *block_threads)
{
    unsigned long long blocks, per_block;
    if (s->config_count < 2 || !dimensions_of(src, s->config[0], &blocks) || !dimensions_of(src, s->config[1], &per_block))
        return false;
    if (per_block != 0 && blocks > ~0ull / per_block)
        return false; /* 2^32 blocks of 2^32 threads: no launch has that many */
    *threads = blocks * per_block;
    *block_threads = per_block;
    return true;
}
