#include "analysis/entry_loads.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/block_group.h"
#include "analysis/uniformity.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/text.h"

/* Callees are followed this deep; deeper ones count as unseen. */
enum { entry_call_depth = 8 };

/* A body being walked: the kernel's, or a callee's (the file's or a
 * header's). */
typedef struct Walk {
    const Program *program;
    const Source *src; /* the body's text */
    TSNode body;
    int depth;
    bool ok;
} Walk;

static const Source *walk_src(const Walk *w) { return w->src; }

/* Whether `id` names a parameter of the walked function (with
 * `reference_only`, one declared with a `&`): read from the text between
 * the definition's start and its body. */
static bool name_is_param(const Walk *w, TSNode id, bool reference_only)
{
    TSNode definition = parents_of(w->body);
    uint32_t from = ts_node_start_byte(definition), to = ts_node_start_byte(w->body);
    const char *text = w->src->text;
    const char *name = text + ts_node_start_byte(id);
    uint32_t n = node_end_byte(id) - ts_node_start_byte(id);
    for (uint32_t p = from; p + n <= to; p++) {
        if (memcmp(text + p, name, n) != 0 || (p > from && text_is_ident_char(text[p - 1])) || text_is_ident_char(text[p + n]))
            continue;
        uint32_t q = p;
        while (q > from && text[q - 1] != '(' && text[q - 1] != ',')
            q--;
        if (q > from)
            return !reference_only || memchr(text + q, '&', p - q) != NULL;
    }
    return false;
}

typedef struct Declared {
    const Source *src;
    TSNode id;
    TSNode declaration; /* the declaration naming it, or null */
} Declared;

static bool find_declaration(TSNode node, void *ctx)
{
    Declared *d = ctx;
    if (!ts_node_is_null(d->declaration))
        return false;
    if (!node_is(node, "declaration"))
        return true;
    uint32_t n = node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode name = declares_identifier(node_named_child(node, i));
        if (!ts_node_is_null(name) && node_end_byte(name) - ts_node_start_byte(name) ==
                                          node_end_byte(d->id) - ts_node_start_byte(d->id) &&
            memcmp(d->src->text + ts_node_start_byte(name), d->src->text + ts_node_start_byte(d->id),
                   node_end_byte(name) - ts_node_start_byte(name)) == 0)
            d->declaration = node;
    }
    return true;
}

/* The declaration in the walked body that names `id`, or a null node. */
static TSNode local_declaration(const Walk *w, TSNode id)
{
    Declared d = {.src = w->src, .id = id};
    node_walk(w->body, find_declaration, &d);
    return d.declaration;
}

/* Text that orders threads by hand, or may: atomics, fences, volatile,
 * asm. */
static bool text_orders_by_hand(const char *text)
{
    static const char *const words[] = {"atomic", "fence", "volatile", "asm", NULL};
    for (int i = 0; words[i]; i++)
        if (strstr(text, words[i]))
            return true;
    return false;
}

/* A macro's text that may store or call: a lone `=` (not ==, <=, >=, !=),
 * ++ or --, a `(` right after a name, a barrier or warp-wide operation,
 * or text that orders threads. */
static bool macro_text_is_quiet(const char *body)
{
    if (text_orders_by_hand(body) || strstr(body, "sync") || strstr(body, "++") || strstr(body, "--"))
        return false;
    for (const char *p = body; *p; p++) {
        if (*p == '=' && p[1] != '=' && (p == body || !strchr("=<>!", p[-1])))
            return false;
        if (*p == '(' && p > body) {
            const char *q = p;
            while (q > body && (q[-1] == ' ' || q[-1] == '\t'))
                q--;
            if (q > body && text_is_ident_char(q[-1]))
                return false;
        }
    }
    return true;
}

/* Every definition of the macro the node names (if any) satisfies `test`. */
static bool macro_uses_pass(const Program *program, const Source *src, TSNode id, bool (*test)(const char *))
{
    uint32_t s = ts_node_start_byte(id), e = node_end_byte(id);
    const MacroTable *t = &program->macros;
    for (int d = macros_find(t, src->text + s, e - s, -1); d >= 0; d = macros_find(t, src->text + s, e - s, d))
        if (!test(t->defs[d].body))
            return false;
    return true;
}

static bool macro_text_keeps_order(const char *body) { return !text_orders_by_hand(body); }

/* Walks every definition of the function `name` calls (the file's, a
 * header's) with `visit`, one level deeper; false when there is none to
 * walk (or the calls go too deep): the callee is unseen. */
