#include "syntax/declares.h"

#include <string.h>

/* The declarator inside d: its `declarator` field, or its first named child. */
static TSNode inner_declarator(TSNode d)
{
    TSNode inner = ts_node_child_by_field_name(d, "declarator", 10);
    return ts_node_is_null(inner) ? node_named_child(d, 0) : inner;
}

TSNode declares_identifier(TSNode d)
{
    while (!ts_node_is_null(d) && !node_is(d, "identifier"))
        d = inner_declarator(d);
    return d;
}

TSNode declares_member(TSNode d)
{
    while (!ts_node_is_null(d) && !node_is(d, "field_identifier"))
        d = inner_declarator(d);
    return d;
}

bool declares_function(TSNode d)
{
    for (; !ts_node_is_null(d) && !node_is(d, "identifier") && !node_is(d, "field_identifier"); d = inner_declarator(d))
        if (node_is(d, "function_declarator"))
            return !node_is(node_named_child(d, 0), "parenthesized_declarator");
    return false;
}

/* The structured binding (`[a, b]`, also under `&` or `= value`) a
 * declarator is, or null. */
static TSNode structured_binding(TSNode d)
{
    while (!ts_node_is_null(d) && !node_is(d, "structured_binding_declarator") &&
           (node_is(d, "init_declarator") || node_is(d, "reference_declarator")))
        d = node_named_child(d, 0);
    return node_is(d, "structured_binding_declarator") ? d : (TSNode){0};
}

static bool visit_name(TSNode identifier, TSNode owner, TSNode declarator, DeclaredVisitor visit, void *ctx)
{
    if (ts_node_is_null(identifier) || !node_is(identifier, "identifier"))
        return false;
    DeclaredName name = {identifier, owner, declarator};
    return visit(&name, ctx);
}

/* One declarator of `owner`: its name, typed where `typed`, or each name of
 * a structured binding. */
static bool declarator_names(TSNode owner, TSNode d, bool typed, DeclaredVisitor visit, void *ctx)
{
    TSNode binding = structured_binding(d);
    if (!ts_node_is_null(binding)) {
        for (uint32_t i = 0; i < node_named_child_count(binding); i++)
            if (visit_name(node_named_child(binding, i), owner, (TSNode){0}, visit, ctx))
                return true;
        return false;
    }
    return visit_name(declares_identifier(d), owner, typed ? d : (TSNode){0}, visit, ctx);
}

/* A declaration's declarators: its named children but its type and value
 * and the specifiers, qualifiers and attributes beside them. */
static bool declaration_names(TSNode declaration, DeclaredVisitor visit, void *ctx)
{
    TSNode type = ts_node_child_by_field_name(declaration, "type", 4);
    TSNode value = ts_node_child_by_field_name(declaration, "value", 5);
    for (uint32_t i = 0; i < node_named_child_count(declaration); i++) {
        TSNode d = node_named_child(declaration, i);
        if (node_same(d, type) || node_same(d, value))
            continue;
        if ((strstr(node_type(d), "declarator") || node_is(d, "identifier")) &&
            declarator_names(declaration, d, true, visit, ctx))
            return true;
    }
    return false;
}

/* A lambda's init captures (`[n = size * 2]`, `[&r = x]`): the names on
 * their left. A plain capture declares nothing. */
static bool capture_names(TSNode captures, DeclaredVisitor visit, void *ctx)
{
    for (uint32_t i = 0; i < node_named_child_count(captures); i++) {
        TSNode capture = node_named_child(captures, i);
        if (!node_is(capture, "assignment_expression"))
            continue;
        TSNode left = node_named_child(capture, 0);
        if (node_is(left, "pointer_expression"))
            left = node_named_child(left, 0);
        if (visit_name(left, capture, (TSNode){0}, visit, ctx))
            return true;
    }
    return false;
}

bool declares_each(TSNode node, DeclaredVisitor visit, void *ctx)
{
    if (ts_node_is_null(node))
        return false;
    /* Asked of every node of a function (model/scope_names.c): its type
     * once, and most types turned away at their first letter. */
    const char *type = node_type(node);
    if (node_type_is(type, "declaration"))
        return declaration_names(node, visit, ctx);
    if (node_type_is(type, "parameter_declaration") || node_type_is(type, "optional_parameter_declaration") ||
        node_type_is(type, "variadic_parameter_declaration")) {
        bool typed = !node_type_is(type, "variadic_parameter_declaration");
        return declarator_names(node, ts_node_child_by_field_name(node, "declarator", 10), typed, visit, ctx);
    }
    if (node_type_is(type, "for_range_loop"))
        return declarator_names(node, ts_node_child_by_field_name(node, "declarator", 10), true, visit, ctx);
    if (node_type_is(type, "lambda_capture_specifier"))
        return capture_names(node, visit, ctx);
    return false;
}
