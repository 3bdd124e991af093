#include "analysis/escapes.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/type_refers.h"
#include "analysis/uniformity.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/name_index.h"
#include "util/text.h"

typedef struct Names {
    char **names;
    int count, cap;
    NameIndex index; /* names by text: a kernel may declare thousands */
} Names;

struct Escapes {
    const Program *program;
    const Source *src;
    Names escaped;
    Names arrays;   /* local arrays: their name alone is a pointer */
    Names pointers; /* declared as pointers, and not otherwise */
    Names others;   /* declared as something else than a pointer */
    Names lambdas;  /* locals holding a lambda */
    TSNode *lambda_nodes;
    int lambda_cap;
};

static const char *name_at(const void *ctx, int entry) { return ((const Names *)ctx)->names[entry]; }

static bool names_has(const Names *n, const char *text, size_t len)
{
    return name_index_find(&n->index, text, len, name_at, n) >= 0;
}

static void names_add(Names *n, const char *text, size_t len)
{
    if (names_has(n, text, len))
        return;
    char *copy = xmalloc(len + 1);
    memcpy(copy, text, len);
    copy[len] = '\0';
    ARRAY_PUSH(n->names, n->count, n->cap, copy);
    name_index_add(&n->index, copy, n->count - 1);
}

static void names_free(Names *n)
{
    for (int i = 0; i < n->count; i++)
        free(n->names[i]);
    free(n->names);
    name_index_free(&n->index);
}

static bool names_has_node(const Escapes *e, const Names *n, TSNode id)
{
    uint32_t s = ts_node_start_byte(id), end = node_end_byte(id);
    return names_has(n, e->src->text + s, end - s);
}

static void escape_node(Escapes *e, TSNode id)
{
    if (ts_node_is_null(id) || !node_is(id, "identifier"))
        return;
    uint32_t s = ts_node_start_byte(id), end = node_end_byte(id);
    names_add(&e->escaped, e->src->text + s, end - s);
}

bool escapes_node(const Escapes *e, TSNode id)
{
    return e && names_has_node(e, &e->escaped, id);
}

bool escapes_name(const Escapes *e, const char *name)
{
    return e && names_has(&e->escaped, name, strlen(name));
}

TSNode escapes_access_root(TSNode node)
{
    while (node_is(node, "subscript_expression") || node_is(node, "field_expression") ||
           node_is(node, "parenthesized_expression") || node_is(node, "pointer_expression"))
        node = node_named_child(node, 0);
    return node;
}

/* Whether an lvalue may be (part of) the variable at its root, rather than
 * memory the variable points to: `x`, `s.f`, `a[i]` for an array, but not
 * `*p`, `p->f` or `p[i]` for a pointer p. */
static bool lvalue_is_variable(const Escapes *e, TSNode lvalue)
{
    TSNode root = escapes_access_root(lvalue);
    for (TSNode n = lvalue; !ts_node_is_null(n) && !node_same(n, root); n = node_named_child(n, 0)) {
        if (node_is(n, "pointer_expression") ||
            (node_is(n, "field_expression") && !ts_node_is_null(node_token_of_type(n, "->"))))
            return false;
        if (node_is(n, "subscript_expression")) {
            TSNode base = node_named_child(n, 0);
            while (node_is(base, "parenthesized_expression"))
                base = node_named_child(base, 0);
            if (node_same(base, root) && names_has_node(e, &e->pointers, root) &&
                !names_has_node(e, &e->others, root))
                return false;
        }
    }
    return true;
}

static void escape_root(Escapes *e, TSNode lvalue)
{
    if (lvalue_is_variable(e, lvalue))
        escape_node(e, escapes_access_root(lvalue));
}

static bool escape_every_identifier(TSNode node, void *ctx)
{
    if (node_is(node, "identifier"))
        escape_node(ctx, node);
    return true;
}

