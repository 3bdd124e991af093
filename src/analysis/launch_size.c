#include "analysis/launch_size.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/size_expr.h"
#include "model/local_names.h"
#include "syntax/node.h"

/* Names resolved within names (a macro naming a macro, a local
 * initialized from a macro): deeper is taken as unknown. */
#define SIZE_DEPTH 8
/* Larger values are not sizes a launch has; they keep products finite. */
#define SIZE_MAX_VALUE (1ull << 40)

/* Where the estimate reads names: the launch whose locals they may be. */
typedef struct SizeScope {
    const Program *p;
    const LaunchSite *site; /* whose locals a name may be: declared before it; NULL: none */
    unsigned long long block_dim;
} SizeScope;

/* The initializer's text of the local `name` declared before the launch
 * in the blocks around it; NULL when none (the caller frees it). */
static char *local_initializer(const SizeScope *scope, const char *name)
{
    TSNode declarator;
    if (!scope->site || ts_node_is_null(model_local_declaration(scope->p, scope->site, name, &declarator)) ||
        !node_is(declarator, "init_declarator"))
        return NULL;
    uint32_t n = node_named_child_count(declarator);
    return n >= 2 ? node_text(scope->p->src, node_named_child(declarator, n - 1)) : NULL;
}

/* The text a name stands for: a local's initializer, else an object-like
 * macro's body; NULL when neither (the caller frees it). */
static char *name_text(const SizeScope *scope, const char *name)
{
    char *text = local_initializer(scope, name);
    if (text)
        return text;
    int k = macros_find(&scope->p->macros, name, strlen(name), -1);
    return k < 0 || scope->p->macros.defs[k].is_function ? NULL : strdup(scope->p->macros.defs[k].body);
}

/* A name's value, the estimate's reading of it (size_expr.h): blockDim.x
 * where known, a local's initializer, an object-like macro's body. */
static bool name_value(const SizeNames *names, const char *name, int depth, unsigned long long *v)
{
    const SizeScope *scope = names->ctx;
    if (strcmp(name, "blockDim.x") == 0) {
        *v = scope->block_dim;
        return scope->block_dim != 0;
    }
    char *text = depth < SIZE_DEPTH ? name_text(scope, name) : NULL;
    bool known = text && size_expr_value(text, SIZE_MAX_VALUE, names, depth + 1, v);
    free(text);
    return known;
}

static bool name_range(const SizeNames *names, const char *name, int depth, SizeRange *v);
static bool function_returns(const SizeNames *names, const char *name, int depth, SizeRange *v);

static SizeNames names_in(const SizeScope *scope)
{
    return (SizeNames){.value = name_value, .range = name_range, .returns = function_returns, .ctx = scope};
}

/* Reading bounds: a name's range, read where name_value reads its value. */
static bool name_range(const SizeNames *names, const char *name, int depth, SizeRange *v)
{
    const SizeScope *scope = names->ctx;
    unsigned long long exact;
    if (strcmp(name, "blockDim.x") == 0 || depth >= SIZE_DEPTH) {
        if (!name_value(names, name, depth, &exact))
            return false;
        *v = (SizeRange){exact, exact};
        return true;
    }
    char *text = name_text(scope, name);
    bool read = text && size_expr_range(text, SIZE_MAX_VALUE, names, depth + 1, v);
    free(text);
    return read;
}

/* The expression of a body that is one return statement, or a null node. */
static TSNode only_return(TSNode body)
{
    TSNode none = {0};
    if (ts_node_is_null(body) || node_named_child_count(body) != 1)
        return none;
    TSNode ret = node_named_child(body, 0);
    return node_is(ret, "return_statement") && node_named_child_count(ret) == 1 ? node_named_child(ret, 0) : none;
}

/* Reading bounds: what a function of the file or a quoted header returns,
 * where its body is one return statement (`return min(n, 32);`), its
 * parameters anything. */
static bool function_returns(const SizeNames *names, const char *name, int depth, SizeRange *v)
{
    const SizeScope *scope = names->ctx;
    const Program *p = scope->p;
    if (depth >= SIZE_DEPTH)
        return false;
    const Source *src = p->src;
    int fn = model_find_function(p, name);
    TSNode e = fn >= 0 ? only_return(p->functions[fn].body) : (TSNode){0};
    for (int h = 0; fn < 0 && ts_node_is_null(e) && h < p->header_function_count; h++) {
        const HeaderFunction *hf = &p->header_functions[h];
        if (strcmp(hf->name, name) == 0) {
            e = only_return(hf->body);
            src = p->headers[hf->header].src;
        }
    }
    if (ts_node_is_null(e))
        return false;
    char *text = node_text(src, e);
    SizeScope inside = {p, NULL, 0}; /* its names are its own: no launch's locals, no blockDim */
    SizeNames its = names_in(&inside);
    bool read = size_expr_range(text, SIZE_MAX_VALUE, &its, depth + 1, v);
    free(text);
    return read;
}

bool launch_size_value(const Program *p, const LaunchSite *site, const char *text, unsigned long long block_dim,
                       unsigned long long *value)
{
    SizeScope scope = {p, site, block_dim};
    SizeNames names = names_in(&scope);
    return size_expr_value(text, SIZE_MAX_VALUE, &names, 0, value);
}

