#include "plan/plan.h"

#include "analysis/uniformity.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

const char *granularity_name(Granularity g)
{
    static const char *const names[] = {"none", "warp", "block", "grid"};
    return names[g];
}

static UniformScope scope_of(Granularity g)
{
    return g == GRANULARITY_GRID ? SCOPE_GRID : g == GRANULARITY_BLOCK ? SCOPE_BLOCK : SCOPE_WARP;
}

/* Which of blockIdx, gridDim, blockDim the device functions a kernel calls
 * use: the fused kernel rewrites those names only in its own body. */
/* Calls a child may make to code dpopt cannot see: CUDA's intrinsics and
 * math functions, none of which read the thread's position. */
static bool is_known_intrinsic(const char *name)
{
    static const char *const prefixes[] = {"atomic", "__", "cuda", NULL};
    static const char *const names[] = {
        "printf", "assert", "min", "max", "abs", "labs", "llabs", "fabs", "fabsf", "fmin", "fminf", "fmax", "fmaxf",
        "sqrt", "sqrtf", "rsqrt", "rsqrtf", "cbrt", "cbrtf", "exp", "expf", "exp2", "exp2f", "log", "logf", "log2",
        "log2f", "log10", "log10f", "pow", "powf", "floor", "floorf", "ceil", "ceilf", "round", "roundf", "trunc",
        "truncf", "sin", "sinf", "cos", "cosf", "tan", "tanf", "sincos", "sincosf", "atan2", "atan2f", "fma",
        "fmaf", "hypot", "hypotf", "make_int2", "make_int3", "make_int4", "make_uint2", "make_uint3", "make_float2",
        "make_float3", "make_float4", "make_double2", "static_cast", "reinterpret_cast", "const_cast", "malloc",
        "free", "memcpy", "memset", "dim3", NULL,
    };
    for (int i = 0; prefixes[i]; i++)
        if (strncmp(name, prefixes[i], strlen(prefixes[i])) == 0)
            return true;
    for (int i = 0; names[i]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

/* Generated code renames blockIdx, gridDim, blockDim (and, where other
 * threads stand in for the child's, threadIdx) in the child's own body
 * only: a function it calls that reads them, or that dpopt cannot see,
 * would read the wrong values. Transitive through the functions it calls. */
static const char *callee_geometry_refusal(const Program *p, int function, bool thread_too, bool *seen)
{
    seen[function] = true;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn != function || c->is_runtime)
            continue;
        if (c->callee_fn < 0 || !p->functions[c->callee_fn].is_definition) {
            if (is_known_intrinsic(c->callee))
                continue;
            /* Declared in a header beside the file: its text must not name
             * the thread's position at all. */
            const Header *h = model_header_mentioning(p, c->callee);
            size_t n = h ? strlen(h->text) : 0;
            if (!h || text_has_word(h->text, n, "blockIdx") || text_has_word(h->text, n, "gridDim") ||
                text_has_word(h->text, n, "blockDim") || (thread_too && text_has_word(h->text, n, "threadIdx")))
                return "the child calls a function dpopt cannot see or that may read blockIdx or threadIdx";
            continue;
        }
        if (seen[c->callee_fn])
            continue;
        BodyFacts f = body_facts(p, c->callee_fn);
        if (f.uses_block_idx || f.uses_grid_dim || f.uses_block_dim || (thread_too && f.uses_thread_idx))
            return thread_too ? "device functions called by the child read blockIdx, gridDim, blockDim or threadIdx"
                              : "device functions called by the child read blockIdx, gridDim or blockDim";
        const char *why = callee_geometry_refusal(p, c->callee_fn, thread_too, seen);
        if (why)
            return why;
    }
    return NULL;
}

static const char *callees_geometry(const Program *p, int kernel, bool thread_too)
{
    bool *seen = xcalloc((size_t)p->function_count, sizeof *seen);
    const char *why = callee_geometry_refusal(p, kernel, thread_too, seen);
    free(seen);
    return why;
}

static bool param_fits_record(const Param *param)
{
    return param->name[0] && !strchr(param->type, '[') && !strchr(param->type, '(');
}

static bool is_tail_compatible_stream(const Source *src, const LaunchSite *s)
{
    if (s->config_count < 4)
        return true;
    TSNode stream = s->config[3];
    return node_text_is(src, stream, "0") || node_text_is(src, stream, "NULL") ||
           node_text_is(src, stream, "nullptr") || node_text_is(src, stream, "cudaStreamFireAndForget") ||
           node_text_is(src, stream, "cudaStreamTailLaunch");
}

