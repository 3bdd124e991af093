#include "model/callgraph.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "syntax/node.h"
#include "util/alloc.h"

/* Compressed rows of the edges (caller, callee) given as two parallel
 * walks over `count` items: `start` gets n + 1 offsets, the result the
 * callees (or, where `reverse`, the callers of each callee). */
typedef struct EdgeSource {
    int count;
    int (*from)(const Program *p, int i); /* -1: no edge */
    int (*to)(const Program *p, int i);
} EdgeSource;

static int call_caller(const Program *p, int i) { return p->calls[i].callee_fn >= 0 ? p->calls[i].caller_fn : -1; }
static int call_callee(const Program *p, int i) { return p->calls[i].callee_fn; }
static int launch_caller(const Program *p, int i)
{
    return p->launches[i].callee_fn >= 0 ? p->launches[i].caller_fn : -1;
}
static int launch_callee(const Program *p, int i) { return p->launches[i].callee_fn; }
static int site_caller(const Program *p, int i) { return p->launches[i].caller_fn; }
static int site_callee(const Program *p, int i) { return p->launches[i].callee_fn; }
static int site_itself(const Program *p, int i)
{
    (void)p;
    return i;
}

static int *build_rows(const Program *p, EdgeSource e, bool reverse, int **start_out)
{
    int n = p->function_count;
    int *start = xcalloc((size_t)n + 2, sizeof *start);
    for (int i = 0; i < e.count; i++) {
        int from = e.from(p, i);
        if (from >= 0)
            start[(reverse ? e.to(p, i) : from) + 2]++;
    }
    for (int f = 0; f < n; f++)
        start[f + 2] += start[f + 1];
    int *edges = xcalloc((size_t)start[n + 1] + 1, sizeof *edges);
    for (int i = 0; i < e.count; i++) {
        int from = e.from(p, i);
        if (from >= 0) {
            int to = e.to(p, i);
            edges[start[(reverse ? to : from) + 1]++] = reverse ? from : to;
        }
    }
    *start_out = start; /* start[f] .. start[f + 1] after the shift above */
    return edges;
}

static int edge_count(const int *start, int f) { return start[f + 1] - start[f]; }

/* Edge k of function v over calls then launches. */
static int edge_at(const CallGraph *g, int v, int k)
{
    int calls = edge_count(g->call_start, v);
    return k < calls ? g->calls[g->call_start[v] + k] : g->launches[g->launch_start[v] + k - calls];
}

/* Tarjan's strongly connected components, without recursion (call chains
 * may be as deep as the file is long). */
static void find_components(const Program *p, CallGraph *g)
{
    int n = p->function_count;
    int *index = xcalloc((size_t)n + 1, sizeof *index), *low = xcalloc((size_t)n + 1, sizeof *low);
    int *next_edge = xcalloc((size_t)n + 1, sizeof *next_edge);
    int *stack = xcalloc((size_t)n + 1, sizeof *stack), *path = xcalloc((size_t)n + 1, sizeof *path);
    bool *on_stack = xcalloc((size_t)n + 1, sizeof *on_stack);
    g->component = xcalloc((size_t)n + 1, sizeof *g->component);
    for (int v = 0; v < n; v++)
        index[v] = -1;
    int counter = 0, components = 0, depth = 0, height = 0;
    for (int root = 0; root < n; root++) {
        if (index[root] >= 0)
            continue;
        index[root] = low[root] = counter++;
        stack[height++] = root, on_stack[root] = true, path[depth++] = root;
        while (depth > 0) {
            int v = path[depth - 1];
            if (next_edge[v] < edge_count(g->call_start, v) + edge_count(g->launch_start, v)) {
                int w = edge_at(g, v, next_edge[v]++);
                if (index[w] < 0) {
                    index[w] = low[w] = counter++;
                    stack[height++] = w, on_stack[w] = true, path[depth++] = w;
                } else if (on_stack[w] && index[w] < low[v]) {
                    low[v] = index[w];
                }
                continue;
            }
            depth--;
            if (depth > 0 && low[v] < low[path[depth - 1]])
                low[path[depth - 1]] = low[v];
            if (low[v] == index[v]) {
                int w;
                do {
                    w = stack[--height];
                    on_stack[w] = false;
                    g->component[w] = components;
                } while (w != v);
                components++;
            }
        }
    }
    free(index), free(low), free(next_edge), free(stack), free(path), free(on_stack);
}

