#include "analysis/pure_body.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/writes.h"
#include "syntax/macros.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/text.h"

/* Names every kernel may read: the place, and what a launch and its check
 * name. */
static bool builtin_name(const char *name)
{
    static const char *const names[] = {"threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "cudaSuccess",
                                        "cudaStreamFireAndForget", "cudaStreamTailLaunch", "NULL", "nullptr"};
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strcmp(name, names[k]) == 0)
            return true;
    return false;
}

static bool type_word(const char *w, size_t n)
{
    static const char *const words[] = {"sizeof", "int", "unsigned", "signed", "long", "short", "char"};
    for (size_t k = 0; k < sizeof words / sizeof *words; k++)
        if (strlen(words[k]) == n && strncmp(words[k], w, n) == 0)
            return true;
    return false;
}

static bool constant_macro_at(const Program *p, const char *name, size_t n, int depth)
{
    int m = macros_find(&p->macros, name, n, -1);
    if (m < 0 || depth > 16 || macros_find(&p->macros, name, n, m) >= 0)
        return false; /* not a macro, too deep, or defined twice */
    const MacroDef *def = &p->macros.defs[m];
    if (def->is_function || !def->body)
        return false;
    /* #undef NAME anywhere in the file: which definition holds is the
     * preprocessor's to say, not dpopt's. */
    for (const char *u = strstr(p->src->text, "undef"); u; u = strstr(u + 5, "undef")) {
        const char *w = u + 5;
        while (*w == ' ' || *w == '\t')
            w++;
        if (strncmp(w, name, n) == 0 && !(isalnum((unsigned char)w[n]) || w[n] == '_'))
            return false;
    }
    for (const char *c = def->body; *c;) {
        if (isspace((unsigned char)*c)) {
            c++;
        } else if (isdigit((unsigned char)*c)) {
            const char *start = c;
            while (isalnum((unsigned char)*c) || *c == '.')
                c++;
            bool hex = start[0] == '0' && (start[1] == 'x' || start[1] == 'X');
            for (const char *d = start; d < c; d++)
                if (*d == '.' || (!hex && (*d == 'e' || *d == 'E')))
                    return false; /* a floating constant: the host may round it otherwise */
        } else if (isalpha((unsigned char)*c) || *c == '_') {
            const char *start = c;
            while (isalnum((unsigned char)*c) || *c == '_')
                c++;
            if (!type_word(start, (size_t)(c - start)) && !constant_macro_at(p, start, (size_t)(c - start), depth + 1))
                return false;
        } else if (strchr("+-*/%()<>=!&|^~?:", *c)) {
            if (c[0] == '-' && c[1] == '>')
                return false;
            c++;
        } else {
            return false;
        }
    }
    return true;
}

bool pure_body_constant_macro(const Program *p, const char *name)
{
    return constant_macro_at(p, name, strlen(name), 0);
}

/* A name the body declares, and the declaration: it names the variable
 * from there to the end of the block holding it. */
typedef struct PureLocal {
    char *name;
    TSNode declaration;
} PureLocal;

typedef struct PureWalk {
    const Program *p;
    const Function *fn;
    TSNode launch;
    PureLocal *locals;  /* every name the body declares */
    int local_count, local_cap;
    PureBodyBlocker blocker;
    TSNode at;
    bool *reads;        /* reading: per parameter, read through (NULL: no memory may be read) */
} PureWalk;

static bool stop(PureWalk *w, PureBodyBlocker b, TSNode at)
{
    if (w->blocker == PURE_BODY_OK) {
        w->blocker = b;
        w->at = at;
    }
    return false;
}

/* The types whose operators and copies are built in: no call hides in an
 * expression of them (a class's operator+ or constructor is a function of
 * the program's). Pointers too. */