/* The innermost loop holding a launch site. */
static TSNode innermost_loop(TSNode node)
{
    for (TSNode a = ts_node_parent(node); !ts_node_is_null(a); a = ts_node_parent(a))
        if (node_is(a, "for_statement") || node_is(a, "while_statement") || node_is(a, "do_statement") ||
            node_is(a, "for_range_loop"))
            return a;
    TSNode none = {0};
    return none;
}

static TSNode loop_body_of(TSNode loop)
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
        for (TSNode a = ts_node_parent(node); !ts_node_is_null(a); a = ts_node_parent(a)) {
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
static const char *loop_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    (void)p;
    if (!uniform_in(f->loops[0].level, SCOPE_BLOCK))
        return "the launch is inside a loop whose iterations the threads of a block do not run together";
    TSNode loop = innermost_loop(s->node);
    JumpSearch j = {loop, false};
    node_walk(loop_body_of(loop), find_jump, &j);
    if (j.found)
        return "the launch is inside a loop whose body can be left early (break, continue, return or goto)";
    return NULL;
}

/* Block and grid granularity postpone the launch to the end of the kernel,
 * where every thread of the block is present. */
static const char *postponing_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Granularity g)
{
    if (s->caller_fn < 0 || !(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
        return "the launch is in a device function; it can be postponed only to the end of a kernel";
    if (f->loop_count > 0) {
        if (g == GRANULARITY_GRID)
            return "the launch is inside a loop: a grid-wide batch is made once per grid";
        const char *why = loop_refusal(p, f, s);
        if (why)
            return why;
    }
    if (g != GRANULARITY_GRID)
        return NULL;
    if (!is_tail_compatible_stream(p->src, s))
        return "the launch names its own stream; the fused grid goes to cudaStreamTailLaunch";
    /* One grid-wide batch per site lives in a static variable: the parent
     * grid must not run twice at once. */
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *other = &p->launches[i];
        if (other->callee_fn != s->caller_fn)
            continue;
        if (other->device_side)
            return "the launching kernel is itself launched from the device, so several of its grids may run at once";
        if (other->config_count > 3)
            return "the launching kernel is launched from the host into an explicit stream, so several of its grids may run at once";
    }
    return NULL;
}

/* What every strategy needs of a launch site: a device-side launch statement
 * of a kernel defined here, whose parameters the generated code can name. */
static const char *site_refusal(const Program *p, const LaunchSite *s, const char *strategy_verb, bool thread_too)
{
    if (!s->device_side)
        return strategy_verb;
    if (s->callee_fn < 0 || !p->functions[s->callee_fn].is_definition)
        return "the child kernel is not defined in this file";
    const Function *child = &p->functions[s->callee_fn];
    if (!node_is(s->statement, "expression_statement") || !node_same(ts_node_named_child(s->statement, 0), s->node))
        return "the launch is part of a larger expression";
    if (child->is_template && !s->template_args)
        return "the child's template arguments are deduced; write them out";
    const char *geometry = callees_geometry(p, s->callee_fn, thread_too);
    if (geometry)
        return geometry;
    for (int k = 0; k < child->param_count; k++)
        if (!param_fits_record(&child->params[k]))
            return "a child parameter is unnamed, an array or a function type";
    if (s->arg_count != child->param_count)
        return "the launch passes a different number of arguments than the child declares (default arguments)";
    if (!ts_node_is_null(node_ancestor_of_type(child->outer, "namespace_definition")) ||
        !ts_node_is_null(node_ancestor_of_type(child->outer, "field_declaration_list")))
        return "the child is declared inside a namespace or class";
    return NULL;
}

/* The first reason the site cannot be aggregated, or NULL. */
static const char *refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Granularity g)
{
    const char *why = site_refusal(p, s, "host-side launch: nothing to aggregate", false);
    if (why)
        return why;
    if (f->followed_by_sync)
        return "a device-side cudaDeviceSynchronize waits for this launch (use launch removal)";
    if (f->child.uses_grid_sync)
        return "the child synchronises its whole grid";
    UniformScope scope = scope_of(g);
    if (s->config_count > 2 && !uniform_in(f->config_level[2], scope))
        return "the shared-memory size differs between the launching threads";
    if (s->config_count > 3 && !uniform_in(f->config_level[3], scope))
        return "the stream differs between the launching threads";
    if (!uniform_in(f->config_level[1], scope) && f->child.uses_syncthreads)
        return "the child block size differs between launches and the child uses __syncthreads";
    return g == GRANULARITY_WARP ? NULL : postponing_refusal(p, f, s, g);
}