static bool walk_callees(const Walk *w, const char *name, NodeVisitor visit, bool *ok)
{
    if (w->depth >= entry_call_depth)
        return false;
    const Program *p = w->program;
    bool seen = false;
    int first, count = model_functions_matching(p, name, &first); /* not a scan of every function per call */
    for (int m = first; m < first + count; m++) {
        const Function *f = &p->functions[p->by_bare_name[m].fn];
        if (!f->is_definition || (f->spaces & SPACE_GLOBAL))
            continue;
        Walk inner = {p, p->src, f->body, w->depth + 1, true};
        node_walk(inner.body, visit, &inner);
        *ok &= inner.ok;
        seen = true;
    }
    for (int i = 0; i < p->header_function_count; i++) {
        const HeaderFunction *f = &p->header_functions[i];
        if (!model_names_match(f->name, name))
            continue;
        if (f->has_error)
            return false;
        Walk inner = {p, p->headers[f->header].src, f->body, w->depth + 1, true};
        node_walk(inner.body, visit, &inner);
        *ok &= inner.ok;
        seen = true;
    }
    return seen;
}

/* The identifier at the root of an access path, through subscripts,
 * fields and parentheses; whether the path goes through a pointer (`->`,
 * `*`) or a subscript (of a pointer or an array) on the way. */
static TSNode access_root(TSNode n, bool *through_pointer, bool *subscripted)
{
    *through_pointer = *subscripted = false;
    while (!ts_node_is_null(n) && !node_is(n, "identifier")) {
        if (node_is(n, "subscript_expression"))
            *subscripted = true;
        else if (node_is(n, "pointer_expression") ||
                 (node_is(n, "field_expression") && !ts_node_is_null(node_token_of_type(n, "->"))))
            *through_pointer = true;
        else if (!node_is(n, "field_expression") && !node_is(n, "parenthesized_expression"))
            return (TSNode){{0}, 0, 0};
        n = node_named_child(n, 0);
    }
    return n;
}

/* A variable of the thread's own: a parameter or a local of the walked
 * function. Anything else an identifier names is at file scope. */
static bool name_is_own(const Walk *w, TSNode id)
{
    return name_is_param(w, id, false) || !ts_node_is_null(local_declaration(w, id));
}

/* --- the entry: statements that store, synchronise and loop nowhere ------ */

static bool quiet_node(TSNode node, void *ctx)
{
    static const char *const never[] = {
        "for_statement", "while_statement", "do_statement", "for_range_loop", "goto_statement",
        "labeled_statement", "lambda_expression", "gnu_asm_expression", "new_expression",
        "delete_expression", "throw_statement", "try_statement", "reference_declarator", NULL,
    };
    Walk *w = ctx;
    if (!w->ok)
        return false;
    const char *type = node_type(node);
    for (int i = 0; never[i]; i++)
        if (node_type_is(type, never[i])) {
            w->ok = false;
            return false;
        }
    const Source *src = walk_src(w);
    if (node_type_is(type, "declaration")) {
        uint32_t s = ts_node_start_byte(node), e = node_end_byte(node);
        if (text_has_word(src->text + s, e - s, "static") || text_has_word(src->text + s, e - s, "volatile"))
            w->ok = false;
        /* A thread's own array could be reached through a pointer later
         * on; a __shared__ one holds nothing yet. */
        else if (!text_has_word(src->text + s, e - s, "__shared__")) {
            uint32_t n = node_named_child_count(node);
            for (uint32_t i = 0; i < n; i++)
                for (TSNode d = node_named_child(node, i); !ts_node_is_null(d) && !node_is(d, "identifier");
                     d = node_named_child(d, 0))
                    if (node_is(d, "array_declarator"))
                        w->ok = false;
        }
        return w->ok;
    }
    if (node_type_is(type, "assignment_expression") || node_type_is(type, "update_expression")) {
        /* Only to a variable of the thread's own, not through a reference. */
        TSNode lvalue = node_named_child(node, 0);
        if (!node_is(lvalue, "identifier") || !name_is_own(w, lvalue) || name_is_param(w, lvalue, true))
            w->ok = false;
        return w->ok;
    }
    if (node_type_is(type, "pointer_expression") && !ts_node_is_null(node_token_of_type(node, "&"))) {
        /* An address into memory (no local array but a __shared__ one
         * is declared here), not the thread's own. */
        bool through_pointer, subscripted;
        TSNode root = access_root(node_named_child(node, 0), &through_pointer, &subscripted);
        if (ts_node_is_null(root) || (!through_pointer && !subscripted && name_is_own(w, root)))
            w->ok = false;
        return w->ok;
    }
    if (node_type_is(type, "call_expression")) {
        if (!ts_node_is_null(node_child_of_type(node, "kernel_call_syntax"))) {
            w->ok = false;
            return false;
        }
        /* Cooperative groups' thread_block: its members read the thread's
         * place; its sync is a barrier, which ends the entry. */
        BlockGroupUse group = block_group_call(w->program, src, node);
        if (group.known) {
            w->ok = !group.syncs && !group.warp_op; /* a barrier, or a tile's exchange, ends the entry */
            return w->ok;
        }
        char *name = node_callee_name(src, node);
        TSNode callee = node_named_child(node, 0);
        bool is_macro = node_is(callee, "identifier") &&
                        macros_find(&w->program->macros, src->text + ts_node_start_byte(callee),
                                    node_end_byte(callee) - ts_node_start_byte(callee), -1) >= 0;
        if (!uniformity_is_pure_function(name) && !is_macro && !walk_callees(w, name, quiet_node, &w->ok))
            w->ok = false;
        free(name);
        return w->ok; /* a macro's text: its name is an identifier, below */
    }
    if (node_type_is(type, "identifier") && !macro_uses_pass(w->program, src, node, macro_text_is_quiet))
        w->ok = false;
    return w->ok;
}

