#include "analysis/cfg.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"

typedef struct Edge {
    int from, to;
    bool back; /* closes a for/while/do/range-for loop */
} Edge;

typedef struct Jump {
    int from;
    TSNode label; /* statement_identifier */
} Jump;

typedef struct Switch {
    int dispatch, next;
    bool has_default;
} Switch;

typedef struct Case {
    int sw, vertex;
    bool is_default;
} Case;

/* One statement to place: its vertex is allocated; where control goes after
 * it, and what break and continue mean inside it. */
typedef struct Frame {
    TSNode node;
    int entry, next, brk, cont, sw;
} Frame;

struct Cfg {
    const Source *src;
    TSNode *nodes; /* per vertex: the statement or header part, or null (exit, latches) */
    int count, cap;
    Edge *edges;
    int edge_count, edge_cap;
    /* node id -> vertex, open addressing */
    const void **keys;
    int *values;
    int slots, used;
    Jump *gotos;
    int goto_count, goto_cap;
    Jump *labels; /* `from` is the labelled statement's vertex */
    int label_count, label_cap;
    Switch *switches;
    int switch_count, switch_cap;
    Case *cases;
    int case_count, case_cap;
    /* adjacency (CSR), built once the graph is complete */
    int *first, *succ;
    bool *succ_back;
    bool *cycle, *goto_cycle;
    int *goto_comp;        /* per vertex: its component without back edges */
    TSNode *comp_goto;     /* per such component: a goto closing it */
};

static void map_put(Cfg *g, TSNode node, int v)
{
    if (2 * (g->used + 1) > g->slots) {
        int old = g->slots;
        const void **keys = g->keys;
        int *values = g->values;
        g->slots = old ? 2 * old : 64;
        g->keys = xcalloc((size_t)g->slots, sizeof *g->keys);
        g->values = xcalloc((size_t)g->slots, sizeof *g->values);
        g->used = 0;
        for (int i = 0; i < old; i++)
            if (keys[i]) {
                TSNode n = {{0}, keys[i], NULL};
                map_put(g, n, values[i]);
            }
        free(keys);
        free(values);
    }
    uintptr_t h = ((uintptr_t)node.id >> 4) * 2654435761u;
    for (int i = (int)(h & (uintptr_t)(g->slots - 1));; i = (i + 1) & (g->slots - 1)) {
        if (!g->keys[i]) {
            g->keys[i] = node.id;
            g->values[i] = v;
            g->used++;
            return;
        }
        if (g->keys[i] == node.id)
            return; /* the first mapping (the outermost statement) wins */
    }
}

static int map_get(const Cfg *g, TSNode node)
{
    if (!g->slots)
        return -1;
    uintptr_t h = ((uintptr_t)node.id >> 4) * 2654435761u;
    for (int i = (int)(h & (uintptr_t)(g->slots - 1)); g->keys[i]; i = (i + 1) & (g->slots - 1))
        if (g->keys[i] == node.id)
            return g->values[i];
    return -1;
}

static int add_vertex(Cfg *g, TSNode node)
{
    ARRAY_GROW(g->nodes, g->count, g->cap);
    g->nodes[g->count] = node;
    if (!ts_node_is_null(node))
        map_put(g, node, g->count);
    return g->count++;
}

static void add_edge(Cfg *g, int from, int to, bool back)
{
    if (from < 0 || to < 0)
        return;
    Edge e = {from, to, back};
    ARRAY_PUSH(g->edges, g->edge_count, g->edge_cap, e);
}

/* Nodes whose named children run one after another. A case's value and a
 * label's name take a vertex of their own that does nothing. */
static bool is_sequence(TSNode n)
{
    static const char *const kinds[] = {
        "compound_statement", "case_statement", "labeled_statement", "attributed_statement", "else_clause",
        "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "catch_clause", NULL,
    };
    const char *type = node_type(n);
    for (int i = 0; kinds[i]; i++)
        if (node_type_is(type, kinds[i]))
            return true;
    return false;
}

static TSNode last_named(TSNode n)
{
    uint32_t count = node_named_child_count(n);
    TSNode none = {0};
    return count ? node_named_child(n, count - 1) : none;
}

typedef struct Stack {
    Frame *items;
    int count, cap;
} Stack;

static void push(Stack *s, Frame f)
{
    ARRAY_PUSH(s->items, s->count, s->cap, f);
}

