#include "analysis/host_expr.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/integer_expr.h"
#include "analysis/pure_body.h"
#include "analysis/writes.h"
#include "model/deduce.h"
#include "model/local_names.h"
#include "syntax/macros.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/strbuf.h"

typedef struct HostScope {
    const Program *p;
    const LaunchSite *s;
    const Function *fn;
    bool *used;
    TSNode at;   /* the node that cannot be worked out */
    int depth;   /* locals read through locals' initializers */
} HostScope;

static bool host_expr(HostScope *x, TSNode e, StrBuf *out);

static bool refuse(HostScope *x, TSNode at)
{
    if (ts_node_is_null(x->at))
        x->at = at;
    return false;
}

/* e's own text, each named child (comments aside) written by host_expr. */
static bool host_children(HostScope *x, TSNode e, StrBuf *out)
{
    const Source *src = x->p->src;
    uint32_t pos = ts_node_start_byte(e);
    for (uint32_t k = 0; k < ts_node_named_child_count(e); k++) {
        TSNode c = ts_node_named_child(e, k);
        if (node_is(c, "comment"))
            continue;
        strbuf_append(out, src->text + pos, ts_node_start_byte(c) - pos);
        if (!host_expr(x, c, out))
            return false;
        pos = node_end_byte(c);
    }
    strbuf_append(out, src->text + pos, node_end_byte(e) - pos);
    return true;
}

/* An integer type as the kernel spells it (integer_expr_type), one name
 * for each: `signed` is `int`, `unsigned` is `unsigned int`. */
static char *canonical_type(const char *type)
{
    char *plain = model_plain_type(type);
    if (!plain)
        return NULL;
    if (strcmp(plain, "signed") == 0 || strcmp(plain, "signed int") == 0) {
        free(plain);
        return xstrdup("int");
    }
    if (strcmp(plain, "unsigned") == 0) {
        free(plain);
        return xstrdup("unsigned int");
    }
    return plain;
}

/* An unsuffixed integer literal text[0..n) of a value an int holds: its
 * type is int on the host as on the device. */
static bool int_literal(const char *text, size_t n)
{
    if (n == 0 || n > 24 || !isdigit((unsigned char)text[0]))
        return false;
    char digits[32];
    memcpy(digits, text, n);
    digits[n] = 0;
    char *end;
    unsigned long long v = strtoull(digits, &end, 0);
    return *end == 0 && v <= INT_MAX;
}

/* Whether the object-like macro name[0..n) (pure_body_constant_macro) is
 * of type int: its body holds unsuffixed literals an int holds, + - * / %,
 * parentheses and other such macros only. */
static bool int_macro(const Program *p, const char *name, size_t n, int depth)
{
    int m = macros_find(&p->macros, name, n, -1);
    if (m < 0 || depth > 16 || macros_find(&p->macros, name, n, m) >= 0)
        return false;
    const MacroDef *def = &p->macros.defs[m];
    if (def->is_function || !def->body)
        return false;
    bool operand = false;
    for (const char *c = def->body; *c;) {
        const char *start = c;
        if (isspace((unsigned char)*c)) {
            c++;
        } else if (isdigit((unsigned char)*c)) {
            while (isalnum((unsigned char)*c))
                c++;
            if (!int_literal(start, (size_t)(c - start)))
                return false;
            operand = true;
        } else if (isalpha((unsigned char)*c) || *c == '_') {
            while (isalnum((unsigned char)*c) || *c == '_')
                c++;
            if (!int_macro(p, start, (size_t)(c - start), depth + 1))
                return false;
            operand = true;
        } else if (strchr("+-*/%()", *c)) {
            c++;
        } else {
            return false;
        }
    }
    return operand;
}

static char *known_type(HostScope *x, TSNode e);

/* The type of a built-in arithmetic operator's result where both operands
 * are of one known type (short and unsigned short promoted to int), or
 * NULL. */
static char *promoted(char *type)
{
    if (type && (strcmp(type, "short") == 0 || strcmp(type, "unsigned short") == 0)) {
        free(type);
        return xstrdup("int");
    }
    return type;
}

static char *same_type(HostScope *x, TSNode a, TSNode b)
{
    char *ta = promoted(known_type(x, a)), *tb = promoted(known_type(x, b));
    if (ta && tb && strcmp(ta, tb) == 0) {
        free(tb);
        return ta;
    }
    free(ta);
    free(tb);
    return NULL;
}