static bool plain_type(const char *text)
{
    static const char *const words[] = {"const", "volatile", "unsigned", "signed", "int", "long", "short",
                                        "char", "bool", "float", "double", "size_t", "int32_t", "uint32_t",
                                        "int64_t", "uint64_t", "dim3", "uint3", "cudaStream_t"};
    if (strchr(text, '*'))
        return true;
    for (const char *c = text; *c;) {
        if (!isalnum((unsigned char)*c) && *c != '_') {
            if (!isspace((unsigned char)*c))
                return false; /* a template, a reference, a qualified name */
            c++;
            continue;
        }
        const char *start = c;
        while (isalnum((unsigned char)*c) || *c == '_')
            c++;
        bool known = false;
        for (size_t k = 0; k < sizeof words / sizeof *words && !known; k++)
            known = strlen(words[k]) == (size_t)(c - start) && strncmp(words[k], start, (size_t)(c - start)) == 0;
        if (!known)
            return false;
    }
    return true;
}

/* The parameter `name` is, or NULL. */
/* Whether `name`, read at `id`, is a local declared before it in a block
 * holding it (a declaration in a block that has ended names nothing
 * there: the name is then the file's). */
static bool local_in_scope(const PureWalk *w, const char *name, TSNode id)
{
    for (int k = 0; k < w->local_count; k++) {
        const PureLocal *l = &w->locals[k];
        TSNode scope = parents_of(l->declaration);
        if (strcmp(l->name, name) == 0 && node_contains(scope, id) &&
            ts_node_start_byte(l->declaration) < ts_node_start_byte(id))
            return true;
    }
    return false;
}

static bool collect_local(TSNode node, void *ctx)
{
    PureWalk *w = ctx;
    if (!node_is(node, "declaration"))
        return true;
    char *names[16];
    int n = statements_declared_names(w->p->src, node, names, 16);
    for (int k = 0; k < n; k++) {
        if (w->local_count == w->local_cap) {
            w->local_cap = w->local_cap ? 2 * w->local_cap : 8;
            w->locals = xrealloc(w->locals, (size_t)w->local_cap * sizeof *w->locals);
        }
        w->locals[w->local_count++] = (PureLocal){names[k], node};
    }
    return true;
}

/* dim3(...): a constructor, no call of the program's. */
static bool dim3_of(const Source *src, TSNode call)
{
    TSNode callee = node_named_child(call, 0);
    return node_is(callee, "identifier") && node_text_is(src, callee, "dim3");
}

/* `if (<error query> != cudaSuccess) ...` (either way round) with no
 * else: with no launch made from the device, its body never runs. */
static bool failed_launch_check(const Source *src, TSNode statement)
{
    if (!node_is(statement, "if_statement") || !ts_node_is_null(ts_node_child_by_field_name(statement, "alternative", 11)))
        return false;
    TSNode cond = ts_node_child_by_field_name(statement, "condition", 9);
    TSNode value = node_is(cond, "condition_clause") ? ts_node_child_by_field_name(cond, "value", 5) : cond;
    bool equal;
    return model_is_error_query_compared(src, value, true, &equal) && !equal;
}

static bool visit(TSNode node, void *ctx);

/* An identifier read as a value (not declared, not a member's name). */
static bool check_name(PureWalk *w, TSNode id)
{
    TSNode parent = parents_of(id);
    if (statements_is_declarator(parent) && !node_is(parent, "init_declarator"))
        return true; /* declares it */
    if (node_is(parent, "init_declarator") && !node_same(ts_node_child_by_field_name(parent, "value", 5), id))
        return true;
    if (node_is(parent, "declaration") && !node_same(ts_node_child_by_field_name(parent, "type", 4), id))
        return true;
    char *name = node_text(w->p->src, id);
    const Param *param = model_find_param(w->fn, name);
    bool ok = local_in_scope(w, name, id) || builtin_name(name) || pure_body_constant_macro(w->p, name) ||
              strcmp(name, "dim3") == 0;
    if (!ok && param) {
        /* A parameter of a class type: only its fields are read, or it is
         * passed on whole (an operator on it would be the class's call). */
        TSNode args = ts_node_child_by_field_name(w->launch, "arguments", 9);
        ok = plain_type(param->type) || (node_is(parent, "field_expression") && node_same(node_named_child(parent, 0), id)) ||
             node_same(parent, args);
    }
    if (!ok && node_is(parent, "call_expression") && node_same(node_named_child(parent, 0), id))
        ok = true; /* a callee: the call's own check judges it */
    free(name);
    return ok || stop(w, PURE_BODY_NAME, id);
}

