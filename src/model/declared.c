#include "model/declared.h"

#include <stdlib.h>
#include <string.h>

#include "model/memo.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/name_set.h"

/* What a walk over one tree adds to. */
typedef struct DeclaredWalk {
    NameSet *d;
    const Source *src;
} DeclaredWalk;

static void add_name(DeclaredWalk *w, TSNode id)
{
    if (ts_node_is_null(id))
        return;
    uint32_t s = ts_node_start_byte(id), e = node_end_byte(id);
    name_set_add(w->d, w->src->text + s, e - s);
}

/* The name a declarator declares: through pointers, arrays, references,
 * function declarators and initialisers, the last part of a qualified
 * name (`const int Config::N = 4;` declares N). */
static TSNode declarator_name(TSNode d)
{
    while (!ts_node_is_null(d)) {
        if (node_is(d, "identifier") || node_is(d, "field_identifier") || node_is(d, "type_identifier"))
            return d;
        if (node_is(d, "qualified_identifier"))
            d = ts_node_child_by_field_name(d, "name", 4);
        else if (node_is(d, "init_declarator") || strstr(node_type(d), "declarator"))
            d = node_named_child(d, 0);
        else
            break;
    }
    return (TSNode){0};
}

/* The declarators of a declaration (its named children but its type). */
static void add_declarators(DeclaredWalk *w, TSNode node)
{
    TSNode type = ts_node_child_by_field_name(node, "type", 4);
    uint32_t n = node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = node_named_child(node, i);
        if (!ts_node_is_null(type) && node_same(child, type))
            continue;
        if (strstr(node_type(child), "declarator") || node_is(child, "identifier") ||
            node_is(child, "field_identifier") || node_is(child, "qualified_identifier"))
            add_name(w, declarator_name(child));
    }
}

/* Enumerators and template parameters wherever they stand (a kernel's
 * `template <int N>`, an enum in a function body); every other
 * declaration outside function bodies. */
static bool collect_declared(TSNode node, void *ctx)
{
    DeclaredWalk *w = ctx;
    const char *type = node_type(node);
    if (node_type_is(type, "enumerator")) {
        add_name(w, ts_node_child_by_field_name(node, "name", 4));
    } else if (node_type_is(type, "template_parameter_list")) {
        uint32_t n = node_named_child_count(node);
        for (uint32_t i = 0; i < n; i++) {
            TSNode param = node_named_child(node, i);
            TSNode name = ts_node_child_by_field_name(param, "declarator", 10);
            if (ts_node_is_null(name))
                name = ts_node_child_by_field_name(param, "name", 4);
            if (ts_node_is_null(name))
                name = node_child_of_type(param, "type_identifier");
            add_name(w, declarator_name(name));
        }
        return false;
    } else if (node_type_is(type, "parameter_list")) {
        return false; /* a function's parameters are its own */
    } else if (node_type_is(type, "declaration") || node_type_is(type, "field_declaration") ||
               node_type_is(type, "function_definition") || node_type_is(type, "type_definition")) {
        if (ts_node_is_null(node_ancestor_of_type(node, "compound_statement")))
            add_declarators(w, node);
    } else if (node_type_is(type, "struct_specifier") || node_type_is(type, "class_specifier") ||
               node_type_is(type, "union_specifier") || node_type_is(type, "enum_specifier") ||
               node_type_is(type, "namespace_definition") || node_type_is(type, "alias_declaration")) {
        add_name(w, ts_node_child_by_field_name(node, "name", 4));
    } else if (node_type_is(type, "using_declaration")) {
        /* `using ns::limit;` brings limit. */
        add_name(w, declarator_name(node_named_child(node, node_named_child_count(node) - 1)));
    }
    return true;
}

static void free_declared(void *result)
{
    name_set_clear(result);
    free(result);
}

static const NameSet *declared_of(const Program *p)
{
    NameSet *d = memo_find(p, MEMO_DECLARED_NAMES);
    if (d)
        return d;
    d = xcalloc(1, sizeof *d);
    DeclaredWalk w = {d, p->src};
    node_walk(syntax_root(p->tree), collect_declared, &w);
    for (int i = 0; i < p->header_count; i++) {
        w.src = p->headers[i].src;
        node_walk(syntax_root(p->headers[i].tree), collect_declared, &w);
    }
    return memo_keep(p, MEMO_DECLARED_NAMES, d, free_declared);
}

bool model_declares(const Program *p, const char *name, size_t n)
{
    return name_set_has(declared_of(p), name, n) || macro_set_mentions(p->command_line, name, n);
}

/* Names the compiler and its headers define, which dpopt does not read:
 * the grid's shape, and the constants of the CUDA runtime and of C's
 * limits and math headers, the same in every thread. */
bool model_is_builtin_name(const char *name, size_t n)
{
    static const char *const names[] = {
        "blockDim", "gridDim", "warpSize", "NULL", "INT_MAX", "INT_MIN", "UINT_MAX", "LONG_MAX", "LONG_MIN",
        "ULONG_MAX", "LLONG_MAX", "LLONG_MIN", "ULLONG_MAX", "SHRT_MAX", "SHRT_MIN", "USHRT_MAX", "CHAR_BIT",
        "CHAR_MAX", "CHAR_MIN", "SCHAR_MAX", "SCHAR_MIN", "UCHAR_MAX", "SIZE_MAX", "INT8_MAX", "INT8_MIN",
        "UINT8_MAX", "INT16_MAX", "INT16_MIN", "UINT16_MAX", "INT32_MAX", "INT32_MIN", "UINT32_MAX",
        "INT64_MAX", "INT64_MIN", "UINT64_MAX", "FLT_MAX", "FLT_MIN", "FLT_EPSILON", "DBL_MAX", "DBL_MIN",
        "DBL_EPSILON", "INFINITY", "NAN", "HUGE_VAL", "HUGE_VALF", "M_PI", "M_PI_2", "M_PI_4", "M_1_PI",
        "M_2_PI", "M_E", "M_LN2", "M_LN10", "M_SQRT2", "M_SQRT1_2", "M_LOG2E", "M_LOG10E", "RAND_MAX",
        "EXIT_SUCCESS", "EXIT_FAILURE", NULL,
    };
    for (int i = 0; names[i]; i++)
        if (strlen(names[i]) == n && memcmp(names[i], name, n) == 0)
            return true;
    /* cudaStreamFireAndForget, cudaSuccess, CUDART_INF_F, ... */
    return (n > 4 && memcmp(name, "cuda", 4) == 0) || (n > 7 && memcmp(name, "CUDART_", 7) == 0);
}
