/* What -O predicted for each launch site and what it took (plan/optimize.h):
 * in --report's text, every candidate's predicted cost per launch and why
 * it was or was not taken (--report=json writes the same, report_json.c,
 * from the outcome and the reason given here); as a `note:`, each site -O
 * left as written. */
#include <stdio.h>
#include <string.h>

#include "plan/optimize.h"
#include "report/report.h"
#include "syntax/diagnostic.h"

/* "grid_batch, threshold 64", "written, persistent t1". */
static void candidate_name(const CostCandidate *k, char *out, size_t size)
{
    int n = snprintf(out, size, "%s", strategy_kind_name(k->kind));
    if (k->threshold && n > 0 && (size_t)n < size)
        n += snprintf(out + n, size - (size_t)n, ", threshold %u", k->threshold);
    if (k->persistent != REMOVAL_NONE && n > 0 && (size_t)n < size)
        snprintf(out + n, size - (size_t)n, ", persistent %s", removal_name(k->persistent));
}

/* Why the site's form was taken, in a few words. */
static void taken_reason(const Optimized *o, int index, char *out, size_t size)
{
    const SiteCost *c = &o->costs[index];
    const CostCandidate *taken = &c->cands[o->taken[index]], *written = cost_written(c);
    int refused = 0;
    for (int k = 0; k < c->count; k++)
        refused += o->refused[index][k];
    if (o->for_walk[index]) {
        snprintf(out, size, "left as written for hoisting over offsets, which runs neither the launching grid nor a "
                            "launch from the device");
    } else if (!cost_within_calibration(c)) {
        snprintf(out, size, "a child sized by the problem is past the sizes the cost table was measured at "
                            "(32 to 1,024 threads a launch): no prediction is trusted there");
    } else if (taken != written) {
        bool threshold_skipped = false;
        for (int k = 0; k < o->taken[index]; k++)
            threshold_skipped |= !cost_threshold_worth(c, &c->cands[k]);
        snprintf(out, size, "predicted %.1fx faster than as written%s%s", written->ns / taken->ns,
                 refused ? ", the cheapest form the plan could take here" : ", the cheapest form",
                 threshold_skipped ? " (a threshold predicted to save less than 5% is not taken)" : "");
    } else if (refused) {
        snprintf(out, size, "every form predicted faster than as written by more than the model's margin (5%%) "
                            "was one dpopt cannot take here");
    } else {
        snprintf(out, size, "no form is predicted faster than as written by more than the model's margin (5%%)");
    }
}

/* What became of candidate k of site `index`: a code for JSON and words
 * for the text, one list for both. */
typedef enum {
    FORM_TAKEN,
    FORM_REFUSED,
    FORM_PAST_CALIBRATION,
    FORM_NOT_WORTH,
    FORM_THRESHOLD_NOT_WORTH,
    FORM_CHEAPER_TAKEN,
    FORM_NOT_TAKEN,
} FormOutcome;

static const struct {
    const char *code, *text;
} form_outcomes[] = {
    [FORM_TAKEN] = {"taken", "taken"},
    [FORM_REFUSED] = {"refused", "not taken: the plan cannot take it here"},
    [FORM_PAST_CALIBRATION] = {"past_calibration", "not taken: the child's size is past the calibration's"},
    [FORM_NOT_WORTH] = {"within_margin", "not taken: not faster than as written by 5%"},
    [FORM_THRESHOLD_NOT_WORTH] = {"threshold_within_margin", "not taken: not faster than without the threshold by 5%"},
    [FORM_CHEAPER_TAKEN] = {"cheaper_taken", "not taken: a cheaper form was"},
    [FORM_NOT_TAKEN] = {"not_taken", "not taken"},
};

static FormOutcome form_outcome(const Optimized *o, int index, int k)
{
    const SiteCost *c = &o->costs[index];
    return k == o->taken[index]                       ? FORM_TAKEN
           : o->refused[index][k]                     ? FORM_REFUSED
           : !cost_within_calibration(c)              ? FORM_PAST_CALIBRATION
           : !cost_threshold_worth(c, &c->cands[k])   ? FORM_THRESHOLD_NOT_WORTH
           : !cost_worth_taking(c, &c->cands[k])      ? FORM_NOT_WORTH
           : k > o->taken[index]                      ? FORM_CHEAPER_TAKEN
                                                      : FORM_NOT_TAKEN;
}

const char *report_optimized_outcome(const Plan *plan, int index, int k)
{
    return form_outcomes[form_outcome(plan->optimized, index, k)].code;
}

void report_optimized_why(const Plan *plan, int index, char *out, size_t size)
{
    taken_reason(plan->optimized, index, out, size);
}

void report_optimized(FILE *out, const Plan *plan, int index)
{
    const Optimized *o = plan->optimized;
    if (!o || o->costs[index].count == 0)
        return;
    const SiteCost *c = &o->costs[index];
    char sizes[96] = "";
    for (int i = 0, n = 0; i < c->size_count && n >= 0 && (size_t)n < sizeof sizes; i++)
        n += snprintf(sizes + n, sizeof sizes - (size_t)n, "%s%llu", i ? ", " : "", c->sizes[i]);
    fprintf(out, "    -O: costs of %s (%s)\n", o->gpu[0] ? o->gpu : "an unnamed GPU", o->table);
    fprintf(out, "      child threads per launch: %s (%s); launches per parent grid: %llu%s\n", sizes, c->basis,
            c->launches, c->loops ? "; the child loops" : "");
    for (int k = 0; k < c->count; k++) {
        char name[96];
        candidate_name(&c->cands[k], name, sizeof name);
        fprintf(out, "      %-34s %12.1f ns per launch  %s\n", name, c->cands[k].ns,
                form_outcomes[form_outcome(o, index, k)].text);
    }
    char why[256];
    taken_reason(o, index, why, sizeof why);
    fprintf(out, "      why: %s\n", why);
    if (plan->sites[index].decision.hoisted && plan->kernels[plan->program->launches[index].caller_fn].hoist_walks)
        fputs("      then hoisted over offsets: its kernel only reads and works out this launch, sized by two "
              "neighbouring offsets, so its host launches walk the children's threads (no launching grid, no "
              "launch from the device; preferred to any batched form, not priced)\n",
              out);
    else if (plan->sites[index].decision.hoisted)
        fputs("      then hoisted: its kernel only works out this launch, so its host launches make it (no launch from "
              "the device is left; not priced)\n",
              out);
}

void report_optimized_notes(const Plan *plan)
{
    const Optimized *o = plan->optimized;
    const Program *p = plan->program;
    for (int i = 0; o && i < p->launch_count; i++) {
        if (o->costs[i].count == 0 || &o->costs[i].cands[o->taken[i]] != cost_written(&o->costs[i]) ||
            plan->sites[i].decision.hoisted)
            continue;
        char why[256];
        taken_reason(o, i, why, sizeof why);
        diag_report(p->src, ts_node_start_byte(p->launches[i].node), DIAG_NOTE,
                    "launch of '%s' kept as written by -O: %s (--report shows each form's predicted cost)",
                    p->launches[i].callee, why);
    }
}
