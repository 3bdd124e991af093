#include "plan/name_uses.h"

#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/name_index.h"
#include "util/text.h"

typedef struct HostLaunch {
    uint32_t at; /* where its callee's name starts */
    int callee;
} HostLaunch;

typedef struct Uses {
    const Program *p;
    const uint32_t *defined_at;
    NameIndex names; /* the asked kernels' names: the first kernel of each */
    int *next;       /* the next asked kernel of the same name, or -1 */
    HostLaunch *host;
    int host_count;
    TSNode *found;
} Uses;

static const char *function_name(const void *ctx, int entry)
{
    const Program *p = ctx;
    return p->functions[entry].name;
}

static int by_offset(const void *x, const void *y)
{
    const HostLaunch *a = x, *b = y;
    return a->at < b->at ? -1 : a->at > b->at;
}

static bool host_launch_of(const Uses *u, uint32_t at, int k)
{
    int lo = 0, hi = u->host_count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (u->host[mid].at < at)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (int i = lo; i < u->host_count && u->host[i].at == at; i++)
        if (u->host[i].callee == k)
            return true;
    return false;
}

/* The first asked kernel called by the n bytes at `name`, or -1. */
static int named(const Uses *u, const char *name, size_t n)
{
    return name_index_find(&u->names, name, n, function_name, u->p);
}

/* A macro's body is text: each whole word of it naming a kernel counts (as
 * text_has_word reads words). */
static void macro_words(Uses *u, TSNode node)
{
    const char *text = u->p->src->text;
    const uint32_t start = ts_node_start_byte(node), end = node_end_byte(node);
    for (uint32_t i = start; i < end;) {
        if (!text_is_ident_char(text[i])) {
            i++;
            continue;
        }
        uint32_t w = i;
        while (i < end && text_is_ident_char(text[i]))
            i++;
        for (int k = named(u, text + w, i - w); k >= 0; k = u->next[k])
            if (ts_node_is_null(u->found[k]))
                u->found[k] = node;
    }
}

static bool visit(TSNode node, void *ctx)
{
    Uses *u = ctx;
    if (node_is(node, "preproc_arg")) {
        macro_words(u, node);
        return false;
    }
    if (!node_is(node, "identifier"))
        return true;
    uint32_t at = ts_node_start_byte(node);
    int first = named(u, u->p->src->text + at, node_end_byte(node) - at);
    if (first < 0)
        return false;
    TSNode parent = parents_of(node);
    if (node_is(parent, "function_declarator") && node_is(parents_of(parent), "declaration"))
        return false; /* a prototype */
    for (int k = first; k >= 0; k = u->next[k])
        if (ts_node_is_null(u->found[k]) && at != u->defined_at[k] && !host_launch_of(u, at, k))
            u->found[k] = node;
    return false;
}

TSNode *name_uses_elsewhere(const Program *p, const bool *asked, const uint32_t *defined_at, bool self_launches)
{
    Uses u = {.p = p, .defined_at = defined_at};
    u.found = xcalloc((size_t)p->function_count + 1, sizeof *u.found);
    u.next = xcalloc((size_t)p->function_count + 1, sizeof *u.next);
    int *last = xcalloc((size_t)p->function_count + 1, sizeof *last); /* a chain's last, at its head */
    for (int k = 0; k < p->function_count; k++) {
        u.next[k] = -1;
        if (!asked[k])
            continue;
        /* Kernels of one name (overloads) chain from the first. */
        int head = named(&u, p->functions[k].name, strlen(p->functions[k].name));
        if (head < 0) {
            name_index_add(&u.names, p->functions[k].name, k);
            last[k] = k;
        } else {
            u.next[last[head]] = k;
            last[head] = k;
        }
    }
    free(last);
    u.host = xcalloc((size_t)p->launch_count + 1, sizeof *u.host);
    for (int j = 0; j < p->launch_count; j++)
        if (!p->launches[j].device_side || (self_launches && p->launches[j].caller_fn == p->launches[j].callee_fn))
            u.host[u.host_count++] = (HostLaunch){ts_node_start_byte(p->launches[j].node), p->launches[j].callee_fn};
    qsort(u.host, (size_t)u.host_count, sizeof *u.host, by_offset);
    node_walk(ts_tree_root_node(p->tree->tree), visit, &u);
    free(u.host);
    free(u.next);
    name_index_free(&u.names);
    return u.found;
}
