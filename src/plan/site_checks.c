#include "plan/site_checks.h"

#include "model/imports.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/block_group.h"
#include "analysis/body_facts.h"
#include "analysis/child_code.h"
#include "analysis/constructible.h"
#include "analysis/device_streams.h"
#include "analysis/exclusive.h"
#include "analysis/host_threads.h"
#include "analysis/implicit_place.h"
#include "analysis/uniformity.h"
#include "model/callgraph.h"
#include "model/classes.h"
#include "model/deduce.h"
#include "model/hidden.h"
#include "model/memo.h"
#include "syntax/branch.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* Generated code renames blockIdx, gridDim, blockDim (and, where other
 * threads stand in for the child's, threadIdx) in the kernel's body; a
 * function it calls that reads them is copied with them handed in
 * (plan/place_helpers.h), and one that dpopt cannot see would read the
 * wrong values. Transitive through the functions it calls, in the file
 * and in its quoted headers. */
Refusal *callees_geometry(const Program *p, int kernel, RefusalRole who, PlaceCopy kind)
{
    BodyFacts f = body_facts_of_callees(p, kernel);
    TSNode none = {0};
    if (f.unseen_chain[0])
        return refusal_detail(refusal_about(p, kind == PLACE_COPY_SERIAL ? REFUSAL_CALLEE_UNSEEN_THREAD : REFUSAL_CALLEE_UNSEEN,
                                            who, kernel, none),
                              0, f.unseen_chain);
    return place_helpers_refusal(p, kernel, who, kind);
}

Refusal *hidden_launch_refusal(const Program *p, int fn, RefusalRole who)
{
    char *note = model_hidden_reached(p, fn, HIDDEN_LAUNCH, refusal_role_name(who));
    if (!note)
        return NULL;
    TSNode none = {0};
    Refusal *r = refusal_detail(refusal_about(p, REFUSAL_HIDDEN_LAUNCH, who, fn, none), 0, note);
    free(note);
    return r;
}

Refusal *host_threads_refusal(const Program *p, RefusalCode code, int k)
{
    ThreadStart threads = host_thread_start(p);
    if (!threads.found)
        return NULL;
    Refusal *r = refusal_about(p, code, ROLE_PARENT, k, (TSNode){0});
    r->subject.line = threads.line;
    return refusal_detail(r, 0, threads.header >= 0 ? p->headers[threads.header].spelled : NULL);
}

Refusal *launched_unseen_refusal(const Program *p, int k)
{
    for (int i = 0; i < p->hidden_count; i++) {
        const HiddenUse *u = &p->hidden[i];
        if (!model_hidden_may_launch(p, u, p->functions[k].name))
            continue;
        /* Detail 0: where; `number`: 1 through a macro, 2 through a use of
         * the name, 0 through a header's function or the runtime. */
        char *where = model_hidden_where(p, u);
        Refusal *r = refusal_about(p, REFUSAL_PARENT_HIDDEN_LAUNCHED, ROLE_PARENT, k, u->node);
        refusal_detail(r, 0, where);
        r->number = u->from == HIDDEN_BY_MACRO ? 1 : u->from == HIDDEN_BY_ESCAPE ? 2 : 0;
        free(where);
        return r;
    }
    return NULL;
}

Refusal *unseen_file_refusal(const Program *p)
{
    Refusal *r = refusal_about(p, REFUSAL_UNSEEN_FILE, ROLE_FILE, -1, (TSNode){0});
    r->subject.line = source_pos(p->src, p->unseen_at).line;
    return refusal_detail(r, 0, p->unseen);
}

static bool param_fits_record(const Param *param)
{
    return param->name[0] && model_param_name_at(param) >= 0;
}

TSNode loop_body_of(TSNode loop)
{
    if (node_is(loop, "do_statement"))
        return node_named_child(loop, 0);
    return node_named_child(loop, node_named_child_count(loop) - 1);
}

typedef struct JumpSearch {
    TSNode loop;
    bool found;
} JumpSearch;

/* A jump out of the loop body: return, goto, or a break/continue of the
 * loop itself (not of a loop or switch inside it). */
static bool find_jump(TSNode node, void *ctx)
{
    JumpSearch *j = ctx;
    if (node_is(node, "return_statement") || node_is(node, "goto_statement")) {
        j->found = true;
    } else if (node_is(node, "break_statement") || node_is(node, "continue_statement")) {
        for (TSNode a = parents_of(node); !ts_node_is_null(a); a = parents_of(a)) {
            bool loop = node_is(a, "for_statement") || node_is(a, "while_statement") || node_is(a, "do_statement") ||
                        node_is(a, "for_range_loop");
            if (loop || (node_is(a, "switch_statement") && node_is(node, "break_statement"))) {
                j->found = j->found || node_same(a, j->loop);
                break;
            }
        }
    }
    return !j->found;
}

/* Block granularity in a loop: the launch is made at the end of each
 * iteration, so every thread of the block must run the iterations together
 * and reach the end of each. */
Refusal *loop_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    if (!uniform_in(f->loops[0].level, SCOPE_BLOCK))
        return refusal_of_site(p, REFUSAL_LOOP_NOT_TOGETHER, ROLE_LAUNCH, s);
    TSNode loop = statements_innermost_loop(s->node);
    JumpSearch j = {loop, false};
    node_walk(loop_body_of(loop), find_jump, &j);
    if (j.found)
        return refusal_of_site(p, REFUSAL_LOOP_LEFT_EARLY, ROLE_LAUNCH, s);
    return NULL;
}

Refusal *block_group_refusal(const Program *p, RefusalRole who, int fn)
{
    TSNode group = body_facts(p, fn).block_group;
    Refusal *r = refusal_about(p, REFUSAL_BLOCK_GROUP, who, fn, group);
    return refusal_detail(r, 0, block_group_kind(block_group_call(p, p->src, group)));
}