/* The most expression `text` may be at launch `site`, read as
 * launch_size_value reads it and through min, max, casts and helpers'
 * returns (size_expr_range); 0 where nothing bounds it. */
static unsigned long long launch_size_bound(const Program *p, const LaunchSite *site, const char *text,
                                            unsigned long long block_dim)
{
    SizeScope scope = {p, site, block_dim};
    SizeNames names = names_in(&scope);
    SizeRange r;
    return size_expr_range(text, SIZE_MAX_VALUE, &names, 0, &r) && r.hi != SIZE_UNBOUNDED ? r.hi : 0;
}

/* The block every host launch of kernel fn gives, where they agree and
 * are known; 0 otherwise. */
static unsigned long long host_block_of(const Program *p, int fn)
{
    unsigned long long agreed = 0;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *h = &p->launches[i];
        if (h->device_side || h->callee_fn != fn)
            continue;
        unsigned long long v;
        if (!launch_size_value(p, h, h->block, 0, &v) || (agreed && v != agreed))
            return 0;
        agreed = v;
    }
    return agreed;
}

/* A loop in a body or in the functions it calls (in the file or a quoted
 * header), SIZE_DEPTH calls deep at most. Not a fact of analysis/
 * body_facts.h: that walk follows macros, functors and template calls
 * too, each callee once, so asking it would change what -O's model takes
 * for a looping child. */
typedef struct LoopSearch {
    const Program *p;
    const Source *src;
    int depth;
    bool found;
} LoopSearch;

static bool body_loops(const Program *p, const Source *src, TSNode body, int depth);

/* Whether expression node e (in s's source) has a known value. */
static bool known_value(const LoopSearch *s, TSNode e)
{
    if (ts_node_is_null(e))
        return false;
    char *text = node_text(s->src, e);
    unsigned long long v;
    bool known = launch_size_value(s->p, NULL, text, 0, &v);
    free(text);
    return known;
}

/* A for loop from a constant to a constant (`for (i = 0; i < 3; i++)`,
 * `for (s = 128; s > 0; s >>= 1)`): its trips do not grow with the work,
 * and it counts as none. */
static bool constant_trips(const LoopSearch *s, TSNode loop)
{
    TSNode cond = node_child_of_type(loop, "binary_expression");
    TSNode op = ts_node_is_null(cond) ? cond : node_operator(cond);
    if (ts_node_is_null(op) || !(node_is(op, "<") || node_is(op, "<=") || node_is(op, ">") || node_is(op, ">=")) ||
        !known_value(s, node_named_child(cond, 1)))
        return false;
    TSNode init = node_child_of_type(loop, "declaration");
    if (!ts_node_is_null(init)) {
        TSNode d = node_child_of_type(init, "init_declarator");
        uint32_t n = ts_node_is_null(d) ? 0 : node_named_child_count(d);
        return n >= 2 && known_value(s, node_named_child(d, n - 1));
    }
    init = node_child_of_type(loop, "assignment_expression");
    return !ts_node_is_null(init) && known_value(s, node_named_child(init, 1));
}

static bool find_loop(TSNode node, void *ctx)
{
    LoopSearch *s = ctx;
    if (s->found)
        return false;
    if (node_is(node, "for_statement") && constant_trips(s, node))
        return true;
    if (node_is(node, "for_statement") || node_is(node, "while_statement") || node_is(node, "do_statement") ||
        node_is(node, "for_range_loop")) {
        s->found = true;
        return false;
    }
    if (node_is(node, "call_expression") && s->depth < SIZE_DEPTH) {
        TSNode callee = node_named_child(node, 0);
        if (!node_is(callee, "identifier"))
            return true;
        char *name = node_text(s->src, callee);
        int fn = model_find_function(s->p, name);
        if (fn >= 0 && !ts_node_is_null(s->p->functions[fn].body))
            s->found = body_loops(s->p, s->p->src, s->p->functions[fn].body, s->depth + 1);
        for (int h = 0; fn < 0 && !s->found && h < s->p->header_function_count; h++) {
            const HeaderFunction *hf = &s->p->header_functions[h];
            if (strcmp(hf->name, name) == 0 && !ts_node_is_null(hf->body))
                s->found = body_loops(s->p, s->p->headers[hf->header].src, hf->body, s->depth + 1);
        }
        free(name);
    }
    return true;
}

static bool body_loops(const Program *p, const Source *src, TSNode body, int depth)
{
    LoopSearch s = {p, src, depth, false};
    node_walk(body, find_loop, &s);
    return s.found;
}

LaunchSize launch_size_of(const Program *p, const LaunchSite *s)
{
    LaunchSize z = {0};
    if (s->caller_fn >= 0)
        z.parent_block = host_block_of(p, s->caller_fn);
    if (!launch_size_value(p, s, s->block, z.parent_block, &z.block))
        z.block = 0;
    if (!launch_size_value(p, s, s->grid, z.parent_block, &z.grid))
        z.grid = 0;
    z.grid_max = z.grid ? z.grid : launch_size_bound(p, s, s->grid, z.parent_block);
    if (s->callee_fn >= 0 && !ts_node_is_null(p->functions[s->callee_fn].body))
        z.child_loops = body_loops(p, p->src, p->functions[s->callee_fn].body, 0);
    return z;
}