/* Generated names: <child>_dp_<granularity>, numbered when one child gets
 * several aggregated launch sites. */
static void name_sites(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        if (sp->aggregate == GRANULARITY_NONE)
            continue;
        int same = 0, index = 0;
        for (int j = 0; j < p->launch_count; j++) {
            if (plan->sites[j].aggregate == GRANULARITY_NONE || strcmp(p->launches[j].callee, p->launches[i].callee))
                continue;
            if (j < i)
                index++;
            same++;
        }
        const char *callee = p->functions[p->launches[i].callee_fn].name;
        StrBuf name;
        strbuf_init(&name);
        strbuf_printf(&name, "%s_dp_%s", callee, granularity_name(sp->aggregate));
        if (same > 1)
            strbuf_printf(&name, "_%d", index + 1);
        sp->kernel_name = xstrdup(name.data);
        strbuf_puts(&name, "_args");
        sp->record_name = xstrdup(name.data);
        strbuf_free(&name);
        if (sp->aggregate != GRANULARITY_WARP) {
            strbuf_init(&name);
            strbuf_printf(&name, "%s_launch", sp->kernel_name);
            sp->launch_name = strbuf_take(&name);
            strbuf_free(&name);
        }
    }
}

/* Gives a site its granularity, and with it what is uniform enough to
 * travel as a scalar and where a postponed launch is made. */
static void assign(const Program *p, const LaunchFacts *f, const LaunchSite *s, SitePlan *sp, Granularity g)
{
    sp->aggregate = g;
    TSNode none = {0};
    sp->flush_scope = none;
    if (g == GRANULARITY_BLOCK || g == GRANULARITY_GRID)
        sp->flush_scope = f->loop_count > 0 ? loop_body_of(innermost_loop(s->node)) : p->functions[s->caller_fn].body;
    UniformScope scope = scope_of(g);
    sp->grid_scalar = uniform_in(f->config_level[0], scope);
    sp->block_scalar = uniform_in(f->config_level[1], scope);
    free(sp->arg_scalar);
    sp->arg_scalar = xcalloc((size_t)(s->arg_count ? s->arg_count : 1), sizeof *sp->arg_scalar);
    for (int k = 0; k < s->arg_count; k++)
        sp->arg_scalar[k] = uniform_in(f->arg_level[k], scope);
}

/* A postponed launch needs every thread of the block at the end of the
 * body. A fused kernel whose blocks are sized for the largest of its
 * parents' blocks lets surplus threads leave at the start, so a launch in
 * such a kernel stays at warp granularity. Settled to a fixed point, since
 * a downgrade can change what another site's kernel looks like. */
static void settle_postponed_sites(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < p->launch_count; i++) {
            SitePlan *sp = &plan->sites[i];
            if (sp->aggregate != GRANULARITY_GRID && sp->aggregate != GRANULARITY_BLOCK)
                continue;
            for (int j = 0; j < p->launch_count; j++) {
                const SitePlan *tp = &plan->sites[j];
                if (p->launches[j].callee_fn != p->launches[i].caller_fn || tp->aggregate == GRANULARITY_NONE ||
                    tp->block_scalar)
                    continue;
                StrBuf b;
                strbuf_init(&b);
                strbuf_printf(&b,
                              "warp granularity instead of %s: the launching kernel also runs fused (line %u) with blocks "
                              "sized for its largest parent, whose surplus threads leave early",
                              granularity_name(plan->requested),
                              source_pos(p->src, ts_node_start_byte(p->launches[j].node)).line);
                free(sp->reason);
                sp->reason = strbuf_take(&b);
                strbuf_free(&b);
                assign(p, &facts[i], &p->launches[i], sp, GRANULARITY_WARP);
                changed = true;
                break;
            }
        }
    }
}

