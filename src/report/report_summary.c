/* -v and --fail-on-as-written: how many launches from the device a file
 * has, how many the plan took and how many stay as written. */
#include "report/report.h"

SiteTally report_tally(const Plan *plan)
{
    SiteTally t = {0, 0, 0};
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        /* One in a kernel read in from another file (model/imports.h) is
         * that file's: its own run counts it. */
        if (!p->launches[i].device_side || ts_node_start_byte(p->launches[i].node) >= p->own_len)
            continue;
        t.device_sites++;
        /* A hoisted launch is made by the host launches of its kernel. */
        if (decision_changes_launch(&plan->sites[i].decision) || plan->sites[i].decision.hoisted)
            t.taken++;
        else
            t.as_written++;
    }
    /* A launch in a kernel a quoted header defines stays as written too
     * (report_notes.c says where): a build that expects every launch
     * taken must hear of it. */
    t.device_sites += p->header_launch_count;
    t.as_written += p->header_launch_count;
    return t;
}

void report_summary(FILE *out, const char *file, SiteTally t)
{
    fprintf(out, "%s: %d launch%s from the device: %d taken, %d left as written\n", file, t.device_sites,
            t.device_sites == 1 ? "" : "es", t.taken, t.as_written);
}
