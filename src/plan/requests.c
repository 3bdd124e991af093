/* --decisions=FILE (plan/requests.h). */
#include "plan/requests.h"

#include <stdlib.h>
#include <string.h>

#include "plan/mix.h"
#include "syntax/diagnostic.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/json_read.h"
#include "util/strbuf.h"

static Granularity granularity_of(StrategyKind k);
static Removal removal_of(StrategyKind k);

/* What a site may be asked: as written, a batch (flattening at block and
 * grid scope too), or T3, T4, auto, flattening at warp scope. */
static bool askable(StrategyKind k)
{
    return k == STRATEGY_WRITTEN || granularity_of(k) != GRANULARITY_NONE || removal_of(k) != REMOVAL_NONE;
}

/* Whether a threshold or a coarsening lies over kind k: a launch as
 * written or a batch of launches (not one walked thread by thread: its
 * walk takes any number of threads). */
static bool shapeable(StrategyKind k)
{
    return k == STRATEGY_WRITTEN || (granularity_of(k) != GRANULARITY_NONE && !strategy_kind_walks_threads(k));
}

/* The kind a site may be given, by the name the report writes. */
static bool kind_by_name(const char *name, StrategyKind *kind)
{
    for (int k = 0; k < STRATEGY_KIND_COUNT; k++)
        if (askable((StrategyKind)k) && strcmp(strategy_kind_name((StrategyKind)k), name) == 0) {
            *kind = (StrategyKind)k;
            return true;
        }
    return false;
}

/* The launch site whose launch starts at path:line:col of p's file (the
 * place its notes name), or -1. */
static int site_at(const Program *p, const char *where)
{
    const char *last = strrchr(where, ':'), *mid = NULL;
    for (const char *c = where; last && c < last; c++)
        if (*c == ':')
            mid = c;
    if (!mid)
        return -1;
    char *end;
    unsigned long line = strtoul(mid + 1, &end, 10), col;
    if (end != last)
        return -1;
    col = strtoul(last + 1, &end, 10);
    if (*end)
        return -1;
    size_t path_len = (size_t)(mid - where);
    const char *path = p->src->path, *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    bool same = (strlen(path) == path_len && memcmp(path, where, path_len) == 0) ||
                (strlen(base) == path_len && memcmp(base, where, path_len) == 0);
    if (!same)
        return -1;
    for (int i = 0; i < p->launch_count; i++) {
        SourcePos at = source_pos(p->src, ts_node_start_byte(p->launches[i].node));
        if (at.line == line && at.col == col)
            return i;
    }
    return -1;
}

static const char *string_member(const JsonValue *entry, const char *key)
{
    const JsonValue *v = json_member(entry, key);
    return v && v->kind == JSON_STRING ? v->text : NULL;
}

/* A JSON number that is a whole number from 0 to max. */
static bool count_of(const JsonValue *v, unsigned long max, unsigned long *n)
{
    if (v->kind != JSON_NUMBER || !v->text[0])
        return false;
    *n = 0;
    for (const char *c = v->text; *c; c++) {
        if (*c < '0' || *c > '9')
            return false;
        *n = *n * 10 + (unsigned long)(*c - '0');
        if (*n > max)
            return false;
    }
    return true;
}