static void place_sequence(Cfg *g, Stack *s, Frame f)
{
    uint32_t n;
    TSNode *children = node_named_children(f.node, &n);
    int prev = f.entry;
    int first_frame = s->count;
    for (uint32_t i = 0; i < n; i++) {
        TSNode c = children[i];
        int v = add_vertex(g, c);
        add_edge(g, prev, v, false);
        if (s->count > first_frame)
            s->items[s->count - 1].next = v;
        Frame cf = {c, v, f.next, f.brk, f.cont, f.sw};
        push(s, cf);
        prev = v;
    }
    free(children);
    if (s->count == first_frame)
        add_edge(g, f.entry, f.next, false);
    if (node_is(f.node, "labeled_statement")) {
        Jump l = {f.entry, node_child_of_type(f.node, "statement_identifier")};
        ARRAY_PUSH(g->labels, g->label_count, g->label_cap, l);
    }
    if (node_is(f.node, "case_statement") && f.sw >= 0) {
        Case c = {f.sw, f.entry, !ts_node_is_null(node_token_of_type(f.node, "default"))};
        ARRAY_PUSH(g->cases, g->case_count, g->case_cap, c);
    }
}

/* A loop's body: control after it goes to `latch`, break to `next`. */
static void place_body(Cfg *g, Stack *s, const Frame *f, TSNode body, int from, int latch)
{
    int b = add_vertex(g, body);
    add_edge(g, from, b, false);
    Frame bf = {body, b, latch, f->next, latch, f->sw};
    push(s, bf);
}

/* for (init; cond; update) body: the statement's own vertex is the init;
 * the condition and the update get vertices of their own, so that what
 * they call is seen to repeat. */
static void place_for(Cfg *g, Stack *s, Frame f)
{
    TSNode cond = {0}, update = {0};
    int section = 0;
    bool open = false;
    uint32_t n = ts_node_child_count(f.node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode c = ts_node_child(f.node, i);
        if (node_is(c, "(")) {
            open = true;
        } else if (!open || node_is(c, "comment")) {
            continue;
        } else if (node_is(c, ")")) {
            break;
        } else if (node_is(c, ";")) {
            section++;
        } else if (node_is(c, "declaration") && section == 0) {
            section++; /* the declaration holds its own ';' */
        } else if (node_is_named(c) && section == 1) {
            cond = c;
        } else if (node_is_named(c) && section == 2) {
            update = c;
        }
    }
    int head = add_vertex(g, cond), latch = add_vertex(g, update);
    add_edge(g, f.entry, head, false);
    if (!ts_node_is_null(cond))
        add_edge(g, head, f.next, false);
    add_edge(g, latch, head, true);
    place_body(g, s, &f, last_named(f.node), head, latch);
}

static void place_statement(Cfg *g, Stack *s, Frame f, int exit)
{
    TSNode n = f.node;
    if (is_sequence(n)) {
        place_sequence(g, s, f);
    } else if (node_is(n, "if_statement")) {
        TSNode cond = node_child_of_type(n, "condition_clause"), alt = node_child_of_type(n, "else_clause");
        TSNode then = {0};
        for (uint32_t i = 0; i < node_named_child_count(n) && ts_node_is_null(then); i++) {
            TSNode c = node_named_child(n, i);
            if (!node_same(c, cond) && !node_same(c, alt))
                then = c;
        }
        TSNode branches[2] = {then, alt};
        for (int k = 0; k < 2; k++) {
            if (ts_node_is_null(branches[k])) {
                add_edge(g, f.entry, f.next, false);
                continue;
            }
            int v = add_vertex(g, branches[k]);
            add_edge(g, f.entry, v, false);
            Frame bf = {branches[k], v, f.next, f.brk, f.cont, f.sw};
            push(s, bf);
        }
    } else if (node_is(n, "while_statement")) {
        int latch = add_vertex(g, (TSNode){0});
        add_edge(g, f.entry, f.next, false);
        add_edge(g, latch, f.entry, true);
        place_body(g, s, &f, last_named(n), f.entry, latch);
    } else if (node_is(n, "do_statement")) {
        int cond = add_vertex(g, node_child_of_type(n, "parenthesized_expression"));
        add_edge(g, cond, f.next, false);
        int body_vertex = g->count;
        place_body(g, s, &f, node_named_child(n, 0), f.entry, cond);
        add_edge(g, cond, body_vertex, true);
    } else if (node_is(n, "for_statement")) {
        place_for(g, s, f);
    } else if (node_is(n, "for_range_loop")) {
        int head = add_vertex(g, (TSNode){0}), latch = add_vertex(g, (TSNode){0});
        add_edge(g, f.entry, head, false);
        add_edge(g, head, f.next, false);
        add_edge(g, latch, head, true);
        place_body(g, s, &f, last_named(n), head, latch);
    } else if (node_is(n, "switch_statement")) {
        Switch sw = {f.entry, f.next, false};
        ARRAY_PUSH(g->switches, g->switch_count, g->switch_cap, sw);
        TSNode body = node_child_of_type(n, "compound_statement");
        if (ts_node_is_null(body)) {
            add_edge(g, f.entry, f.next, false);
            return;
        }
        /* The dispatch reaches the cases only (edges added once all are
         * known); the body's own vertex leads nowhere else. */
        int b = add_vertex(g, body);
        Frame bf = {body, b, f.next, f.next, f.cont, g->switch_count - 1};
        push(s, bf);
    } else if (node_is(n, "try_statement")) {
        /* Device code has no exceptions; each handler is an alternative. */
        for (uint32_t i = 0; i < node_named_child_count(n); i++) {
            TSNode c = node_named_child(n, i);
            int v = add_vertex(g, c);
            add_edge(g, f.entry, v, false);
            Frame cf = {c, v, f.next, f.brk, f.cont, f.sw};
            push(s, cf);
        }
    } else if (node_is(n, "break_statement")) {
        add_edge(g, f.entry, f.brk >= 0 ? f.brk : exit, false);
    } else if (node_is(n, "continue_statement")) {
        add_edge(g, f.entry, f.cont >= 0 ? f.cont : exit, false);
    } else if (node_is(n, "return_statement") || node_is(n, "throw_statement") || node_is(n, "co_return_statement")) {
        add_edge(g, f.entry, exit, false);
    } else if (node_is(n, "goto_statement")) {
        Jump j = {f.entry, node_child_of_type(n, "statement_identifier")};
        ARRAY_PUSH(g->gotos, g->goto_count, g->goto_cap, j);
    } else {
        add_edge(g, f.entry, f.next, false); /* a declaration, an expression, ... */
    }
}