Refusal *device_runtime_refusal(const Plan *plan, int fn, RefusalRole who, RuntimeRule rule)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn != fn || !model_is_cuda_api_name(c->callee))
            continue;
        bool replaced = rule.own_body && (plan_own_stream_call(plan, c->node, &(int){0}) || model_is_error_query(c->callee) ||
                                          (rule.syncs_replaced && strcmp(c->callee, "cudaDeviceSynchronize") == 0));
        if (!replaced)
            return refusal_about(p, rule.call, who, fn, c->node);
    }
    BodyFacts f = body_facts_of_callees(p, fn);
    if (!f.runtime_chain[0])
        return NULL;
    return refusal_detail(refusal_about(p, rule.callee, who, fn, (TSNode){0}), 0, f.runtime_chain);
}

Refusal *friend_refusal(const Program *p, RefusalCode code, RefusalRole who, int fn)
{
    const FriendDecl *d = model_find_friend(p, p->functions[fn].name);
    if (!d)
        return NULL;
    Refusal *r = refusal_about(p, code, who, fn, (TSNode){0});
    refusal_detail(r, 0, d->class_name);
    refusal_detail(r, 1, d->header < 0 ? NULL : p->headers[d->header].path);
    r->number = d->line;
    return r;
}

/* Whether a preprocessor directive stands inside the launch's statement
 * (an argument chosen by #if): the statement is no branch's alone. */
static bool directive_inside(const Program *p, TSNode statement)
{
    const char *t = p->src->text;
    uint32_t end = node_end_byte(statement);
    for (uint32_t i = ts_node_start_byte(statement); i < end; i++) {
        if (t[i] != '\n')
            continue;
        uint32_t k = text_skip_blanks(t, end, i + 1);
        if (k < end && t[k] == '#')
            return true;
    }
    return false;
}

/* Where code generated for a site goes at the earliest: before its child,
 * its kernel and every kernel launching its child (the declaration point
 * of a child's functions, transform/site_code.h). */
static uint32_t first_generated_at(const Program *p, const LaunchSite *s)
{
    uint32_t at = ts_node_start_byte(p->functions[s->callee_fn].outer);
    for (int j = 0; j < p->launch_count; j++) {
        int caller = p->launches[j].caller_fn;
        if (p->launches[j].callee_fn == s->callee_fn && caller >= 0 && ts_node_start_byte(p->functions[caller].outer) < at)
            at = ts_node_start_byte(p->functions[caller].outer);
    }
    return at;
}

/* A launch in a branch of a preprocessor conditional in its function's
 * body is taken in its branch, and the code generated for it outside the
 * branch goes under the branch's condition (transform/guard.h). Not where
 * that condition cannot be written again there: a group dpopt cannot
 * write the condition of, a directive inside the launch's statement, or a
 * #define or #undef of a name it tests between the first generated code
 * and the end of the file (the condition would be tested under another
 * value there). */
static Refusal *branch_refusal(const Program *p, const LaunchSite *s)
{
    if (s->branch.odd) {
        Refusal *r = refusal_about(p, REFUSAL_LAUNCH_IN_PREPROC_GROUP, ROLE_LAUNCH, s->caller_fn, s->branch.group);
        return refusal_detail(r, 0, "whose condition dpopt cannot write again (an #elifdef, or a comment in it)");
    }
    if (directive_inside(p, s->statement)) {
        Refusal *r = refusal_of_site(p, REFUSAL_LAUNCH_IN_PREPROC_GROUP, ROLE_LAUNCH, s);
        return refusal_detail(r, 0, "which stands inside the launch's statement");
    }
    if (!s->branch.condition)
        return NULL;
    char *name = NULL;
    uint32_t at = branch_redefinition(p->src, s->branch.condition, first_generated_at(p, s), &name);
    if (at == UINT32_MAX)
        return NULL;
    Refusal *r = refusal_about(p, REFUSAL_BRANCH_MACRO_CHANGED, ROLE_LAUNCH, s->caller_fn, s->branch.group);
    refusal_detail(r, 0, name);
    r->number = source_pos(p->src, text_skip_space(p->src->text, p->src->len, at)).line;
    free(name);
    return r;
}

/* The quoted header that defines the function `name`, or NULL. */
static const Header *header_defining(const Program *p, const char *name)
{
    for (int i = 0; i < p->header_function_count; i++)
        if (model_names_match(p->header_functions[i].name, name))
            return &p->headers[p->header_functions[i].header];
    return NULL;
}

/* The first function among fn and those it calls, transitively, whose name
 * has another definition; -1: none. */
static int defined_twice_from(const Program *p, int fn, bool *seen)
{
    seen[fn] = true;
    if (model_other_definition(p, fn) >= 0)
        return fn;
    const CallGraph *g = &p->graph; /* its calls, in the order written */
    for (int k = g->call_start[fn]; k < g->call_start[fn + 1]; k++) {
        if (seen[g->calls[k]])
            continue;
        int found = defined_twice_from(p, g->calls[k], seen);
        if (found >= 0)
            return found;
    }
    return -1;
}

/* The launching function, the child or a function the child calls has a
 * name defined twice: the plan would copy or read the wrong one (a launch
 * of shifted<5> ran the primary template's body). Detail 0: the name; the
 * line is the other definition's. */