Plan *plan_build(const Program *p, const LaunchFacts *facts, Granularity requested)
{
    Plan *plan = xcalloc(1, sizeof *plan);
    plan->program = p;
    plan->requested = requested;
    plan->sites = xcalloc((size_t)p->launch_count, sizeof *plan->sites);
    if (requested == GRANULARITY_NONE)
        return plan;
    plan->aggregate_malloc = true;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        const LaunchFacts *f = &facts[i];
        SitePlan *sp = &plan->sites[i];
        /* A site the requested granularity cannot take may still take a
         * finer one: grid, then block, then warp. */
        Granularity g = requested;
        const char *why = refusal(p, f, s, g);
        const char *first_why = why;
        while (why && g > GRANULARITY_WARP && !refusal(p, f, s, GRANULARITY_WARP)) {
            g = (Granularity)(g - 1);
            why = refusal(p, f, s, g);
        }
        if (why) {
            sp->reason = xstrdup(why);
            continue;
        }
        if (g != requested) {
            StrBuf b;
            strbuf_init(&b);
            strbuf_printf(&b, "%s granularity instead of %s: %s", granularity_name(g), granularity_name(requested), first_why);
            sp->reason = strbuf_take(&b);
            strbuf_free(&b);
        }
        assign(p, f, s, sp, g);
    }
    settle_postponed_sites(plan, facts);
    name_sites(plan);
    return plan;
}

bool plan_site_postponed(const SitePlan *sp)
{
    return sp->aggregate == GRANULARITY_BLOCK || sp->aggregate == GRANULARITY_GRID || sp->remove == REMOVAL_T3 ||
           sp->remove == REMOVAL_AUTO;
}

bool plan_scope_postpones(const Plan *plan, TSNode scope)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (plan_site_postponed(sp) && node_same(sp->flush_scope, scope))
            return true;
    }
    return false;
}

const char *removal_name(Removal r)
{
    static const char *const names[] = {"none", "t3", "t4", "auto"};
    return names[r];
}

/* Calls in the child that need the child's threads to run at the same time,
 * which one thread running them one after another cannot give. */
static const char *const simultaneous_calls[] = {
    "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", "__ballot_sync", "__any_sync",
    "__all_sync", "__syncwarp", "__activemask", "__match_any_sync", "__match_all_sync", "__reduce_add_sync",
    "__reduce_min_sync", "__reduce_max_sync", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or",
    "this_thread_block", "tiled_partition", "this_grid", NULL,
};

typedef struct ChildScan {
    const Program *p;
    TSNode body;
    const char *why;
    bool barriers_anywhere; /* T3: the block's own threads meet the child's barriers */
} ChildScan;

static bool scan_child_for_t4(TSNode node, void *ctx)
{
    ChildScan *c = ctx;
    const Source *src = c->p->src;
    if (c->why)
        return false;
    if (node_is(node, "call_expression")) {
        TSNode fn = ts_node_named_child(node, 0);
        for (int i = 0; simultaneous_calls[i]; i++)
            if (node_text_is(src, fn, simultaneous_calls[i]))
                c->why = "the child uses warp- or block-wide operations that need its threads to run together";
        bool barrier = node_text_is(src, fn, "__syncthreads");
        /* A barrier splits the child into thread loops only where it is a
         * statement of the body itself (MCUDA's simple case). */
        if (barrier && !c->barriers_anywhere && !node_same(ts_node_parent(ts_node_parent(node)), c->body))
            c->why = "the child has a __syncthreads inside a branch or loop";
    } else if (node_is(node, "declaration") || node_is(node, "field_declaration")) {
        uint32_t s = ts_node_start_byte(node), e = ts_node_end_byte(node);
        const char *text = src->text + s;
        if (text_has_word(text, e - s, "__shared__")) {
            if (text_has_word(text, e - s, "extern"))
                c->why = "the child uses dynamic shared memory";
            else if (!c->barriers_anywhere && !node_same(ts_node_parent(node), c->body))
                c->why = "the child declares shared memory inside a branch or loop";
        }
    }
    return true;
}

static bool has_return(TSNode node, void *ctx)
{
    if (node_is(node, "return_statement"))
        *(bool *)ctx = true;
    return !*(bool *)ctx;
}

typedef struct Assigned {
    const Source *src;
    TSNode name;
    bool found;
} Assigned;

static bool find_assignment(TSNode node, void *ctx)
{
    Assigned *a = ctx;
    TSNode target = {0};
    if (node_is(node, "assignment_expression") || node_is(node, "update_expression"))
        target = ts_node_named_child(node, 0);
    if (node_is(node, "pointer_expression") && !ts_node_is_null(node_token_of_type(node, "&")))
        target = ts_node_named_child(node, 0);
    if (!ts_node_is_null(target) && node_is(target, "identifier")) {
        uint32_t s = ts_node_start_byte(a->name), e = ts_node_end_byte(a->name);
        char *name = xstrndup(a->src->text + s, e - s);
        a->found = a->found || node_text_is(a->src, target, name);
        free(name);
    }
    return !a->found;
}