static void resolve_jumps(Cfg *g, int exit)
{
    for (int i = 0; i < g->goto_count; i++) {
        int to = exit; /* a goto to no label does not compile; treat it as leaving */
        for (int k = 0; k < g->label_count; k++) {
            TSNode l = g->labels[k].label;
            uint32_t len = node_end_byte(l) - ts_node_start_byte(l);
            TSNode want = g->gotos[i].label;
            if (!ts_node_is_null(l) && !ts_node_is_null(want) &&
                node_end_byte(want) - ts_node_start_byte(want) == len &&
                memcmp(g->src->text + ts_node_start_byte(l), g->src->text + ts_node_start_byte(want), len) == 0) {
                to = g->labels[k].from;
                break;
            }
        }
        add_edge(g, g->gotos[i].from, to, false);
    }
    for (int i = 0; i < g->case_count; i++) {
        add_edge(g, g->switches[g->cases[i].sw].dispatch, g->cases[i].vertex, false);
        g->switches[g->cases[i].sw].has_default |= g->cases[i].is_default;
    }
    for (int i = 0; i < g->switch_count; i++)
        if (!g->switches[i].has_default)
            add_edge(g, g->switches[i].dispatch, g->switches[i].next, false);
}

static void build_adjacency(Cfg *g)
{
    g->first = xcalloc((size_t)g->count + 1, sizeof *g->first);
    g->succ = xcalloc((size_t)g->edge_count + 1, sizeof *g->succ);
    g->succ_back = xcalloc((size_t)g->edge_count + 1, sizeof *g->succ_back);
    for (int i = 0; i < g->edge_count; i++)
        g->first[g->edges[i].from + 1]++;
    for (int v = 0; v < g->count; v++)
        g->first[v + 1] += g->first[v];
    int *fill = xcalloc((size_t)g->count + 1, sizeof *fill);
    for (int i = 0; i < g->edge_count; i++) {
        int at = g->first[g->edges[i].from] + fill[g->edges[i].from]++;
        g->succ[at] = g->edges[i].to;
        g->succ_back[at] = g->edges[i].back;
    }
    free(fill);
}

/* Strongly connected components (Tarjan, with an explicit stack), with or
 * without back edges: marks the vertices on a cycle, and returns each
 * vertex's component. */