static bool read_entry(SiteRequests *r, const Program *p, const Source *file, const JsonValue *e)
{
    if (e->kind != JSON_OBJECT) {
        diag_report(file, e->at, DIAG_ERROR, "a decision is an object: {\"site\": \"file:line:col\", \"kind\": ...}");
        return false;
    }
    const char *where = string_member(e, "site"), *kind_name = string_member(e, "kind");
    if (!where || !kind_name) {
        diag_report(file, e->at, DIAG_ERROR, "a decision names its \"site\" (file:line:col) and its \"kind\"");
        return false;
    }
    int site = site_at(p, where);
    if (site < 0) {
        diag_report(file, e->at, DIAG_ERROR, "no launch of %s starts at '%s' (the place its notes name)",
                    p->src->path, where);
        return false;
    }
    const LaunchSite *s = &p->launches[site];
    const char *kernel = string_member(e, "kernel"), *child = string_member(e, "child");
    const char *caller = s->caller_fn >= 0 ? p->functions[s->caller_fn].name : "";
    if ((kernel && strcmp(kernel, caller) != 0) || (child && strcmp(child, s->callee) != 0)) {
        diag_report(file, e->at, DIAG_ERROR, "the launch at '%s' is %s's launch of %s, not %s's of %s", where,
                    caller, s->callee, kernel ? kernel : caller, child ? child : s->callee);
        return false;
    }
    StrategyKind kind;
    if (!kind_by_name(kind_name, &kind)) {
        StrBuf kinds;
        strbuf_init(&kinds);
        for (int k = 0; k < STRATEGY_KIND_COUNT; k++)
            if (askable((StrategyKind)k))
                strbuf_printf(&kinds, "%s%s", kinds.len ? ", " : "", strategy_kind_name((StrategyKind)k));
        diag_report(file, e->at, DIAG_ERROR, "'%s' cannot be asked of one site (%s)", kind_name, kinds.data);
        strbuf_free(&kinds);
        return false;
    }
    if (kind != STRATEGY_WRITTEN && !s->device_side) {
        diag_report(file, e->at, DIAG_ERROR, "the launch at '%s' is made from the host: it can only be written",
                    where);
        return false;
    }
    const JsonValue *group = json_member(e, "group");
    if (kind == STRATEGY_MULTIBLOCK_BATCH) {
        unsigned long k = group && group->kind == JSON_NUMBER ? strtoul(group->text, NULL, 10) : 4;
        if (k < 2 || k > 1024 || (r->group_blocks && r->group_blocks != k)) {
            diag_report(file, e->at, DIAG_ERROR,
                        "a multiblock batch's \"group\" is 2 to 1024 blocks, one for the whole program");
            return false;
        }
        r->group_blocks = (unsigned int)k;
    }
    static const struct {
        const char *key;
        unsigned long max;
    } shapes[] = {{"threshold", 0xffffffffUL}, {"coarsen", 65536UL}};
    unsigned int shape[2] = {REQUEST_DEFAULT, REQUEST_DEFAULT};
    for (int k = 0; k < 2; k++) {
        const JsonValue *v = json_member(e, shapes[k].key);
        if (!v)
            continue;
        unsigned long n;
        /* A threshold over flattening at grid scope: the launches below it
         * run in the launching thread, the others are walked. */
        bool takes = shapeable(kind) || (k == 0 && kind == STRATEGY_FLATTEN_GRID);
        if (!takes || !count_of(v, shapes[k].max, &n)) {
            diag_report(file, v->at, DIAG_ERROR,
                        "\"%s\" is a whole number up to %lu, beside written, warp_batch, block_batch, grid_batch "
                        "and multiblock_batch only%s",
                        shapes[k].key, shapes[k].max, k == 0 ? " (a threshold also beside flatten_grid)" : "");
            return false;
        }
        shape[k] = (unsigned int)n;
    }
    const JsonValue *cap = json_member(e, "cap");
    if (cap) {
        unsigned long n;
        if ((kind != STRATEGY_FLATTEN_WARP && kind != STRATEGY_FLATTEN_BLOCK) || !count_of(cap, 1UL << 26, &n) || n == 0 ||
            (r->flatten_cap && r->flatten_cap != n)) {
            diag_report(file, cap->at, DIAG_ERROR,
                        "a flattening's \"cap\" is 1 to 67108864 threads, beside flatten_warp and flatten_block, "
                        "one for the whole program");
            return false;
        }
        r->flatten_cap = (unsigned int)n;
    }
    const char *persistent = string_member(e, "persistent");
    if (persistent) {
        static const Removal versions[] = {REMOVAL_AUTO, REMOVAL_T1, REMOVAL_T2};
        Removal want = REMOVAL_NONE;
        for (size_t k = 0; k < sizeof versions / sizeof versions[0]; k++)
            if (strcmp(persistent, removal_name(versions[k])) == 0)
                want = versions[k];
        if (want == REMOVAL_NONE || (r->persistent && r->persistent != want) ||
            granularity_of(kind) != GRANULARITY_NONE || kind == STRATEGY_FLATTEN_WARP) {
            diag_report(file, e->at, DIAG_ERROR,
                        "\"persistent\" is \"auto\", \"t1\" or \"t2\", one for the whole program, beside "
                        "written, remove_t3, remove_t4 and remove_auto only");
            return false;
        }
        r->persistent = want;
    }
    const JsonValue *hoist = json_member(e, "hoist");
    if (hoist) {
        if (hoist->kind != JSON_BOOL || kind != STRATEGY_WRITTEN) {
            diag_report(file, hoist->at, DIAG_ERROR, "\"hoist\" is true or false, beside written only (--hoist)");
            return false;
        }
        r->hoist[site] = hoist->truth;
        r->hoist_any = r->hoist_any || hoist->truth;
    }
    if (r->given[site]) {
        diag_report(file, e->at, DIAG_ERROR, "a second decision for the launch at '%s'", where);
        return false;
    }
    r->given[site] = true;
    r->kind[site] = kind;
    r->threshold[site] = shape[0];
    r->coarsen[site] = shape[1];
    return true;
}

