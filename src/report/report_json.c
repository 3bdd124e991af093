/* JSON report. Field names are part of dpopt's interface: documented in
 * docs/report-json.md, changed only with report_version. */
#include <stdlib.h>

#include "analysis/device_streams.h"
#include "plan/corun.h"
#include "plan/optimize.h"
#include "plan/promote.h"
#include "report/report.h"
#include "report/report_refusal.h"
#include "syntax/node.h"
#include "util/strbuf.h"

#define REPORT_VERSION 1

static void put_string(StrBuf *b, const char *s)
{
    if (!s) {
        strbuf_puts(b, "null");
        return;
    }
    strbuf_puts(b, "\"");
    strbuf_json_escape(b, s);
    strbuf_puts(b, "\"");
}

static const char *json_bool(bool v) { return v ? "true" : "false"; }

static void put_subject(StrBuf *b, const Program *p, const Refusal *r)
{
    strbuf_printf(b, "{\"role\": \"%s\", \"function\": ", refusal_role_name(r->subject.role));
    put_string(b, r->subject.function >= 0 ? p->functions[r->subject.function].name : NULL);
    if (r->subject.line)
        strbuf_printf(b, ", \"line\": %u}", r->subject.line);
    else
        strbuf_puts(b, ", \"line\": null}");
}

/* The reasons r follows from and is told with, depth first. */
static void put_causes(StrBuf *b, const Program *p, const Refusal *r, int *n)
{
    const Refusal *parts[] = {r->cause, r->also};
    for (int i = 0; i < 2; i++) {
        if (!parts[i])
            continue;
        strbuf_printf(b, "%s{\"code\": \"%s\", \"subject\": ", (*n)++ ? ", " : "", refusal_code_name(parts[i]->code));
        put_subject(b, p, parts[i]);
        strbuf_puts(b, "}");
        put_causes(b, p, parts[i], n);
    }
}

/* A refusal as `"<key>": text` and, beside it, `"<key>_code"` (its stable
 * name), `"<key>_subject"` (role, function, line) and `"<key>_causes"`
 * (the reasons it follows from): nulls and [] where there is none. */
static void put_refusal(StrBuf *b, const Plan *plan, const char *key, const Refusal *r)
{
    char *text = report_refusal_text(plan, r);
    strbuf_printf(b, "\"%s\": ", key);
    put_string(b, text);
    free(text);
    if (!r) {
        strbuf_printf(b, ", \"%s_code\": null, \"%s_subject\": null, \"%s_causes\": []", key, key, key);
        return;
    }
    strbuf_printf(b, ", \"%s_code\": \"%s\", \"%s_subject\": ", key, refusal_code_name(r->code), key);
    put_subject(b, plan->program, r);
    strbuf_printf(b, ", \"%s_causes\": [", key);
    int n = 0;
    put_causes(b, plan->program, r, &n);
    strbuf_puts(b, "]");
}

static void put_uniformity(StrBuf *b, UniformLevel level)
{
    strbuf_printf(b, "{\"level\": \"%s\", \"warp\": %s, \"block\": %s, \"grid\": %s}", uniform_level_name(level),
                  json_bool(uniform_in(level, SCOPE_WARP)), json_bool(uniform_in(level, SCOPE_BLOCK)),
                  json_bool(uniform_in(level, SCOPE_GRID)));
}

static void put_function(StrBuf *b, const Program *p, const Function *fn)
{
    SourcePos pos = source_pos(p->src, ts_node_start_byte(fn->node));
    strbuf_puts(b, "    {\"name\": ");
    put_string(b, fn->name);
    strbuf_printf(b, ", \"space\": \"%s\", \"line\": %u, \"defined\": %s, \"template\": %s, \"template_params\": ",
                  model_space_name(fn->spaces), pos.line, json_bool(fn->is_definition), json_bool(fn->is_template));
    put_string(b, fn->template_params);
    strbuf_printf(b, ", \"static\": %s, \"extern_c\": %s, \"launch_bounds\": ", json_bool(fn->is_static),
                  json_bool(fn->is_extern_c));
    put_string(b, fn->launch_bounds);
    strbuf_printf(b, ", \"recursive\": %s, \"params\": [", json_bool(fn->recursive));
    for (int i = 0; i < fn->param_count; i++) {
        strbuf_puts(b, i ? ", {\"name\": " : "{\"name\": ");
        put_string(b, fn->params[i].name);
        strbuf_puts(b, ", \"type\": ");
        put_string(b, fn->params[i].type);
        strbuf_puts(b, "}");
    }
    strbuf_puts(b, "]}");
}

