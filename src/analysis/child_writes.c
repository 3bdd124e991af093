#include "analysis/child_writes.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/writes.h"
#include "model/callgraph.h"
#include "model/model.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* The type's words without qualifiers and signedness, one space apart:
 * "const unsigned int" -> "int", "long long int" -> "long long". */
static char *arithmetic_core(const char *type)
{
    static const char *const dropped[] = {"const", "volatile", "__restrict__", "__restrict", "restrict", "signed",
                                          "unsigned"};
    StrBuf b;
    strbuf_init(&b);
    for (const char *c = type; *c;) {
        if (!isalnum((unsigned char)*c) && *c != '_') {
            c++;
            continue;
        }
        const char *start = c;
        while (isalnum((unsigned char)*c) || *c == '_')
            c++;
        size_t n = (size_t)(c - start);
        bool drop = false;
        for (size_t k = 0; k < sizeof dropped / sizeof *dropped && !drop; k++)
            drop = strlen(dropped[k]) == n && strncmp(dropped[k], start, n) == 0;
        if (!drop && !(n == 3 && strncmp(start, "int", 3) == 0 && b.len > 0))
            strbuf_printf(&b, "%s%.*s", b.len ? " " : "", (int)n, start);
    }
    char *core = strbuf_take(&b);
    if (!*core) {
        free(core);
        core = xstrdup("int");
    }
    return core;
}

static bool builtin_arithmetic(const char *core)
{
    static const char *const types[] = {"bool", "short", "int", "long", "long long", "float", "double"};
    for (size_t k = 0; k < sizeof types / sizeof *types; k++)
        if (strcmp(core, types[k]) == 0)
            return true;
    return false;
}

/* The core of a type that is one value of a built-in arithmetic type
 * (`const unsigned int` -> "int"); NULL for a pointer, reference, array,
 * template or class, through which memory of another type is reached. */
static char *plain_core(const char *written)
{
    char *clean = text_without_comments(written);
    char *core = strpbrk(clean, "*&[<:") ? NULL : arithmetic_core(clean);
    free(clean);
    if (core && !builtin_arithmetic(core)) {
        free(core);
        core = NULL;
    }
    return core;
}

bool child_writes_may_alias(const char *written_a, const char *written_b)
{
    char *x = plain_core(written_a), *y = plain_core(written_b);
    bool alias = !x || !y || strcmp(x, y) == 0;
    free(x);
    free(y);
    return alias;
}

/* "T *" -> the pointee's type text; NULL for no pointer, or a pointer (or
 * reference) to a const value of a built-in type. A const class or a const
 * pointer (`const Out *`, `int *const *`) may still hold pointers the
 * child writes through: its pointee is returned. */
static char *written_pointee(const char *type)
{
    char *pointee = text_pointee(type);
    char *core = pointee && text_has_word(pointee, strlen(pointee), "const") ? plain_core(pointee) : NULL;
    if (core) {
        free(core);
        free(pointee);
        return NULL;
    }
    return pointee;
}

typedef struct Writes {
    const Program *p;
    const Function *fn;
    const char *const *reads;
    int read_count;
    const char *reader, *reader_end; /* whose reads, in a note, around the type read: "the
                                        launching kernel's read of ", "" */
    char *why;
    TSNode at;
} Writes;

static bool stop(Writes *w, TSNode at, char *why)
{
    if (!w->why) {
        w->why = why;
        w->at = at;
    } else {
        free(why);
    }
    return false;
}

/* A pointer (or reference) of type `type` named `name` that may be written
 * through: stops where its pointee may alias a read type. */
static bool check_pointer(Writes *w, const char *type, const char *name, TSNode at)
{
    char *pointee = written_pointee(type);
    if (!pointee)
        return true;
    for (int k = 0; k < w->read_count; k++)
        if (child_writes_may_alias(pointee, w->reads[k])) {
            char *why = text_has_word(pointee, strlen(pointee), "const")
                            ? strbuf_format("the child may write through a pointer held in what '%s' points to (%s), "
                                            "which %s%s%s may see",
                                            name, pointee, w->reader, w->reads[k], w->reader_end)
                            : strbuf_format("the child may write %s through '%s', which %s%s%s may see", pointee,
                                            name, w->reader, w->reads[k], w->reader_end);
            free(pointee);
            return stop(w, at, why);
        }
    free(pointee);
    return true;
}

