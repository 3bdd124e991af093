#include "analysis/device_streams.h"

#include <stdlib.h>
#include <string.h>

#include "model/memo.h"
#include "model/site_stream.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"

/* The uses of one stream variable in the launching function. */
typedef struct StreamUses {
    const Program *p;
    const char *name;
    TSNode declarator;   /* the declaration's own identifier: not a use */
    TSNode create, destroy;
    int creates, destroys, launches;
    const char *why;     /* the first use that breaks the pattern */
    TSNode at;
} StreamUses;

static void breaks(StreamUses *u, const char *why, TSNode at)
{
    if (!u->why) {
        u->why = why;
        u->at = at;
    }
}

/* The call an argument belongs to, and which argument it is (-1: not one). */
static TSNode call_of_argument(TSNode arg, int *index)
{
    TSNode list = parents_of(arg), none = {0};
    *index = -1;
    if (ts_node_is_null(list) || !node_is(list, "argument_list"))
        return none;
    uint32_t n = node_named_child_count(list);
    for (uint32_t i = 0; i < n; i++)
        if (node_same(node_named_child(list, i), arg))
            *index = (int)i;
    TSNode call = parents_of(list);
    return node_is(call, "call_expression") ? call : none;
}

/* One use of the stream's name: its creation, a launch into it, its
 * destruction, or anything else. */
static void classify_use(StreamUses *u, TSNode id)
{
    const Program *p = u->p;
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        if (s->config_count > 3 && node_same(s->config[3], id)) {
            u->launches++;
            return;
        }
    }
    TSNode parent = parents_of(id);
    int index;
    if (node_is(parent, "pointer_expression") && node_text_is(p->src, node_operator(parent), "&")) {
        TSNode call = call_of_argument(parent, &index);
        char *callee = ts_node_is_null(call) ? NULL : node_callee_name(p->src, call);
        bool with_flags = callee && strcmp(callee, "cudaStreamCreateWithFlags") == 0 && index == 0;
        bool plain = callee && strcmp(callee, "cudaStreamCreate") == 0 && index == 0;
        free(callee);
        if (with_flags) {
            TSNode args = node_child_of_type(call, "argument_list");
            if (node_named_child_count(args) != 2 || !node_text_is(p->src, node_named_child(args, 1), "cudaStreamNonBlocking"))
                breaks(u, "it is created without cudaStreamNonBlocking, so it is ordered with the block's NULL stream", call);
            u->create = call;
            u->creates++;
            return;
        }
        if (plain) {
            breaks(u, "it is created by cudaStreamCreate, without cudaStreamNonBlocking, so it is ordered with the "
                      "block's NULL stream",
                   call);
            u->creates++;
            return;
        }
    }
    TSNode call = call_of_argument(id, &index);
    char *callee = ts_node_is_null(call) ? NULL : node_callee_name(p->src, call);
    bool destroy = callee && strcmp(callee, "cudaStreamDestroy") == 0 && index == 0;
    free(callee);
    if (destroy) {
        u->destroy = call;
        u->destroys++;
        return;
    }
    breaks(u, "it is used other than to create it, launch into it and destroy it", id);
}

static bool visit_use(TSNode node, void *ctx)
{
    StreamUses *u = ctx;
    if (node_is(node, "identifier") && node_text_is(u->p->src, node, u->name) && !node_same(node, u->declarator))
        classify_use(u, node);
    return true;
}

/* The declaration of `name` the launch sees, `cudaStream_t name;` (its
 * declarator in *declarator, the statement or block holding it in
 * *scope), or a null node: the nearest of those written before the
 * launch in the blocks around it, up to the function's body. One walk up
 * from the launch: a function of many blocks, each with a stream of the
 * same name, finds each block's own (a search of the whole body from the
 * top, once per launch, would grow with the square of the launches, and
 * would find the first block's). */
static TSNode stream_declaration(const Source *src, TSNode body, TSNode launch, const char *name, TSNode *declarator,
                                 TSNode *scope)
{
    TSNode none = {0};
    uint32_t at = ts_node_start_byte(launch);
    for (TSNode a = parents_of(launch); !ts_node_is_null(a); a = parents_of(a)) {
        uint32_t n;
        TSNode *kids = node_named_children(a, &n), found = none;
        for (uint32_t i = 0; i < n && node_end_byte(kids[i]) <= at; i++) {
            TSNode d = node_is(kids[i], "declaration") ? statements_declarator_of(src, kids[i], name) : none;
            if (!ts_node_is_null(d)) {
                found = kids[i];
                *declarator = declares_identifier(d);
            }
        }
        free(kids);
        if (!ts_node_is_null(found)) {
            *scope = a;
            TSNode type = ts_node_child_by_field_name(found, "type", 4);
            return node_text_is(src, type, "cudaStream_t") ? found : none;
        }
        if (node_same(a, body))
            break;
    }
    return none;
}

/* Whether node runs once each time the declaration does: no loop holds it
 * that does not hold the declaration too. */
static bool same_iteration(TSNode node, TSNode declaration)
{
    TSNode loop = statements_innermost_loop(node);
    return ts_node_is_null(loop) || node_contains(loop, declaration);
}

/* A label a jump could land on between two points: a goto's label, or a
 * case of a switch that starts before them (a switch wholly between them
 * jumps within itself). */
typedef struct LabelScan {
    uint32_t from, to;
    bool found;
} LabelScan;