static bool has_edge_to_itself(const CallGraph *g, int f)
{
    for (int k = 0; k < edge_count(g->call_start, f) + edge_count(g->launch_start, f); k++)
        if (edge_at(g, f, k) == f)
            return true;
    return false;
}

void callgraph_resolve(Program *p)
{
    for (int i = 0; i < p->call_count; i++)
        if (!p->calls[i].is_runtime)
            p->calls[i].callee_fn = model_find_function(p, p->calls[i].callee);
    for (int i = 0; i < p->launch_count; i++)
        p->launches[i].callee_fn = model_find_function(p, p->launches[i].callee);
    CallGraph *g = &p->graph;
    g->calls = build_rows(p, (EdgeSource){p->call_count, call_caller, call_callee}, false, &g->call_start);
    g->callers = build_rows(p, (EdgeSource){p->call_count, call_caller, call_callee}, true, &g->caller_start);
    g->launches = build_rows(p, (EdgeSource){p->launch_count, launch_caller, launch_callee}, false, &g->launch_start);
    g->sites_in = build_rows(p, (EdgeSource){p->launch_count, site_caller, site_itself}, false, &g->sites_in_start);
    g->sites_of = build_rows(p, (EdgeSource){p->launch_count, site_callee, site_itself}, false, &g->sites_of_start);
    g->nonkernel_launchers = xcalloc((size_t)p->function_count + 1, sizeof *g->nonkernel_launchers);
    for (int f = 0; f < p->function_count; f++)
        if (!(p->functions[f].spaces & SPACE_GLOBAL) && g->sites_in_start[f] < g->sites_in_start[f + 1])
            g->nonkernel_launchers[g->nonkernel_launcher_count++] = f;
    find_components(p, g);
    int *size = xcalloc((size_t)p->function_count + 1, sizeof *size);
    for (int i = 0; i < p->function_count; i++)
        size[g->component[i]]++;
    for (int i = 0; i < p->function_count; i++)
        p->functions[i].recursive = size[g->component[i]] > 1 || has_edge_to_itself(g, i);
    free(size);
}

void callgraph_free(CallGraph *g)
{
    free(g->call_start), free(g->calls);
    free(g->caller_start), free(g->callers);
    free(g->launch_start), free(g->launches);
    free(g->component);
    free(g->sites_in_start), free(g->sites_in);
    free(g->sites_of_start), free(g->sites_of);
    free(g->nonkernel_launchers);
    memset(g, 0, sizeof *g);
}

/* Depth-first search from `from` for `to` over calls, and launches too
 * where `launches`; true when found after one or more edges. */
static bool search(const Program *p, int from, int to, bool launches)
{
    const CallGraph *g = &p->graph;
    bool *seen = xcalloc((size_t)p->function_count, sizeof *seen);
    int *todo = xcalloc((size_t)p->function_count + 1, sizeof *todo), count = 0;
    bool found = false;
    todo[count++] = from;
    while (count > 0 && !found) {
        int v = todo[--count];
        int edges = edge_count(g->call_start, v) + (launches ? edge_count(g->launch_start, v) : 0);
        for (int k = 0; k < edges && !found; k++) {
            int w = edge_at(g, v, k);
            found = w == to;
            assert(0 <= w && w < p->function_count);
            if (!seen[w])
                seen[w] = true, todo[count++] = w;
            assert(count <= p->function_count + 1); /* each function pushed once, `from` perhaps twice */
        }
    }
    free(seen);
    free(todo);
    return found;
}

bool callgraph_reaches(const Program *p, int from, int to)
{
    if (from < 0 || to < 0)
        return false;
    assert(from < p->function_count && to < p->function_count);
    /* One component: a cycle holds both (or, for one function, only when
     * it is recursive). */
    if (p->graph.component[from] == p->graph.component[to])
        return from != to || p->functions[from].recursive;
    return search(p, from, to, true);
}

bool callgraph_calls_reach(const Program *p, int from, int to)
{
    if (from < 0 || to < 0)
        return false;
    assert(from < p->function_count && to < p->function_count);
    return from == to || search(p, from, to, false);
}

bool *callgraph_called_from(const Program *p, int from)
{
    const CallGraph *g = &p->graph;
    bool *reached = xcalloc((size_t)p->function_count + 1, sizeof *reached);
    if (from < 0)
        return reached;
    assert(from < p->function_count);
    int *todo = xcalloc((size_t)p->function_count + 1, sizeof *todo), count = 0;
    reached[from] = true;
    todo[count++] = from;
    while (count > 0) {
        int v = todo[--count];
        for (int k = g->call_start[v]; k < g->call_start[v + 1]; k++) {
            int w = g->calls[k];
            assert(0 <= w && w < p->function_count);
            if (!reached[w])
                reached[w] = true, todo[count++] = w;
        }
    }
    free(todo);
    return reached;
}