static Refusal *defined_twice_refusal(const Program *p, const LaunchSite *s)
{
    const CallGraph *g = &p->graph;
    int fn = -1;
    if (s->caller_fn >= 0 && model_other_definition(p, s->caller_fn) >= 0)
        fn = s->caller_fn;
    else if (model_other_definition(p, s->callee_fn) >= 0)
        fn = s->callee_fn;
    else if (g->call_start[s->callee_fn] < g->call_start[s->callee_fn + 1]) {
        /* Flags for the functions the child calls: most children call none. */
        bool *seen = xcalloc((size_t)p->function_count, sizeof *seen);
        fn = defined_twice_from(p, s->callee_fn, seen);
        free(seen);
    }
    if (fn < 0)
        return NULL;
    const Function *other = &p->functions[model_other_definition(p, fn)];
    Refusal *r = refusal_about(p, REFUSAL_NAME_DEFINED_TWICE, fn == s->caller_fn ? ROLE_PARENT : ROLE_CHILD, fn, other->node);
    return refusal_detail(r, 0, p->functions[fn].name);
}

typedef struct EffectFind {
    const Program *p;
    TSNode at;
} EffectFind;

static bool find_effect(TSNode node, void *ctx)
{
    EffectFind *f = ctx;
    if (!ts_node_is_null(f->at))
        return false;
    if (node_is(node, "assignment_expression") || node_is(node, "update_expression") ||
        node_is(node, "comma_expression")) {
        f->at = node;
    } else if (node_is(node, "call_expression")) {
        char *name = node_text(f->p->src, node_named_child(node, 0));
        if (!body_facts_is_intrinsic(name) || body_facts_intrinsic_writes_first(name))
            f->at = node;
        free(name);
    }
    return ts_node_is_null(f->at);
}

/* A call (other than an intrinsic that only computes), an assignment or an
 * increment in the launch's shared memory size or stream: the first, or a
 * null node. The strategies bind the grid, the block and the arguments
 * once, as the launch evaluates them; the size and the stream they use
 * only where the launch is still made. */
static TSNode config_effect(const Program *p, const LaunchSite *s)
{
    EffectFind f = {.p = p};
    for (int k = 2; k < s->config_count && k < 4; k++)
        if (!ts_node_is_null(s->config[k]))
            node_walk(s->config[k], find_effect, &f);
    return f.at;
}

/* Whether a kernel's own bounds leave it all 255 registers a thread:
 * __launch_bounds__ of at most 256 threads and no blocks a multiprocessor,
 * and no __maxnreg__. A bound dpopt cannot read counts as less. */
static bool own_bounds_leave_all_registers(const Function *fn)
{
    if (fn->max_registers)
        return false;
    char *end;
    unsigned long threads = strtoul(fn->launch_bounds, &end, 10);
    while (*end == ' ')
        end++;
    return end != fn->launch_bounds && *end == '\0' && threads <= 256;
}

/* Code `kernel` runs that nvcc compiles apart, where what dpopt writes of
 * it is bounded: to 64 registers by dpopt where its blocks may be wide
 * (`wide`), or by its own bounds, which dpopt keeps. Own bounds that leave
 * all 255 registers hold any such code; tighter ones do not, even where
 * the program as written compiled under them: nvcc made the copy the
 * kernel needed there and may not make it for the code dpopt writes (a
 * function calling itself, called from a kernel bounded to 1,024 threads
 * and from its co-runnable copy: ptxas refused both). */
static CompiledApart compiled_apart_under_bound(const Program *p, int kernel, bool wide)
{
    const Function *fn = &p->functions[kernel];
    CompiledApart none = {.kind = APART_NONE, .function = -1, .header_function = -1};
    if (!fn->launch_bounds && !fn->max_registers)
        return wide ? callgraph_compiled_apart(p, kernel) : none;
    return own_bounds_leave_all_registers(fn) ? none : callgraph_compiled_apart(p, kernel);
}

CompiledApart compiled_apart_when_bounded(const Program *p, int kernel)
{
    return compiled_apart_under_bound(p, kernel, plan_kernel_may_be_wide(p, kernel));
}

CompiledApart compiled_apart_launching(const Program *p, const LaunchSite *s, int *kernel)
{
    CompiledApart apart = {.kind = APART_NONE, .function = -1, .header_function = -1};
    bool *runs = callgraph_callers_of(p, s->caller_fn);
    for (int k = 0; k < p->function_count && apart.kind == APART_NONE; k++)
        if (runs[k] && (p->functions[k].spaces & SPACE_GLOBAL) &&
            (apart = compiled_apart_when_bounded(p, k)).kind != APART_NONE)
            *kernel = k;
    free(runs);
    return apart;
}

/* Code dpopt writes into a kernel whose blocks may be wider than 256
 * threads is bounded to 64 registers a thread (plan/launch_bounds.c), and
 * nvcc refuses a kernel so bounded a call of code it compiles apart from
 * it (model/callgraph.h: CompiledApart) that takes more ("calls function
 * ... with regcount of N"); without the bound, the fused grid might not
 * launch at all. The child, whose block the fused kernel or copy takes,
 * and each kernel running the launch: the first such code, or NULL. */
static Refusal *compiled_apart_refusal(const Program *p, const LaunchSite *s)
{
    int kernel = s->callee_fn;
    CompiledApart apart = compiled_apart_under_bound(p, s->callee_fn, plan_launch_may_be_wide(p, s));
    if (apart.kind == APART_NONE)
        apart = compiled_apart_launching(p, s, &kernel);
    return apart.kind == APART_NONE ? NULL : compiled_apart_refusal_of(p, kernel, apart);
}

char *compiled_apart_reason(const Program *p, CompiledApart apart)
{
    switch (apart.kind) {
    case APART_CALLS_ITSELF:
        return xstrdup("it calls itself again");
    case APART_ELSEWHERE:
        return xstrdup("another file defines it");
    case APART_THROUGH_POINTER:
        return xstrdup("the call may reach any function");
    case APART_ADDRESS_TAKEN:
        return strbuf_format("its address is taken on line %u",
                             ts_node_start_point(p->functions[apart.function].address_taken).row + 1);
    case APART_EXPORTED:
        return xstrdup("it is __noinline__ and not static: nvcc compiles it for callers in other files");
    case APART_NONE:
        break;
    }
    assert(!"compiled_apart_reason of no code compiled apart");
    return NULL;
}

