#include "analysis/child_code.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/escapes.h"
#include "model/callgraph.h"
#include "model/memo.h"
#include "model/toolkit.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/text.h"

void code_run_by(const Program *p, int fn, bool (*visit)(const Program *, int, void *), void *ctx)
{
    bool *runs = callgraph_called_from(p, fn);
    for (int g = 0; g < p->function_count; g++)
        if (runs[g] && p->functions[g].is_definition && !ts_node_is_null(p->functions[g].body) && !visit(p, g, ctx))
            break;
    free(runs);
}

/* What a walk over the code a function runs found first: where, and in
 * which function (-1: nowhere). */
typedef struct CodeFound {
    const Source *src;
    int fn;
    TSNode at;
} CodeFound;

static bool find_static_local(TSNode node, void *ctx)
{
    CodeFound *f = ctx;
    if (!ts_node_is_null(f->at))
        return false;
    if (node_is(node, "declaration"))
        for (uint32_t i = 0; i < ts_node_named_child_count(node); i++) {
            TSNode k = ts_node_named_child(node, i);
            if (node_is(k, "storage_class_specifier") && node_text_is(f->src, k, "static"))
                f->at = node;
        }
    return ts_node_is_null(f->at);
}

static bool static_local_in(const Program *p, int g, void *ctx)
{
    CodeFound *f = ctx;
    node_walk(p->functions[g].body, find_static_local, f);
    if (!ts_node_is_null(f->at))
        f->fn = g;
    return ts_node_is_null(f->at);
}

TSNode child_code_static_local(const Program *p, int fn, int *where)
{
    CodeFound f = {.src = p->src, .fn = -1};
    code_run_by(p, fn, static_local_in, &f);
    *where = f.fn;
    return f.at;
}

/* A call that reads what another thread may be writing: an atomic, or a
 * load past the caches (__ldcv, __ldcg, ...; not __ldg, whose cache is
 * read-only for the kernel's life). */
static bool polls(const Source *src, TSNode node)
{
    TSNode fn = node_named_child(node, 0);
    uint32_t s = ts_node_start_byte(fn), e = node_end_byte(fn);
    const char *name = src->text + s;
    size_t n = e - s;
    return (n >= 6 && strncmp(name, "atomic", 6) == 0) || (n >= 4 && strncmp(name, "__ld", 4) == 0 && !(n == 5 && name[4] == 'g'));
}

static bool find_poll(TSNode node, void *ctx)
{
    CodeFound *f = ctx;
    if (!ts_node_is_null(f->at))
        return false;
    if (node_is(node, "call_expression") && polls(f->src, node))
        f->at = node;
    return ts_node_is_null(f->at);
}

/* Where a thread may wait for another without a barrier: a volatile
 * object, a __nanosleep, or a loop whose condition polls. */
static bool find_wait(TSNode node, void *ctx)
{
    CodeFound *f = ctx;
    if (!ts_node_is_null(f->at))
        return false;
    if ((node_is(node, "type_qualifier") && node_text_is(f->src, node, "volatile")) ||
        (node_is(node, "call_expression") && node_text_is(f->src, node_named_child(node, 0), "__nanosleep"))) {
        f->at = node;
        return false;
    }
    if (node_is(node, "while_statement") || node_is(node, "do_statement") || node_is(node, "for_statement")) {
        TSNode cond = ts_node_child_by_field_name(node, "condition", 9);
        if (!ts_node_is_null(cond))
            node_walk(cond, find_poll, f);
    }
    return ts_node_is_null(f->at);
}

static bool wait_in(const Program *p, int g, void *ctx)
{
    CodeFound *f = ctx;
    const Function *fn = &p->functions[g];
    node_walk(ts_node_is_null(fn->node) ? fn->body : fn->node, find_wait, f);
    if (!ts_node_is_null(f->at))
        f->fn = g;
    return ts_node_is_null(f->at);
}

TSNode child_code_wait(const Program *p, int fn, int *where)
{
    CodeFound f = {.src = p->src, .fn = -1};
    code_run_by(p, fn, wait_in, &f);
    *where = f.fn;
    return f.at;
}