/* -O's predictions at launch site `index` (report/report_optimized.c says
 * what became of each form and why); null where it priced none. */
static void put_optimized(StrBuf *b, const Plan *plan, int index)
{
    const SiteCost *c = &plan->optimized->costs[index];
    if (c->count == 0) {
        strbuf_puts(b, "null");
        return;
    }
    strbuf_puts(b, "{\"gpu\": ");
    put_string(b, plan->optimized->gpu);
    strbuf_puts(b, ", \"table\": ");
    put_string(b, plan->optimized->table);
    strbuf_puts(b, ", \"child_threads\": [");
    for (int i = 0; i < c->size_count; i++)
        strbuf_printf(b, "%s%llu", i ? ", " : "", c->sizes[i]);
    strbuf_puts(b, "], \"basis\": ");
    put_string(b, c->basis);
    strbuf_printf(b, ", \"launches\": %llu, \"child_loops\": %s, \"within_calibration\": %s,\n       \"forms\": [",
                  c->launches, json_bool(c->loops), json_bool(cost_within_calibration(c)));
    for (int k = 0; k < c->count; k++) {
        const CostCandidate *f = &c->cands[k];
        strbuf_printf(b, "%s{\"kind\": \"%s\", \"threshold\": %u, \"persistent_auto\": %s, \"persistent\": \"%s\", "
                         "\"ns_per_launch\": %.1f, \"outcome\": \"%s\"}",
                      k ? ",\n                 " : "", strategy_kind_name(f->kind), f->threshold,
                      json_bool(f->persistent == REMOVAL_AUTO), removal_name(f->persistent), f->ns,
                      report_optimized_outcome(plan, index, k));
    }
    char why[256];
    report_optimized_why(plan, index, why, sizeof why);
    strbuf_puts(b, "],\n       \"why\": ");
    put_string(b, why);
    strbuf_puts(b, "}");
}