char *compiled_apart_what(const Program *p, CompiledApart apart)
{
    const char *name = p->functions[apart.function].name;
    if (apart.header_function >= 0) {
        const HeaderFunction *hf = &p->header_functions[apart.header_function];
        return strbuf_format("%s of %s", hf->name, p->headers[hf->header].path);
    }
    return apart.kind == APART_THROUGH_POINTER ? strbuf_format("a call through a pointer in %s", name) : xstrdup(name);
}

char *compiled_apart_note(const Program *p, int kernel, CompiledApart apart, const char *copy)
{
    char *what = compiled_apart_what(p, apart), *why = compiled_apart_reason(p, apart);
    char *note = strbuf_format("%s runs %s, which nvcc compiles apart from it (%s), and %s is bounded to 64 "
                               "registers a thread (or by the kernel's own bounds), a bound nvcc cannot hold that "
                               "code to",
                               p->functions[kernel].name, what, why, copy);
    free(what);
    free(why);
    return note;
}

Refusal *compiled_apart_refusal_of(const Program *p, int kernel, CompiledApart apart)
{
    Refusal *r = refusal_about(p, REFUSAL_CALLS_COMPILED_APART, ROLE_CALLEE, apart.function, apart.at);
    char *what = compiled_apart_what(p, apart);
    refusal_detail(r, 0, p->functions[kernel].name);
    refusal_detail(r, 1, what);
    char *why = compiled_apart_reason(p, apart);
    refusal_detail(r, 2, why);
    free(what);
    free(why);
    return r;
}

/* What every strategy needs of a launch site: a device-side launch statement
 * of a kernel defined here, whose parameters the generated code can name. */
