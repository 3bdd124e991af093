#include "model/callgraph.h"

#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "util/alloc.h"

/* Depth-first search over calls, and over launches too where `launches`;
 * `seen` is one flag a function. */
static bool search(const Program *p, int from, int to, bool launches, bool *seen)
{
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn != from || c->callee_fn < 0)
            continue;
        if (c->callee_fn == to)
            return true;
        if (!seen[c->callee_fn]) {
            seen[c->callee_fn] = true;
            if (search(p, c->callee_fn, to, launches, seen))
                return true;
        }
    }
    for (int i = 0; i < p->launch_count && launches; i++) {
        const LaunchSite *s = &p->launches[i];
        if (s->caller_fn != from || s->callee_fn < 0)
            continue;
        if (s->callee_fn == to)
            return true;
        if (!seen[s->callee_fn]) {
            seen[s->callee_fn] = true;
            if (search(p, s->callee_fn, to, launches, seen))
                return true;
        }
    }
    return false;
}

bool callgraph_reaches(const Program *p, int from, int to)
{
    if (from < 0 || to < 0)
        return false;
    bool *seen = xcalloc((size_t)p->function_count, sizeof *seen);
    bool found = search(p, from, to, true, seen);
    free(seen);
    return found;
}

bool callgraph_calls_reach(const Program *p, int from, int to)
{
    if (from < 0 || to < 0)
        return false;
    if (from == to)
        return true;
    bool *seen = xcalloc((size_t)p->function_count, sizeof *seen);
    bool found = search(p, from, to, false, seen);
    free(seen);
    return found;
}

bool callgraph_may_share_thread(const Program *p, int a, int b)
{
    if (a < 0 || b < 0)
        return false;
    for (int r = 0; r < p->function_count; r++)
        if (callgraph_calls_reach(p, r, a) && callgraph_calls_reach(p, r, b))
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
    for (int i = 0; i < p->function_count; i++)
        p->functions[i].recursive = callgraph_reaches(p, i, i);
}