static void put_launch(StrBuf *b, const Program *p, int index, const LaunchFacts *f, const Plan *plan)
{
    const LaunchSite *s = &p->launches[index];
    SourcePos pos = source_pos(p->src, ts_node_start_byte(s->node));
    strbuf_printf(b, "    {\"id\": %d, \"line\": %u, \"col\": %u, \"callee\": ", index, pos.line, pos.col);
    put_string(b, s->callee);
    strbuf_puts(b, ", \"template_args\": ");
    put_string(b, s->template_args);
    strbuf_puts(b, ", \"caller\": ");
    put_string(b, s->caller_fn >= 0 ? p->functions[s->caller_fn].name : NULL);
    strbuf_printf(b, ", \"device_side\": %s,\n     \"config\": {", json_bool(s->device_side));
    static const char *const names[] = {"grid", "block", "shared_memory", "stream"};
    for (int k = 0; k < 4; k++) {
        strbuf_printf(b, "%s\"%s\": ", k ? ", " : "", names[k]);
        if (k >= s->config_count) {
            strbuf_puts(b, "null");
            continue;
        }
        char *text = node_text(p->src, s->config[k]);
        strbuf_puts(b, "{\"text\": ");
        put_string(b, text);
        free(text);
        strbuf_puts(b, ", \"uniformity\": ");
        put_uniformity(b, f->config_level[k]);
        strbuf_puts(b, "}");
    }
    strbuf_puts(b, "},\n     \"args\": [");
    const Function *callee = s->callee_fn >= 0 ? &p->functions[s->callee_fn] : NULL;
    for (int k = 0; k < s->arg_count; k++) {
        strbuf_puts(b, k ? ", {\"text\": " : "{\"text\": ");
        put_string(b, s->args[k]);
        strbuf_puts(b, ", \"param\": ");
        put_string(b, callee && k < callee->param_count ? callee->params[k].name : NULL);
        strbuf_puts(b, ", \"uniformity\": ");
        put_uniformity(b, f->arg_level[k]);
        strbuf_puts(b, "}");
    }
    strbuf_puts(b, "],\n     \"loops\": [");
    for (int k = 0; k < f->loop_count; k++) {
        strbuf_printf(b, "%s{\"kind\": \"%s\", \"line\": %u, \"uniformity\": ", k ? ", " : "", f->loops[k].kind,
                      f->loops[k].line);
        put_uniformity(b, f->loops[k].level);
        strbuf_puts(b, "}");
    }
    strbuf_printf(b, "],\n     \"may_repeat\": %s, \"repeat_reason\": ", json_bool(f->may_repeat));
    put_string(b, f->repeat_reason);
    strbuf_puts(b, ", \"lambda_line\": ");
    if (f->lambda_line)
        strbuf_printf(b, "%u", f->lambda_line);
    else
        strbuf_puts(b, "null");
    strbuf_puts(b, ",\n     \"guards\": [");
    for (int k = 0; k < f->guard_count; k++) {
        strbuf_printf(b, "%s{\"kind\": \"%s\", \"text\": ", k ? ", " : "", guard_kind_name(f->guards[k].kind));
        put_string(b, f->guards[k].text);
        strbuf_printf(b, ", \"line\": %u, \"uniformity\": ", f->guards[k].line);
        put_uniformity(b, f->guards[k].level);
        strbuf_puts(b, "}");
    }
    strbuf_puts(b, "],\n     \"control\": ");
    put_uniformity(b, f->control);
    strbuf_printf(b, ", \"followed_by_sync\": %s, \"sync_line\": ", json_bool(f->followed_by_sync));
    if (f->followed_by_sync)
        strbuf_printf(b, "%u", f->sync_line);
    else
        strbuf_puts(b, "null");
    DeviceStream d = device_stream_of(p, index);
    strbuf_printf(b, ", \"device_stream\": {\"form\": \"%s\", \"launches\": %d, \"why\": ", device_stream_form_name(d.form),
                  d.launches);
    put_string(b, d.why);
    strbuf_puts(b, ", \"line\": ");
    if (!ts_node_is_null(d.at))
        strbuf_printf(b, "%u", source_pos(p->src, ts_node_start_byte(d.at)).line);
    else if (!ts_node_is_null(d.create))
        strbuf_printf(b, "%u", source_pos(p->src, ts_node_start_byte(d.create)).line);
    else
        strbuf_puts(b, "null");
    strbuf_puts(b, "}");
    const BodyFacts *c = &f->child;
    strbuf_printf(b, ", \"recursive\": %s,\n     \"child\": {\"known\": %s, \"syncthreads\": %s, \"shared_memory\": %s, "
                     "\"block_idx\": %s, \"grid_dim\": %s, \"block_dim\": %s, \"thread_idx\": %s, \"device_malloc\": %s, "
                     "\"device_free\": %s, \"grid_sync\": %s, \"launches\": %s}}",
                  json_bool(f->recursive), json_bool(c->known), json_bool(c->uses_syncthreads), json_bool(c->uses_shared),
                  json_bool(c->uses_block_idx), json_bool(c->uses_grid_dim), json_bool(c->uses_block_dim),
                  json_bool(c->uses_thread_idx), json_bool(c->uses_device_malloc), json_bool(c->uses_device_free),
                  json_bool(c->uses_grid_sync), json_bool(c->launches));
    b->len--; /* reopen the launch object for its plan */
    strbuf_puts(b, ",\n     \"plan\": ");
    const SitePlan *sp = plan && plan_requested_anything(plan) ? &plan->sites[index] : NULL;
    if (!sp) {
        strbuf_puts(b, "null}");
        return;
    }
    strbuf_printf(b, "{\"kind\": \"%s\", \"fallback\": \"%s\", ", strategy_kind_name(sp->decision.kind),
                  strategy_kind_name(sp->decision.fallback));
    strbuf_printf(b, "\"aggregate\": \"%s\", \"remove\": \"%s\", \"persistent\": \"%s\", \"waited_for\": %s, ",
                  plan_granularity_label(plan, decision_granularity(&sp->decision)), removal_name(decision_removal(&sp->decision)), removal_name(sp->decision.persistent),
                  json_bool(sp->removal.waited_for));
    const Promotion *pr = promote_of_site(plan->promotions, index);
    strbuf_printf(b, "\"promote\": \"%s\", \"promote_group\": %u, ", promote_mode_name(pr ? pr->mode : PROMOTE_NONE),
                  pr ? pr->group : 0);
    put_refusal(b, plan, "reason", sp->reason);
    strbuf_puts(b, ", \"kernel\": ");
    put_string(b, sp->kernel_name);
    strbuf_printf(b, ", \"grid_scalar\": %s, \"block_scalar\": %s, \"scalar_args\": [",
                  json_bool(decision_batches(&sp->decision) && sp->aggregated.grid_scalar),
                  json_bool(decision_batches(&sp->decision) && sp->aggregated.block_scalar));
    for (int k = 0, n = 0; sp->aggregated.arg_scalar && k < s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k])
            strbuf_printf(b, "%s%d", n++ ? ", " : "", k);
    strbuf_puts(b, "]");
    /* Present only when asked, so that reports without them stay as they were. */
    if (plan->coruns)
        strbuf_printf(b, ", \"corun\": %s", json_bool(corun_of_site(plan->coruns, plan->program, index) != NULL));
    if (promote_started_by(plan->promotions, index))
        strbuf_puts(b, ", \"promote_start\": true");
    if (sp->decision.kind == STRATEGY_GRID_LEVELS || sp->removal.levels)
        strbuf_puts(b, ", \"levels\": true");
    if (sp->decision.hoisted) {
        const KernelPlan *kp = &plan->kernels[plan->program->launches[index].caller_fn];
        strbuf_puts(b, ", \"hoisted\": true");
        if (kp->hoist_walks) {
            strbuf_puts(b, ", \"hoisted_over\": \"");
            strbuf_json_escape(b, plan->program->functions[plan->program->launches[index].caller_fn].params[kp->hoist_offsets].name);
            strbuf_puts(b, "\"");
        }
    }
    if (decision_granularity(&sp->decision) == GRANULARITY_GRID && decision_batches(&sp->decision)) {
        strbuf_printf(b, ", \"nested\": %s, ", json_bool(sp->aggregated.nested));
        put_refusal(b, plan, "tail_reason", sp->aggregated.tail_reason);
        if (sp->decision.kind == STRATEGY_GRID_LEVELS) {
            strbuf_printf(b, ", \"append_at_launch\": %s, \"launch_blocks\": %llu, \"graph\": %s, ",
                          json_bool(sp->aggregated.append_at_launch), sp->aggregated.launch_blocks,
                          json_bool(sp->aggregated.graph));
            put_refusal(b, plan, "graph_reason", sp->aggregated.graph_reason);
        }
    }
    if (sp->decision.persistent != REMOVAL_NONE)
        strbuf_printf(b, ", \"shared_placed\": %s", json_bool(plan->kernels[s->caller_fn].shared_placed));
    if (decision_removal(&sp->decision) == REMOVAL_FLATTEN_WARP) {
        strbuf_printf(b, ", \"flatten\": {\"scope\": \"warp\", \"cap\": %u, \"bound_arg\": %d, \"over_cap\": ",
                      sp->removal.uncapped ? 0u : plan->flatten_cap, sp->removal.bounded ? sp->removal.bound_arg : -1);
        put_string(b, sp->removal.uncapped ? NULL : sp->decision.fallback == STRATEGY_GRID_BATCH ? "grid" : "as_written");
        strbuf_puts(b, ", ");
        put_refusal(b, plan, "over_cap_reason", sp->removal.over_cap_reason);
        strbuf_puts(b, "}");
    }
    Granularity flattened = sp->aggregated.flattened;
    if (flattened != GRANULARITY_NONE && decision_granularity(&sp->decision) == flattened) {
        if (flattened == GRANULARITY_BLOCK)
            strbuf_printf(b, ", \"flatten\": {\"scope\": \"block\", \"cap\": %u, ", plan->flatten_cap);
        else
            strbuf_puts(b, ", \"flatten\": {\"scope\": \"grid\", ");
        strbuf_printf(b, "\"applied\": %s, \"whole_blocks\": %s, \"whole_warps\": %s, \"bound_arg\": %d, \"in_block\": %s, ",
                      json_bool(strategy_kind_walks_threads(sp->decision.kind) || sp->aggregated.walks_blocks),
                      json_bool(sp->aggregated.walks_blocks), json_bool(sp->aggregated.whole_warps),
                      sp->aggregated.bounded ? sp->aggregated.bound_arg : -1, json_bool(sp->aggregated.in_block));
        strbuf_printf(b, "\"followed\": %s, ", json_bool(sp->aggregated.followed));
        put_refusal(b, plan, "follow_reason",
                    strategy_kind_walks_threads(sp->decision.kind) && sp->aggregated.in_block && !sp->aggregated.followed
                        ? plan->kernels[s->caller_fn].follow_reason
                        : NULL);
        strbuf_puts(b, ", ");
        put_refusal(b, plan, "reason", sp->aggregated.flatten_reason);
        strbuf_puts(b, "}");
    }
    if (sp->shape.threshold_asked) {
        strbuf_printf(b, ", \"threshold\": {\"applied\": %s, \"threads\": %u, \"serial\": ",
                      json_bool(sp->decision.threshold > 0), sp->shape.threshold_asked);
        char *serial = sp->decision.threshold ? plan_removal_function(plan, index, REMOVAL_T4) : NULL;
        put_string(b, serial);
        free(serial);
        strbuf_puts(b, ", \"subtree\": ");
        char *subtree = sp->shape.subtree ? plan_child_function(plan, index, "subtree") : NULL;
        put_string(b, subtree);
        free(subtree);
        strbuf_puts(b, ", ");
        put_refusal(b, plan, "reason", sp->shape.threshold_reason);
        strbuf_puts(b, "}");
    }
    if (sp->shape.coarsen_asked) {
        strbuf_printf(b, ", \"coarsen\": {\"applied\": %s, \"factor\": %u, \"kernel\": ",
                      json_bool(sp->decision.coarsen > 1), sp->shape.coarsen_asked);
        const char *coarse = decision_batches(&sp->decision) ? sp->kernel_name : sp->shape.coarse_name;
        put_string(b, sp->decision.coarsen > 1 ? coarse : NULL);
        strbuf_puts(b, ", ");
        put_refusal(b, plan, "reason", sp->shape.coarsen_reason);
        strbuf_puts(b, "}");
    }
    if (plan->optimized) { /* -O: each form's prediction (null for a launch from the host) */
        strbuf_puts(b, ",\n     \"optimized\": ");
        put_optimized(b, plan, index);
    }
    strbuf_puts(b, "}}");
}

