#include "analysis/type_refers.h"

#include <stdlib.h>
#include <string.h>

#include "model/classes.h"
#include "syntax/node.h"
#include "syntax/parents.h"

/* A class nested past this many members of classes is taken to refer. */
#define REFERS_MAX_DEPTH 8

static bool refers_at(const Program *p, const Source *src, TSNode type, TSNode class_template, int depth);

/* CUDA's vector types (int2, uchar4, ulonglong3, ...). */
static bool vector_type(const char *name)
{
    static const char *const bases[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                                        "longlong", "ulonglong", "float", "double"};
    size_t n = strlen(name);
    if (n < 2 || name[n - 1] < '1' || name[n - 1] > '4')
        return false;
    for (size_t k = 0; k < sizeof bases / sizeof *bases; k++)
        if (strlen(bases[k]) == n - 1 && strncmp(bases[k], name, n - 1) == 0)
            return true;
    return false;
}

/* Types that hold values, never a reference: dim3, the vector types, the
 * half types, and the `_t` typedefs of the C and CUDA headers (size_t,
 * uint32_t, cudaStream_t). */
static bool value_type(const char *name)
{
    static const char *const names[] = {"dim3", "half", "half2", "__half", "__half2", "nv_bfloat16",
                                        "nv_bfloat162", "__nv_bfloat16", "__nv_bfloat162"};
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strcmp(name, names[k]) == 0)
            return true;
    size_t n = strlen(name);
    return vector_type(name) || (n > 2 && strcmp(name + n - 2, "_t") == 0);
}

/* Whether `name` is a type parameter of the template declaring a class
 * (its template_declaration, or a null node). */
static bool template_parameter(const Source *src, TSNode class_template, const char *name)
{
    if (ts_node_is_null(class_template))
        return false;
    TSNode params = node_child_of_type(class_template, "template_parameter_list");
    for (uint32_t i = 0, n = node_named_child_count(params); i < n; i++) {
        TSNode param = node_named_child(params, i);
        TSNode id = node_child_of_type(param, "type_identifier");
        if (!ts_node_is_null(id) && node_text_is(src, id, name))
            return true;
    }
    return false;
}

static bool has_reference_declarator(TSNode node)
{
    if (node_is(node, "reference_declarator") || node_is(node, "abstract_reference_declarator"))
        return true;
    for (uint32_t i = 0, n = node_named_child_count(node); i < n; i++) {
        TSNode c = node_named_child(node, i);
        if (!node_is(c, "parameter_list") && !node_is(c, "initializer_list") && has_reference_declarator(c))
            return true;
    }
    return false;
}

static bool has_pointer_declarator(TSNode node)
{
    for (TSNode d = node; !ts_node_is_null(d) && !node_is(d, "identifier") && !node_is(d, "field_identifier");
         d = node_named_child(d, 0))
        if (node_is(d, "pointer_declarator"))
            return true;
    return false;
}

/* A constructor (a member function declarator named as the class) taking
 * a writable reference: it may keep the address of what it is given. */
static bool constructor_binds(const Source *src, TSNode declarator, const char *class_name)
{
    if (!node_is(declarator, "function_declarator") || !node_text_is(src, node_named_child(declarator, 0), class_name))
        return false;
    TSNode params = node_child_of_type(declarator, "parameter_list");
    bool binds = false;
    for (uint32_t i = 0, n = node_named_child_count(params); i < n && !binds; i++) {
        char *text = node_text(src, node_named_child(params, i));
        binds = type_text_binds_writable_reference(text);
        free(text);
    }
    return binds;
}

/* Whether a class body (a field_declaration_list) holds a reference: a
 * member declared one, a member of a class that refers, a constructor that
 * binds one. */