/* A barrier splits the child into thread loops; a local declared before it
 * is declared again (recomputed) in each later loop, which is right only if
 * nothing changes it after its declaration. */
static bool local_changes_across_barrier(const Program *p, TSNode body)
{
    uint32_t n = ts_node_named_child_count(body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = ts_node_named_child(body, i);
        if (!node_is(st, "declaration"))
            continue;
        uint32_t m = ts_node_named_child_count(st);
        for (uint32_t j = 0; j < m; j++) {
            TSNode d = node_declarator_identifier(ts_node_named_child(st, j));
            if (ts_node_is_null(d))
                continue;
            Assigned a = {p->src, d, false};
            node_walk(body, find_assignment, &a);
            if (a.found)
                return true;
        }
    }
    return false;
}

static const char *removal_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t)
{
    const char *why = site_refusal(p, s, "host-side launch: nothing to remove", true);
    if (why)
        return why;
    const Function *child = &p->functions[s->callee_fn];
    if (f->recursive)
        return "the launch is recursive: one thread would run a whole subtree";
    if (f->child.launches)
        return "the child launches kernels itself";
    ChildScan c = {p, child->body, NULL, t == REMOVAL_T3};
    node_walk(child->body, scan_child_for_t4, &c);
    if (c.why)
        return c.why;
    bool returns = false;
    node_walk(child->body, has_return, &returns);
    bool barriers = f->child.uses_syncthreads;
    if (returns && barriers)
        return "the child returns early and has barriers: the threads standing in for it would meet them out of step";
    if (t == REMOVAL_T4 && barriers && local_changes_across_barrier(p, child->body))
        return "a local variable of the child changes and lives across a barrier";
    if (t == REMOVAL_T3) {
        if (f->followed_by_sync)
            return "a device-side cudaDeviceSynchronize waits for this launch; T3 runs the child at the end of the block (T4 handles it)";
        if (s->caller_fn < 0 || !(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
            return "the launch is in a device function; T3 runs the child at the end of a kernel's block";
        if (f->loop_count > 0 && loop_refusal(p, f, s))
            return loop_refusal(p, f, s);
        if (s->config_count > 3 && !uniform_in(f->config_level[3], SCOPE_BLOCK))
            return "the stream differs between the launching threads";
    }
    return NULL;
}

/* A device-side cudaDeviceSynchronize (CDP1; CUDA 12+ rejects it) can go
 * once no launch of its function is left: the children ran inline. Where
 * every thread of the block reaches it, it becomes a block barrier, which
 * keeps CDP1's block-wide meaning (the block's children are done); where
 * only some do, it becomes nothing, which is right when a thread reads only
 * its own children's results. */
static void plan_syncs(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (strcmp(c->callee, "cudaDeviceSynchronize") != 0 || c->caller_fn < 0 ||
            !(p->functions[c->caller_fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL)))
            continue;
        SyncPlan sp = {i, SYNC_KEEP, NULL};
        const char *kept = NULL;
        for (int j = 0; j < p->launch_count && !kept; j++)
            if (p->launches[j].caller_fn == c->caller_fn && plan->sites[j].remove == REMOVAL_NONE)
                kept = "a launch it may wait for is not removed";
        if (kept) {
            sp.reason = xstrdup(kept);
        } else {
            Uniformity *u = uniformity_analyze(p, c->caller_fn);
            bool convergent = uniform_in(uniformity_of_control(u, c->node), SCOPE_BLOCK);
            uniformity_free(u);
            sp.action = convergent ? SYNC_BARRIER : SYNC_DROP;
            sp.reason = xstrdup(convergent ? "the children ran inline; a block barrier keeps the block-wide wait"
                                           : "the children ran inline in the threads that launched them; assumes each "
                                             "thread reads only its own children's results");
        }
        plan->syncs = xrealloc(plan->syncs, (size_t)(plan->sync_count + 1) * sizeof *plan->syncs);
        plan->syncs[plan->sync_count++] = sp;
    }
}

char *plan_removal_function(const Plan *plan, int site, Removal r)
{
    StrBuf name;
    strbuf_init(&name);
    strbuf_printf(&name, "%s_dp_%s", plan->program->functions[plan->program->launches[site].callee_fn].name,
                  removal_name(r));
    char *text = strbuf_take(&name);
    strbuf_free(&name);
    return text;
}

Plan *plan_build_removal(const Program *p, const LaunchFacts *facts, Removal requested)
{
    Plan *plan = xcalloc(1, sizeof *plan);
    plan->program = p;
    plan->removal_requested = requested;
    plan->sites = xcalloc((size_t)p->launch_count, sizeof *plan->sites);
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const char *why;
        if (requested == REMOVAL_AUTO) {
            /* Whichever of T3 and T4 the site allows; both, chosen at run time. */
            const char *no_t3 = removal_refusal(p, &facts[i], &p->launches[i], REMOVAL_T3);
            const char *no_t4 = removal_refusal(p, &facts[i], &p->launches[i], REMOVAL_T4);
            why = no_t3 && no_t4 ? no_t4 : NULL;
            sp->remove = !no_t3 && !no_t4 ? REMOVAL_AUTO : !no_t3 ? REMOVAL_T3 : REMOVAL_T4;
            if (!why && sp->remove != REMOVAL_AUTO) {
                StrBuf b;
                strbuf_init(&b);
                strbuf_printf(&b, "%s only: %s", removal_name(sp->remove), no_t3 ? no_t3 : no_t4);
                sp->reason = strbuf_take(&b);
                strbuf_free(&b);
            }
        } else {
            why = removal_refusal(p, &facts[i], &p->launches[i], requested);
            sp->remove = requested;
        }
        if (why) {
            sp->remove = REMOVAL_NONE;
            free(sp->reason);
            sp->reason = xstrdup(why);
            continue;
        }
        if (sp->remove == REMOVAL_T3 || sp->remove == REMOVAL_AUTO) {
            const LaunchFacts *f = &facts[i];
            sp->flush_scope = f->loop_count > 0 ? loop_body_of(innermost_loop(p->launches[i].node))
                                                : p->functions[p->launches[i].caller_fn].body;
        }
    }
    plan_syncs(plan);
    for (int i = 0; i < p->launch_count; i++) {
        if (plan->sites[i].remove == REMOVAL_NONE)
            continue;
        Removal r = plan->sites[i].remove;
        plan->sites[i].kernel_name = plan_removal_function(plan, i, r == REMOVAL_AUTO ? REMOVAL_T4 : r);
        char *t3 = plan_removal_function(plan, i, REMOVAL_T3);
        StrBuf name;
        strbuf_init(&name);
        strbuf_printf(&name, "%s_launch", t3);
        plan->sites[i].launch_name = strbuf_take(&name);
        strbuf_free(&name);
        free(t3);
    }
    return plan;
}