/* What launch removal makes of a device-side cudaDeviceSynchronize. */
static void put_sync(StrBuf *b, const Plan *plan, const SyncPlan *sp, bool comma)
{
    const Program *p = plan->program;
    const Call *c = &p->calls[sp->call];
    SourcePos pos = source_pos(p->src, ts_node_start_byte(c->node));
    strbuf_printf(b, "%s\n    {\"line\": %u, \"col\": %u, \"caller\": ", comma ? "," : "", pos.line, pos.col);
    put_string(b, c->caller_fn >= 0 ? p->functions[c->caller_fn].name : NULL);
    strbuf_printf(b, ", \"action\": \"%s\", ", sync_action_name(sp->action));
    put_refusal(b, plan, "reason", sp->reason);
    strbuf_puts(b, ", \"runs\": [");
    for (int k = 0; k < sp->flush_count; k++)
        strbuf_printf(b, "%s%d", k ? ", " : "", sp->flushes[k]);
    strbuf_puts(b, "]}");
}

void report_json(FILE *out, const Program *p, const LaunchFacts *facts, const Plan *plan)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "{\"report_version\": %d, \"file\": ", REPORT_VERSION);
    put_string(&b, p->src->path);
    strbuf_puts(&b, ",\n  \"functions\": [\n");
    bool first = true;
    for (int i = 0; i < p->function_count; i++) {
        const Function *fn = &p->functions[i];
        if (!fn->is_definition && model_find_function(p, fn->name) != i)
            continue;
        if (!first)
            strbuf_puts(&b, ",\n");
        first = false;
        put_function(&b, p, fn);
    }
    strbuf_puts(&b, "\n  ],\n  \"launches\": [\n");
    for (int i = 0; i < p->launch_count; i++) {
        if (i)
            strbuf_puts(&b, ",\n");
        put_launch(&b, p, i, &facts[i], plan);
    }
    strbuf_puts(&b, "\n  ],\n  \"calls\": [\n");
    first = true;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (!c->is_runtime && c->callee_fn < 0)
            continue; /* library calls that are neither ours nor the CUDA runtime */
        SourcePos pos = source_pos(p->src, ts_node_start_byte(c->node));
        strbuf_puts(&b, first ? "    {\"callee\": " : ",\n    {\"callee\": ");
        first = false;
        put_string(&b, c->callee);
        strbuf_puts(&b, ", \"caller\": ");
        put_string(&b, c->caller_fn >= 0 ? p->functions[c->caller_fn].name : NULL);
        bool device = c->caller_fn >= 0 && (p->functions[c->caller_fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL));
        strbuf_printf(&b, ", \"runtime\": %s, \"device_side\": %s, \"line\": %u, \"col\": %u}", json_bool(c->is_runtime),
                      json_bool(device), pos.line, pos.col);
    }
    strbuf_puts(&b, "\n  ],\n  \"syncs\": [");
    for (int i = 0; plan && i < plan->sync_count; i++)
        put_sync(&b, plan, &plan->syncs[i], i > 0);
    strbuf_puts(&b, plan && plan->sync_count ? "\n  ]\n}\n" : "]\n}\n");
    fwrite(b.data, 1, b.len, out);
    strbuf_free(&b);
}