bool requests_read(SiteRequests *r, const Program *p, const char *path)
{
    size_t n = (size_t)(p->launch_count ? p->launch_count : 1);
    *r = (SiteRequests){.kind = xcalloc(n, sizeof *r->kind),
                        .given = xcalloc(n, sizeof *r->given),
                        .threshold = xcalloc(n, sizeof *r->threshold),
                        .coarsen = xcalloc(n, sizeof *r->coarsen),
                        .hoist = xcalloc(n, sizeof *r->hoist)};
    for (size_t i = 0; i < n; i++)
        r->threshold[i] = r->coarsen[i] = REQUEST_DEFAULT;
    Source *file = source_load(path);
    if (!file)
        return false;
    uint32_t at = 0;
    const char *error = NULL;
    JsonValue *root = json_read(file->text, file->len, &at, &error);
    bool ok = root != NULL;
    if (!root)
        diag_report(file, at, DIAG_ERROR, "malformed JSON: %s", error);
    const JsonValue *list = root && root->kind == JSON_OBJECT ? json_member(root, "decisions") : NULL;
    if (root && (!list || list->kind != JSON_ARRAY)) {
        diag_report(file, root->at, DIAG_ERROR, "a decisions file is {\"decisions\": [...]}");
        ok = false;
    }
    for (int i = 0; ok && i < list->count; i++)
        ok = read_entry(r, p, file, &list->items[i]);
    json_free(root);
    source_free(file);
    return ok;
}

void requests_free(SiteRequests *r)
{
    free(r->kind);
    free(r->given);
    free(r->threshold);
    free(r->coarsen);
    free(r->hoist);
    *r = (SiteRequests){0};
}

static Granularity granularity_of(StrategyKind k) { return strategy_kind_granularity(k); }

static Removal removal_of(StrategyKind k) { return strategy_kind_removal(k); }

/* The site's threshold or coarsening: its entry's, else the command line's
 * where its kind takes one. */
static unsigned int shape_of(const SiteRequests *r, int i, const unsigned int *asked, unsigned int fallback)
{
    if (!r->given[i])
        return fallback;
    return asked[i] != REQUEST_DEFAULT ? asked[i] : shapeable(r->kind[i]) ? fallback : 0;
}

