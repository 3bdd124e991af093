#include "model/deduce.h"

#include <stdlib.h>
#include <string.h>

#include "model/classes.h"
#include "model/local_names.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

char *model_plain_type(const char *type)
{
    if (strstr(type, "&&") || strchr(type, '*') || strchr(type, '[') || strchr(type, '(') ||
        text_has_word(type, strlen(type), "auto") || text_has_word(type, strlen(type), "decltype"))
        return NULL;
    char *t = xstrdup(type);
    text_drop_word(t, "const");
    text_drop_word(t, "volatile");
    size_t n = strlen(t);
    while (n > 0 && (t[n - 1] == ' ' || t[n - 1] == '\t' || t[n - 1] == '&'))
        n--;
    char *plain = text_trimmed(t, n);
    free(t);
    if (!plain[0] || strchr(plain, '&')) {
        free(plain);
        return NULL;
    }
    return plain;
}

/* The last name of a possibly qualified or templated name: `Scale` of
 * `ns::Scale` and of `Pair<int>`. */
static TSNode last_name(TSNode node)
{
    for (;;) {
        if (node_is(node, "qualified_identifier") && node_named_child_count(node) > 0)
            node = node_named_child(node, node_named_child_count(node) - 1);
        else if ((node_is(node, "template_function") || node_is(node, "template_type")) &&
                 node_named_child_count(node) > 0)
            node = node_named_child(node, 0);
        else
            return node;
    }
}

/* `Scale(...)`: a call of a class's name, not of a function. */
static bool constructs_class(const Program *p, TSNode callee)
{
    char *name = node_text(p->src, last_name(callee));
    bool is_class = model_find_class(p, name) != NULL;
    int first, count = model_functions_matching(p, name, &first);
    for (int k = first; is_class && k < first + count; k++) /* its constructors aside */
        is_class = !ts_node_is_null(node_ancestor_of_type(p->functions[p->by_bare_name[k].fn].node, "field_declaration_list"));
    free(name);
    return is_class;
}

/* The plain type `declarator` of `declaration` gives its variable, or NULL. */
static char *declared_type(const Source *src, TSNode declaration, TSNode declarator)
{
    TSNode type = ts_node_child_by_field_name(declaration, "type", 4);
    TSNode inner = node_is(declarator, "init_declarator") ? node_named_child(declarator, 0) : declarator;
    TSNode id = node_is(inner, "reference_declarator") ? node_named_child(inner, 0) : inner;
    if (!node_is(id, "identifier") || ts_node_is_null(type))
        return NULL;
    char *text = node_text(src, type);
    char *plain = model_plain_type(text);
    free(text);
    return plain;
}

/* The plain declared type of the variable `name` a launch's argument reads:
 * its nearest declaration around the launch (a local, a lambda's or catch
 * clause's parameter, a range-for variable), else the enclosing function's
 * parameter; NULL when it is none of those, or one with no type written
 * (a structured binding, an init capture), or not plain. */
static char *variable_type(const Program *p, const LaunchSite *s, const char *name)
{
    LocalName local = model_local_name(p, s, name);
    if (local.kind == LOCAL_DECLARATION || local.kind == LOCAL_PARAMETER || local.kind == LOCAL_RANGE_FOR)
        return declared_type(p->src, local.declaration, local.declarator);
    if (local.kind != LOCAL_NONE || s->caller_fn < 0)
        return NULL;
    const Function *caller = &p->functions[s->caller_fn];
    for (int k = 0; k < caller->param_count; k++)
        if (strcmp(caller->params[k].name, name) == 0)
            return model_plain_type(caller->params[k].type);
    return NULL;
}

/* Whether `type` names a template parameter of the function holding the
 * launch, or of a lambda around it: deduced there, it is no type a reader
 * of the file can look up. */
