#include "plan/site_checks.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/uniformity.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/text.h"

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

const char *callees_geometry(const Program *p, int kernel, bool thread_too)
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

/* The innermost loop holding a launch site. */
TSNode innermost_loop(TSNode node)
{
    for (TSNode a = ts_node_parent(node); !ts_node_is_null(a); a = ts_node_parent(a))
        if (node_is(a, "for_statement") || node_is(a, "while_statement") || node_is(a, "do_statement") ||
            node_is(a, "for_range_loop"))
            return a;
    TSNode none = {0};
    return none;
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
const char *loop_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
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

/* What every strategy needs of a launch site: a device-side launch statement
 * of a kernel defined here, whose parameters the generated code can name. */
const char *site_refusal(const Program *p, const LaunchSite *s, const char *strategy_verb, bool thread_too)
{
    if (!s->device_side)
        return strategy_verb;
    /* A file or a launch dpopt cannot fully see (model/unseen.h). */
    if (p->unseen)
        return p->unseen;
    if (s->unseen)
        return s->unseen;
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