static const char *const by_value_builtins[] = {
    "printf", "assert", "__syncthreads", "__syncwarp", "__threadfence", "__threadfence_block",
    "__threadfence_system", "__nanosleep", "__trap", "__brkpt", "__shfl_sync", "__shfl_up_sync",
    "__shfl_down_sync", "__shfl_xor_sync", "__match_any_sync", "__match_all_sync", "__ballot_sync",
    "__any_sync", "__all_sync", "__activemask", "__reduce_add_sync", "__reduce_min_sync",
    "__reduce_max_sync", "__reduce_and_sync", "__reduce_or_sync", "__reduce_xor_sync",
    "__syncthreads_count", "__syncthreads_and", "__syncthreads_or", "atomicAdd", "atomicSub",
    "atomicExch", "atomicCAS", "atomicMin", "atomicMax", "atomicInc", "atomicDec", "atomicAnd",
    "atomicOr", "atomicXor", "clock", "clock64", "malloc", "free", "memcpy", "memset",
    "cudaMalloc", "cudaFree", "cudaGetLastError", "cudaPeekAtLastError", "cudaDeviceSynchronize",
    "cudaGetParameterBuffer", "cudaLaunchDevice", "cudaStreamCreateWithFlags", "cudaStreamDestroy",
    "cudaEventCreateWithFlags", "cudaEventRecord", "cudaStreamWaitEvent", "cudaEventDestroy",
    NULL,
};

bool escapes_is_by_value_builtin(const char *name)
{
    for (int i = 0; by_value_builtins[i]; i++)
        if (strcmp(name, by_value_builtins[i]) == 0)
            return true;
    return uniformity_is_pure_function(name);
}

/* --- macros ------------------------------------------------------------- */

/* Any & that is not && counts as unary: a bitwise and only costs
 * precision. */
bool escapes_text_may_write(const char *t, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        char c = t[i], next = i + 1 < len ? t[i + 1] : '\0', prev = i ? t[i - 1] : '\0';
        if ((c == '+' && next == '+') || (c == '-' && next == '-'))
            return true;
        if (c == '&' && next != '&' && prev != '&')
            return true;
        if (c == '=' && next != '=' && !strchr("=!<>", prev))
            return true;
        if (c == '=' && strchr("<>", prev) && i >= 2 && t[i - 2] == prev)
            return true; /* <<= and >>= */
    }
    return false;
}

/* Whether node `id` names a macro (of the file or a header, read once:
 * Program.macros), and whether one of its definitions may write a
 * variable. */
static bool macro_named(const Escapes *e, TSNode id, bool *writes)
{
    uint32_t s = ts_node_start_byte(id), end = node_end_byte(id);
    const MacroTable *t = &e->program->macros;
    const char *name = e->src->text + s;
    bool found = false;
    *writes = false;
    for (int d = macros_find(t, name, end - s, -1); d >= 0; d = macros_find(t, name, end - s, d)) {
        found = true;
        *writes |= escapes_text_may_write(t->defs[d].body, strlen(t->defs[d].body));
    }
    return found;
}

/* Every word of the bodies of the macro named by `id` that may write is
 * a variable it may write. */
static void escape_macro_words(Escapes *e, TSNode id)
{
    uint32_t s = ts_node_start_byte(id), end = node_end_byte(id);
    const MacroTable *t = &e->program->macros;
    const char *name = e->src->text + s;
    for (int d = macros_find(t, name, end - s, -1); d >= 0; d = macros_find(t, name, end - s, d)) {
        const char *body = t->defs[d].body;
        size_t len = strlen(body), pos = 0, start, wlen;
        if (!escapes_text_may_write(body, len))
            continue;
        while (text_next_identifier(body, len, &pos, &start, &wlen))
            names_add(&e->escaped, body + start, wlen);
    }
}

/* --- calls -------------------------------------------------------------- */

/* Whether any function of this name declared here may bind argument k to a
 * writable reference; *known is set when one is declared here at all. */