static bool assigned_name(PureWalk *w, TSNode target)
{
    target = node_unparenthesised(target);
    if (!node_is(target, "identifier"))
        return false;
    char *name = node_text(w->p->src, target);
    bool own = local_in_scope(w, name, target) || model_find_param(w->fn, name);
    free(name);
    return own;
}

/* A pointer to const: `const T *`, `T const *` (the pointer itself may be
 * const too); not a pointer to pointer. */
static bool points_to_const(const char *type)
{
    char *pointee = strchr(type, '*') ? text_pointee(type) : NULL;
    bool constant = pointee && !strpbrk(pointee, "*&") && text_has_word(pointee, strlen(pointee), "const");
    free(pointee);
    return constant;
}

/* `q[i]` read as a value, q a parameter pointing to const that the body
 * never assigns: its index the walk goes on into. */
static bool read_through_param(PureWalk *w, TSNode subscript)
{
    const Source *src = w->p->src;
    TSNode array = node_named_child(subscript, 0);
    if (!w->reads || !node_is(array, "identifier"))
        return false;
    TSNode at = subscript, up = parents_of(subscript);
    while (node_is(up, "parenthesized_expression")) {
        at = up;
        up = parents_of(up);
    }
    if ((node_is(up, "assignment_expression") && node_same(ts_node_child_by_field_name(up, "left", 4), at)) ||
        node_is(up, "update_expression") || node_is(up, "field_expression") || node_is(up, "subscript_expression") ||
        (node_is(up, "pointer_expression") && node_text_is(src, node_operator(up), "&")))
        return false; /* written, addressed or looked into */
    char *name = node_text(src, array);
    int k = -1;
    for (int i = 0; i < w->fn->param_count; i++)
        if (strcmp(w->fn->params[i].name, name) == 0)
            k = i;
    bool ok = k >= 0 && !local_in_scope(w, name, array) && points_to_const(w->fn->params[k].type) &&
              writes_param_kept(w->p, w->fn, k);
    free(name);
    if (!ok)
        return false;
    w->reads[k] = true;
    for (uint32_t i = 1; i < ts_node_named_child_count(subscript); i++)
        node_walk(ts_node_named_child(subscript, i), visit, w);
    return true;
}