static bool visit_label(TSNode node, void *ctx)
{
    LabelScan *l = ctx;
    uint32_t at = ts_node_start_byte(node);
    if (l->found || node_end_byte(node) <= l->from || at >= l->to)
        return false; /* nothing of it lies between */
    if (at > l->from && node_is(node, "labeled_statement"))
        l->found = true;
    if (at > l->from && node_is(node, "case_statement")) {
        TSNode sw = node_ancestor_of_type(node, "switch_statement");
        l->found = ts_node_is_null(sw) || ts_node_start_byte(sw) < l->from;
    }
    return !l->found;
}

/* Whether `create`, a statement of its own, runs before `launch` on every
 * path to the launch: it stands before the launch in a block, or a case's
 * statements, that holds it, with no label between for a jump to skip it
 * by. `scope` holds both. A
 * stream created only on some paths, or after the launch, is on the other
 * paths whatever its declaration made it: the NULL or the tail stream,
 * whose order the launch keeps (a review on an H200: as written 1,600,000,
 * --aggregate=block 1,600). */
static bool created_before_launch(TSNode scope, TSNode create, TSNode launch)
{
    TSNode statement = parents_of(create), run = parents_of(statement);
    bool in_sequence = node_is(run, "compound_statement") || node_is(run, "case_statement");
    if (!in_sequence || !node_contains(run, launch) || node_end_byte(statement) > ts_node_start_byte(launch))
        return false;
    LabelScan l = {node_end_byte(create), ts_node_start_byte(launch), false};
    node_walk(scope, visit_label, &l);
    return !l.found;
}

static DeviceStream find_device_stream(const Program *p, int site)
{
    const LaunchSite *s = &p->launches[site];
    DeviceStream r = {.form = DEVICE_STREAM_NOT_OWN};
    if (site_stream(p->src, s) != SITE_STREAM_OWN)
        return r;
    r.form = DEVICE_STREAM_UNPROVEN;
    if (!s->device_side || s->caller_fn < 0 || !node_is(s->config[3], "identifier")) {
        r.why = "the stream is not a variable of the launching function";
        return r;
    }
    char *name = node_text(p->src, s->config[3]);
    TSNode declarator = {0}, scope = {0};
    TSNode declaration = stream_declaration(p->src, p->functions[s->caller_fn].body, s->node, name, &declarator, &scope);
    if (ts_node_is_null(declaration)) {
        r.why = ts_node_is_null(declarator) ? "the stream is not a variable of the launching function"
                                            : "the stream is not declared as a cudaStream_t of its own";
        free(name);
        return r;
    }
    /* Its uses: the name anywhere it can be seen from its declaration. */
    StreamUses u = {.p = p, .name = name, .declarator = declarator};
    node_walk(scope, visit_use, &u);
    if (!u.why && (u.creates != 1 || u.destroys != 1))
        breaks(&u, "it is not created once and destroyed once", declaration);
    if (!u.why && !(same_iteration(u.create, declaration) && same_iteration(u.destroy, declaration)))
        breaks(&u, "it is created or destroyed in a loop that does not declare it anew", u.create);
    /* Where the stream goes with its launch, both calls become no-ops
     * whose value nothing may use. */
    if (!u.why && !node_is(parents_of(u.create), "expression_statement"))
        breaks(&u, "its creation is not a statement of its own", u.create);
    if (!u.why && !node_is(parents_of(u.destroy), "expression_statement"))
        breaks(&u, "its destruction is not a statement of its own", u.destroy);
    if (!u.why && !created_before_launch(scope, u.create, s->node))
        breaks(&u, "it is not created before the launch on every path to it", u.create);
    for (int j = 0; !u.why && j < p->launch_count; j++) {
        const LaunchSite *other = &p->launches[j];
        if (other->config_count > 3 && node_contains(scope, other->config[3]) &&
            node_text_is(p->src, other->config[3], u.name) && !same_iteration(other->node, declaration))
            breaks(&u, "a launch into it is in a loop that does not create it anew", other->node);
    }
    free(name);
    if (u.why) {
        r.why = u.why;
        r.at = u.at;
        return r;
    }
    r.form = u.launches == 1 ? DEVICE_STREAM_ONE_LAUNCH : DEVICE_STREAM_SEQUENCE;
    r.create = u.create;
    r.destroy = u.destroy;
    r.launches = u.launches;
    return r;
}

/* Each site's answer, kept in the program's memo (model/memo.h): grid
 * aggregation asks again for every pair of sites, so unkept answers would
 * grow with the square of a kernel's launches into created streams. */
typedef struct StreamMemo {
    DeviceStream *streams;
    bool *known;
} StreamMemo;

static void stream_memo_free(void *result)
{
    StreamMemo *m = result;
    free(m->streams);
    free(m->known);
    free(m);
}

static StreamMemo *stream_memo(const Program *p)
{
    StreamMemo *m = memo_find(p, MEMO_DEVICE_STREAMS);
    if (m)
        return m;
    m = xcalloc(1, sizeof *m);
    m->streams = xcalloc((size_t)p->launch_count + 1, sizeof *m->streams);
    m->known = xcalloc((size_t)p->launch_count + 1, sizeof *m->known);
    return memo_keep(p, MEMO_DEVICE_STREAMS, m, stream_memo_free);
}

DeviceStream device_stream_of(const Program *p, int site)
{
    if (site < 0 || site >= p->launch_count)
        return find_device_stream(p, site);
    StreamMemo *m = stream_memo(p);
    if (!m->known[site]) {
        m->streams[site] = find_device_stream(p, site);
        m->known[site] = true;
    }
    return m->streams[site];
}

const char *device_stream_form_name(DeviceStreamForm form)
{
    switch (form) {
    case DEVICE_STREAM_UNPROVEN: return "unproven";
    case DEVICE_STREAM_ONE_LAUNCH: return "one_launch";
    case DEVICE_STREAM_SEQUENCE: return "sequence";
    default: return "none";
    }
}
