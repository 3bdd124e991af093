/* The text of a refusal (plan/refusal.h): the one place that words the
 * plan's reasons, for the notes, the text report and the JSON report. */
#ifndef DPOPT_REPORT_REPORT_REFUSAL_H
#define DPOPT_REPORT_REPORT_REFUSAL_H

#include "plan/plan.h"
#include "util/strbuf.h"

/* Appends r's text to out. */
void report_refusal(StrBuf *out, const Plan *plan, const Refusal *r);
/* r's text, or NULL for none; the caller frees it. */
char *report_refusal_text(const Plan *plan, const Refusal *r);

#endif
