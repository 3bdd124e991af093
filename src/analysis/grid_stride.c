#include "analysis/grid_stride.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/thread_index.h"
#include "analysis/writes.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"

/* Function bodies a loop's calls are followed into, at most. */
enum { STRIDE_CALL_DEPTH = 8 };

/* The walk of one body: the loop's, or a function's it calls. */
typedef struct StrideWalk {
    const Program *p;
    const Source *src;     /* the body's: the input file's or a header's */
    TSNode body;
    int kernel;            /* the kernel whose loop this is */
    const Function *fn;    /* a called function of the file (its by-value parameters are its own); NULL */
    int depth;             /* calls followed to get here */
    const char *why;       /* the first thing that keeps the loop from another grid */
    TSNode why_at;
} StrideWalk;

static bool refuse(StrideWalk *w, const char *why, TSNode at)
{
    if (!w->why) {
        w->why = why;
        w->why_at = at;
    }
    return false;
}

/* A macro's replacement text that is a constant expression of numbers:
 * number literals (a digit, then digits, letters and points: 0x1Fu,
 * 1.5f), operators and parentheses; no name. */
static bool macro_body_is_constant(const char *body)
{
    bool number = false;
    for (const char *c = body; *c; c++) {
        if (*c >= '0' && *c <= '9') {
            number = true;
            while (c[1] && (strchr("0123456789.", c[1]) || ((c[1] | 0x20) >= 'a' && (c[1] | 0x20) <= 'z')))
                c++;
        } else if (!strchr(" \t+-*/%()<>&|^~", *c))
            return false;
    }
    return number;
}

/* Whether name[0..n), where a macro of the file or its headers is defined
 * so, is defined only as a constant (true where it is no macro). */
static bool macro_is_constant(const Program *p, const char *name, size_t n)
{
    for (int d = macros_find(&p->macros, name, n, -1); d >= 0; d = macros_find(&p->macros, name, n, d))
        if (p->macros.defs[d].is_function || !macro_body_is_constant(p->macros.defs[d].body))
            return false;
    return true;
}

static bool node_text_in(const Source *src, TSNode node, const char *const *words)
{
    for (int i = 0; words[i]; i++)
        if (node_text_is(src, node, words[i]))
            return true;
    return false;
}

/* The atomics whose order does not change what memory ends up holding. */
static bool is_commuting_atomic(const char *name)
{
    static const char *const ops[] = {"atomicAdd", "atomicSub", "atomicMin", "atomicMax", "atomicAnd", "atomicOr",
                                      "atomicXor", NULL};
    for (int i = 0; ops[i]; i++) {
        size_t n = strlen(ops[i]);
        /* atomicAdd, atomicAdd_block, atomicAdd_system */
        if (strncmp(name, ops[i], n) == 0 && (name[n] == '\0' || name[n] == '_'))
            return true;
    }
    return false;
}