static bool declared_param_binds(const Program *p, const char *name, int k, bool *known)
{
    const char *colon = strrchr(name, ':');
    const char *bare = colon ? colon + 1 : name;
    bool binds = false;
    *known = false;
    /* Those of its unqualified name alone: a scan of every function for
     * each argument was quadratic in a file of many functions and calls. */
    int first, count = model_functions_matching(p, name, &first);
    for (int m = first; m < first + count; m++) {
        const Function *f = &p->functions[p->by_bare_name[m].fn];
        if (strcmp(f->name, name) != 0 && strcmp(f->name, bare) != 0)
            continue;
        *known = true;
        if (f->is_template)
            binds = true; /* T may be deduced as a reference */
        else if (k < f->param_count && type_text_binds_writable_reference(f->params[k].type))
            binds = true;
        else if (k >= f->param_count && f->param_count > 0 && strstr(f->params[f->param_count - 1].type, "..."))
            binds = true;
    }
    return binds;
}

/* The same for the functions headers define (Program.header_functions):
 * their parameters read from the header's own text. A template, a
 * variadic list or a list dpopt cannot read may bind anything. */
static bool header_param_binds(const Program *p, const char *name, int k, bool *known)
{
    const char *colon = strrchr(name, ':');
    const char *bare = colon ? colon + 1 : name;
    bool binds = false;
    for (int i = 0; i < p->header_function_count; i++) {
        const HeaderFunction *h = &p->header_functions[i];
        if (strcmp(h->name, name) != 0 && strcmp(h->name, bare) != 0)
            continue;
        *known = true;
        const Source *src = p->headers[h->header].src;
        TSNode definition = parents_of(h->body);
        TSNode declarator = ts_node_child_by_field_name(definition, "declarator", 10);
        while (!ts_node_is_null(declarator) && !node_is(declarator, "function_declarator"))
            declarator = ts_node_child_by_field_name(declarator, "declarator", 10);
        TSNode params = ts_node_is_null(declarator) ? declarator : ts_node_child_by_field_name(declarator, "parameters", 10);
        TSNode param = ts_node_is_null(params) ? params : node_named_child(params, (uint32_t)k);
        TSNode outer = parents_of(definition);
        if (h->has_error || ts_node_is_null(param) || node_is(param, "variadic_parameter") ||
            (!ts_node_is_null(outer) && node_is(outer, "template_declaration"))) {
            binds = true;
            continue;
        }
        char *text = node_text(src, param);
        binds = binds || type_text_binds_writable_reference(text) || strstr(text, "...") != NULL;
        free(text);
    }
    return binds;
}

bool escapes_call_may_bind(const Program *p, const char *name, int k)
{
    if (escapes_is_by_value_builtin(name))
        return false;
    bool known = false;
    bool binds = declared_param_binds(p, name, k, &known);
    if (!known)
        binds = header_param_binds(p, name, k, &known);
    return binds || !known;
}

/* The lambda a local holding one was initialised with, or a null node. */
static TSNode lambda_of(const Escapes *e, TSNode id)
{
    for (int i = 0; i < e->lambdas.count; i++) {
        uint32_t s = ts_node_start_byte(id), end = node_end_byte(id);
        const char *n = e->lambdas.names[i];
        if (strlen(n) == end - s && memcmp(n, e->src->text + s, end - s) == 0)
            return e->lambda_nodes[i];
    }
    TSNode none = {0};
    return none;
}

static bool lambda_param_binds(const Escapes *e, TSNode lambda, int k)
{
    TSNode decl = node_child_of_type(lambda, "abstract_function_declarator");
    TSNode params = ts_node_is_null(decl) ? decl : node_child_of_type(decl, "parameter_list");
    if (ts_node_is_null(params))
        return false;
    TSNode param = node_named_child(params, (uint32_t)k);
    if (ts_node_is_null(param))
        return true; /* variadic or unreadable */
    char *text = node_text(e->src, param);
    bool binds = type_text_binds_writable_reference(text);
    free(text);
    return binds;
}