Refusal *site_refusal(const Program *p, const LaunchSite *s, RefusalCode host_code, SiteForm form)
{
    bool thread_too = form != SITE_FUSED;
    if (!s->device_side)
        return refusal_of_site(p, host_code, ROLE_LAUNCH, s);
    /* A file or a launch dpopt cannot fully see (model/unseen.h). */
    if (p->unseen)
        return unseen_file_refusal(p);
    if (s->unseen)
        return refusal_detail(refusal_of_site(p, REFUSAL_UNSEEN_LAUNCH, ROLE_LAUNCH, s), 0, s->unseen);
    if (s->callee_fn < 0 || !p->functions[s->callee_fn].is_definition) {
        /* Another file of the program may define it, but not be read in. */
        const char *why = imports_refusal(p->imports, s->callee);
        Refusal *r = refusal_of_site(p, REFUSAL_CHILD_NOT_DEFINED, ROLE_CHILD, s);
        const Header *header = header_defining(p, s->callee);
        if (header) {
            refusal_detail(r, 1, header->path);
            refusal_detail(r, 2, header->kept_why); /* why it is not read in (model/splice.h) */
        }
        return why ? refusal_detail(r, 0, why) : r;
    }
    Refusal *twice = defined_twice_refusal(p, s);
    if (twice)
        return twice;
    const Function *child = &p->functions[s->callee_fn];
    /* Clusters: no fused grid, copy or walk dpopt writes keeps them. */
    int clustered = s->caller_fn >= 0 && p->functions[s->caller_fn].clusters ? s->caller_fn
                    : child->clusters                                         ? s->callee_fn
                                                                              : -1;
    if (clustered >= 0) {
        Refusal *r = refusal_about(p, REFUSAL_CLUSTERS, clustered == s->callee_fn ? ROLE_CHILD : ROLE_PARENT,
                                   clustered, (TSNode){0});
        return refusal_detail(r, 0, p->functions[clustered].name);
    }
    Refusal *apart = compiled_apart_refusal(p, s);
    if (apart)
        return apart;
    /* Generated code declares dp_grid, dp_block, dp_record, ... in the
     * launching kernel and the child's body: a name of the user's own with
     * that prefix could be shadowed by one (const dim3 dp_grid = dp_grid
     * initialises from itself). */
    int owners[2] = {s->caller_fn, s->callee_fn};
    for (int k = 0; k < 2; k++) {
        BodyFacts facts = body_facts(p, owners[k]);
        if (!ts_node_is_null(facts.reserved_name)) {
            Refusal *r = refusal_about(p, REFUSAL_RESERVED_NAME, k == 0 ? ROLE_PARENT : ROLE_CHILD, owners[k],
                                       facts.reserved_name);
            return refusal_detail(r, 0, facts.reserved_text);
        }
    }
    if (!node_is(s->statement, "expression_statement") || !node_same(node_named_child(s->statement, 0), s->node))
        return refusal_of_site(p, REFUSAL_LAUNCH_IN_EXPRESSION, ROLE_LAUNCH, s);
    Refusal *branch = branch_refusal(p, s);
    if (branch)
        return branch;
    if (child->is_template && (!s->template_args || s->template_args_partial)) {
        /* `number`: the line of a lambda passed as an argument, whose
         * type generated code cannot name; 0 for none. A closure has no
         * default constructor nor assignment, so no record can hold it;
         * bound to `auto dp_arg<k>` it is passed on as written, and the
         * compiler deduces the child's arguments again from it, as it
         * does the rest of them where the launch writes only the first
         * (the detail: those written). */
        Refusal *r = s->template_args_partial ? refusal_detail(refusal_of_site(p, REFUSAL_CHILD_TEMPLATE_PARTIAL,
                                                                               ROLE_LAUNCH, s),
                                                                0, s->template_args)
                                              : refusal_of_site(p, REFUSAL_CHILD_TEMPLATE_DEDUCED, ROLE_LAUNCH, s);
        for (int k = 0; k < s->arg_count && !r->number; k++) {
            TSNode lambda = model_launch_lambda(p, s, k);
            if (!ts_node_is_null(lambda))
                r->number = source_pos(p->src, ts_node_start_byte(lambda)).line;
        }
        if ((!r->number && !s->template_args_partial) || form != SITE_SERIAL_BOUND)
            return r;
        refusal_free(r);
    }
    Refusal *geometry = callees_geometry(p, s->callee_fn, ROLE_CHILD, thread_too ? PLACE_COPY_SERIAL : PLACE_COPY_FUSED);
    if (geometry)
        return geometry;
    /* Every strategy renames the child's place (blockIdx, and for some
     * threadIdx): inline assembly reading the special registers would see
     * the threads that run it instead. */
    if (body_facts(p, s->callee_fn).uses_asm)
        return refusal_about(p, REFUSAL_CHILD_ASM, ROLE_CHILD, s->callee_fn, (TSNode){0});
    /* ... and so would code the child may run without naming it. */
    TSNode unnamed = implicit_place_read(p, s->callee_fn, thread_too);
    if (!ts_node_is_null(unnamed))
        return refusal_about(p, REFUSAL_IMPLICIT_PLACE, ROLE_CHILD, s->callee_fn, unnamed);
    /* Every strategy runs the child's body in a function of its own making
     * (a fused kernel, a serial loop, a coarsened copy). */
    Refusal *friend = friend_refusal(p, REFUSAL_CHILD_FRIEND, ROLE_CHILD, s->callee_fn);
    if (friend)
        return friend;
    /* ... which makes the launch's shared memory size and stream only
     * where it still launches (over a threshold or cap), or not at all. */
    TSNode effect = config_effect(p, s);
    if (!ts_node_is_null(effect))
        return refusal_about(p, REFUSAL_CONFIG_SIDE_EFFECT, ROLE_LAUNCH, s->caller_fn, effect);
    /* ... where a shared variable of the file would be that block's. */
    const char *shared_name = NULL;
    TSNode shared = child_code_file_shared(p, s->callee_fn, &shared_name);
    if (!ts_node_is_null(shared))
        return refusal_detail(refusal_about(p, REFUSAL_FILE_SHARED, ROLE_CHILD, s->callee_fn, shared), 0,
                              shared_name);
    /* ... and a static local there would be a second object. */
    int holder = -1;
    TSNode local = child_code_static_local(p, s->callee_fn, &holder);
    if (!ts_node_is_null(local))
        return refusal_detail(refusal_about(p, REFUSAL_CHILD_STATIC_LOCAL, ROLE_CHILD, s->callee_fn, local), 0,
                              holder == s->callee_fn ? "the child" : p->functions[holder].name);
    /* ... so an attribute the program sets on the child (cudaFuncSetAttribute)
     * would not reach the copy: a fused launch needing more than 48 KB of
     * dynamic shared memory would fail on the device, unseen. */
    if (!ts_node_is_null(child->attribute_set))
        return refusal_about(p, REFUSAL_CHILD_ATTRIBUTE_SET, ROLE_CHILD, s->callee_fn, child->attribute_set);
    /* Where other threads stand in for the child's, cooperative groups'
     * thread_block would read theirs (a fused kernel stands
     * dpopt::ChildBlock in for it: transform/block_group.h). */
    TSNode group = body_facts(p, s->callee_fn).block_group;
    if (thread_too && !ts_node_is_null(group))
        return block_group_refusal(p, ROLE_CHILD, s->callee_fn);
    for (int k = 0; k < child->param_count; k++)
        if (!param_fits_record(&child->params[k]))
            return refusal_about(p, REFUSAL_CHILD_PARAM_UNNAMED, ROLE_CHILD, s->callee_fn, (TSNode){0});
    if (s->arg_count != child->param_count)
        return refusal_of_site(p, REFUSAL_DEFAULT_ARGUMENTS, ROLE_LAUNCH, s);
    if (!ts_node_is_null(node_ancestor_of_type(child->outer, "namespace_definition")) ||
        !ts_node_is_null(node_ancestor_of_type(child->outer, "field_declaration_list")))
        return refusal_about(p, REFUSAL_CHILD_IN_NAMESPACE, ROLE_CHILD, s->callee_fn, (TSNode){0});
    return NULL;
}

/* The child's parameter: detail 0 its name, 1 its type; for a class
 * without a default constructor, 2 the header that defines it (NULL: this
 * file) and `number` the line. */
Refusal *record_field_refusal(const Program *p, const LaunchSite *s)
{
    const Function *child = s->callee_fn >= 0 ? &p->functions[s->callee_fn] : NULL;
    for (int i = 0; child && i < child->param_count; i++) {
        const Param *param = &child->params[i];
        if (strchr(param->type, '&')) {
            Refusal *r = refusal_about(p, REFUSAL_CHILD_PARAM_REFERENCE, ROLE_CHILD, s->callee_fn, (TSNode){0});
            refusal_detail(r, 0, param->name);
            return refusal_detail(r, 1, param->type);
        }
        uint32_t line;
        const char *path;
        char *type = constructible_missing_default(p, param->type, &line, &path);
        if (!type)
            continue;
        Refusal *r = refusal_about(p, REFUSAL_CHILD_PARAM_NO_DEFAULT, ROLE_CHILD, s->callee_fn, (TSNode){0});
        refusal_detail(r, 0, param->name);
        refusal_detail(r, 1, type);
        refusal_detail(r, 2, path);
        r->number = line;
        free(type);
        return r;
    }
    return NULL;
}

/* The innermost `if constexpr` of the launching function around the
 * launch, or a null node. */