/* Why site `site` does not get `asked` (a kind, "a threshold", "a
 * coarsening") of the family the program is not planned for: named by the
 * site `first` that chose the family, or (-1) by the command line. */
static Refusal *family_refusal(const Program *p, int site, int first, const char *asked, bool removing)
{
    Refusal *why = first >= 0 ? refusal_about(p, REFUSAL_DECISION_OTHER_FAMILY, ROLE_LAUNCH,
                                              p->launches[site].caller_fn, p->launches[first].node)
                              : refusal_about(p, REFUSAL_DECISION_OTHER_FAMILY, ROLE_FILE, -1, (TSNode){0});
    refusal_detail(why, 0, asked);
    refusal_detail(why, 1, removing ? "removal" : "aggregation");
    return why;
}

/* The removal family's plan: T3, T4, auto and flattening at warp scope
 * asked per site; the sites asking a batch are flagged in `other`. */
static Plan *removal_plan(const Program *p, const LaunchFacts *facts, const SiteRequests *r, const RequestDefaults *d,
                          bool *other, int *persistent_site, bool mixed)
{
    size_t n = (size_t)(p->launch_count ? p->launch_count : 1);
    Removal *asked = xcalloc(n, sizeof *asked);
    for (int i = 0; i < p->launch_count; i++) {
        asked[i] = r->given[i] ? removal_of(r->kind[i]) : d->remove;
        other[i] = r->given[i] && granularity_of(r->kind[i]) != GRANULARITY_NONE;
    }
    /* The file's removal, when the command line names none: auto (and
     * with it the persistent versions chosen on the host) where a site
     * asks for it, else T3 where one does, else T4. A program mixing the
     * families has no persistent versions (plan/mix.h): auto stays in the
     * kernels themselves. */
    Removal file = d->remove != REMOVAL_NONE ? d->remove : r->persistent;
    for (int i = 0; !mixed && file == REMOVAL_NONE && i < p->launch_count; i++)
        if (asked[i] == REMOVAL_AUTO)
            file = REMOVAL_AUTO, *persistent_site = i;
    for (int i = 0; file == REMOVAL_NONE && i < p->launch_count; i++)
        if (asked[i] == REMOVAL_T3)
            file = REMOVAL_T3;
    if (file != REMOVAL_AUTO && file != REMOVAL_T1 && file != REMOVAL_T2)
        *persistent_site = -1;
    else if (*persistent_site < 0)
        for (int i = 0; i < p->launch_count && *persistent_site < 0; i++)
            if (r->given[i] && r->kind[i] != STRATEGY_WRITTEN)
                *persistent_site = i;
    /* The persistent versions of the kernels record their launches in
     * worklists that flattening at warp scope does not keep: such a site
     * stays as written (the caller says why). */
    bool persistent = file == REMOVAL_AUTO || file == REMOVAL_T1 || file == REMOVAL_T2;
    for (int i = 0; persistent && i < p->launch_count; i++)
        if (asked[i] == REMOVAL_FLATTEN_WARP)
            asked[i] = REMOVAL_NONE;
    Plan *plan = plan_build_removal_asked(p, facts, file != REMOVAL_NONE ? file : REMOVAL_T4, asked);
    free(asked);
    if (r->flatten_cap)
        plan->flatten_cap = r->flatten_cap;
    plan_aggregate_over_cap(plan, facts);
    return plan;
}

/* The aggregation family's plan: the batches and flattening at block and
 * grid scope asked per site, thresholds and coarsening over them; the
 * sites asking a removal are flagged in `other`. */