static bool names_caller_template_param(const Program *p, const LaunchSite *s, const char *type)
{
    for (TSNode up = parents_of(s->node); !ts_node_is_null(up) && !node_is(up, "function_definition");
         up = parents_of(up)) {
        TSNode params = node_is(up, "lambda_expression") ? ts_node_child_by_field_name(up, "template_parameters", 19)
                                                         : (TSNode){0};
        char *text = ts_node_is_null(params) ? NULL : node_text(p->src, params);
        bool names = text && text_has_word(text, strlen(text), type);
        free(text);
        if (names)
            return true;
    }
    if (s->caller_fn < 0 || !p->functions[s->caller_fn].template_params)
        return false;
    const char *params = p->functions[s->caller_fn].template_params;
    return text_has_word(params, strlen(params), type);
}

/* The type a launch argument plainly has, or NULL. */
static char *argument_type(const Program *p, const LaunchSite *s, TSNode arg)
{
    char *type = NULL;
    if (node_is(arg, "compound_literal_expression")) {
        TSNode t = ts_node_child_by_field_name(arg, "type", 4);
        if (!ts_node_is_null(t) && (node_is(t, "type_identifier") || node_is(t, "qualified_identifier") ||
                                    node_is(t, "template_type")))
            type = node_text(p->src, t);
    } else if (node_is(arg, "call_expression") && ts_node_is_null(node_child_of_type(arg, "kernel_call_syntax"))) {
        TSNode callee = node_named_child(arg, 0);
        if ((node_is(callee, "identifier") || node_is(callee, "qualified_identifier") ||
             node_is(callee, "template_function")) &&
            constructs_class(p, callee))
            type = node_text(p->src, callee);
    } else if (node_is(arg, "identifier")) {
        char *name = node_text(p->src, arg);
        type = variable_type(p, s, name);
        free(name);
    }
    if (type && names_caller_template_param(p, s, type)) {
        free(type);
        type = NULL;
    }
    return type;
}

/* The index of the child's parameter whose type is plainly the template
 * parameter `name` (`T t`, `const T &t`), or -1. */
static int param_of_type(const Function *child, const char *name)
{
    for (int k = 0; k < child->param_count; k++) {
        char *plain = model_plain_type(child->params[k].type);
        bool same = plain && strcmp(plain, name) == 0;
        free(plain);
        if (same)
            return k;
    }
    return -1;
}

/* The child's template parameters from the `first`-th on, as site s fixes
 * them, appended to *args ", "-separated (none for those that take their
 * defaults); false where one is not fixed plainly: each must be a type
 * parameter (no pack) that a parameter of type T or const T & takes, or one
 * with a default after the last such. */
static bool deduce_from(const Program *p, const LaunchSite *s, const Function *child, uint32_t first, StrBuf *args)
{
    TSNode params = node_child_of_type(child->outer, "template_parameter_list");
    if (ts_node_is_null(params))
        return false;
    bool ok = true, defaults = false;
    for (uint32_t i = first; ok && i < node_named_child_count(params); i++) {
        TSNode param = node_named_child(params, i);
        bool plain = node_is(param, "type_parameter_declaration");
        bool optional = node_is(param, "optional_type_parameter_declaration");
        TSNode name = node_child_of_type(param, "type_identifier");
        if ((!plain && !optional) || ts_node_is_null(name)) {
            ok = false;
            break;
        }
        char *tname = node_text(p->src, name);
        int k = param_of_type(child, tname);
        free(tname);
        char *type = k >= 0 && k < s->arg_count ? argument_type(p, s, s->arg_nodes[k]) : NULL;
        if (!type) {
            /* Not fixed by an argument: its default, if it has one, as
             * for every parameter after it. */
            ok = optional;
            defaults = true;
            continue;
        }
        if (defaults) /* a deduced one after a defaulted one: it cannot be written alone */
            ok = false;
        strbuf_printf(args, "%s%s", args->len ? ", " : "", type);
        free(type);
    }
    return ok;
}

