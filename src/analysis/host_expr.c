#include "analysis/host_expr.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/integer_expr.h"
#include "analysis/pure_body.h"
#include "analysis/writes.h"
#include "model/deduce.h"
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
        ok = ts_node_is_null(local) && writes_param_kept(p->src, x->fn, param) &&
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
        if (integer_expr_type(p, type) && !ts_node_is_null(value) && !node_is(value, "initializer_list") &&
            !node_is(value, "argument_list")) {
            x->depth++;
            strbuf_puts(out, "(");
            ok = host_expr(x, value, out);
            strbuf_puts(out, ")");
            x->depth--;
        }
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