static Plan *aggregation_plan(const Program *p, const LaunchFacts *facts, const SiteRequests *r,
                              const RequestDefaults *d, bool *other, const bool *refused)
{
    size_t n = (size_t)(p->launch_count ? p->launch_count : 1);
    Granularity *asked = xcalloc(n, sizeof *asked), *walk = xcalloc(n, sizeof *walk);
    Granularity file = d->aggregate;
    bool walks = false;
    for (int i = 0; i < p->launch_count; i++) {
        asked[i] = r->given[i] ? granularity_of(r->kind[i]) : d->aggregate;
        other[i] = r->given[i] && removal_of(r->kind[i]) != REMOVAL_NONE;
        if (refused && refused[i]) {
            asked[i] = GRANULARITY_NONE; /* refused beside the other family (plan/mix.h) */
            continue;
        }
        if (r->given[i] && strategy_kind_walks_threads(r->kind[i]))
            walk[i] = asked[i], walks = true;
        if (file == GRANULARITY_NONE)
            file = asked[i];
    }
    unsigned int k = r->group_blocks ? r->group_blocks : d->group_blocks ? d->group_blocks : 4;
    Plan *plan = plan_build_asked(p, facts, file, k, asked);
    if (walks)
        plan_flatten_asked(plan, facts, walk);
    if (r->flatten_cap)
        plan->flatten_cap = r->flatten_cap;
    unsigned int *threshold = xcalloc(n, sizeof *threshold), *coarsen = xcalloc(n, sizeof *coarsen);
    bool thresholds = false, coarsens = false;
    for (int i = 0; i < p->launch_count; i++) {
        bool none = other[i] || (refused && refused[i]);
        threshold[i] = none ? 0 : shape_of(r, i, r->threshold, d->threshold);
        coarsen[i] = none ? 0 : shape_of(r, i, r->coarsen, d->coarsen);
        thresholds |= threshold[i] > 0;
        coarsens |= coarsen[i] > 0;
    }
    if (thresholds)
        plan_add_threshold_asked(plan, facts, threshold);
    if (coarsens)
        plan_add_coarsening_asked(plan, facts, coarsen);
    free(threshold);
    free(coarsen);
    free(asked);
    free(walk);
    return plan;
}

/* The family of site i (a launch from the device): removal (a removal
 * kind), aggregation (a batch, a threshold or a coarsening) or neither. */
typedef enum Family { FAMILY_NONE, FAMILY_REMOVAL, FAMILY_AGGREGATION } Family;

static Family family_of(const Program *p, const SiteRequests *r, const RequestDefaults *d, int i)
{
    if (!p->launches[i].device_side || p->launches[i].caller_fn < 0)
        return FAMILY_NONE;
    if ((r->given[i] ? removal_of(r->kind[i]) : d->remove) != REMOVAL_NONE)
        return FAMILY_REMOVAL;
    if ((r->given[i] ? granularity_of(r->kind[i]) : d->aggregate) != GRANULARITY_NONE ||
        shape_of(r, i, r->threshold, d->threshold) > 0 || shape_of(r, i, r->coarsen, d->coarsen) > 1)
        return FAMILY_AGGREGATION;
    return FAMILY_NONE;
}

/* What a site of the aggregation family asks, as its note names it. */
static void asked_name(const SiteRequests *r, const RequestDefaults *d, int i, StrBuf *out)
{
    if (r->given[i] && r->kind[i] != STRATEGY_WRITTEN)
        strbuf_puts(out, strategy_kind_name(r->kind[i]));
    else if (!r->given[i] && d->aggregate != GRANULARITY_NONE)
        strbuf_printf(out, "%s_batch", granularity_name(d->aggregate));
    else
        strbuf_puts(out, shape_of(r, i, r->threshold, d->threshold) > 0 ? "a threshold" : "a coarsening");
}

/* Both families in one program, without the kernels' persistent versions
 * (plan/mix.h): the removal family's plan, which the aggregation family's
 * sites join where they can be kept beside it; where it keeps no removal,
 * the aggregation family's (the plan --decisions given back would make).
 * NULL where the program is planned for one family the usual way
 * (`*forced` -1), or for removal (`*forced` 1) because no aggregation is
 * kept beside a site run by auto: given back, such a plan has auto's
 * persistent versions; `kept_apart` (one per site) then holds why each
 * site refused beside the removal family was (NULL: not refused). */