static int *components(const Cfg *g, bool with_back, bool *on_cycle)
{
    int n = g->count, next_index = 0, comp_count = 0;
    int *index = xmalloc((size_t)n * sizeof *index), *low = xmalloc((size_t)n * sizeof *low);
    int *comp = xmalloc((size_t)n * sizeof *comp), *stack = xmalloc((size_t)n * sizeof *stack);
    int *call_v = xmalloc((size_t)n * sizeof *call_v), *call_e = xmalloc((size_t)n * sizeof *call_e);
    bool *on_stack = xcalloc((size_t)n, sizeof *on_stack);
    int *size = xcalloc((size_t)n, sizeof *size);
    int depth = 0, calls = 0;
    for (int v = 0; v < n; v++)
        index[v] = -1;
    for (int root = 0; root < n; root++) {
        if (index[root] >= 0)
            continue;
        index[root] = low[root] = next_index++;
        stack[depth++] = root;
        on_stack[root] = true;
        call_v[calls] = root;
        call_e[calls++] = g->first[root];
        while (calls > 0) {
            int v = call_v[calls - 1];
            if (call_e[calls - 1] < g->first[v + 1]) {
                int e = call_e[calls - 1]++;
                if (g->succ_back[e] && !with_back)
                    continue;
                int w = g->succ[e];
                if (index[w] < 0) {
                    index[w] = low[w] = next_index++;
                    stack[depth++] = w;
                    on_stack[w] = true;
                    call_v[calls] = w;
                    call_e[calls++] = g->first[w];
                } else if (on_stack[w] && index[w] < low[v]) {
                    low[v] = index[w];
                }
                continue;
            }
            calls--;
            if (calls > 0 && low[v] < low[call_v[calls - 1]])
                low[call_v[calls - 1]] = low[v];
            if (low[v] == index[v]) {
                int w;
                do {
                    w = stack[--depth];
                    on_stack[w] = false;
                    comp[w] = comp_count;
                    size[comp_count]++;
                } while (w != v);
                comp_count++;
            }
        }
    }
    for (int v = 0; v < n; v++) {
        on_cycle[v] = size[comp[v]] > 1;
        for (int e = g->first[v]; e < g->first[v + 1]; e++)
            if (g->succ[e] == v && (with_back || !g->succ_back[e]))
                on_cycle[v] = true;
    }
    free(index);
    free(low);
    free(stack);
    free(call_v);
    free(call_e);
    free(on_stack);
    free(size);
    return comp;
}

Cfg *cfg_build(const Source *src, TSNode body)
{
    Cfg *g = xcalloc(1, sizeof *g);
    g->src = src;
    int entry = add_vertex(g, body);
    int exit = add_vertex(g, (TSNode){0});
    Stack s = {0};
    Frame top = {body, entry, exit, -1, -1, -1};
    push(&s, top);
    while (s.count > 0) {
        Frame f = s.items[--s.count];
        place_statement(g, &s, f, exit);
    }
    free(s.items);
    resolve_jumps(g, exit);
    build_adjacency(g);
    int n = g->count;
    g->cycle = xcalloc((size_t)n, sizeof *g->cycle);
    g->goto_cycle = xcalloc((size_t)n, sizeof *g->goto_cycle);
    free(components(g, true, g->cycle));
    g->goto_comp = components(g, false, g->goto_cycle);
    g->comp_goto = xcalloc((size_t)n, sizeof *g->comp_goto);
    for (int i = 0; i < g->goto_count; i++) {
        int v = g->gotos[i].from;
        if (g->goto_cycle[v] && ts_node_is_null(g->comp_goto[g->goto_comp[v]]))
            g->comp_goto[g->goto_comp[v]] = g->nodes[v];
    }
    return g;
}

void cfg_free(Cfg *g)
{
    if (!g)
        return;
    free(g->nodes);
    free(g->edges);
    free(g->keys);
    free(g->values);
    free(g->gotos);
    free(g->labels);
    free(g->switches);
    free(g->cases);
    free(g->first);
    free(g->succ);
    free(g->succ_back);
    free(g->cycle);
    free(g->goto_cycle);
    free(g->goto_comp);
    free(g->comp_goto);
    free(g);
}

int cfg_vertex_count(const Cfg *g) { return g->count; }

int cfg_vertex_of(const Cfg *g, TSNode node)
{
    for (TSNode a = node; !ts_node_is_null(a); a = parents_of(a)) {
        int v = map_get(g, a);
        if (v >= 0)
            return v;
        if (node_is(a, "lambda_expression"))
            return -1;
    }
    return -1;
}

bool cfg_reaches(const Cfg *g, int from, int to)
{
    if (from < 0 || to < 0)
        return false;
    bool *seen = xcalloc((size_t)g->count, sizeof *seen);
    int *queue = xmalloc((size_t)g->count * sizeof *queue);
    int head = 0, tail = 0;
    bool found = false;
    queue[tail++] = from;
    while (head < tail && !found) {
        int v = queue[head++];
        for (int e = g->first[v]; e < g->first[v + 1]; e++) {
            int w = g->succ[e];
            if (w == to)
                found = true;
            if (!seen[w]) {
                seen[w] = true;
                queue[tail++] = w;
            }
        }
    }
    free(seen);
    free(queue);
    return found;
}

bool cfg_on_cycle(const Cfg *g, int v) { return v >= 0 && g->cycle[v]; }

bool cfg_on_goto_cycle(const Cfg *g, int v, TSNode *closing)
{
    if (v < 0 || !g->goto_cycle[v])
        return false;
    if (closing)
        *closing = g->comp_goto[g->goto_comp[v]];
    return true;
}