void plan_report_notes(const Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (!sp->reason || !p->launches[i].device_side)
            continue;
        if (sp->remove != REMOVAL_NONE) {
            if (sp->reason)
                diag_report(p->src, ts_node_start_byte(p->launches[i].node), DIAG_NOTE, "launch of '%s' removed with %s",
                            p->launches[i].callee, sp->reason);
            continue;
        }
        if (sp->aggregate != GRANULARITY_NONE)
            diag_report(p->src, ts_node_start_byte(p->launches[i].node), DIAG_NOTE, "launch of '%s' aggregated at %s",
                        p->launches[i].callee, sp->reason);
        else
            diag_report(p->src, ts_node_start_byte(p->launches[i].node), DIAG_NOTE,
                        "launch of '%s' left as written: %s", p->launches[i].callee, sp->reason);
    }
    for (int i = 0; i < plan->sync_count; i++) {
        const SyncPlan *s = &plan->syncs[i];
        static const char *const what[] = {"kept", "made a block barrier", "removed"};
        diag_report(p->src, ts_node_start_byte(p->calls[s->call].node), DIAG_NOTE, "cudaDeviceSynchronize %s: %s",
                    what[s->action], s->reason);
    }
}

void plan_free(Plan *plan)
{
    if (!plan)
        return;
    for (int i = 0; i < plan->program->launch_count; i++) {
        free(plan->sites[i].reason);
        free(plan->sites[i].arg_scalar);
        free(plan->sites[i].kernel_name);
        free(plan->sites[i].record_name);
        free(plan->sites[i].launch_name);
    }
    for (int i = 0; i < plan->sync_count; i++)
        free(plan->syncs[i].reason);
    free(plan->syncs);
    free(plan->sites);
    free(plan);
}