static TSNode enclosing_if_constexpr(const Program *p, const LaunchSite *s)
{
    TSNode body = s->caller_fn >= 0 ? p->functions[s->caller_fn].body : (TSNode){0};
    for (TSNode n = parents_of(s->node); !ts_node_is_null(n) && !node_same(n, body); n = parents_of(n)) {
        if (!node_is(n, "if_statement"))
            continue;
        for (uint32_t i = 0; i < ts_node_child_count(n); i++)
            if (node_is(ts_node_child(n, i), "constexpr"))
                return n;
    }
    return (TSNode){0};
}

Refusal *record_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    /* A discarded branch of an `if constexpr` is not instantiated: the
     * launch moved out of it would be, for every instantiation of the
     * launching kernel (recursion on a template parameter never ends). */
    TSNode constexpr_if = enclosing_if_constexpr(p, s);
    if (!ts_node_is_null(constexpr_if))
        return refusal_about(p, REFUSAL_LAUNCH_IN_IF_CONSTEXPR, ROLE_LAUNCH, s->caller_fn, constexpr_if);
    if (f->repeat_reason)
        return refusal_detail(refusal_of_site(p, REFUSAL_LAUNCH_MAY_REPEAT, ROLE_LAUNCH, s), 0, f->repeat_reason);
    if (f->lambda_line) {
        Refusal *r = refusal_of_site(p, REFUSAL_LAUNCH_IN_LAMBDA, ROLE_LAUNCH, s);
        r->subject.line = f->lambda_line;
        return r;
    }
    return NULL;
}

/* The first return of a function's body that the body itself makes (not a
 * lambda inside it) whose control only some threads of a block may take. */
typedef struct ReturnSearch {
    TSNode body;
    const Uniformity *u;
    TSNode found;
} ReturnSearch;

static bool find_divergent_return(TSNode node, void *ctx)
{
    ReturnSearch *r = ctx;
    if (!ts_node_is_null(r->found))
        return false;
    if (node_is(node, "lambda_expression"))
        return false; /* its returns end the lambda, not the kernel */
    if (node_is(node, "return_statement") && !uniform_in(uniformity_of_control(r->u, node), SCOPE_BLOCK))
        r->found = node;
    return true;
}

TSNode divergent_return_in(const Program *p, int kernel)
{
    const Function *fn = &p->functions[kernel];
    uint32_t start = ts_node_start_byte(fn->body), end = node_end_byte(fn->body);
    if (!text_has_word(p->src->text + start, end - start, "return"))
        return (TSNode){0};
    Uniformity *u = uniformity_analyze(p, kernel);
    ReturnSearch r = {.body = fn->body, .u = u};
    node_walk(fn->body, find_divergent_return, &r);
    uniformity_free(u);
    return r.found;
}

/* Detail 0: what the body has (barriers, warp-wide operations or both). */
Refusal *divergent_return_refusal(const Program *p, int kernel)
{
    BodyFacts facts = body_facts(p, kernel);
    if (!facts.uses_syncthreads && !facts.uses_warp_ops)
        return NULL;
    TSNode found = divergent_return_in(p, kernel);
    if (ts_node_is_null(found))
        return NULL;
    return refusal_detail(refusal_about(p, REFUSAL_DIVERGENT_RETURN, ROLE_PARENT, kernel, found), 0,
                          facts.uses_syncthreads && facts.uses_warp_ops ? "barriers and warp-wide operations"
                          : facts.uses_syncthreads                      ? "barriers"
                                                                        : "warp-wide operations");
}

bool site_size_may_diverge(const LaunchFacts *f)
{
    return !uniform_in(f->config_level[0], SCOPE_WARP) || !uniform_in(f->config_level[1], SCOPE_WARP);
}

Refusal *param_changed_refusal(const Program *p, int fn, RefusalRole role)
{
    TSNode through;
    int k = child_code_changed_param(p, fn, &through);
    if (k < 0)
        return NULL;
    const Param *param = &p->functions[fn].params[k];
    Refusal *r = refusal_detail(refusal_about(p, REFUSAL_PARAM_CHANGED, role, fn, param->node), 0, param->name);
    if (ts_node_is_null(through))
        return r;
    char *callee = node_text(p->src, ts_node_child_by_field_name(through, "function", 8));
    refusal_detail(r, 1, callee);
    free(callee);
    return r;
}

Refusal *child_wait_refusal(const Program *p, int child)
{
    int holder = -1;
    TSNode at = child_code_wait(p, child, &holder);
    if (ts_node_is_null(at))
        return NULL;
    char what[160];
    char *text = node_text(p->src, node_is(at, "call_expression") ? node_named_child(at, 0) : at);
    snprintf(what, sizeof what, "%s%s%s", text, holder == child ? "" : " in ", holder == child ? "" : p->functions[holder].name);
    free(text);
    return refusal_detail(refusal_about(p, REFUSAL_CHILD_WAITS, ROLE_CHILD, child, at), 0, what);
}

/* What the kernel must not do for the lanes of a warp that reach a launch
 * together to work as a group there, with shuffles over the lanes present
 * (warp aggregation, flattening). */
Refusal *flatten_child_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    Refusal *waits = child_wait_refusal(p, s->callee_fn);
    if (waits)
        return waits;
    Refusal *param = param_changed_refusal(p, s->callee_fn, ROLE_CHILD);
    if (param)
        return param;
    if (f->child.uses_syncthreads)
        return refusal_about(p, REFUSAL_FLATTEN_CHILD_BARRIERS, ROLE_CHILD, s->callee_fn, (TSNode){0});
    if (f->child.uses_shared)
        return refusal_about(p, REFUSAL_FLATTEN_CHILD_SHARED, ROLE_CHILD, s->callee_fn, (TSNode){0});
    return NULL;
}

