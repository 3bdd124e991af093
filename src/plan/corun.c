#include "plan/corun.h"

#include "model/classes.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/writes.h"
#include "model/callgraph.h"
#include "model/classes.h"
#include "model/toolkit.h"
#include "plan/refusal.h"
#include "plan/shared_limit.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"

const CorunKernel *corun_of_kernel(const Coruns *cs, int fn)
{
    for (int i = 0; cs && i < cs->count; i++)
        if (cs->items[i].applied && cs->items[i].kernel == fn)
            return &cs->items[i];
    return NULL;
}

const CorunKernel *corun_of_site(const Coruns *cs, const Program *p, int site)
{
    const LaunchSite *l = &p->launches[site];
    const CorunKernel *k = corun_of_kernel(cs, l->callee_fn);
    return k && (!l->device_side || k->from_device) ? k : NULL;
}

bool corun_is_load(const CorunKernel *k, uint32_t start)
{
    int lo = 0, hi = k ? k->load_count : 0;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (k->loads[mid] == start)
            return true;
        if (k->loads[mid] < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

/* Sets the reason and returns false. */
static bool refuse(CorunKernel *k, uint32_t at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    k->reason = strbuf_vformat(fmt, ap);
    va_end(ap);
    k->reason_at = at;
    k->applied = false;
    return false;
}

/* --- the loads that may bypass L1 ------------------------------------------ */

typedef struct Loads {
    const Program *p;
    const Function *fn;
    bool *pointer;         /* per parameter: a pointer whose subscripts are loads of global memory */
    CorunKernel *k;
} Loads;

/* Whether argument `index` of `call` is passed by value: to a function of
 * the program whose every definition takes it so, or to CUDA's intrinsics,
 * runtime or the toolkit's builtins. */
static bool passed_by_value(const Loads *l, TSNode call, int index)
{
    char *name = node_callee_name(l->p->src, call);
    if (!name)
        return false;
    bool by_value = body_facts_is_intrinsic(name) || toolkit_is_builtin(l->p, name);
    bool seen = false, reference = false;
    for (int i = 0; i < l->p->function_count; i++) {
        const Function *f = &l->p->functions[i];
        if (strcmp(f->name, name) != 0)
            continue;
        seen = true;
        reference = reference || index >= f->param_count || strchr(f->params[index].type, '&') != NULL;
    }
    free(name);
    return seen ? !reference : by_value;
}

/* Whether the subscript `s` is read as a value (not written, addressed,
 * bound to a reference or looked into). */
static bool read_as_value(const Loads *l, TSNode s)
{
    const Source *src = l->p->src;
    TSNode at = s, parent = parents_of(s);
    while (node_is(parent, "parenthesized_expression")) {
        at = parent;
        parent = parents_of(parent);
    }
    if (node_is(parent, "assignment_expression"))
        return !node_same(ts_node_child_by_field_name(parent, "left", 4), at);
    if (node_is(parent, "update_expression") || node_is(parent, "conditional_expression") ||
        node_is(parent, "comma_expression"))
        return false; /* written, or a branch or operand that may be an lvalue */
    if (node_is(parent, "pointer_expression") && node_text_is(src, node_operator(parent), "&"))
        return false;
    if ((node_is(parent, "subscript_expression") || node_is(parent, "field_expression")) &&
        node_same(node_named_child(parent, 0), at))
        return false;
    if (node_is(parent, "init_declarator")) {
        TSNode declarator = ts_node_child_by_field_name(parent, "declarator", 10);
        return !node_is(declarator, "reference_declarator");
    }
    if (node_is(parent, "argument_list")) {
        TSNode call = parents_of(parent);
        if (!node_is(call, "call_expression"))
            return false;
        int index = 0;
        for (uint32_t i = 0; i < node_named_child_count(parent); i++) {
            if (node_same(node_named_child(parent, i), at))
                break;
            if (!node_is(node_named_child(parent, i), "comment"))
                index++;
        }
        return passed_by_value(l, call, index);
    }
    for (TSNode up = parent; !ts_node_is_null(up) && !node_same(up, l->fn->body); up = parents_of(up))
        if (node_is(up, "sizeof_expression") || node_is(up, "alignof_expression") || node_is(up, "decltype") ||
            node_is(up, "lambda_expression"))
            return false;
    return true;
}

static bool find_loads(TSNode node, void *ctx)
{
    Loads *l = ctx;
    if (!node_is(node, "subscript_expression"))
        return true;
    TSNode array = node_named_child(node, 0);
    if (node_is(array, "identifier")) {
        for (int i = 0; i < l->fn->param_count; i++)
            if (l->pointer[i] && node_text_is(l->p->src, array, l->fn->params[i].name) && read_as_value(l, node)) {
                ARRAY_PUSH(l->k->loads, l->k->load_count, l->k->load_cap, ts_node_start_byte(node));
                break;
            }
    }
    return true;
}

static void plan_loads(const Program *p, const Function *fn, CorunKernel *k)
{
    Loads l = {p, fn, xcalloc((size_t)(fn->param_count > 0 ? fn->param_count : 1), sizeof(bool)), k};
    for (int i = 0; i < fn->param_count; i++) {
        const Param *q = &fn->params[i];
        l.pointer[i] = strchr(q->type, '*') && !strstr(q->type, "volatile") && writes_param_kept(p, fn, i);
    }
    node_walk(fn->body, find_loads, &l);
    free(l.pointer);
}

/* --- the plan ------------------------------------------------------------ */

/* Whether `name` is among the comma-separated `names`. */
/* The next name of a comma-separated list at *at, its length in *len;
 * NULL past the last. */
static const char *next_name(const char **at, size_t *len)
{
    const char *name = *at;
    if (!name || !*name)
        return NULL;
    const char *end = strchr(name, ',');
    *len = end ? (size_t)(end - name) : strlen(name);
    *at = end ? end + 1 : NULL;
    return name;
}

static bool named(const char *names, const char *name)
{
    size_t len;
    for (const char *n; (n = next_name(&names, &len));)
        if (len == strlen(name) && strncmp(n, name, len) == 0)
            return true;
    return false;
}

/* The launches from the host whose work launches kernel `k` from the
 * device: the host writes its setting before each. */
static void find_setters(const Program *p, CorunKernel *k)
{
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *l = &p->launches[i];
        if (!l->device_side && !ts_node_is_null(l->statement) && callgraph_reaches(p, l->callee_fn, k->kernel))
            ARRAY_PUSH(k->setters, k->setter_count, k->setter_cap, i);
    }
}

static void plan_kernel(const Program *p, CorunKernel *k, bool children)
{
    const Function *fn = &p->functions[k->kernel];
    uint32_t at = ts_node_start_byte(fn->node);
    k->applied = true;
    if (p->unseen)
        return (void)refuse(k, p->unseen_at, "%s", p->unseen);
    if (fn->is_template)
        return (void)refuse(k, at, "%s is a template", fn->name);
    if (fn->clusters)
        return (void)refuse(k, at, "%s runs in clusters (__cluster_dims__), which its co-runnable version would not",
                            fn->name);
    if (!ts_node_is_null(node_ancestor_of_type(fn->outer, "namespace_definition")) ||
        !ts_node_is_null(node_ancestor_of_type(fn->outer, "field_declaration_list")))
        return (void)refuse(k, at, "%s is declared inside a namespace or class, and its launches would not find "
                                   "the co-runnable version by its name", fn->name);
    BodyFacts facts = body_facts(p, k->kernel);
    if (!ts_node_is_null(facts.reserved_name))
        return (void)refuse(k, ts_node_start_byte(facts.reserved_name),
                            "%s names '%s', and the names beginning with dp_ are dpopt's", fn->name, facts.reserved_text);
    if (facts.launches || facts.runtime_chain[0])
        return (void)refuse(k, at, "the kernel launches kernels or calls the CUDA runtime%s%s (its children would "
                                   "be the co-runnable grid's)", facts.runtime_chain[0] ? ": it " : "",
                            facts.runtime_chain);
    /* The co-runnable version is bounded to 64 registers a thread where
     * the kernel's blocks may be wide (plan/launch_bounds.c). */
    CompiledApart apart = compiled_apart_when_bounded(p, k->kernel);
    if (apart.kind != APART_NONE) {
        char *note = compiled_apart_note(p, k->kernel, apart, "its co-runnable version");
        refuse(k, ts_node_start_byte(apart.at), "%s", note);
        return free(note);
    }
    if (facts.block_place_chain[0])
        return (void)refuse(k, at, "%s %s: the co-runnable version hands its body the original block's place, "
                                   "which that would not read", fn->name, facts.block_place_chain);
    if (facts.unseen_chain[0])
        return (void)refuse(k, at, "%s %s: it may read blockIdx or gridDim", fn->name, facts.unseen_chain);
    if (facts.uses_asm)
        return (void)refuse(k, at, "%s uses inline assembly, which may read the block's place (%%ctaid)", fn->name);
    if (facts.uses_grid_sync)
        return (void)refuse(k, at, "%s synchronises its grid", fn->name);
    if (!ts_node_is_null(facts.block_group))
        return (void)refuse(k, ts_node_start_byte(facts.block_group),
                            "%s uses a cooperative groups thread_block, which reads the block's place", fn->name);
    /* The body runs as a function in the admitted block's loop: a thread
     * that returns from it goes on to the loop's barrier, which would pair
     * with the body's barriers (or leave its warp-wide operations short),
     * where as written it has exited. */
    Refusal *returns = divergent_return_refusal(p, k->kernel);
    if (returns) {
        refuse(k, at, "%s returns in some threads of a block (line %u) and has %s: in the co-runnable version "
                      "a thread that returned waits at the next original block's barrier instead of exiting",
               fn->name, returns->subject.line, returns->detail[0]);
        return refusal_free(returns);
    }
    /* The co-runnable version runs the body as a function of dpopt's, which
     * a class's friend declaration of the kernel does not name. */
    const FriendDecl *friend = model_find_friend(p, fn->name);
    if (friend)
        return (void)refuse(k, at, "%s is declared a friend of class %s (%s%s%u): the function its co-runnable "
                                   "version runs its body in, under another name, would not be",
                            fn->name, friend->class_name,
                            friend->header < 0 ? "line " : p->headers[friend->header].path,
                            friend->header < 0 ? "" : ":", friend->line);
    /* The co-runnable version declares its ticket beside the body's own
     * shared memory (plan/shared_limit.h). */
    SharedBytes shared;
    if (shared_limit_passed(p, k->kernel, SHARED_CORUN, &shared))
        return (void)refuse(k, ts_node_is_null(shared.largest) ? at : ts_node_start_byte(shared.largest),
                            "%s declares %llu bytes of static shared memory and its co-runnable version adds up to "
                            "%llu more: past the 48 KB (49152 bytes) a block may declare statically, it would not link",
                            fn->name, shared.known, SHARED_CORUN);
    bool from_host = false;
    for (int i = 0; i < p->launch_count; i++)
        from_host = from_host || (!p->launches[i].device_side && p->launches[i].callee_fn == k->kernel);
    if (!from_host && !children)
        return (void)refuse(k, at, "%s is launched only from the device, and launches from the device are made "
                                   "co-runnable only under --corun-children (opt-in: slower than CDP on most programs)",
                            fn->name);
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *l = &p->launches[i];
        if (l->callee_fn != k->kernel)
            continue;
        if (l->device_side && !children)
            continue; /* left as written (corun_of_site), with a note */
        if (l->unseen)
            return (void)refuse(k, ts_node_start_byte(l->node), "%s", l->unseen);
        if (l->arg_count != fn->param_count)
            return (void)refuse(k, ts_node_start_byte(l->node), "a launch of %s leaves parameters to their defaults",
                                fn->name);
        /* The host writes the quota of a kernel launched from the device
         * before its own launch, outside the device's #ifdef; the quota's
         * variable is declared beside the kernel, which may be inside it. */
        if (l->device_side && l->branch.condition)
            return (void)refuse(k, ts_node_start_byte(l->node),
                                "a launch of %s from the device is in a branch of a preprocessor conditional, and "
                                "the host code that writes its quota is not",
                                fn->name);
        /* The kernel making the launch is rewritten around it, and bounded
         * where its blocks may be wide. */
        int launching = -1;
        CompiledApart at_launch = l->device_side ? compiled_apart_launching(p, l, &launching)
                                                 : (CompiledApart){.kind = APART_NONE, .function = -1, .header_function = -1};
        if (at_launch.kind != APART_NONE) {
            char *copy = strbuf_format("it, launching %s's co-runnable version,", fn->name);
            char *note = compiled_apart_note(p, launching, at_launch, copy);
            refuse(k, ts_node_start_byte(l->node), "%s", note);
            free(copy);
            return free(note);
        }
        k->from_device = k->from_device || l->device_side;
    }
    if (k->from_device) {
        find_setters(p, k);
        if (k->setter_count == 0)
            return (void)refuse(k, at, "%s is launched from the device, and no launch from the host in this file "
                                       "leads to those launches: there is nowhere to write its quota",
                                fn->name);
    }
    plan_loads(p, fn, k);
}

