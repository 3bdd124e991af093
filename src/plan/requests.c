/* --decisions=FILE (plan/requests.h). */
#include "plan/requests.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/json_read.h"
#include "util/strbuf.h"

static Granularity granularity_of(StrategyKind k);
static Removal removal_of(StrategyKind k);

/* What a site may be asked: as written, a batch, or T3, T4, auto. */
static bool askable(StrategyKind k)
{
    return k == STRATEGY_WRITTEN || granularity_of(k) != GRANULARITY_NONE || removal_of(k) != REMOVAL_NONE;
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
    const char *persistent = string_member(e, "persistent");
    if (persistent) {
        static const Removal versions[] = {REMOVAL_AUTO, REMOVAL_T1, REMOVAL_T2};
        Removal want = REMOVAL_NONE;
        for (size_t k = 0; k < sizeof versions / sizeof versions[0]; k++)
            if (strcmp(persistent, removal_name(versions[k])) == 0)
                want = versions[k];
        if (want == REMOVAL_NONE || (r->persistent && r->persistent != want) ||
            granularity_of(kind) != GRANULARITY_NONE) {
            diag_report(file, e->at, DIAG_ERROR,
                        "\"persistent\" is \"auto\", \"t1\" or \"t2\", one for the whole program, beside "
                        "removal kinds only");
            return false;
        }
        r->persistent = want;
    }
    if (r->given[site]) {
        diag_report(file, e->at, DIAG_ERROR, "a second decision for the launch at '%s'", where);
        return false;
    }
    r->given[site] = true;
    r->kind[site] = kind;
    return true;
}

bool requests_read(SiteRequests *r, const Program *p, const char *path)
{
    size_t n = (size_t)(p->launch_count ? p->launch_count : 1);
    *r = (SiteRequests){.kind = xcalloc(n, sizeof *r->kind), .given = xcalloc(n, sizeof *r->given)};
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
    *r = (SiteRequests){0};
}

static Granularity granularity_of(StrategyKind k)
{
    switch (k) {
    case STRATEGY_WARP_BATCH: return GRANULARITY_WARP;
    case STRATEGY_BLOCK_BATCH: return GRANULARITY_BLOCK;
    case STRATEGY_GRID_BATCH:
    case STRATEGY_GRID_LEVELS: return GRANULARITY_GRID;
    case STRATEGY_MULTIBLOCK_BATCH: return GRANULARITY_MULTIBLOCK;
    default: return GRANULARITY_NONE;
    }
}

static Removal removal_of(StrategyKind k)
{
    switch (k) {
    case STRATEGY_REMOVE_T3: return REMOVAL_T3;
    case STRATEGY_REMOVE_T4: return REMOVAL_T4;
    case STRATEGY_REMOVE_AUTO: return REMOVAL_AUTO;
    default: return REMOVAL_NONE;
    }
}

Plan *requests_plan(const Program *p, const LaunchFacts *facts, const SiteRequests *r, Granularity g,
                    unsigned int group_blocks, Removal removal)
{
    /* The family: the command line's, else that of the first site asking one. */
    int first = -1;
    bool removing = removal != REMOVAL_NONE || r->persistent != REMOVAL_NONE;
    if (g == GRANULARITY_NONE && !removing)
        for (int i = 0; i < p->launch_count && first < 0; i++)
            if (r->given[i] && r->kind[i] != STRATEGY_WRITTEN) {
                first = i;
                removing = removal_of(r->kind[i]) != REMOVAL_NONE;
            }
    size_t n = (size_t)(p->launch_count ? p->launch_count : 1);
    bool *other = xcalloc(n, sizeof *other);
    Plan *plan;
    if (removing) {
        Removal *asked = xcalloc(n, sizeof *asked);
        for (int i = 0; i < p->launch_count; i++) {
            asked[i] = r->given[i] ? removal_of(r->kind[i]) : removal;
            other[i] = r->given[i] && granularity_of(r->kind[i]) != GRANULARITY_NONE;
        }
        /* The file's removal, when the command line names none: auto (and
         * with it the persistent versions chosen on the host) where a site
         * asks for it, else T3 where one does, else T4. */
        Removal file = removal != REMOVAL_NONE ? removal : r->persistent;
        for (int i = 0; file == REMOVAL_NONE && i < p->launch_count; i++)
            if (asked[i] == REMOVAL_AUTO)
                file = REMOVAL_AUTO;
        for (int i = 0; file == REMOVAL_NONE && i < p->launch_count; i++)
            if (asked[i] == REMOVAL_T3)
                file = REMOVAL_T3;
        plan = plan_build_removal_asked(p, facts, file != REMOVAL_NONE ? file : REMOVAL_T4, asked);
        free(asked);
    } else {
        Granularity *asked = xcalloc(n, sizeof *asked);
        Granularity file = g;
        for (int i = 0; i < p->launch_count; i++) {
            asked[i] = r->given[i] ? granularity_of(r->kind[i]) : g;
            other[i] = r->given[i] && removal_of(r->kind[i]) != REMOVAL_NONE;
            if (file == GRANULARITY_NONE)
                file = asked[i];
        }
        unsigned int k = r->group_blocks ? r->group_blocks : group_blocks ? group_blocks : 4;
        plan = plan_build_asked(p, facts, file, k, asked);
        free(asked);
    }
    /* The sites asking the other family's kind: as written, saying why. */
    for (int i = 0; i < p->launch_count; i++) {
        if (!other[i])
            continue;
        SitePlan *sp = &plan->sites[i];
        /* Named by the site that chose the family, or by the command line. */
        Refusal *why = first >= 0 ? refusal_about(p, REFUSAL_DECISION_OTHER_FAMILY, ROLE_LAUNCH,
                                                  p->launches[i].caller_fn, p->launches[first].node)
                                  : refusal_about(p, REFUSAL_DECISION_OTHER_FAMILY, ROLE_FILE, -1, (TSNode){0});
        refusal_detail(why, 0, strategy_kind_name(r->kind[i]));
        refusal_detail(why, 1, removing ? "removal" : "aggregation");
        refusal_free(sp->reason);
        sp->reason = why;
    }
    free(other);
    return plan;
}