static bool visit(TSNode node, void *ctx)
{
    PureWalk *w = ctx;
    const Source *src = w->p->src;
    if (w->blocker != PURE_BODY_OK)
        return false;
    const char *type = node_type(node);
    if (failed_launch_check(src, node)) {
        node_walk(ts_node_child_by_field_name(node, "condition", 9), visit, w);
        return false;
    }
    if (strcmp(type, "subscript_expression") == 0 && read_through_param(w, node))
        return false;
    if (strcmp(type, "subscript_expression") == 0 || strcmp(type, "pointer_expression") == 0)
        return stop(w, PURE_BODY_MEMORY, node);
    if (strcmp(type, "field_expression") == 0) {
        TSNode op = node_operator(node);
        if (!ts_node_is_null(op) && node_text_is(src, op, "->"))
            return stop(w, PURE_BODY_MEMORY, node);
        node_walk(node_named_child(node, 0), visit, w); /* the object; the field's name is no name read */
        return false;
    }
    if (strcmp(type, "call_expression") == 0 && !node_same(node, w->launch) &&
        !model_is_error_query_call(src, node) && !dim3_of(src, node))
        return stop(w, PURE_BODY_CALL, node);
    if (strcmp(type, "for_statement") == 0 || strcmp(type, "for_range_loop") == 0 ||
        strcmp(type, "while_statement") == 0 || strcmp(type, "do_statement") == 0)
        return stop(w, PURE_BODY_LOOP, node);
    if (strcmp(type, "gnu_asm_expression") == 0 || strcmp(type, "goto_statement") == 0 ||
        strcmp(type, "lambda_expression") == 0 || strcmp(type, "new_expression") == 0 ||
        strcmp(type, "delete_expression") == 0 || strcmp(type, "throw_statement") == 0 ||
        strcmp(type, "try_statement") == 0 || strcmp(type, "co_await_expression") == 0)
        return stop(w, PURE_BODY_OTHER, node);
    if (strcmp(type, "declaration") == 0 &&
        (statements_is_shared_declaration(src, node) || !ts_node_is_null(node_child_of_type(node, "storage_class_specifier"))))
        return stop(w, PURE_BODY_STORAGE, node);
    if (strcmp(type, "declaration") == 0) {
        /* A local named as the place is: its reads would not be the place's. */
        for (int k = 0; k < w->local_count; k++)
            if (node_same(w->locals[k].declaration, node) && builtin_name(w->locals[k].name))
                return stop(w, PURE_BODY_NAME, node);
        /* A local of a class type: its constructor is a call. */
        char *text = node_text(src, ts_node_child_by_field_name(node, "type", 4));
        bool plain = plain_type(text);
        free(text);
        if (!plain)
            return stop(w, PURE_BODY_CLASS, node);
    }
    if (strcmp(type, "assignment_expression") == 0 &&
        !assigned_name(w, ts_node_child_by_field_name(node, "left", 4)))
        return stop(w, PURE_BODY_WRITE, node);
    if (strcmp(type, "update_expression") == 0 && !assigned_name(w, ts_node_child_by_field_name(node, "argument", 8)))
        return stop(w, PURE_BODY_WRITE, node);
    if (strcmp(type, "qualified_identifier") == 0)
        return stop(w, PURE_BODY_NAME, node);
    if (strcmp(type, "identifier") == 0)
        return check_name(w, node);
    return true;
}

static PureBodyBlocker check(const Program *p, int fn, TSNode launch, bool *reads, TSNode *at)
{
    const Function *f = &p->functions[fn];
    PureWalk w = {.p = p, .fn = f, .launch = launch, .blocker = PURE_BODY_OK, .reads = reads};
    node_walk(f->body, collect_local, &w);
    node_walk(f->body, visit, &w);
    for (int k = 0; k < w.local_count; k++)
        free(w.locals[k].name);
    free(w.locals);
    *at = w.at;
    return w.blocker;
}

PureBodyBlocker pure_body_check(const Program *p, int fn, TSNode launch, TSNode *at)
{
    return check(p, fn, launch, NULL, at);
}

PureBodyBlocker pure_body_check_reading(const Program *p, int fn, TSNode launch, bool *reads, TSNode *at)
{
    return check(p, fn, launch, reads, at);
}

const char *pure_body_blocker_text(PureBodyBlocker b)
{
    switch (b) {
    case PURE_BODY_OK: return "nothing";
    case PURE_BODY_MEMORY: return "reads or writes memory";
    case PURE_BODY_CALL: return "calls a function";
    case PURE_BODY_LOOP: return "has a loop";
    case PURE_BODY_NAME: return "reads a name that is neither its own nor a constant";
    case PURE_BODY_WRITE: return "assigns to something other than its own locals";
    case PURE_BODY_STORAGE: return "declares a static, extern or __shared__ variable";
    case PURE_BODY_OTHER: return "has asm, a goto, a lambda, new, delete or throw";
    case PURE_BODY_CLASS: return "declares a variable of a class type (its constructor is a call)";
    }
    return "";
}
