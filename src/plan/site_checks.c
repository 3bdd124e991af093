#include "plan/site_checks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/constructible.h"
#include "analysis/uniformity.h"
#include "model/hidden.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* A reason built for one kernel, kept as long as the process runs: the
 * callers hold it while they try other checks (plan.c keeps the first
 * reason while it tries finer granularities) before copying it. Equal
 * texts share one copy, so the list stays as short as the set of notes. */
static const char *kept(const char *text)
{
    static char **texts;
    static int count, cap;
    for (int i = 0; i < count; i++)
        if (strcmp(texts[i], text) == 0)
            return texts[i];
    char *copy = xstrdup(text);
    ARRAY_PUSH(texts, count, cap, copy);
    return copy;
}

/* Generated code renames blockIdx, gridDim, blockDim (and, where other
 * threads stand in for the child's, threadIdx) in the kernel's own body
 * only: a function it calls that reads them, or that dpopt cannot see,
 * would read the wrong values. Transitive through the functions it calls,
 * in the file and in its quoted headers. */
const char *callees_geometry(const Program *p, int kernel, const char *who, bool thread_too)
{
    BodyFacts f = body_facts_of_callees(p, kernel);
    char why[2 * BODY_FACTS_CHAIN];
    if (f.unseen_chain[0])
        snprintf(why, sizeof why, "the %s %s: it may read %s", who, f.unseen_chain,
                 thread_too ? "blockIdx, gridDim, blockDim or threadIdx" : "blockIdx, gridDim or blockDim");
    else if (f.block_place_chain[0])
        snprintf(why, sizeof why, "the %s %s, which dpopt renames in the %s's own body only", who,
                 f.block_place_chain, who);
    else if (thread_too && f.thread_idx_chain[0])
        snprintf(why, sizeof why, "the %s %s, which dpopt renames in the %s's own body only", who,
                 f.thread_idx_chain, who);
    else
        return NULL;
    return kept(why);
}

const char *hidden_launch_refusal(const Program *p, int fn, const char *who)
{
    char *note = model_hidden_reached(p, fn, HIDDEN_LAUNCH, who);
    if (!note)
        return NULL;
    const char *why = kept(note);
    free(note);
    return why;
}

static bool param_fits_record(const Param *param)
{
    return param->name[0] && !strchr(param->type, '[') && !strchr(param->type, '(');
}

/* The innermost loop holding a launch site. */
TSNode innermost_loop(TSNode node)
{
    for (TSNode a = parents_of(node); !ts_node_is_null(a); a = parents_of(a))
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
    const char *geometry = callees_geometry(p, s->callee_fn, "child", thread_too);
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

/* A launch's stream, by its spelling (site_checks.h). */
SiteStream site_stream(const Source *src, const LaunchSite *s)
{
    if (s->config_count < 4)
        return SITE_STREAM_NULL;
    TSNode stream = s->config[3];
    if (node_text_is(src, stream, "0") || node_text_is(src, stream, "NULL") || node_text_is(src, stream, "nullptr"))
        return SITE_STREAM_NULL;
    if (node_text_is(src, stream, "cudaStreamFireAndForget"))
        return SITE_STREAM_FIRE_AND_FORGET;
    if (node_text_is(src, stream, "cudaStreamTailLaunch"))
        return SITE_STREAM_TAIL;
    return SITE_STREAM_OWN;
}

const char *record_field_refusal(const Program *p, const LaunchSite *s, char *note, size_t cap)
{
    const Function *child = s->callee_fn >= 0 ? &p->functions[s->callee_fn] : NULL;
    for (int i = 0; child && i < child->param_count; i++) {
        const Param *param = &child->params[i];
        if (strchr(param->type, '&')) {
            snprintf(note, cap,
                     "the child's parameter '%s' is a reference ('%s'): the launch's record would hold a reference, "
                     "which it cannot be declared empty with",
                     param->name, param->type);
            return note;
        }
        uint32_t line;
        const char *path;
        char *type = constructible_missing_default(p, param->type, &line, &path);
        if (!type)
            continue;
        snprintf(note, cap,
                 "the child's parameter '%s' is a %s (%s%s%u), which has constructors but none without arguments: "
                 "the launch's record, declared empty and filled field by field, cannot hold it",
                 param->name, type, path ? path : "line ", path ? ":" : "", line);
        free(type);
        return note;
    }
    return NULL;
}

const char *record_refusal(const LaunchFacts *f, char *note, size_t cap)
{
    if (f->repeat_reason)
        snprintf(note, cap,
                 "the launch may run more than once per thread, %s; one record per thread would keep only its last "
                 "launch",
                 f->repeat_reason);
    else if (f->lambda_line)
        snprintf(note, cap,
                 "the launch is inside a lambda (line %u): its record would be written in the lambda (in a copy, "
                 "where it captures by value) and its launch made outside it",
                 f->lambda_line);
    else
        return NULL;
    return note;
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

const char *divergent_return_refusal(const Program *p, int kernel, char *note, size_t cap)
{
    const Function *fn = &p->functions[kernel];
    BodyFacts facts = body_facts(p, kernel);
    if (!facts.uses_syncthreads && !facts.uses_warp_ops)
        return NULL;
    uint32_t start = ts_node_start_byte(fn->body), end = ts_node_end_byte(fn->body);
    if (!text_has_word(p->src->text + start, end - start, "return"))
        return NULL;
    Uniformity *u = uniformity_analyze(p, kernel);
    ReturnSearch r = {.body = fn->body, .u = u};
    node_walk(fn->body, find_divergent_return, &r);
    uniformity_free(u);
    if (ts_node_is_null(r.found))
        return NULL;
    snprintf(note, cap,
             "the kernel returns where only some threads of a block may (line %u) and has %s; in the lambda that "
             "takes every thread to the end of the block, those that returned would wait there for the others",
             source_pos(p->src, ts_node_start_byte(r.found)).line,
             facts.uses_syncthreads && facts.uses_warp_ops ? "barriers and warp-wide operations"
             : facts.uses_syncthreads                      ? "barriers"
                                                           : "warp-wide operations");
    return note;
}