static bool shared_in_callee(const Program *p, int g, void *ctx)
{
    CodeFound *f = ctx;
    TSNode body = p->functions[g].body;
    uint32_t s = ts_node_start_byte(body), e = node_end_byte(body);
    if (g != f->fn && text_has_word(p->src->text + s, e - s, "__shared__")) {
        f->fn = g;
        f->at = p->functions[g].node;
    }
    return ts_node_is_null(f->at);
}

TSNode child_code_callee_shared(const Program *p, int fn, int *where)
{
    CodeFound f = {.src = p->src, .fn = fn}; /* fn: the function itself, passed over */
    code_run_by(p, fn, shared_in_callee, &f);
    *where = ts_node_is_null(f.at) ? -1 : f.fn;
    return f.at;
}

static bool first_identifier(TSNode node, void *ctx)
{
    TSNode *found = ctx;
    if (!ts_node_is_null(*found))
        return false;
    if (node_is(node, "identifier"))
        *found = node;
    return ts_node_is_null(*found);
}

/* Whether an atomic's target, the call's first argument, is memory no
 * shared variable can be: rooted (its first name) in a pointer parameter
 * of kernel fn, which a launch cannot point at the kernel's shared
 * memory, or in a variable of the file that is not shared. */
static bool atomic_target_not_shared(const Program *p, int fn, TSNode call)
{
    TSNode args = node_child_of_type(call, "argument_list");
    if (ts_node_is_null(args) || node_named_child_count(args) == 0)
        return false;
    TSNode root = {0};
    node_walk(node_named_child(args, 0), first_identifier, &root);
    if (ts_node_is_null(root))
        return false;
    const Function *f = &p->functions[fn];
    for (int k = 0; k < f->param_count; k++)
        if (node_text_is(p->src, root, f->params[k].name))
            return true;
    for (int k = 0; k < p->file_var_count; k++)
        if (node_text_is(p->src, root, p->file_vars[k]))
            return true;
    return false;
}

TSNode child_code_shared_atomic(const Program *p, int fn)
{
    if (fn < 0)
        return (TSNode){0};
    bool *runs = callgraph_called_from(p, fn);
    TSNode found = {0};
    for (int i = 0; i < p->call_count && ts_node_is_null(found); i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn >= 0 && strncmp(c->callee, "atomic", 6) == 0 && runs[c->caller_fn] &&
            (c->caller_fn != fn || !atomic_target_not_shared(p, fn, c->node)))
            found = c->node;
    }
    free(runs);
    return found;
}

typedef struct ParamWrite {
    const Program *p;
    const char *name;
    bool found;
    TSNode through; /* the call it is passed to, where that is all that may change it */
} ParamWrite;

static bool is_the_name(const ParamWrite *w, TSNode node)
{
    node = node_unparenthesised(node);
    return node_is(node, "identifier") && node_text_is(w->p->src, node, w->name);
}

/* A call that may change an argument that is the name itself: one that
 * may bind it to a writable reference (analysis/escapes.h), or a macro
 * whose text writes. */
static bool call_may_change(const ParamWrite *w, TSNode call)
{
    TSNode args = node_child_of_type(call, "argument_list");
    if (!ts_node_is_null(node_child_of_type(call, "kernel_call_syntax")))
        return false; /* a launch: the kernel's parameters are copies */
    uint32_t n = ts_node_is_null(args) ? 0 : node_named_child_count(args);
    int at = -1;
    for (uint32_t i = 0; i < n && at < 0; i++)
        if (is_the_name(w, node_named_child(args, i)))
            at = (int)i;
    if (at < 0)
        return false;
    const Program *p = w->p;
    char *callee = node_callee_name(p->src, call);
    int m = macros_find(&p->macros, callee, strlen(callee), -1);
    bool may = m >= 0 ? escapes_text_may_write(p->macros.defs[m].body, strlen(p->macros.defs[m].body))
                      : !body_facts_is_intrinsic(callee) && !toolkit_is_builtin(p, callee) &&
                            escapes_call_may_bind(p, callee, at);
    free(callee);
    return may;
}