Coruns *corun_plan(const Program *p, const char *names, bool children)
{
    Coruns *cs = xcalloc(1, sizeof *cs);
    cs->names = names ? xstrdup(names) : NULL;
    cs->children = children;
    for (int f = 0; f < p->function_count; f++) {
        const Function *fn = &p->functions[f];
        if (!(fn->spaces & SPACE_GLOBAL) || !fn->is_definition || (names && !named(names, fn->name)))
            continue;
        bool launched = false;
        for (int i = 0; i < p->launch_count && !launched; i++)
            launched = p->launches[i].callee_fn == f;
        if (!launched && !names)
            continue;
        CorunKernel k = {.kernel = f};
        if (!launched)
            refuse(&k, ts_node_start_byte(fn->node), "%s is not launched in this file", fn->name);
        else
            plan_kernel(p, &k, children);
        ARRAY_PUSH(cs->items, cs->count, cs->cap, k);
    }
    /* A name that is no kernel of the file. */
    size_t len;
    for (const char *n; !cs->unknown && (n = next_name(&names, &len));) {
        char *name = xstrndup(n, len);
        bool found = false;
        for (int f = 0; f < p->function_count && !found; f++)
            found = (p->functions[f].spaces & SPACE_GLOBAL) && p->functions[f].is_definition &&
                    strcmp(p->functions[f].name, name) == 0;
        if (found)
            free(name);
        else
            cs->unknown = name;
    }
    return cs;
}

void corun_free(Coruns *cs)
{
    if (!cs)
        return;
    for (int i = 0; i < cs->count; i++) {
        free(cs->items[i].loads);
        free(cs->items[i].setters);
        free(cs->items[i].reason);
    }
    free(cs->items);
    free(cs->names);
    free(cs->unknown);
    free(cs);
}