/* --- the whole kernel: does it order its threads by hand? ---------------- */

/* An atomic whose target is a __shared__ variable of the function or a
 * variable at file scope: no load through a pointer reaches it. */
static bool atomic_target_is_named(const Walk *w, TSNode call)
{
    TSNode args = node_child_of_type(call, "argument_list");
    TSNode first = ts_node_is_null(args) ? args : node_named_child(args, 0);
    if (ts_node_is_null(first) || !node_is(first, "pointer_expression") ||
        ts_node_is_null(node_token_of_type(first, "&")))
        return false;
    bool through_pointer, subscripted;
    TSNode root = access_root(node_named_child(first, 0), &through_pointer, &subscripted);
    if (ts_node_is_null(root) || through_pointer || name_is_param(w, root, false))
        return false;
    TSNode declaration = local_declaration(w, root);
    if (ts_node_is_null(declaration))
        return true; /* at file scope */
    uint32_t s = ts_node_start_byte(declaration), e = node_end_byte(declaration);
    return text_has_word(w->src->text + s, e - s, "__shared__");
}

static bool known_function(const char *name)
{
    static const char *const names[] = {"printf", "assert", "malloc", "free", "memcpy", "memset", NULL};
    if (strncmp(name, "__", 2) == 0 || strncmp(name, "cuda", 4) == 0 || uniformity_is_pure_function(name))
        return true;
    for (int i = 0; names[i]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

static bool keeps_order_node(TSNode node, void *ctx)
{
    Walk *w = ctx;
    if (!w->ok)
        return false;
    const char *type = node_type(node);
    const Source *src = walk_src(w);
    if (node_type_is(type, "gnu_asm_expression") || node_type_is(type, "goto_statement")) {
        w->ok = false;
        return false;
    }
    if (node_type_is(type, "call_expression") && ts_node_is_null(node_child_of_type(node, "kernel_call_syntax"))) {
        if (block_group_call(w->program, src, node).known)
            return true; /* a barrier at most, as __syncthreads */
        char *name = node_callee_name(src, node);
        TSNode callee = node_named_child(node, 0);
        bool is_macro = node_is(callee, "identifier") &&
                        macros_find(&w->program->macros, src->text + ts_node_start_byte(callee),
                                    node_end_byte(callee) - ts_node_start_byte(callee), -1) >= 0;
        bool atomic = strstr(name, "atomic") != NULL;
        if (strstr(name, "fence") || strstr(name, "volatile"))
            w->ok = false;
        else if (atomic)
            w->ok = strncmp(name, "atomic", 6) == 0 && atomic_target_is_named(w, node);
        else if (!is_macro && !known_function(name) && !walk_callees(w, name, keeps_order_node, &w->ok))
            w->ok = false;
        free(name);
        if (atomic && w->ok) {
            /* Its arguments; its name is no type or variable. */
            TSNode args = node_child_of_type(node, "argument_list");
            if (!ts_node_is_null(args))
                node_walk(args, keeps_order_node, w);
            return false;
        }
        return w->ok;
    }
    if (node_type_is(type, "identifier") || node_type_is(type, "type_identifier") ||
        node_type_is(type, "namespace_identifier") || node_type_is(type, "field_identifier") ||
        node_type_is(type, "type_qualifier")) {
        char *text = node_text(src, node);
        if (strstr(text, "atomic") || strstr(text, "volatile") || strstr(text, "fence"))
            w->ok = false;
        else if (node_type_is(type, "identifier") && !macro_uses_pass(w->program, src, node, macro_text_keeps_order))
            w->ok = false;
        free(text);
    }
    return w->ok;
}

uint32_t entry_loads_end(const Program *program, int function)
{
    const Function *fn = &program->functions[function];
    if (!(fn->spaces & SPACE_GLOBAL) || ts_node_is_null(fn->body))
        return 0;
    Walk whole = {program, program->src, fn->body, 0, true};
    node_walk(fn->body, keeps_order_node, &whole);
    if (!whole.ok)
        return 0;
    uint32_t n;
    TSNode *statements = node_named_children(fn->body, &n);
    uint32_t end = node_end_byte(fn->body);
    for (uint32_t i = 0; i < n; i++) {
        Walk w = {program, program->src, fn->body, 0, true};
        node_walk(statements[i], quiet_node, &w);
        if (!w.ok) {
            end = ts_node_start_byte(statements[i]);
            break;
        }
    }
    free(statements);
    return end;
}