static void escape_call(Escapes *e, TSNode call)
{
    TSNode fn = node_named_child(call, 0);
    TSNode args = node_child_of_type(call, "argument_list");
    if (ts_node_is_null(args) || !ts_node_is_null(node_child_of_type(call, "kernel_call_syntax")))
        return; /* kernel parameters are copies */
    /* The object of a member call is passed by reference (`this`). */
    if (node_is(fn, "field_expression") && ts_node_is_null(node_token_of_type(fn, "->")))
        escape_root(e, node_named_child(fn, 0));
    bool writes = false;
    bool macro = node_is(fn, "identifier") && macro_named(e, fn, &writes);
    if (writes)
        escape_macro_words(e, fn);
    TSNode lambda = node_is(fn, "identifier") ? lambda_of(e, fn) : (TSNode){0};
    char *name = node_callee_name(e->src, call);
    bool known = false;
    uint32_t n;
    TSNode *list = node_named_children_and_comments(args, &n);
    for (uint32_t k = 0; k < n; k++) {
        TSNode a = list[k];
        if (node_is(a, "comment"))
            continue;
        bool binds;
        if (macro)
            binds = writes;
        else if (!ts_node_is_null(lambda))
            binds = lambda_param_binds(e, lambda, (int)k);
        else if (escapes_is_by_value_builtin(name))
            binds = false;
        else {
            binds = declared_param_binds(e->program, name, (int)k, &known);
            if (!known)
                binds = header_param_binds(e->program, name, (int)k, &known);
            if (!known)
                binds = true; /* not declared here or in a header read: it may take a reference */
        }
        if (binds)
            escape_root(e, a);
    }
    free(list);
    free(name);
}

/* --- declarations ------------------------------------------------------- */

/* The part of a declarator of the given node type (`reference_declarator`
 * in `&r`, `function_declarator` in `&r(n)`), looking down to its name; a
 * null node where it has none. */
static TSNode declarator_part(TSNode declarator, const char *type)
{
    for (TSNode d = declarator; !ts_node_is_null(d) && !node_is(d, "identifier"); d = node_named_child(d, 0))
        if (node_is(d, type))
            return d;
    TSNode none = {0};
    return none;
}

static bool has_reference(TSNode declarator)
{
    return !ts_node_is_null(declarator_part(declarator, "reference_declarator"));
}

static bool is_static(const Escapes *e, TSNode declaration)
{
    uint32_t n = node_named_child_count(declaration);
    for (uint32_t i = 0; i < n; i++) {
        TSNode c = node_named_child(declaration, i);
        if (node_is(c, "storage_class_specifier") && node_text_is(e->src, c, "static"))
            return true;
    }
    return false;
}

/* Every word of a parameter list read as one of values: `auto &r(n)` in a
 * body parses as a function returning a reference, taking a parameter of
 * type `n`, where C++ makes it a reference bound to the variable n. */
static bool escape_every_word(TSNode node, void *ctx)
{
    Escapes *e = ctx;
    if (node_is(node, "identifier") || node_is(node, "type_identifier")) {
        uint32_t s = ts_node_start_byte(node), end = node_end_byte(node);
        names_add(&e->escaped, e->src->text + s, end - s);
    }
    return true;
}

/* The parameter list of a function declarator under `d`, or a null node. */
static TSNode function_parameters_in(TSNode declarator)
{
    TSNode f = declarator_part(declarator, "function_declarator");
    return ts_node_is_null(f) ? f : ts_node_child_by_field_name(f, "parameters", 10);
}

/* One declarator: `d` alone, or `d = value` (value may be null). */
static void escape_declarator(Escapes *e, TSNode declaration, TSNode d, TSNode value)
{
    TSNode binding = declarator_part(d, "structured_binding_declarator");
    if (!ts_node_is_null(binding))
        node_walk(binding, escape_every_identifier, e);
    bool reference = has_reference(d);
    /* An object of a class holding a reference (`Acc acc{tag}`,
     * `decltype(auto) r = (tag)`) aliases what it was made from. */
    bool holds = !reference && ts_node_is_null(declarator_part(d, "pointer_declarator")) &&
                 type_may_refer(e->program, e->src, ts_node_child_by_field_name(declaration, "type", 4));
    if (reference) /* a reference aliases what it binds: neither side is followed */
        escape_node(e, declares_identifier(d));
    if (reference || holds) {
        if (!ts_node_is_null(value))
            node_walk(value, escape_every_identifier, e);
        else if (!ts_node_is_null(function_parameters_in(d)))
            node_walk(function_parameters_in(d), escape_every_word, e);
    }
    if (is_static(e, declaration))
        escape_node(e, declares_identifier(d));
    if (!ts_node_is_null(value) && node_is(value, "lambda_expression")) {
        TSNode id = declares_identifier(d);
        if (!ts_node_is_null(id)) {
            uint32_t s = ts_node_start_byte(id), end = node_end_byte(id);
            int before = e->lambdas.count;
            names_add(&e->lambdas, e->src->text + s, end - s);
            if (e->lambdas.count > before) {
                if (e->lambda_cap < e->lambdas.cap) {
                    e->lambda_nodes = xrealloc(e->lambda_nodes, (size_t)e->lambdas.cap * sizeof *e->lambda_nodes);
                    e->lambda_cap = e->lambdas.cap;
                }
                e->lambda_nodes[e->lambdas.count - 1] = value;
            }
        }
    }
}

