/* The 48 KB of static shared memory a block may declare (plan/shared_limit.h). */
#include "plan/shared_limit.h"

#include <stdio.h>
#include <stdlib.h>

#include "util/alloc.h"

bool shared_limit_passed(const Program *p, int k, unsigned long long added, SharedBytes *bytes)
{
    *bytes = shared_bytes_of(p, k);
    return bytes->known + bytes->padding + added > SHARED_STATIC_LIMIT;
}

/* Kernel k's device-side launch sites, which SHARED_USE_PARENT counts one
 * batch each for: whatever each gets, so that one site's check holds for
 * all of them together, with no order between the sites' decisions. */
static unsigned long long sites_in(const Program *p, int k)
{
    const CallGraph *g = &p->graph;
    unsigned long long n = 0;
    for (int x = g->sites_in_start[k]; x < g->sites_in_start[k + 1]; x++)
        n += p->launches[g->sites_in[x]].device_side;
    return n;
}

/* The declarations of the children kernel k's launch sites launch, each
 * child once, added to *children. */
static void add_children(const Program *p, int k, SharedBytes *children)
{
    const CallGraph *g = &p->graph;
    bool *seen = xcalloc((size_t)p->function_count + 1, sizeof *seen);
    for (int x = g->sites_in_start[k]; x < g->sites_in_start[k + 1]; x++) {
        const LaunchSite *s = &p->launches[g->sites_in[x]];
        if (!s->device_side || s->callee_fn < 0 || seen[s->callee_fn])
            continue;
        seen[s->callee_fn] = true;
        SharedBytes c = shared_bytes_of(p, s->callee_fn);
        if (children->known > 0 && c.known > 0)
            children->padding += 15;
        children->known += c.known;
        children->padding += c.padding;
        if (!ts_node_is_null(c.largest) && (ts_node_is_null(children->largest) || c.largest_bytes > children->largest_bytes)) {
            children->largest = c.largest;
            children->largest_bytes = c.largest_bytes;
        }
    }
    free(seen);
}

static char *bytes_text(unsigned long long n)
{
    char text[32];
    snprintf(text, sizeof text, "%llu", n);
    return xstrdup(text);
}

/* REFUSAL_SHARED_LIMIT (`code`) about kernel k in `role`, where its
 * declarations, `copies` times, `added` bytes and its children's (where
 * `with_children`) pass the limit; NULL otherwise. */
static Refusal *limit_refusal(const Program *p, RefusalCode code, RefusalRole role, int k, unsigned long long copies,
                              unsigned long long added, bool with_children)
{
    SharedBytes children = {0};
    if (with_children)
        add_children(p, k, &children);
    SharedBytes own = shared_bytes_of(p, k);
    /* Its copies after the first are what the strategy adds. */
    if (own.known)
        added += (copies - 1) * (own.known + own.padding + 15);
    if (!shared_limit_passed(p, k, added + children.known + children.padding + (children.known ? 15 : 0), &own))
        return NULL;
    TSNode largest = own.largest;
    if (!ts_node_is_null(children.largest) && (ts_node_is_null(largest) || children.largest_bytes > own.largest_bytes))
        largest = children.largest;
    Refusal *r = refusal_about(p, code, role, k, largest);
    r->number = !ts_node_is_null(largest);
    char *text[3] = {bytes_text(own.known), bytes_text(added), children.known ? bytes_text(children.known) : NULL};
    for (int i = 0; i < 3; i++) {
        refusal_detail(r, i, text[i]);
        free(text[i]);
    }
    return r;
}

Refusal *shared_limit_refusal(const Program *p, const LaunchSite *s, SharedUse use)
{
    int k = use == SHARED_USE_FUSED ? s->callee_fn : s->caller_fn;
    if (k < 0)
        return NULL;
    unsigned long long added = SHARED_PER_SITE * sites_in(p, k);
    if (use == SHARED_USE_FUSED)
        added += SHARED_FUSED_ENTRY;
    return limit_refusal(p, REFUSAL_SHARED_LIMIT, use == SHARED_USE_FUSED ? ROLE_CHILD : ROLE_PARENT, k, 1, added,
                         use == SHARED_USE_PARENT_RUNS_CHILDREN);
}

Refusal *shared_limit_persistent_refusal(const Program *p, int k, bool levels)
{
    unsigned long long copies = levels ? 2 : 1;
    return limit_refusal(p, REFUSAL_PERSISTENT_SHARED_LIMIT, ROLE_PARENT, k, copies,
                         copies * SHARED_PER_SITE * sites_in(p, k), !levels);
}