/* A declaration's declarators: each pointer or reference declared is checked. */
static void check_declaration(Writes *w, TSNode decl)
{
    const Source *src = w->p->src;
    char *written = node_text(src, ts_node_child_by_field_name(decl, "type", 4));
    char *type = text_without_comments(written);
    free(written);
    bool constant = false;
    for (uint32_t k = 0; k < node_named_child_count(decl); k++) {
        TSNode c = node_named_child(decl, k);
        if (node_is(c, "type_qualifier") && node_text_is(src, c, "const"))
            constant = true;
    }
    for (uint32_t k = 0; k < node_named_child_count(decl); k++) {
        TSNode d = node_named_child(decl, k);
        if (node_is(d, "init_declarator"))
            d = node_named_child(d, 0);
        if (!node_is(d, "pointer_declarator") && !node_is(d, "reference_declarator"))
            continue;
        TSNode id = declares_identifier(d);
        char *name = ts_node_is_null(id) ? xstrdup("?") : node_text(src, id);
        char *full = strbuf_format("%s%s %s", constant ? "const " : "", type, node_is(d, "pointer_declarator") ? "*" : "&");
        check_pointer(w, full, name, d);
        free(full);
        free(name);
    }
    free(type);
}

/* Whether `name` is a parameter of fn or declared in its body; *pointer:
 * it is a pointer, a reference or an array, so that what is written
 * through it is of the type its declaration checked (check_pointer), or
 * the thread's own memory. */
static bool own_name(const Writes *w, const char *name, bool *pointer)
{
    const Param *param = model_find_param(w->fn, name);
    if (param) {
        *pointer = strpbrk(param->type, "*&[") != NULL;
        return true;
    }
    TSNode found = statements_find_declarator(w->p->src, w->fn->body, name);
    TSNode decl = node_is(found, "init_declarator") ? node_named_child(found, 0) : found;
    *pointer = node_is(decl, "pointer_declarator") || node_is(decl, "reference_declarator") ||
               node_is(decl, "array_declarator");
    return !ts_node_is_null(found);
}

/* An assignment, increment or address taken: of a variable of the file, or
 * through what dpopt does not follow (a call's result, a field of a class
 * held by value), stops the walk. */
static bool check_target(Writes *w, TSNode target, TSNode at)
{
    bool through;
    TSNode root = writes_target_root(target, &through);
    if (ts_node_is_null(root) || !node_is(root, "identifier"))
        return !through || stop(w, at, xstrdup("the child writes through an expression dpopt does not follow"));
    char *name = node_text(w->p->src, root);
    bool pointer, ok = own_name(w, name, &pointer);
    if (!ok)
        stop(w, at, strbuf_format("the child writes '%s', a variable of the file", name));
    else if (through && !(ok = pointer))
        stop(w, at, strbuf_format("the child writes through '%s', which is neither a pointer nor an array", name));
    free(name);
    return ok;
}

/* Where the pointer an argument may be comes from, when dpopt does not
 * follow it: a field of a class held by value, a variable of the file, a
 * call's result; null where it is one of the function's own names (whose
 * pointers' types are checked) or a value. The argument is walked through
 * parentheses, `+`, `-` and `?:`; `strict`: an element of an array of the
 * file (it may be a pointer) and a bare variable of the file count too. */
static TSNode untracked_root(const Writes *w, TSNode e, bool strict)
{
    const Source *src = w->p->src;
    e = node_unparenthesised(e);
    if (node_is(e, "binary_expression") &&
        (node_text_is(src, node_operator(e), "+") || node_text_is(src, node_operator(e), "-"))) {
        TSNode left = untracked_root(w, node_named_child(e, 0), strict);
        return ts_node_is_null(left) ? untracked_root(w, node_named_child(e, 1), strict) : left;
    }
    if (node_is(e, "conditional_expression")) {
        TSNode then = untracked_root(w, ts_node_child_by_field_name(e, "consequence", 11), strict);
        return ts_node_is_null(then) ? untracked_root(w, ts_node_child_by_field_name(e, "alternative", 11), strict)
                                     : then;
    }
    if (node_is(e, "call_expression"))
        return e;
    if (node_is(e, "pointer_expression") && node_text_is(src, node_operator(e), "&"))
        return (TSNode){0}; /* an address taken: visit's check_target names what */
    if (!node_is(e, "field_expression") && !node_is(e, "identifier") &&
        !(strict && (node_is(e, "subscript_expression") || node_is(e, "pointer_expression"))))
        return (TSNode){0};
    bool through;
    TSNode root = writes_target_root(e, &through);
    if (!node_is(root, "identifier"))
        return e;
    char *name = node_text(src, root);
    bool pointer, own = own_name(w, name, &pointer);
    free(name);
    if (!own)
        return strict || node_is(e, "field_expression") ? e : (TSNode){0};
    /* o.data: a pointer loaded from a class the function holds by value. */
    return node_is(e, "field_expression") && !pointer ? e : (TSNode){0};
}