static bool find_param_write(TSNode node, void *ctx)
{
    ParamWrite *w = ctx;
    if (w->found)
        return false;
    if (node_is(node, "assignment_expression") || node_is(node, "update_expression"))
        w->found = is_the_name(w, node_named_child(node, 0));
    else if (node_is(node, "pointer_expression") && !ts_node_is_null(node_token_of_type(node, "&")))
        w->found = is_the_name(w, node_named_child(node, 0));
    else if (node_is(node, "init_declarator"))
        w->found = node_is(ts_node_child_by_field_name(node, "declarator", 10), "reference_declarator") &&
                   is_the_name(w, ts_node_child_by_field_name(node, "value", 5));
    else if (node_is(node, "call_expression") && call_may_change(w, node)) {
        w->found = true;
        w->through = node;
    }
    return !w->found;
}

int child_code_changed_param(const Program *p, int fn, TSNode *through)
{
    const Function *f = &p->functions[fn];
    *through = (TSNode){0};
    if (ts_node_is_null(f->body))
        return -1;
    for (int k = 0; k < f->param_count; k++) {
        if (!f->params[k].name[0])
            continue;
        ParamWrite w = {.p = p, .name = f->params[k].name};
        node_walk(f->body, find_param_write, &w);
        /* an object-like macro of the body's that writes the name itself */
        for (int m = 0; m < p->macros.count && !w.found; m++) {
            const MacroDef *d = &p->macros.defs[m];
            size_t len = strlen(d->body);
            uint32_t s = ts_node_start_byte(f->body), e = node_end_byte(f->body);
            w.found = text_has_word(d->body, len, w.name) && escapes_text_may_write(d->body, len) &&
                      text_has_word(p->src->text + s, e - s, d->name);
        }
        if (w.found) {
            *through = w.through;
            return k;
        }
    }
    return -1;
}

/* The names of the file's shared variables (`__shared__` at file or
 * namespace scope), kept in the memo. */
typedef struct FileShared {
    const Source *src; /* while they are collected */
    char **names;
    TSNode *at;
    int count, cap;
} FileShared;

static void file_shared_free(void *p)
{
    FileShared *f = p;
    for (int i = 0; i < f->count; i++)
        free(f->names[i]);
    free(f->names);
    free(f->at);
    free(f);
}

static bool collect_file_shared(TSNode node, void *ctx)
{
    FileShared *f = ctx;
    const Source *src = f->src;
    if (node_is(node, "function_definition") || node_is(node, "class_specifier") ||
        node_is(node, "struct_specifier") || node_is(node, "template_declaration"))
        return false;
    if (!node_is(node, "declaration"))
        return true;
    uint32_t s = ts_node_start_byte(node), e = node_end_byte(node);
    if (!text_has_word(src->text + s, e - s, "__shared__"))
        return false;
    for (uint32_t i = 0; i < ts_node_named_child_count(node); i++) {
        TSNode d = declares_identifier(ts_node_named_child(node, i));
        if (ts_node_is_null(d))
            continue;
        if (f->count == f->cap) {
            f->cap = f->cap ? 2 * f->cap : 4;
            f->names = xrealloc(f->names, (size_t)f->cap * sizeof *f->names);
            f->at = xrealloc(f->at, (size_t)f->cap * sizeof *f->at);
        }
        f->names[f->count] = node_text(src, d);
        f->at[f->count++] = node;
    }
    return false;
}

typedef struct SharedUse {
    const FileShared *shared;
    int found; /* index into shared; -1: none */
} SharedUse;

static bool uses_file_shared(const Program *p, int g, void *ctx)
{
    SharedUse *u = ctx;
    TSNode body = p->functions[g].body;
    uint32_t s = ts_node_start_byte(body), e = node_end_byte(body);
    for (int i = 0; i < u->shared->count && u->found < 0; i++)
        if (text_has_word(p->src->text + s, e - s, u->shared->names[i]))
            u->found = i;
    return u->found < 0;
}

TSNode child_code_file_shared(const Program *p, int fn, const char **name)
{
    FileShared *f = memo_find(p, MEMO_FILE_SHARED);
    if (!f) {
        f = xcalloc(1, sizeof *f);
        f->src = p->src;
        node_walk(ts_tree_root_node(p->tree->tree), collect_file_shared, f);
        memo_keep(p, MEMO_FILE_SHARED, f, file_shared_free);
    }
    SharedUse u = {f, -1};
    if (f->count)
        code_run_by(p, fn, uses_file_shared, &u);
    *name = u.found >= 0 ? f->names[u.found] : NULL;
    return u.found >= 0 ? f->at[u.found] : (TSNode){0};
}