static void escape_declaration(Escapes *e, TSNode declaration)
{
    uint32_t n = node_named_child_count(declaration);
    for (uint32_t i = 0; i < n; i++) {
        TSNode d = node_named_child(declaration, i);
        if (node_is(d, "init_declarator"))
            escape_declarator(e, declaration, node_named_child(d, 0),
                              node_named_child(d, node_named_child_count(d) - 1));
        else if (strstr(node_type(d), "declarator") || node_is(d, "identifier"))
            escape_declarator(e, declaration, d, (TSNode){0});
    }
}

static void escape_lambda(Escapes *e, TSNode lambda)
{
    TSNode decl = node_child_of_type(lambda, "abstract_function_declarator");
    TSNode params = ts_node_is_null(decl) ? decl : node_child_of_type(decl, "parameter_list");
    uint32_t n;
    TSNode *list = node_named_children_and_comments(params, &n);
    for (uint32_t i = 0; i < n; i++) {
        TSNode d = ts_node_child_by_field_name(list[i], "declarator", 10);
        if (!ts_node_is_null(d))
            escape_node(e, declares_identifier(d));
    }
    free(list);
    TSNode captures = node_child_of_type(lambda, "lambda_capture_specifier");
    n = ts_node_is_null(captures) ? 0 : node_named_child_count(captures);
    for (uint32_t i = 0; i < n; i++) {
        TSNode c = node_named_child(captures, i);
        if (!node_is(c, "assignment_expression"))
            continue;
        /* [y = expr]: a new variable; [&y = x] (read as `&y = x`): a
         * reference to x, which a write to y writes. */
        TSNode left = node_named_child(c, 0);
        if (node_is(left, "pointer_expression")) {
            escape_node(e, node_named_child(left, 0));
            node_walk(node_named_child(c, 1), escape_every_identifier, e);
        } else
            escape_node(e, left);
    }
}

/* --- the walk ----------------------------------------------------------- */

static void add_name(Escapes *e, Names *n, TSNode id)
{
    if (ts_node_is_null(id))
        return;
    uint32_t s = ts_node_start_byte(id), end = node_end_byte(id);
    names_add(n, e->src->text + s, end - s);
}

/* What each local is declared as: array, pointer or something else. */
static bool collect_kinds(TSNode node, void *ctx)
{
    Escapes *e = ctx;
    const char *type = node_type(node);
    if (node_type_is(type, "array_declarator"))
        add_name(e, &e->arrays, declares_identifier(node));
    if (!node_type_is(type, "declaration"))
        return true;
    uint32_t n = node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode d = node_named_child(node, i);
        if (node_is(d, "init_declarator"))
            d = node_named_child(d, 0);
        if (!strstr(node_type(d), "declarator") && !node_is(d, "identifier"))
            continue;
        add_name(e, node_is(d, "pointer_declarator") ? &e->pointers : &e->others, declares_identifier(d));
    }
    return true;
}

/* A local array's name used other than to index it or as its declarator
 * is a pointer to it. */
static bool array_decays(const Escapes *e, TSNode id)
{
    if (e->arrays.count == 0 || !names_has_node(e, &e->arrays, id))
        return false;
    TSNode parent = parents_of(id);
    if (node_is(parent, "subscript_expression") && node_same(node_named_child(parent, 0), id))
        return false;
    if (node_is(parent, "init_declarator"))
        return !node_same(node_named_child(parent, 0), id);
    if (strstr(node_type(parent), "declarator") || node_is(parent, "sizeof_expression"))
        return false;
    return true;
}