/* A call of a function the file does not define (a built-in, one of
 * another file) may write through its pointer arguments: each must come
 * from what dpopt follows. A built-in that writes through its first
 * argument, and a function declared without a body, are held to it
 * strictly; other built-ins (maths) for fields and calls only. */
static void check_call(Writes *w, TSNode call)
{
    const Source *src = w->p->src;
    TSNode callee = ts_node_child_by_field_name(call, "function", 8);
    if (!node_is(callee, "identifier"))
        return;
    char *name = node_text(src, callee);
    int f = model_find_function(w->p, name);
    bool defined = f >= 0 && w->p->functions[f].is_definition;
    bool declared = f >= 0 && !defined, writes = !defined && body_facts_intrinsic_writes_first(name);
    TSNode args = ts_node_child_by_field_name(call, "arguments", 9);
    for (uint32_t k = 0; !defined && k < node_named_child_count(args) && !w->why; k++) {
        TSNode arg = node_named_child(args, k);
        TSNode root = untracked_root(w, arg, declared || (writes && k == 0));
        if (!ts_node_is_null(root)) {
            char *what = node_text(src, root);
            stop(w, arg, strbuf_format("the child passes '%s' to %s, which may write through it, and dpopt does not "
                                       "follow where it points", what, name));
            free(what);
        }
    }
    free(name);
}

static bool visit(TSNode node, void *ctx)
{
    Writes *w = ctx;
    const Source *src = w->p->src;
    if (w->why)
        return false;
    if (node_is(node, "declaration"))
        check_declaration(w, node);
    else if (node_is(node, "assignment_expression"))
        check_target(w, ts_node_child_by_field_name(node, "left", 4), node);
    else if (node_is(node, "update_expression"))
        check_target(w, ts_node_child_by_field_name(node, "argument", 8), node);
    else if (node_is(node, "pointer_expression") && node_text_is(src, node_operator(node), "&"))
        check_target(w, node_named_child(node, 0), node);
    else if (node_is(node, "call_expression"))
        check_call(w, node);
    else if (node_is(node, "cast_expression")) {
        char *type = node_text(src, ts_node_child_by_field_name(node, "type", 4));
        bool pointer = strchr(type, '*') != NULL;
        free(type);
        if (pointer)
            return stop(w, node, xstrdup("the child casts to a pointer type"));
    } else if (node_is(node, "identifier") &&
               (node_text_is(src, node, "const_cast") || node_text_is(src, node, "reinterpret_cast"))) {
        char *cast = node_text(src, node);
        bool stopped = stop(w, node, strbuf_format("the child casts with %s", cast));
        free(cast);
        return stopped;
    }
    return !w->why;
}

char *child_writes_seen_by(const Program *p, int child, const char *const *read_types, int read_count,
                           const char *reader, const char *reader_end, TSNode *at)
{
    Writes w = {.p = p, .reads = read_types, .read_count = read_count, .reader = reader, .reader_end = reader_end};
    bool *runs = callgraph_called_from(p, child);
    for (int f = 0; f < p->function_count && !w.why; f++) {
        const Function *fn = &p->functions[f];
        if (!fn->is_definition || !runs[f])
            continue;
        w.fn = fn;
        for (int k = 0; k < fn->param_count && !w.why; k++)
            check_pointer(&w, fn->params[k].type, fn->params[k].name, fn->params[k].node);
        if (!w.why)
            node_walk(fn->body, visit, &w);
    }
    free(runs);
    *at = w.at;
    return w.why;
}