/* The type expression e of the kernel has, where its text says it plainly
 * (a literal an int holds, a parameter or a local of an integer type, a
 * macro of type int, a cast, the arithmetic operators and ?: of operands of
 * one such type), or NULL where not known. A local is read as its value
 * converted to its type (host_name), so that its type is its own. */
static char *known_type(HostScope *x, TSNode e)
{
    const Source *src = x->p->src;
    if (node_is(e, "number_literal")) {
        char *text = node_text(src, e);
        bool is = int_literal(text, strlen(text));
        free(text);
        return is ? xstrdup("int") : NULL;
    }
    if (node_is(e, "parenthesized_expression") && node_named_child_count(e) == 1)
        return known_type(x, node_named_child(e, 0));
    if (node_is(e, "cast_expression")) {
        TSNode type = ts_node_child_by_field_name(e, "type", 4);
        char *text = ts_node_is_null(type) ? NULL : node_text(src, type);
        char *known = text && integer_expr_type(x->p, text) ? canonical_type(text) : NULL;
        free(text);
        return known;
    }
    if (node_is(e, "identifier")) {
        char *name = node_text(src, e);
        char *known = NULL;
        TSNode declarator;
        TSNode local = model_local_declaration(x->p, x->s, name, &declarator);
        if (pure_body_constant_macro(x->p, name)) {
            if (int_macro(x->p, name, strlen(name), 0))
                known = xstrdup("int");
        } else if (!ts_node_is_null(local)) {
            char *type = node_text(src, ts_node_child_by_field_name(local, "type", 4));
            known = node_is(node_named_child(declarator, 0), "identifier") && integer_expr_type(x->p, type)
                        ? canonical_type(type)
                        : NULL;
            free(type);
        } else if (!model_name_is_local(x->p, x->s, name)) { /* a lambda's parameter, say, hides the function's */
            for (int k = 0; k < x->fn->param_count; k++)
                if (strcmp(x->fn->params[k].name, name) == 0 && integer_expr_type(x->p, x->fn->params[k].type))
                    known = canonical_type(x->fn->params[k].type);
        }
        free(name);
        return known;
    }
    if (node_is(e, "unary_expression") && ts_node_named_child_count(e) == 1) {
        TSNode op = node_operator(e);
        if (!ts_node_is_null(op) && (node_text_is(src, op, "+") || node_text_is(src, op, "-") ||
                                     node_text_is(src, op, "~")))
            return promoted(known_type(x, ts_node_named_child(e, 0)));
        return NULL;
    }
    if (node_is(e, "binary_expression")) {
        TSNode op = node_operator(e);
        static const char *const arithmetic[] = {"+", "-", "*", "/", "%", "&", "|", "^"};
        for (size_t k = 0; !ts_node_is_null(op) && k < sizeof arithmetic / sizeof *arithmetic; k++)
            if (node_text_is(src, op, arithmetic[k]))
                return same_type(x, ts_node_child_by_field_name(e, "left", 4),
                                 ts_node_child_by_field_name(e, "right", 5));
        return NULL;
    }
    if (node_is(e, "conditional_expression"))
        return same_type(x, ts_node_child_by_field_name(e, "consequence", 11),
                         ts_node_child_by_field_name(e, "alternative", 11));
    return NULL;
}

