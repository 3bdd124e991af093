#include "plan/optimize.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis/launch_size.h"
#include "plan/requests.h"
#include "util/alloc.h"

/* Each round asks one more candidate of at least one site; no site has
 * more than COST_MAX_CANDIDATES, so the rounds end. */
#define OPTIMIZE_MAX_ROUNDS (COST_MAX_CANDIDATES * 64)

/* The requests of each site's current candidate. */
static void ask(const Program *p, const Optimized *o, SiteRequests *r)
{
    r->persistent = REMOVAL_NONE;
    for (int i = 0; i < p->launch_count; i++) {
        if (o->costs[i].count == 0)
            continue;
        const CostCandidate *k = &o->costs[i].cands[o->taken[i]];
        r->given[i] = true;
        r->kind[i] = k->kind;
        r->threshold[i] = k->threshold;
        r->coarsen[i] = 0;
        if (k->persistent != REMOVAL_NONE)
            r->persistent = k->persistent;
    }
}

/* The persistent versions run in one mode for the whole program: T1 at
 * every level only where every site taking them asks it with the same
 * grid (launches of one constant grid of several blocks, cost_model.c);
 * where another asks the device's choice, or launches another grid, the
 * T1 candidates ask the device's choice too, as they did before T1 was
 * priced apart. */
static void settle_persistent_mode(Optimized *o, int n)
{
    bool device_choice = false;
    unsigned long long grid = 0;
    for (int i = 0; i < n; i++) {
        const CostCandidate *k = o->costs[i].count ? &o->costs[i].cands[o->taken[i]] : NULL;
        if (!k || k->persistent == REMOVAL_NONE)
            continue;
        if (k->persistent == REMOVAL_T1 && (grid == 0 || grid == o->costs[i].grid))
            grid = o->costs[i].grid;
        else
            device_choice = true;
    }
    for (int i = 0; device_choice && i < n; i++) {
        CostCandidate *k = o->costs[i].count ? &o->costs[i].cands[o->taken[i]] : NULL;
        if (k && k->persistent == REMOVAL_T1)
            k->persistent = REMOVAL_AUTO;
    }
}

/* Whether the plan gave site i what its candidate asked (grid flattening
 * of a child with barriers is its batch walked in whole blocks). */
static bool given(const Plan *plan, int i, const CostCandidate *k)
{
    const SiteDecision *d = &plan->sites[i].decision;
    return plan_site_kind_as_asked(&plan->sites[i]) == k->kind && d->threshold == k->threshold &&
           (k->persistent == REMOVAL_NONE || d->persistent == k->persistent);
}

/* The first candidate of site i from the k-th on worth asking: the
 * written form ends every list that gets that far. */
static int worth_asking_from(const SiteCost *c, int k)
{
    while (k < c->count && !cost_worth_taking(c, &c->cands[k]))
        k++;
    return k < c->count ? k : (int)(cost_written(c) - c->cands);
}

/* Site i's current candidate was refused: the next worth asking. */
static void next_candidate(Optimized *o, int i)
{
    o->refused[i][o->taken[i]] = true;
    o->taken[i] = worth_asking_from(&o->costs[i], o->taken[i] + 1);
}

static bool is_written(const CostCandidate *k) { return k->kind == STRATEGY_WRITTEN && k->persistent == REMOVAL_NONE; }

Plan *optimize_plan(const Program *p, const LaunchFacts *facts, const CostTable *t)
{
    int n = p->launch_count;
    size_t cap = (size_t)(n ? n : 1);
    Optimized *o = xcalloc(1, sizeof *o);
    snprintf(o->table, sizeof o->table, "%s", t->path);
    snprintf(o->gpu, sizeof o->gpu, "%s", t->gpu);
    o->costs = xcalloc(cap, sizeof *o->costs);
    o->taken = xcalloc(cap, sizeof *o->taken);
    o->refused = xcalloc(cap, sizeof *o->refused);
    o->for_walk = xcalloc(cap, sizeof *o->for_walk);
    for (int i = 0; i < n; i++) {
        o->refused[i] = xcalloc(COST_MAX_CANDIDATES, sizeof **o->refused);
        if (!p->launches[i].device_side)
            continue;
        LaunchSize z = launch_size_of(p, &p->launches[i]);
        cost_model_site(t, &facts[i], &z, &o->costs[i]);
        o->taken[i] = worth_asking_from(&o->costs[i], 0);
    }
    SiteRequests r = {.kind = xcalloc(cap, sizeof *r.kind),
                      .given = xcalloc(cap, sizeof *r.given),
                      .threshold = xcalloc(cap, sizeof *r.threshold),
                      .coarsen = xcalloc(cap, sizeof *r.coarsen)};
    RequestDefaults none = {0};
    Plan *plan = NULL;
    for (int round = 0; round < OPTIMIZE_MAX_ROUNDS; round++) {
        settle_persistent_mode(o, n);
        ask(p, o, &r);
        plan = requests_plan(p, facts, &r, &none);
        bool changed = false;
        for (int i = 0; i < n; i++) {
            if (o->costs[i].count == 0)
                continue;
            const CostCandidate *k = &o->costs[i].cands[o->taken[i]];
            if (!is_written(k) && !given(plan, i, k)) {
                next_candidate(o, i);
                changed = true;
            }
        }
        if (!changed)
            break;
        plan_free(plan);
        plan = NULL;
    }
    /* A site hoisted over offsets runs no launching grid and makes no
     * launch from the device, which every batched form still does: such a
     * site is left as written here, and plan_hoist takes it. */
    bool walked = false;
    for (int i = 0; plan && i < n; i++) {
        if (o->costs[i].count == 0 || is_written(&o->costs[i].cands[o->taken[i]]) ||
            !plan_hoist_walks_site(plan, facts, i))
            continue;
        o->taken[i] = (int)(cost_written(&o->costs[i]) - o->costs[i].cands);
        o->for_walk[i] = walked = true;
    }
    if (walked) {
        plan_free(plan);
        ask(p, o, &r);
        plan = requests_plan(p, facts, &r, &none);
    }
    if (!plan) {
        /* Not settled in the rounds allowed: every site as written. */
        for (int i = 0; i < n; i++)
            if (o->costs[i].count)
                o->taken[i] = (int)(cost_written(&o->costs[i]) - o->costs[i].cands);
        ask(p, o, &r);
        plan = requests_plan(p, facts, &r, &none);
    }
    requests_free(&r);
    plan->optimized = o;
    return plan;
}

void optimized_free(Optimized *o, int site_count)
{
    if (!o)
        return;
    for (int i = 0; i < site_count; i++)
        free(o->refused[i]);
    free(o->refused);
    free(o->for_walk);
    free(o->costs);
    free(o->taken);
    free(o);
}