static bool body_refers(const Program *p, const Source *src, TSNode body, const char *name, TSNode class_template,
                        int depth)
{
    for (uint32_t i = 0, n = node_named_child_count(body); i < n; i++) {
        TSNode member = node_named_child(body, i);
        TSNode function = node_child_of_type(member, "function_declarator");
        if (name && constructor_binds(src, function, name))
            return true;
        if (!node_is(member, "field_declaration") || !ts_node_is_null(function))
            continue;
        bool pointers = true;
        for (uint32_t k = 0, m = node_named_child_count(member); k < m; k++) {
            TSNode d = node_named_child(member, k);
            if (!strstr(node_type(d), "declarator") && !node_is(d, "field_identifier"))
                continue;
            if (has_reference_declarator(d))
                return true;
            pointers = pointers && has_pointer_declarator(d);
        }
        TSNode type = ts_node_child_by_field_name(member, "type", 4);
        if (!pointers && refers_at(p, src, type, class_template, depth + 1))
            return true;
    }
    return false;
}

static bool class_refers(const Program *p, const ClassDef *c, int depth)
{
    const Source *src = c->header < 0 ? p->src : p->headers[c->header].src;
    if (!ts_node_is_null(node_child_of_type(c->node, "base_class_clause")))
        return true; /* its bases are not looked into */
    TSNode parent = parents_of(c->node);
    TSNode class_template = node_is(parent, "template_declaration") ? parent : (TSNode){0};
    return body_refers(p, src, node_child_of_type(c->node, "field_declaration_list"), c->name, class_template, depth);
}

static bool name_refers(const Program *p, const Source *src, TSNode name, TSNode class_template, int depth)
{
    char *text = node_text(src, name);
    bool refers;
    if (value_type(text) || template_parameter(src, class_template, text))
        refers = false;
    else {
        const ClassDef *c = model_find_class(p, text);
        refers = !c || class_refers(p, c, depth);
    }
    free(text);
    return refers;
}

static bool refers_at(const Program *p, const Source *src, TSNode type, TSNode class_template, int depth)
{
    if (ts_node_is_null(type))
        return false;
    if (depth > REFERS_MAX_DEPTH)
        return true;
    const char *kind = node_type(type);
    if (node_type_is(kind, "primitive_type") || node_type_is(kind, "sized_type_specifier") ||
        node_type_is(kind, "enum_specifier"))
        return false;
    if (node_type_is(kind, "placeholder_type_specifier")) /* auto: a copy; decltype(auto): maybe not */
        return !ts_node_is_null(node_child_of_type(type, "decltype"));
    if (node_type_is(kind, "type_identifier"))
        return name_refers(p, src, type, class_template, depth);
    if (node_type_is(kind, "template_type")) {
        if (node_text_has_char(src, type, '&'))
            return true;
        TSNode args = node_child_of_type(type, "template_argument_list");
        for (uint32_t i = 0, n = node_named_child_count(args); i < n; i++) {
            TSNode arg = node_named_child(args, i);
            if (node_is(arg, "type_descriptor") &&
                refers_at(p, src, ts_node_child_by_field_name(arg, "type", 4), class_template, depth + 1))
                return true;
        }
        return name_refers(p, src, ts_node_child_by_field_name(type, "name", 4), class_template, depth);
    }
    if (node_type_is(kind, "qualified_identifier")) {
        if (node_text_has_char(src, type, '&'))
            return true;
        return refers_at(p, src, ts_node_child_by_field_name(type, "name", 4), class_template, depth);
    }
    if (node_type_is(kind, "struct_specifier") || node_type_is(kind, "class_specifier") ||
        node_type_is(kind, "union_specifier")) {
        TSNode body = node_child_of_type(type, "field_declaration_list");
        if (!ts_node_is_null(body))
            return !ts_node_is_null(node_child_of_type(type, "base_class_clause")) ||
                   body_refers(p, src, body, NULL, class_template, depth);
        TSNode name = node_child_of_type(type, "type_identifier");
        return ts_node_is_null(name) || name_refers(p, src, name, class_template, depth);
    }
    return true; /* decltype(x) and what dpopt does not know */
}

bool type_text_binds_writable_reference(const char *type)
{
    if (!strchr(type, '&'))
        return false;
    return !(strncmp(type, "const ", 6) == 0 && !strstr(type, "&&"));
}

bool type_may_refer(const Program *p, const Source *src, TSNode type)
{
    return refers_at(p, src, type, (TSNode){0}, 0);
}