static bool host_name(HostScope *x, TSNode id, StrBuf *out)
{
    const Program *p = x->p;
    char *name = node_text(p->src, id);
    bool ok = false;
    int param = -1;
    for (int k = 0; k < x->fn->param_count; k++)
        if (strcmp(x->fn->params[k].name, name) == 0)
            param = k;
    TSNode declarator;
    TSNode local = model_local_declaration(p, x->s, name, &declarator);
    if (pure_body_constant_macro(p, name)) {
        strbuf_puts(out, name);
        ok = true;
    } else if (param >= 0) {
        ok = !model_name_is_local(p, x->s, name) && writes_param_kept(p, x->fn, param) &&
             integer_expr_type(p, x->fn->params[param].type);
        if (ok) {
            strbuf_puts(out, name);
            x->used[param] = true;
        }
    } else if (!ts_node_is_null(local) && node_is(declarator, "init_declarator") &&
               node_is(node_named_child(declarator, 0), "identifier") &&
               integer_expr_declarations(p, x->fn, name) == 1 && !writes_variable(p->src, x->fn->body, name) &&
               x->depth < 16) {
        char *type = node_text(p->src, ts_node_child_by_field_name(local, "type", 4));
        TSNode value = ts_node_child_by_field_name(declarator, "value", 5);
        char *own = integer_expr_type(p, type) ? canonical_type(type) : NULL;
        if (own && !ts_node_is_null(value) && !node_is(value, "initializer_list") &&
            !node_is(value, "argument_list")) {
            /* The local holds its initializer converted to its type (a
             * short holds 65540 as 4, an int a long long's low bits): the
             * host converts it so too, where the initializer is not of
             * that type already. */
            char *value_type = known_type(x, value);
            bool convert = !value_type || strcmp(value_type, own) != 0;
            free(value_type);
            x->depth++;
            strbuf_puts(out, "(");
            if (convert)
                strbuf_printf(out, "(%s)(", own);
            ok = host_expr(x, value, out);
            strbuf_puts(out, convert ? "))" : ")");
            x->depth--;
        }
        free(own);
        free(type);
    }
    free(name);
    return ok || refuse(x, id);
}

static bool host_cast(HostScope *x, TSNode e, StrBuf *out)
{
    TSNode type = ts_node_child_by_field_name(e, "type", 4);
    char *text = ts_node_is_null(type) ? NULL : node_text(x->p->src, type);
    bool ok = text && integer_expr_type(x->p, text);
    free(text);
    return ok ? host_children(x, e, out) : refuse(x, e);
}

/* dim3(...) of integer expressions. */
static bool host_dim3(HostScope *x, TSNode e, StrBuf *out)
{
    TSNode callee = node_named_child(e, 0);
    TSNode args = ts_node_child_by_field_name(e, "arguments", 9);
    if (!node_is(callee, "identifier") || !node_text_is(x->p->src, callee, "dim3") || ts_node_is_null(args))
        return refuse(x, e);
    strbuf_puts(out, "dim3");
    return host_children(x, args, out);
}

static bool host_expr(HostScope *x, TSNode e, StrBuf *out)
{
    const Source *src = x->p->src;
    if (node_is(e, "number_literal")) {
        if (!integer_expr_literal(src, e))
            return refuse(x, e);
        char *text = node_text(src, e);
        strbuf_puts(out, text);
        free(text);
        return true;
    }
    if (node_is(e, "true") || node_is(e, "false") || node_is(e, "char_literal") ||
        (node_is(e, "sizeof_expression") && !ts_node_is_null(ts_node_child_by_field_name(e, "type", 4)))) {
        char *text = node_text(src, e);
        strbuf_puts(out, text);
        free(text);
        return true;
    }
    if (node_is(e, "identifier"))
        return host_name(x, e, out);
    if (node_is(e, "cast_expression"))
        return host_cast(x, e, out);
    if (node_is(e, "type_descriptor") || node_is(e, "primitive_type") || node_is(e, "sized_type_specifier")) {
        char *text = node_text(src, e);
        strbuf_puts(out, text);
        free(text);
        return true;
    }
    if (node_is(e, "binary_expression")) {
        TSNode op = node_operator(e);
        if (ts_node_is_null(op) || node_text_is(src, op, "<=>"))
            return refuse(x, e);
        return host_children(x, e, out);
    }
    if (node_is(e, "parenthesized_expression") || node_is(e, "unary_expression") ||
        node_is(e, "conditional_expression") || node_is(e, "argument_list"))
        return host_children(x, e, out);
    if (node_is(e, "call_expression"))
        return host_dim3(x, e, out);
    return refuse(x, e);
}

char *host_expr_text(const Program *p, const LaunchSite *s, TSNode e, bool *used, TSNode *at)
{
    *at = (TSNode){0};
    if (ts_node_is_null(e) || s->caller_fn < 0 || ts_node_is_null(p->functions[s->caller_fn].body)) {
        *at = e;
        return NULL;
    }
    HostScope x = {.p = p, .s = s, .fn = &p->functions[s->caller_fn], .used = used};
    StrBuf out;
    strbuf_init(&out);
    if (!host_expr(&x, e, &out)) {
        *at = ts_node_is_null(x.at) ? e : x.at;
        strbuf_free(&out);
        return NULL;
    }
    return strbuf_take(&out);
}