/* Whether f calls itself again, directly or through others. */
static bool calls_itself(const Program *p, int f)
{
    const CallGraph *g = &p->graph;
    for (int k = g->call_start[f]; k < g->call_start[f + 1]; k++)
        if (callgraph_calls_reach(p, g->calls[k], f))
            return true;
    return false;
}

/* The header functions named `name` calls (model_names_match), pushed on
 * todo where not yet seen. */
static void push_header_callees(const Program *p, const char *name, bool *seen, int *todo, int *count, int *via,
                                int v)
{
    for (int k = 0; k < p->header_function_count; k++)
        if (!seen[k] && model_names_match(p->header_functions[k].name, name)) {
            seen[k] = true;
            via[k] = v;
            todo[(*count)++] = k;
        }
}

typedef struct HeaderWalk {
    const Program *p;
    const Source *src;
    const char *self;  /* the header function walked */
    bool calls_itself;
    bool *seen;
    int *todo, *count, *via, from;
} HeaderWalk;

static bool walk_header_calls(TSNode node, void *ctx)
{
    HeaderWalk *w = ctx;
    if (node_is(node, "call_expression")) {
        char *name = node_callee_name(w->src, node);
        if (name) {
            w->calls_itself |= model_names_match(w->self, name);
            push_header_callees(w->p, name, w->seen, w->todo, w->count, w->via, w->from);
            free(name);
        }
    }
    return true;
}

/* Code of a quoted header the functions marked in `reached` call, directly
 * or through other header functions, that nvcc compiles apart: the first,
 * named by the call in the file that reaches it. */
static CompiledApart header_code_apart(const Program *p, const bool *reached)
{
    CompiledApart apart = {.kind = APART_NONE, .function = -1, .header_function = -1};
    int n = p->header_function_count;
    if (n == 0)
        return apart;
    bool *seen = xcalloc((size_t)n, sizeof *seen);
    int *todo = xcalloc((size_t)n, sizeof *todo), *via = xcalloc((size_t)n, sizeof *via), count = 0;
    for (int c = 0; c < p->call_count; c++) {
        const Call *call = &p->calls[c];
        if (call->callee_fn < 0 && call->caller_fn >= 0 && reached[call->caller_fn])
            push_header_callees(p, call->callee, seen, todo, &count, via, c);
    }
    while (count > 0 && apart.kind == APART_NONE) {
        int k = todo[--count];
        const HeaderFunction *hf = &p->header_functions[k];
        HeaderWalk w = {p, p->headers[hf->header].src, hf->name, false, seen, todo, &count, via, via[k]};
        node_walk(hf->body, walk_header_calls, &w);
        const Call *call = &p->calls[via[k]];
        if (w.calls_itself)
            apart = (CompiledApart){APART_CALLS_ITSELF, call->caller_fn, call->node, k};
        else if (hf->never_inlined && hf->exported)
            apart = (CompiledApart){APART_EXPORTED, call->caller_fn, call->node, k};
    }
    free(seen);
    free(todo);
    free(via);
    return apart;
}

CompiledApart callgraph_compiled_apart(const Program *p, int from)
{
    CompiledApart apart = {.kind = APART_NONE, .function = -1, .header_function = -1};
    if (from < 0)
        return apart;
    bool *reached = callgraph_called_from(p, from);
    for (int f = 0; f < p->function_count && apart.kind == APART_NONE; f++) {
        if (!reached[f])
            continue;
        const Function *fn = &p->functions[f];
        if (!ts_node_is_null(fn->pointer_call))
            apart = (CompiledApart){APART_THROUGH_POINTER, f, fn->pointer_call, -1};
        else if (f == from)
            continue;
        else if (calls_itself(p, f))
            apart = (CompiledApart){APART_CALLS_ITSELF, f, fn->node, -1};
        else if (!fn->is_definition && (fn->spaces & SPACE_DEVICE))
            apart = (CompiledApart){APART_ELSEWHERE, f, fn->node, -1};
        else if (!ts_node_is_null(fn->address_taken))
            apart = (CompiledApart){APART_ADDRESS_TAKEN, f, fn->node, -1};
        else if (fn->never_inlined && fn->exported)
            apart = (CompiledApart){APART_EXPORTED, f, fn->node, -1};
    }
    if (apart.kind == APART_NONE)
        apart = header_code_apart(p, reached);
    free(reached);
    return apart;
}