static Plan *mixed_plan(const Program *p, const LaunchFacts *facts, const SiteRequests *r, const RequestDefaults *d,
                        int *forced, Refusal **kept_apart)
{
    *forced = -1;
    if (r->persistent != REMOVAL_NONE || d->remove == REMOVAL_AUTO || d->remove == REMOVAL_T1 ||
        d->remove == REMOVAL_T2)
        return NULL;
    bool removal = false, aggregation = false;
    for (int i = 0; i < p->launch_count; i++) {
        Family f = family_of(p, r, d, i);
        removal |= f == FAMILY_REMOVAL;
        aggregation |= f == FAMILY_AGGREGATION;
    }
    if (!removal || !aggregation)
        return NULL;
    size_t n = (size_t)(p->launch_count ? p->launch_count : 1);
    bool *other = xcalloc(n, sizeof *other), *refused = xcalloc(n, sizeof *refused),
         *moved = xcalloc(n, sizeof *moved);
    Refusal **why = xcalloc(n, sizeof *why);
    int unused = -1;
    Plan *plan = removal_plan(p, facts, r, d, other, &unused, true);
    if (!mix_removes(plan)) {
        /* No removal kept: the aggregation family's plan, each site asking
         * a removal with the removal family's reason. */
        Plan *aggregated = aggregation_plan(p, facts, r, d, other, NULL);
        for (int i = 0; i < p->launch_count; i++) {
            if (family_of(p, r, d, i) != FAMILY_REMOVAL || !plan->sites[i].reason)
                continue;
            refusal_free(aggregated->sites[i].reason);
            aggregated->sites[i].reason = refusal_copy(plan->sites[i].reason);
        }
        plan_free(plan);
        plan = aggregated;
        goto done;
    }
    MixCheck *m = mix_check_new(plan, r->flatten_cap != 0);
    for (int i = 0; i < p->launch_count; i++) {
        if (family_of(p, r, d, i) != FAMILY_AGGREGATION)
            continue;
        StrBuf asked;
        strbuf_init(&asked);
        asked_name(r, d, i, &asked);
        why[i] = mix_refusal(m, i, asked.data, r->given[i] && r->kind[i] == STRATEGY_FLATTEN_BLOCK);
        strbuf_free(&asked);
        refused[i] = why[i] != NULL;
        moved[i] = !refused[i];
    }
    mix_check_free(m);
    Plan *joining = aggregation_plan(p, facts, r, d, other, refused);
    bool auto_kept = false;
    for (int i = 0; i < p->launch_count; i++)
        auto_kept |= plan->sites[i].decision.kind == STRATEGY_REMOVE_AUTO;
    if (auto_kept && !mix_aggregates(joining)) {
        /* The sites refused beside the removal family say so still. */
        *forced = 1;
        memcpy(kept_apart, why, n * sizeof *why);
        memset(why, 0, n * sizeof *why);
        plan_free(joining);
        plan_free(plan);
        plan = NULL;
        goto done;
    }
    mix_merge(plan, joining, moved);
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        if (!why[i])
            continue;
        if (r->given[i] ? r->kind[i] == STRATEGY_WRITTEN : d->aggregate == GRANULARITY_NONE) {
            /* A threshold or a coarsening over a launch left as written. */
            unsigned int threshold = shape_of(r, i, r->threshold, d->threshold),
                         coarsen = shape_of(r, i, r->coarsen, d->coarsen);
            if (threshold) {
                sp->shape.threshold_asked = threshold;
                sp->shape.threshold_reason = refusal_copy(why[i]);
                refusal_detail(sp->shape.threshold_reason, 0, "a threshold");
            }
            if (coarsen > 1) {
                sp->shape.coarsen_asked = coarsen;
                sp->shape.coarsen_reason = refusal_copy(why[i]);
                refusal_detail(sp->shape.coarsen_reason, 0, "a coarsening");
            }
            refusal_free(why[i]);
        } else {
            refusal_free(sp->reason);
            sp->reason = why[i];
        }
        why[i] = NULL;
    }