/* "<A, B>" for site s, or NULL where a template parameter is not fixed
 * plainly (deduce_from) or every one takes its default. */
static char *deduce(const Program *p, const LaunchSite *s, const Function *child)
{
    StrBuf args;
    strbuf_init(&args);
    if (!deduce_from(p, s, child, 0, &args) || args.len == 0) {
        strbuf_free(&args);
        return NULL;
    }
    char *list = strbuf_format("<%s>", args.data);
    strbuf_free(&args);
    return list;
}

/* The template argument list the launch writes (`child<64>`), or a null
 * node. */
static TSNode written_arguments(TSNode call)
{
    TSNode callee = node_named_child(call, 0);
    while (node_is(callee, "qualified_identifier") && node_named_child_count(callee) > 0)
        callee = node_named_child(callee, node_named_child_count(callee) - 1);
    return node_is(callee, "template_function") ? node_child_of_type(callee, "template_argument_list") : (TSNode){0};
}

/* `child<64><<<...>>>(x)` of `template <int N, typename T> child(T *)`: the
 * arguments written fix the first parameters, the call's arguments the
 * rest, which generated code naming the instantiation must write too:
 * appended where each is plain to read (deduce_from), else the site is
 * marked template_args_partial and left as written. */
static void complete_written(const Program *p, LaunchSite *s, const Function *child)
{
    TSNode written = written_arguments(s->node);
    TSNode params = node_child_of_type(child->outer, "template_parameter_list");
    if (ts_node_is_null(written) || ts_node_is_null(params) ||
        node_named_child_count(written) >= node_named_child_count(params))
        return;
    StrBuf rest;
    strbuf_init(&rest);
    char *close = strrchr(s->template_args, '>');
    if (!close || !deduce_from(p, s, child, node_named_child_count(written), &rest)) {
        s->template_args_partial = true;
    } else if (rest.len) {
        size_t head = (size_t)(close - s->template_args);
        bool none = node_named_child_count(written) == 0;
        char *all = strbuf_format("%.*s%s%s>", (int)head, s->template_args, none ? "" : ", ", rest.data);
        free(s->template_args);
        s->template_args = all;
    }
    strbuf_free(&rest);
}

TSNode model_launch_lambda(const Program *p, const LaunchSite *s, int k)
{
    TSNode arg = k < s->arg_count ? s->arg_nodes[k] : (TSNode){0};
    if (ts_node_is_null(arg) || node_is(arg, "lambda_expression"))
        return arg;
    if (!node_is(arg, "identifier"))
        return (TSNode){0};
    /* `auto name = [...](...) {...};`: a closure cannot be assigned, so the
     * variable holds that lambda wherever it is read. */
    char *name = node_text(p->src, arg);
    TSNode declarator;
    TSNode declaration = model_local_declaration(p, s, name, &declarator);
    free(name);
    if (ts_node_is_null(declaration) || !node_is(declarator, "init_declarator") ||
        !node_is(node_named_child(declarator, 0), "identifier"))
        return (TSNode){0};
    TSNode type = ts_node_child_by_field_name(declaration, "type", 4);
    TSNode value = node_named_child(declarator, node_named_child_count(declarator) - 1);
    if (ts_node_is_null(type) || !node_text_is(p->src, type, "auto") || !node_is(value, "lambda_expression"))
        return (TSNode){0};
    return value;
}

void model_deduce_template_args(Program *p)
{
    for (int i = 0; i < p->launch_count; i++) {
        LaunchSite *s = &p->launches[i];
        if (s->callee_fn < 0)
            continue;
        const Function *child = &p->functions[s->callee_fn];
        if (!child->is_template || !child->is_definition)
            continue;
        if (s->template_args) {
            complete_written(p, s, child);
            continue;
        }
        s->template_args = deduce(p, s, child);
        s->template_args_deduced = s->template_args != NULL;
    }
}