static bool is_allowed_builtin(const char *name)
{
    static const char *const names[] = {"cudaGetLastError", "cudaPeekAtLastError", "min", "max", "abs", "fabsf",
                                        "fminf", "fmaxf", "sqrtf", "expf", "logf", "powf", "floorf", "ceilf", NULL};
    for (int i = 0; names[i]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return is_commuting_atomic(name);
}

static bool same_name(const Source *src, TSNode a, TSNode b)
{
    return node_is(a, "identifier") && node_is(b, "identifier") && node_same_text(src, a, b);
}

/* A declaration of `name`, the target of an assignment at `use`, within a
 * body: one before the use in a scope that holds it (a local of the same
 * name in a block the use is not in is another variable). */
typedef struct LocalSearch {
    const Source *src;
    TSNode name;
    TSNode use;
    bool found;
} LocalSearch;

static bool find_declaration(TSNode node, void *ctx)
{
    LocalSearch *s = ctx;
    if (s->found)
        return false;
    if (!node_is(node, "declaration"))
        return true;
    TSNode scope = parents_of(node);
    if (ts_node_start_byte(node) > ts_node_start_byte(s->use) || ts_node_is_null(scope) ||
        !node_contains(scope, s->use))
        return false;
    uint32_t count;
    TSNode *declarators = node_named_children(node, &count);
    for (uint32_t i = 0; i < count && !s->found; i++) {
        TSNode id = declares_identifier(declarators[i]);
        s->found = !ts_node_is_null(id) && same_name(s->src, id, s->name);
    }
    free(declarators);
    return false;
}

/* Whether `name` is declared in w's body (a local of its own), or is a
 * by-value parameter of the called function walked. */
static bool is_own_local(const StrideWalk *w, TSNode name)
{
    if (w->fn)
        for (int i = 0; i < w->fn->param_count; i++)
            if (node_text_is(w->src, name, w->fn->params[i].name) && !strchr(w->fn->params[i].type, '&'))
                return true;
    LocalSearch s = {w->src, name, name, false};
    node_walk(w->body, find_declaration, &s);
    return s.found;
}

static bool walk_node(TSNode node, void *ctx);

/* Follows a call of `name` into the function the file or a header defines
 * by it (every one, overloads alike). */
static void walk_callee(StrideWalk *w, const char *name, TSNode call)
{
    if (w->depth >= STRIDE_CALL_DEPTH) {
        refuse(w, "it calls functions deeper than dpopt follows", call);
        return;
    }
    bool seen = false;
    int first, matching = model_functions_matching(w->p, name, &first);
    for (int k = first; k < first + matching && !w->why; k++) {
        const Function *fn = &w->p->functions[w->p->by_bare_name[k].fn];
        if (!fn->is_definition)
            continue;
        if (fn->spaces & SPACE_GLOBAL) {
            refuse(w, "it calls a kernel", call);
            return;
        }
        seen = true;
        StrideWalk inner = {w->p, w->p->src, fn->body, w->kernel, fn, w->depth + 1, NULL, {{0}, 0, 0}};
        node_walk(fn->body, walk_node, &inner);
        if (inner.why)
            refuse(w, inner.why, call);
    }
    for (int i = 0; i < w->p->header_function_count && !w->why; i++) {
        const HeaderFunction *hf = &w->p->header_functions[i];
        if (!model_names_match(hf->name, name))
            continue;
        if (hf->has_error) {
            refuse(w, "it calls a function dpopt cannot parse in its header", call);
            return;
        }
        seen = true;
        StrideWalk inner = {w->p, w->p->headers[hf->header].src, hf->body, w->kernel, NULL, w->depth + 1, NULL,
                            {{0}, 0, 0}};
        node_walk(hf->body, walk_node, &inner);
        if (inner.why)
            refuse(w, inner.why, call);
    }
    if (!seen)
        refuse(w, "it calls a function dpopt cannot see", call);
}

/* Whether `call` is one of kernel k's launch sites. */
static bool is_launch(const Program *p, int k, TSNode call)
{
    for (int j = p->graph.sites_in_start[k]; j < p->graph.sites_in_start[k + 1]; j++)
        if (node_same(p->launches[p->graph.sites_in[j]].node, call))
            return true;
    return false;
}

static bool walk_node(TSNode node, void *ctx)
{
    StrideWalk *w = ctx;
    if (w->why)
        return false;
    const char *type = node_type(node);
    static const char *const place[] = {"threadIdx", "blockIdx", "blockDim", "gridDim", NULL};
    if (node_type_is(type, "identifier")) {
        if (node_text_in(w->src, node, place))
            return refuse(w, "it reads its thread's place", node);
        char *name = node_text(w->src, node);
        bool constant = macro_is_constant(w->p, name, strlen(name));
        free(name);
        return constant ? true : refuse(w, "it names a macro that is not a constant", node);
    }
    if (node_type_is(type, "break_statement") || node_type_is(type, "goto_statement") ||
        (node_type_is(type, "return_statement") && !w->fn && w->depth == 0))
        return refuse(w, "it leaves the loop early", node);
    if (strstr(type, "asm"))
        return refuse(w, "it holds inline assembly", node);
    if (node_type_is(type, "new_expression") || node_type_is(type, "delete_expression") ||
        node_type_is(type, "lambda_expression"))
        return refuse(w, "it allocates, frees or defines a lambda", node);
    if (node_type_is(type, "declaration") && w->depth == 0) {
        char *text = node_text(w->src, node);
        bool kept = strstr(text, "__shared__") || strncmp(text, "static", 6) == 0;
        free(text);
        if (kept)
            return refuse(w, "it declares shared memory or a static local", node);
    }
    if (node_type_is(type, "assignment_expression") || node_type_is(type, "update_expression")) {
        TSNode target = node_named_child(node, 0);
        bool through;
        TSNode root = writes_target_root(target, &through);
        if (through || !node_is(root, "identifier") || !is_own_local(w, root))
            return refuse(w, "it writes memory or a variable of its thread's", node);
    }
    if (node_type_is(type, "call_expression")) {
        if (w->depth == 0 && is_launch(w->p, w->kernel, node))
            return true;
        char *name = node_callee_name(w->src, node);
        if (!name)
            return refuse(w, "it calls through a pointer", node);
        if (!is_allowed_builtin(name)) {
            if (!macro_is_constant(w->p, name, strlen(name)))
                refuse(w, "it names a macro that is not a constant", node);
            else if (model_is_runtime_api(name) || strncmp(name, "__", 2) == 0 || strncmp(name, "atomic", 6) == 0)
                refuse(w, "it calls a runtime function, an intrinsic or an atomic that does not commute", node);
            else
                walk_callee(w, name, node);
        }
        free(name);
        /* The callee's own name is no macro use: walk only the arguments. */
        TSNode args = ts_node_child_by_field_name(node, "arguments", 9);
        if (!ts_node_is_null(args) && !w->why)
            node_walk(args, walk_node, w);
        return false;
    }
    return true;
}

/* `int j = <global x index>` as the loop's initializer; j's node. */
static TSNode stride_variable(const Source *src, TSNode init)
{
    TSNode none = {{0}, 0, 0};
    if (!node_is(init, "declaration") || node_named_child_count(init) != 2)
        return none;
    TSNode declarator = node_named_child(init, 1);
    if (!node_is(declarator, "init_declarator"))
        return none;
    TSNode name = node_named_child(declarator, 0), value = node_named_child(declarator, 1);
    char *decl = node_text(src, init);
    decl[ts_node_start_byte(declarator) - ts_node_start_byte(init)] = '\0';
    bool integer = thread_index_is_integer_type(decl);
    free(decl);
    if (!integer || !node_is(name, "identifier") || !thread_index_is_global_x(src, value))
        return none;
    return name;
}

/* The integer parameter `j < n` compares j with, or -1. */
static int bound_parameter(const Program *p, const Function *f, TSNode condition, TSNode j)
{
    if (node_is(condition, "condition_clause"))
        condition = node_named_child(condition, 0);
    TSNode left, bound;
    if (!node_binary_operands(condition, "<", &left, &bound) || !same_name(p->src, node_unparenthesised(left), j))
        return -1;
    bound = node_unparenthesised(bound);
    for (int k = 0; k < f->param_count; k++)
        if (node_is(bound, "identifier") && f->params[k].name[0] && node_text_is(p->src, bound, f->params[k].name) &&
            thread_index_is_integer_type(f->params[k].type))
            return k;
    return -1;
}

/* `j += gridDim.x * blockDim.x`. */
static bool is_stride_update(const Source *src, TSNode update, TSNode j)
{
    return node_is(update, "assignment_expression") && node_is(node_operator(update), "+=") &&
           same_name(src, node_unparenthesised(node_named_child(update, 0)), j) &&
           thread_index_is_grid_width_x(src, node_named_child(update, 1));
}

GridStride grid_stride_of(const Program *p, int fn)
{
    GridStride g = {-1, {{0}, 0, 0}, NULL, {{0}, 0, 0}};
    if (fn < 0 || !p->functions[fn].is_definition || !(p->functions[fn].spaces & SPACE_GLOBAL) ||
        p->functions[fn].is_template)
        return g;
    const Function *f = &p->functions[fn];
    uint32_t n;
    TSNode *statements = node_named_children(f->body, &n);
    TSNode loop = n == 1 ? statements[0] : (TSNode){{0}, 0, 0};
    free(statements);
    if (ts_node_is_null(loop) || !node_is(loop, "for_statement"))
        return g;
    TSNode init = ts_node_child_by_field_name(loop, "initializer", 11);
    TSNode condition = ts_node_child_by_field_name(loop, "condition", 9);
    TSNode update = ts_node_child_by_field_name(loop, "update", 6);
    TSNode body = ts_node_child_by_field_name(loop, "body", 4);
    if (ts_node_is_null(init) || ts_node_is_null(condition) || ts_node_is_null(update) || ts_node_is_null(body))
        return g;
    TSNode j = stride_variable(p->src, init);
    if (ts_node_is_null(j) || !is_stride_update(p->src, update, j))
        return g;
    int bound = bound_parameter(p, f, condition, j);
    if (bound < 0)
        return g;
    g.loop = loop;
    if (!writes_param_kept(p, f, bound)) {
        /* A thread that changes its copy of n runs other iterations than
         * the one-a-thread grid would. */
        g.why = "its bound, a parameter, may change in the kernel (assigned, its address taken, a reference bound "
                "to it, or a local of its name)";
        g.why_at = condition;
        return g;
    }
    char *name = node_text(p->src, j);
    bool assigned = writes_variable(p->src, body, name);
    free(name);
    if (assigned) {
        g.why = "it assigns the loop's variable";
        g.why_at = body;
        return g;
    }
    StrideWalk w = {p, p->src, body, fn, NULL, 0, NULL, {{0}, 0, 0}};
    node_walk(body, walk_node, &w);
    if (w.why) {
        g.why = w.why;
        g.why_at = w.why_at;
        return g;
    }
    g.bound_param = bound;
    return g;
}

/* An expression's walk: no node with an effect, and the macros it names
 * constants. */
typedef struct PureWalk {
    const Program *p;
    bool pure;
} PureWalk;

static bool pure_node(TSNode node, void *ctx)
{
    PureWalk *w = ctx;
    static const char *const effects[] = {"call_expression", "assignment_expression", "update_expression",
                                          "comma_expression", "new_expression", "delete_expression",
                                          "lambda_expression", "co_await_expression", "throw_expression", NULL};
    const char *type = node_type(node);
    for (int i = 0; effects[i] && w->pure; i++)
        if (node_type_is(type, effects[i]))
            w->pure = false;
    if (w->pure && node_type_is(type, "identifier")) {
        char *name = node_text(w->p->src, node);
        w->pure = macro_is_constant(w->p, name, strlen(name));
        free(name);
    }
    return w->pure;
}

bool grid_stride_expr_is_pure(const Program *p, TSNode e)
{
    if (ts_node_is_null(e))
        return false;
    PureWalk w = {p, true};
    node_walk(e, pure_node, &w);
    return w.pure;
}