Refusal *warp_lanes_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    /* A kernel whose thread 0 makes a tail launch, then fire-and-forget
     * launches in a loop, then takes part in a warp batch of another site,
     * can hang (tests/difftest/found/seed12-42-threshold-warp-hang); without
     * the tail launch, or without the loop, it does not, and taking the
     * pool without a loop hangs too. The cause is not understood, so no
     * warp batch in a kernel whose threads may make a tail launch. */
    const LaunchSite *tail = f->tail_in_thread;
    if (tail)
        return refusal_about(p, REFUSAL_WARP_KERNEL_TAIL_LAUNCH, tail->caller_fn == s->caller_fn ? ROLE_PARENT : ROLE_CALLEE,
                             tail->caller_fn, tail->node);
    return NULL;
}

/* Per function and stream, its first two device-side launches into that
 * stream (site order; -1: none), found once per program and kept in its
 * memo (model/memo.h): asked at every site, a scan of the function's
 * launches made a kernel of 5,000 launches quadratic. */
enum { STREAM_KINDS = SITE_STREAM_OWN + 1 };
typedef int StreamFirsts[STREAM_KINDS][2];

static StreamFirsts *stream_firsts(const Program *p)
{
    StreamFirsts *firsts = memo_find(p, MEMO_STREAM_FIRSTS);
    if (firsts)
        return firsts;
    size_t size = (size_t)(p->function_count ? p->function_count : 1) * sizeof *firsts;
    firsts = xmalloc(size);
    memset(firsts, 0xff, size);
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        if (!s->device_side || s->caller_fn < 0)
            continue;
        int *two = firsts[s->caller_fn][plan_stream_of(p, s)];
        if (two[0] < 0)
            two[0] = i;
        else if (two[1] < 0)
            two[1] = i;
    }
    return memo_keep(p, MEMO_STREAM_FIRSTS, firsts, free);
}

/* The first of function fn's own device-side launches into `stream`, in
 * site order, other than s; -1 when there is none. */
static int first_launch_into(const Program *p, int fn, const LaunchSite *s, SiteStream stream)
{
    const int *two = stream_firsts(p)[fn][stream];
    int first = two[0] >= 0 && &p->launches[two[0]] == s ? two[1] : two[0];
    if (first < 0 || !branch_exclusive(p->launches[first].node, s->node))
        return first;
    /* One in another branch of an #if is never compiled with s: the next
     * one, looked for only then. */
    const CallGraph *g = &p->graph;
    for (int k = g->sites_in_start[fn]; k < g->sites_in_start[fn + 1]; k++) {
        const LaunchSite *o = &p->launches[g->sites_in[k]];
        if (o != s && o->device_side && plan_stream_of(p, o) == stream && !branch_exclusive(o->node, s->node))
            return g->sites_in[k];
    }
    return -1;
}

/* The launches of the kernel itself, then those of each device function it
 * reaches: the first in site order. (A pass over every launch, or every
 * function, asked at every site, would grow with the square of a large
 * file's launches or functions.) */
const LaunchSite *called_launch_into(const Program *p, int fn, const LaunchSite *s, SiteStream stream)
{
    const CallGraph *g = &p->graph;
    int best = -1;
    for (int k = 0; k < g->nonkernel_launcher_count; k++) {
        int f = g->nonkernel_launchers[k];
        if (f == fn)
            continue;
        int first = first_launch_into(p, f, s, stream);
        if (first >= 0 && (best < 0 || first < best) && callgraph_reaches(p, fn, f))
            best = first;
    }
    return best >= 0 ? &p->launches[best] : NULL;
}

const LaunchSite *same_block_launch_into(const Program *p, const LaunchSite *s, SiteStream stream)
{
    if (s->caller_fn < 0)
        return NULL;
    int own = first_launch_into(p, s->caller_fn, s, stream);
    const LaunchSite *called = called_launch_into(p, s->caller_fn, s, stream);
    if (own >= 0 && (!called || own < (int)(called - p->launches)))
        return &p->launches[own];
    return called;
}

/* The earlier in site order of two launches (NULL: neither). */
static const LaunchSite *first_of(const LaunchSite *a, const LaunchSite *b)
{
    return !a ? b : !b ? a : b < a ? b : a;
}

const LaunchSite *same_block_ordered_launch(const Program *p, const LaunchSite *s)
{
    SiteStream stream = plan_stream_of(p, s);
    if (stream == SITE_STREAM_FIRE_AND_FORGET)
        return NULL;
    const LaunchSite *other = same_block_launch_into(p, s, stream);
    /* A stream of the program's own not proven the thread's alone may be,
     * in a thread that does not create it, the NULL or the tail stream its
     * declaration names (analysis/device_streams.c): ordered with the
     * launches into those, and they with it. */
    if (stream == SITE_STREAM_OWN)
        return first_of(other, first_of(same_block_launch_into(p, s, SITE_STREAM_NULL),
                                        same_block_launch_into(p, s, SITE_STREAM_TAIL)));
    return first_of(other, same_block_launch_into(p, s, SITE_STREAM_OWN));
}

Refusal *ordered_stream_refusal(const Program *p, const LaunchSite *s, RefusalCode code)
{
    if (plan_stream_of(p, s) == SITE_STREAM_FIRE_AND_FORGET)
        return NULL;
    const LaunchSite *other = same_block_ordered_launch(p, s);
    if (other)
        return refusal_detail(refusal_about(p, code, ROLE_LAUNCH, s->caller_fn, other->node), 0, other->callee);
    return hidden_launch_refusal(p, s->caller_fn, ROLE_PARENT);
}