static bool visit(TSNode node, void *ctx)
{
    Escapes *e = ctx;
    const char *type = node_type(node);
    if (node_type_is(type, "pointer_expression") && !ts_node_is_null(node_token_of_type(node, "&")))
        escape_root(e, node_named_child(node, 0));
    else if (node_type_is(type, "identifier") && array_decays(e, node))
        escape_node(e, node);
    else if (node_type_is(type, "declaration"))
        escape_declaration(e, node);
    else if (node_type_is(type, "for_range_loop")) {
        uint32_t n = node_named_child_count(node);
        for (uint32_t i = 0; i < n; i++) {
            TSNode d = node_named_child(node, i);
            if (strstr(node_type(d), "declarator")) {
                escape_declarator(e, node, d, (TSNode){0});
                /* The range binds a reference too (auto &&__range = r). */
                node_walk(node_named_child(node, i + 1), escape_every_identifier, e);
                break;
            }
        }
    } else if (node_type_is(type, "lambda_expression"))
        escape_lambda(e, node);
    else if (node_type_is(type, "compound_literal_expression")) {
        /* Acc{tag}: an object that may hold a reference to tag. */
        if (type_may_refer(e->program, e->src, ts_node_child_by_field_name(node, "type", 4)))
            node_walk(ts_node_child_by_field_name(node, "value", 5), escape_every_identifier, e);
    } else if (node_type_is(type, "gnu_asm_output_operand")) {
        TSNode value = ts_node_child_by_field_name(node, "value", 5);
        if (!ts_node_is_null(value))
            escape_root(e, value);
    } else if (node_type_is(type, "call_expression")) {
        escape_call(e, node);
        /* static_cast<int &>(x) binds a reference like a declaration. */
        TSNode fn = node_named_child(node, 0);
        if (node_is(fn, "template_function") && node_text_has_char(e->src, fn, '&'))
            node_walk(node_child_of_type(node, "argument_list"), escape_every_identifier, e);
    } else if (node_type_is(type, "cast_expression")) {
        TSNode descriptor = node_child_of_type(node, "type_descriptor");
        if (!ts_node_is_null(descriptor) && node_text_has_char(e->src, descriptor, '&'))
            node_walk(node, escape_every_identifier, e);
    } else if (node_type_is(type, "assignment_expression") || node_type_is(type, "update_expression")) {
        /* A store through something other than an access path, such as
         * (c ? x : y) = v, may write any variable named in it. */
        TSNode lvalue = node_named_child(node, 0);
        TSNode root = escapes_access_root(lvalue);
        if (!node_is(root, "identifier"))
            node_walk(root, escape_every_identifier, e);
    }
    else if (node_type_is(type, "identifier")) {
        /* An object-like macro whose body writes, used in the code. */
        bool writes;
        if (macro_named(e, node, &writes) && writes)
            escape_macro_words(e, node);
    }
    return true;
}

Escapes *escapes_find(const Program *program, int function)
{
    Escapes *e = xcalloc(1, sizeof *e);
    e->program = program;
    e->src = program->src;
    TSNode body = program->functions[function].body;
    if (ts_node_is_null(body))
        return e;
    const Function *f = &program->functions[function];
    for (int i = 0; i < f->param_count; i++) {
        Names *kind = strchr(f->params[i].type, '*') || strchr(f->params[i].type, '[') ? &e->pointers : &e->others;
        if (f->params[i].name[0])
            names_add(kind, f->params[i].name, strlen(f->params[i].name));
    }
    node_walk(body, collect_kinds, e);
    /* Lambdas are found before the calls to them. */
    node_walk(body, visit, e);
    return e;
}

void escapes_free(Escapes *e)
{
    if (!e)
        return;
    names_free(&e->escaped);
    names_free(&e->arrays);
    names_free(&e->pointers);
    names_free(&e->others);
    names_free(&e->lambdas);
    free(e->lambda_nodes);
    free(e);
}
