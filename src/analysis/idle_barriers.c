#include "analysis/idle_barriers.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/child_writes.h"
#include "analysis/escapes.h"
#include "analysis/integer_expr.h"
#include "analysis/uniformity.h"
#include "analysis/writes.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/text.h"

typedef struct Idle {
    const Program *p;
    const Source *src;
    const Function *fn;
    char **shared; /* the body's __shared__ arrays */
    int shared_count, shared_cap;
    char **reads; /* the element types read before the last barrier, as written */
    int read_count, read_cap;
    char **own; /* locals that hold threadIdx.x all through the body: `int tid = threadIdx.x;` */
    int own_count, own_cap;
    TSNode last_barrier;
    char *why;
    size_t cap;
    bool failed;
} Idle;

static bool refuse(Idle *c, TSNode at, const char *fmt, ...)
{
    if (c->failed)
        return false;
    c->failed = true;
    if (c->cap == 0)
        return false;
    int n = snprintf(c->why, c->cap, "line %u: ", source_pos(c->src, ts_node_start_byte(at)).line);
    if (n >= 0 && (size_t)n < c->cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->why + n, c->cap - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return false;
}


static bool in_list(char *const *list, int count, const char *name)
{
    for (int i = 0; i < count; i++)
        if (strcmp(list[i], name) == 0)
            return true;
    return false;
}

static bool is_shared(const Idle *c, const char *name) { return in_list(c->shared, c->shared_count, name); }

/* A name the body declares, and no variable of the file has (which a
 * use before the body's declaration would be). */
static bool is_local(const Idle *c, const char *name)
{
    for (int i = 0; i < c->p->file_var_count; i++)
        if (strcmp(c->p->file_vars[i], name) == 0)
            return false;
    return !model_find_param(c->fn, name) && integer_expr_declarations(c->p, c->fn, name) > 0;
}

/* Whether `name` is an array the body declares (once): each thread's own,
 * where a pointer of the body may point anywhere. */
static bool is_local_array(const Idle *c, const char *name)
{
    if (!is_local(c, name) || integer_expr_declarations(c->p, c->fn, name) != 1)
        return false;
    TSNode d = statements_find_declarator(c->src, c->fn->body, name);
    if (node_is(d, "init_declarator"))
        d = node_named_child(d, 0);
    return node_is(d, "array_declarator");
}

static bool is_place(const char *name)
{
    static const char *const place[] = {"threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize"};
    for (size_t k = 0; k < sizeof place / sizeof *place; k++)
        if (strcmp(name, place[k]) == 0)
            return true;
    return false;
}


/* Whether an index (its text squeezed) is the thread's own slot:
 * threadIdx.x, a local holding it, or a macro standing for it. */
static bool own_index(const Idle *c, const char *index)
{
    if (strcmp(index, "threadIdx.x") == 0 || in_list(c->own, c->own_count, index))
        return true;
    bool found = false;
    for (int i = macros_find(&c->p->macros, index, strlen(index), -1); i >= 0;
         i = macros_find(&c->p->macros, index, strlen(index), i)) {
        const MacroDef *d = &c->p->macros.defs[i];
        char *body = text_squeezed(d->body);
        bool own = !d->is_function && (strcmp(body, "threadIdx.x") == 0 || strcmp(body, "(threadIdx.x)") == 0);
        free(body);
        if (!own)
            return false;
        found = true;
    }
    return found;
}

/* A top-level declaration `int tid = threadIdx.x;` of a name the body
 * declares once and never changes (no assignment, no reference bound to
 * it, its address not taken), of a type that holds any thread's index. */
static void read_own_index(Idle *c, TSNode decl, const Escapes *escapes)
{
    static const char *const wide[] = {"int", "unsigned", "unsignedint", "long", "unsignedlong", "longlong",
                                       "unsignedlonglong", "size_t", "uint32_t", "int32_t", "auto"};
    char *type = node_text(c->src, ts_node_child_by_field_name(decl, "type", 4));
    char *t = text_squeezed(type);
    free(type);
    bool holds = false;
    for (size_t k = 0; k < sizeof wide / sizeof *wide && !holds; k++)
        holds = strcmp(t, wide[k]) == 0;
    free(t);
    for (uint32_t k = 0; holds && k < node_named_child_count(decl); k++) {
        TSNode d = node_named_child(decl, k);
        if (!node_is(d, "init_declarator") || !node_is(node_named_child(d, 0), "identifier"))
            continue;
        char *value = node_text(c->src, ts_node_child_by_field_name(d, "value", 5));
        char *v = text_squeezed(value);
        free(value);
        char *name = node_text(c->src, node_named_child(d, 0));
        if (strcmp(v, "threadIdx.x") == 0 && is_local(c, name) && integer_expr_declarations(c->p, c->fn, name) == 1 &&
            !writes_variable(c->src, c->fn->body, name) && !escapes_name(escapes, name))
            ARRAY_PUSH(c->own, c->own_count, c->own_cap, name);
        else
            free(name);
        free(v);
    }
}

/* The body's own __shared__ arrays: one dimension each, not extern. */
static void read_shared_declaration(Idle *c, TSNode decl)
{
    uint32_t s = ts_node_start_byte(decl), e = node_end_byte(decl);
    if (text_has_word(c->src->text + s, e - s, "extern")) {
        refuse(c, decl, "the child's shared memory is sized at the launch (extern __shared__)");
        return;
    }
    for (uint32_t k = 0; k < node_named_child_count(decl); k++) {
        TSNode d = node_named_child(decl, k);
        if (!statements_is_declarator(d))
            continue;
        TSNode inner = node_named_child(d, 0);
        if (!node_is(d, "array_declarator") || !node_is(inner, "identifier")) {
            refuse(c, d, "a __shared__ variable that is not an array of one dimension");
            return;
        }
        char *name = node_text(c->src, inner);
        if (integer_expr_declarations(c->p, c->fn, name) != 1) {
            refuse(c, d, "the name '%s' of a __shared__ array is declared again", name);
            free(name);
            return;
        }
        ARRAY_PUSH(c->shared, c->shared_count, c->shared_cap, name);
    }
}

/* The top-level statements: barriers, shared declarations; nothing holds
 * a barrier deeper down. */
static void read_statements(Idle *c)
{
    TSNode body = c->fn->body;
    Escapes *escapes = escapes_find(c->p, (int)(c->fn - c->p->functions));
    for (uint32_t i = 0; i < statements_count(body); i++) {
        TSNode st = statements_at(body, i);
        if (node_is(st, "declaration") && !statements_is_shared_declaration(c->src, st))
            read_own_index(c, st, escapes);
    }
    escapes_free(escapes);
    for (uint32_t i = 0; i < statements_count(body) && !c->failed; i++) {
        TSNode st = statements_at(body, i);
        if (statements_is_barrier(c->src, st))
            c->last_barrier = st;
        else if (statements_holds_barrier(c->src, st))
            refuse(c, statements_first_barrier(c->src, st), "a barrier inside a statement");
        else if (statements_is_shared_declaration(c->src, st))
            read_shared_declaration(c, st);
    }
}

/* A use of a shared array: its element [threadIdx.x], read or written,
 * its address not taken. */
static bool own_slot(Idle *c, TSNode id)
{
    TSNode sub = parents_of(id);
    if (!node_is(sub, "subscript_expression") || !node_same(node_named_child(sub, 0), id))
        return refuse(c, id, "a __shared__ array used other than at an element");
    char *index = node_text(c->src, node_named_child(sub, 1));
    char *bare = text_squeezed(index);
    free(index);
    size_t n = strlen(bare);
    char *inner = bare;
    if (n >= 2 && bare[0] == '[' && bare[n - 1] == ']') {
        bare[n - 1] = '\0';
        inner++;
    }
    bool own = own_index(c, inner);
    free(bare);
    if (!own) {
        char *text = node_text(c->src, sub);
        refuse(c, sub, "%s is not the thread's own slot ([threadIdx.x], or a local that holds it)", text);
        free(text);
        return false;
    }
    TSNode up = parents_of(sub);
    if (node_is(up, "pointer_expression") && node_text_is(c->src, node_operator(up), "&"))
        return refuse(c, up, "the address of a __shared__ element is taken");
    return true;
}

/* The whole body: shared arrays at their own slots, no other shared
 * memory, no barrier variant, no call of code with barriers or shared
 * memory. */
static bool check_uses(TSNode node, void *ctx)
{
    Idle *c = ctx;
    if (c->failed)
        return false;
    if (node_is(node, "declaration") && statements_is_shared_declaration(c->src, node) &&
        !node_same(parents_of(node), c->fn->body))
        return refuse(c, node, "a __shared__ declaration inside a statement");
    if (node_is(node, "identifier")) {
        TSNode up = parents_of(node);
        bool declared = node_is(up, "array_declarator") && node_same(node_named_child(up, 0), node);
        char *name = node_text(c->src, node);
        if (strncmp(name, "__syncthreads", 13) == 0 && !statements_is_barrier(c->src, parents_of(up)))
            refuse(c, node, "the child calls %s", name);
        else if (is_shared(c, name) && !declared)
            own_slot(c, node);
        free(name);
    }
    if (node_is(node, "call_expression")) {
        char *name = node_callee_name(c->src, node);
        if (name && strncmp(name, "__syncthreads", 13) != 0) {
            BodyFacts facts = body_facts_of_call(c->p, name);
            if (facts.uses_syncthreads || facts.uses_shared)
                refuse(c, node, "the child calls %s, which has %s", name,
                       facts.uses_syncthreads ? "a barrier" : "__shared__ memory");
        }
        free(name);
    }
    return !c->failed;
}

/* Before the last barrier: what may be written, called, read and named. */
static bool check_before(TSNode node, void *ctx)
{
    Idle *c = ctx;
    const Source *src = c->src;
    if (c->failed)
        return false;
    if (node_is(node, "lambda_expression") || node_is(node, "new_expression") || node_is(node, "delete_expression") ||
        node_is(node, "throw_statement") || node_is(node, "gnu_asm_expression"))
        return refuse(c, node, "code before the barrier dpopt does not follow");
    if (node_is(node, "pointer_expression") && node_text_is(src, node_operator(node), "&"))
        return refuse(c, node, "an address taken before the barrier");
    if (node_is(node, "assignment_expression") || node_is(node, "update_expression")) {
        TSNode target = node_is(node, "assignment_expression") ? ts_node_child_by_field_name(node, "left", 4)
                                                               : ts_node_child_by_field_name(node, "argument", 8);
        bool through;
        TSNode root = writes_target_root(target, &through);
        char *name = node_is(root, "identifier") ? node_text(src, root) : NULL;
        /* A local array is the thread's own; a local pointer may not be. */
        bool ok = name && (through ? is_shared(c, name) || is_local_array(c, name) : is_local(c, name));
        if (!ok) {
            char *text = node_text(src, target);
            refuse(c, node, "the child writes %s before the barrier, which another thread may read", text);
            free(text);
        }
        free(name);
        return !c->failed;
    }
    if (node_is(node, "call_expression")) {
        char *name = node_callee_name(src, node);
        if (!name || !uniformity_is_pure_function(name))
            refuse(c, node, "the child calls %s before the barrier", name ? name : "a function");
        free(name);
        return !c->failed;
    }
    if (node_is(node, "subscript_expression") || node_is(node, "pointer_expression") ||
        (node_is(node, "field_expression") && ts_node_end_byte(node_operator(node)) - ts_node_start_byte(node_operator(node)) == 2)) {
        bool through;
        TSNode root = writes_target_root(node, &through);
        char *name = node_is(root, "identifier") ? node_text(src, root) : NULL;
        const Param *param = name ? model_find_param(c->fn, name) : NULL;
        char *pointee = param ? text_pointee(param->type) : NULL;
        if (pointee)
            ARRAY_PUSH(c->reads, c->read_count, c->read_cap, pointee);
        else if (!name || !(is_shared(c, name) || is_local_array(c, name))) {
            char *text = node_text(src, node);
            refuse(c, node, "the child reads %s before the barrier, through what dpopt does not follow", text);
            free(text);
        }
        free(name);
        return !c->failed;
    }
    if (node_is(node, "cast_expression") && node_text_has_char(src, ts_node_child_by_field_name(node, "type", 4), '*'))
        return refuse(c, node, "the child casts to a pointer type before the barrier");
    if (node_is(node, "identifier") &&
        (node_text_is(src, node, "reinterpret_cast") || node_text_is(src, node, "const_cast")))
        return refuse(c, node, "the child casts a pointer before the barrier");
    if (node_is(node, "identifier")) {
        TSNode up = parents_of(node);
        if (node_is(up, "call_expression") && node_same(ts_node_child_by_field_name(up, "function", 8), node))
            return true;
        char *name = node_text(src, node);
        /* A pointer named may be read through by what it is given to (__ldg);
         * so may one held in a class. */
        const Param *param = model_find_param(c->fn, name);
        char *type = param ? text_without_comments(param->type) : NULL;
        char *pointee = type ? text_pointee(type) : NULL;
        if (pointee)
            ARRAY_PUSH(c->reads, c->read_count, c->read_cap, pointee);
        else if (type && !integer_expr_value_type(c->p, type))
            refuse(c, node, "the child reads '%s' before the barrier, which may hold pointers", name);
        free(type);
        if (!model_find_param(c->fn, name) && !is_local(c, name) && !is_shared(c, name) && !is_place(name) &&
            !macros_stand_for_number(&c->p->macros, name) && !own_index(c, name))
            refuse(c, node, "the child reads '%s' before the barrier, which dpopt does not follow", name);
        free(name);
    }
    return !c->failed;
}

/* Every launch of the child makes blocks of x alone, so that threadIdx.x
 * is one thread's. */
static void check_launches(Idle *c, int fn)
{
    for (int i = 0; i < c->p->launch_count && !c->failed; i++) {
        const LaunchSite *s = &c->p->launches[i];
        if (s->callee_fn != fn)
            continue;
        if (s->config_count < 2 || !integer_expr_x_only_at(c->p, s, s->config[1]))
            refuse(c, s->config_count >= 2 ? s->config[1] : s->node,
                   "a launch of the child whose blocks dpopt cannot tell are one-dimensional");
    }
}

bool idle_barriers_all(const Program *p, int fn, char *why, size_t cap)
{
    Idle c = {.p = p, .src = p->src, .fn = &p->functions[fn], .why = why, .cap = cap};
    if (cap)
        why[0] = '\0';
    if (ts_node_is_null(c.fn->body))
        return refuse(&c, c.fn->node, "the child has no body here");
    BodyFacts facts = body_facts(p, fn);
    if (facts.uses_warp_ops || !ts_node_is_null(facts.block_group) || !ts_node_is_null(facts.group_tile) ||
        facts.uses_asm || facts.launches || facts.uses_grid_sync)
        return refuse(&c, c.fn->body, "the child's threads work together other than at barriers");
    if (facts.unseen_chain[0])
        return refuse(&c, c.fn->body, "the child %s", facts.unseen_chain);
    read_statements(&c);
    if (!c.failed)
        node_walk(c.fn->body, check_uses, &c);
    if (!c.failed && ts_node_is_null(c.last_barrier))
        refuse(&c, c.fn->body, "the child has no barrier of its own");
    for (uint32_t i = 0; !c.failed && i < statements_count(c.fn->body); i++) {
        TSNode st = statements_at(c.fn->body, i);
        if (node_same(st, c.last_barrier))
            break;
        if (!statements_is_barrier(c.src, st))
            node_walk(st, check_before, &c);
    }
    if (!c.failed)
        check_launches(&c, fn);
    if (!c.failed && c.read_count > 0) {
        TSNode at;
        char *phrase = child_writes_seen_by(p, fn, (const char *const *)c.reads, c.read_count,
                                            "a read of ", " before the last barrier", &at);
        if (phrase)
            refuse(&c, ts_node_is_null(at) ? c.last_barrier : at, "%s", phrase);
        free(phrase);
    }
    for (int i = 0; i < c.shared_count; i++)
        free(c.shared[i]);
    free(c.shared);
    for (int i = 0; i < c.read_count; i++)
        free(c.reads[i]);
    free(c.reads);
    for (int i = 0; i < c.own_count; i++)
        free(c.own[i]);
    free(c.own);
    return !c.failed;
}