/* Marks in `mark` (with `value`) every function that reaches f through calls
 * alone, f included; returns whether one already held `stop`. */
static bool mark_callers(const Program *p, int f, unsigned char *mark, unsigned char value, unsigned char stop)
{
    const CallGraph *g = &p->graph;
    int *todo = xcalloc((size_t)p->function_count + 1, sizeof *todo), count = 0;
    bool met = false;
    if (mark[f] == stop)
        met = true;
    mark[f] = value;
    todo[count++] = f;
    while (count > 0 && !met) {
        int v = todo[--count];
        for (int k = g->caller_start[v]; k < g->caller_start[v + 1] && !met; k++) {
            int c = g->callers[k];
            if (mark[c] == stop)
                met = true;
            else if (mark[c] != value)
                mark[c] = value, todo[count++] = c;
        }
    }
    free(todo);
    return met;
}

bool *callgraph_callers_of(const Program *p, int f)
{
    bool *callers = xcalloc((size_t)p->function_count + 1, sizeof *callers);
    if (f < 0)
        return callers;
    assert(f < p->function_count);
    unsigned char *mark = xcalloc((size_t)p->function_count, 1);
    mark_callers(p, f, mark, 1, 2);
    for (int i = 0; i < p->function_count; i++)
        callers[i] = mark[i] == 1;
    free(mark);
    return callers;
}

bool callgraph_may_share_thread(const Program *p, int a, int b)
{
    if (a < 0 || b < 0)
        return false;
    assert(a < p->function_count && b < p->function_count);
    /* A function calling both (a or b themselves included) is a caller of
     * a that is also a caller of b. */
    unsigned char *mark = xcalloc((size_t)p->function_count, 1);
    mark_callers(p, a, mark, 1, 2);
    bool shared = mark_callers(p, b, mark, 2, 1);
    free(mark);
    return shared;
}

/* Adds witness w to function v's (first[v], then second[v] where second
 * is not NULL; distinct, at most two); whether v's changed. */
static bool witness_add(int *first, int *second, int v, int w)
{
    if (w < 0 || first[v] == w || (first[v] >= 0 && (!second || second[v] >= 0 || second[v] == w)))
        return false;
    if (first[v] < 0)
        first[v] = w;
    else
        second[v] = w;
    return true;
}

/* Spreads each function's witnesses (>= 0; two where `second` is not NULL)
 * along the edges start/edges (a compressed row per function) to every
 * function it reaches, each keeping at most one (two) distinct. A function
 * changes at most twice, so it is queued at most three times. */
static void spread_witness(int n, const int *start, const int *edges, int *first, int *second)
{
    int *todo = xcalloc((size_t)3 * n + 1, sizeof *todo), count = 0;
    for (int f = 0; f < n; f++)
        if (first[f] >= 0)
            todo[count++] = f;
    while (count > 0) {
        int v = todo[--count];
        for (int k = start[v]; k < start[v + 1]; k++) {
            bool changed = witness_add(first, second, edges[k], first[v]);
            if (second && witness_add(first, second, edges[k], second[v]))
                changed = true;
            if (changed)
                todo[count++] = edges[k];
        }
    }
    free(todo);
}

int *callgraph_marked_in_thread(const Program *p, const bool *marked)
{
    const CallGraph *g = &p->graph;
    int n = p->function_count;
    int *witness = xcalloc((size_t)n + 1, sizeof *witness);
    for (int f = 0; f < n; f++)
        witness[f] = marked[f] ? f : -1;
    spread_witness(n, g->caller_start, g->callers, witness, NULL); /* to their callers */
    return witness;
}

int *callgraph_marked_sharing_thread(const Program *p, const bool *marked, int *second)
{
    /* A function reaching a marked one through calls (itself included)
     * shares a thread with it, and so does every function it calls. */
    const CallGraph *g = &p->graph;
    int n = p->function_count;
    int *first = xcalloc((size_t)n + 1, sizeof *first);
    for (int f = 0; f < n; f++) {
        first[f] = marked[f] ? f : -1;
        if (second)
            second[f] = -1;
    }
    spread_witness(n, g->caller_start, g->callers, first, second); /* to their callers */
    spread_witness(n, g->call_start, g->calls, first, second);     /* then to their callees */
    return first;
}