done:
    for (size_t i = 0; i < n; i++)
        refusal_free(why[i]);
    free(why);
    free(other);
    free(refused);
    free(moved);
    return plan;
}

Plan *requests_plan(const Program *p, const LaunchFacts *facts, const SiteRequests *r, const RequestDefaults *d)
{
    int forced;
    size_t n = (size_t)(p->launch_count ? p->launch_count : 1);
    Refusal **kept_apart = xcalloc(n, sizeof *kept_apart);
    Plan *mixed = mixed_plan(p, facts, r, d, &forced, kept_apart);
    if (mixed) {
        free(kept_apart);
        return mixed;
    }
    /* The family: the command line's, else that of the first site asking
     * one (or the one mixed_plan left). */
    int first = -1;
    bool removing = forced >= 0 ? forced == 1 : d->remove != REMOVAL_NONE || r->persistent != REMOVAL_NONE;
    if (forced >= 0) {
        for (int i = 0; i < p->launch_count && first < 0; i++)
            if (family_of(p, r, d, i) == (removing ? FAMILY_REMOVAL : FAMILY_AGGREGATION))
                first = i;
    } else if (d->aggregate == GRANULARITY_NONE && !removing)
        for (int i = 0; i < p->launch_count && first < 0; i++)
            if (r->given[i] && r->kind[i] != STRATEGY_WRITTEN) {
                first = i;
                removing = removal_of(r->kind[i]) != REMOVAL_NONE;
            }
    bool *other = xcalloc(n, sizeof *other);
    int persistent_site = -1;
    Plan *plan = removing ? removal_plan(p, facts, r, d, other, &persistent_site, false)
                          : aggregation_plan(p, facts, r, d, other, NULL);
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        /* The sites asking the other family's kind: as written, saying
         * why, named by the site that chose the family or by the command
         * line. */
        if (other[i]) {
            refusal_free(sp->reason);
            sp->reason = kept_apart[i] ? kept_apart[i] : family_refusal(p, i, first, strategy_kind_name(r->kind[i]), removing);
            kept_apart[i] = NULL;
            continue;
        }
        /* Flattening at warp scope beside the kernels' persistent versions. */
        if (removing && r->given[i] && r->kind[i] == STRATEGY_FLATTEN_WARP && persistent_site >= 0) {
            Refusal *why = persistent_site != i ? refusal_about(p, REFUSAL_DECISION_MIX, ROLE_LAUNCH, p->launches[i].caller_fn,
                                                                p->launches[persistent_site].node)
                                                : refusal_about(p, REFUSAL_DECISION_MIX, ROLE_FILE, -1, (TSNode){0});
            refusal_detail(why, 0, "flatten_warp");
            refusal_detail(why, 1, "the persistent versions of the kernels (auto, t1, t2)");
            refusal_free(sp->reason);
            sp->reason = why;
            continue;
        }
        /* A threshold or coarsening in a program planned for removal. */
        unsigned int threshold = shape_of(r, i, r->threshold, d->threshold), coarsen = shape_of(r, i, r->coarsen, d->coarsen);
        if (removing && threshold) {
            sp->shape.threshold_asked = threshold;
            sp->shape.threshold_reason = family_refusal(p, i, first, "a threshold", true);
        }
        if (removing && coarsen) {
            sp->shape.coarsen_asked = coarsen;
            sp->shape.coarsen_reason = family_refusal(p, i, first, "a coarsening", true);
        }
    }
    for (size_t i = 0; i < n; i++)
        refusal_free(kept_apart[i]); /* a threshold's or a coarsening's, told as the family's */
    free(kept_apart);
    free(other);
    return plan;
}