bool launch_may_precede(const Program *p, const LaunchFacts *facts, int earlier, int later)
{
    const LaunchSite *e = &p->launches[earlier], *l = &p->launches[later];
    if (e->caller_fn != l->caller_fn || facts[earlier].repeat_reason || facts[later].repeat_reason)
        return true;
    /* In two branches of one if or switch that the thread passes once, it
     * makes one of them at most. */
    if (exclusive_launches(p, facts, earlier, later, NULL))
        return false;
    if (ts_node_start_byte(e->node) < ts_node_start_byte(l->node))
        return true;
    /* `earlier` is written at or after `later`: only a loop holding both
     * brings the thread back to `later` once it has passed `earlier`. */
    for (TSNode loop = statements_innermost_loop(l->node); !ts_node_is_null(loop); loop = statements_innermost_loop(loop))
        if (node_contains(loop, e->node))
            return true;
    return false;
}

HostLaunchShape host_launch_shape(const Function *fn, const LaunchSite *s)
{
    if (s->unseen)
        return HOST_LAUNCH_UNSEEN;
    if (!node_is(s->statement, "expression_statement") || !node_same(node_named_child(s->statement, 0), s->node))
        return HOST_LAUNCH_EXPRESSION;
    if (ts_node_start_byte(s->node) < node_end_byte(fn->outer))
        return HOST_LAUNCH_BEFORE_DEFINITION;
    if (s->arg_count != fn->param_count)
        return HOST_LAUNCH_DEFAULT_ARGUMENTS;
    return HOST_LAUNCH_PLAIN;
}

bool plan_stream_is_own_unordered(const Program *p, const LaunchSite *s)
{
    return site_stream(p->src, s) == SITE_STREAM_OWN &&
           device_stream_of(p, (int)(s - p->launches)).form == DEVICE_STREAM_ONE_LAUNCH;
}

SiteStream plan_stream_of(const Program *p, const LaunchSite *s)
{
    return plan_stream_is_own_unordered(p, s) ? SITE_STREAM_FIRE_AND_FORGET : site_stream(p->src, s);
}

/* Where function fn's name stands in its definition's head (the first
 * `name (` after the head's start), or 0 when not found. */
uint32_t definition_name_at(const Source *src, const Function *fn)
{
    uint32_t from = ts_node_start_byte(fn->node), to = ts_node_start_byte(fn->body);
    size_t n = strlen(fn->name);
    for (uint32_t at = from; at + n <= to; at++) {
        if (memcmp(src->text + at, fn->name, n) != 0 || (at > from && text_is_ident_char(src->text[at - 1])))
            continue;
        uint32_t after = at + (uint32_t)n;
        while (after < to && (src->text[after] == ' ' || src->text[after] == '\t' || src->text[after] == '\n'))
            after++;
        if (after < to && src->text[after] == '(')
            return at;
    }
    return 0;
}

bool plan_site_stream_unordered(const Plan *plan, int site)
{
    return plan_stream_is_own_unordered(plan->program, &plan->program->launches[site]);
}

/* Per function, two functions with device-side launches (into `stream`,
 * or into any where it is -1) whose code may run in its thread
 * (callgraph_marked_sharing_thread: the function itself first), the
 * first function_count + 1 entries the first of them, the rest the
 * second; found once per program and kept in its memo `slot` (asked at
 * every warp site and every thresholded one: once a site, a large input's
 * launches made it quadratic). */
static const int *launchers_sharing_thread(const Program *p, MemoSlot slot, int stream)
{
    int n = p->function_count;
    int *launchers = memo_find(p, slot);
    if (launchers)
        return launchers;
    bool *marked = xcalloc((size_t)n + 1, sizeof *marked);
    for (int k = 0; k < p->launch_count; k++)
        if (p->launches[k].device_side && p->launches[k].caller_fn >= 0 &&
            (stream < 0 || (int)plan_stream_of(p, &p->launches[k]) == stream))
            marked[p->launches[k].caller_fn] = true;
    launchers = xcalloc((size_t)2 * n + 2, sizeof *launchers);
    int *first = callgraph_marked_sharing_thread(p, marked, launchers + n + 1);
    memcpy(launchers, first, ((size_t)n + 1) * sizeof *launchers);
    free(first);
    free(marked);
    return memo_keep(p, slot, launchers, free);
}

/* Of the two functions `launchers` holds for fn, one that is not fn
 * itself, or -1. */
static int other_launcher(const Program *p, const int *launchers, int fn)
{
    return launchers[fn] != fn ? launchers[fn] : launchers[p->function_count + 1 + fn];
}

const LaunchSite *site_other_launch_in_thread(const Program *p, const LaunchSite *s)
{
    const CallGraph *g = &p->graph;
    for (int k = g->sites_in_start[s->caller_fn]; k < g->sites_in_start[s->caller_fn + 1]; k++)
        if (&p->launches[g->sites_in[k]] != s && !branch_exclusive(p->launches[g->sites_in[k]].node, s->node))
            return &p->launches[g->sites_in[k]]; /* (in another branch of an #if, it is not compiled with s) */
    /* Else one of two functions with device-side launches whose code may
     * run in its thread that is not s's own. */
    int other = other_launcher(p, launchers_sharing_thread(p, MEMO_LAUNCHERS, -1), s->caller_fn);
    return other >= 0 ? &p->launches[g->sites_in[g->sites_in_start[other]]] : NULL;
}

const LaunchSite *null_launch_sharing_thread(const Program *p, const LaunchSite *s)
{
    if (s->caller_fn < 0)
        return NULL;
    int other = other_launcher(p, launchers_sharing_thread(p, MEMO_NULL_LAUNCHERS, SITE_STREAM_NULL), s->caller_fn);
    return other >= 0 ? &p->launches[stream_firsts(p)[other][SITE_STREAM_NULL][0]] : NULL;
}
